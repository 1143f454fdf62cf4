import { rm } from 'node:fs/promises';
import { ensureClientBuilt } from '../../scripts/client-build';
import { startServer } from './harness';

/**
 * The end-to-end tests drive the built client that the server serves from dist/. Each test file starts a server of
 * its own on a copy of one data directory migrated and seeded here, once: migrating and seeding took about 10 s of
 * every file, a third of the suite. The copy keeps each file's data its own. The test workers are started after this
 * and inherit the variable.
 */
export default async function setup(): Promise<() => Promise<void>> {
  await ensureClientBuilt();
  const server = await startServer({ LOG_LEVEL: 'warn' }, { fresh: true, keepData: true });
  await server.stop();
  process.env.E2E_DATA_TEMPLATE = server.dataDir;
  return async () => {
    delete process.env.E2E_DATA_TEMPLATE;
    await rm(server.dataDir, { recursive: true, force: true });
  };
}
