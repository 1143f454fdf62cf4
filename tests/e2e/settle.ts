import type { BrowserContext, Page } from 'playwright-core';
import { expect } from 'vitest';

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

/**
 * Waits until the page is drawn and still: the main area has text, no request has been in flight for a short
 * spell, and no spinner, indeterminate bar or skeleton shows (a determinate bar, a goal's progress, is content).
 * The page's context must have `trackRequests`.
 */
export async function settled(page: Page, timeout = 30_000): Promise<void> {
  const state = traffic.get(page.context());
  if (!state) throw new Error('settled(): the context has no trackRequests');
  const drawn = () =>
    page.evaluate(() => {
      const loading = [
        ...document.querySelectorAll('[role="progressbar"]:not([aria-valuenow]), .MuiSkeleton-root'),
      ].some((el) => el.getClientRects().length > 0);
      return (document.querySelector('main')?.textContent ?? '').trim().length > 0 && !loading;
    });
  await expect
    .poll(async () => state.inFlight === 0 && Date.now() - state.lastEnd >= QUIET_MS && (await drawn()), {
      timeout,
      interval: 50,
      message: `${page.url()} não terminou de carregar`,
    })
    .toBe(true);
}
