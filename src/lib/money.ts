/**
 * Numbers as a person in Brazil writes them: a comma marks the decimals and dots group the thousands
 * ('1.234,56'), with an 'R$' before an amount or a '%' after a rate. Pure functions, shared by the money, decimal
 * and percentage inputs (src/schema/inputs.tsx) and their filters.
 *
 * Reading never guesses silently: text that is no number reads as NaN (the validators say "Deve ser um número."),
 * never as some other number, and extra decimals are kept for the validator to refuse rather than cut.
 */

// The symbol, the unit and spaces (Intl's no-break ones too) say nothing about the number.
const DECORATION = /R\$|%|[\s\u00a0\u202f]/gi;
// dots or commas grouping thousands: 1.234.567 (the group separator given)
const grouped = (integer: string, separator: '.' | ',') =>
  new RegExp(`^\\d{1,3}(\\${separator}\\d{3})+$`).test(integer);

/**
 * '1.234,56', 'R$ 1.234,56', '1234,56', '1234.56', '1.000', '12,5', '12.5', ',5' → the number; null for nothing
 * typed; NaN for text that is no number ('abc', '1,2,3', '1.23,4').
 *
 * A comma is the decimal separator and dots then group thousands. Without a comma, a dot followed by groups of
 * three digits groups thousands ('1.000' is mil), any other lone dot marks the decimals ('12.5', as a numeric
 * keypad's key writes it). With both, the last one is the decimal separator ('1,234.56' pasted from a US page).
 *
 * @example parseNumberBR('R$ 1.234,56') // 1234.56
 */
export function parseNumberBR(text: string): number | null {
  const clean = text.replace(DECORATION, '');
  if (clean === '') return null;
  const negative = clean.startsWith('-');
  const body = negative ? clean.slice(1) : clean;
  if (!/^[\d.,]*\d[\d.,]*$/.test(body)) return Number.NaN;

  const comma = body.lastIndexOf(',');
  const dot = body.lastIndexOf('.');
  let integer = body;
  let fraction = '';
  if (comma >= 0 && dot >= 0) {
    // both: the last one is the decimal separator, the other groups thousands
    const [decimal, group] = comma > dot ? ([',', '.'] as const) : (['.', ','] as const);
    const at = body.lastIndexOf(decimal);
    integer = body.slice(0, at);
    fraction = body.slice(at + 1);
    if (fraction.includes(group) || !grouped(integer, group)) return Number.NaN;
  } else if (comma >= 0) {
    integer = body.slice(0, comma);
    fraction = body.slice(comma + 1);
    if (integer.includes(',')) return Number.NaN;
  } else if (dot >= 0) {
    if (grouped(body, '.')) integer = body;
    else if (body.indexOf('.') === dot) {
      integer = body.slice(0, dot);
      fraction = body.slice(dot + 1);
    } else return Number.NaN;
  }
  const digits = integer.replace(/[.,]/g, '');
  const value = Number(`${digits || '0'}.${fraction || '0'}`);
  if (!Number.isFinite(value)) return Number.NaN;
  return negative ? -value : value;
}

/** An amount in reais as typed or pasted: `parseMoneyBR('1000')` → 1000, `parseMoneyBR('12,5')` → 12.5. */
export const parseMoneyBR = parseNumberBR;

const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(minDigits: number, maxDigits: number, grouping: boolean): Intl.NumberFormat {
  const key = `${minDigits}:${maxDigits}:${grouping}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat('pt-BR', {
      minimumFractionDigits: minDigits,
      maximumFractionDigits: maxDigits,
      useGrouping: grouping,
    });
    numberFormats.set(key, format);
  }
  return format;
}

/** 1000 → '1.000,00', 12.5 → '12,50': an amount as the input shows it once left (the R$ is beside it). */
export function formatMoneyBR(value: number): string {
  return numberFormat(2, 2, true).format(value);
}

/** 1234.5 → '1234,5': a decimal without thousands dots, so what is shown reads back as the same number. */
export function formatDecimalBR(value: number): string {
  return numberFormat(0, 20, false).format(value);
}

/**
 * Whether `shown` reads back as `value`: an input rewrites the typed text on leaving only then, so a '12,345'
 * (three decimals, which the validator refuses) is not shown as a rounded '12,35' that is not what the form holds.
 */
export function readsBackAs(shown: string, value: number): boolean {
  return parseNumberBR(shown) === value;
}
