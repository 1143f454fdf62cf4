import { badRequest } from '../errors.ts';
import { isDate } from '../input-guard.ts';

// The periods of the figures (issue 13, COMMON13.md): presets counted in America/Sao_Paulo, weeks from Monday,
// and the previous period each is compared with. Dates are 'YYYY-MM-DD' strings, inclusive at both ends; the
// arithmetic is on UTC calendar days, so no local time zone of the server ever enters.

export const PERIODOS = [
  'hoje',
  'esta-semana',
  'este-mes',
  'mes-passado',
  'ultimos-30-dias',
  'ultimos-90-dias',
  'este-ano',
  'personalizado',
] as const;
export type Preset = (typeof PERIODOS)[number];

export interface Intervalo {
  de: string;
  ate: string;
}
export interface Periodo extends Intervalo {
  preset: Preset;
  anterior: Intervalo;
}

/** The figures' clock: tests pin it (buildApp's `figurasNow`), the server reads the real time. */
export type Relogio = () => Date;

const DAY = 86_400_000;
const toMs = (d: string) => Date.parse(`${d}T00:00:00Z`);
const fromMs = (ms: number) => new Date(ms).toISOString().slice(0, 10);
export const addDays = (d: string, n: number) => fromMs(toMs(d) + n * DAY);
export const daysBetween = (de: string, ate: string) => Math.round((toMs(ate) - toMs(de)) / DAY) + 1;
const ymd = (y: number, m: number, d: number) => fromMs(Date.UTC(y, m - 1, d));
const lastDay = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();
const parts = (d: string) => d.split('-').map(Number) as [number, number, number];

// one formatter for the process: building one costs more than the rest of a report's arithmetic
const DIA_SP = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/Sao_Paulo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** Today in São Paulo, as 'YYYY-MM-DD'. */
export function hojeEmSaoPaulo(now: Date): string {
  return DIA_SP.format(now);
}

/** The same span one month (or year) back: day clamped to the shorter month (31/03 → 28/02). */
function shiftMonths(d: string, months: number): string {
  const [y, m, day] = parts(d);
  const total = y * 12 + (m - 1) + months;
  const ny = Math.floor(total / 12);
  const nm = (total % 12) + 1;
  return ymd(ny, nm, Math.min(day, lastDay(ny, nm)));
}

/** The previous period of the same number of days, ending the day before `de`. */
const before = ({ de, ate }: Intervalo): Intervalo => ({
  de: addDays(de, -daysBetween(de, ate)),
  ate: addDays(de, -1),
});

/** The whole month of a day. */
export function mesDe(d: string): Intervalo {
  const [y, m] = parts(d);
  return { de: ymd(y, m, 1), ate: ymd(y, m, lastDay(y, m)) };
}

const invalid = (field: string, message: string) =>
  badRequest('Os dados enviados são inválidos.', [{ field, message }]);

/** `periodo`, `de`, `ate` of a query → the period and its previous one, or a 400 at the field. */
export function resolvePeriodo(query: { periodo?: string; de?: string; ate?: string }, now: Date): Periodo {
  const preset = (query.periodo ?? (query.de || query.ate ? 'personalizado' : 'este-mes')) as Preset;
  if (!PERIODOS.includes(preset))
    throw invalid('periodo', `Período desconhecido. Use um destes: ${PERIODOS.join(', ')}.`);
  const hoje = hojeEmSaoPaulo(now);
  const [y, m] = parts(hoje);
  if (preset !== 'personalizado' && (query.de !== undefined || query.ate !== undefined))
    throw invalid(query.de !== undefined ? 'de' : 'ate', 'Informe de e ate só com o período personalizado.');
  switch (preset) {
    case 'hoje':
      return { preset, de: hoje, ate: hoje, anterior: before({ de: hoje, ate: hoje }) };
    case 'esta-semana': {
      const weekday = (new Date(toMs(hoje)).getUTCDay() + 6) % 7; // Monday = 0
      const de = addDays(hoje, -weekday);
      return { preset, de, ate: hoje, anterior: before({ de, ate: hoje }) };
    }
    case 'este-mes': {
      const de = ymd(y, m, 1);
      return { preset, de, ate: hoje, anterior: { de: shiftMonths(de, -1), ate: shiftMonths(hoje, -1) } };
    }
    case 'mes-passado': {
      const mes = mesDe(shiftMonths(ymd(y, m, 1), -1));
      return { preset, ...mes, anterior: mesDe(shiftMonths(mes.de, -1)) };
    }
    case 'ultimos-30-dias':
    case 'ultimos-90-dias': {
      const de = addDays(hoje, preset === 'ultimos-30-dias' ? -29 : -89);
      return { preset, de, ate: hoje, anterior: before({ de, ate: hoje }) };
    }
    case 'este-ano': {
      const de = ymd(y, 1, 1);
      return { preset, de, ate: hoje, anterior: { de: ymd(y - 1, 1, 1), ate: shiftMonths(hoje, -12) } };
    }
    default: {
      const { de, ate } = query;
      if (de === undefined) throw invalid('de', 'Informe a data inicial (de) do período personalizado.');
      if (ate === undefined) throw invalid('ate', 'Informe a data final (ate) do período personalizado.');
      for (const [field, value] of [
        ['de', de],
        ['ate', ate],
      ] as const)
        if (!/^\d{4}-\d{2}-\d{2}$/.test(value) || fromMs(toMs(value)) !== value || !isDate(value))
          throw invalid(field, 'Data inválida: use AAAA-MM-DD, entre 01/01/1900 e 31/12/2099.');
      if (de > ate) throw invalid('ate', 'A data final deve ser igual ou posterior à inicial.');
      if (ate >= shiftMonths(de, 60)) throw invalid('ate', 'O período pode ter no máximo 5 anos.');
      return { preset, de, ate, anterior: before({ de, ate }) };
    }
  }
}

/** The months of a period, as 'YYYY-MM'. */
export function mesesEntre(de: string, ate: string): string[] {
  const out: string[] = [];
  let [y, m] = parts(de);
  const last = ate.slice(0, 7);
  for (;;) {
    const key = `${y}-${String(m).padStart(2, '0')}`;
    if (key > last) break;
    out.push(key);
    m++;
    if (m > 12) {
      m = 1;
      y++;
    }
  }
  return out;
}

/**
 * A period cut for the aggregates: its whole months (read from the monthly tables) and the days of its partial
 * months (from the daily ones). Whole months: every day of the month inside the period.
 */
export function cortar({ de, ate }: Intervalo): { mesesInteiros: Intervalo | null; dias: Intervalo[] } {
  const first = mesDe(de).de === de ? de : addDays(mesDe(de).ate, 1);
  const lastMonth = mesDe(ate);
  const end = lastMonth.ate === ate ? ate : addDays(lastMonth.de, -1);
  if (first > end) return { mesesInteiros: null, dias: [{ de, ate }] };
  const dias: Intervalo[] = [];
  if (de < first) dias.push({ de, ate: addDays(first, -1) });
  if (end < ate) dias.push({ de: addDays(end, 1), ate });
  // months as their first days: mes >= first and mes <= first day of end's month
  return { mesesInteiros: { de: first, ate: mesDe(end).de }, dias };
}

const MESES = [
  'jan.',
  'fev.',
  'mar.',
  'abr.',
  'mai.',
  'jun.',
  'jul.',
  'ago.',
  'set.',
  'out.',
  'nov.',
  'dez.',
];

/** '2026-11-03' → '03/11/2026'; '2026-11' → 'nov. de 2026'. */
export function rotuloData(chave: string): string {
  if (chave.length === 7) return `${MESES[Number(chave.slice(5, 7)) - 1]} de ${chave.slice(0, 4)}`;
  return `${chave.slice(8, 10)}/${chave.slice(5, 7)}/${chave.slice(0, 4)}`;
}
