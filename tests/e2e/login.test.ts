import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, launchBrowser, type RunningServer, startServer } from './harness';

// The steps share one page and run in order: sign-in state carries from one to the next, like a user's session.
describe('login', () => {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  let page: Page;
  let pageErrors: () => string[];

  const app = () => {
    if (!server) throw new Error('servidor não iniciado');
    return server.url;
  };
  // The accessible name of the password field's eye button ("Mostrar senha") also contains "senha".
  const emailField = () => page.getByLabel(/^E-mail/);
  const passwordField = () => page.getByLabel(/^Senha/);
  const storedToken = () => page.evaluate(() => localStorage.getItem('accessToken'));
  const tokenCookies = async () =>
    (await page.context().cookies()).filter((c) => c.name === 'accessToken' || c.name === 'refreshToken');

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    page = await browser.newPage();
    // The wrong-password step makes the browser log the 401 answer itself.
    pageErrors = collectPageErrors(page, [/status of 401/]);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });

  it('sends a signed-out visitor from the root to /login, in Portuguese', async () => {
    await page.goto(app());
    await page.waitForURL(/\/login/);
    await emailField().waitFor();
    await passwordField().waitFor();
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    expect(await page.title()).toBe('Vendas');
  });

  it("shows the server's message for a wrong password", async () => {
    const answer = await fetch(`${app()}/api/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'gestor@alfa.com.br', senha: 'senha-errada' }),
    });
    expect(answer.status).toBe(401);
    const { message } = (await answer.json()) as { message: string };

    await emailField().fill('gestor@alfa.com.br');
    await passwordField().fill('senha-errada');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByText(message).waitFor();
    expect(page.url()).toContain('/login');
    expect(await storedToken()).toBeNull();
  });

  it('signs in and greets the user with the principal company', async () => {
    await passwordField().fill('demo1234');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByText('Bem-vindo').waitFor();
    await page.getByText('Alfa Telecom').first().waitFor();
    expect(page.url()).not.toContain('/login');
    expect(await storedToken()).toBeTruthy();
    expect((await tokenCookies()).map((c) => c.name).sort()).toEqual(['accessToken', 'refreshToken']);
  });

  it('signs out back to /login and forgets the session', async () => {
    await page.getByRole('button', { name: 'Perfil' }).click();
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await page.waitForURL(/\/login/);
    await emailField().waitFor();
    expect(await storedToken()).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('usuario'))).toBeNull();
    expect(await tokenCookies()).toEqual([]);
  });

  it('raised no page errors', () => {
    expect(pageErrors()).toEqual([]);
  });
});
