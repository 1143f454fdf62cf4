import { localized } from './localize';
import type { OwnFormat } from './vocabulary';

/**
 * Our string formats (schemas/README.md, `format`), shared by the server's ajv and the client's forms so a value
 * the screen accepts is never refused by the API, and the other way round.
 *
 * Values are stored and sent as digits only (CPF, CNPJ, phone, CEP): the screens show masks and strip them with
 * `onlyDigits` before sending, so the validators refuse punctuation rather than guess at it.
 */

/** Keeps the digits of a masked value: `onlyDigits('11.222.333/0001-81')` → `'11222333000181'`. */
export function onlyDigits(value: string): string {
  return value.replace(/\D/g, '');
}

/** Check digit of the Receita Federal's modulo-11 scheme, for the given weights. */
function checkDigit(digits: string, weights: readonly number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += Number(digits[i]) * (weights[i] ?? 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

// Numbers made of one repeated digit pass the modulo-11 check but are never issued; forms see them as
// placeholders (000.000.000-00), so they are refused.
const repeated = (digits: string) => /^(\d)\1*$/.test(digits);

export function isCpf(value: string): boolean {
  if (!/^\d{11}$/.test(value) || repeated(value)) return false;
  const d1 = checkDigit(value, [10, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = checkDigit(value, [11, 10, 9, 8, 7, 6, 5, 4, 3, 2]);
  return d1 === Number(value[9]) && d2 === Number(value[10]);
}

export function isCnpj(value: string): boolean {
  if (!/^\d{14}$/.test(value) || repeated(value)) return false;
  const d1 = checkDigit(value, [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  const d2 = checkDigit(value, [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2]);
  return d1 === Number(value[12]) && d2 === Number(value[13]);
}

/** Area codes (DDD) in use in Brazil (Anatel); 20, 23, 25, 26, 29, 30 … are not assigned. */
const DDDS = new Set([
  11, 12, 13, 14, 15, 16, 17, 18, 19, 21, 22, 24, 27, 28, 31, 32, 33, 34, 35, 37, 38, 41, 42, 43, 44, 45, 46,
  47, 48, 49, 51, 53, 54, 55, 61, 62, 63, 64, 65, 66, 67, 68, 69, 71, 73, 74, 75, 77, 79, 81, 82, 83, 84, 85,
  86, 87, 88, 89, 91, 92, 93, 94, 95, 96, 97, 98, 99,
]);

/**
 * A Brazilian phone with its DDD, digits only: 11 digits for a mobile (the number starts with 9), 10 for a
 * landline (starting with 2 to 5, the ranges Anatel gives fixed lines).
 */
export function isTelefone(value: string): boolean {
  if (!/^\d{10,11}$/.test(value) || !DDDS.has(Number(value.slice(0, 2)))) return false;
  return value.length === 11 ? value[2] === '9' : /^[2-5]$/.test(value[2] ?? '');
}

export const UFS = [
  'AC',
  'AL',
  'AM',
  'AP',
  'BA',
  'CE',
  'DF',
  'ES',
  'GO',
  'MA',
  'MG',
  'MS',
  'MT',
  'PA',
  'PB',
  'PE',
  'PI',
  'PR',
  'RJ',
  'RN',
  'RO',
  'RR',
  'RS',
  'SC',
  'SE',
  'SP',
  'TO',
] as const;
const UF_SET: ReadonlySet<string> = new Set(UFS);

/**
 * The ajv formats of schemas/README.md beyond ajv-formats' own (email, date, uri …): one validator for each of
 * OWN_FORMATS (core/schema/vocabulary.ts), which TypeScript holds to exactly that list.
 */
const VALIDATORS = {
  cpf: isCpf,
  cnpj: isCnpj,
  'cpf-cnpj': (value) => (value.length === 11 ? isCpf(value) : isCnpj(value)),
  telefone: isTelefone,
  // 00000-000 is no address; every real CEP starts at 01000-000
  cep: (value) => /^\d{8}$/.test(value) && value !== '00000000',
  uf: (value) => UF_SET.has(value),
  cor: (value) => /^#[0-9a-fA-F]{6}$/.test(value),
} satisfies Record<OwnFormat, (value: string) => boolean>;
export const FORMATS: Record<string, (value: string) => boolean> = VALIDATORS;

/** What a user reads under the field when a value breaks its format. */
export const FORMAT_MESSAGES: Record<string, string> = localized<Record<OwnFormat, string>>(
  {
    cpf: 'CPF inválido.',
    cnpj: 'CNPJ inválido.',
    'cpf-cnpj': 'CPF ou CNPJ inválido.',
    telefone: 'Telefone inválido: informe DDD e número.',
    cep: 'CEP inválido.',
    uf: 'UF inválida.',
    cor: 'Cor inválida: use o formato #rrggbb.',
  },
  {
    cpf: 'Invalid CPF.',
    cnpj: 'Invalid CNPJ.',
    'cpf-cnpj': 'Invalid CPF or CNPJ.',
    telefone: 'Invalid phone: enter the area code and number.',
    cep: 'Invalid CEP.',
    uf: 'Invalid state.',
    cor: 'Invalid colour: use the #rrggbb format.',
  },
);
