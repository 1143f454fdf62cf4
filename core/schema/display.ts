import { formatDate, formatDateTime } from '../lib/dates';
import { schemaLocale } from './localize';
import type { FieldModel, RegisterModel } from './model';

/**
 * How values read on screen and in exported files, the Brazilian way: 1.234,56, R$ 1.234,56, 12,5%,
 * 31/12/2026, 123.456.789-09. Pure functions, shared by the list fields, the show page and the CSV export, so a
 * value never reads one way on screen and another in the spreadsheet.
 */

// Intl objects are costly to build and these run once per cell.
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(min: number, max: number, style: 'decimal' | 'currency' = 'decimal') {
  // in the app's language (English: 1,234.5 and R$1,234.50; amounts stay in reais); the server stays pt-BR
  const locale = schemaLocale() === 'en' ? 'en-US' : 'pt-BR';
  const key = `${locale}:${style}:${min}:${max}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style,
      currency: style === 'currency' ? 'BRL' : undefined,
      minimumFractionDigits: min,
      maximumFractionDigits: max,
    });
    numberFormats.set(key, format);
  }
  return format;
}

const toNumber = (value: unknown): number | null => {
  if (value === null || value === undefined || value === '') return null;
  // numeric columns may arrive as strings ("1234.50") from PostgreSQL drivers
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? n : null;
};

/** 1234.5 → '1.234,5'; up to `maxDigits` decimals (an integer column passes 0). Empty for no value. */
export function formatNumber(value: unknown, maxDigits = 2, minDigits = 0): string {
  const n = toNumber(value);
  return n === null ? '' : numberFormat(minDigits, maxDigits).format(n);
}

/** 1234.5 → '1.234,50': a money amount without the symbol, as a pt-BR spreadsheet reads a number. */
export function formatMoneyAmount(value: unknown): string {
  return formatNumber(value, 2, 2);
}

/**
 * 1234.5 → 'R$ 1.234,50'. Intl separates the symbol with a no-break space, kept so the amount never wraps away
 * from it.
 */
export function formatCurrency(value: unknown): string {
  const n = toNumber(value);
  return n === null ? '' : numberFormat(2, 2, 'currency').format(n);
}

/** 12.5 → '12,5%': the schemas keep percentages as 0–100, not as fractions. */
export function formatPercent(value: unknown): string {
  const n = toNumber(value);
  return n === null ? '' : `${numberFormat(0, 2).format(n)}%`;
}

export function formatBoolean(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (schemaLocale() === 'en') return value ? 'Yes' : 'No';
  return value ? 'Sim' : 'Não';
}

/** '2026-03-01' → '01/03/2026'; empty for no value. */
export function formatDay(value: unknown): string {
  if (typeof value !== 'string' && !(value instanceof Date)) return '';
  return formatDate(value);
}

/** An instant or local datetime → '01/03/2026 14:05' in the user's time. */
export function formatMoment(value: unknown): string {
  if (typeof value !== 'string' && !(value instanceof Date)) return '';
  return formatDateTime(value);
}

const digitsOf = (value: unknown) => (typeof value === 'string' ? value.replace(/\D/g, '') : '');

/** Applies a `#` pattern to the digits when they fill it exactly; otherwise shows what is stored. */
function pattern(value: unknown, mask: string): string {
  const digits = digitsOf(value);
  const slots = mask.split('').filter((c) => c === '#').length;
  if (digits.length !== slots) return typeof value === 'string' ? value : '';
  let i = 0;
  return mask.replace(/#/g, () => digits[i++] ?? '');
}

export const CPF_MASK = '###.###.###-##';
export const CNPJ_MASK = '##.###.###/####-##';
export const CEP_MASK = '#####-###';
export const PHONE_MASKS = { landline: '(##) ####-####', mobile: '(##) #####-####' } as const;

export const formatCpf = (value: unknown) => pattern(value, CPF_MASK);
export const formatCnpj = (value: unknown) => pattern(value, CNPJ_MASK);
export const formatCpfCnpj = (value: unknown) =>
  digitsOf(value).length > 11 ? formatCnpj(value) : formatCpf(value);
export const formatCep = (value: unknown) => pattern(value, CEP_MASK);
export const formatTelefone = (value: unknown) =>
  pattern(value, digitsOf(value).length === 11 ? PHONE_MASKS.mobile : PHONE_MASKS.landline);

/**
 * The text of the kinds that read the same everywhere (a list line, a CSV cell): dates, enum labels and masked
 * documents; undefined for the kinds each place renders its own way (money, numbers, booleans, references).
 */
export function sharedKindText(field: FieldModel, value: unknown): string | undefined {
  switch (field.kind) {
    case 'date':
      return formatDay(value);
    case 'datetime':
      return formatMoment(value);
    case 'enum':
      return field.enumLabels?.[String(value)] ?? String(value);
    case 'cpf':
      return formatCpf(value);
    case 'cnpj':
      return formatCnpj(value);
    case 'cpfCnpj':
      return formatCpfCnpj(value);
    case 'telefone':
      return formatTelefone(value);
    case 'cep':
      return formatCep(value);
    default:
      return undefined;
  }
}

/** The fields a reader may see: everything but secrets, the key (shown as id) and the scoping columns. */
export function readableFields(model: RegisterModel): FieldModel[] {
  return model.allFields.filter(
    (f) =>
      !f.writeOnly &&
      f.kind !== 'password' &&
      f.name !== model.primaryKey &&
      f.name !== 'empresaId' &&
      f.name !== 'deletedAt',
  );
}
