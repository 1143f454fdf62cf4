import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

// PostgreSQL plans queries from table statistics and answers counts from the visibility map; a server keeps both
// fresh with autovacuum, which the embedded PGlite does not run. Without them a million-sale list is planned as
// if the table were empty (seconds instead of milliseconds), so the server vacuums and analyzes PGlite itself:
// shortly after start and then every few hours. A real PostgreSQL server is left to its autovacuum, with one
// exception: tables never analyzed (just migrated, restored or bulk-filled, before autovacuum's turn) are analyzed
// shortly after start, by one process of the several on the database (an advisory lock), not by each.

const FIRST_RUN_MS = 10_000;
const EVERY_MS = 6 * 60 * 60 * 1000;

/** Starts the periodic VACUUM ANALYZE of an embedded database; answers the function that stops it. */
export function startMaintenance(
  database: Database,
  log: { info(msg: string): void; warn(msg: string): void },
): () => void {
  // DB_MAINTENANCE=0: none (the bench measures a database it has just vacuumed, undisturbed)
  if (process.env.DB_MAINTENANCE === '0') return () => {};
  if (database.kind === 'postgres') {
    const first = setTimeout(() => {
      analyzeNeverAnalyzed(database)
        .then((tables) => {
          if (tables.length) log.info(`PostgreSQL: estatísticas criadas para ${tables.join(', ')}`);
        })
        .catch((error: Error) => log.warn(`PostgreSQL: analyze falhou (${error.message})`));
    }, FIRST_RUN_MS);
    first.unref();
    return () => clearTimeout(first);
  }
  let running: Promise<void> | null = null;
  const run = () => {
    if (running) return;
    const started = performance.now();
    running = database.db
      .execute(sql`vacuum analyze`)
      .then(() =>
        log.info(
          `banco embutido: estatísticas e visibilidade atualizadas em ${Math.round(performance.now() - started)} ms`,
        ),
      )
      .catch((error: Error) => log.warn(`banco embutido: vacuum analyze falhou (${error.message})`))
      .finally(() => {
        running = null;
      });
  };
  const first = setTimeout(run, FIRST_RUN_MS);
  const every = setInterval(run, EVERY_MS);
  first.unref();
  every.unref();
  return () => {
    clearTimeout(first);
    clearInterval(every);
  };
}

/** After a bulk fill (the demo, `--vendas N`): statistics and visibility at once, on either kind of server. */
export async function vacuumAnalyze(database: Pick<Database, 'db'>): Promise<void> {
  await database.db.execute(sql`vacuum analyze`);
}

/**
 * ANALYZE of the tables that have rows and no statistics yet, in one transaction holding a transaction-scoped
 * advisory lock (it holds through pgbouncer's transaction pooling): when several processes start together, one
 * does it, the others find the lock taken and skip. Answers the tables analyzed.
 */
export async function analyzeNeverAnalyzed(database: Pick<Database, 'db'>): Promise<string[]> {
  return database.db.transaction(async (tx) => {
    const lock = (await tx.execute(
      sql`select pg_try_advisory_xact_lock(hashtext('vendas-admin: analyze')) as got`,
    )) as unknown as { rows: Array<{ got: boolean }> };
    if (!lock.rows[0]?.got) return [];
    const stale = (await tx.execute(sql`
      select relname from pg_stat_user_tables
      where schemaname = 'public' and last_analyze is null and last_autoanalyze is null and n_live_tup > 0
      order by relname`)) as unknown as { rows: Array<{ relname: string }> };
    const tables = stale.rows.map((r) => r.relname);
    for (const table of tables) await tx.execute(sql`analyze ${sql.identifier(table)}`);
    return tables;
  });
}
