import type { RegisterStep } from './drafts';
import { CAMEL_CASE, STANDARD_FIELDS } from './shared';

/**
 * `x-primaryKey`: the integer key property, a serial the engine adds; declared with x-createOnly, a natural key
 * the client chooses (read with the declared properties, keywords/properties.ts).
 */
export const primaryKeyStep: RegisterStep = {
  keywords: ['x-primaryKey'],
  apply(d) {
    const primaryKey = d.str('x-primaryKey');
    d.primaryKey = primaryKey;
    if (primaryKey === undefined)
      d.problem('x-primaryKey is missing: the integer key property, e.g. "produtoId"');
    else if (
      !CAMEL_CASE.test(primaryKey) ||
      // the platform's companies are keyed by empresaId, the name every company-scoped row points with
      ((STANDARD_FIELDS as readonly string[]).includes(primaryKey) &&
        !(primaryKey === 'empresaId' && !d.isEmpresa))
    )
      d.problem(
        `x-primaryKey ${JSON.stringify(primaryKey)} must be a camelCase name other than ${STANDARD_FIELDS.join(', ')}`,
      );
  },
};
