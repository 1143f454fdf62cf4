import { integer, PgDialect, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import { describe, expect, it, vi } from 'vitest';
import { HttpError } from '../errors.ts';
import {
  compileFilter,
  everyWord,
  filterList,
  idsOnly,
  inList,
  listQuerystring,
  MAX_PAGE,
  momentOf,
  parseFilter,
  parseJson,
  parseRange,
  parseSort,
  parseSortPair,
  readPage,
  SEARCH_FILTER,
  sendPage,
} from './protocol.ts';

const things = pgTable('things', {
  thingId: integer('thing_id').primaryKey(),
  nome: text('nome'),
  criadoEm: timestamp('criado_em'),
});
const dialect = new PgDialect();
const render = (value: Parameters<PgDialect['sqlToQuery']>[0] | undefined) =>
  value ? dialect.sqlToQuery(value) : undefined;

/** The 400 a call throws: its status, message and field errors. */
function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return { status: error.statusCode, errors: error.errors };
    throw error;
  }
  throw new Error('no refusal');
}

describe('range', () => {
  it('defaults to the first page of MAX_PAGE rows and cuts a bigger one, never refusing it', () => {
    expect(parseRange(undefined)).toEqual({ start: 0, end: MAX_PAGE - 1 });
    expect(parseRange('[0,24]')).toEqual({ start: 0, end: 24 });
    expect(parseRange('[10,5000]')).toEqual({ start: 10, end: 10 + MAX_PAGE - 1 });
  });

  it('refuses a malformed range in Portuguese, at `range`', () => {
    for (const raw of ['[5,1]', '[-1,3]', '[0]', '{"a":1}', '[0.5,2]', '["0","9"]'])
      expect(refusal(() => parseRange(raw))).toEqual({
        status: 400,
        errors: [
          {
            field: 'range',
            message: 'Use [início, fim], números inteiros com início menor ou igual ao fim.',
          },
        ],
      });
    expect(refusal(() => parseRange('[0,'))).toEqual({
      status: 400,
      errors: [{ field: 'range', message: 'JSON inválido.' }],
    });
  });
});

describe('sort', () => {
  const sortable = { nome: things.nome, criadoEm: things.criadoEm, id: things.thingId };

  it('takes ["field","ASC"|"DESC"] in any case, or the fallback', () => {
    expect(parseSortPair('["nome","asc"]', ['id', 'DESC'])).toEqual(['nome', 'ASC']);
    expect(parseSortPair(undefined, ['id', 'DESC'])).toEqual(['id', 'DESC']);
  });

  it('refuses a malformed pair, an unknown order and a field the list does not offer', () => {
    expect(refusal(() => parseSortPair('["nome"]', ['id', 'ASC'])).errors).toEqual([
      { field: 'sort', message: 'Use ["campo", "ASC" ou "DESC"].' },
    ]);
    expect(refusal(() => parseSortPair('["nome","UP"]', ['id', 'ASC'])).errors).toEqual([
      { field: 'sort', message: 'A ordem deve ser ASC ou DESC.' },
    ]);
    expect(
      refusal(() => parseSort('["senha","ASC"]', sortable, things.thingId, ['id', 'ASC'])).errors,
    ).toEqual([{ field: 'sort', message: 'Não é possível ordenar por senha.' }]);
    // an inherited name is no sort field
    expect(
      refusal(() => parseSort('["toString","ASC"]', sortable, things.thingId, ['id', 'ASC'])).status,
    ).toBe(400);
  });

  it('breaks ties by the key, and sorts by the key alone when asked for it', () => {
    const by = parseSort('["nome","DESC"]', sortable, things.thingId, ['id', 'ASC']);
    expect(by.map((s) => dialect.sqlToQuery(s).sql)).toEqual([
      '"things"."nome" desc',
      '"things"."thing_id" desc',
    ]);
    const byKey = parseSort(undefined, sortable, things.thingId, ['id', 'ASC']);
    expect(byKey.map((s) => dialect.sqlToQuery(s).sql)).toEqual(['"things"."thing_id" asc']);
  });
});

describe('filter', () => {
  const validate = compileFilter({
    type: 'object',
    additionalProperties: false,
    properties: { q: SEARCH_FILTER, id: filterList({ type: 'integer', minimum: 1 }) },
  });

  it('is an object valid for the route, coerced like a query string; none is {}', () => {
    expect(parseFilter(undefined, validate)).toEqual({});
    expect(parseFilter('{"id":"7","q":"pão"}', validate)).toEqual({ id: [7], q: 'pão' });
  });

  it('refuses what is not an object, an unknown key, a bad value and a NUL, each at its key', () => {
    expect(refusal(() => parseFilter('[1]', validate)).errors).toEqual([
      { field: 'filter', message: 'O filtro deve ser um objeto JSON.' },
    ]);
    expect(refusal(() => parseFilter('{"senha":"x"}', validate)).errors).toEqual([
      { field: 'filter.senha', message: 'Filtro desconhecido.' },
    ]);
    expect(refusal(() => parseFilter('{"id":[0,-1]}', validate)).errors).toHaveLength(1);
    expect(refusal(() => parseFilter('{"q":"a\\u0000"}', validate)).errors?.[0]?.field).toBe('filter.q');
    expect(refusal(() => parseFilter(`{"q":"${'x'.repeat(201)}"}`, validate)).errors?.[0]?.field).toBe(
      'filter.q',
    );
  });

  it('knows react-admin getMany: ids and nothing else', () => {
    expect(idsOnly('{"id":[1,2]}')).toBe(true);
    expect(idsOnly('{"id":[1],"q":"a"}')).toBe(false);
    expect(idsOnly('{"id":1}')).toBe(false);
    expect(idsOnly('{')).toBe(false);
    expect(idsOnly(undefined)).toBe(false);
  });

  it('matches a list with a null as "none", and an empty list as nothing', () => {
    expect(render(inList(things.nome, []))?.sql).toBe('false');
    expect(render(inList(things.nome, ['a']))).toMatchObject({ sql: '"things"."nome" = $1', params: ['a'] });
    expect(render(inList(things.nome, ['a', 'b', null]))?.sql).toBe(
      '("things"."nome" is null or "things"."nome" in ($1, $2))',
    );
  });

  it('searches every word, accent- and case-insensitive, wildcards taken literally', () => {
    expect(everyWord('  ', [things.nome])).toBeUndefined();
    const query = render(everyWord('50% pão', [things.nome]));
    expect(query?.params).toEqual(['%50\\%%', '%pão%']);
    expect(query?.sql).toContain('f_unaccent(lower("things"."nome"))');
  });

  it('reads a day as its whole length at the offset given, an instant as sent', () => {
    expect(momentOf('2026-03-01', 'gte').toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(momentOf('2026-03-01', 'lte', '-03:00').toISOString()).toBe('2026-03-02T02:59:59.999Z');
    expect(momentOf('2026-03-01T10:00:00Z', 'lte', '-03:00').toISOString()).toBe('2026-03-01T10:00:00.000Z');
  });

  it('refuses a query parameter that is not JSON, naming it', () => {
    expect(parseJson('', 'filter')).toBeUndefined();
    expect(refusal(() => parseJson('{x', 'filter')).errors).toEqual([
      { field: 'filter', message: 'JSON inválido.' },
    ]);
  });
});

describe('page', () => {
  const rows = (n: number) => Array.from({ length: n }, (_, i) => i);

  it('counts only when more rows may follow or precede', async () => {
    const count = vi.fn(async () => 120);
    expect(await readPage({ start: 100, end: 124 }, async () => rows(20), count)).toEqual({
      rows: rows(20),
      total: 120,
      range: '100-119',
    });
    expect(count).not.toHaveBeenCalled();
    const full = await readPage({ start: 0, end: 24 }, async () => rows(25), count);
    expect(full).toMatchObject({ total: 120, range: '0-24' });
    const past = await readPage({ start: 500, end: 524 }, async () => [], count);
    expect(past).toEqual({ rows: [], total: 120, range: '*' });
    expect(count).toHaveBeenCalledTimes(2);
  });

  it('asks for the page by limit and offset', async () => {
    const read = vi.fn(async () => rows(0));
    await readPage({ start: 10, end: 19 }, read, async () => 0);
    expect(read).toHaveBeenCalledWith(10, 10);
  });

  it('answers the rows with Content-Range: resource start-end/total', () => {
    const header = vi.fn();
    const reply = { header } as unknown as FastifyReply;
    expect(sendPage(reply, 'produtos', { rows: [1, 2], total: 9, range: '0-1' })).toEqual([1, 2]);
    expect(header).toHaveBeenCalledWith('Content-Range', 'produtos 0-1/9');
  });

  it('documents the query string: filter, range and sort, nothing else', () => {
    const schema = listQuerystring({ filter: '{"q":"a"}', sort: '["nome","ASC"]' });
    expect(schema.additionalProperties).toBe(false);
    expect(Object.keys(schema.properties)).toEqual(['filter', 'range', 'sort']);
  });
});
