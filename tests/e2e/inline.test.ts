import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectPageErrors } from './harness';
import { api, signInByKeyboard, startedForThisFile, tabTo } from './keyboard';

// Inline editing in the produtos list (issue 12.6), by keyboard only: three cells of a row edited and saved with
// one Enter, Esc on another row, and a row someone changed after the list was read.

const e2e = startedForThisFile();

interface Produto {
  id: number;
  codigo: string;
  nome: string;
  categoria: string | null;
  preco: number;
  ativo: boolean;
  updatedAt: string;
}

/** Types at full speed: the masked and money inputs must keep every keystroke. */
const type = (page: Page, text: string) => page.keyboard.type(text, { delay: 0 });
const focusedValue = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.value ?? '');
const focusedLabel = (page: Page) =>
  page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.labels?.[0]?.textContent ?? '');

describe('inline editing in a list', () => {
  it('edits three cells by keyboard and saves them with Enter; Esc drops another row; a stale row says so', async () => {
    const page = await e2e.browser.newPage();
    // the browser's own line for the refused save
    const errors = collectPageErrors(page, [/status of 409/]);
    await signInByKeyboard(page, e2e.server.url, 'gestor@alfa.com.br');
    const tag = `IL${Date.now().toString(36).toUpperCase()}`;
    const criar = (sufixo: string, nome: string) =>
      api<Produto>(page, '/empresas/1/produtos', {
        method: 'POST',
        body: { codigo: `${tag}-${sufixo}`, nome, categoria: 'PLANO', preco: 10, ativo: true },
      });
    const a = await criar('A', `${tag} Alfa`);
    const b = await criar('B', `${tag} Beta`);
    const read = (id: number) => api<Produto>(page, `/empresas/1/produtos/${id}`);

    await page.goto(`${e2e.server.url}/e/1/produtos`);
    await page.getByRole('heading', { name: 'Produtos', level: 1 }).waitFor();
    await tabTo(page, (el) => el.tag === 'INPUT' && /Buscar/i.test(el.label));
    await type(page, tag);
    const grid = page.getByRole('grid', { name: 'Produtos' });
    await expect.poll(() => grid.locator('tbody tr').count()).toBe(2);
    const rowA = grid.locator('tbody tr').filter({ hasText: `${tag}-A` });
    const rowB = grid.locator('tbody tr').filter({ hasText: `${tag}-B` });

    // one Tab stop into the grid: the first record's code; → to its name, Enter edits in place
    await tabTo(page, (el) => el.text === `${tag}-A`);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedLabel(page)).toMatch(/^Nome/);
    await page.keyboard.press('ControlOrMeta+a');
    await type(page, `${tag} Alfa Editado`);
    await page.keyboard.press('Tab'); // Categoria, left as it is
    await page.keyboard.press('Tab');
    expect(await focusedLabel(page)).toMatch(/^Preço/);
    await page.keyboard.press('ControlOrMeta+a');
    await type(page, '1000');
    await page.keyboard.press('Tab');
    expect(await focusedLabel(page)).toMatch(/^Ativo/);
    await page.keyboard.press('Space');
    // the row keeps all three while Tab walks it
    expect(await rowA.getByRole('textbox', { name: /^Nome/ }).inputValue()).toBe(`${tag} Alfa Editado`);
    expect(await rowA.getByRole('textbox', { name: /^Preço/ }).inputValue()).toBe('1.000,00');
    await page.keyboard.press('Enter');

    // saved: the cells read the server's values, and the API has exactly those
    await expect.poll(() => rowA.getByRole('textbox').count()).toBe(0);
    await expect.poll(() => rowA.textContent()).toContain('R$\u00a01.000,00');
    expect(await rowA.textContent()).toContain(`${tag} Alfa Editado`);
    const salvo = await read(a.id);
    expect(salvo).toMatchObject({
      codigo: `${tag}-A`,
      nome: `${tag} Alfa Editado`,
      categoria: 'PLANO',
      preco: 1000,
      ativo: false,
    });
    expect(salvo.updatedAt).not.toBe(a.updatedAt);

    // Esc on the other row: typed, then dropped; nothing reaches the server
    await page.keyboard.press('ArrowDown'); // from the saved row's Ativo to B's
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedLabel(page)).toMatch(/^Ativo/);
    await page.keyboard.press('Space');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('ControlOrMeta+a');
    await type(page, '999');
    await page.keyboard.press('Escape');
    await expect.poll(() => rowB.getByRole('textbox').count()).toBe(0);
    expect(await rowB.textContent()).toContain('R$\u00a010,00');
    expect(await read(b.id)).toEqual(b);

    // someone changes B after the list was read: the save is refused, the typing stays, the row says why
    await api(page, `/empresas/1/produtos/${b.id}`, {
      method: 'PUT',
      body: { preco: 15, updatedAt: b.updatedAt },
    });
    await page.keyboard.press('Home');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight'); // B's name
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedLabel(page)).toMatch(/^Nome/);
    await page.keyboard.press('ControlOrMeta+a');
    await type(page, `${tag} Beta Meu`);
    await page.keyboard.press('Enter');
    const alert = page.getByRole('alert').filter({ hasText: 'Outra pessoa alterou este registro' });
    await alert.waitFor();
    expect(await rowB.getByRole('textbox', { name: /^Nome/ }).inputValue()).toBe(`${tag} Beta Meu`);
    expect(await read(b.id)).toMatchObject({ nome: `${tag} Beta`, preco: 15 });
    // the way on is offered where the focus is
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Recarregar linha');
    expect(await focusedValue(page)).toBe('');

    expect(errors()).toEqual([]);
    await page.close();
  });
});
