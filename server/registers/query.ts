import Ajv, { type ValidateFunction } from 'ajv';
import addFormats from 'ajv-formats';
import { and, asc, desc, eq, gte, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { badRequest, type FieldError } from '../errors.ts';
import { bounded, dateFormats, guardInput } from '../input-guard.ts';
import { toFieldErrors } from '../validation-messages.ts';
import type { FieldDef, JsonSchema, RegisterDef } from './definition.ts';
import { toColumnValue } from './records.ts';

/**
 * One page at most (CONTRACT.md §5): a bigger `range` is cut to this many rows, not refused, and the
 * Content-Range says what came back. 1,000 is react-admin's ExportButton page (`range=[0,999]`).
 */
export const MAX_PAGE = 1000;
/** Several by id (react-admin's getMany sends no range): as many as a page. */
const MAX_IDS = MAX_PAGE;

export interface ListQuery {
  where: SQL | undefined;
  orderBy: SQL[];
  start: number;
  end: number;
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

/** Escapes LIKE's wildcards so a user's % or _ are matched literally. */
export const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Accent- and case-insensitive "contains", the form the trigram indexes on f_unaccent(lower(col)) serve. */
export function contains(column: PgColumn | SQL, term: string): SQL {
  return sql`f_unaccent(lower(${column})) like f_unaccent(lower(${`%${likeEscape(term)}%`}))`;
}

/** Free text: every word must appear in one of the x-search fields ("queijo pão" finds "Pão de Queijo"). */
function searchCondition(def: RegisterDef, q: string): SQL | undefined {
  const words = q.split(/\s+/).filter(Boolean).slice(0, 10);
  if (words.length === 0) return undefined;
  return and(
    ...words.map((word) =>
      or(...def.search.map((f) => contains(f.text ? f.column : sql`${f.column}::text`, word))),
    ),
  );
}

const RANGE_KINDS = new Set(['integer', 'number', 'currency', 'percent', 'date', 'datetime']);

/** The scalar a filter on this field takes: its type and enum, not its length or pattern (a filter is a query). */
function scalarSchema(f: FieldDef, nullable: boolean): JsonSchema {
  const { type, format } = f.model;
  const schema: JsonSchema = { type: nullable ? [type, 'null'] : type };
  if (f.model.enum) schema.enum = nullable ? [...f.model.enum, null] : f.model.enum;
  if (format === 'date' || format === 'date-time') schema.format = format;
  return schema;
}

/** One ajv for every filter (query strings arrive as text: coercion on, like Fastify's). */
let filterAjv: Ajv | undefined;

/** A filter's validator: coercing like a query string, bounded like a column, dates in the app's years. */
export function compileFilter(schema: object): ValidateFunction {
  filterAjv ??= dateFormats(
    addFormats(new Ajv({ allErrors: true, allowUnionTypes: true, coerceTypes: 'array' })),
  );
  return filterAjv.compile(bounded(schema, false) as JsonSchema);
}

interface FilterKey {
  field: FieldDef;
  op: 'eq' | 'gte' | 'lte';
}

/**
 * A filter key of a register's own (RegisterHooks.filters: a sale's `nosTotais`, `produtoId`), that no column
 * gives: validated by the same ajv and strict rules as the others, documented in the list's OpenAPI description.
 */
export interface ExtraFilter {
  /** The value's schema (coerced like a query string; a list needs `type: 'array'`). */
  schema: JsonSchema;
  /** One sentence for the API docs. */
  description: string;
  /** The condition for a valid value. */
  condition(value: unknown): SQL | undefined;
}

/**
 * Everything a filter may name, checked by an ajv of its own: each key takes one value or a list (coerced to a
 * list), typed as the field. Compiled once per register.
 */
export function buildFilter(
  def: RegisterDef,
  extra: Readonly<Record<string, ExtraFilter>> = {},
): {
  keys: Map<string, FilterKey>;
  extra: Readonly<Record<string, ExtraFilter>>;
  validate: ValidateFunction;
} {
  const keys = new Map<string, FilterKey>();
  const properties: Record<string, JsonSchema> = {
    q: { type: 'string', maxLength: 200 },
    id: { type: 'array', maxItems: MAX_IDS, items: { type: 'integer', minimum: 1, maximum: 2147483647 } },
  };
  for (const field of def.fields.values()) {
    const { model } = field;
    // the company comes from the path; lists, objects and passwords are no values to compare
    if (
      model.writeOnly ||
      (model.name === 'empresaId' && def.scope === 'empresa') ||
      ['array', 'object', 'password'].includes(model.kind)
    )
      continue;
    keys.set(field.name, { field, op: 'eq' });
    properties[field.name] = { type: 'array', maxItems: MAX_IDS, items: scalarSchema(field, model.nullable) };
    if (RANGE_KINDS.has(model.kind)) {
      for (const op of ['gte', 'lte'] as const) {
        keys.set(`${field.name}_${op}`, { field, op });
        properties[`${field.name}_${op}`] = scalarSchema(field, false);
      }
    }
  }
  for (const [name, key] of Object.entries(extra)) properties[name] = key.schema;
  const validate = compileFilter({ type: 'object', additionalProperties: false, properties });
  return { keys, extra, validate };
}

/** ajv's errors on a filter, one per key, at `filter.{key}` (an unknown key: 'Filtro desconhecido.'). */
export function filterErrors(validate: ValidateFunction): FieldError[] {
  const errors = toFieldErrors(validate.errors ?? []).map(({ field, message }) => ({
    // `nome.0` (the first of a list) → the key itself; an unknown key is refused at its own name
    field: `filter.${field.split('.')[0]}`,
    message: message === 'Campo não permitido.' ? 'Filtro desconhecido.' : message,
  }));
  // a list's items repeat the key: one sentence per key
  return errors.filter((e, i) => errors.findIndex((o) => o.field === e.field) === i);
}

function fieldCondition(key: FilterKey, value: unknown): SQL | undefined {
  const { field, op } = key;
  const column = field.column;
  if (op === 'gte') return gte(column, toColumnValue(column, value));
  if (op === 'lte') return lte(column, toColumnValue(column, value));
  const values = value as unknown[];
  if (values.length === 0) return sql`false`;
  const present = values.filter((v) => v !== null);
  const conditions: Array<SQL | undefined> = [];
  if (present.length < values.length) conditions.push(isNull(column));
  // x-filter on free text is "contains" (the screens' text filter); elsewhere a filter is equality
  if (field.model.filter === 'contains') conditions.push(...present.map((v) => contains(column, String(v))));
  else if (present.length === 1) conditions.push(eq(column, toColumnValue(column, present[0])));
  else if (present.length > 1)
    conditions.push(
      inArray(
        column,
        present.map((v) => toColumnValue(column, v)),
      ),
    );
  return conditions.length === 1 ? conditions[0] : or(...conditions);
}

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

function parseSort(def: RegisterDef, raw: string | undefined): SQL[] {
  const [sent, order] = parseSortPair(raw, [def.model.defaultSort.field, def.model.defaultSort.order]);
  const name = sent === 'id' ? def.key : sent;
  if (!def.model.sortableFields.includes(name)) throw invalid('sort', `Não é possível ordenar por ${sent}.`);
  const direction = order === 'ASC' ? asc : desc;
  const field = def.fields.get(name);
  const by: SQL[] = [];
  if (field?.text) {
    // people expect "água" next to "Agua", not after "Z": compare without accents and case first, byte-wise
    // (COLLATE "C") so PGlite and any PostgreSQL server, whatever its locale, give the same order
    by.push(direction(sql`f_unaccent(lower(${field.column})) collate "C"`));
  }
  if (name !== def.key) by.push(direction(field?.column ?? def.keyColumn));
  // the key breaks ties, so paging never shows a row twice or skips one
  by.push(direction(def.keyColumn));
  return by;
}

/** `?filter=…&range=…&sort=…` → the page's conditions (scope and trash come from the caller). */
export function parseListQuery(
  def: RegisterDef,
  filter: ReturnType<typeof buildFilter>,
  query: { filter?: string; range?: string; sort?: string },
  /** More that `q` finds, of the register's own (a sale by its number): OR-ed with the text search. */
  moreSearch?: (q: string) => SQL | undefined,
): ListQuery {
  const raw = parseJson(query.filter, 'filter') ?? {};
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw))
    throw invalid('filter', 'O filtro deve ser um objeto JSON.');
  const values = raw as Record<string, unknown>;
  if (!filter.validate(values))
    throw badRequest('Os dados enviados são inválidos.', filterErrors(filter.validate));
  const conditions: Array<SQL | undefined> = [];
  for (const [name, value] of Object.entries(values)) {
    if (name === 'q') {
      if (def.search.length === 0) throw invalid('filter.q', 'Este cadastro não tem busca livre.');
      const more = moreSearch?.(String(value));
      conditions.push(
        more ? or(searchCondition(def, String(value)), more) : searchCondition(def, String(value)),
      );
    } else if (name === 'id') {
      const ids = value as number[];
      conditions.push(ids.length === 0 ? sql`false` : inArray(def.keyColumn, ids));
    } else if (Object.hasOwn(filter.extra, name)) {
      conditions.push(filter.extra[name]?.condition(value));
    } else {
      const key = filter.keys.get(name);
      if (key) conditions.push(fieldCondition(key, value));
    }
  }
  const { start, end } = parseRange(query.range);
  return { where: and(...conditions), orderBy: parseSort(def, query.sort), start, end };
}
