import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { ensureClientBuiltApart } from '../../scripts/client-build';
import { buildServer, serverBundle } from '../../scripts/server-build';
import { BROWSER_OPTIONS, ROOT, startServer } from './harness';
import { startPool } from './server-pool';

/** Servers kept ready ahead of the files: one per e2e file running at once is enough to never wait for one. */
const POOL_SIZE = 2;

/**
 * The end-to-end tests drive the built client that the server serves from dist/. Each test file starts a server of
 * its own on a copy of one data directory migrated and seeded here, once: migrating and seeding took about 10 s of
 * every file, a third of the suite. The copy keeps each file's data its own. The pool (server-pool.ts) starts those
 * servers ahead, so a file's `startServer()` finds one already answering.
 *
 * The build and the template are made behind the setup, not before it returns: they took the run's first half
 * minute on one core, while no test file could start. The unit, screen and API files run meanwhile; an e2e file
 * waits for its server (the pool's lease) or for the template (its `/template`). The test workers are started after
 * this returns and inherit the variables.
 */
export default async function setup(): Promise<() => Promise<void>> {
  const logs = await mkdtemp(join(tmpdir(), 'vendas-e2e-logs-'));
  const made = (async () => {
    await Promise.all([ensureClientBuiltApart(), buildServer(ROOT)]);
    const server = await startServer({ LOG_LEVEL: 'warn' }, { fresh: true, keepData: true });
    await server.stop();
    return server.dataDir;
  })();
  // a failure is each leasing file's to report (with the build's or the server's error)
  made.catch(() => undefined);
  let started = 0;
  const pool = await startPool(
    POOL_SIZE,
    async () => startServer({}, { own: true, template: await made, logFile: join(logs, `${++started}.log`) }),
    made,
  );
  process.env.E2E_POOL = pool.url;
  // every server of the run starts from the one bundle the build above writes, of the sources as they are now
  // (harness.ts); each start awaits the build first (the lease, the template)
  process.env.E2E_SERVER_BUNDLE = serverBundle(ROOT);
  // one Chromium for every file (harness.ts launchBrowser connects to it)
  const browser = await chromium.launchServer(BROWSER_OPTIONS);
  process.env.E2E_BROWSER = browser.wsEndpoint();
  return async () => {
    delete process.env.E2E_BROWSER;
    await browser.close();
    delete process.env.E2E_POOL;
    await pool.close();
    delete process.env.E2E_SERVER_BUNDLE;
    const template = await made.catch(() => undefined);
    if (template) await rm(template, { recursive: true, force: true });
    await rm(logs, { recursive: true, force: true });
  };
}
