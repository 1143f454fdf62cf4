import { type ChildProcess, spawn } from 'node:child_process';
import { createWriteStream, readFileSync } from 'node:fs';
import { cp, mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { buildServer } from '../../scripts/server-build';
import { lease, release, runTemplate } from './server-pool';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
// a server starts in about 4 s on a quiet machine; beside the helpers' and the suite's own work (load 17 on 2 cores)
// one took 53 s. The wait ends when it answers, so a long limit costs nothing when it does; the e2e hookTimeout
// (300 s, vitest.config.ts) stays above it so the failure says what did not answer.
const HEALTH_TIMEOUT_MS = 150_000;
const STOP_TIMEOUT_MS = 10_000;

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
  /** Everything the server wrote to stdout and stderr so far. */
  logs(): string;
  dataDir: string;
  /** The file the output also goes to, when started with `logFile`. */
  logFile?: string;
}

/** A port nothing listens on now, on the loopback. */
export async function freePort(): Promise<number> {
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
  /**
   * Another checkout to run (a test's copy with an extra register). It starts on a copy of the run's migrated and
   * seeded data like any other server, and migrates it to its own schema: a register added to an installation
   * already in use, not to an empty one.
   */
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
  /** Also append the server's output to this file (removed on stop unless `keepData`). */
  logFile?: string;
  /** Start a server of its own even when the run has a pool of ready ones (the pool itself starting them). */
  own?: boolean;
}

let ownBundle: Promise<string> | undefined;

/**
 * The server bundle: the one tests/e2e/global-setup.ts built for this run (E2E_SERVER_BUNDLE), or one built once by
 * this process (a script outside the suite).
 */
function serverBundle(): Promise<string> {
  const built = process.env.E2E_SERVER_BUNDLE;
  if (built) return Promise.resolve(built);
  ownBundle ??= buildServer(ROOT);
  return ownBundle;
}

/** A server of the run's pool (tests/e2e/server-pool.ts) as a RunningServer, or undefined without a pool. */
async function leased(): Promise<RunningServer | undefined> {
  const server = await lease();
  if (!server) return undefined;
  return {
    url: server.url,
    dataDir: server.dataDir,
    logFile: server.logFile,
    logs: () => readFileSync(server.logFile, 'utf8'),
    stop: () => release(server.url),
  };
}

/**
 * Starts the server (`server/server.ts`, bundled) on a free port with its own data directory and the demo data,
 * and resolves once `/api/health` answers 200. With no `env` and no options, in a run with a pool of servers
 * started ahead (see global-setup.ts), it takes one of those instead: the same fresh server on its own copy of the
 * demo data, already answering.
 */
export async function startServer(
  env: Record<string, string> = {},
  options: StartOptions = {},
): Promise<RunningServer> {
  if (Object.keys(env).length === 0 && Object.keys(options).length === 0) {
    const server = await leased();
    if (server) return server;
  }
  const port = await freePort();
  const dataDir = await mkdtemp(join(tmpdir(), 'vendas-e2e-'));
  const template = options.fresh ? undefined : (options.template ?? (await runTemplate()));
  if (template) await cp(template, dataDir, { recursive: true });
  const url = `http://127.0.0.1:${port}`;

  // The server as one module (scripts/server-build.ts), run by node itself: no tsx loader transforming our sources
  // at every start (4.1 s → 2.5 s of CPU to /api/health, about 45 starts a run). Its own process, so our SIGTERM
  // reaches the server itself.
  // CI exports DATABASE_URL for the PostgreSQL API test; the browser tests run on their own embedded database.
  // A copy of the seeded template was vacuumed and analyzed by its seed: the maintenance run 10 s after start
  // (server/db/maintenance.ts, 1.2 s of CPU) would only redo that.
  const { DATABASE_URL: _external, ...inherited } = process.env;
  const maintenance = template ? { DB_MAINTENANCE: '0' } : {};
  // Another checkout (new-register's copy) runs its own sources under tsx: the run's bundle is this checkout's, and
  // its import.meta.url name this checkout's schemas/ and dist/.
  const args = options.root
    ? ['--import', 'tsx', 'server/server.ts']
    : ['--enable-source-maps', await serverBundle()];
  const child = spawn(process.execPath, args, {
    cwd: options.root ?? ROOT,
    env: {
      ...inherited,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEMO_DATA: '1',
      ...maintenance,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const { logFile } = options;
  const log = logFile ? createWriteStream(logFile) : undefined;
  const capture = (chunk: Buffer) => {
    output += chunk.toString();
    log?.write(chunk);
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
    if (log) await new Promise((resolve) => log.end(resolve));
    if (!options.keepData) {
      await rm(dataDir, { recursive: true, force: true });
      if (logFile) await rm(logFile, { force: true });
    }
  };
  const server: RunningServer = { url, stop, logs: () => output, dataDir, ...(logFile ? { logFile } : {}) };

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

/** Debian's Chromium, headless, as every e2e test drives it. */
export const BROWSER_OPTIONS = {
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
};

/**
 * A browser for one test file. In the suite, a connection to the one Chromium that tests/e2e/global-setup.ts
 * started (E2E_BROWSER): each file's contexts are still its own (storage, cookies, pages), and its `close()` closes
 * them and disconnects, but a Chromium is no longer started and stopped per file (about 2 s each beside other work).
 * Outside the suite (a throwaway script), a Chromium of its own.
 */
export async function launchBrowser(): Promise<Browser> {
  const shared = process.env.E2E_BROWSER;
  return withTestDefaults(await (shared ? chromium.connect(shared) : chromium.launch(BROWSER_OPTIONS)));
}

/**
 * How long a Playwright action or wait may take before it fails, instead of its 30 s: in a full run beside other
 * work, a create form 3 s-token test (reauth.test.ts) drew its first field after more than 30 s, where it takes
 * 2 s alone on a quiet machine. A wait ends as soon as its condition holds, so this costs a passing test nothing.
 */
export const ACTION_TIMEOUT_MS = 90_000;

/**
 * The motion every context asks for unless a test says otherwise. With the default ('no-preference'), the focus
 * ripple MUI pulses forever on a button reached with Tab, and spinners and skeletons repaint without end in
 * software rendering: a signed-in list left idle with a focused button cost Chromium 1.5 CPU-s over 10 s, against
 * 0.05 s with 'reduce' (Chromium 150 on a 2-core machine, its processes' CPU read from /proc), and the suite keeps
 * about three pages waiting on servers at once. The app honours the setting (src/theme/GlobalStyle.tsx);
 * shell.test.ts checks both settings, and the English walk goes over every page with the default.
 */
const TEST_MOTION = 'reduce' as const;

/** `work`, or a rejection once `ms` have passed without its answer (the work itself is not stopped). */
async function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`sem resposta em ${ms / 1000} s`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

/** The pages opened since the current test began (tests/e2e/report-failure.ts clears it before each). */
export const openedPages = new Set<Page>();

/**
 * What each page opened by the failed test showed when it failed: its address, the dialogs over it and the start
 * of its text. A wait that timed out in CI says only what it waited for; this says what was there instead.
 */
export async function describeOpenedPages(): Promise<string> {
  const parts: string[] = [];
  for (const page of openedPages) {
    if (page.isClosed()) continue;
    // a page held by a native alert() never answers evaluate: the report must not hang the failed test's hooks
    const read = page.evaluate(() => ({
      dialogs: [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].map((d) =>
        (d.getAttribute('aria-label') ?? d.textContent ?? '').trim().slice(0, 120),
      ),
      // biome-ignore lint/performance/useDomNodeTextContent: the text as shown, hidden parts left out
      text: document.body?.innerText.replace(/\s+/g, ' ').trim().slice(0, 1200) ?? '',
    }));
    const seen = await within(read, 5_000).catch((error: Error) => ({
      dialogs: [],
      text: `(não foi possível ler a página: ${error.message})`,
    }));
    parts.push(`${page.url()}\n  diálogos: ${JSON.stringify(seen.dialogs)}\n  texto: ${seen.text}`);
  }
  return parts.join('\n');
}

/**
 * Every context and page the browser makes waits up to ACTION_TIMEOUT_MS, asks for TEST_MOTION and is recorded in
 * openedPages. `newPage()` hands out a page a finished test left behind when one is at hand (see recyclePages).
 */
function withTestDefaults(browser: Browser): Browser {
  const pool: Page[] = [];
  spares.set(browser, pool);
  const newContext = browser.newContext.bind(browser);
  const newPage = browser.newPage.bind(browser);
  browser.newContext = async (options) =>
    patient(await newContext({ reducedMotion: TEST_MOTION, ...options }));
  browser.newPage = async (options) => {
    const kind = recyclableKind(options);
    if (kind !== undefined) {
      const index = pool.findIndex((p) => recycled.get(p)?.kind === kind && !p.isClosed());
      const spare = index === -1 ? undefined : pool.splice(index, 1)[0];
      if (spare) {
        openedPages.add(spare);
        return spare;
      }
    }
    const page = await newPage({ reducedMotion: TEST_MOTION, ...options });
    patient(page.context());
    openedPages.add(page);
    if (kind !== undefined) recyclable(page, kind);
    return page;
  };
  return browser;
}

function patient(context: BrowserContext): BrowserContext {
  context.setDefaultTimeout(ACTION_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(ACTION_TIMEOUT_MS);
  context.on('page', recordOpened);
  return context;
}

const recordOpened = (page: Page) => openedPages.add(page);

// ---------------------------------------------------------------------------------------------------------------
// Pages handed on from one test to the next
//
// A page of a new context costs Chromium about 1.7 CPU-s more than a load in a page already open (4.8 against 3.0
// for a keyboard sign-in to a list, 2-core machine, medians of 5): a new renderer process, and the app's code
// compiled again. Each test used to open its own, about a hundred in a run. So the page a test opened with
// `browser.newPage()` goes, once the test has passed, to the next test of the file that asks for one with the
// same options: emptied first (its address on the server's /api/health, so the app no longer runs; cookies,
// localStorage, sessionStorage, IndexedDB and the rest of each origin it visited cleared; listeners and routes
// removed; its context's other pages closed). What cannot be undone (an init script, an exposed function, a
// viewport or media changed, the clock, offline) keeps the page out of the pool, as does a failed test.

/** The options a recycled page may have been made with: what a fresh page of those options looks like. */
const RECYCLABLE_OPTIONS = new Set(['viewport', 'colorScheme', 'reducedMotion', 'locale', 'timezoneId']);

interface Recycled {
  /** The options the page was made with, as a key. */
  kind: string;
  /** Set by a call whose effect outlives the test. */
  tainted: boolean;
  /** Every origin the page's documents had, to clear. */
  origins: Set<string>;
  /** Closed by its test: the app unloaded, the page kept for the next test (see recyclable). */
  released: boolean;
  /** The context's own close(), for a page that cannot go on. */
  closeForGood: () => Promise<void>;
  /** The listeners the page and its context had before any test: Playwright's own, and the harness's. */
  pageListeners: Listeners;
  contextListeners: Listeners;
}

/** Playwright's client objects are Node-style emitters at run time; its typings declare only on/off. */
interface Emitter {
  eventNames(): Array<string | symbol>;
  rawListeners(name: string | symbol): unknown[];
  removeListener(name: string | symbol, listener: unknown): unknown;
}
type Listeners = Map<string | symbol, Set<unknown>>;

const listenersOf = (emitter: Emitter): Listeners =>
  new Map(emitter.eventNames().map((name) => [name, new Set(emitter.rawListeners(name))]));

/**
 * Removes the listeners added since `before`. Not removeAllListeners(): Playwright waits on listeners of its own
 * (a context's close() on its 'close' event), and would wait for ever.
 */
function removeAddedListeners(emitter: Emitter, before: Listeners) {
  for (const name of emitter.eventNames())
    for (const listener of emitter.rawListeners(name as never))
      if (!before.get(name)?.has(listener)) emitter.removeListener(name as never, listener as never);
}

const recycled = new WeakMap<Page, Recycled>();
const spares = new WeakMap<Browser, Page[]>();

function recyclableKind(options: Parameters<Browser['newPage']>[0]): string | undefined {
  const keys = Object.keys(options ?? {});
  if (!keys.every((k) => RECYCLABLE_OPTIONS.has(k))) return undefined;
  return JSON.stringify(
    Object.fromEntries(keys.sort().map((k) => [k, (options as Record<string, unknown>)[k]])),
  );
}

/** Calls on a page or its context whose effect a page reset cannot undo: one keeps the page out of the pool. */
const TAINTS = [
  'addInitScript',
  'exposeBinding',
  'exposeFunction',
  'route',
  'routeFromHAR',
  'routeWebSocket',
  'setDefaultNavigationTimeout',
  'setDefaultTimeout',
  'setExtraHTTPHeaders',
] as const;
const PAGE_TAINTS = [...TAINTS, 'emulateMedia', 'setViewportSize'];
const CONTEXT_TAINTS = [...TAINTS, 'grantPermissions', 'setGeolocation', 'setHTTPCredentials', 'setOffline'];

function taintOn(target: object, methods: readonly string[], state: Recycled) {
  const object = target as Record<string, unknown>;
  for (const name of methods) {
    const original = object[name];
    if (typeof original !== 'function') continue;
    object[name] = (...args: unknown[]) => {
      state.tainted = true;
      return (original as (...a: unknown[]) => unknown).apply(target, args);
    };
  }
  // the clock is installed by an init script of its own
  const clock = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(target), 'clock');
  if (clock?.get) {
    const get = clock.get;
    Object.defineProperty(target, 'clock', {
      get() {
        state.tainted = true;
        return get.call(target);
      },
    });
  }
}

/**
 * Marks a page for the pool. Its test's `page.close()` (or its context's) unloads the app, leaving the page on
 * the server's /api/health, and `isClosed()` answers true from then on: what the app and the test see of a
 * closed tab (its locks, channels and timers gone). Tainted, it closes for real.
 */
function recyclable(page: Page, kind: string) {
  const context = page.context();
  const closeContext = context.close.bind(context);
  const isClosed = page.isClosed.bind(page);
  const state: Recycled = {
    kind,
    tainted: false,
    origins: new Set(),
    released: false,
    closeForGood: () => closeContext().catch(() => {}),
    pageListeners: listenersOf(page as unknown as Emitter),
    contextListeners: listenersOf(context as unknown as Emitter),
  };
  recycled.set(page, state);
  taintOn(page, PAGE_TAINTS, state);
  taintOn(context, CONTEXT_TAINTS, state);
  watchOrigins(page, state);
  const release = async () => {
    if (state.released || isClosed()) return;
    state.released = true;
    try {
      if (state.tainted) throw new Error('tainted');
      await unload(page, state);
    } catch {
      await state.closeForGood();
    }
  };
  page.close = release;
  context.close = release;
  page.isClosed = () => state.released || isClosed();
}

function watchOrigins(page: Page, state: Recycled) {
  page.on('framenavigated', (frame) => {
    const { origin } = new URL(frame.url());
    if (origin.startsWith('http')) state.origins.add(origin);
  });
}

/**
 * Closes the page's other tabs and takes it to a page of the same site without the app (the server's
 * /api/health): nothing of the app runs there, so nothing writes the storage again once cleared.
 */
async function unload(page: Page, state: Recycled) {
  for (const other of page.context().pages()) if (other !== page) await other.close();
  const [home] = state.origins;
  const health = `${home}/api/health`;
  if (home !== undefined && page.url() !== health) await page.goto(health);
}

/** Empties a page for the next test, or answers false when it cannot be made like new. */
async function reset(page: Page, state: Recycled): Promise<boolean> {
  const context = page.context();
  if (state.tainted || context.pages().length === 0) return false;
  await unload(page, state);
  removeAddedListeners(page as unknown as Emitter, state.pageListeners);
  removeAddedListeners(context as unknown as Emitter, state.contextListeners);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  const origins = [...state.origins];
  state.origins.clear();
  watchOrigins(page, state);
  if (origins.length === 0) return page.url() === 'about:blank';
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  const cdp = await context.newCDPSession(page);
  try {
    for (const origin of origins)
      await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  } finally {
    await cdp.detach();
  }
  await context.clearCookies();
  return true;
}

/**
 * After a test (tests/e2e/report-failure.ts): the pages it opened with `browser.newPage()` go back to their
 * browser's pool, emptied, when it passed and nothing it did outlives a reset; the others' contexts close.
 */
export async function recyclePages(passed: boolean): Promise<void> {
  const pages = [...openedPages];
  openedPages.clear();
  for (const page of pages) {
    const state = recycled.get(page);
    if (!state || page.context().pages().length === 0) continue;
    const browser = page.context().browser();
    const pool = browser ? spares.get(browser) : undefined;
    const ready =
      passed && pool !== undefined && (await within(reset(page, state), 20_000).catch(() => false));
    if (ready && pool) {
      state.released = false;
      pool.push(page);
    } else await state.closeForGood();
  }
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
