import type { FieldKind } from '../types';
import type { BaseType } from '../vocabulary';

/** What the keyword handlers share: the name rules, the groups of kinds and the type checks. */

export function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export const PASCAL_CASE = /^[A-Z][A-Za-z0-9]*$/;
export const CAMEL_CASE = /^[a-z][A-Za-z0-9]*$/;
export const RESOURCE = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
export const SQL_NAME = /^[a-z][a-z0-9_]*$/;
export const PERMISSION = /^[A-Z][A-Z0-9_]*$/;
// PostgreSQL cuts identifiers at 63 bytes; the generated index names add up to ~20 characters to the table name.
export const MAX_TABLE_NAME = 40;

/** The names of the fields the engine adds; a schema may declare them (read-only, of the right type). */
export const STANDARD_FIELDS = ['id', 'empresaId', 'createdAt', 'updatedAt', 'deletedAt'] as const;

export const TEXT_KINDS: readonly FieldKind[] = [
  'string',
  'text',
  'email',
  'cpf',
  'cnpj',
  'cpfCnpj',
  'telefone',
  'cep',
];
export const RANGE_KINDS: readonly FieldKind[] = [
  'integer',
  'number',
  'currency',
  'percent',
  'date',
  'datetime',
];
/** Kinds held as text a person reads and types: what `x-search` may name (the server trims them too). */
export const SEARCH_KINDS: readonly FieldKind[] = [...TEXT_KINDS, 'uf', 'cor'];
// Kinds that hold no single comparable value (or must not be compared): no sort, filter or unique index.
export const COMPOSITE_KINDS: readonly FieldKind[] = ['array', 'object', 'password'];

export function parseType(value: unknown): { type: BaseType; nullable: boolean } | string {
  const types = Array.isArray(value) ? value : [value];
  const known = ['string', 'integer', 'number', 'boolean', 'array', 'object', 'null'];
  if (types.length === 0 || !types.every((t) => typeof t === 'string' && known.includes(t)))
    return `"type" must be a JSON type or [type, "null"], not ${JSON.stringify(value)}`;
  const base = types.filter((t) => t !== 'null') as BaseType[];
  if (base.length !== 1 || types.length > 2)
    return `"type" must name one type (and "null"), not ${JSON.stringify(value)}`;
  return { type: base[0] as BaseType, nullable: types.includes('null') };
}

export function matchesType(value: unknown, type: BaseType): boolean {
  switch (type) {
    case 'string':
      return typeof value === 'string';
    case 'integer':
      return Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'array':
      return Array.isArray(value);
    case 'object':
      return isObject(value);
  }
}
