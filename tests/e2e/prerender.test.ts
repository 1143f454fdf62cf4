import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, launchBrowser, type RunningServer, startServer } from './harness';

// Issue 17: the login form comes in the HTML itself (scripts/prerender-login.ts) and works before React
// hydrates it; a first move to a list keeps the shell.
describe('prerendered login and in-app moves', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  /** A page whose app entry is held until `release()`: what it shows meanwhile is the HTML alone. */
  async function heldPage() {
    const page = await browser.newPage();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    return { page, release };
  }

  it('sends the form in the HTML response itself', async () => {
    const html = await (await fetch(`${server.url}/login`)).text();
    expect(html).toMatch(/<form[^>]*>/);
    expect(html).toMatch(/<input[^>]*name="email"/);
    expect(html).toMatch(/<input[^>]*name="senha"/);
    expect(html).toContain('Entrar');
  });

  it('keeps what was typed and a submit made before hydration, and sends them', async () => {
    const { page, release } = await heldPage();
    const errors = collectPageErrors(page);
    await page.goto(`${server.url}/login`, { waitUntil: 'commit' });
    await page.locator('input[name="email"]').pressSequentially('gestor@alfa.com.br', { delay: 0 });
    await page.locator('input[name="senha"]').pressSequentially('demo1234', { delay: 0 });
    expect(
      await page.evaluate(() => Boolean((window as { __loginHydrated?: boolean }).__loginHydrated)),
    ).toBe(false);
    await page.keyboard.press('Enter');
    // held, not the browser's own GET with the password in the address
    expect(page.url()).toBe(`${server.url}/login`);
    release();
    await page.getByText('Bem-vindo').waitFor();
    expect(errors()).toEqual([]);
    await page.close();
  });

  it('keeps typing that goes on while React hydrates', async () => {
    const { page, release } = await heldPage();
    const errors = collectPageErrors(page);
    await page.goto(`${server.url}/login`, { waitUntil: 'commit' });
    const email = page.locator('input[name="email"]');
    await email.pressSequentially('gestor@alfa', { delay: 0 });
    release();
    await email.pressSequentially('.com.br', { delay: 0 });
    await page.locator('input[name="senha"]').pressSequentially('demo1234', { delay: 0 });
    await page.waitForFunction(() => (window as { __loginHydrated?: boolean }).__loginHydrated === true);
    expect(await email.inputValue()).toBe('gestor@alfa.com.br');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByText('Bem-vindo').waitFor();
    expect(errors()).toEqual([]);
    await page.close();
  });

  it('moves from the home to a list without the full-screen loader', async () => {
    const page: Page = await browser.newPage();
    await page.goto(`${server.url}/login`);
    await page.locator('input[name="email"]').fill('gestor@alfa.com.br');
    await page.locator('input[name="senha"]').fill('demo1234');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByText('Bem-vindo').waitFor();
    // any progressbar covering the viewport from now on is the full-screen loader
    await page.evaluate(() => {
      const w = window as { __fullScreen?: boolean };
      w.__fullScreen = false;
      new MutationObserver(() => {
        for (const el of document.querySelectorAll('[role="progressbar"]')) {
          const r = el.getBoundingClientRect();
          if (r.width >= innerWidth * 0.9 && r.height >= innerHeight * 0.9) w.__fullScreen = true;
        }
      }).observe(document.body, { childList: true, subtree: true, attributes: true });
    });
    await page.getByRole('link', { name: 'Produtos', exact: true }).first().click();
    await page.locator('tbody tr').first().waitFor();
    expect(await page.evaluate(() => (window as { __fullScreen?: boolean }).__fullScreen)).toBe(false);
    // the shell stayed: the app bar is there all along
    expect(await page.getByRole('banner').first().isVisible()).toBe(true);
    await page.close();
  });
});
