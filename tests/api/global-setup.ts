import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openDatabase } from '../../server/db/client.ts';
import { seedDemo } from '../../server/db/seed.ts';

/**
 * One migrated database, and one migrated and seeded, dumped once for the whole API run: every `makeApp` loads a
 * dump (under 1 s) instead of migrating an empty PGlite (about 5 s, longer on a busy machine). The test workers
 * start after this and inherit the variables; a file run on its own without them migrates as before.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const dir = await mkdtemp(join(tmpdir(), 'vendas-api-'));
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    if (!database.pglite) throw new Error('O banco dos testes de API é um PGlite');
    const migrated = join(dir, 'migrado.tar');
    await writeFile(migrated, Buffer.from(await (await database.pglite.dumpDataDir('none')).arrayBuffer()));
    await seedDemo(database.db);
    const seeded = join(dir, 'demo.tar');
    await writeFile(seeded, Buffer.from(await (await database.pglite.dumpDataDir('none')).arrayBuffer()));
    process.env.API_DB_MIGRADO = migrated;
    process.env.API_DB_DEMO = seeded;
  } finally {
    await database.close();
  }
  return async () => {
    delete process.env.API_DB_MIGRADO;
    delete process.env.API_DB_DEMO;
    await rm(dir, { recursive: true, force: true });
  };
}
