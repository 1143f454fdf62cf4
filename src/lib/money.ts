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
  return parseNumberWith(text, ',');
}

/**
 * '1,234.56', 'R$ 1,234.56', '1234.56', '1,000', '12.5', '12,5' → the number, as a person writing English does:
 * the mirror of parseNumberBR. A dot is the decimal separator and commas then group thousands; without a dot, a
 * comma followed by groups of three digits groups thousands ('1,000' is a thousand), any other lone comma marks
 * the decimals ('12,5', as a European keypad writes it). With both, the last one is the decimal separator.
 *
 * @example parseNumberEN('R$ 1,234.56') // 1234.56
 */
export function parseNumberEN(text: string): number | null {
  return parseNumberWith(text, '.');
}

/** The number in `text` whose decimal separator is `decimal` (the other one groups thousands). */
function parseNumberWith(text: string, decimal: ',' | '.'): number | null {
  const group: ',' | '.' = decimal === ',' ? '.' : ',';
  const clean = text.replace(DECORATION, '');
  if (clean === '') return null;
  const negative = clean.startsWith('-');
  const body = negative ? clean.slice(1) : clean;
  if (!/^[\d.,]*\d[\d.,]*$/.test(body)) return Number.NaN;

  const decimalAt = body.lastIndexOf(decimal);
  const groupAt = body.lastIndexOf(group);
  let integer = body;
  let fraction = '';
  if (decimalAt >= 0 && groupAt >= 0) {
    // both: the last one is the decimal separator, the other groups thousands
    const [last, other] = decimalAt > groupAt ? [decimal, group] : [group, decimal];

    const at = body.lastIndexOf(last);
    integer = body.slice(0, at);
    fraction = body.slice(at + 1);
    if (fraction.includes(other) || !grouped(integer, other)) return Number.NaN;
  } else if (decimalAt >= 0) {
    integer = body.slice(0, decimalAt);
    fraction = body.slice(decimalAt + 1);
    if (integer.includes(decimal)) return Number.NaN;
  } else if (groupAt >= 0) {
    if (grouped(body, group)) integer = body;
    else if (body.indexOf(group) === groupAt) {
      integer = body.slice(0, groupAt);
      fraction = body.slice(groupAt + 1);
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
function numberFormat(
  minDigits: number,
  maxDigits: number,
  grouping: boolean,
  locale: 'pt-BR' | 'en-US' = 'pt-BR',
): Intl.NumberFormat {
  const key = `${locale}:${minDigits}:${maxDigits}:${grouping}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
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

/** 1000 → '1,000.00', 12.5 → '12.50': an amount as the input shows it in English (amounts stay in reais). */
export function formatMoneyEN(value: number): string {
  return numberFormat(2, 2, true, 'en-US').format(value);
}

/** 1234.5 → '1234.5': a decimal in English, without thousands commas, so it reads back as the same number. */
export function formatDecimalEN(value: number): string {
  return numberFormat(0, 20, false, 'en-US').format(value);
}

/** How numbers are read and written in the app's language: 'en' the English way, anything else the Brazilian. */
export function numberWriting(locale: string) {
  return locale === 'en'
    ? { parse: parseNumberEN, money: formatMoneyEN, decimal: formatDecimalEN }
    : { parse: parseNumberBR, money: formatMoneyBR, decimal: formatDecimalBR };
}

/**
 * Whether `shown` reads back as `value`: an input rewrites the typed text on leaving only then, so a '12,345'
 * (three decimals, which the validator refuses) is not shown as a rounded '12,35' that is not what the form holds.
 */
export function readsBackAs(
  shown: string,
  value: number,
  parse: (text: string) => number | null = parseNumberBR,
): boolean {
  return parse(shown) === value;
}
