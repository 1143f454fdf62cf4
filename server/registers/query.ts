import { and, asc, desc, gte, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import {
  compileFilter,
  contains,
  everyWord,
  type FilterValidator,
  filterList,
  inList,
  invalid,
  type ListQuerystring,
  parseFilter,
  parseRange,
  parseSortPair,
  SEARCH_FILTER,
  unsortable,
} from '../lists/protocol.ts';
import type { FieldDef, JsonSchema, RegisterDef } from './definition.ts';
import { toColumnValue } from './records.ts';

// A register's list query: the filter keys, search and sort its schema gives, over the list protocol every list
// route shares (server/lists/protocol.ts: the parsing, limits and errors of filter, range and sort).

/** Still imported from here by routes outside the engine (and its tests); new code imports server/lists/protocol.ts. */
export {
  compileFilter,
  filterErrors,
  invalid,
  MAX_PAGE,
  parseJson,
  parseSortPair,
} from '../lists/protocol.ts';

export interface ListQuery {
  where: SQL | undefined;
  /** The filter as validated (lists coerced): what a register's `count` hook reads (kit.ts). */
  filter: Readonly<Record<string, unknown>>;
  orderBy: SQL[];
  start: number;
  end: number;
}

/** Free text: every word must appear in one of the x-search fields ("queijo pão" finds "Pão de Queijo"). */
function searchCondition(def: RegisterDef, q: string): SQL | undefined {
  return everyWord(
    q,
    def.search.map((f) => (f.text ? f.column : sql`${f.column}::text`)),
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
  validate: FilterValidator;
} {
  const keys = new Map<string, FilterKey>();
  const properties: Record<string, JsonSchema> = {
    q: SEARCH_FILTER,
    id: filterList({ type: 'integer', minimum: 1, maximum: 2147483647 } as const),
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
    properties[field.name] = filterList(scalarSchema(field, model.nullable));
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

function fieldCondition(key: FilterKey, value: unknown): SQL | undefined {
  const { field, op } = key;
  const column = field.column;
  if (op === 'gte') return gte(column, toColumnValue(column, value));
  if (op === 'lte') return lte(column, toColumnValue(column, value));
  const values = value as unknown[];
  // x-filter on free text is "contains" (the screens' text filter); elsewhere a filter is equality
  if (field.model.filter !== 'contains')
    return inList(
      column,
      values.map((v) => (v === null ? null : toColumnValue(column, v))),
    );
  if (values.length === 0) return sql`false`;
  const conditions = values.map((v) => (v === null ? isNull(column) : contains(column, String(v))));
  return conditions.length === 1 ? conditions[0] : or(...conditions);
}

function parseSort(def: RegisterDef, raw: string | undefined): SQL[] {
  const [sent, order] = parseSortPair(raw, [def.model.defaultSort.field, def.model.defaultSort.order]);
  const name = sent === 'id' ? def.key : sent;
  if (!def.model.sortableFields.includes(name)) throw unsortable(sent);
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
  query: ListQuerystring,
  /** More that `q` finds, of the register's own (a sale by its number): OR-ed with the text search. */
  moreSearch?: (q: string) => SQL | undefined,
): ListQuery {
  const values = parseFilter(query.filter, filter.validate);
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
  return { where: and(...conditions), filter: values, orderBy: parseSort(def, query.sort), start, end };
}
