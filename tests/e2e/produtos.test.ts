import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectPageErrors } from './harness';
import { signInByKeyboard, startedForThisFile, tabTo, typeSlowly } from './keyboard';

// A produto from start to end with the keyboard only (focus moves by Tab, actions by Enter/Space, text by
// typing), a validation error at its field, and a 409 from two tabs editing the same record.

const e2e = startedForThisFile();
const type = typeSlowly;
const signIn = (page: Page, email = 'gestor@alfa.com.br', to?: string) =>
  signInByKeyboard(page, e2e.server.url, email, { to });

describe('produtos with the keyboard only', () => {
  it('creates, finds by filter, edits and deletes a produto', async () => {
    const page = await e2e.browser.newPage();
    const errors = collectPageErrors(page);
    await signIn(page);

    // the menu entry, by keyboard
    await tabTo(page, (el) => el.text === 'Produtos');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/e\/1\/produtos$/);
    await page.getByRole('link', { name: 'CTRL-15' }).waitFor();

    // create: the form opens with the focus on its first field
    await tabTo(page, (el) => /^criar$/i.test(el.text));
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/produtos\/create$/);
    await page.getByLabel(/^Código/).waitFor();
    await type(page, 'PQ-01');
    await page.keyboard.press('Tab');
    await type(page, 'Pão de Queijo Especial');
    await tabTo(page, (el) => /^Preço/.test(el.label));
    await type(page, '1290');
    await page.keyboard.press('Enter');
    await page
      .getByText(/criado/i)
      .first()
      .waitFor();

    // find it by the free-text filter, accent- and case-insensitive
    await page.goto(`${e2e.server.url}/e/1/produtos`);
    await page.getByRole('link', { name: 'CTRL-15' }).waitFor();
    await tabTo(page, (el) => el.tag === 'INPUT' && /Buscar/i.test(el.label));
    await type(page, 'pao de queijo');
    await page.getByRole('link', { name: 'PQ-01' }).waitFor();
    await expect.poll(() => page.getByRole('row').count()).toBe(2); // header + the one match

    // edit: Tab to the record's link, Enter, change the name, Enter saves
    await tabTo(page, (el) => el.text === 'PQ-01');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/produtos\/\d+$/);
    await page.getByLabel(/^Nome/).waitFor();
    await tabTo(page, (el) => /^Nome/.test(el.label));
    await page.keyboard.press('ControlOrMeta+a');
    await type(page, 'Pão de Queijo Mineiro');
    await page.keyboard.press('Enter');
    await page
      .getByText(/atualizado/i)
      .first()
      .waitFor();
    await page.goto(`${e2e.server.url}/e/1/produtos`);
    await page.getByRole('heading', { name: 'Produtos', level: 1 }).waitFor();
    await tabTo(page, (el) => el.tag === 'INPUT' && /Buscar/i.test(el.label));
    await page.keyboard.press('ControlOrMeta+a');
    await type(page, 'mineiro');
    // the renamed produto also matches the filter kept from before: the new one applied, as its reader sees it
    // (a search still waiting to apply when a record opens is the last test's case)
    await page.waitForURL(/mineiro/);
    // a writer's list is an editable grid (src/inline): its cells are gridcells
    await page.getByRole('gridcell', { name: 'Pão de Queijo Mineiro' }).waitFor();

    // delete from the edit page, confirming with the keyboard
    await tabTo(page, (el) => el.text === 'PQ-01');
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/produtos\/\d+$/);
    await page.getByLabel(/^Nome/).waitFor();
    await tabTo(page, (el) => /excluir/i.test(el.text) || /excluir/i.test(el.label));
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog');
    // a confirmation dialog, or straight back to the list
    await Promise.race([dialog.waitFor(), page.waitForURL(/\/e\/1\/produtos$/)]);
    if (await dialog.isVisible()) {
      await tabTo(page, (el) => /confirmar|excluir|sim/i.test(el.text));
      await page.keyboard.press('Enter');
    }
    await page.waitForURL(/\/e\/1\/produtos$/);
    await page.getByRole('heading', { name: 'Produtos', level: 1 }).waitFor();
    await tabTo(page, (el) => el.tag === 'INPUT' && /Buscar/i.test(el.label));
    await page.keyboard.press('ControlOrMeta+a');
    await type(page, 'mineiro');
    await page
      .getByText(/Nenhum|Não há|Sem resultados|nenhum resultado/i)
      .first()
      .waitFor();
    expect(errors()).toEqual([]);
    await page.close();
  });

  it('shows a validation error at its field', async () => {
    const page = await e2e.browser.newPage();
    await signIn(page, undefined, '/e/1/produtos/create');
    await page.getByLabel(/^Código/).waitFor();
    await type(page, 'tem espaço');
    await page.keyboard.press('Tab');
    await type(page, 'X');
    await page.keyboard.press('Enter');
    const codigo = page.getByLabel(/^Código/);
    await expect.poll(() => codigo.getAttribute('aria-invalid')).toBe('true');
    await page
      .getByText(/Deve ter pelo menos 2 caracteres|pelo menos 2/)
      .first()
      .waitFor();
    // what was typed is still there
    expect(await codigo.inputValue()).toBe('tem espaço');
    await page.close();
  });

  it('a save over a newer version (two tabs) answers 409 and keeps what the second tab typed', async () => {
    const context = await e2e.browser.newContext();
    const first = await context.newPage();
    await signIn(first, undefined, '/e/1/produtos');
    await first.getByRole('link', { name: 'CTRL-15' }).click();
    await first.waitForURL(/\/produtos\/\d+$/);
    const url = first.url();
    const second = await context.newPage();
    collectPageErrors(second, [/status of 409/]);
    await second.goto(url);
    await second.getByLabel(/^Nome/).waitFor();

    await first.getByLabel(/^Nome/).fill('Plano Controle 15 GB (tab 1)');
    await first.getByRole('button', { name: /^Salvar$/ }).click();
    await first
      .getByText(/atualizado/i)
      .first()
      .waitFor();

    await second.getByLabel(/^Nome/).fill('Plano Controle 15 GB (tab 2)');
    await second.getByRole('button', { name: /^Salvar$/ }).click();
    await second
      .getByText(/alterado por outra pessoa/i)
      .first()
      .waitFor();
    expect(second.url()).toBe(url);
    // the merge view names its rows after the fields too: the form's input is the textbox
    expect(await second.getByRole('textbox', { name: /^Nome/ }).inputValue()).toBe(
      'Plano Controle 15 GB (tab 2)',
    );
    await context.close();
  });

  it('a record opened while the search still waits to apply stays open, and the search is kept for the list', async () => {
    const page = await e2e.browser.newPage();
    const errors = collectPageErrors(page);
    await signIn(page, undefined, '/e/1/produtos');
    await page.getByRole('link', { name: 'CTRL-15' }).waitFor();
    await page.getByRole('textbox', { name: /Buscar/ }).focus();
    // typed and opened at once: the search applies 500 ms after the last key, once the record is already open
    await type(page, 'controle 15');
    await page.getByRole('link', { name: 'CTRL-15' }).click();
    await page.waitForURL(/\/produtos\/\d+$/);
    const record = page.url();
    await page.getByLabel(/^Nome/).waitFor();
    // the late search lands in the list's saved state, not in a move back to the list
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('RaStore.e1.produtos') ?? ''))
      .toContain('controle 15');
    expect(page.url()).toBe(record);
    await expect.poll(() => page.getByLabel(/^Nome/).isVisible()).toBe(true);
    // back on the list, what was typed is there and applied
    await page.goBack();
    await page.waitForURL(/\/produtos(\?|$)/);
    await expect.poll(() => page.getByRole('textbox', { name: /Buscar/ }).inputValue()).toBe('controle 15');
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    expect(errors()).toEqual([]);
    await page.close();
  });
});
