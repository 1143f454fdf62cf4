import type { JsonPrimitive } from '../vocabulary';
import type { FieldStep, RegisterStep } from './drafts';
import { isObject } from './shared';

/**
 * `x-requiredWhen`: `{ "<property>": [values…] }`, required (a list: not empty) when another property holds one of
 * the values. The property checks the shape; the register checks the names and values against its properties.
 */
export const requiredWhenStep: FieldStep = {
  keywords: ['x-requiredWhen'],
  apply(d) {
    const when = d.raw['x-requiredWhen'];
    if (when === undefined) return;
    if (!isObject(when) || Object.keys(when).length === 0 || !Object.values(when).every(isValueList))
      d.problem('x-requiredWhen must be { "<property>": [values…] }');
    else d.requiredWhen = when as Record<string, JsonPrimitive[]>;
    if (d.required) d.problem('x-requiredWhen on a required property');
    if (d.readOnly) d.problem('x-requiredWhen on a readOnly property');
  },
};

function isValueList(values: unknown): boolean {
  return (
    Array.isArray(values) &&
    values.length > 0 &&
    values.every((v) => v === null || ['string', 'number', 'boolean'].includes(typeof v))
  );
}

export const requiredWhenNamesStep: RegisterStep = {
  keywords: ['x-requiredWhen'],
  apply(d) {
    for (const field of d.fields) {
      for (const [name, values] of Object.entries(field.requiredWhen ?? {})) {
        const other = d.fields.find((f) => f.name === name);
        if (!other || other === field || other.writeOnly || other.readOnly)
          d.problem(`${field.name}: x-requiredWhen names ${name}, which is not another writable property`);
        else if (other.enum && !values.every((v) => other.enum?.includes(v as string | number)))
          d.problem(`${field.name}: x-requiredWhen gives ${name} values that are not in its enum`);
      }
    }
  },
};
