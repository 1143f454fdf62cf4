import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectPageErrors, launchBrowser, type RunningServer, startServer } from './harness';

// A produto from start to end with the keyboard only (focus moves by Tab, actions by Enter/Space, text by
// typing), a validation error at its field, and a 409 from two tabs editing the same record.

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

const type = (page: Page, text: string) => page.keyboard.type(text, { delay: 15 });

async function signIn(page: Page) {
  await page.goto(`${server.url}/login`);
  // the e-mail field has the focus on arrival
  await page.getByLabel(/^E-mail/).waitFor();
  await expect
    .poll(() => page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.name))
    .toBe('email');
  await type(page, 'gestor@alfa.com.br');
  await page.keyboard.press('Tab');
  await type(page, 'demo1234');
  await page.keyboard.press('Enter');
  await page.getByText('Bem-vindo').waitFor();
}

/** Presses Tab until the focused element matches, as a keyboard user would; fails after `max` presses. */
async function tabTo(
  page: Page,
  matches: (el: { tag: string; text: string; label: string }) => boolean,
  max = 60,
) {
  const seen: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const el = await page.evaluate(() => {
      const a = document.activeElement as HTMLElement | null;
      return {
        tag: a?.tagName ?? '',
        text: (a?.textContent ?? '').trim(),
        label:
          a?.getAttribute('aria-label') ?? (a as HTMLInputElement | null)?.labels?.[0]?.textContent ?? '',
      };
    });
    if (matches(el)) return;
    seen.push(`${el.tag}:${el.text.slice(0, 20)}|${el.label}`);
  }
  throw new Error(
    `o foco não chegou ao elemento esperado em ${page.url()}; passou por: ${seen.slice(0, 12).join(' → ')}`,
  );
}

describe('produtos with the keyboard only', () => {
  it('creates, finds by filter, edits and deletes a produto', async () => {
    const page = await browser.newPage();
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
    await page.goto(`${server.url}/e/1/produtos`);
    await page.getByRole('link', { name: 'CTRL-15' }).waitFor();
    await tabTo(page, (el) => /Buscar/i.test(el.label));
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
    await page.goto(`${server.url}/e/1/produtos`);
    await page.getByRole('heading', { name: 'Produtos', level: 1 }).waitFor();
    await tabTo(page, (el) => /Buscar/i.test(el.label));
    await page.keyboard.press('ControlOrMeta+a');
    await type(page, 'mineiro');
    await page.getByRole('cell', { name: 'Pão de Queijo Mineiro' }).waitFor();

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
    await tabTo(page, (el) => /Buscar/i.test(el.label));
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
    const page = await browser.newPage();
    await signIn(page);
    await page.goto(`${server.url}/e/1/produtos/create`);
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
    const context = await browser.newContext();
    const first = await context.newPage();
    await signIn(first);
    await first.goto(`${server.url}/e/1/produtos`);
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
    expect(await second.getByLabel(/^Nome/).inputValue()).toBe('Plano Controle 15 GB (tab 2)');
    await context.close();
  });
});
