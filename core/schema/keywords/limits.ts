import type { FieldStep } from './drafts';

/** The plain JSON Schema keywords the model copies: the limits, `pattern`, `title` and `description`. */
export const LIMITS = [
  'minimum',
  'maximum',
  'multipleOf',
  'minLength',
  'maxLength',
  'minItems',
  'maxItems',
] as const;

export const limitsStep: FieldStep = {
  keywords: [...LIMITS, 'pattern', 'title', 'description'],
  apply(d) {
    const { raw } = d;
    for (const key of LIMITS) {
      if (raw[key] !== undefined && typeof raw[key] !== 'number') d.problem(`"${key}" must be a number`);
    }
    if (raw.pattern !== undefined) {
      try {
        new RegExp(String(raw.pattern), 'u');
      } catch {
        d.problem(`"pattern" is not a valid regular expression`);
      }
    }
    if (raw.title !== undefined && typeof raw.title !== 'string') d.problem('"title" must be a string');
    if (raw.description !== undefined && typeof raw.description !== 'string')
      d.problem('"description" must be a string');
  },
};
