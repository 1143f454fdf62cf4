import { createHmac } from 'node:crypto';
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, launchBrowser, type RunningServer, startServer } from './harness';
import { networkQuiet, trackRequests } from './settle';

// The page's access token runs out: the user keeps working, and the server must receive exactly one refresh per
// expiry, across pages and across tabs. No waiting for a clock: the server signs with a key this test knows
// (JWT_SECRET), so the test hands the page a copy of its own token already past its `exp`, which the real server
// refuses as expired. Tokens live the default 15 minutes, so the renewed ones do not run out on a slow machine.

const SECRET = 'segredo-do-teste-de-sessao-'.repeat(3);
let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ JWT_SECRET: SECRET }), launchBrowser()]);
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

async function signIn(page: Page) {
  await page.goto(`${server.url}/login`);
  await page.getByLabel(/^E-mail/).fill('gestor@alfa.com.br');
  await page.getByLabel(/^Senha/).fill('demo1234');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.getByText('Bem-vindo').waitFor();
}

const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Puts in the tab's storage (shared by the context's tabs) the same session's access token, signed by the server's
 * key but expired 30 s ago, after checking that the server refuses it as expired.
 */
async function expireAccessToken(page: Page) {
  const token = await page.evaluate(() => localStorage.getItem('accessToken'));
  const claims = JSON.parse(Buffer.from(token!.split('.')[1]!, 'base64url').toString());
  const now = Math.floor(Date.now() / 1000);
  const unsigned = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ ...claims, iat: now - 60, exp: now - 30 })}`;
  const expired = `${unsigned}.${createHmac('sha256', SECRET).update(unsigned).digest('base64url')}`;
  const answer = await fetch(`${server.url}/api/usuarios/me`, {
    headers: { authorization: `Bearer ${expired}` },
  });
  expect(answer.status).toBe(401);
  expect(await answer.json()).toEqual({ message: 'Token de acesso expirado.' });
  await page.evaluate((t) => localStorage.setItem('accessToken', t), expired);
}

describe('expired access tokens', () => {
  it('after expiry the user opens two pages and saves a form with no error and one refresh per expiry', async () => {
    const context = await browser.newContext();
    const refreshes = watchRefreshes(context);
    const page = await context.newPage();
    const errors = collectPageErrors(page, [/status of 401/]);
    await signIn(page);
    await expireAccessToken(page);

    await page.getByRole('menuitem', { name: 'Aparência' }).click();
    await page.getByRole('button', { name: 'Vermelho' }).waitFor();
    await page.goto(`${server.url}/e/1/usuarios/me`);
    const nome = page.getByLabel('Nome completo');
    await nome.fill('Gestora Alfa Renovada');
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByText('Dados salvos.').waitFor();

    // one expiry, one refresh, whatever the two pages and the save asked meanwhile
    expect(refreshes).toHaveLength(1);
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
    expect(refreshes).toHaveLength(0);
    await expireAccessToken(second);

    const logs: string[] = [];
    for (const [name, tab] of [
      ['first', first],
      ['second', second],
    ] as const)
      tab.on('console', (m) => logs.push(`${name} ${m.type()}: ${m.text()}`));
    await Promise.all([first.reload(), second.reload()]);
    // it timed out once in CI beside the walks: a failure says where each tab stood
    const welcomed = (tab: Page, name: string) =>
      tab
        .getByText('Bem-vindo')
        .waitFor()
        .catch(async (error: Error) => {
          const text = await tab
            .evaluate(() => (document.body.textContent ?? '').slice(0, 400))
            .catch(() => '?');
          throw new Error(
            `${name} at ${tab.url()} without "Bem-vindo" (${error.message.split('\n')[0]}); refreshes ${refreshes.length}; page: ${text}; console: ${logs.join(' | ')}`,
          );
        });
    await Promise.all([welcomed(first, 'first'), welcomed(second, 'second')]);
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
    trackRequests(context);
    const page = await context.newPage();
    collectPageErrors(page);
    await signIn(page);
    // the home fetches the first list in idle time (src/shell/PrefetchRegisters.tsx): let that call end first, or
    // on a busy machine it meets the revoked session and the dialog is up before the click on Aparência below
    await page.evaluate(() => new Promise((done) => requestIdleCallback(done, { timeout: 2_000 })));
    await networkQuiet(page);
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

  it('a reload while the refresh is on the way: the next load retries that rotation and stays signed in', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = collectPageErrors(page, [/status of 401/]);
    await signIn(page);
    const sent: Array<{ token: string; key: string | undefined }> = [];
    context.on('request', (request: Request) => {
      if (request.method() === 'POST' && request.url().endsWith('/api/auth/refresh-token'))
        sent.push({
          token: (request.postDataJSON() as { refreshToken: string }).refreshToken,
          key: request.headers()['idempotency-key'],
        });
    });
    // The server rotates, but the page never reads the answer: it is reloaded first.
    let rotated!: () => void;
    const serverRotated = new Promise<void>((resolve) => {
      rotated = resolve;
    });
    let held = 0;
    await page.route('**/api/auth/refresh-token', async (route) => {
      // the later loads' refreshes go through untouched
      if (held++ > 0) return route.continue();
      const answer = await route.fetch();
      expect(answer.status()).toBe(200);
      rotated();
      // never answered: the page that sent it is gone by then (and Playwright drops the route with it)
    });
    await expireAccessToken(page);
    await page.reload();
    await serverRotated;
    const expired = await page.evaluate(() => localStorage.getItem('accessToken'));
    await page.goto(`${server.url}/e/1/produtos/create`);
    await page.getByLabel(/^Código/).waitFor();
    // the load's first call is refused (the expired token) and renews: the same spent token with the same key
    await expect.poll(() => sent.length, { timeout: 60_000 }).toBe(2);
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('renovacaoPendente')), { timeout: 60_000 })
      .toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).not.toBe(expired);
    expect(sent[1]).toEqual(sent[0]);
    expect(sent[0]?.key).toMatch(/^[A-Za-z0-9_-]{16,100}$/);
    // the form, never the dialog asking for the password
    expect(await page.getByRole('dialog', { name: 'Entre novamente para continuar' }).count()).toBe(0);
    const me = await page.evaluate(async () => {
      const answer = await fetch('/api/usuarios/me', {
        headers: { authorization: `Bearer ${localStorage.getItem('accessToken')}` },
      });
      return answer.status;
    });
    expect(me).toBe(200);
    expect(await page.evaluate(() => localStorage.getItem('renovacaoPendente'))).toBeNull();
    expect(errors()).toEqual([]);
    await context.close();
  });
});
