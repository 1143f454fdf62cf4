import type * as HandSchema from './schema.ts';

// The hand-written tables as the generated ones reach them (foreign keys to usuarios, perfis …). The generated
// file imports this module, never schema.ts: schema.ts points at the generated tables, so importing it back would
// make the two modules import each other. schema.ts hands its tables in once loaded; the generated tables read
// them lazily (Drizzle resolves foreign keys when asked: migrations, getTableConfig), by then always loaded.

let tables: typeof HandSchema | undefined;

/** Called by schema.ts, with its own module, once its tables exist. */
export function provideHandTables(schema: typeof HandSchema): void {
  tables = schema;
}

/** The hand-written tables, by export name; reading one before schema.ts is loaded is a bug, and says so. */
export const hand: typeof HandSchema = new Proxy({} as typeof HandSchema, {
  get(_, name) {
    if (!tables)
      throw new Error(`server/db/schema.ts is not loaded: hand table ${String(name)} asked too early`);
    return tables[name as keyof typeof HandSchema];
  },
});
