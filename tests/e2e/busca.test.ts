import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectPageErrors } from './harness';
import { startedForThisFile } from './keyboard';

// The global search (Ctrl+K): the gestor finds a sale by its customer's CPF and opens it with Enter; Esc closes;
// a seller does not find another seller's sale. Prints the time from the server's answer to the results drawn.

const e2e = startedForThisFile();

type Json = Record<string, unknown>;

async function api(path: string, token?: string, body?: unknown): Promise<Json | Json[]> {
  const res = await fetch(`${e2e.server.url}/api${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return (await res.json()) as Json;
}
const tokenOf = async (email: string) =>
  String(((await api('/auth/login', undefined, { email, senha: 'demo1234' })) as Json).accessToken);

const cpf = (d: string) => `${d.slice(0, 3)}.${d.slice(3, 6)}.${d.slice(6, 9)}-${d.slice(9)}`;

async function signedIn(
  browser: Browser,
  email: string,
  viewport?: { width: number; height: number },
  locale?: 'en',
) {
  const context = await browser.newContext(viewport ? { viewport } : {});
  if (locale) await context.addInitScript((l) => localStorage.setItem('locale', l), locale);
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  await page.goto(`${e2e.server.url}/login`);
  await page.getByLabel(/^E-?mail/i).fill(email);
  await page.getByLabel(/^(Senha|Password)/).fill('demo1234');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/e\/1\/?$/);
  await page.getByRole('button', { name: locale ? 'Search (Ctrl+K)' : 'Buscar (Ctrl+K)' }).waitFor();
  return { page, errors, context };
}

describe('busca global', () => {
  it('Ctrl+K finds a sale by its customer CPF and Enter opens it; a seller does not find it', async () => {
    // a sale of someone other than vendedor@alfa, with a CPF, read from the API
    const gestorToken = await tokenOf('gestor@alfa.com.br');
    const vendedorToken = await tokenOf('vendedor@alfa.com.br');
    const eu = (await api('/usuarios/me', vendedorToken)) as { perfilPrincipal: { perfilId: number } };
    const sales = (await api(
      `/empresas/1/vendas?range=${encodeURIComponent('[0,499]')}`,
      gestorToken,
    )) as Json[];
    const sale = sales.find(
      (s) =>
        typeof s.clienteDocumento === 'string' &&
        s.clienteDocumento.length === 11 &&
        s.vendedorId !== eu.perfilPrincipal.perfilId,
    );
    if (!sale) throw new Error('no sale with a CPF of another seller in the demo');
    const documento = cpf(String(sale.clienteDocumento));
    const opcao = new RegExp(`^Nº ${sale.numero} – `);

    const { page, errors, context } = await signedIn(e2e.browser, 'gestor@alfa.com.br');
    await page.evaluate(() => {
      // bubbling, after the palette's capturing listener: did it keep the browser's own Ctrl+K away?
      window.addEventListener('keydown', (e) => {
        if (e.key === 'k') (window as unknown as { ctrlK: boolean }).ctrlK = e.defaultPrevented;
      });
    });
    await page.keyboard.press('Control+k');
    const box = page.getByRole('combobox', { name: 'Buscar' });
    await box.waitFor();
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { ctrlK: boolean }).ctrlK)).toBe(true);
    await page.keyboard.type(documento, { delay: 0 });
    await page.getByRole('option', { name: opcao }).waitFor();
    // the sale is the only hit for its document: the first option, active
    expect(await page.getByRole('option', { selected: true }).textContent()).toMatch(opcao);
    const desenho = await page.evaluate(() =>
      performance.getEntriesByName('busca:desenho').map((e) => e.duration),
    );
    expect(desenho.length).toBeGreaterThan(0);
    const ms = Math.max(...desenho);
    console.info(`busca: resposta → resultados desenhados em ${ms.toFixed(1)} ms`);
    // 150 ms asked; 4x for a slow machine
    expect(ms).toBeLessThan(600);
    await page.keyboard.press('Enter');
    await page.waitForURL(new RegExp(`/e/1/vendas/${sale.id}$`));
    await expect.poll(() => box.count()).toBe(0);

    // Esc closes, and the focus comes back to the button that opened it
    const button = page.getByRole('button', { name: 'Buscar (Ctrl+K)' });
    await button.click();
    await box.waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => box.count()).toBe(0);
    await expect.poll(() => button.evaluate((el) => el === document.activeElement)).toBe(true);
    // the sale is remembered: shown while the box is empty
    await page.keyboard.press('Control+k');
    await page.getByRole('group', { name: 'Recentes' }).getByRole('option', { name: opcao }).waitFor();
    expect(errors()).toEqual([]);
    await context.close();

    // the seller: the same CPF finds nothing of that sale
    const seller = await signedIn(e2e.browser, 'vendedor@alfa.com.br');
    await seller.page.keyboard.press('Control+k');
    await seller.page.getByRole('combobox', { name: 'Buscar' }).waitFor();
    await seller.page.keyboard.type(documento, { delay: 0 });
    // the answer to the whole document has come (the status leaves "Buscando…"): without that sale
    const status = seller.page.getByRole('status');
    await expect.poll(() => status.textContent()).toMatch(/resultado|^$/);
    expect(await seller.page.getByRole('option', { name: opcao }).count()).toBe(0);
    expect(seller.errors()).toEqual([]);
    await seller.context.close();
  });

  it("in English, the server hits' groups and lines read in English", async () => {
    const token = await tokenOf('gestor@alfa.com.br');
    const [sale] = (await api(`/empresas/1/vendas?range=${encodeURIComponent('[0,0]')}`, token)) as Json[];
    if (!sale) throw new Error('no sale in the demo');
    const { page, errors, context } = await signedIn(e2e.browser, 'gestor@alfa.com.br');
    await page.evaluate(() => localStorage.setItem('locale', 'en'));
    await page.reload();
    await page.getByRole('button', { name: 'Search (Ctrl+K)' }).waitFor();
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: 'Search' }).waitFor();
    // "plano" names products; "gestor" someone among the people
    await page.keyboard.type('plano', { delay: 0 });
    await page.getByRole('group', { name: 'Products' }).waitFor();
    expect(await page.getByRole('group', { name: 'Produtos' }).count()).toBe(0);
    await page.getByRole('combobox', { name: 'Search' }).fill('gestor');
    await page.getByRole('group', { name: 'People' }).waitFor();
    // a sale's line: its total the English way (R$1,234.50, not R$ 1.234,50)
    await page.getByRole('combobox', { name: 'Search' }).fill(String(sale.numero));
    const total = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'BRL' }).format(
      Number(sale.total),
    );
    const hit = page
      .getByRole('group', { name: 'Sales' })
      .getByRole('option', { name: new RegExp(`^Nº ${sale.numero} – `) });
    await expect.poll(() => hit.first().textContent()).toContain(total);
    expect(await hit.first().textContent()).not.toMatch(/R\$\s/);
    expect(errors()).toEqual([]);
    await context.close();

    // on a phone the palette fills the screen and has a button to close it, named in English too
    const phone = await signedIn(e2e.browser, 'gestor@alfa.com.br', { width: 390, height: 844 }, 'en');
    await phone.page.getByRole('button', { name: 'Search (Ctrl+K)' }).click();
    await phone.page.getByRole('button', { name: 'Close', exact: true }).click();
    await expect.poll(() => phone.page.getByRole('combobox', { name: 'Search' }).count()).toBe(0);
    expect(phone.errors()).toEqual([]);
    await phone.context.close();
  });
});
