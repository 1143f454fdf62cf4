import type { FieldStep } from './drafts';

/** `x-createOnly`: given on create, fixed afterwards (on the x-primaryKey property: a natural key). */
export const createOnlyStep: FieldStep = {
  keywords: ['x-createOnly'],
  apply(d) {
    const value = d.raw['x-createOnly'];
    if (value !== undefined && typeof value !== 'boolean') d.problem('x-createOnly must be a boolean');
    if (value === true && (d.readOnly || d.writeOnly))
      d.problem(`x-createOnly on a ${d.readOnly ? 'readOnly' : 'writeOnly'} property`);
    d.createOnly = value === true;
  },
};
