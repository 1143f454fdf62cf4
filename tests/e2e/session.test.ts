import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, launchBrowser, type RunningServer, startServer } from './harness';

// Access tokens that live 2 s (ACCESS_TOKEN_TTL=2): the user waits past expiry and keeps working; the server
// must receive exactly one refresh per expiry, across pages and across tabs.

const TTL_MS = 2000;
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ ACCESS_TOKEN_TTL: '2' }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Every refresh call any page of the context sends, with its time. */
function watchRefreshes(context: BrowserContext) {
  const times: number[] = [];
  context.on('request', (request: Request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/auth/refresh-token'))
      times.push(Date.now());
  });
  return times;
}

/**
 * One refresh per expiry. JWT `exp` counts whole seconds, so a 2 s token lives between 1 and 2 s: legitimate
 * refreshes are at least ~1 s apart, while two sent for the same expiry would be milliseconds apart.
 */
function expectOnePerExpiry(times: number[]) {
  const sorted = [...times].sort((a, b) => a - b);
  for (let i = 1; i < sorted.length; i++) expect(sorted[i]! - sorted[i - 1]!).toBeGreaterThan(700);
}

async function signIn(page: Page) {
  await page.goto(`${server.url}/login`);
  await page.getByLabel(/^E-mail/).fill('gestor@alfa.com.br');
  await page.getByLabel(/^Senha/).fill('demo1234');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByText('Bem-vindo').waitFor();
}

const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('expired access tokens', () => {
  it('after expiry the user opens two pages and saves a form with no error and one refresh per expiry', async () => {
    const context = await browser.newContext();
    const refreshes = watchRefreshes(context);
    const page = await context.newPage();
    const errors = collectPageErrors(page, [/status of 401/]);
    await signIn(page);
    await wait(TTL_MS + 500);

    await page.getByRole('menuitem', { name: 'Aparência' }).click();
    await page.getByRole('button', { name: 'Vermelho' }).waitFor();
    await page.goto(`${server.url}/e/1/usuarios/me`);
    const nome = page.getByLabel('Nome completo');
    await nome.fill('Gestora Alfa Renovada');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Dados salvos.').waitFor();

    expect(refreshes.length).toBeGreaterThanOrEqual(1);
    expectOnePerExpiry(refreshes);
    expect(page.url()).not.toContain('/login');
    expect(
      await page
        .getByRole('alert')
        .filter({ hasText: /erro|expirad/i })
        .count(),
    ).toBe(0);
    expect(errors()).toEqual([]);
    await context.close();
  });

  it('two tabs reloaded at once after expiry both stay signed in with one refresh between them', async () => {
    const context = await browser.newContext();
    const refreshes = watchRefreshes(context);
    const first = await context.newPage();
    await signIn(first);
    const second = await context.newPage();
    await second.goto(`${server.url}/e/1`);
    await second.getByText('Bem-vindo').waitFor();
    await wait(TTL_MS + 500);
    refreshes.length = 0;

    await Promise.all([first.reload(), second.reload()]);
    await Promise.all([first.getByText('Bem-vindo').waitFor(), second.getByText('Bem-vindo').waitFor()]);
    expect(first.url()).not.toContain('/login');
    expect(second.url()).not.toContain('/login');
    expect(refreshes).toHaveLength(1);
    // and the session is still alive: a later call in either tab works
    await second.getByRole('menuitem', { name: 'Aparência' }).click();
    await second.getByRole('button', { name: 'Vermelho' }).waitFor();
    await context.close();
  });

  it('a refresh that fails asks for the password over the page; leaving goes to /login with the way back', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    collectPageErrors(page);
    await signIn(page);
    // the session is revoked elsewhere (logout from another device): the refresh token dies with it
    const refreshToken = await page.evaluate(() => localStorage.getItem('refreshToken'));
    await fetch(`${server.url}/api/auth/logout`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken }),
    });
    await page.getByRole('menuitem', { name: 'Aparência' }).click();
    // not a logout: the user signs in again in place (tests/e2e/reauth.test.ts), or leaves from there
    const dialog = page.getByRole('dialog', { name: 'Entre novamente para continuar' });
    await dialog.waitFor();
    expect(page.url()).not.toContain('/login');
    await dialog.getByRole('button', { name: 'Entrar com outro usuário' }).click();
    await page.waitForURL(/\/login\?redirect=%2Fe%2F1%2Faparencia$/);
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    await context.close();
  });
});
