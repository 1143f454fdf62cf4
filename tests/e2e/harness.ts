import { type ChildProcess, spawn } from 'node:child_process';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, chromium, type Page } from 'playwright-core';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const HEALTH_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
  /** Everything the server wrote to stdout and stderr so far. */
  logs(): string;
  dataDir: string;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address !== null ? address.port : 0;
      probe.close(() => (port > 0 ? resolve(port) : reject(new Error('Sem porta livre'))));
    });
  });
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface StartOptions {
  /** Another checkout to run (a test's copy with an extra register); it always migrates and seeds anew. */
  root?: string;
  /**
   * A data directory already migrated and seeded by this run (see global-setup.ts): the server starts on a copy
   * of it instead of migrating and seeding an empty one, which took about 10 s of every test file.
   */
  template?: string;
  /** Leave the data directory in place on stop (global-setup keeps the template it made). */
  keepData?: boolean;
  /** Migrate and seed an empty directory even when a template is at hand (global-setup making it). */
  fresh?: boolean;
}

/**
 * Starts `server/server.ts` on a free port with its own data directory and the demo data, and resolves once
 * `/api/health` answers 200.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'vendas-e2e-'));
  const template =
    options.root || options.fresh ? undefined : (options.template ?? process.env.E2E_DATA_TEMPLATE);
  if (template) await cp(template, dataDir, { recursive: true });
  const url = `http://127.0.0.1:${port}`;

  // `node --import tsx` rather than the tsx binary: the binary runs the script in a child process of its own,
  // and our SIGTERM should reach the server itself.
  // CI exports DATABASE_URL for the PostgreSQL API test; the browser tests run on their own embedded database.
  const { DATABASE_URL: _external, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], {
    cwd: options.root ?? ROOT,
    env: { ...inherited, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_DATA: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const capture = (chunk: Buffer) => {
    output += chunk.toString();
  };
  child.stdout?.on('data', capture);
  child.stderr?.on('data', capture);

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const killed = await Promise.race([
        exited(child).then(() => false),
        sleep(STOP_TIMEOUT_MS).then(() => true),
      ]);
      if (killed) {
        child.kill('SIGKILL');
        await exited(child);
      }
    }
    if (!options.keepData) await rm(dataDir, { recursive: true, force: true });
  };
  const server: RunningServer = { url, stop, logs: () => output, dataDir };

  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(
        `O servidor terminou antes de responder (${child.exitCode ?? child.signalCode}):\n${output}`,
      );
    }
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(2_000) });
      if (response.status === 200) return server;
    } catch {
      // Not listening yet.
    }
    await sleep(250);
  }
  await stop();
  throw new Error(`O servidor não respondeu a /api/health em ${HEALTH_TIMEOUT_MS / 1000} s:\n${output}`);
}

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  });
}

/**
 * Records the page's uncaught exceptions and console errors, for a test to assert there were none.
 * `expected` lists the console errors a test provokes on purpose, such as the browser's own line for a 401.
 *
 * @example
 *   const errors = collectPageErrors(page, [/status of 401/]);
 *   // … drive the page …
 *   expect(errors()).toEqual([]);
 */
export function collectPageErrors(page: Page, expected: RegExp[] = []): () => string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.stack ?? error.message}`));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const text = message.text();
    if (!expected.some((pattern) => pattern.test(text))) errors.push(`console.error: ${text}`);
  });
  return () => [...errors];
}
