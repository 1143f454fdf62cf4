import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startedForThisFile } from './keyboard';

// The harness hands a passed test's page to the next test (harness.ts recyclePages): this checks that the page
// comes back emptied of everything the first test left in it, and that what a reset cannot undo keeps a page out.

const e2e = startedForThisFile();
let first: Page | undefined;
let tainted: Page | undefined;

/** What the origin's storage holds, as the app would read it. */
const storage = (page: Page) =>
  page.evaluate(async () => ({
    local: localStorage.length,
    session: sessionStorage.length,
    cookie: document.cookie,
    databases: (await indexedDB.databases()).map((d) => d.name),
  }));

describe('a page handed on to the next test', () => {
  it('leaves storage, a cookie, a database and listeners behind', async () => {
    first = await e2e.browser.newPage();
    await first.goto(`${e2e.server.url}/api/health`);
    await first.evaluate(async () => {
      localStorage.setItem('accessToken', 'do teste anterior');
      sessionStorage.setItem('rascunho', 'x');
      // biome-ignore lint/suspicious/noDocumentCookie: the state a previous test may leave behind
      document.cookie = 'refreshToken=antigo; path=/';
      await new Promise((resolve) => {
        const open = indexedDB.open('vendas-tokens');
        open.onupgradeneeded = () => open.result.createObjectStore('t');
        open.onsuccess = () => {
          open.result.close();
          resolve(null);
        };
      });
    });
    first.on('console', () => {
      throw new Error('um ouvinte do teste anterior');
    });
    expect(await storage(first)).toEqual({
      local: 1,
      session: 1,
      cookie: 'refreshToken=antigo',
      databases: ['vendas-tokens'],
    });
    await first.close();
    expect(first.isClosed()).toBe(true);
  });

  it('comes back empty, with none of them', async () => {
    const page = await e2e.browser.newPage();
    // the same page (the point of handing it on), not a new one
    expect(page).toBe(first);
    expect(page.isClosed()).toBe(false);
    await page.goto(`${e2e.server.url}/api/health`);
    expect(await storage(page)).toEqual({ local: 0, session: 0, cookie: '', databases: [] });
    // the first test's console listener is gone: this would throw in it
    await page.evaluate(() => console.log('ouvido?'));
    // a change a reset cannot undo: this page must not reach the next test
    await page.setViewportSize({ width: 390, height: 844 });
    tainted = page;
  });

  it('a page whose test changed what a reset cannot undo is not handed on', async () => {
    const page = await e2e.browser.newPage();
    expect(page).not.toBe(tainted);
    expect(tainted?.isClosed()).toBe(true);
    expect(page.viewportSize()).toEqual({ width: 1280, height: 720 });
  });
});
