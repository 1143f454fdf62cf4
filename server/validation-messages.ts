import type { ErrorObject } from 'ajv';
import localizePtBR from 'ajv-i18n/localize/pt-BR';
import { FORMAT_MESSAGES as OUR_FORMAT_MESSAGES } from '../core/schema/formats.ts';
import type { AjvFormat } from '../core/schema/vocabulary.ts';
import type { FieldError } from './errors.ts';

// ajv-formats' formats a register may use (AJV_FORMATS: the compiler wants a message for each), uuid (hand-made
// API shapes), then ours
const AJV_FORMAT_MESSAGES = {
  email: 'Informe um e-mail válido.',
  date: 'Data inválida.',
  'date-time': 'Data inválida.',
  uri: 'Informe um endereço válido.',
} satisfies Record<AjvFormat, string>;
const FORMAT_MESSAGES: Record<string, string> = {
  ...AJV_FORMAT_MESSAGES,
  uuid: 'Identificador inválido.',
  ...OUR_FORMAT_MESSAGES,
};

const TYPE_NAMES: Record<string, string> = {
  string: 'um texto',
  integer: 'um número inteiro',
  number: 'um número',
  boolean: 'verdadeiro ou falso',
  object: 'um objeto',
  array: 'uma lista',
  null: 'vazio',
};

/** `/aparencia/cor` → `aparencia.cor`; a missing or extra property names itself. */
export function fieldOf(error: ErrorObject, prefix?: string): string {
  const base = error.instancePath
    .split('/')
    .filter(Boolean)
    .map((p) => p.replace(/~1/g, '/').replace(/~0/g, '~'));
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'required' && typeof params.missingProperty === 'string')
    base.push(params.missingProperty);
  if (error.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string')
    base.push(params.additionalProperty);
  const path = base.join('.');
  return prefix && !path ? prefix : path;
}

/** A short Portuguese sentence for one failed rule, as a user at the field would read it. */
export function messageOf(error: ErrorObject): string {
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return 'Campo obrigatório.';
    case 'additionalProperties':
      return 'Campo não permitido.';
    case 'type': {
      const types = String(p.type)
        .split(',')
        .map((t) => TYPE_NAMES[t] ?? t);
      return `Deve ser ${types.join(' ou ')}.`;
    }
    case 'format':
      return FORMAT_MESSAGES[String(p.format)] ?? 'Formato inválido.';
    case 'minLength':
      return Number(p.limit) === 1 ? 'Campo obrigatório.' : `Deve ter pelo menos ${p.limit} caracteres.`;
    case 'maxLength':
      return `Deve ter no máximo ${p.limit} caracteres.`;
    case 'minimum':
      return `Deve ser maior ou igual a ${p.limit}.`;
    case 'maximum':
      return `Deve ser menor ou igual a ${p.limit}.`;
    case 'exclusiveMinimum':
      return `Deve ser maior que ${p.limit}.`;
    case 'exclusiveMaximum':
      return `Deve ser menor que ${p.limit}.`;
    case 'enum':
      return 'Escolha uma das opções permitidas.';
    case 'const':
      return 'Valor não permitido.';
    case 'pattern':
      return 'Formato inválido.';
    case 'minItems':
      return `Informe pelo menos ${p.limit} ${Number(p.limit) === 1 ? 'item' : 'itens'}.`;
    case 'maxItems':
      return `Informe no máximo ${p.limit} itens.`;
    case 'uniqueItems':
      return 'Há itens repetidos.';
    // the input guard's own (server/input-guard.ts)
    case 'textoNul':
      return 'O texto contém um caractere nulo (\\0), que não é permitido.';
    case 'textoUnicode':
      return 'O texto contém um caractere Unicode inválido (substituto sem par).';
    case 'profundidade':
      return 'Estrutura aninhada demais.';
    case 'anoForaDoIntervalo':
      return 'Informe uma data entre 01/01/1900 e 31/12/2099.';
    default: {
      // Rare keywords: ajv-i18n's Portuguese wording, capitalised.
      const copy = { ...error };
      localizePtBR([copy]);
      const text = copy.message ?? 'Valor inválido.';
      return `${text.charAt(0).toUpperCase()}${text.slice(1)}.`;
    }
  }
}

/**
 * ajv errors → one entry per field (the first rule each field breaks), in schema order. Composite keywords
 * (anyOf/oneOf) repeat their branches' errors; a user wants one sentence per field, not all of them.
 */
export function toFieldErrors(errors: ErrorObject[], prefix?: string): FieldError[] {
  const byField = new Map<string, string>();
  for (const error of errors) {
    if (error.keyword === 'anyOf' || error.keyword === 'oneOf' || error.keyword === 'if') continue;
    const field = fieldOf(error, prefix);
    if (!byField.has(field)) byField.set(field, messageOf(error));
  }
  return [...byField].map(([field, message]) => ({ field, message }));
}
