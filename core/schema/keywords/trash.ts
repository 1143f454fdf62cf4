import type { RegisterStep } from './drafts';

/** `x-trash`: DELETE moves the record to a trash (a `deletedAt` column) instead of removing it. */
export const trashStep: RegisterStep = {
  keywords: ['x-trash'],
  apply(d) {
    d.trash = d.schema['x-trash'] === true;
    if (d.schema['x-trash'] !== undefined && typeof d.schema['x-trash'] !== 'boolean')
      d.problem('x-trash must be a boolean');
  },
};
