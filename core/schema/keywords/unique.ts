import type { FieldStep } from './drafts';
import { COMPOSITE_KINDS } from './shared';

/** `x-unique`: unique within the company (globally for admin scope); a taken value answers 409 at the field. */
export const uniqueStep: FieldStep = {
  keywords: ['x-unique'],
  apply(d) {
    const value = d.raw['x-unique'];
    if (value !== undefined && typeof value !== 'boolean') d.problem('x-unique must be a boolean');
    if (value === true && (COMPOSITE_KINDS.includes(d.kind) || d.kind === 'boolean'))
      d.problem(`x-unique on a ${d.kind} property`);
    d.unique = value === true;
  },
};
