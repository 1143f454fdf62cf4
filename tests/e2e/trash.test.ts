import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectPageErrors } from './harness';
import { signInByKeyboard, startedForThisFile, tabTo } from './keyboard';

// Delete and undo, and the trash: a produto deleted from its edit page comes back with the notification's
// Desfazer (reached by keyboard); another one, deleted, is restored from /produtos/lixeira.

const e2e = startedForThisFile();

/** Opens a produto's edit page from the list by its code and deletes it, confirming the dialog. */
async function deleteFromEditPage(page: Page, codigo: string) {
  await page.goto(`${e2e.server.url}/e/1/produtos`);
  await page.getByRole('link', { name: codigo, exact: true }).click();
  await page.waitForURL(/\/produtos\/\d+$/);
  await page.getByLabel(/^Nome/).waitFor();
  await page.getByRole('button', { name: 'Excluir' }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /confirmar|excluir/i })
    .click();
  await page.waitForURL(/\/e\/1\/produtos$/);
}

describe('trash and undo', () => {
  it('deletes a produto, Desfazer brings it back; another comes back from the Lixeira', async () => {
    const page = await e2e.browser.newPage();
    const errors = collectPageErrors(page);
    await signInByKeyboard(page, e2e.server.url, 'gestor@alfa.com.br');

    // delete CTRL-15 and undo it from the notification, by keyboard
    await deleteFromEditPage(page, 'CTRL-15');
    await page.getByText('Produto movido para a lixeira.').waitFor();
    await page.getByRole('link', { name: 'POS-30', exact: true }).waitFor();
    await expect.poll(() => page.getByRole('link', { name: 'CTRL-15', exact: true }).count()).toBe(0);
    await tabTo(page, (el) => el.text === 'Desfazer', 200);
    await page.keyboard.press('Enter');
    await page.getByText('Produto restaurado.').waitFor();
    await page.getByRole('link', { name: 'CTRL-15', exact: true }).waitFor();

    // delete POS-30, then restore it from the trash screen
    await deleteFromEditPage(page, 'POS-30');
    await page.getByText('Produto movido para a lixeira.').first().waitFor();
    await page.getByRole('link', { name: 'Lixeira' }).click();
    await page.waitForURL(/\/e\/1\/produtos\/lixeira$/);
    await page.getByRole('heading', { name: 'Lixeira de produtos', level: 1 }).waitFor();
    const row = page.getByRole('row').filter({ hasText: 'POS-30' });
    await row.getByRole('button', { name: /^Restaurar POS-30/ }).click();
    await page.getByText('Produto restaurado.').first().waitFor();
    await page.getByText('A lixeira está vazia.').waitFor();
    await page.goto(`${e2e.server.url}/e/1/produtos`);
    await page.getByRole('link', { name: 'POS-30', exact: true }).waitFor();

    expect(errors()).toEqual([]);
    await page.close();
  });
});
