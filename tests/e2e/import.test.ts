import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectPageErrors } from './harness';
import { api, signInByKeyboard, startedForThisFile, tabTo } from './keyboard';

// "Importar" on a list: a CSV with a bad row shows that row's error and cannot be imported; the corrected file
// imports, all of it, and the records are there.

const e2e = startedForThisFile();

/** Chooses a file the way a keyboard user does: Enter on the button opens the browser's file chooser. */
async function chooseByKeyboard(page: Page, button: string, name: string, text: string) {
  const [chooser] = await Promise.all([
    page.waitForEvent('filechooser'),
    page.getByRole('button', { name: button, exact: true }).press('Enter'),
  ]);
  await chooser.setFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(`\uFEFF${text}`, 'utf8') });
}

describe('Importar', () => {
  it('shows the bad row of a file, then imports the corrected file and the records are there', async () => {
    const page = await e2e.browser.newPage();
    const errors = collectPageErrors(page, [/400 \(Bad Request\)/]);
    await signInByKeyboard(page, e2e.server.url, 'gestor@alfa.com.br', { to: '/e/1/produtos' });
    await page.getByRole('link', { name: 'CTRL-15' }).waitFor();

    await tabTo(page, (el) => el.text === 'Importar');
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Importar produtos' });
    await dialog.waitFor();
    // the first step has the focus
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Escolher arquivo');

    await chooseByKeyboard(
      page,
      'Escolher arquivo',
      'produtos.csv',
      'Código;Nome;Preço;Ativo\r\nE2E-IMP-1;Plano Importado;49,90;Sim\r\nE2E-IMP-2;Chip Importado;abc;Sim\r\n',
    );
    await dialog.getByText('A importação cria 1, altera 0, 1 com erro.', { exact: false }).waitFor();
    const row = dialog.getByRole('row').filter({ hasText: 'Número inválido' });
    await expect
      .poll(() => row.locator('td').allTextContents())
      .toEqual(['3', 'Preço', 'Número inválido: use vírgula nos decimais, como 1.234,56.']);
    // the columns were matched by their titles
    await expect.poll(() => dialog.getByLabel('Preço', { exact: true }).textContent()).toBe('Preço');
    expect(await dialog.getByRole('button', { name: 'Importar' }).isDisabled()).toBe(true);
    expect(await api(page, '/empresas/1/produtos?filter={"q":"E2E-IMP"}')).toEqual([]);

    // the fix: the corrected file, chosen again from the same button
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe('Escolher outro arquivo');
    await chooseByKeyboard(
      page,
      'Escolher outro arquivo',
      'produtos-corrigido.csv',
      'Código;Nome;Preço;Ativo\r\nE2E-IMP-1;Plano Importado;49,90;Sim\r\nE2E-IMP-2;Chip Importado;12,00;Sim\r\n',
    );
    await dialog.getByText('A importação cria 2, altera 0, 0 com erro.', { exact: false }).waitFor();
    // and the focus moved on to Importar
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Importar');
    await page.keyboard.press('Enter');
    await page.getByText('Importação concluída: 2 criados, 0 alterados.').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const records = await api<Array<{ codigo: string; nome: string; preco: number; ativo: boolean }>>(
      page,
      '/empresas/1/produtos?filter={"q":"E2E-IMP"}&sort=["codigo","ASC"]',
    );
    expect(records.map(({ codigo, nome, preco, ativo }) => ({ codigo, nome, preco, ativo }))).toEqual([
      { codigo: 'E2E-IMP-1', nome: 'Plano Importado', preco: 49.9, ativo: true },
      { codigo: 'E2E-IMP-2', nome: 'Chip Importado', preco: 12, ativo: true },
    ]);
    // the list shows them without a reload
    await page.getByRole('link', { name: 'E2E-IMP-1' }).waitFor();
    expect(errors()).toEqual([]);
  });
});
