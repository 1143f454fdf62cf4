import type { FieldStep } from './drafts';
import { isObject, RESOURCE } from './shared';

/**
 * `x-reference`: `{ "resource": … }`, the key of another register (integers only). On a register's own property a
 * foreign key; inside a jsonb value a reference the engine follows (core/schema/nested.ts).
 */
export const referenceStep: FieldStep = {
  keywords: ['x-reference'],
  apply(d) {
    const ref = d.raw['x-reference'];
    if (ref === undefined) return;
    if (!isObject(ref) || typeof ref.resource !== 'string' || !RESOURCE.test(ref.resource))
      d.problem('x-reference must be { "resource": "<a register\'s x-resource>" }');
    else d.reference = { resource: ref.resource };
    if (d.type !== 'integer') d.problem("x-reference needs type integer (the target's key)");
    if (d.enumValues) d.problem('x-reference and enum together');
  },
};
