import { schemaLocale } from '../../core/schema/localize';

/** A preset whose label is read in the app's language at the moment it is shown (schemaLocale). */
function periodo<Id extends string>(
  id: Id,
  pt: string,
  en: string,
): { readonly id: Id; readonly label: string } {
  return {
    id,
    get label() {
      return schemaLocale() === 'en' ? en : pt;
    },
  };
}

/** The period presets of every figure (COMMON13: the same for reports and homes), as a person reads them. */
export const PERIODOS = [
  periodo('hoje', 'Hoje', 'Today'),
  periodo('esta-semana', 'Esta semana', 'This week'),
  periodo('este-mes', 'Este mês', 'This month'),
  periodo('mes-passado', 'Mês passado', 'Last month'),
  periodo('ultimos-30-dias', 'Últimos 30 dias', 'Last 30 days'),
  periodo('ultimos-90-dias', 'Últimos 90 dias', 'Last 90 days'),
  periodo('este-ano', 'Este ano', 'This year'),
  periodo('personalizado', 'Personalizado', 'Custom'),
] as const;

export type PeriodoId = (typeof PERIODOS)[number]['id'];

export const PERIODO_PADRAO: PeriodoId = 'este-mes';

const DIA = /^\d{4}-\d{2}-\d{2}$/;

export interface PeriodoChoice {
  periodo: PeriodoId;
  de?: string;
  ate?: string;
}

/**
 * The period kept in the home's URL (?periodo=…&de=…&ate=…). Anything unknown falls back to "Este mês", and a
 * personalizado without both days too, so a pasted or stale link always shows something.
 *
 * @example choiceFromUrl(new URLSearchParams('periodo=personalizado&de=2026-01-01&ate=2026-01-31'))
 */
export function choiceFromUrl(params: URLSearchParams): PeriodoChoice {
  const periodo = params.get('periodo');
  const known = PERIODOS.find((p) => p.id === periodo)?.id ?? PERIODO_PADRAO;
  if (known !== 'personalizado') return { periodo: known };
  const de = params.get('de') ?? '';
  const ate = params.get('ate') ?? '';
  if (!DIA.test(de) || !DIA.test(ate) || de > ate) return { periodo: PERIODO_PADRAO };
  return { periodo: known, de, ate };
}

/** The API's query for a choice. */
export function choiceParams(e: PeriodoChoice): Record<string, string> {
  return e.periodo === 'personalizado' && e.de && e.ate
    ? { periodo: e.periodo, de: e.de, ate: e.ate }
    : { periodo: e.periodo };
}

/** '2026-11-03' → '03/11/2026'. */
export function formatDia(dia: string): string {
  const [y, m, d] = dia.split('-');
  return `${d}/${m}/${y}`;
}

/**
 * The change from `anterior` to `atual`, as a fraction (0.12 = +12 %); null when there was nothing before, where
 * a percentage would be meaningless (or infinite).
 */
export function variacao(atual: number, anterior: number): number | null {
  if (anterior === 0) return null;
  return (atual - anterior) / anterior;
}
