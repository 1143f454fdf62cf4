import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectPageErrors } from './harness';
import { startedForThisFile } from './keyboard';

// The platform's registers (empresas, grupos, domínios) are schema-driven like the company ones: the admin area
// shows them from their schemas, with the references between them and the field errors of their rules.

const e2e = startedForThisFile();

async function signInAdmin(page: Page) {
  await page.goto(`${e2e.server.url}/login?redirect=${encodeURIComponent('/admin')}`);
  await page.getByLabel(/^E-mail/).fill('admin@exemplo.com.br');
  await page.getByLabel(/^Senha/).fill('demo1234');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/admin$/);
}

describe('admin registers', () => {
  it('lists the companies with their group, creates a group and a domain, refusing a bad domain at its field', async () => {
    const page = await e2e.browser.newPage();
    const errors = collectPageErrors(page);
    await signInAdmin(page);

    // the companies, with the group drawn by its recordRepresentation
    await page.getByRole('menuitem', { name: 'Empresas' }).click();
    await page.waitForURL(/\/admin\/empresas$/);
    const alfa = page.getByRole('row').filter({ hasText: 'Alfa Telecom' });
    await alfa.waitFor();
    await expect.poll(() => alfa.textContent()).toMatch(/Grupo/);

    // a new group
    await page.goto(`${e2e.server.url}/admin/grupos/create`);
    await page.getByLabel(/^Nome/).fill('Grupo Nordeste');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await page.waitForURL(/\/admin\/grupos(\/\d+)?$/);

    // a domain: upper case breaks its pattern, at the field; then a good one, pointing at Alfa Telecom
    await page.goto(`${e2e.server.url}/admin/dominios/create`);
    await page.getByLabel(/^Domínio/).fill('Vendas.Alfa.com.br');
    const empresa = page.getByRole('combobox', { name: /^Empresa/ });
    await empresa.fill('Alfa');
    await page.getByRole('option', { name: 'Alfa Telecom' }).click();
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await page
      .getByText(/formato|inválid/i)
      .first()
      .waitFor();
    expect(page.url()).toMatch(/\/dominios\/create$/);
    await page.getByLabel(/^Domínio/).fill('vendas.alfa.com.br');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await page.waitForURL(/\/admin\/dominios(\/\d+)?$/);

    // both are in the API as sent
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    const get = (path: string) =>
      fetch(`${e2e.server.url}${path}`, { headers: { authorization: `Bearer ${token}` } }).then((r) =>
        r.json(),
      );
    const grupos = (await get('/api/admin/grupos')) as Array<{ nome: string }>;
    expect(grupos.map((g) => g.nome)).toContain('Grupo Nordeste');
    const dominios = (await get('/api/admin/dominios')) as Array<{ dominio: string; empresaId: number }>;
    expect(dominios).toContainEqual(expect.objectContaining({ dominio: 'vendas.alfa.com.br', empresaId: 1 }));
    expect(errors()).toEqual([]);
    await page.close();
  });
});
