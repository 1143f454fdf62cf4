import type { RegisterStep } from './drafts';
import { SEARCH_KINDS } from './shared';

/** `x-search`: the text properties the free-text filter `q` searches (accent- and case-insensitive). */
export const searchStep: RegisterStep = {
  keywords: ['x-search'],
  apply(d) {
    const value = d.schema['x-search'];
    if (value === undefined) return;
    if (!Array.isArray(value)) {
      d.problem('x-search must be an array of property names');
      return;
    }
    const byName = new Map(d.allFields.map((f) => [f.name, f]));
    for (const name of value) {
      const field = typeof name === 'string' ? byName.get(name) : undefined;
      if (!field || field.standard)
        d.problem(`x-search names ${JSON.stringify(name)}, which is not a property`);
      else if (!SEARCH_KINDS.includes(field.kind) || field.writeOnly)
        d.problem(
          `x-search: ${field.name} is ${field.writeOnly ? 'writeOnly' : field.kind}; only text properties are searched`,
        );
      else if (d.search.includes(field.name)) d.problem(`x-search names ${field.name} twice`);
      else d.search.push(field.name);
    }
  },
};
