import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FieldDef, RegisterDef } from './definition.ts';

export type Row = Record<string, unknown>;
export type ApiRecord = Record<string, unknown> & { id: number };

function isoDate(value: Date): string {
  return value.toISOString().slice(0, 10);
}

/** A column's value as JSON: dates as ISO strings, numerics (strings from the driver) and bigints as numbers. */
function outValue(field: FieldDef | undefined, value: unknown): unknown {
  if (value === null || value === undefined) return null;
  const model = field?.model;
  if (value instanceof Date) return model?.format === 'date' ? isoDate(value) : value.toISOString();
  if (typeof value === 'bigint') return Number(value);
  if (typeof value === 'string' && model) {
    if (model.type === 'number' || model.type === 'integer') return Number(value);
    // string-mode timestamps come as '2026-01-01 12:00:00.123+00'
    if (model.format === 'date-time') return new Date(value).toISOString();
    if (model.format === 'date') return value.slice(0, 10);
  }
  return value;
}

/** A row as the API answers it: `id` = the key, nothing write-only. */
export function toRecord(def: RegisterDef, row: Row): ApiRecord {
  const record: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(row)) {
    const field = def.fields.get(name);
    if (field?.model.writeOnly) continue;
    record[name] = outValue(field, value);
  }
  record.id = Number(row[def.key]);
  return record as ApiRecord;
}

/** A JSON value in the type the column's Drizzle mode expects (numeric as string, dates as Date …). */
export function toColumnValue(column: PgColumn, value: unknown): unknown {
  if (value === null || value === undefined) return value;
  switch (column.columnType) {
    case 'PgNumeric':
      return String(value);
    case 'PgDate':
    case 'PgTimestamp':
      return new Date(String(value));
    case 'PgBigInt64':
    case 'PgBigSerial64':
      return BigInt(value as number);
    default:
      return value;
  }
}

/**
 * The writable fields present in a (validated) body, as column values. Read-only fields a client echoes back
 * (react-admin sends the whole record on update) are ignored, and so is a natural key on update.
 */
export function toValues(def: RegisterDef, body: Row, mode: 'create' | 'update'): Row {
  const values: Row = {};
  for (const [name, value] of Object.entries(body)) {
    const field = def.fields.get(name);
    if (!field || field.model.readOnly || value === undefined) continue;
    if (mode === 'update' && field.model.createOnly) continue;
    values[name] = toColumnValue(field.column, value);
  }
  return values;
}

/**
 * Trims the free-text fields of a body, in place, before validation; answers the required ones left empty,
 * which are "Campo obrigatório." whatever their other rules say. An optional nullable text left empty is null:
 * a cleared input means "no value", not an empty string.
 */
export function trimBody(def: RegisterDef, body: unknown): string[] {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return [];
  const data = body as Row;
  const empty: string[] = [];
  for (const field of def.fields.values()) {
    const value = data[field.name];
    const { required, nullable, readOnly } = field.model;
    if (readOnly || typeof value !== 'string') continue;
    if (!field.text) {
      // an empty date, e-mail or enum is a missing value too, not a malformed one
      if (field.model.type === 'string' && value.trim() === '') {
        if (required) empty.push(field.name);
        else if (nullable) data[field.name] = null;
      }
      continue;
    }
    const trimmed = value.trim();
    if (trimmed === '' && required) empty.push(field.name);
    data[field.name] = trimmed === '' && !required && nullable ? null : trimmed;
  }
  return empty;
}
