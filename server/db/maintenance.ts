import { sql } from 'drizzle-orm';
import type { Database } from './client.ts';

// PostgreSQL plans queries from table statistics and answers counts from the visibility map; a server keeps both
// fresh with autovacuum, which the embedded PGlite does not run. Without them a million-sale list is planned as
// if the table were empty (seconds instead of milliseconds), so the server vacuums and analyzes PGlite itself:
// shortly after start and then every few hours. A real PostgreSQL server is left to its autovacuum.

const FIRST_RUN_MS = 10_000;
const EVERY_MS = 6 * 60 * 60 * 1000;

/** Starts the periodic VACUUM ANALYZE of an embedded database; answers the function that stops it. */
export function startMaintenance(
  database: Database,
  log: { info(msg: string): void; warn(msg: string): void },
): () => void {
  // DB_MAINTENANCE=0: none (the bench measures a database it has just vacuumed, undisturbed)
  if (database.kind !== 'pglite' || process.env.DB_MAINTENANCE === '0') return () => {};
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
