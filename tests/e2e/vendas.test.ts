import { describe, expect, it } from 'vitest';
import { collectPageErrors } from './harness';
import {
  api,
  cpfNovo,
  focusedName,
  signInByKeyboard,
  startedForThisFile,
  tabTo,
  typeSlowly,
} from './keyboard';

// The sales pages (src/vendas/): a sale with three items entered with the keyboard only, its status changed, found
// again by the customer's document with the filtered total; and a seller who sees only his own sales.

const e2e = startedForThisFile();
const type = typeSlowly;

interface Venda {
  id: number;
  numero: number;
  clienteDocumento: string;
  vendaStatusId: number;
  vendedorId: number;
  total: number;
  itens: Array<{ produtoId: number; quantidade: number; precoUnitario: number }>;
}

describe('vendas', () => {
  it('enters a sale of three items by keyboard, changes its status and finds it by the document', async () => {
    const page = await e2e.browser.newPage();
    const errors = collectPageErrors(page);
    await signInByKeyboard(page, e2e.server.url, 'gestor@alfa.com.br', { to: '/e/1/vendas/create' });
    await page.getByRole('heading', { name: 'Nova venda', level: 1 }).waitFor();
    // the customer's name has the cursor on arrival
    await expect.poll(() => focusedName(page)).toBe('clienteNome');
    await type(page, 'Cliente Teclado da Silva');
    const cpf = cpfNovo();
    await tabTo(page, (el) => el.label.startsWith('CPF/CNPJ'));
    await type(page, cpf);

    // line 1: product by code, quantity 2, the product's price (49,90)
    await tabTo(page, (el) => el.label.startsWith('Produto'));
    await type(page, 'ctrl-15');
    await page.getByRole('option', { name: /CTRL-15/ }).waitFor();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect.poll(() => focusedName(page)).toBe('itens.0.quantidade');
    await type(page, '2');
    // Enter on the quantity of the last line: a new line, the cursor in its product
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedName(page)).toBe('itens.1.produtoId');

    // line 2: another price typed over the product's
    await type(page, 'pos-30');
    await page.getByRole('option', { name: /POS-30/ }).waitFor();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect.poll(() => focusedName(page)).toBe('itens.1.precoUnitario');
    await type(page, '89,90');
    await page.keyboard.press('Enter');
    await expect.poll(() => focusedName(page)).toBe('itens.2.produtoId');

    // line 3: a phone
    await type(page, 'smart-a15');
    await page.getByRole('option', { name: /SMART-A15/ }).waitFor();
    await page.keyboard.press('Enter');

    // 2 × 49,90 + 89,90 + 1.299,00
    await expect.poll(() => page.getByLabel('Total da venda').textContent()).toMatch(/R\$\s1\.488,70/);

    // the company's required extra field, then Ctrl+Enter saves
    await tabTo(page, (el) => el.label.startsWith('Forma de pagamento'));
    await type(page, 'pix');
    await page.getByRole('option', { name: 'Pix' }).waitFor();
    await page.keyboard.press('Enter');
    await page.keyboard.down('Control');
    await page.keyboard.press('Enter');
    await page.keyboard.up('Control');

    await page.waitForURL(/\/e\/1\/vendas\/\d+$/);
    const vendaId = Number(/vendas\/(\d+)$/.exec(page.url())?.[1]);
    const salva = await api<Venda>(page, `/empresas/1/vendas/${vendaId}`);
    expect(salva.clienteDocumento).toBe(cpf);
    expect(salva.total).toBe(1488.7);
    expect(salva.itens.map((i) => [i.quantidade, i.precoUnitario])).toEqual([
      [2, 49.9],
      [1, 89.9],
      [1, 1299],
    ]);
    await page.getByRole('heading', { name: `Venda nº ${salva.numero}`, level: 1 }).waitFor();

    // its status, changed with the keyboard on its page
    const status = await api<Array<{ id: number; nome: string }>>(page, '/empresas/1/venda-status');
    const aprovada = status.find((s) => s.nome === 'Aprovada');
    await tabTo(page, (el) => el.label.startsWith('Status'));
    await type(page, 'aprovada');
    await page.getByRole('option', { name: 'Aprovada' }).waitFor();
    await page.keyboard.press('Enter');
    await page.keyboard.down('Control');
    await page.keyboard.press('Enter');
    await page.keyboard.up('Control');
    await expect
      .poll(async () => (await api<Venda>(page, `/empresas/1/vendas/${vendaId}`)).vendaStatusId)
      .toBe(aprovada?.id);

    // found in the list by the customer's document, with the filtered count and total
    await page.goto(`${e2e.server.url}/e/1/vendas`);
    await page.getByRole('heading', { name: 'Vendas', level: 1 }).waitFor();
    await tabTo(page, (el) => el.label.startsWith('Buscar por cliente'));
    await type(page, cpf);
    const linhas = page.locator('tbody tr');
    await expect.poll(() => linhas.count()).toBe(1);
    await expect.poll(() => linhas.first().textContent()).toContain('Cliente Teclado da Silva');
    await expect.poll(() => linhas.first().textContent()).toContain('Aprovada');
    await expect
      .poll(() => linhas.first().locator('td.column-total').textContent())
      .toMatch(/R\$\s1\.488,70/);
    await expect.poll(() => page.getByRole('status').first().textContent()).toMatch(/ em 1 venda(?!s)/);
    await expect.poll(() => page.getByTestId('vendas-total').textContent()).toMatch(/R\$\s1\.488,70/);

    expect(errors()).toEqual([]);
    await page.close();
  });

  it('shows the seller only his own sales', async () => {
    const page = await e2e.browser.newPage();
    const errors = collectPageErrors(page);
    await signInByKeyboard(page, e2e.server.url, 'vendedor@alfa.com.br');

    // one sale of his own at least (the demo's are random), through the API
    const [produto] = await api<Array<{ id: number; preco: number }>>(
      page,
      '/empresas/1/produtos?range=[0,0]',
    );
    const [status] = await api<Array<{ id: number }>>(page, '/empresas/1/venda-status?range=[0,0]');
    await api(page, '/empresas/1/vendas', {
      method: 'POST',
      body: {
        data: '2026-03-01',
        clienteNome: 'Cliente do Vendedor',
        clienteDocumento: cpfNovo(),
        vendaStatusId: status?.id,
        itens: [{ produtoId: produto?.id, quantidade: 1, precoUnitario: produto?.preco, adicionais: [] }],
        extras: [{ slot: 3, valor: 'Pix' }],
      },
    });

    await page.goto(`${e2e.server.url}/e/1/vendas`);
    await page.getByRole('heading', { name: 'Vendas', level: 1 }).waitFor();
    const vendedores = page.locator('tbody td.column-vendedorId');
    await expect.poll(() => vendedores.count()).toBeGreaterThan(0);
    await expect
      .poll(() => vendedores.allTextContents().then((t) => [...new Set(t)]))
      .toEqual(['Vendedor Alfa']);

    expect(errors()).toEqual([]);
    await page.close();
  });
});
