import { describe, expect, it } from 'vitest';
import { collectPageErrors } from './harness';
import { api, focusedName, signInByKeyboard, startedForThisFile } from './keyboard';

// A record's history (src/history): a price another user changed reads in the produto's Histórico with both prices
// as money and that user's name; "Restaurar" puts the old price into the form (nothing saved yet), the user saves,
// and the API holds the old price again. The company-wide "Alterações" finds that change by who and register.

const e2e = startedForThisFile();
const NBSP = '\u00a0';

interface Produto {
  id: number;
  codigo: string;
  nome: string;
  preco: number;
  updatedAt: string;
}

describe('history', () => {
  it('shows a price change by another user, restores the old price into the form, saves; Alterações finds it', async () => {
    const gestora = await (await e2e.browser.newContext()).newPage();
    await signInByKeyboard(gestora, e2e.server.url, 'gestor@alfa.com.br');
    const [found] = await api<Produto[]>(
      gestora,
      `/empresas/1/produtos?filter=${encodeURIComponent('{"q":"CTRL-15"}')}`,
    );
    if (!found) throw new Error('o produto CTRL-15 da demonstração não existe');
    const before = await api<Produto>(gestora, `/empresas/1/produtos/${found.id}`);
    expect(before.preco).toBe(49.9);
    await api(gestora, `/empresas/1/produtos/${found.id}`, {
      method: 'PUT',
      body: { ...before, preco: 1234.5 },
    });

    // another user opens the produto and its history, by keyboard (Histórico sits right before the first input)
    const context = await e2e.browser.newContext();
    const page = await context.newPage();
    const errors = collectPageErrors(page);
    await signInByKeyboard(page, e2e.server.url, 'multi@exemplo.com.br', { to: `/e/1/produtos/${found.id}` });
    await page.getByLabel(/^Preço/).waitFor();
    await expect.poll(() => page.getByLabel(/^Preço/).inputValue()).toBe('1.234,50');
    await page.getByLabel(/^Código/).focus();
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.textContent?.trim())).toBe('Histórico');
    await page.keyboard.press('Enter');

    const panel = page.getByRole('dialog', { name: /^Histórico/ });
    const entry = panel.getByRole('listitem').filter({ hasText: 'Gestora Alfa' }).first();
    await expect.poll(() => entry.textContent()).toContain(`R$${NBSP}49,90→R$${NBSP}1.234,50`);
    expect(await entry.textContent()).toMatch(/Gestora Alfa · \d\d\/\d\d\/\d{4} \d\d:\d\d/);
    expect(await entry.textContent()).toContain('Alterou Preço');

    // Restaurar: the old price goes into the form, the cursor into Preço; nothing is saved yet
    await entry.getByRole('button', { name: `Restaurar Preço: R$${NBSP}49,90` }).click();
    await expect.poll(() => focusedName(page)).toBe('preco');
    expect(await page.getByLabel(/^Preço/).inputValue()).toBe('49,90');
    expect((await api<Produto>(page, `/empresas/1/produtos/${found.id}`)).preco).toBe(1234.5);

    await page.getByRole('button', { name: /^Salvar$/ }).click();
    await expect
      .poll(async () => (await api<Produto>(page, `/empresas/1/produtos/${found.id}`)).preco)
      .toBe(49.9);

    // Alterações: the gestora's change to produtos, found by who and register, opens the produto
    await page.goto(`${e2e.server.url}/e/1/alteracoes`);
    await page.getByRole('heading', { name: 'Alterações', level: 1 }).waitFor();
    await page.getByLabel('Cadastro').click();
    await page.getByRole('option', { name: 'Produtos' }).click();
    await page.getByLabel('Quem').fill('Gestora');
    await page.getByRole('option', { name: 'Gestora Alfa' }).click();
    const rows = page.locator('tbody tr');
    await expect.poll(() => rows.count()).toBe(1);
    const row = rows.first();
    expect(await row.textContent()).toContain(`R$${NBSP}49,90→R$${NBSP}1.234,50`);
    expect(await row.textContent()).toContain('Gestora Alfa');
    await row.getByRole('link', { name: /CTRL-15/ }).click();
    await page.waitForURL(new RegExp(`/e/1/produtos/${found.id}$`));
    expect(errors()).toEqual([]);
  });
});
