import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectPageErrors } from './harness';
import { api, startedForThisFile } from './keyboard';

// The company home (src/dashboard): for a manager, a seller and a supervisor of the demo, the figures on screen are
// the API's answer for that user, and a figure opened with the keyboard lands on the sales list with that filter
// and the same count. A personalizado period over the demo's sales (the 365 days before 2026-11-21) keeps the
// figures independent of today's date.

const e2e = startedForThisFile();

interface Linha {
  rotulo: string;
  quantidade: number;
  total: number;
  filtro: Record<string, unknown>;
}
interface Painel {
  papel: string;
  resumo: { quantidade: number; total: number; ticketMedio: number };
  porStatus: Linha[];
  vendedores?: Linha[];
  equipes?: Linha[];
}

const ANO = 'periodo=personalizado&de=2025-11-21&ate=2026-11-21';
const brl = (n: number) =>
  `R$ ${new Intl.NumberFormat('pt-BR', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(n)}`;
const clean = (s: string | null) => (s ?? '').replace(/\s/g, ' ').trim();

async function entrar(page: Page, email: string) {
  await page.goto(`${e2e.server.url}/login`);
  await page.getByLabel(/^E-mail/).fill(email);
  await page.getByLabel(/^Senha/).fill('demo1234');
  await page.keyboard.press('Enter');
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
}

/** Opens the home for the year, checks the headline figures against the API, answers the API's figures. */
async function homeConfere(page: Page, titulo: string): Promise<Painel> {
  await page.goto(`${e2e.server.url}/e/1?${ANO}`);
  await page.getByRole('heading', { name: titulo, level: 2 }).waitFor();
  const painel = await api<Painel>(page, `/empresas/1/painel?${ANO}`);
  expect(painel.resumo.quantidade).toBeGreaterThan(0);
  const figura = (nome: string) => page.locator(`[data-figura="${nome}"]`).textContent().then(clean);
  expect(await figura('Vendido')).toBe(brl(painel.resumo.total));
  expect(await figura('Vendas')).toBe(painel.resumo.quantidade.toLocaleString('pt-BR'));
  expect(await figura('Ticket médio')).toBe(brl(painel.resumo.ticketMedio));
  return painel;
}

/** Focuses a figure's link, opens it with Enter, and reads the sales list's own count and total. */
async function abrePeloTeclado(page: Page, secao: string, linha: Linha) {
  const link = page
    .getByRole('region', { name: secao })
    .getByRole('link', { name: new RegExp(`^${linha.rotulo}\\s`) });
  expect(clean(await link.textContent())).toContain(`${brl(linha.total)}`);
  await link.focus();
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/e\/1\/vendas\?filter=/);
  const filtro = JSON.parse(new URL(page.url()).searchParams.get('filter') ?? '{}');
  expect(filtro).toEqual(linha.filtro);
  await expect
    .poll(() => page.getByRole('status').filter({ hasText: ' em ' }).first().textContent().then(clean))
    .toMatch(new RegExp(`^${brl(linha.total).replace(/[$.]/g, '\\$&')} em ${linha.quantidade} vendas?`));
}

describe('painel', () => {
  it('gestor: the company figures are the API’s, and the top seller opens his sales', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1280, height: 900 } });
    const errors = collectPageErrors(page);
    await entrar(page, 'gestor@alfa.com.br');
    const painel = await homeConfere(page, 'As vendas da empresa');
    expect(painel.papel).toBe('gestor');
    // the chart is drawn (loaded after the figures)
    await page.getByRole('region', { name: 'Últimos 12 meses' }).locator('svg').first().waitFor();
    const primeiro = painel.vendedores?.[0];
    expect(primeiro?.quantidade).toBeGreaterThan(0);
    await abrePeloTeclado(page, 'Quem mais vendeu', primeiro as Linha);
    expect(errors()).toEqual([]);
    await page.close();
  });

  it('vendedor: his own figures, and a status opens the same sales', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 390, height: 844 } });
    await entrar(page, 'vendedor@alfa.com.br');
    const painel = await homeConfere(page, 'Suas vendas');
    expect(painel.papel).toBe('vendedor');
    // his figures are his list's: the sales he sees over the same days, cancelled out
    const lista = await api<{ quantidade: number; total: number }>(
      page,
      `/empresas/1/vendas/total?filter=${encodeURIComponent(JSON.stringify({ data_gte: '2025-11-21', data_lte: '2026-11-21' }))}`,
    );
    expect(painel.resumo).toMatchObject({ quantidade: lista.quantidade, total: lista.total });
    const status = painel.porStatus.find((l) => l.quantidade > 0) as Linha;
    await abrePeloTeclado(page, 'Por status', status);
    await page.close();
  });

  it('supervisor: his teams and their sellers', async () => {
    const page = await e2e.browser.newPage({ viewport: { width: 1280, height: 900 } });
    await entrar(page, 'gestor@alfa.com.br');
    const [equipe] = await api<Array<{ supervisorId: number }>>(
      page,
      '/empresas/1/equipes?sort=["equipeId","ASC"]',
    );
    const usuarios = await api<Array<{ usuarioId: number; email: string }>>(
      page,
      '/usuarios/empresas/1/admin',
    );
    const email = usuarios.find((u) => u.usuarioId === equipe?.supervisorId)?.email as string;
    await page.evaluate(() => localStorage.clear());
    await entrar(page, email);
    const painel = await homeConfere(page, 'As vendas das suas equipes');
    expect(painel.papel).toBe('supervisor');
    const time = painel.equipes?.find((l) => l.quantidade > 0) as Linha;
    await page.getByRole('region', { name: 'Seus vendedores' }).waitFor();
    await abrePeloTeclado(page, 'Suas equipes', time);
    await page.close();
  });
});
