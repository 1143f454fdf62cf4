import type { RegisterStep } from './drafts';
import { MAX_TABLE_NAME, SQL_NAME } from './shared';

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
