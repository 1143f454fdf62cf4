import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LEARN_WINDOW_MS } from '../../src/data/early';
import { collectPageErrors, launchBrowser, type RunningServer, startServer } from './harness';

// Issue 17, pages at the floor: a reload of a list asks for the list at
// once, beside the JavaScript, each once, and draws the shell with its rows in one render; moves between lists keep the shell and paint rows from a cache filled
// when the pointer rested on the menu entry; a list visited again shows its rows without asking again (docs/produto.md §7).

const PRODUTOS = /\/api\/empresas\/1\/produtos\?/;
const ORIGENS = /\/api\/empresas\/1\/origens\?/;

// Before any page script: when the app bar first shows, and whether a full-screen progressbar ever does.
const WATCH = `(() => {
  const w = window;
  w.__fullScreen = false;
  new MutationObserver(() => {
    if (w.__bannerAt === undefined && document.querySelector('header')) {
      w.__bannerAt = performance.now();
      w.__rowsWithBanner = document.querySelectorAll('tbody tr').length;
    }
    for (const el of document.querySelectorAll('[role="progressbar"]')) {
      const r = el.getBoundingClientRect();
      if (r.width >= innerWidth * 0.9 && r.height >= innerHeight * 0.9) w.__fullScreen = true;
    }
  }).observe(document, { childList: true, subtree: true, attributes: true });
})();`;

describe('pages at the floor', () => {
  let server: RunningServer;
  let browser: Browser;
  let page: Page;
  const requests: Request[] = [];
  const statuses: number[] = [];
  let learned = false;
  let firstListAt = Number.NaN;
  const calls = (re: RegExp, method = 'GET') =>
    requests.filter((r) => r.method() === method && re.test(r.url())).length;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    page.on('request', (r) => requests.push(r));
    page.on('response', (r) => {
      if (r.url().includes('/api/')) statuses.push(r.status());
    });
    await page.goto(`${server.url}/login`);
    await page.locator('input[name="email"]').fill('gestor@alfa.com.br');
    await page.locator('input[name="senha"]').fill('demo1234');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByText('Bem-vindo').waitFor();
    // a first visit: the load's calls are remembered for the next load of the address (src/data/early.ts)
    await page.goto(`${server.url}/e/1/produtos`);
    await page.locator('tbody tr').first().waitFor();
    await page.waitForLoadState('networkidle');
    // whether that load asked for the list within LEARN_WINDOW_MS of its start, so that it was remembered
    // whether that load asked for the list within LEARN_WINDOW_MS of its start, so that it was remembered
    [learned, firstListAt] = await page.evaluate((source) => {
      const re = new RegExp(source);
      const stored = JSON.parse(localStorage.getItem('earlyGets') ?? 'null') as {
        paths?: Record<string, string[]>;
      } | null;
      const list = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((e) =>
        re.test(e.name),
      );
      return [
        (stored?.paths?.['/e/1/produtos'] ?? []).some((url) => re.test(url)),
        list?.startTime ?? Number.NaN,
      ] as const;
    }, PRODUTOS.source);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('a reload asks for the list once, before the shell shows, draws it with its rows, and renews nothing', async () => {
    const errors = collectPageErrors(page);
    await page.addInitScript(WATCH);
    requests.length = 0;
    statuses.length = 0;
    await page.reload();
    await page.locator('tbody tr').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(calls(/\/api\/auth\/refresh-token$/, 'POST')).toBe(0);
    expect(statuses.filter((s) => s === 401)).toEqual([]);
    expect(calls(PRODUTOS)).toBe(1);
    if (!learned) {
      // A machine so slow that the first visit asked for the list more than LEARN_WINDOW_MS after its start
      // (seen on a clean-clone run three times slower than usual): by design nothing was remembered, so the
      // reload starts nothing early and makes no warm start; the app asks for the list itself, once (above).
      // The early path is judged on a machine fast enough to learn it, as CI's and a developer's are; a list
      // asked for in time and not remembered is a fault, not a slow machine.
      expect(
        firstListAt,
        'the first visit asked for the list in time, yet nothing was remembered',
      ).toBeGreaterThan(LEARN_WINDOW_MS);
      expect(await page.evaluate(() => performance.getEntriesByName('vendas:warm-start').length)).toBe(0);
      expect(errors()).toEqual([]);
      return;
    }
    // the load's modules come in a few chunks, not dozens (scripts/chunk-groups.ts): login-gate.js, the entry, the
    // bundler's runtime and the three layers (login page, signed-in app, register screens)
    expect(requests.filter((r) => r.resourceType() === 'script').length).toBeLessThanOrEqual(6);
    const timing = await page.evaluate((source) => {
      const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
      const list = entries.find((e) => new RegExp(source).test(e.name));
      const signedIn = entries.find((e) => /\/assets\/signedIn-[^/]*\.js$/.test(e.name));
      return {
        listStart: list?.startTime,
        bannerAt: (window as { __bannerAt?: number }).__bannerAt,
        signedInAt: signedIn?.startTime,
        // module scripts run once the HTML is parsed: a chunk asked for before that was asked by the head
        parsedAt: (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
          .domInteractive,
        fullScreen: (window as { __fullScreen?: boolean }).__fullScreen,
        rowsWithBanner: (window as { __rowsWithBanner?: number }).__rowsWithBanner,
        listEnd: list?.responseEnd,
        warmStart: (() => {
          const mark = performance.getEntriesByName('vendas:warm-start')[0] as PerformanceMark | undefined;
          const end = performance.getEntriesByName('vendas:warm-start-end')[0] as PerformanceMark | undefined;
          return (
            mark && {
              at: mark.startTime,
              waitMs: (mark.detail as { waitMs: number }).waitMs,
              endAt: end?.startTime,
              timedOut: (end?.detail as { timedOut: boolean } | undefined)?.timedOut,
            }
          );
        })(),
      };
    }, PRODUTOS.source);
    // the shell and the rows came in one render, from the early answers put into the cache before it
    // (src/app/warmStart.ts): no list drawn empty first and filled by a later one. The first render waits for
    // them WARM_START_WAIT_MS at most (past that, the shell first is the better page). The wait's end mark says
    // which came first: the network's end of the list is not it, the JSON, the profile and the role may still be
    // on their way on a busy machine. When the time ran out, the shell showed then, not later than the answers.
    const warm = timing.warmStart;
    if (!warm) throw new Error('the reload made no warm start (performance mark vendas:warm-start)');
    if (warm.endAt === undefined) throw new Error('the warm start never ended (mark vendas:warm-start-end)');
    if (!warm.timedOut) {
      expect(timing.rowsWithBanner).toBeGreaterThan(0);
    } else {
      expect(warm.endAt - warm.at).toBeGreaterThanOrEqual(warm.waitMs - 1);
      expect(timing.bannerAt).toBeGreaterThanOrEqual(warm.endAt);
    }
    // asked for from the page's head (public/login-gate.js), before any module ran, not by the list once the
    // shell had rendered
    expect(timing.listStart).toBeLessThan(timing.parsedAt);
    expect(timing.listStart).toBeLessThan(timing.bannerAt ?? 0);
    // the signed-in app's chunk was asked for from the page's head (public/login-gate.js), not by the first chunk
    expect(timing.signedInAt).toBeLessThan(timing.parsedAt);
    expect(errors()).toEqual([]);
  });

  it('a move to another list keeps the shell, fetched its rows on hover, and shows them with no new call', async () => {
    await page.evaluate(() => {
      (document.querySelector('header') as HTMLElement & { __kept?: boolean }).__kept = true;
      (window as { __fullScreen?: boolean }).__fullScreen = false;
    });
    const link = page.getByRole('menuitem', { name: 'Origens' }).first();
    expect(calls(ORIGENS)).toBe(0);
    const prefetched = page.waitForResponse(ORIGENS);
    await link.hover();
    await prefetched;
    await page.waitForLoadState('networkidle');
    const chunksBefore = requests.filter((r) => r.resourceType() === 'script').length;
    await link.click();
    await page.waitForURL(/\/e\/1\/origens$/);
    await page.locator('tbody tr').first().waitFor();
    expect(calls(ORIGENS)).toBe(1);
    expect(requests.filter((r) => r.resourceType() === 'script').length).toBe(chunksBefore);
    expect(
      await page.evaluate(() => ({
        kept: (document.querySelector('header') as HTMLElement & { __kept?: boolean }).__kept,
        fullScreen: (window as { __fullScreen?: boolean }).__fullScreen,
      })),
    ).toEqual({ kept: true, fullScreen: false });
  });

  it('a list visited again shows its rows from the cache, without asking again', async () => {
    const before = calls(PRODUTOS);
    await page.getByRole('menuitem', { name: 'Produtos' }).first().click();
    await page.waitForURL(/\/e\/1\/produtos$/);
    await page.locator('tbody tr').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(calls(PRODUTOS)).toBe(before);
  });
});
