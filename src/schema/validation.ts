import type { Validator } from 'react-admin';
import { formatCurrency, formatNumber, formatPercent } from '../../core/schema/display';
import { FORMAT_MESSAGES, FORMATS } from '../../core/schema/formats';
import { localized } from '../../core/schema/localize';
import type { FieldModel } from '../../core/schema/model';
import { MASKS } from '../lib/masks';

/**
 * A form's validators, read from the same schema the server validates with, so the screen refuses what the API
 * would refuse, at the field and in the server's words (server/validation-messages.ts). The server stays the
 * judge: x-unique and references are checked there only, and its 400/409 land at the field too.
 */

const MESSAGES_PT = {
  required: 'Campo obrigatório.',
  minLength: (n: number) => `Deve ter pelo menos ${n} caracteres.`,
  maxLength: (n: number) => `Deve ter no máximo ${n} caracteres.`,
  minimum: (n: string) => `Deve ser maior ou igual a ${n}.`,
  maximum: (n: string) => `Deve ser menor ou igual a ${n}.`,
  integer: 'Deve ser um número inteiro.',
  number: 'Deve ser um número.',
  cents: 'Use no máximo duas casas decimais.',
  pattern: 'Formato inválido.',
  email: 'Informe um e-mail válido.',
  uri: 'Informe um endereço válido.',
  enum: 'Escolha uma das opções permitidas.',
  minItems: (n: number) => `Informe pelo menos ${n} ${n === 1 ? 'item' : 'itens'}.`,
  maxItems: (n: number) => `Informe no máximo ${n} itens.`,
};

/** The same in English, for the client in English (the server keeps the Portuguese, docs/contrato.md §5). */
export const MESSAGES = localized(MESSAGES_PT, {
  required: 'Required field.',
  minLength: (n: number) => `Must have at least ${n} characters.`,
  maxLength: (n: number) => `Must have at most ${n} characters.`,
  minimum: (n: string) => `Must be greater than or equal to ${n}.`,
  maximum: (n: string) => `Must be less than or equal to ${n}.`,
  integer: 'Must be a whole number.',
  number: 'Must be a number.',
  cents: 'Use at most two decimal places.',
  pattern: 'Invalid format.',
  email: 'Enter a valid email.',
  uri: 'Enter a valid address.',
  enum: 'Choose one of the allowed options.',
  minItems: (n: number) => `Enter at least ${n} ${n === 1 ? 'item' : 'items'}.`,
  maxItems: (n: number) => `Enter at most ${n} items.`,
});

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

/** react-admin marks an input whose validators carry `isRequired` with an asterisk. */
function requiredValidator(): Validator {
  const validator: Validator = (value) => (isEmpty(value) ? MESSAGES.required : undefined);
  return Object.assign(validator, { isRequired: true });
}

// ajv-formats' email, loosely: one @, no spaces, a dot in the domain. The server has the last word.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function isUri(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

// The kinds stored as digits behind a mask (src/lib/masks.ts): their length rules are the format's, not minLength's.
const MASKED: ReadonlySet<string> = new Set(Object.keys(MASKS));

/** How a limit reads in the field's own terms: R$ 9.999.999,99, 100%, 1.000. */
function limitText(field: FieldModel, n: number): string {
  if (field.kind === 'currency') return formatCurrency(n);
  if (field.kind === 'percent') return formatPercent(n);
  return formatNumber(n, 10);
}

// 0.1 + 0.2 style noise: a multiple is accepted within a millionth of the step.
function isMultiple(value: number, step: number): boolean {
  const ratio = value / step;
  return Math.abs(ratio - Math.round(ratio)) < 1e-6;
}

/**
 * The validators of one field, in the order a user fixes things: presence, then shape, then limits.
 * Read-only fields get none (they are not inputs).
 *
 * @example
 * fieldValidators(model.fieldsByName.get('nome')!) // [required, minLength 2, maxLength 120]
 */
export function fieldValidators(field: FieldModel): Validator[] {
  if (field.readOnly) return [];
  const validators: Validator[] = [];
  // A boolean is always answered (false is an answer); a nullable one may stay empty.
  if (field.required && !field.nullable) validators.push(requiredValidator());
  // x-requiredWhen: required while other fields hold one of the given values (a list of options for the type
  // "Lista de opções"), as the server's if/then has it
  const when = field.requiredWhen;
  if (when)
    validators.push((value: unknown, values: Record<string, unknown> | undefined) => {
      const applies = Object.entries(when).every(([name, accepted]) =>
        accepted.some((one) => one === values?.[name]),
      );
      if (!applies) return undefined;
      if (field.type === 'array' && Array.isArray(value) && value.length > 0 && field.minItems !== null)
        return value.length < field.minItems ? MESSAGES.minItems(field.minItems) : undefined;
      return isEmpty(value)
        ? field.type === 'array'
          ? MESSAGES.minItems(Math.max(1, field.minItems ?? 1))
          : MESSAGES.required
        : undefined;
    });

  // The rules below judge a value; an empty one is the required rule's business.
  const check =
    <T>(test: (value: T) => string | undefined): Validator =>
    (value: unknown) =>
      isEmpty(value) ? undefined : test(value as T);

  switch (field.type) {
    case 'string': {
      validators.push(
        check((value: string) => {
          if (typeof value !== 'string') return undefined;
          if (!MASKED.has(field.kind)) {
            // minLength 1 is "say something": the same words as a required field, as the server has them
            if (field.minLength !== null && value.length < field.minLength)
              return field.minLength === 1 ? MESSAGES.required : MESSAGES.minLength(field.minLength);
            if (field.maxLength !== null && value.length > field.maxLength)
              return MESSAGES.maxLength(field.maxLength);
          }
          if (field.enum && !field.enum.includes(value)) return MESSAGES.enum;
          const format = field.format;
          if (format !== null && format in FORMATS && !FORMATS[format]?.(value))
            return FORMAT_MESSAGES[format] ?? MESSAGES.pattern;
          if (format === 'email' && !EMAIL.test(value)) return MESSAGES.email;
          if (format === 'uri' && !isUri(value)) return MESSAGES.uri;
          if (field.pattern !== null && !new RegExp(field.pattern, 'u').test(value)) return MESSAGES.pattern;
          return undefined;
        }),
      );
      break;
    }
    case 'integer':
    case 'number': {
      validators.push(
        check((value: number) => {
          if (typeof value !== 'number' || !Number.isFinite(value)) return MESSAGES.number;
          if (field.type === 'integer' && !Number.isInteger(value)) return MESSAGES.integer;
          if (field.enum && !field.enum.includes(value)) return MESSAGES.enum;
          if (field.min !== null && value < field.min) return MESSAGES.minimum(limitText(field, field.min));
          if (field.max !== null && value > field.max) return MESSAGES.maximum(limitText(field, field.max));
          if (field.multipleOf !== null && !isMultiple(value, field.multipleOf))
            return field.multipleOf === 0.01 ? MESSAGES.cents : MESSAGES.number;
          return undefined;
        }),
      );
      break;
    }
    case 'array': {
      validators.push((value: unknown) => {
        const length = Array.isArray(value) ? value.length : 0;
        // an empty list is "not filled" for a required field, already said above
        if (length === 0 && field.required && !field.nullable) return undefined;
        if (field.minItems !== null && length < field.minItems) return MESSAGES.minItems(field.minItems);
        if (field.maxItems !== null && length > field.maxItems) return MESSAGES.maxItems(field.maxItems);
        return undefined;
      });
      break;
    }
    default:
      break;
  }
  return validators;
}
