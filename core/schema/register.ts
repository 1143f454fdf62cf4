import { apiSchemas } from './apiSchemas';
import { normalizeField } from './field';
import type { RegisterDraft } from './keywords/drafts';
import { REGISTER_STEPS } from './keywords/index';
import { representationFieldsOf, representRecord, toSnakeCase } from './names';
import { nestedReferencesOf } from './nested';
import { type RegisterModel, RegisterSchemaError } from './types';
import type { JsonSchema, JsonSchemaObject, RegisterScope } from './vocabulary';

// Registers

/**
 * Reads one register schema (one with x-resource) into the model both sides use.
 *
 * @example
 * import produto from '../../schemas/produto.schema.json';
 * const model = normalizeRegister(produto);
 * model.listColumns.map((f) => f.name); // ['codigo', 'nome', 'categoria', 'preco', 'ativo']
 * model.represent({ codigo: 'CTRL-15', nome: 'Plano Controle' }); // 'CTRL-15 – Plano Controle'
 *
 * @throws RegisterSchemaError listing every inconsistency (unknown x-scope, missing x-primaryKey, x-list on an
 *   unknown property, x-reference without resource …).
 */
export function normalizeRegister(schema: JsonSchemaObject): RegisterModel {
  const draft = startRegister(schema);
  for (const step of REGISTER_STEPS) step.apply(draft);
  return registerModel(draft);
}

/** The draft before any keyword is read: the names a failure is reported under, every part at its default. */
function startRegister(schema: JsonSchemaObject): RegisterDraft {
  const problems: string[] = [];
  const str = (key: string): string | undefined =>
    typeof schema[key] === 'string' ? (schema[key] as string) : undefined;
  const id = str('$id') ?? '';
  const resource = str('x-resource') ?? '';
  const schemaName = id || resource || '(without $id)';
  const draft: RegisterDraft = {
    schema,
    problems,
    problem: (message) => problems.push(message),
    fail: () => {
      throw new RegisterSchemaError(schemaName, problems);
    },
    str,
    readField: (name, raw, required) =>
      normalizeField(name, raw, required, { path: name, problems, topLevel: true }),
    id,
    resource,
    title: str('title') ?? id,
    scope: undefined,
    isEmpresa: false,
    table: '',
    primaryKey: undefined,
    pk: '',
    naturalKey: false,
    props: {},
    required: [],
    trash: false,
    declaredStandard: new Map(),
    fields: [],
    engineSchemas: { id: {}, key: {}, empresa: {}, stamp: () => ({}) },
    allFields: [],
    search: [],
    indexes: [],
    defaultSort: { field: '', order: 'ASC' },
    recordRepresentation: '',
    label: { singular: '', plural: '', gender: 'm' },
    i18n: {},
    permission: null,
    readPermission: null,
    menu: null,
  };
  return draft;
}

function registerModel(d: RegisterDraft): RegisterModel {
  const { allFields, recordRepresentation } = d;
  const description = d.str('description') ?? null;
  // the declared fields as the record has them (ranked, searched, sorted by the register's keywords)
  const fields = allFields.filter((f) => !f.standard);
  return {
    id: d.id,
    title: d.title,
    description,
    resource: d.resource,
    scope: d.scope as RegisterScope,
    table: d.table,
    primaryKey: d.pk,
    primaryKeyColumn: toSnakeCase(d.pk),
    naturalKey: d.naturalKey,
    label: d.label,
    i18n: d.i18n,
    recordRepresentation,
    representationFields: representationFieldsOf(recordRepresentation),
    represent: (record) => representRecord(recordRepresentation, record),
    permission: d.permission,
    readPermission: d.readPermission,
    menu: d.menu,
    search: d.search,
    defaultSort: d.defaultSort,
    trash: d.trash,
    indexes: d.indexes,
    nestedReferences: fields.flatMap(nestedReferencesOf),
    fields,
    allFields,
    fieldsByName: new Map(allFields.map((f) => [f.name, f])),
    listColumns: allFields
      .filter((f) => f.list !== null)
      .sort((a, b) => (a.list as number) - (b.list as number)), // ranks: distinct integers
    filters: allFields.filter((f) => f.filter !== null),
    sortableFields: allFields.filter((f) => f.sortable).map((f) => f.name),
    ...apiSchemas(d, description),
    source: d.schema as JsonSchema,
  };
}

/** A register schema: one with x-resource (the others in schemas/ are hand-made API shapes). */
export function isRegisterSchema(schema: JsonSchemaObject): boolean {
  return schema['x-resource'] !== undefined;
}

/**
 * Normalizes every register and checks them together: distinct $id, resource and table; references to a
 * register of the same scope or to one of `externalResources` (hand-written tables such as `usuarios`). Without
 * `externalResources`, references to resources that are not registers are not checked.
 */
export function normalizeRegisters(
  schemas: readonly JsonSchemaObject[],
  options: { externalResources?: readonly string[] } = {},
): RegisterModel[] {
  const models: RegisterModel[] = [];
  const errors: string[] = [];
  for (const schema of schemas) {
    try {
      models.push(normalizeRegister(schema));
    } catch (error) {
      if (error instanceof RegisterSchemaError) errors.push(error.message);
      else throw error;
    }
  }
  const seen = {
    id: new Map<string, string>(),
    resource: new Map<string, string>(),
    table: new Map<string, string>(),
  };
  for (const m of models) {
    for (const key of ['id', 'resource', 'table'] as const) {
      const other = seen[key].get(m[key]);
      if (other) errors.push(`schema ${m.id}: ${key} ${m[key]} is also ${other}'s`);
      seen[key].set(m[key], m.id);
    }
  }
  const byResource = new Map(models.map((m) => [m.resource, m]));
  for (const m of models) {
    const references = [
      ...m.fields.flatMap((f) => (f.reference ? [{ path: f.name, resource: f.reference.resource }] : [])),
      ...m.nestedReferences,
    ];
    for (const { path, resource } of references) {
      const target = byResource.get(resource);
      if (target && target.scope !== m.scope)
        errors.push(`schema ${m.id}: ${path} references ${target.resource}, a register of another scope`);
      else if (!target && options.externalResources && !options.externalResources.includes(resource))
        errors.push(`schema ${m.id}: ${path} references ${resource}, which is no register nor table`);
    }
  }
  if (errors.length > 0) throw new RegisterSchemaError('registers', errors);
  return models;
}
