import { defineConfig } from 'drizzle-kit';

// `npm run gen` (and `npm run db:generate`) write SQL migrations from the hand-written tables (server/db/schema.ts)
// and the generated register tables (server/db/generated/registers.ts); the server applies them at start to the
// embedded PGlite or to DATABASE_URL alike. `npm run gen -- --out-root DIR` points drizzle-kit at another copy
// through DRIZZLE_SCHEMA (comma-separated files) and DRIZZLE_OUT.
export default defineConfig({
  dialect: 'postgresql',
  schema: process.env.DRIZZLE_SCHEMA?.split(',') ?? [
    './server/db/schema.ts',
    './server/db/generated/registers.ts',
  ],
  out: process.env.DRIZZLE_OUT ?? './server/db/migrations',
});
