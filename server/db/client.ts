import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import * as schema from './schema.ts';

export const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The one database type the app sees, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded client, when there is one (tests dump it as a snapshot). */
  pglite?: PGlite;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A directory for the embedded PGlite, or `memory://` for an in-memory one. */
  dataDir?: string;
  /** A PostgreSQL server; wins over dataDir. */
  databaseUrl?: string;
  /** A PGlite data-directory dump to start from (tests: skip migrating and seeding each file). */
  loadDataDir?: Blob;
  migrate?: boolean;
  /** PostgreSQL only: an idle pooled connection failed (the pool recovers by itself). */
  onIdleError?: (error: Error) => void;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const runMigrations = options.migrate ?? true;
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection dropped by the server (restart, failover, a terminated backend) is reported here; with
    // no listener it would be an uncaught exception that stops the whole app. The pool replaces the client.
    pool.on('error', (err) => {
      options.onIdleError?.(err);
    });
    // pg returns bigint/numeric as strings by default; our numerics are money with 2 decimals, safe as numbers.
    const db = drizzlePg(pool, { schema });
    if (runMigrations) await migratePg(db, { migrationsFolder });
    return { db: db as unknown as Db, kind: 'postgres', close: () => pool.end() };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir,
    extensions: { unaccent, pg_trgm },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  const db = drizzlePglite(client, { schema });
  if (runMigrations) await migratePglite(db, { migrationsFolder });
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    close: async () => {
      if (!client.closed) await client.close();
    },
    pglite: client,
  };
}
