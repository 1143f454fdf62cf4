import type { JsonValue } from '../vocabulary';
import type { FieldStep } from './drafts';
import { matchesType } from './shared';

/** `x-default`: filled in on create and the column default (plain `default` is refused: say x-default). */
export const defaultStep: FieldStep = {
  keywords: ['x-default', 'default'],
  apply(d) {
    const { raw, type, enumValues } = d;
    const def = raw['x-default'] as JsonValue | undefined;
    if (def !== undefined) {
      if (def === null) d.problem('x-default null: leave it out (optional properties start empty)');
      else if (!matchesType(def, type)) d.problem(`x-default ${JSON.stringify(def)} is not of type ${type}`);
      else if (
        enumValues &&
        !(Array.isArray(def) ? def : [def]).every((v) => enumValues.includes(v as string | number))
      )
        d.problem(`x-default ${JSON.stringify(def)} is not in enum`);
    }
    if (raw.default !== undefined) d.problem('use x-default, not default (it is also the column default)');
    d.default = def;
  },
};
