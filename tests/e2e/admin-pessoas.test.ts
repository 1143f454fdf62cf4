import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectPageErrors } from './harness';
import { startedForThisFile } from './keyboard';

// The people of a company for the platform admin (issue 14.2): from Alfa Telecom's page to its people, the
// invitation of a manager by keyboard, and the same person through the API with the admin as the history's author.

const e2e = startedForThisFile();

async function signInAdmin(page: Page) {
  await page.goto(`${e2e.server.url}/login?redirect=${encodeURIComponent('/admin/empresas/1')}`);
  await page.getByLabel(/^E-mail/).fill('admin@exemplo.com.br');
  await page.getByLabel(/^Senha/).fill('demo1234');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/admin\/empresas\/1$/);
}

describe("a company's people in the admin area", () => {
  it('opens Alfa Telecom’s people, invites a first manager and sees him in the list and the API', async () => {
    const page = await e2e.browser.newPage();
    const errors = collectPageErrors(page);
    await signInAdmin(page);

    await page.getByRole('link', { name: 'Ver pessoas' }).click();
    await page.waitForURL(/\/admin\/empresas\/1\/pessoas$/);
    await page.getByRole('heading', { level: 1, name: 'Pessoas — Alfa Telecom' }).waitFor();
    await page.getByRole('row').filter({ hasText: 'gestor@alfa.com.br' }).waitFor();

    await page.getByRole('link', { name: 'Convidar pessoa' }).click();
    await page.waitForURL(/\/pessoas\/convidar$/);
    // the e-mail has the focus; the keyboard fills the form
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
    await page.keyboard.type('marta.gestora@alfa.com.br', { delay: 0 });
    await page.getByLabel(/^Nome/).fill('');
    await page.getByLabel(/^Nome/).pressSequentially('Marta Gestora', { delay: 0 });
    await page.getByRole('combobox', { name: /^Papel/ }).click();
    await page.getByRole('option', { name: 'Gerente' }).click();
    // Enter in a text field sends the invitation
    await page.getByLabel(/^Nome/).press('Enter');
    await page.waitForURL(/\/admin\/empresas\/1\/pessoas$/);
    const row = page.getByRole('row').filter({ hasText: 'marta.gestora@alfa.com.br' });
    await row.waitFor();
    await expect.poll(() => row.textContent()).toMatch(/Marta Gestora.*Gerente.*Ativo.*Pendente/);

    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    const get = (path: string) =>
      fetch(`${e2e.server.url}${path}`, { headers: { authorization: `Bearer ${token}` } }).then((r) =>
        r.json(),
      );
    const perfis = (await get('/api/perfis/empresas/1/admin')) as Array<{
      perfilId: number;
      nome: string;
      papelNome: string;
      aceito: boolean;
      usuario: { email: string } | null;
    }>;
    const marta = perfis.find((p) => p.usuario?.email === 'marta.gestora@alfa.com.br');
    expect(marta).toMatchObject({ nome: 'Marta Gestora', papelNome: 'Gerente', aceito: false });
    const historico = (await get(`/api/perfis/empresas/1/${marta!.perfilId}/historico`)) as Array<{
      acao: string;
      usuario: { nomeCompleto: string };
    }>;
    const me = (await get('/api/usuarios/me')) as { nomeCompleto: string };
    expect(historico[0]).toMatchObject({ acao: 'criado', usuario: { nomeCompleto: me.nomeCompleto } });
    expect(errors()).toEqual([]);
    await page.close();
  });
});
