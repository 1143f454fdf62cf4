import { representationFieldsOf } from '../names';
import type { RegisterStep } from './drafts';
import { TEXT_KINDS } from './shared';

/**
 * `x-recordRepresentation`: how one record is named, a property or a `%{property}` template; by default `nome`,
 * else the first required text property, else the key.
 */
export const recordRepresentationStep: RegisterStep = {
  keywords: ['x-recordRepresentation'],
  apply(d) {
    const value = d.schema['x-recordRepresentation'];
    if (value !== undefined && typeof value !== 'string')
      d.problem('x-recordRepresentation must be a string');
    if (typeof value !== 'string') {
      const nome = d.fields.find((f) => f.name === 'nome' && !f.writeOnly);
      const text = d.fields.find((f) => f.required && !f.writeOnly && TEXT_KINDS.includes(f.kind));
      d.recordRepresentation = nome?.name ?? text?.name ?? d.pk;
      return;
    }
    d.recordRepresentation = value;
    const names = representationFieldsOf(value);
    if (names.length === 0) d.problem('x-recordRepresentation has no %{property}');
    for (const name of names) {
      const field = d.allFields.find((f) => f.name === name);
      if (!field || field.writeOnly)
        d.problem(`x-recordRepresentation names ${JSON.stringify(name)}, which is not a readable property`);
    }
  },
};
