import type { BrowserContext, Page } from 'playwright-core';
import { ACTION_TIMEOUT_MS } from './harness';

const QUIET_MS = 300;

interface Traffic {
  inFlight: number;
  lastEnd: number;
}

const traffic = new WeakMap<BrowserContext, Traffic>();

/**
 * Counts the requests in flight of a context's pages (the app's fetches and its lazily loaded chunks alike), for
 * `settled`. Playwright's 'networkidle' waits 500 ms of silence after every load; over a walk of 60 routes that
 * was most of its time.
 */
export function trackRequests(context: BrowserContext): void {
  const state: Traffic = { inFlight: 0, lastEnd: Date.now() };
  const ended = () => {
    state.inFlight = Math.max(0, state.inFlight - 1);
    state.lastEnd = Date.now();
  };
  context.on('request', () => state.inFlight++);
  context.on('requestfinished', ended);
  context.on('requestfailed', ended);
  traffic.set(context, state);
}

/** Resolves once no request has been in flight for QUIET_MS, checking again whenever the spell could end. */
function quiet(state: Traffic, deadline: number, url: () => string): Promise<void> {
  return new Promise((resolve, reject) => {
    const check = () => {
      const spell = Date.now() - state.lastEnd;
      if (state.inFlight === 0 && spell >= QUIET_MS) return resolve();
      if (Date.now() > deadline) return reject(new Error(`${url()}: requests still in flight`));
      setTimeout(check, state.inFlight === 0 ? QUIET_MS - spell : 50);
    };
    check();
  });
}

/**
 * Opens a route inside the running app, as the router's own Back and Forward do: a `page.goto` loads and starts
 * the whole app again (a second or more each), which over the walks' 60 routes was most of their time.
 */
export async function openInApp(page: Page, route: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
  }, route);
  await page.waitForURL((url) => `${url.pathname}${url.search}` === route);
}

/** Resolves once no request of the page's context has been in flight for a short spell (`trackRequests` first). */
export function networkQuiet(page: Page, timeout = ACTION_TIMEOUT_MS): Promise<void> {
  const state = traffic.get(page.context());
  if (!state) throw new Error('networkQuiet(): the context has no trackRequests');
  return quiet(state, Date.now() + timeout, () => page.url());
}

/**
 * Waits until the page is drawn and still: no request has been in flight for a short spell, the main area has
 * text, and no spinner, indeterminate bar or skeleton shows (a determinate bar, a goal's progress, is content).
 * The page's context must have `trackRequests`.
 */
export async function settled(page: Page, timeout = ACTION_TIMEOUT_MS): Promise<void> {
  const state = traffic.get(page.context());
  if (!state) throw new Error('settled(): the context has no trackRequests');
  const deadline = Date.now() + timeout;
  const drawn = () => {
    const loading = [
      ...document.querySelectorAll('[role="progressbar"]:not([aria-valuenow]), .MuiSkeleton-root'),
    ].some((el) => el.getClientRects().length > 0);
    return (document.querySelector('main')?.textContent ?? '').trim().length > 0 && !loading;
  };
  // drawn and quiet at the same moment: a page drawn from one answer may still ask for another
  for (;;) {
    await quiet(state, deadline, () => page.url());
    await page
      .waitForFunction(drawn, undefined, { timeout: Math.max(1, deadline - Date.now()), polling: 50 })
      .catch(() => {
        throw new Error(`${page.url()} não terminou de carregar em ${timeout / 1000} s`);
      });
    if (state.inFlight === 0 && Date.now() - state.lastEnd >= QUIET_MS) return;
  }
}
