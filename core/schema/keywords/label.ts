import type { RegisterStep } from './drafts';
import { isObject } from './shared';

/** `x-label`: `{ singular, plural, gender }`, the names in Portuguese; by default the title and title + "s". */
export const labelStep: RegisterStep = {
  keywords: ['x-label'],
  apply(d) {
    d.label = { singular: d.title, plural: `${d.title}s`, gender: 'm' };
    const value = d.schema['x-label'];
    if (value === undefined) return;
    if (
      !isObject(value) ||
      typeof value.singular !== 'string' ||
      typeof value.plural !== 'string' ||
      (value.gender !== 'm' && value.gender !== 'f')
    )
      d.problem('x-label must be { "singular": string, "plural": string, "gender": "m" | "f" }');
    else d.label = { singular: value.singular, plural: value.plural, gender: value.gender };
  },
};
