import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { ensureClientBuilt } from '../../scripts/client-build';
import { buildServer } from '../../scripts/server-build';
import { BROWSER_OPTIONS, ROOT, startServer } from './harness';
import { startPool } from './server-pool';

/** Servers kept ready ahead of the files: one per e2e file running at once is enough to never wait for one. */
const POOL_SIZE = 2;

/**
 * The end-to-end tests drive the built client that the server serves from dist/. Each test file starts a server of
 * its own on a copy of one data directory migrated and seeded here, once: migrating and seeding took about 10 s of
 * every file, a third of the suite. The copy keeps each file's data its own. The pool (server-pool.ts) starts those
 * servers ahead, so a file's `startServer()` finds one already answering. The test workers are started after this
 * and inherit the variables.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const [, bundle] = await Promise.all([ensureClientBuilt(), buildServer(ROOT)]);
  // every server of the run starts from this one bundle of the sources as they are now (harness.ts)
  process.env.E2E_SERVER_BUNDLE = bundle;
  const server = await startServer({ LOG_LEVEL: 'warn' }, { fresh: true, keepData: true });
  await server.stop();
  process.env.E2E_DATA_TEMPLATE = server.dataDir;
  const logs = await mkdtemp(join(tmpdir(), 'vendas-e2e-logs-'));
  let started = 0;
  const pool = await startPool(POOL_SIZE, () =>
    startServer({}, { own: true, template: server.dataDir, logFile: join(logs, `${++started}.log`) }),
  );
  process.env.E2E_POOL = pool.url;
  // one Chromium for every file (harness.ts launchBrowser connects to it)
  const browser = await chromium.launchServer(BROWSER_OPTIONS);
  process.env.E2E_BROWSER = browser.wsEndpoint();
  return async () => {
    delete process.env.E2E_BROWSER;
    await browser.close();
    delete process.env.E2E_POOL;
    await pool.close();
    delete process.env.E2E_DATA_TEMPLATE;
    delete process.env.E2E_SERVER_BUNDLE;
    await rm(server.dataDir, { recursive: true, force: true });
    await rm(logs, { recursive: true, force: true });
  };
}
