import type { FieldDraft } from './keywords/drafts';
import { PROPERTY_STEPS } from './keywords/index';
import { startField } from './keywords/type';
import { toSnakeCase } from './names';
import type { FieldModel } from './types';
import type { JsonSchema, JsonSchemaObject } from './vocabulary';

/** Where a field sits: its path for messages, the problem list, and whether it is a register's own property. */
export interface FieldContext {
  path: string;
  problems: string[];
  /** A register's own property (a column), rather than a field inside a jsonb value. */
  topLevel: boolean;
}

/**
 * Reads one property into a FieldModel: its type first (keywords/type.ts), then each keyword's handler in the
 * order of PROPERTY_STEPS. Problems go to ctx.problems; null when the type cannot be read.
 */
export function normalizeField(
  name: string,
  raw: JsonSchemaObject,
  required: boolean,
  ctx: FieldContext,
): FieldModel | null {
  const draft = startField({
    name,
    raw,
    required,
    path: ctx.path,
    topLevel: ctx.topLevel,
    problems: ctx.problems,
    child: (childName, childRaw, childRequired, path) =>
      normalizeField(childName, childRaw, childRequired, { path, problems: ctx.problems, topLevel: false }),
  });
  if (!draft) return null;
  for (const step of PROPERTY_STEPS) step.apply(draft);
  return fieldModel(draft);
}

function fieldModel(d: FieldDraft): FieldModel {
  const { raw, enumValues, enumLabels, enumColors } = d;
  const num = (key: string) => (typeof raw[key] === 'number' ? (raw[key] as number) : null);
  return {
    name: d.name,
    column: toSnakeCase(d.name),
    title: typeof raw.title === 'string' ? raw.title : d.name,
    description: typeof raw.description === 'string' ? raw.description : null,
    kind: d.kind,
    type: d.type,
    format: d.format,
    widget: d.widget,
    nullable: d.nullable,
    required: d.required,
    readOnly: d.readOnly,
    writeOnly: d.writeOnly,
    standard: false,
    createOnly: d.createOnly,
    list: d.list,
    sortable: d.sortable,
    filter: d.filter,
    search: false,
    enum: enumValues,
    enumLabels,
    enumColors,
    choices:
      enumValues && enumLabels
        ? enumValues.map((id) => ({ id, name: enumLabels[String(id)] ?? String(id) }))
        : null,
    i18n: d.i18n,
    reference: d.reference,
    unique: d.unique,
    requiredWhen: d.requiredWhen,
    default: d.default,
    min: num('minimum'),
    max: num('maximum'),
    multipleOf: num('multipleOf'),
    minLength: num('minLength'),
    maxLength: num('maxLength'),
    pattern: typeof raw.pattern === 'string' ? raw.pattern : null,
    minItems: num('minItems'),
    maxItems: num('maxItems'),
    itemKind: d.itemKind,
    items: d.items,
    properties: d.properties,
    schema: raw as JsonSchema,
  };
}
