import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { freePort } from '../tests/e2e/harness.ts';

// The page figures of issue 17 (point 5, client half): ours beside react-admin's own demo (Posters Galore, built
// unmodified, ../shared/peer-react-admin-demo), measured alternately (ours, demo, ours, demo …) so that a busy
// machine weighs on both alike. Times are taken inside the page (performance.now(), from the navigation's start
// or from the click), not around Playwright's calls, whose own waits would blur a difference of 100 ms.

export const PEER_DIR =
  process.env.PEER_DEMO_DIR ?? fileURLToPath(new URL('../../shared/peer-react-admin-demo/', import.meta.url));
/** The demo's fake REST provider waits this long before each answer (its dataProvider's delay). */
export const PEER_LATENCY_MS = 300;

export interface Side {
  /** Login page: the JavaScript transferred (compressed, as the browser got it), and time to a usable form. */
  loginJsBytes: number;
  loginFormMs: number[];
  /** Full reload of a list, signed in, until its first row (the demo's fake latency taken off). */
  reloadToRowsMs: number[];
  /** First move to a list from the home, by its menu entry: from the click, and after its data arrived. */
  moveFromClickMs: number[];
  moveAfterDataMs: number[];
  /** JavaScript fetched by that first move. */
  moveJsBytes: number;
  /** Whether a full-screen loader (a progressbar covering the viewport) showed during the move. */
  moveFullScreenLoader: boolean;
}

interface Target {
  name: 'ours' | 'demo';
  loginUrl: string;
  /** Something only a usable login form has. */
  formSelector: string;
  signIn(page: Page): Promise<void>;
  homeReady(page: Page): Promise<void>;
  listUrl: string;
  /** The end of the list's address (path or hash), to tell its rows from the home's. */
  listPath: string;
  menuLink(page: Page): ReturnType<Page['locator']>;
  /** The list call whose answer the rows wait for. */
  dataUrl: RegExp;
  latencyMs: number;
}

export function ourTarget(url: string): Target {
  return {
    name: 'ours',
    loginUrl: `${url}/login`,
    formSelector: 'form input[name="email"]',
    async signIn(page) {
      await page.locator('input[name="email"]').fill('gestor@alfa.com.br');
      await page.locator('input[name="senha"]').fill('demo1234');
      await page.locator('form button[type="submit"]').click();
    },
    homeReady: (page) => page.getByText('Bem-vindo').waitFor(),
    listUrl: `${url}/e/1/produtos`,
    listPath: '/e/1/produtos',
    menuLink: (page) => page.getByRole('link', { name: 'Produtos', exact: true }).first(),
    dataUrl: /\/api\/empresas\/1\/produtos(\?|$)/,
    latencyMs: 0,
  };
}

function demoTarget(url: string): Target {
  return {
    name: 'demo',
    loginUrl: `${url}/#/login`,
    formSelector: 'form input[name="username"]',
    async signIn(page) {
      await page.locator('input[name="username"]').fill('demo');
      await page.locator('input[name="password"]').fill('demo');
      await page.locator('form button[type="submit"]').click();
    },
    homeReady: (page) => page.getByText('Monthly Revenue').waitFor({ timeout: 60_000 }),
    listUrl: `${url}/#/customers`,
    listPath: '#/customers',
    menuLink: (page) => page.locator('a[href="#/customers"]').first(),
    dataUrl: /demo\.api\.marmelab\.com\/customers\?.*sort=%5B%22last_seen/,
    latencyMs: PEER_LATENCY_MS,
  };
}

// Installed before any page script: when the first element matching window.__benchSelector enters the DOM (parsed
// from the HTML or rendered by a script), its time goes to window.__benchAt. A full-screen progressbar sets
// __benchLoader.
const OBSERVER = `(() => {
  window.__benchFound = (sel) => {
    if (window.__benchPath && !location.href.endsWith(window.__benchPath)) return false;
    const old = window.__benchOld;
    for (const el of document.querySelectorAll(sel)) if (!old || !old.has(el)) return true;
    return false;
  };
  const found = window.__benchFound;
  const check = () => {
    const sel = window.__benchSelector;
    if (sel && window.__benchAt === undefined && found(sel)) window.__benchAt = performance.now();
    for (const el of document.querySelectorAll('[role="progressbar"]')) {
      const r = el.getBoundingClientRect();
      if (r.width >= innerWidth * 0.9 && r.height >= innerHeight * 0.9) window.__benchLoader = true;
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true, attributes: true });
})();`;

/** Starts the demo's serve.sh on a free port; null when the demo is not there. */
export async function startPeer(): Promise<{ url: string; stop(): Promise<void> } | null> {
  if (!existsSync(`${PEER_DIR}serve.sh`)) return null;
  const port = await freePort();
  const child: ChildProcess = spawn('bash', [`${PEER_DIR}serve.sh`], {
    env: { ...process.env, PORT: String(port) },
    stdio: 'ignore',
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(url)).ok) break;
    } catch {}
    if (Date.now() > deadline || child.exitCode !== null)
      throw new Error('bench: the peer demo did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    async stop() {
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
    },
  };
}

async function newContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  // the demo's fonts and avatars come from the internet: left out alike on every run (this machine may be offline)
  await context.route(/^https:\/\/(fonts\.googleapis\.com|fonts\.gstatic\.com|marmelab\.com)\//, (r) =>
    r.abort(),
  );
  await context.addInitScript(OBSERVER);
  return context;
}

/** JavaScript bytes as transferred, counted while `during` runs. */
async function countJs<T>(page: Page, during: () => Promise<T>): Promise<{ value: T; bytes: number }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  const scripts = new Set<string>();
  let bytes = 0;
  cdp.on('Network.responseReceived', (e) => {
    if (e.type === 'Script') scripts.add(e.requestId);
  });
  cdp.on('Network.loadingFinished', (e) => {
    if (scripts.has(e.requestId)) bytes += e.encodedDataLength;
  });
  const value = await during();
  await page.waitForLoadState('networkidle');
  await cdp.detach();
  return { value, bytes };
}

// a string, not a function: tsx's keepNames would wrap a named inner function in a __name() the page lacks
const waitMark = (page: Page, selector: string): Promise<number> =>
  page.evaluate(`new Promise((resolve) => {
    window.__benchSelector = ${JSON.stringify(selector)};
    (function poll() {
      if (window.__benchAt === undefined && window.__benchFound(window.__benchSelector)) window.__benchAt = performance.now();
      if (window.__benchAt !== undefined) resolve(window.__benchAt);
      else setTimeout(poll, 5);
    })();
  })`);

async function loginRun(browser: Browser, t: Target): Promise<{ ms: number; bytes: number }> {
  const context = await newContext(browser);
  await context.addInitScript(`window.__benchSelector = ${JSON.stringify(t.formSelector)};`);
  const page = await context.newPage();
  try {
    const { value, bytes } = await countJs(page, async () => {
      await page.goto(t.loginUrl, { waitUntil: 'commit' });
      return waitMark(page, t.formSelector);
    });
    return { ms: value, bytes };
  } finally {
    await context.close();
  }
}

async function signedIn(browser: Browser, t: Target): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newContext(browser);
  const page = await context.newPage();
  await page.goto(t.loginUrl);
  await page.locator(t.formSelector).waitFor({ timeout: 60_000 });
  await t.signIn(page);
  await t.homeReady(page);
  await page.waitForLoadState('networkidle');
  return { context, page };
}

async function reloadRun(page: Page, t: Target): Promise<number> {
  await page.addInitScript(`window.__benchSelector = 'tbody tr';`);
  await page.goto('about:blank');
  await page.goto(t.listUrl, { waitUntil: 'commit' });
  const at = await waitMark(page, 'tbody tr');
  return at - t.latencyMs;
}

async function moveRun(
  browser: Browser,
  t: Target,
): Promise<{ fromClick: number; afterData: number; bytes: number; loader: boolean }> {
  const { context, page } = await signedIn(browser, t);
  try {
    await page.evaluate(() => {
      const w = window as unknown as { __benchAt?: number; __benchLoader?: boolean };
      w.__benchAt = undefined;
      w.__benchLoader = false;
    });
    const link = t.menuLink(page);
    await link.waitFor();
    const { value, bytes } = await countJs(page, async () => {
      const clickedAt = await link.evaluate((a, path) => {
        const w = window as unknown as { __benchOld?: Set<Element>; __benchPath?: string };
        w.__benchOld = new Set(document.querySelectorAll('tbody tr'));
        w.__benchPath = path;
        const at = performance.now();
        (a as HTMLElement).click();
        return at;
      }, t.listPath);
      const rowsAt = await waitMark(page, 'tbody tr');
      const dataEnd = await page.evaluate(
        ({ source, rowsAt }) => {
          const re = new RegExp(source);
          const ends = performance
            .getEntriesByType('resource')
            .filter((e) => re.test(e.name))
            .map((e) => (e as PerformanceResourceTiming).responseEnd)
            .filter((end) => end <= rowsAt);
          return ends.length ? Math.max(...ends) : Number.NaN;
        },
        { source: t.dataUrl.source, rowsAt },
      );
      const loader = await page.evaluate(() =>
        Boolean((window as { __benchLoader?: boolean }).__benchLoader),
      );
      return {
        fromClick: rowsAt - clickedAt - t.latencyMs,
        afterData: rowsAt - Math.max(clickedAt, dataEnd),
        loader,
      };
    });
    return { ...value, bytes };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const s = [...values].filter(Number.isFinite).sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
};
const round = (n: number) => Math.round(n);

function emptySide(): Side {
  return {
    loginJsBytes: 0,
    loginFormMs: [],
    reloadToRowsMs: [],
    moveFromClickMs: [],
    moveAfterDataMs: [],
    moveJsBytes: 0,
    moveFullScreenLoader: false,
  };
}

/** Runs every figure `runs` times, ours then the demo's, and gives the medians with the ratio ours/demo. */
export async function benchPages(browser: Browser, ourUrl: string, runs: number) {
  const peer = await startPeer();
  const targets = [ourTarget(ourUrl), ...(peer ? [demoTarget(peer.url)] : [])];
  const sides: Record<Target['name'], Side> = { ours: emptySide(), demo: emptySide() };
  try {
    for (let i = 0; i < runs; i++)
      for (const t of targets) {
        const r = await loginRun(browser, t);
        sides[t.name].loginFormMs.push(r.ms);
        if (i === 0) sides[t.name].loginJsBytes = r.bytes;
      }
    const sessions = await Promise.all(targets.map((t) => signedIn(browser, t)));
    // one unmeasured visit of the list first, on both sides: a reload is of an address already visited (what
    // the app learns on a visit, src/data/early.ts, is there; a first visit is the move figures' business)
    for (const [k, t] of targets.entries()) {
      const session = sessions[k];
      if (session) await reloadRun(session.page, t);
    }
    for (let i = 0; i < runs; i++)
      for (const [k, t] of targets.entries()) {
        const session = sessions[k];
        if (session) sides[t.name].reloadToRowsMs.push(await reloadRun(session.page, t));
      }
    await Promise.all(sessions.map((s) => s.context.close()));
    for (let i = 0; i < runs; i++)
      for (const t of targets) {
        const r = await moveRun(browser, t);
        const side = sides[t.name];
        side.moveFromClickMs.push(r.fromClick);
        side.moveAfterDataMs.push(r.afterData);
        side.moveJsBytes = Math.max(side.moveJsBytes, r.bytes);
        side.moveFullScreenLoader ||= r.loader;
      }
  } finally {
    await peer?.stop();
  }
  const summary = (s: Side) => ({
    loginJsKB: Math.round(s.loginJsBytes / 102.4) / 10,
    loginFormMs: round(median(s.loginFormMs)),
    reloadToRowsMs: round(median(s.reloadToRowsMs)),
    moveFromClickMs: round(median(s.moveFromClickMs)),
    moveAfterDataMs: round(median(s.moveAfterDataMs)),
    moveJsKB: Math.round(s.moveJsBytes / 102.4) / 10,
    moveFullScreenLoader: s.moveFullScreenLoader,
  });
  const ours = summary(sides.ours);
  if (!peer)
    return { ours, demo: `ausente: ${PEER_DIR} não existe`, ratio: null, samples: { ours: sides.ours } };
  const demo = summary(sides.demo);
  const ratio = Object.fromEntries(
    (['loginJsKB', 'loginFormMs', 'reloadToRowsMs', 'moveFromClickMs', 'moveAfterDataMs'] as const).map(
      (k) => [k, Math.round((ours[k] / demo[k]) * 100) / 100],
    ),
  );
  return {
    ours,
    demo,
    ratio,
    note: `demo = react-admin Posters Galore (${PEER_DIR}); seus ${PEER_LATENCY_MS} ms de latência falsa descontados`,
    samples: sides,
  };
}

/** The table rows for the console. */
export function pageRows(r: Awaited<ReturnType<typeof benchPages>>): Array<[string, string]> {
  const demo = typeof r.demo === 'string' ? null : r.demo;
  const cell = (k: keyof typeof r.ours, unit: string) => {
    const o = `${r.ours[k]} ${unit}`;
    if (!demo) return `${o} | demo: ${r.demo}`;
    const ratio = (r.ratio as Record<string, number> | null)?.[k];
    return `${o} | demo ${demo[k]} ${unit} | ${ratio}×`;
  };
  return [
    ['páginas: JS da página de login (transferido)', cell('loginJsKB', 'KB')],
    ['páginas: formulário de login pronto (mediana)', cell('loginFormMs', 'ms')],
    ['páginas: recarga → primeiras linhas da lista (mediana)', cell('reloadToRowsMs', 'ms')],
    ['páginas: 1ª ida a uma lista, do clique (mediana)', cell('moveFromClickMs', 'ms')],
    ['páginas: 1ª ida a uma lista, após os dados (mediana)', cell('moveAfterDataMs', 'ms')],
    [
      'páginas: 1ª ida a uma lista, JS carregado / spinner de tela cheia',
      `${r.ours.moveJsKB} KB / ${r.ours.moveFullScreenLoader ? 'sim' : 'não'}${demo ? ` | demo ${demo.moveJsKB} KB / ${demo.moveFullScreenLoader ? 'sim' : 'não'}` : ''}`,
    ],
  ];
}
