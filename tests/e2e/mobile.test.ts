import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInByKeyboard, startedForThisFile } from './keyboard';
import { openInApp, settled, trackRequests } from './settle';

// Issue 15, mobile: at 390 × 844 (a phone) no page of docs/produto.md §2 is wider than the screen, the list filters fold into a
// "Filtros" sheet, and the add button (react-admin's CreateButton turns into a floating button on a phone) covers
// nothing at the end of the list.

const e2e = startedForThisFile();
const LARGURA = 390;

async function celular(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await e2e.browser.newContext({
    viewport: { width: LARGURA, height: 844 },
    isMobile: true,
    hasTouch: true,
  });
  trackRequests(context);
  return { context, page: await context.newPage() };
}

/** Waits until the page has drawn its content: text in the main area, no request or spinner pending. */
async function desenhada(page: Page) {
  await settled(page);
}

/** How wide the document is, and when too wide the elements past the right edge that make it so. */
function medir(page: Page) {
  // a phone's browser widens its layout viewport (innerWidth) to content that sticks out: compare with the screen
  return page.evaluate((largura) => {
    const culpados: { nome: string; direita: number }[] = [];
    const recorta = (el: Element | null): boolean => {
      for (let a = el?.parentElement; a && a !== document.body; a = a.parentElement) {
        const s = getComputedStyle(a);
        if (s.overflowX !== 'visible' || s.position === 'fixed') return true;
      }
      return false;
    };
    for (const el of document.body.querySelectorAll('*')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.right <= largura + 0.5 || recorta(el)) continue;
      // the one that sticks out of its parent (the rest only stretch to the widened page)
      const pai = el.parentElement?.getBoundingClientRect();
      if (pai && r.right <= pai.right + 0.5) continue;
      const classe = typeof el.className === 'string' ? el.className.split(' ').slice(0, 2).join('.') : '';
      const texto = (el.textContent ?? '').trim().slice(0, 30);
      culpados.push({
        nome: `<${el.tagName.toLowerCase()}.${classe}> "${texto}"`,
        direita: Math.round(r.right),
      });
    }
    culpados.sort((a, b) => b.direita - a.direita);
    return {
      scrollWidth: Math.max(document.documentElement.scrollWidth, window.innerWidth),
      largura,
      culpados: culpados.slice(0, 3),
    };
  }, LARGURA);
}

/** Lists that link to no record (the negotiations' board): their first record is the API's. */
const SEM_LINKS = new Set(['/e/1/negociacoes']);

/** The first record the list links to (or, for a board, the first the API lists), as its path. */
async function primeiroRegistro(page: Page, lista: string): Promise<string> {
  const caminho = new URL(lista).pathname;
  // inside the app the sign-in started: a page.goto would load and start the whole app again
  await openInApp(page, caminho);
  await desenhada(page);
  if (!SEM_LINKS.has(caminho)) {
    const detalhe = new RegExp(`^${caminho}/(?!create$|lixeira$)[^/]+$`);
    const link = await page.waitForFunction(
      (padrao) =>
        [...document.querySelectorAll('main a[href]')]
          .map((a) => new URL((a as HTMLAnchorElement).href).pathname)
          .find((p) => new RegExp(padrao).test(p)),
      detalhe.source,
      { timeout: 15_000, polling: 50 },
    );
    return String(await link.jsonValue());
  }
  const api = caminho.replace(/^\/e\/(\d+)\//, '/api/empresas/$1/');
  const id = await page.evaluate(async (url) => {
    const r = await fetch(url, {
      headers: { Authorization: `Bearer ${localStorage.getItem('accessToken') ?? ''}` },
    });
    const corpo = (await r.json()) as { id: number }[] | { data?: { id: number }[] };
    return (Array.isArray(corpo) ? corpo : corpo.data)?.[0]?.id;
  }, api);
  expect(id, `nenhum registro em ${api}`).toBeDefined();
  return `${caminho}/${id}`;
}

/** Visits each path and returns one line per path wider than the screen, naming what sticks out. */
async function largas(page: Page, caminhos: string[]): Promise<string[]> {
  const falhas: string[] = [];
  for (const caminho of caminhos) {
    await openInApp(page, caminho);
    await desenhada(page);
    // charts and grids settle their size after the first paint: the width they end at is the page's
    await page
      .waitForFunction(
        (largura) => Math.max(document.documentElement.scrollWidth, window.innerWidth) <= largura,
        LARGURA,
        { timeout: 10_000 },
      )
      .catch(() => {});
    const m = await medir(page);
    if (m.scrollWidth > m.largura)
      falhas.push(
        `${caminho}: ${m.scrollWidth} px — ${m.culpados.map((c) => `${c.nome} até ${c.direita}`).join('; ')}`,
      );
  }
  return falhas;
}

const LISTAS_EMPRESA = [
  'vendas',
  'negociacoes',
  'usuarios',
  'perfis',
  'equipes',
  'produtos',
  'adicionais',
  'pdvs',
  'origens',
  'sistemas',
  'relatorios',
  'venda-status',
  'campos-extras',
];
const CRIAR_EMPRESA = [
  'vendas',
  'negociacoes',
  'produtos',
  'adicionais',
  'pdvs',
  'origens',
  'sistemas',
  'equipes',
];
const LISTAS_ADMIN = ['empresas', 'grupos', 'dominios', 'bancos'];

describe('mobile: at 390 px no page is wider than the screen', () => {
  it('every company page, as the gestor', { timeout: 300_000 }, async () => {
    const { context, page } = await celular();
    await signInByKeyboard(page, e2e.server.url, 'gestor@alfa.com.br');
    const registros: string[] = [];
    for (const lista of LISTAS_EMPRESA)
      registros.push(await primeiroRegistro(page, `${e2e.server.url}/e/1/${lista}`));
    // the gestor's team, as the menu links it
    const equipeId = await page.evaluate(async () => {
      const r = await fetch('/api/empresas/1/equipes', {
        headers: { Authorization: `Bearer ${localStorage.getItem('accessToken') ?? ''}` },
      });
      const corpo = (await r.json()) as { id: number }[] | { data: { id: number }[] };
      return (Array.isArray(corpo) ? corpo : corpo.data)[0]?.id;
    });
    expect(equipeId).toBeGreaterThan(0);
    const falhas = await largas(page, [
      '/e/1',
      ...LISTAS_EMPRESA.map((l) => `/e/1/${l}`),
      ...registros,
      ...CRIAR_EMPRESA.map((l) => `/e/1/${l}/create`),
      '/e/1/usuarios/me',
      '/e/1/aparencia',
      `/e/1/minhas-equipes/${equipeId}`,
      '/e/1/ajuda',
    ]);
    expect(falhas).toEqual([]);
    await context.close();
  });

  it('every admin page, as the admin', { timeout: 300_000 }, async () => {
    const { context, page } = await celular();
    await page.goto(`${e2e.server.url}/login`);
    await page.getByLabel(/^E-mail/).fill('admin@exemplo.com.br');
    await page.getByLabel(/^Senha/).fill('demo1234');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.waitForURL(/\/admin$/);
    const registros: string[] = [];
    for (const lista of LISTAS_ADMIN)
      registros.push(await primeiroRegistro(page, `${e2e.server.url}/admin/${lista}`));
    const falhas = await largas(page, [
      '/admin',
      ...LISTAS_ADMIN.map((l) => `/admin/${l}`),
      ...registros,
      '/admin/request-logs',
    ]);
    // the request logs' latency by route, on the same page
    await page.getByRole('button', { name: 'Latência por rota' }).click();
    await desenhada(page);
    const rotas = await medir(page);
    if (rotas.scrollWidth > rotas.largura)
      falhas.push(
        `/admin/request-logs (Latência por rota): ${rotas.scrollWidth} px — ${JSON.stringify(rotas.culpados)}`,
      );
    expect(falhas).toEqual([]);
    await context.close();
  });

  it('vendas: the filters in a "Filtros" sheet, the first sale above the fold, the add button over no row', {
    timeout: 120_000,
  }, async () => {
    const { context, page } = await celular();
    await signInByKeyboard(page, e2e.server.url, 'gestor@alfa.com.br', { to: '/e/1/vendas' });
    await desenhada(page);
    // a sale's line links to it on a phone
    const linhas = page.locator('main a[href^="/e/1/vendas/"]:not([href$="create"]):not([href$="lixeira"])');
    await linhas.first().waitFor();
    // the first sale is on screen without scrolling
    const primeira = await linhas.first().boundingBox();
    expect(primeira && primeira.y + primeira.height).toBeLessThanOrEqual(844);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // the filters are not stacked on the page: a "Filtros" button opens them in a sheet
    const botao = page.getByRole('button', { name: 'Filtros' });
    await expect.poll(() => page.getByTestId('filtros-badge').textContent()).not.toContain('1');
    await botao.click();
    const folha = page.getByRole('dialog', { name: 'Filtros' });
    await folha.waitFor();
    // the status filter: the first choice
    await folha
      .getByLabel(/^Status/)
      .first()
      .click();
    const opcao = page.getByRole('option').first();
    await opcao.click();
    await expect.poll(() => decodeURIComponent(page.url())).toMatch(/filter=.*status/i);
    await page.keyboard.press('Escape');
    await folha.getByRole('button', { name: 'Ver resultados' }).click();
    await folha.waitFor({ state: 'hidden' });
    await expect.poll(() => page.getByTestId('filtros-badge').textContent()).toContain('1');

    await page.goto(`${e2e.server.url}/e/1/vendas`);
    await desenhada(page);
    // scrolled to the end, the floating add button covers no part of the last row
    await linhas.last().waitFor();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const fab = page.locator('a[aria-label="Nova venda"], .MuiFab-root').first();
    await fab.waitFor();
    await expect
      .poll(async () => {
        const [f, u] = [await fab.boundingBox(), await linhas.last().boundingBox()];
        if (!f || !u) return 'sem caixa';
        const cruza =
          f.x < u.x + u.width && u.x < f.x + f.width && f.y < u.y + u.height && u.y < f.y + f.height;
        return cruza ? `o botão ${JSON.stringify(f)} cobre a última linha ${JSON.stringify(u)}` : 'livre';
      })
      .toBe('livre');
    await context.close();
  });
});
