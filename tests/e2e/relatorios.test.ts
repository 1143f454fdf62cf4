import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectPageErrors } from './harness';
import { api, startedForThisFile, typeSlowly } from './keyboard';

// The report screens (src/relatorios): a manager changes a report's period and drills down from a bar to the same
// sales in the list; a seller sees only his own sales' figures; /relatorios/{id} previews an unsaved type.
// Periods are personalizado over the demo's sales (the 365 days before 2026-11-21): nothing hangs on today's date.

const e2e = startedForThisFile();

interface Resultado {
  linhas: Array<{ rotulo: string; quantidade: number; total: number; filtro: Record<string, unknown> }>;
  totais: { quantidade: number; total: number };
}

const brl = (n: number) =>
  new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' }).format(n).replace(/\s/g, ' ');
const clean = (s: string | null) => (s ?? '').replace(/\s/g, ' ').trim();

async function entrar(page: Page, email: string) {
  await page.goto(`${e2e.server.url}/login`);
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Senha/).fill('demo1234');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

const ANO = 'periodo=personalizado&de=2025-11-21&ate=2026-11-21';

describe('relatórios', () => {
  it('gestor: changes the period, then a bar opens the sales list with the same count', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = collectPageErrors(page);
    await entrar(page, 'gestor@alfa.com.br');
    await page.goto(`${e2e.server.url}/e/1/meus-relatorios/ranking-vendedores?${ANO}`);
    await page.getByRole('heading', { name: 'Ranking de vendedores', level: 1 }).waitFor();
    await page.getByRole('table', { name: 'Tabela do relatório' }).waitFor();

    // the period's start typed into 'De', day by day as a person does
    await page.getByRole('group', { name: 'De' }).getByRole('spinbutton', { name: 'Dia' }).click();
    await typeSlowly(page, '01062026');
    await page.waitForURL(/de=2026-06-01/);
    const esperado = await api<{ resultado: Resultado }>(
      page,
      '/empresas/1/meus-relatorios/ranking-vendedores?periodo=personalizado&de=2026-06-01&ate=2026-11-21',
    );
    await expect
      .poll(() => page.getByTestId('relatorio-total').textContent().then(clean))
      .toBe(brl(esperado.resultado.totais.total));

    // Back undoes the change
    await page.goBack();
    await page.waitForURL(/de=2025-11-21/);
    await page.goForward();
    await page.waitForURL(/de=2026-06-01/);

    const primeira = esperado.resultado.linhas[0];
    expect(primeira?.quantidade).toBeGreaterThan(0);
    await page.locator('[data-testid="relatorio-grafico"] .MuiBarChart-element').first().click();
    await page.waitForURL(/\/e\/1\/vendas\?/);
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'em ' }).first().textContent().then(clean))
      .toMatch(
        new RegExp(
          `^${brl(primeira?.total ?? 0).replace(/[$.]/g, '\\$&')} em ${primeira?.quantidade} vendas?`,
        ),
      );
    // the drill-down's filters are in view: the seller's
    await page.getByRole('button', { name: primeira?.rotulo }).first().waitFor();
    expect(errors()).toEqual([]);
    await page.close();
  });

  it("vendedor: the public report shows only his sales' figures", async () => {
    const page = await e2e.browser.newPage();
    await entrar(page, 'vendedor@alfa.com.br');
    await page.goto(`${e2e.server.url}/e/1/meus-relatorios/ranking-vendedores?${ANO}`);
    const tabela = page.getByRole('table', { name: 'Tabela do relatório' });
    await tabela.waitFor();
    const proprio = await api<{ resultado: Resultado }>(
      page,
      `/empresas/1/meus-relatorios/ranking-vendedores?${ANO}`,
    );
    // the list's own total, as the seller's list sees it, over the same days
    const lista = await api<{ quantidade: number; total: number }>(
      page,
      `/empresas/1/vendas/total?filter=${encodeURIComponent(JSON.stringify({ data_gte: '2025-11-21', data_lte: '2026-11-21', nosTotais: true }))}`,
    );
    expect(proprio.resultado.linhas).toHaveLength(1);
    expect(proprio.resultado.totais).toMatchObject({ quantidade: lista.quantidade, total: lista.total });
    await expect.poll(() => tabela.locator('tbody tr').count()).toBe(1);
    expect(clean(await page.getByTestId('relatorio-total').textContent())).toBe(brl(lista.total));
    expect(clean(await tabela.locator('tbody th').first().textContent())).toBe(
      proprio.resultado.linhas[0]?.rotulo,
    );
    await page.close();
  });

  it('the preview on /relatorios/{id} follows a changed type without saving it', async () => {
    const page = await e2e.browser.newPage();
    await entrar(page, 'gestor@alfa.com.br');
    await page.goto(`${e2e.server.url}/e/1/relatorios/1`);
    await page.getByRole('region', { name: 'Prévia: Vendas por período' }).waitFor();
    await page.getByRole('combobox', { name: /^Tipo/ }).click();
    await page.getByRole('option', { name: 'Vendas por status' }).click();
    const previa = page.getByRole('region', { name: 'Prévia: Vendas por status' });
    await previa.waitFor();
    await previa.getByRole('columnheader', { name: 'Status' }).waitFor();
    const salvo = await api<{ tipo: string }>(page, '/empresas/1/relatorios/1');
    expect(salvo.tipo).toBe('VENDAS_POR_PERIODO');
    await page.close();
  });
});
