import { PERIODO_PADRAO, PERIODOS, type PeriodoId } from '../dashboard/periodos';
/**
 * The period of a report and its filters as they live in the page's address (?periodo=&de=&ate=&filter=), so a
 * report's link can be shared and Back walks through the choices made.
 */

/** The presets are the home's (src/dashboard/periodos.ts): one list, one set of words, for every figure. */
export type Preset = PeriodoId;

export const PRESETS: ReadonlyArray<{ id: Preset; name: string }> = PERIODOS.map((p) => ({
  id: p.id,
  name: p.label,
}));

export const DEFAULT_PRESET: Preset = PERIODO_PADRAO;

const isPreset = (value: unknown): value is Preset => PRESETS.some((p) => p.id === value);
const API_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The report filters the server takes (a value or a list each). */
export const FILTER_KEYS = ['vendaStatusId', 'vendedorId', 'equipeId'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

export interface RelatorioQuery {
  periodo: Preset;
  /** Only with personalizado: inclusive days, YYYY-MM-DD. */
  de?: string;
  ate?: string;
  filter: Partial<Record<FilterKey, Array<number | string>>>;
}

/** Reads the address's query; anything unknown or malformed is left out (the default period instead). */
export function readQuery(search: URLSearchParams): RelatorioQuery {
  const preset = search.get('periodo');
  const periodo = isPreset(preset) ? preset : DEFAULT_PRESET;
  const out: RelatorioQuery = { periodo, filter: {} };
  if (periodo === 'personalizado') {
    const de = search.get('de');
    const ate = search.get('ate');
    if (de && API_DATE.test(de)) out.de = de;
    if (ate && API_DATE.test(ate)) out.ate = ate;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(search.get('filter') ?? '{}');
  } catch {
    parsed = {};
  }
  if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
    for (const key of FILTER_KEYS) {
      const raw = (parsed as Record<string, unknown>)[key];
      const list = (Array.isArray(raw) ? raw : raw === undefined || raw === null ? [] : [raw]).filter(
        (v): v is number | string => typeof v === 'number' || (typeof v === 'string' && v !== ''),
      );
      if (list.length > 0) out.filter[key] = list;
    }
  }
  return out;
}

/** The address's query for a consulta: only what differs from the defaults. */
export function querySearch(consulta: RelatorioQuery): URLSearchParams {
  const params = new URLSearchParams();
  if (consulta.periodo !== DEFAULT_PRESET) params.set('periodo', consulta.periodo);
  if (consulta.periodo === 'personalizado') {
    if (consulta.de) params.set('de', consulta.de);
    if (consulta.ate) params.set('ate', consulta.ate);
  }
  const filter = cleanFilter(consulta.filter);
  if (Object.keys(filter).length > 0) params.set('filter', JSON.stringify(filter));
  return params;
}

export function cleanFilter(filter: RelatorioQuery['filter']): RelatorioQuery['filter'] {
  const out: RelatorioQuery['filter'] = {};
  for (const key of FILTER_KEYS) {
    const list = filter[key];
    if (list && list.length > 0) out[key] = list;
  }
  return out;
}

/**
 * The API's query for a consulta; undefined while a personalizado period lacks a whole day at either end (the
 * report then keeps what it showed).
 */
export function apiParams(consulta: RelatorioQuery): Record<string, string> | undefined {
  const params: Record<string, string> = { periodo: consulta.periodo };
  if (consulta.periodo === 'personalizado') {
    if (!consulta.de || !consulta.ate) return undefined;
    params.de = consulta.de;
    params.ate = consulta.ate;
  }
  const filter = cleanFilter(consulta.filter);
  if (Object.keys(filter).length > 0) params.filter = JSON.stringify(filter);
  return params;
}
