import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { toFieldErrors } from './validation-messages.ts';

const ajv = addFormats(new Ajv({ allErrors: true, allowUnionTypes: true }));
const check = (schema: object, data: unknown) => {
  const validate = ajv.compile(schema);
  validate(data);
  return toFieldErrors(validate.errors ?? []);
};

describe('toFieldErrors', () => {
  it('names nested fields with dots and gives one Portuguese sentence per field', () => {
    const schema = {
      type: 'object',
      required: ['nome', 'aparencia'],
      additionalProperties: false,
      properties: {
        nome: { type: 'string', minLength: 3, maxLength: 5 },
        email: { type: 'string', format: 'email' },
        idade: { type: 'integer', minimum: 18 },
        aparencia: {
          type: 'object',
          properties: { cor: { enum: ['red', 'blue'] } },
        },
        itens: { type: 'array', minItems: 1 },
      },
    };
    expect(
      check(schema, {
        nome: 'ab',
        email: 'x',
        idade: 10.5,
        aparencia: { cor: 'verde' },
        itens: [],
        extra: 1,
      }),
    ).toEqual([
      { field: 'extra', message: 'Campo não permitido.' },
      { field: 'nome', message: 'Deve ter pelo menos 3 caracteres.' },
      { field: 'email', message: 'Informe um e-mail válido.' },
      { field: 'idade', message: 'Deve ser um número inteiro.' },
      { field: 'aparencia.cor', message: 'Escolha uma das opções permitidas.' },
      { field: 'itens', message: 'Informe pelo menos 1 item.' },
    ]);
    expect(check(schema, {})).toEqual([
      { field: 'nome', message: 'Campo obrigatório.' },
      { field: 'aparencia', message: 'Campo obrigatório.' },
    ]);
  });

  it('explains union types and falls back to ajv-i18n for rare keywords', () => {
    expect(check({ type: 'object', properties: { v: { type: ['integer', 'null'] } } }, { v: 'x' })).toEqual([
      { field: 'v', message: 'Deve ser um número inteiro ou vazio.' },
    ]);
    const [rare] = check({ type: 'object', properties: { n: { type: 'number', multipleOf: 5 } } }, { n: 7 });
    expect(rare?.field).toBe('n');
    expect(rare?.message).toMatch(/^Deve ser múltiplo de 5\.$/);
  });

  it('uses the part of the request as the field for an error about the whole part', () => {
    const validate = ajv.compile({ type: 'object' });
    validate('x');
    expect(toFieldErrors(validate.errors ?? [], 'querystring')).toEqual([
      { field: 'querystring', message: 'Deve ser um objeto.' },
    ]);
  });
});
