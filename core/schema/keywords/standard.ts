import { stripExtensions } from '../apiSchemas';
import { toSnakeCase } from '../names';
import type { FieldModel } from '../types';
import type { JsonSchema } from '../vocabulary';
import type { EngineSchemas, RegisterDraft, RegisterStep } from './drafts';

/** Stops at the problems found so far: the steps after it read the fields, which must then be sound. */
export const checkpointStep: RegisterStep = {
  keywords: [],
  apply(d) {
    if (d.problems.length > 0) d.fail();
  },
};

/**
 * The fields the engine adds around the declared ones: `id`, the key (unless natural), `empresaId` (company
 * scope), `createdAt`, `updatedAt` and, with x-trash, `deletedAt`. Declared, they keep the engine's type and may
 * ask to be listed, sorted or filtered like any other.
 */
export const standardFieldsStep: RegisterStep = {
  keywords: [],
  apply(d) {
    const pk = d.primaryKey as string;
    d.pk = pk;
    d.naturalKey = d.fields.some((f) => f.name === pk);
    const schemas = engineSchemas(d);
    d.engineSchemas = schemas;
    const { stamp } = schemas;
    const withDeclared = (field: FieldModel) => applyDeclaredKeywords(d, field);
    const before: FieldModel[] = [
      standardField('id', toSnakeCase(pk), 'integer', schemas.id),
      // the key sorts, even named empresaId (the companies' register); a natural key is among the declared fields
      ...(d.naturalKey
        ? []
        : [{ ...standardField(pk, toSnakeCase(pk), 'integer', schemas.key), sortable: true }]),
      ...(d.isEmpresa ? [standardField('empresaId', 'empresa_id', 'integer', schemas.empresa)] : []),
    ].map(withDeclared);
    const after: FieldModel[] = [
      standardField('createdAt', 'created_at', 'datetime', stamp('createdAt')),
      standardField('updatedAt', 'updated_at', 'datetime', stamp('updatedAt')),
      ...(d.trash ? [standardField('deletedAt', 'deleted_at', 'datetime', stamp('deletedAt', true))] : []),
    ].map(withDeclared);
    d.allFields = [...before, ...d.fields, ...after];
  },
};

function engineSchemas(d: RegisterDraft): EngineSchemas {
  const declared = (name: string) => d.declaredStandard.get(name) ?? {};
  const stdSchema = (name: string, base: JsonSchema): JsonSchema => ({
    ...stripExtensions(declared(name)),
    ...base,
  });
  return {
    id: { type: 'integer', readOnly: true, description: `Igual a ${d.pk}.` },
    key: stdSchema(d.pk, { type: 'integer', readOnly: true }),
    empresa: stdSchema('empresaId', { type: 'integer', readOnly: true }),
    stamp: (name, nullable = false) =>
      stdSchema(name, {
        type: nullable ? ['string', 'null'] : 'string',
        format: 'date-time',
        readOnly: true,
      }),
  };
}

/** A declared standard field may ask to be listed, sorted or filtered like any other. */
function applyDeclaredKeywords(d: RegisterDraft, field: FieldModel): FieldModel {
  const raw = d.declaredStandard.get(field.name);
  if (!raw) return field;
  const model = d.readField(field.name, { ...raw, readOnly: true }, true);
  return model
    ? {
        ...field,
        title: model.title,
        description: model.description,
        list: model.list,
        filter: model.filter,
        sortable: model.sortable || field.sortable,
        schema: raw,
      }
    : field;
}

function standardField(
  name: string,
  column: string,
  kind: 'integer' | 'datetime',
  schema: JsonSchema,
): FieldModel {
  return {
    name,
    column,
    title: schema.title ?? name,
    description: schema.description ?? null,
    kind,
    type: kind === 'integer' ? 'integer' : 'string',
    format: kind === 'datetime' ? 'date-time' : null,
    widget: null,
    nullable: name === 'deletedAt',
    required: true,
    readOnly: true,
    writeOnly: false,
    standard: true,
    createOnly: false,
    list: null,
    sortable: name !== 'empresaId' && name !== 'deletedAt',
    filter: null,
    search: false,
    enum: null,
    enumLabels: null,
    enumColors: null,
    choices: null,
    i18n: {},
    reference: null,
    unique: false,
    requiredWhen: null,
    default: undefined,
    min: null,
    max: null,
    multipleOf: null,
    minLength: null,
    maxLength: null,
    pattern: null,
    minItems: null,
    maxItems: null,
    itemKind: null,
    items: null,
    properties: null,
    schema,
  };
}
