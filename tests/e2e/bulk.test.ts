import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectPageErrors } from './harness';
import { api, signInByKeyboard, startedForThisFile, tabTo, typeSlowly } from './keyboard';

// Bulk edit (issue 12.3) from the keyboard: select 30 produtos in the list, "Editar em lote", choose Preço, type
// the new price, confirm "Alterar 30 produtos?", and read the 30 back through the API.

const e2e = startedForThisFile();
/** SHOTS_DIR=/tmp/shots/H6: the dialog's screenshots in light and dark, for a visual review. */
const shots = process.env.SHOTS_DIR;

type Produto = { id: number; codigo: string; preco: number; nome: string };

describe('bulk edit', () => {
  it('sets the price of 30 selected produtos in one go', async () => {
    const page: Page = await e2e.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = collectPageErrors(page);
    await signInByKeyboard(page, e2e.server.url, 'gestor@alfa.com.br');
    for (let i = 1; i <= 30; i++)
      await api(page, '/empresas/1/produtos', {
        method: 'POST',
        body: { codigo: `LOTE-${i}`, nome: `Lote azul ${i}`, preco: 10, ativo: true },
      });

    const filter = encodeURIComponent(JSON.stringify({ q: 'Lote azul' }));
    await page.goto(`${e2e.server.url}/e/1/produtos?filter=${filter}&perPage=50`);
    await page.getByRole('link', { name: 'LOTE-30' }).waitFor();
    await expect.poll(() => page.getByRole('row').count()).toBe(31);

    // the header's checkbox selects the page: Space on it
    await tabTo(page, (el) => el.tag === 'INPUT' && /selecionar tud|todos/i.test(el.label));
    await page.keyboard.press('Space');
    await page.getByText(/30 .*selecionad/i).waitFor();
    await tabTo(page, (el) => el.tag === 'BUTTON' && /editar em lote/i.test(el.text));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /editar 30 produtos em lote/i });
    await dialog.waitFor();

    // the fields as checkboxes (the focus on the first), then the form's own input of each one chosen
    await tabTo(page, (el) => el.label === 'Preço');
    await page.keyboard.press('Space');
    await tabTo(page, (el) => el.tag === 'INPUT' && /^Preço/.test(el.label) && el.role !== 'checkbox');
    await typeSlowly(page, '49,90');
    if (shots) await page.screenshot({ path: `${shots}/bulk-choose-light.png` });
    await page.keyboard.press('Enter');
    await dialog.getByText('Alterar 30 produtos?').waitFor();
    await dialog.getByText('R$ 49,90').waitFor();
    if (shots) {
      await page.screenshot({ path: `${shots}/bulk-confirm-light.png` });
      await page.emulateMedia({ colorScheme: 'dark' });
      await page.screenshot({ path: `${shots}/bulk-confirm-dark.png` });
      await page.emulateMedia({ colorScheme: 'light' });
    }
    // the focus is on "Alterar 30 produtos": Enter confirms
    await page.keyboard.press('Enter');
    await page.getByText('30 produtos alterados.').waitFor();
    await dialog.waitFor({ state: 'detached' });

    const after = await api<Produto[]>(
      page,
      `/empresas/1/produtos?filter=${filter}&range=${encodeURIComponent('[0,49]')}`,
    );
    expect(after).toHaveLength(30);
    expect(after.every((p) => p.preco === 49.9)).toBe(true);
    expect(after.map((p) => p.nome).sort()).toEqual(
      Array.from({ length: 30 }, (_, i) => `Lote azul ${i + 1}`).sort(),
    );
    // the list shows the new price without a reload, and the selection is gone
    await expect.poll(() => page.getByText(/^R\$\s49,90$/).count()).toBe(30);
    if (shots) await page.screenshot({ path: `${shots}/bulk-done-light.png` });
    expect(errors()).toEqual([]);
  });
});
