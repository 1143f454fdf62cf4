import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, launchBrowser, type RunningServer, startServer } from './harness';

// Own profile (/e/{id}/usuarios/me) and the terms of use. The server's terms are at version 2 while the demo
// users accepted version 1, so every sign-in meets the blocking terms dialog first.

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ TERMOS_VERSAO: '2' }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signIn(page: Page, email: string, senha = 'demo1234') {
  await page.goto(`${server.url}/login`);
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Senha/).fill(senha);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

async function api(path: string, token: string, body?: unknown) {
  const res = await fetch(`${server.url}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

describe('terms of use', () => {
  it('block the app at sign-in until accepted, once', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await signIn(page, 'gestor@beta.com.br');
    const dialog = page.getByRole('dialog', { name: /Termos de uso — versão 2/ });
    await dialog.waitFor();
    // Escape does not get rid of it
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(true);
    await dialog.getByRole('button', { name: 'Aceitar os termos' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByText('Bem-vindo, Gestor Beta').waitFor();
    await page.reload();
    await page.getByText('Bem-vindo, Gestor Beta').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    await page.goto(`${server.url}/e/2/usuarios/me`);
    await page.getByText(/Você aceitou a versão 2 em/).waitFor();
    expect(errors()).toEqual([]);
    await context.close();
  });
});

describe('own profile', () => {
  it('accepts a pending invitation, and the new company appears in the switcher', async () => {
    // gestor@beta invites vendedor@alfa to Beta Energia
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'gestor@beta.com.br', senha: 'demo1234' }),
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const invited = await api('/usuarios/empresas/2', accessToken, {
      nomeCompleto: 'Vendedor Alfa',
      email: 'vendedor@alfa.com.br',
      papelId: 5,
    });
    expect(invited.status).toBe(201);

    const context = await browser.newContext();
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await signIn(page, 'vendedor@alfa.com.br');
    await page.getByRole('button', { name: 'Aceitar os termos' }).click();
    // leaving before the acceptance is saved would abort it, and the dialog would block the next page
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByText('Bem-vindo').waitFor();
    // a single company: no switcher yet
    expect(await page.getByRole('button', { name: /Trocar empresa/ }).count()).toBe(0);
    await page.goto(`${server.url}/e/1/usuarios/me`);
    await page.getByText('Convite pendente').waitFor();
    await page.getByRole('button', { name: 'Aceitar', exact: true }).click();
    await page.getByText('Convite aceito.').waitFor();
    await page.getByRole('button', { name: /Trocar empresa/ }).click();
    await page.getByRole('menuitem', { name: 'Beta Energia' }).click();
    await page.waitForURL(/\/e\/2$/);
    await expect.poll(() => page.title()).toBe('Vendas – Beta Energia');
    expect(errors()).toEqual([]);
    await context.close();
  });

  it('changes the password with errors at their fields, keeping what was typed', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    collectPageErrors(page, [/status of 400/]);
    await signIn(page, 'multi@exemplo.com.br');
    await page.getByRole('button', { name: 'Aceitar os termos' }).click();
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.goto(`${server.url}/e/1/usuarios/me`);
    await page.getByLabel('Senha atual').fill('errada-123');
    await page.getByLabel('Nova senha', { exact: true }).fill('nova-senha-forte');
    await page.getByLabel('Confirme a nova senha').fill('nova-senha-forte');
    await page.getByRole('button', { name: 'Trocar senha' }).click();
    await page.getByText('A senha atual não confere.').waitFor();
    expect(await page.getByLabel('Nova senha', { exact: true }).inputValue()).toBe('nova-senha-forte');
    await page.getByLabel('Senha atual').fill('demo1234');
    await page.getByRole('button', { name: 'Trocar senha' }).click();
    await page.getByText(/Senha trocada/).waitFor();
    await page.goto(`${server.url}/logout`);
    await page.waitForURL(/\/login$/);
    await signIn(page, 'multi@exemplo.com.br', 'nova-senha-forte');
    await page.getByText('Bem-vindo').waitFor();
    await context.close();
  });
});
