import type { RegisterStep } from './drafts';
import { COMPOSITE_KINDS } from './shared';

/** `x-indexes`: btree indexes for large lists, each the properties a list filters and sorts by. */
export const indexesStep: RegisterStep = {
  keywords: ['x-indexes'],
  apply(d) {
    const value = d.schema['x-indexes'];
    if (value === undefined) return;
    if (!Array.isArray(value) || !value.every((i) => Array.isArray(i) && i.length > 0)) {
      d.problem('x-indexes must be a list of property lists, e.g. [["data"], ["vendaStatusId", "data"]]');
      return;
    }
    for (const names of value as unknown[][]) {
      const bad = names.filter((name) => {
        const field = typeof name === 'string' ? d.allFields.find((f) => f.name === name) : undefined;
        return !field || COMPOSITE_KINDS.includes(field.kind) || field.writeOnly || field.name === d.pk;
      });
      if (bad.length > 0)
        d.problem(
          `x-indexes: ${bad.map(String).join(', ')} cannot be indexed (unknown, composite, or the key)`,
        );
      else d.indexes.push(names as string[]);
    }
  },
};
