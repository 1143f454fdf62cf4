import { describe, expect, it } from 'vitest';
import {
  bounded,
  buildValidator,
  compilersFor,
  guardInput,
  isDate,
  isDateTime,
  textProblem,
} from './input-guard.ts';
import { toFieldErrors } from './validation-messages.ts';

const fields = (errors: ReturnType<typeof guardInput>) => toFieldErrors(errors);

describe('guardInput', () => {
  it('refuses NUL and unpaired surrogates anywhere, nested jsonb (vendas.itens, extras) included', () => {
    const body = {
      nome: 'ok',
      itens: [{ produtoId: 1, nota: 'a\u0000b' }],
      extras: [
        { slot: 1, valor: 'x\ud800' },
        { slot: 2, valor: '\udc00y' },
      ],
      aparencia: { cores: { primaria: 'fine 😀' } },
    };
    expect(fields(guardInput(body, { trim: true }))).toEqual([
      { field: 'itens.0.nota', message: expect.stringContaining('nulo') },
      { field: 'extras.0.valor', message: expect.stringContaining('Unicode') },
      { field: 'extras.1.valor', message: expect.stringContaining('Unicode') },
    ]);
  });

  it('accepts well-formed text: emoji (paired surrogates), accents, tabs inside', () => {
    expect(textProblem('Pão de Queijo 😀\tok')).toBeNull();
    expect(textProblem('\ud83d\ude00')).toBeNull();
    expect(textProblem('\ude00\ud83d')).toBe('textoUnicode');
    expect(textProblem('\u0000')).toBe('textoNul');
  });

  it('refuses bad property names too, and names them', () => {
    const errors = guardInput({ extras: { 'a\u0000': 1, 'b/c\ud800': 2 } }, { trim: false });
    expect(errors.map((e) => e.instancePath)).toEqual(['/extras/a\u0000', '/extras/b~1c\ud800']);
  });

  it('trims every text, at any depth, but never a password', () => {
    const body = {
      nome: '  Maria  ',
      senha: '  minha senha  ',
      senhaAtual: ' a ',
      novaSenha: ' b ',
      lista: ['  x ', 1, null],
      nested: { rotulo: '\t y \n', opcoes: [{ valor: ' z ' }] },
    };
    expect(guardInput(body, { trim: true })).toEqual([]);
    expect(body).toEqual({
      nome: 'Maria',
      senha: '  minha senha  ',
      senhaAtual: ' a ',
      novaSenha: ' b ',
      lista: ['x', 1, null],
      nested: { rotulo: 'y', opcoes: [{ valor: 'z' }] },
    });
  });

  it('without trim (path, query) leaves the text as it came', () => {
    const query = { q: '  a  ' };
    guardInput(query, { trim: false });
    expect(query.q).toBe('  a  ');
  });

  it('refuses nesting deeper than any body has, without overflowing the stack', () => {
    let deep: unknown = 'fundo';
    for (let i = 0; i < 100_000; i++) deep = [deep];
    const errors = guardInput({ extras: deep }, { trim: true });
    expect(errors).toHaveLength(1);
    expect(errors[0]?.keyword).toBe('profundidade');
  });
});

describe('dates', () => {
  it('lie in 1900-01-01 … 2099-12-31 and exist in the calendar', () => {
    for (const ok of ['1900-01-01', '2099-12-31', '2024-02-29']) expect(isDate(ok), ok).toBe(true);
    for (const bad of ['0001-01-01', '1899-12-31', '2100-01-01', '2023-02-29', '2024-13-01', '20240101', ''])
      expect(isDate(bad), bad).toBe(false);
    expect(isDateTime('1900-01-01T00:00:00Z')).toBe(true);
    expect(isDateTime('2099-12-31T23:59:59.999-03:00')).toBe(true);
    expect(isDateTime('2100-01-01T00:00:00Z')).toBe(false);
    expect(isDateTime('0001-01-01T00:00:00.000Z')).toBe(false);
    expect(isDateTime('2024-01-01T00:00:00')).toBe(false);
  });
});

describe('bounded', () => {
  it('gives unbounded integers, numbers and (body) texts the bounds of their columns', () => {
    const schema = {
      type: 'object',
      properties: {
        id: { type: 'integer', minimum: 1 },
        total: { type: ['number', 'null'] },
        nome: { type: 'string' },
        curto: { type: 'string', maxLength: 5 },
        itens: { type: 'array', items: { anyOf: [{ type: 'integer' }, { type: 'null' }] } },
      },
    };
    const out = bounded(schema, true) as { properties: Record<string, Record<string, unknown>> };
    expect(out.properties.id).toEqual({ type: 'integer', minimum: 1, maximum: 2147483647 });
    expect(out.properties.total).toMatchObject({ maximum: 999999999999.99, minimum: -999999999999.99 });
    expect(out.properties.nome).toEqual({ type: 'string', maxLength: 10000 });
    expect(out.properties.curto).toEqual({ type: 'string', maxLength: 5 });
    expect(out.properties.itens).toMatchObject({
      items: { anyOf: [{ maximum: 2147483647 }, { type: 'null' }] },
    });
    expect((bounded(schema, false) as typeof out).properties.nome).toEqual({ type: 'string' });
    // the original is left alone: the OpenAPI document shows the schema as written
    expect(schema.properties.id).toEqual({ type: 'integer', minimum: 1 });
  });
});

describe('compilersFor', () => {
  it('builds the compilers of a set of shared schemas once, whatever object Fastify hands them in', () => {
    const money = { $id: 'dinheiro', type: 'number' };
    const name = { $id: 'nome', type: 'string' };
    const first = compilersFor({ dinheiro: money, nome: name });
    // Fastify's schema bucket answers a fresh object on every route of a context that added a schema
    expect(compilersFor({ dinheiro: money, nome: name })).toBe(first);
    // another schema under the same id is another set
    const other = compilersFor({ dinheiro: { $id: 'dinheiro', type: 'integer' }, nome: name });
    expect(other).not.toBe(first);
    expect(compilersFor({ nome: name })).not.toBe(first);
  });
});

describe('the validator', () => {
  const compile = buildValidator({}, {});
  const schema = {
    type: 'object',
    additionalProperties: false,
    required: ['nome'],
    properties: {
      nome: { type: 'string', minLength: 1, maxLength: 10 },
      preco: { type: 'number' },
      ativo: { type: 'boolean' },
      data: { type: 'string', format: 'date' },
    },
  };

  it('judges a body as sent: no coercion, trimmed before the length rules', () => {
    const validate = compile({ schema, method: 'POST', url: '/x', httpPart: 'body' });
    const body = { nome: 12345, preco: null, ativo: 1 };
    expect(validate(body)).toBe(false);
    expect(toFieldErrors(validate.errors ?? [])).toEqual([
      { field: 'nome', message: 'Deve ser um texto.' },
      { field: 'preco', message: 'Deve ser um número.' },
      { field: 'ativo', message: 'Deve ser verdadeiro ou falso.' },
    ]);
    expect(body).toEqual({ nome: 12345, preco: null, ativo: 1 });
    const blank = { nome: '    ' };
    expect(validate(blank)).toBe(false);
    expect(toFieldErrors(validate.errors ?? [])).toEqual([{ field: 'nome', message: 'Campo obrigatório.' }]);
    const padded = { nome: '   abcdefghij   ', data: '1900-01-01' };
    expect(validate(padded)).toBe(true);
    expect(padded.nome).toBe('abcdefghij');
  });

  it('says why a date is refused: out of the years, or no date at all', () => {
    const validate = compile({ schema, method: 'POST', url: '/x', httpPart: 'body' });
    validate({ nome: 'a', data: '2100-01-01' });
    expect(toFieldErrors(validate.errors ?? [])).toEqual([
      { field: 'data', message: 'Informe uma data entre 01/01/1900 e 31/12/2099.' },
    ]);
    validate({ nome: 'a', data: '2024-02-30' });
    expect(toFieldErrors(validate.errors ?? [])).toEqual([{ field: 'data', message: 'Data inválida.' }]);
  });

  it('coerces the path and the query, from decimal text only', () => {
    const params = {
      type: 'object',
      properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
    };
    const validate = compile({ schema: params, method: 'GET', url: '/x/:id', httpPart: 'params' });
    const ok = { id: '42' };
    expect(validate(ok)).toBe(true);
    expect(ok.id).toBe(42);
    for (const id of ['0x10', '1e3', ' 1', '', 'abc', '1.5', '2147483648', '%00', 'a\u0000'])
      expect(validate({ id }), id).toBe(false);
  });
});
