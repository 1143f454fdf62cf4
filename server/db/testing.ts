import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { type Database, openDatabase } from './client.ts';

/**
 * For a unit test file: one in-memory PGlite with every migration, opened before its tests and closed after,
 * with `table` emptied before each test. The returned getter gives the open database.
 */
export function migratedDatabase(table: string): () => Database {
  let database: Database | undefined;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory://' });
    // every migration on a new PGlite: seconds on a quiet machine, a 4× slower one needs the margin
  }, 180_000);
  afterAll(async () => {
    await database?.close();
  });
  beforeEach(async () => {
    await open().db.execute(sql`delete from ${sql.identifier(table)}`);
  });
  const open = () => {
    if (!database) throw new Error('migratedDatabase: the database is not open yet (use it inside a test)');
    return database;
  };
  return open;
}
