import type { FieldKind } from '../types';
import { type BaseType, type JsonSchemaObject, PROPERTY_KEYWORDS } from '../vocabulary';
import type { FieldDraft } from './drafts';
import { kindOfFormat } from './format';
import { parseType } from './shared';

/**
 * `type`, `readOnly`, `writeOnly`, and the keywords a register property may not use ($ref, anyOf, oneOf, allOf,
 * unknown x-…): read before every other keyword, since they all depend on the type. A property whose type cannot
 * be read is reported and not modelled (null).
 */

// x-reference may sit inside a jsonb value too (a followed reference, not a foreign key)
const TOP_LEVEL_ONLY = ['x-unique', 'x-filter', 'x-sortable', 'x-requiredWhen'];

type DraftBase = Pick<FieldDraft, 'name' | 'raw' | 'required' | 'path' | 'topLevel' | 'problems' | 'child'>;

/** The draft of a field with its type read, the other keywords at their defaults; null when the type is unreadable. */
export function startField(base: DraftBase): FieldDraft | null {
  const { raw, topLevel } = base;
  const problem = (message: string) => base.problems.push(`${base.path}: ${message}`);
  for (const key of Object.keys(raw)) {
    if (key.startsWith('x-') && !(PROPERTY_KEYWORDS as readonly string[]).includes(key))
      problem(`unknown keyword ${key} (known: ${PROPERTY_KEYWORDS.join(', ')})`);
    if (!topLevel && TOP_LEVEL_ONLY.includes(key))
      problem(`${key} applies only to a register's own properties`);
  }
  if (raw.$ref !== undefined || raw.anyOf !== undefined || raw.oneOf !== undefined || raw.allOf !== undefined)
    problem('register properties are described by "type" ($ref, anyOf, oneOf and allOf are not supported)');
  const parsed = parseType(raw.type);
  if (typeof parsed === 'string') {
    problem(parsed);
    return null;
  }
  const readOnly = raw.readOnly === true;
  const writeOnly = raw.writeOnly === true;
  if (readOnly && writeOnly) problem('cannot be both readOnly and writeOnly');
  // one literal with every member (no spreads): V8 keeps such objects fast, and every field goes through here
  return {
    name: base.name,
    raw,
    required: base.required,
    path: base.path,
    topLevel,
    problems: base.problems,
    child: base.child,
    problem,
    type: parsed.type,
    typeNullable: parsed.nullable,
    // inside a jsonb value a reference keeps its plain kind: the inputs and cells of the nested field stay as they are
    kind: kindOf(parsed.type, topLevel ? raw : { ...raw, 'x-reference': undefined }),
    readOnly,
    writeOnly,
    // A register's optional properties are nullable columns, answered as null (schemas/README.md).
    nullable: parsed.nullable || (topLevel && !base.required),
    // what a field is when its other keywords say nothing
    format: null,
    widget: null,
    enumValues: null,
    enumLabels: null,
    enumColors: null,
    itemKind: null,
    items: null,
    properties: null,
    i18n: {},
    reference: null,
    list: null,
    sortable: false,
    filter: null,
    createOnly: false,
    unique: false,
    requiredWhen: null,
    default: undefined,
  };
}

/** The kind: x-reference, then the type, the enum, the format and the widget decide it, in that order. */
export function kindOf(type: BaseType, schema: JsonSchemaObject): FieldKind {
  if (schema['x-reference'] !== undefined) return 'reference';
  if (type === 'array' || type === 'object' || type === 'boolean' || type === 'integer') {
    if (type === 'integer' && Array.isArray(schema.enum)) return 'enum';
    if (type === 'integer' && schema['x-widget'] === 'percent') return 'percent';
    return type;
  }
  if (type === 'number') {
    if (Array.isArray(schema.enum)) return 'enum';
    if (schema['x-widget'] === 'currency') return 'currency';
    if (schema['x-widget'] === 'percent') return 'percent';
    return 'number';
  }
  if (Array.isArray(schema.enum)) return 'enum';
  const byFormat = kindOfFormat(schema.format);
  if (byFormat) return byFormat;
  if (schema['x-widget'] === 'textarea') return 'text';
  if (schema['x-widget'] === 'password') return 'password';
  if (schema['x-widget'] === 'color') return 'cor';
  return 'string';
}
