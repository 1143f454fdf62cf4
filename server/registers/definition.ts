import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { and, eq, getTableColumns, isNotNull, isNull, type SQL } from 'drizzle-orm';
import { getTableConfig, type PgColumn, type PgTable } from 'drizzle-orm/pg-core';
import { PERMISSOES, type Permissao } from '../../core/permissoes.ts';
import {
  type FieldModel,
  isRegisterSchema,
  type JsonSchema,
  type JsonSchemaObject,
  normalizeRegisters,
  type RegisterModel,
  SEARCH_KINDS,
} from '../../core/schema/model.ts';
import { notFound } from '../errors.ts';

export const schemasDir = join(dirname(fileURLToPath(import.meta.url)), '../../schemas');

let ofSchemasDir: RegisterModel[] | undefined;

/**
 * Every register schema of schemas/ (those with x-resource), modelled; a broken schema fails the start. The
 * project's own are read once (the shared API shapes and the CRUD plugin both need them).
 */
export function loadRegisterModels(dir = schemasDir): RegisterModel[] {
  if (dir !== schemasDir) return readRegisterModels(dir);
  ofSchemasDir ??= readRegisterModels(dir);
  return ofSchemasDir;
}

function readRegisterModels(dir: string): RegisterModel[] {
  const schemas = readdirSync(dir)
    // meta.schema.json describes the schemas; it is none of them
    .filter((name) => name.endsWith('.schema.json') && name !== 'meta.schema.json')
    .sort()
    .map((name) => JSON.parse(readFileSync(join(dir, name), 'utf8')) as JsonSchemaObject)
    .filter(isRegisterSchema);
  return normalizeRegisters(schemas);
}

/** One field of a register joined to its column. */
export interface FieldDef {
  model: FieldModel;
  name: string;
  column: PgColumn;
  /** Free text: trimmed on write, compared without accents and case when sorted. */
  text: boolean;
}

/**
 * One register as the routes see it: the model (from the schema) joined to its Drizzle table. Built once, when
 * the plugin registers, so a schema that does not match its table fails the start rather than a request.
 */
export interface RegisterDef {
  model: RegisterModel;
  resource: string;
  key: string;
  scope: 'empresa' | 'admin';
  permission: Permissao | undefined;
  readPermission: Permissao | undefined;
  /** Every field of a record (`id` aside): the key, empresaId, the declared ones, the timestamps. */
  fields: Map<string, FieldDef>;
  search: FieldDef[];
  table: PgTable;
  keyColumn: PgColumn;
  empresaColumn: PgColumn | undefined;
  updatedAtColumn: PgColumn;
  deletedAtColumn: PgColumn | undefined;
  /** Unique index or constraint name → the fields it covers (the company aside). */
  uniqueIndexes: Map<string, string[]>;
}

/** Fails the start with a message naming the register: these are schema or table mistakes, not user errors. */
function mismatch(model: RegisterModel, message: string): Error {
  return new Error(`register ${model.resource} (table ${model.table}): ${message}`);
}

function permissao(model: RegisterModel, value: string | null): Permissao | undefined {
  if (value === null) return undefined;
  if (!(PERMISSOES as readonly string[]).includes(value))
    throw mismatch(model, `unknown permission ${value} (known: ${PERMISSOES.join(', ')})`);
  return value as Permissao;
}

/** The Drizzle columns an index or constraint covers: plain columns or inside expressions such as lower(col). */
function indexedColumns(items: readonly unknown[], names: Map<string, string>): string[] {
  return items.flatMap((item) => {
    if (item && typeof item === 'object' && 'name' in item && typeof item.name === 'string') {
      const prop = names.get(item.name);
      return prop ? [prop] : [];
    }
    const chunks = (item as { queryChunks?: unknown[] } | null)?.queryChunks;
    return Array.isArray(chunks) ? indexedColumns(chunks, names) : [];
  });
}

function uniqueIndexesOf(table: PgTable, columns: Record<string, PgColumn>): Map<string, string[]> {
  const names = new Map(Object.entries(columns).map(([prop, column]) => [column.name, prop]));
  const config = getTableConfig(table);
  const out = new Map<string, string[]>();
  const add = (name: string | undefined, covered: string[]) => {
    const fields = covered.filter((c) => c !== 'empresaId');
    if (name && fields.length > 0) out.set(name, fields);
  };
  for (const index of config.indexes)
    if (index.config.unique) add(index.config.name, indexedColumns(index.config.columns, names));
  for (const constraint of config.uniqueConstraints)
    add(constraint.getName(), indexedColumns(constraint.columns, names));
  for (const [prop, column] of Object.entries(columns)) if (column.isUnique) add(column.uniqueName, [prop]);
  // a natural key taken answers at its field too (the company's part of the key aside)
  for (const key of config.primaryKeys) add(key.getName(), indexedColumns(key.columns, names));
  for (const [prop, column] of Object.entries(columns))
    if (column.primary) add(`${config.name}_pkey`, [prop]);
  return out;
}

export function defineRegister(model: RegisterModel, table: PgTable): RegisterDef {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const column = (name: string): PgColumn => {
    const found = columns[name];
    if (!found) throw mismatch(model, `no column for ${name}`);
    return found;
  };
  const fields = new Map<string, FieldDef>();
  for (const field of model.allFields) {
    if (field.name === 'id') continue;
    fields.set(field.name, {
      model: field,
      name: field.name,
      column: column(field.name),
      text: field.type === 'string' && field.enum === null && SEARCH_KINDS.includes(field.kind),
    });
  }
  const isEmpresa = model.scope === 'empresa';
  return {
    model,
    resource: model.resource,
    key: model.primaryKey,
    scope: model.scope,
    permission: permissao(model, model.permission),
    readPermission: permissao(model, model.readPermission),
    fields,
    search: model.search.map((name) => fields.get(name) as FieldDef),
    table,
    keyColumn: column(model.primaryKey),
    empresaColumn: isEmpresa ? column('empresaId') : undefined,
    updatedAtColumn: column('updatedAt'),
    deletedAtColumn: model.trash ? column('deletedAt') : undefined,
    uniqueIndexes: uniqueIndexesOf(table, columns),
  };
}

/** The rows of a register a company reaches: its own (all of them, for admin scope), outside the trash or in it. */
export function visibleIn(def: RegisterDef, empresaId: number, trash = false): SQL | undefined {
  return and(
    def.empresaColumn ? eq(def.empresaColumn, empresaId) : undefined,
    def.deletedAtColumn ? (trash ? isNotNull(def.deletedAtColumn) : isNull(def.deletedAtColumn)) : undefined,
  );
}

/** "Produto não encontrado." / "Origem não encontrada." */
export function notFoundOf(def: RegisterDef) {
  const { singular, gender } = def.model.label;
  return notFound(`${singular} não encontrad${gender === 'f' ? 'a' : 'o'}.`);
}

export type { JsonSchema };
