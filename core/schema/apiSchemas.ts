import type { RegisterDraft } from './keywords/drafts';
import { isObject } from './keywords/shared';
import type { FieldModel, RegisterModel } from './types';
import {
  type JsonSchema,
  type JsonSchemaObject,
  SCHEMA_LISTS,
  SCHEMA_MAPS,
  SCHEMA_SINGLES,
} from './vocabulary';

/**
 * The JSON Schemas a register answers and takes (for ajv and the OpenAPI document): one record, the POST body,
 * the PUT body, and the record a PUT makes. Plain JSON Schema: no extension keyword.
 */

/**
 * A copy of a schema without extension keywords (at any depth: ajv in strict mode refuses unknown keywords) and
 * with additionalProperties false on objects that leave it unsaid (schemas/README.md: records are closed).
 */
export function stripExtensions(schema: JsonSchemaObject): JsonSchema {
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key.startsWith('x-')) continue;
    if (SCHEMA_MAPS.includes(key) && isObject(value)) {
      out[key] = Object.fromEntries(
        Object.entries(value).map(([k, v]) => [k, isObject(v) ? stripExtensions(v) : v]),
      );
    } else if (SCHEMA_LISTS.includes(key) && Array.isArray(value)) {
      out[key] = value.map((v) => (isObject(v) ? stripExtensions(v) : v));
    } else if (SCHEMA_SINGLES.includes(key) && isObject(value)) {
      out[key] = stripExtensions(value);
    } else {
      out[key] = value;
    }
  }
  const types = Array.isArray(out.type) ? out.type : [out.type];
  if (types.includes('object') && isObject(out.properties) && out.additionalProperties === undefined)
    out.additionalProperties = false;
  return out;
}

/** The schema with null allowed (in type and enum), for optional properties: their columns are nullable. */
export function withNull(schema: JsonSchema): JsonSchema {
  const types = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  const out: JsonSchema = { ...schema };
  if (!types.includes('null')) out.type = [...types, 'null'];
  if (Array.isArray(schema.enum) && !schema.enum.includes(null)) out.enum = [...schema.enum, null];
  return out;
}

type ApiSchemas = Pick<RegisterModel, 'fullSchema' | 'writeSchema' | 'updateSchema' | 'mergedSchema'>;

/** The four schemas of a register read without problem. */
export function apiSchemas(d: RegisterDraft, description: string | null): ApiSchemas {
  const recordProps = recordProperties(d);
  const fullSchema: JsonSchema = {
    $id: d.id,
    title: d.title,
    ...(description ? { description } : {}),
    type: 'object',
    additionalProperties: false,
    required: Object.keys(recordProps),
    properties: recordProps,
  };
  return { fullSchema, ...bodySchemas(d, recordProps) };
}

/** One record as answered: the standard properties as the engine gives them, the optional ones nullable. */
function recordProperties(d: RegisterDraft): Record<string, JsonSchema> {
  const { pk, engineSchemas } = d;
  const recordProps: Record<string, JsonSchema> = {};
  for (const f of d.allFields) {
    if (f.writeOnly) continue;
    if (f.name === 'id') recordProps.id = engineSchemas.id;
    else if (f.name === pk && !d.naturalKey) recordProps[pk] = engineSchemas.key;
    else if (f.name === 'empresaId' && d.isEmpresa) recordProps.empresaId = engineSchemas.empresa;
    else if (f.standard) recordProps[f.name] = engineSchemas.stamp(f.name, f.name === 'deletedAt');
    else recordProps[f.name] = declared(f);
  }
  return recordProps;
}

/** A property as written, null allowed when it is optional. */
function declared(f: FieldModel): JsonSchema {
  return f.nullable ? withNull(stripExtensions(f.schema)) : stripExtensions(f.schema);
}

/** What a client sends: the POST body, the PUT body, and the record a PUT's body makes once merged. */
function bodySchemas(
  d: RegisterDraft,
  recordProps: Record<string, JsonSchema>,
): Omit<ApiSchemas, 'fullSchema'> {
  const { title } = d;
  const writable = d.allFields.filter((f) => !f.standard && !f.readOnly);
  const writeProps: Record<string, JsonSchema> = {};
  const updateProps: Record<string, JsonSchema> = {};
  for (const f of writable) {
    const value = f.nullable ? withNull(stripExtensions(f.schema)) : stripExtensions(f.schema);
    // a natural key is sent back on update like the read-only fields, and ignored the same way
    if (!f.createOnly) updateProps[f.name] = value;
    writeProps[f.name] = f.default !== undefined ? { ...value, default: f.default } : value;
  }
  const withConditions = requiredWhenConditions(writable);
  const ignored: Record<string, JsonSchema> = {};
  for (const [name, value] of Object.entries(recordProps)) {
    if (name !== 'updatedAt' && !(name in updateProps)) ignored[name] = value;
  }
  return {
    writeSchema: {
      title: `${title} (criação)`,
      type: 'object',
      additionalProperties: false,
      required: writable.filter((f) => f.required && f.default === undefined).map((f) => f.name),
      properties: writeProps,
      ...withConditions,
    },
    updateSchema: {
      title: `${title} (alteração)`,
      type: 'object',
      additionalProperties: false,
      properties: { ...ignored, ...updateProps, updatedAt: updatedAtSchema() },
    },
    mergedSchema: {
      title: `${title} (registro alterado)`,
      type: 'object',
      required: writable.filter((f) => f.required).map((f) => f.name),
      properties: Object.fromEntries(writable.map((f) => [f.name, declared(f)])),
      ...withConditions,
    },
  };
}

/** The optimistic lock of a PUT (a new object each time: the server's compilers may annotate what they get). */
function updatedAtSchema(): JsonSchema {
  return {
    type: 'string',
    format: 'date-time',
    description:
      'O updatedAt do registro lido: se mudou desde então, a alteração é recusada (409). Sem ele, a alteração vale sobre a versão atual.',
  };
}

/** x-requiredWhen: "if those properties hold one of these values, then this one is given (a list, not empty)". */
function requiredWhenConditions(writable: readonly FieldModel[]): { allOf?: JsonSchema[] } {
  const conditions: JsonSchema[] = writable
    .filter((f) => f.requiredWhen)
    .map((f) => {
      const given = Object.entries(f.requiredWhen ?? {});
      const filled: JsonSchema =
        f.type === 'array'
          ? { type: 'array', minItems: Math.max(1, f.minItems ?? 1) }
          : f.type === 'string'
            ? { type: 'string', minLength: Math.max(1, f.minLength ?? 1) }
            : { type: f.type };
      return {
        if: {
          required: given.map(([name]) => name),
          properties: Object.fromEntries(given.map(([name, values]) => [name, { enum: values }])),
        },
        // biome-ignore lint/suspicious/noThenProperty: JSON Schema's if/then, never awaited
        then: { required: [f.name], properties: { [f.name]: filled } },
      };
    });
  return conditions.length > 0 ? { allOf: conditions } : {};
}
