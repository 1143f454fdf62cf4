import { isObject } from './keywords/shared';
import type { FieldModel, NestedReference } from './types';
import type { JsonSchemaObject, JsonValue } from './vocabulary';

/**
 * The jsonb value that contains the key `id` where the reference is: `[{ "produtoId": 7 }]` for `itens[].produtoId`,
 * `[{ "adicionais": [7] }]` for `itens[].adicionais[]`. PostgreSQL's `column @> value` then finds the rows that
 * reference it, through a GIN (jsonb_path_ops) index.
 */
export function nestedReferenceMatch(reference: NestedReference, id: number): JsonValue {
  let value: JsonValue = id;
  for (const step of [...reference.steps].reverse()) value = step === '[]' ? [value] : { [step]: value };
  return value;
}

/** The references inside a jsonb field (an array or an object), found at any depth. */
export function nestedReferencesOf(field: FieldModel): NestedReference[] {
  const out: NestedReference[] = [];
  const walk = (inner: FieldModel, steps: string[], path: string) => {
    if (inner.reference && steps.length > 0)
      out.push({ field: field.name, path, steps, resource: inner.reference.resource });
    if (inner.type === 'array') {
      // an array of plain values keeps its item's reference in the item schema; one of objects, in its fields
      const itemReference = (inner.schema.items as JsonSchemaObject | undefined)?.['x-reference'];
      if (isObject(itemReference) && typeof itemReference.resource === 'string')
        out.push({
          field: field.name,
          path: `${path}[]`,
          steps: [...steps, '[]'],
          resource: itemReference.resource,
        });
      for (const sub of inner.items ?? []) walk(sub, [...steps, '[]', sub.name], `${path}[].${sub.name}`);
    } else for (const sub of inner.properties ?? []) walk(sub, [...steps, sub.name], `${path}.${sub.name}`);
  };
  if (field.type === 'array' || field.type === 'object') walk(field, [], field.name);
  return out;
}
