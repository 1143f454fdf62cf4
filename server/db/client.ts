import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
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
import { RoutingPool } from './read-replica.ts';
import * as schema from './schema.ts';

export const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), 'migrations');

/** The one database type the app sees, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded client, when there is one (tests dump it as a snapshot). */
  pglite?: PGlite;
  /** With DATABASE_READ_URL: the pool that sends GET requests' reads to the replica (server/db/read-replica.ts). */
  routing?: RoutingPool;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** A directory for the embedded PGlite, or `memory://` for an in-memory one. */
  dataDir?: string;
  /** A PostgreSQL server; wins over dataDir. */
  databaseUrl?: string;
  /** A streaming replica of databaseUrl for the reads of GET requests (DATABASE_READ_URL). */
  databaseReadUrl?: string;
  /** A PGlite data-directory dump to start from (tests: skip migrating and seeding each file). */
  loadDataDir?: Blob;
  migrate?: boolean;
  /** PostgreSQL only: an idle pooled connection failed (the pool recovers by itself). */
  onIdleError?: (error: Error) => void;
}

/** A start-up failure that the user fixes from one line of text (no stack): a server down, a wrong address. */
export class StartupError extends Error {
  override name = 'StartupError';
}

/** `host:port` of a connection string, never its user or password. */
export function whereOf(databaseUrl: string): string | undefined {
  try {
    const url = new URL(databaseUrl);
    if (url.protocol !== 'postgres:' && url.protocol !== 'postgresql:') return undefined;
    return `${url.hostname || 'localhost'}:${url.port || '5432'}`;
  } catch {
    return undefined;
  }
}

/** The reason a driver gave, short: a system code (ECONNREFUSED), or PostgreSQL's code and message. */
function reasonOf(error: unknown): string {
  const e = error as { code?: unknown; message?: unknown; errors?: Array<{ code?: unknown }> };
  const code = typeof e.code === 'string' ? e.code : e.errors?.find((x) => typeof x.code === 'string')?.code;
  const message = typeof e.message === 'string' ? (e.message.split('\n')[0] ?? '') : '';
  if (typeof code === 'string' && !/^[0-9A-Z]{5}$/.test(code)) return code;
  if (typeof code === 'string') return `${code}: ${message}`;
  if (/timeout/i.test(message)) return 'tempo esgotado';
  return message || String(error);
}

/**
 * One connection before the pool and the migrations, so that a server that is down, a wrong address or a
 * refused password is told as such, not as the migrator's first failed query.
 */
async function checkConnection(databaseUrl: string): Promise<void> {
  const where = whereOf(databaseUrl);
  if (!where)
    throw new StartupError('DATABASE_URL inválida: use postgres://usuário:senha@servidor:porta/banco.');
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 10_000 });
  // a connection dropped after an error must not become an uncaught 'error' event
  client.on('error', () => {});
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    throw new StartupError(`Não foi possível conectar ao PostgreSQL em ${where} (${reasonOf(error)}).`, {
      cause: error,
    });
  } finally {
    await client.end().catch(() => {});
  }
}

async function migrating(run: () => Promise<void>): Promise<void> {
  try {
    await run();
  } catch (error) {
    const cause = (error as { cause?: unknown }).cause ?? error;
    throw new StartupError(`Falha ao aplicar as migrações do banco (${reasonOf(cause)}).`, { cause: error });
  }
}

/**
 * DATA_DIR holds the password hashes (tables and write-ahead log) and the signing key: only the server's user may
 * read it. The process's umask (0o077, set where the process starts) keeps new files private; this fixes a
 * directory made before, by an older version or another tool.
 */
export function makePrivate(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const walk = (path: string) => {
    const info = lstatSync(path);
    if (info.isSymbolicLink()) return;
    if (info.mode & 0o077) chmodSync(path, info.isDirectory() ? 0o700 : info.mode & 0o700);
    if (info.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
  };
  walk(dir);
}

/**
 * Drizzle's migrator, one process at a time: several servers starting together on one PostgreSQL
 * (docs/contrato.md §8) would each apply the same migration. One pooled connection, one transaction holding a
 * transaction-scoped advisory lock (released by the commit, so it also holds through pgbouncer's transaction
 * pooling); the migrator's own BEGIN and COMMIT run inside it (PostgreSQL only warns about the nested BEGIN), so
 * the lock is held until the migrations are committed, and the next process then finds them applied.
 */
async function migrateAlone(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  // the nested BEGIN's and the trailing COMMIT's warnings are expected
  const quiet = () => {};
  client.on('notice', quiet);
  try {
    await client.query('begin');
    await client.query(`select pg_advisory_xact_lock(hashtext('vendas-admin: migrations'))`);
    await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    await client.query('commit');
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    client.off('notice', quiet);
    client.release();
  }
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const runMigrations = options.migrate ?? true;
  if (options.databaseUrl) {
    await checkConnection(options.databaseUrl);
    if (options.databaseReadUrl) await checkConnection(options.databaseReadUrl);
    const config = { connectionString: options.databaseUrl, max: 10 };
    const pool = options.databaseReadUrl
      ? new RoutingPool(
          config,
          // a replica that hangs is given up quickly: its reads then go to the primary
          new pg.Pool({ connectionString: options.databaseReadUrl, max: 10, connectionTimeoutMillis: 2000 }),
        )
      : new pg.Pool(config);
    // An idle connection dropped by the server (restart, failover, a terminated backend) is reported here; with
    // no listener it would be an uncaught exception that stops the whole app. The pool replaces the client.
    pool.on('error', (err) => {
      options.onIdleError?.(err);
    });
    if (pool instanceof RoutingPool) pool.replica.on('error', (err) => options.onIdleError?.(err));
    // pg returns bigint/numeric as strings by default; our numerics are money with 2 decimals, safe as numbers.
    const db = drizzlePg(pool, { schema });
    if (runMigrations) await migrating(() => migrateAlone(pool));
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      ...(pool instanceof RoutingPool ? { routing: pool } : {}),
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir ?? 'memory://';
  if (!dataDir.startsWith('memory://')) mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const client = await PGlite.create({
    dataDir,
    extensions: { unaccent, pg_trgm },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  // PGlite unpacks a new cluster with the modes of its archive (0666), whatever the umask: make them private.
  // Files it creates later (tables, WAL segments) follow the umask.
  if (!dataDir.startsWith('memory://')) makePrivate(dataDir);
  const db = drizzlePglite(client, { schema });
  if (runMigrations) await migrating(() => migratePglite(db, { migrationsFolder }));
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    close: async () => {
      if (!client.closed) await client.close();
    },
    pglite: client,
  };
}
