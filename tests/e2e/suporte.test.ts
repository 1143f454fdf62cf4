import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { buildTheme } from '../../src/theme/theme';
import { collectPageErrors } from './harness';
import { api, startedForThisFile } from './keyboard';

// Support in and out (issue 14.4): a platform ADMIN lands on /admin, enters a company from the picker, sees it as
// its members do (name, colour, title) under a "Suporte" banner, and goes back in one click.

const e2e = startedForThisFile();

async function signIn(page: Page, path = '/login') {
  await page.goto(`${e2e.server.url}${path}`);
  await page.getByLabel(/^E-mail/).fill('admin@exemplo.com.br');
  await page.getByLabel(/^Senha/).fill('demo1234');
  await page.getByRole('button', { name: 'Entrar' }).click();
}

const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16)).join(', ')})`;

describe('support in and out', () => {
  it('lands on /admin, enters Beta Energia from the picker with its name and colour, and comes back', async () => {
    const page = await e2e.browser.newPage();
    const errors = collectPageErrors(page);
    await signIn(page);
    await page.waitForURL(/\/admin$/);

    const [beta] = await api<{ empresaId: number; nome: string; aparencia: { cor: string } | null }[]>(
      page,
      `/admin/empresas?filter=${encodeURIComponent(JSON.stringify({ id: [2] }))}`,
    );
    if (!beta) throw new Error('GET /admin/empresas: sem a empresa 2');
    expect(beta.nome).toBe('Beta Energia');

    // the picker, by keyboard: type part of the name, the first match is highlighted, Enter opens it
    await page.getByRole('button', { name: 'Entrar na empresa' }).click();
    await page.getByRole('combobox', { name: 'Empresa' }).waitFor();
    await page.keyboard.type('beta', { delay: 0 });
    await page.getByRole('option', { name: beta.nome }).waitFor();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/e\/2$/);

    await page.getByText(`Suporte — ${beta.nome}`).waitFor();
    await expect.poll(() => page.title()).toBe(`Vendas – ${beta.nome}`);
    await page.getByRole('banner').getByText(beta.nome).waitFor();
    const primary = () =>
      page
        .locator('#main-content .MuiSvgIcon-colorPrimary')
        .first()
        .evaluate((el) => getComputedStyle(el).color);
    // the light look (the context's colour scheme): the shade the theme picks for 4.5:1, src/theme/contraste.ts
    await expect.poll(primary).toBe(rgb(buildTheme('light', beta.aparencia?.cor).palette.primary.main));

    // back to the administration in one click, from the app bar; and from the banner
    await page.getByRole('link', { name: 'Administração', exact: true }).click();
    await page.waitForURL(/\/admin$/);
    await page.goto(`${e2e.server.url}/e/2/produtos`);
    await page.getByRole('link', { name: 'Voltar à administração' }).click();
    await page.waitForURL(/\/admin$/);
    await expect.poll(() => page.title()).toBe('Vendas – Administração');

    // a company that does not exist is not a shell
    await page.goto(`${e2e.server.url}/e/999`);
    await page.getByRole('heading', { name: 'Página não encontrada' }).waitFor();
    expect(await page.getByText('Suporte —').count()).toBe(0);

    expect(errors()).toEqual([]);
    await page.close();
  });

  it('a deep link asked before signing in is where the ADMIN lands', async () => {
    const page = await e2e.browser.newPage();
    const errors = collectPageErrors(page);
    await signIn(page, '/e/2/produtos');
    await page.waitForURL(/\/e\/2\/produtos$/);
    await page.getByText('Suporte — Beta Energia').waitFor();
    expect(errors()).toEqual([]);
    await page.close();
  });
});
