import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyReply } from 'fastify';
import { badRequest, type FieldError } from '../errors.ts';
import { bounded, dateFormats, guardInput, schemasCompiledLazily } from '../input-guard.ts';
import { toFieldErrors } from '../validation-messages.ts';

// The list protocol every list route of the API speaks (docs/contrato.md §5): react-admin's simple REST dialect, as
// `ra-data-simple-rest` sends it. `?filter={json}&range=[start,end]&sort=["field","ASC"|"DESC"]`, answered with
// the page's rows and the header `Content-Range: {resource} start-end/total`. What each route knows of its own
// (which filter keys, which sort fields, which rows) stays in the route; the parsing, the limits, the Portuguese
// errors of a bad value and the page's header live here, once.

/**
 * One page at most: a bigger `range` is cut to this many rows, not refused, and the Content-Range says what came
 * back. 1,000 is react-admin's ExportButton page (`range=[0,999]`).
 */
export const MAX_PAGE = 1000;
/** Several by id (react-admin's getMany sends no range): as many as a page. */
export const MAX_IDS = MAX_PAGE;
/** Free text: at most this many characters, and its first 10 words. */
export const MAX_SEARCH = 200;

/** The query string of a list, as Fastify hands it over (each value still JSON text). */
export interface ListQuerystring {
  filter?: string;
  range?: string;
  sort?: string;
}

/** A request's list parameters (its route's schema let only strings through): each a string or absent. */
export function listParams(query: unknown): ListQuerystring {
  const values: Partial<Record<string, unknown>> = typeof query === 'object' && query !== null ? query : {};
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return { filter: text(values.filter), range: text(values.range), sort: text(values.sort) };
}

/** The Fastify schema of a list's query string, with examples of the route's own filter and sort (JSON text). */
export function listQuerystring(examples: { filter: string; sort: string }) {
  return {
    type: 'object',
    additionalProperties: false,
    properties: {
      filter: { type: 'string', description: `JSON, por exemplo ${examples.filter}` },
      range: { type: 'string', description: 'JSON, por exemplo [0,24]' },
      sort: { type: 'string', description: `JSON, por exemplo ${examples.sort}` },
    },
  } as const;
}

/** A 400 naming one query field. */
export const invalid = (field: string, message: string) =>
  badRequest('Os dados enviados são inválidos.', [{ field, message }]);

/** A query parameter's JSON, or a 400 at its name. */
export function parseJson(raw: string | undefined, field: string): unknown {
  if (raw === undefined || raw === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    throw invalid(field, 'JSON inválido.');
  }
  // a "\u0000" in the JSON is a NUL once parsed: refused like a body's (server/input-guard.ts)
  const problems = guardInput(value, { trim: false });
  if (problems.length > 0)
    throw badRequest(
      'Os dados enviados são inválidos.',
      toFieldErrors(problems).map((e) => ({ ...e, field: e.field ? `${field}.${e.field}` : field })),
    );
  return value;
}

// ---------------------------------------------------------------------------------------------------------------
// filter

/** One ajv for every filter (query strings arrive as text: coercion on, like Fastify's). */
let filterAjv: Ajv | undefined;

/** A filter's validator: true when the filter is valid (coerced in place), its ajv errors in `errors` otherwise. */
export interface FilterValidator {
  (data: unknown): boolean;
  errors?: ValidateFunction['errors'];
}

/**
 * A filter's validator: coercing like a query string, bounded like a column, dates in the app's years. Compiled on
 * its first use: every register's filter compiled at start-up took 0.7 s of CPU at each server start and each API
 * test's app, for lists a process may never serve (as route schemas, server/input-guard.ts lazySchemas).
 */
export function compileFilter(schema: object): FilterValidator {
  const compile = () => {
    filterAjv ??= dateFormats(
      addFormats(new Ajv({ allErrors: true, allowUnionTypes: true, coerceTypes: 'array' })),
    );
    return filterAjv.compile(bounded(schema, false) as object);
  };
  let compiled = schemasCompiledLazily() ? undefined : compile();
  const validate: FilterValidator = (data) => {
    compiled ??= compile();
    const ok = compiled(data);
    validate.errors = compiled.errors;
    return ok;
  };
  return validate;
}

/** A filter key that takes one value or a list (coerced to a list, as a query string's one value is). */
export const filterList = <T extends object>(items: T) => ({
  type: 'array' as const,
  maxItems: MAX_IDS,
  items,
});

/** The free-text key `q` every list may take. */
export const SEARCH_FILTER = { type: 'string', maxLength: MAX_SEARCH } as const;

/** ajv's errors on a filter, one per key, at `filter.{key}` (an unknown key: 'Filtro desconhecido.'). */
export function filterErrors(validate: FilterValidator): FieldError[] {
  const errors = toFieldErrors(validate.errors ?? []).map(({ field, message }) => ({
    // `nome.0` (the first of a list) → the key itself; an unknown key is refused at its own name
    field: `filter.${field.split('.')[0]}`,
    message: message === 'Campo não permitido.' ? 'Filtro desconhecido.' : message,
  }));
  // a list's items repeat the key: one sentence per key
  return errors.filter((e, i) => errors.findIndex((o) => o.field === e.field) === i);
}

/**
 * `?filter=` as the route's filter object: JSON, an object, valid for `validate` (which coerces it in place), or
 * a 400 naming each bad key. No filter is `{}`.
 */
export function parseFilter<T extends object = Record<string, unknown>>(
  raw: string | undefined,
  validate: FilterValidator,
): T {
  const value = parseJson(raw, 'filter') ?? {};
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw invalid('filter', 'O filtro deve ser um objeto JSON.');
  if (!validate(value)) throw badRequest('Os dados enviados são inválidos.', filterErrors(validate));
  return value as T;
}

/** A list filter naming ids and nothing else (`{"id":[1,2]}`): react-admin's getMany. */
export function idsOnly(raw: string | undefined): boolean {
  try {
    const value = raw ? JSON.parse(raw) : undefined;
    return (
      typeof value === 'object' &&
      value !== null &&
      Object.keys(value).length === 1 &&
      Array.isArray(value.id)
    );
  } catch {
    return false;
  }
}

/** Equality with one value of a list; a null in the list means "none" (no value); an empty list finds nothing. */
export function inList(column: PgColumn, values: ReadonlyArray<unknown>): SQL | undefined {
  if (values.length === 0) return sql`false`;
  const present = values.filter((v) => v !== null);
  const conditions: Array<SQL | undefined> = [];
  if (present.length < values.length) conditions.push(isNull(column));
  if (present.length === 1) conditions.push(eq(column, present[0]));
  else if (present.length > 1) conditions.push(inArray(column, present));
  return conditions.length === 1 ? conditions[0] : or(...conditions);
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * A `_gte` / `_lte` bound on an instant: an instant as sent, or a whole day, from its first millisecond (gte) to
 * its last (lte), at the UTC offset given (`-03:00`: a day typed on a screen in Brasília).
 */
export function momentOf(
  value: string,
  op: 'gte' | 'lte',
  offset: 'Z' | `${'+' | '-'}${string}` = 'Z',
): Date {
  if (!DAY.test(value)) return new Date(value);
  return new Date(`${value}T${op === 'gte' ? '00:00:00.000' : '23:59:59.999'}${offset}`);
}

/** Escapes LIKE's wildcards so a user's % or _ are matched literally. */
export const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Accent- and case-insensitive "contains", the form the trigram indexes on f_unaccent(lower(col)) serve. */
export function contains(column: PgColumn | SQL, term: string): SQL {
  return sql`f_unaccent(lower(${column})) like f_unaccent(lower(${`%${likeEscape(term)}%`}))`;
}

/** Free text `q`: every word in one of the columns ("queijo pão" finds "Pão de Queijo"); blank finds all. */
export function everyWord(q: string, columns: ReadonlyArray<PgColumn | SQL>): SQL | undefined {
  const words = q.split(/\s+/).filter(Boolean).slice(0, 10);
  if (words.length === 0) return undefined;
  return and(...words.map((word) => or(...columns.map((column) => contains(column, word)))));
}

// ---------------------------------------------------------------------------------------------------------------
// range and sort

/** react-admin's `range=[start,end]`, cut to MAX_PAGE rows from `start` (a malformed one is a 400). */
export function parseRange(raw: string | undefined): { start: number; end: number } {
  const value = parseJson(raw, 'range');
  if (value === undefined) return { start: 0, end: MAX_PAGE - 1 };
  const ok =
    Array.isArray(value) &&
    value.length === 2 &&
    value.every((n) => Number.isInteger(n) && n >= 0 && n <= Number.MAX_SAFE_INTEGER) &&
    value[0] <= value[1];
  if (!ok) throw invalid('range', 'Use [início, fim], números inteiros com início menor ou igual ao fim.');
  const [start, end] = value as [number, number];
  return { start, end: Math.min(end, start + MAX_PAGE - 1) };
}

/** react-admin's `sort=["field","ASC"|"DESC"]` (or the fallback): the field as sent and the order, or a 400. */
export function parseSortPair(
  raw: string | undefined,
  fallback: readonly [string, string],
): [string, 'ASC' | 'DESC'] {
  const value = parseJson(raw, 'sort') ?? fallback;
  if (
    !Array.isArray(value) ||
    value.length !== 2 ||
    typeof value[0] !== 'string' ||
    typeof value[1] !== 'string'
  )
    throw invalid('sort', 'Use ["campo", "ASC" ou "DESC"].');
  const order = value[1].toUpperCase();
  if (order !== 'ASC' && order !== 'DESC') throw invalid('sort', 'A ordem deve ser ASC ou DESC.');
  return [value[0], order];
}

/** The 400 of a sort field the list does not offer. */
export const unsortable = (sent: string) => invalid('sort', `Não é possível ordenar por ${sent}.`);

/**
 * `sort=` over a fixed set of columns (the field names a list offers, `id` among them when it may), then the key,
 * which breaks ties so paging never shows a row twice or skips one.
 */
export function parseSort(
  raw: string | undefined,
  sortable: Readonly<Record<string, PgColumn>>,
  key: PgColumn,
  fallback: readonly [string, 'ASC' | 'DESC'],
): SQL[] {
  const [name, order] = parseSortPair(raw, fallback);
  const column = Object.hasOwn(sortable, name) ? sortable[name] : undefined;
  if (!column) throw unsortable(name);
  const direction = order === 'ASC' ? asc : desc;
  return column === key ? [direction(column)] : [direction(column), direction(key)];
}

// ---------------------------------------------------------------------------------------------------------------
// the page

/** One page of a list: its rows, how many the whole list holds, and the Content-Range's `start-end` (or `*`). */
export interface Page<T> {
  rows: T[];
  total: number;
  range: string;
}

/**
 * One page: the rows from `start` to `end` (`read(limit, offset)`), and the list's total. A page that is not full
 * tells the total itself: `count()` runs only when more rows may follow or precede.
 */
export async function readPage<T>(
  { start, end }: { start: number; end: number },
  read: (limit: number, offset: number) => Promise<T[]>,
  count: () => Promise<number>,
): Promise<Page<T>> {
  const limit = end - start + 1;
  const rows = await read(limit, start);
  const total =
    rows.length === limit || (rows.length === 0 && start > 0) ? await count() : start + rows.length;
  return { rows, total, range: rows.length > 0 ? `${start}-${start + rows.length - 1}` : '*' };
}

/** `Content-Range: {resource} start-end/total`, the header react-admin's simple REST reads the total from. */
export function sendPage<T>(reply: FastifyReply, resource: string, page: Page<T>): T[] {
  reply.header('Content-Range', `${resource} ${page.range}/${page.total}`);
  return page.rows;
}
