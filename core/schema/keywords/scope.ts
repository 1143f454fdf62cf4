import type { RegisterStep } from './drafts';
import { MAX_TABLE_NAME, SQL_NAME } from './shared';

/** `x-scope`: `empresa` (one company's rows, under its URL) or `admin` (the platform's registers). */
export const scopeStep: RegisterStep = {
  keywords: ['x-scope'],
  apply(d) {
    const scope = d.schema['x-scope'];
    if (scope !== 'empresa' && scope !== 'admin')
      d.problem(`unknown x-scope ${JSON.stringify(scope)}: "empresa" or "admin"`);
    d.scope = scope;
    d.isEmpresa = scope === 'empresa';
  },
};

/** `x-table`: the SQL table, by default x-resource with `-` → `_`. */
export const tableStep: RegisterStep = {
  keywords: ['x-table'],
  apply(d) {
    const table = d.str('x-table') ?? d.resource.replace(/-/g, '_');
    if (!SQL_NAME.test(table))
      d.problem(`x-table ${JSON.stringify(table)} must be a lower-case SQL name (a-z, 0-9, _)`);
    else if (table.length > MAX_TABLE_NAME)
      d.problem(`x-table ${table} is longer than ${MAX_TABLE_NAME} characters`);
    d.table = table;
  },
};
