import type { FieldModel } from '../types';
import type { JsonSchemaObject } from '../vocabulary';
import type { FieldDraft, FieldStep } from './drafts';
import { isObject } from './shared';

/**
 * `items` (arrays: one schema; an array of enum values takes its values and labels from it) and `properties` with
 * `required` (objects): the fields inside a jsonb value, read like a register's own, with their paths.
 */
export const nestedStep: FieldStep = {
  keywords: ['items', 'properties', 'required'],
  apply(d) {
    const { raw, type } = d;
    if (type === 'array') readItems(d);
    else if (raw.items !== undefined) d.problem('"items" on a non-array');
    if (type === 'object') d.properties = nestedFields(d, raw, `${d.path}.`);
    else if (raw.properties !== undefined) d.problem('"properties" on a non-object');
  },
};

function readItems(d: FieldDraft): void {
  const { raw } = d;
  if (!isObject(raw.items)) {
    d.problem('arrays need "items" (one schema)');
    return;
  }
  // the labels of an array of enum values may sit on the array (where the title is) or on its items
  const itemSchema =
    raw['x-enumLabels'] !== undefined && raw.items['x-enumLabels'] === undefined
      ? { ...raw.items, 'x-enumLabels': raw['x-enumLabels'] }
      : raw.items;
  const item = d.child('', itemSchema, true, `${d.path}[]`);
  if (!item) return;
  d.itemKind = item.kind;
  d.items = item.properties;
  d.enumValues = item.enum;
  d.enumLabels = item.enumLabels;
  if (item.kind === 'array') d.problem('arrays of arrays are not supported');
}

function nestedFields(d: FieldDraft, raw: JsonSchemaObject, prefix: string): FieldModel[] {
  const { problems } = d;
  const props = raw.properties;
  if (!isObject(props)) {
    problems.push(`${prefix.slice(0, -1)}: objects need "properties"`);
    return [];
  }
  const required = Array.isArray(raw.required) ? raw.required.filter((r) => typeof r === 'string') : [];
  for (const r of required) if (!(r in props)) problems.push(`${prefix}${r}: required but not a property`);
  const out: FieldModel[] = [];
  for (const [name, schema] of Object.entries(props)) {
    if (!isObject(schema)) {
      problems.push(`${prefix}${name}: must be a schema object`);
      continue;
    }
    const field = d.child(name, schema, required.includes(name), `${prefix}${name}`);
    if (field) out.push(field);
  }
  return out;
}
