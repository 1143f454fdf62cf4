import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, type RunningServer, startServer } from '../harness';
import { networkQuiet, openInApp, trackRequests } from '../settle';
import { adminRoutes, companyRoutes, signIn } from './pages';

// Issue 15, "English complete": in English, no text the app owns is Portuguese, on every route of docs/produto.md §2 (the
// company as gestor@alfa, the admin area as admin) and the login page. The app's text is what the page shows and
// announces (text, charts' axes and legends, placeholders, aria-labels, the document title) minus the data: table
// cells, input values and every string the API answered with (the company name, people's names, a status's name
// are the company's data, not the app's). Portuguese is a word of PORTUGUESE_WORDS or any word with a Portuguese diacritic.
//
// The test fails on any route that shows Portuguese, listing what it showed per route.

const PORTUGUESE_WORDS = [
  'Salvar',
  'Criar',
  'Exportar',
  'Importar',
  'Filtros',
  'Filtro',
  'Buscar',
  'Pesquisar',
  'Vendas',
  'Venda',
  'Produtos',
  'Nenhum',
  'Nenhuma',
  'Página',
  'Entrar',
  'Sair',
  'Senha',
  'Novo',
  'Nova',
  'Cancelar',
  'Excluir',
  'Editar',
  'Adicionar',
  'Colunas',
  'Limpar',
  'Fechar',
  'Voltar',
  'Selecionar',
  'Linhas',
  'Todos',
  'Todas',
  'Sim',
  'Não',
  'Ativo',
  'Ativa',
  'Nome',
  'Valor',
  'Data',
  'Equipe',
  'Equipes',
  'Empresa',
  'Empresas',
  'Usuários',
  'Perfil',
  'Perfis',
  'Relatórios',
  'Cadastros',
  'Ajuda',
  'Início',
  'Origens',
  'Sistemas',
  'Adicionais',
  'Bancos',
  'Grupos',
  'Domínios',
  'Hoje',
  'Ontem',
  'Semana',
  'Mês',
  'Ano',
  'Carregando',
  'Ordenar',
  'Mostrar',
  'Ocultar',
  'Lixeira',
  'Histórico',
  'Alterações',
  'de',
  'do',
  'da',
  'dos',
  'das',
  'em',
  'para',
  'por',
  'com',
  'sem',
  'ou',
  'e',
  'AAAA',
];
const WORDS = new Set(PORTUGUESE_WORDS.map((w) => w.toLocaleLowerCase('pt-BR')));
const DIACRITIC = /[ãõçáéíóúâêôà]/i;

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

// Keys whose strings in an API answer are the app's own words (a message, a chart's title), not data.
const APP_TEXT_KEYS = /^(title|titulo|label|rotulo|message|mensagem|detail|erro|error|descricao|help)$/i;

// Answers whose every string is the company's data, whatever its key: a campo extra's `rotulo` is the name the
// company gave the field ("Número do contrato"), shown as a label on the sale form.
const ALL_DATA = /\/campos-extras(\/|\?|$)/;

// The global search's hits: a hit's `titulo` is its record's name (a sale's "Nº 12 – Ana Souza", a person's name).
const TITLES_ARE_DATA = /\/busca$/;

/** Every string value the API has answered with on this page: the data the screen shows. */
function collectData(page: Page): Set<string> {
  const data = new Set<string>();
  // `all`: every string is data, whatever its key (a campo extra's rotulo is the label the company typed)
  const walk = (value: unknown, key = '', all = false, titles = false) => {
    if (typeof value === 'string') {
      if (all || (titles && key === 'titulo') || !APP_TEXT_KEYS.test(key)) data.add(value.trim());
    } else if (Array.isArray(value)) for (const v of value) walk(v, key, all, titles);
    else if (value !== null && typeof value === 'object')
      for (const [k, v] of Object.entries(value)) walk(v, k, all, titles);
  };
  page.on('response', async (response) => {
    if (!response.url().includes('/api/') || !response.headers()['content-type']?.includes('json')) return;
    try {
      const { pathname } = new URL(response.url());
      walk(await response.json(), '', ALL_DATA.test(pathname), TITLES_ARE_DATA.test(pathname));
    } catch {
      // a body already gone (navigation) holds nothing to exclude
    }
  });
  return data;
}

async function settle(page: Page) {
  // 300 ms without a request in flight, where 'networkidle' waited 500 ms after every load
  await networkQuiet(page);
  await page.waitForFunction(
    () =>
      document.querySelector('#main-content, main, form') !== null &&
      // a determinate bar (a figure's progress) is content; a spinner or skeleton means still loading
      document.querySelector('[role="progressbar"]:not([aria-valuenow]), .MuiSkeleton-root') === null,
    undefined,
    { timeout: 20_000 },
  );
}

/** The app's own texts on the page: visible text outside data cells and inputs, placeholders, aria-labels. */
function appTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    // a chart's texts (its axes' numbers and months, its legend) are the app's, its data values excluded below
    const DATA = 'td, [role="cell"], [role="gridcell"], input, textarea, [contenteditable="true"]';
    const texts: string[] = [document.title];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement;
      const text = node.textContent?.trim() ?? '';
      if (!element || text === '' || element.closest(DATA)) continue;
      if (element.closest('[aria-hidden="true"], script, style, noscript')) continue;
      const box = element.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      texts.push(text);
    }
    for (const element of document.querySelectorAll('[placeholder], [aria-label]')) {
      if (element.closest('td, [role="cell"], [role="gridcell"]')) continue;
      for (const attribute of ['placeholder', 'aria-label']) {
        const value = element.getAttribute(attribute)?.trim();
        if (value) texts.push(value);
      }
    }
    return texts;
  });
}

/** `text` without the whole-word occurrences of `value` (not inside a longer word on either side). */
function withoutWhole(text: string, value: string): string {
  const escaped = value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.replace(new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'gu'), ' ');
}

/** The Portuguese in `texts` that is not data: each offending text once. */
function portuguese(texts: string[], data: Set<string>): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    if (data.has(text)) continue;
    // a text that contains a data value (a title "Produto CTRL-15 – Plano Controle") is judged without it; only
    // a whole-word occurrence counts, so a value "der" does not cut "folder" into a Portuguese-looking "fol"
    let rest = text;
    for (const value of data) if (value.length > 2 && rest.includes(value)) rest = withoutWhole(rest, value);
    // an address (an example link in a helper text) is in no language: its ".com" is not the word "com"
    rest = rest.replace(/\bhttps?:\/\/\S+/gi, ' ');
    const words = rest.split(/[^\p{L}]+/u).filter(Boolean);
    if (words.some((w) => DIACRITIC.test(w) || WORDS.has(w.toLocaleLowerCase('pt-BR')))) found.add(text);
  }
  return [...found];
}

async function walk(page: Page, data: Set<string>, routes: [string, string][]) {
  const failing: Record<string, string[]> = {};
  for (const [i, [name, url]] of routes.entries()) {
    if (i === 0) await page.goto(`${server.url}${url}`);
    // in the running app: loading it again for each of some 60 routes was most of this walk's time
    else await openInApp(page, url);
    try {
      await settle(page);
    } catch {
      // a page that never settles is listed like one in Portuguese, with what it showed
      failing[name] = ['(a página não terminou de carregar)'];
    }
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    const found = portuguese(await appTexts(page), data);
    if (found.length > 0) failing[name] = [...(failing[name] ?? []), ...found.slice(0, 12)];
  }
  return failing;
}

function check(failing: Record<string, string[]>) {
  const report = Object.entries(failing)
    .map(([route, texts]) => `${route}: ${texts.map((t) => JSON.stringify(t)).join(', ')}`)
    .join('\n');
  expect(Object.keys(failing), `Em português:\n${report}`).toEqual([]);
}

async function toEnglish(page: Page) {
  await page.getByRole('button', { name: /^(Idioma|Language)$/ }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await page.waitForFunction(() => document.documentElement.lang === 'en');
}

describe('English on every route', () => {
  it('the login page and every company page of docs/produto.md §2 as gestor@alfa', async () => {
    // with the motion most users have: every page, its transitions and ripples running (harness.ts TEST_MOTION)
    const context = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      reducedMotion: 'no-preference',
    });
    trackRequests(context);
    const page = await context.newPage();
    const data = collectData(page);

    await page.goto(`${server.url}/login`);
    await page.evaluate(() => localStorage.setItem('locale', 'en'));
    const failing = await walk(page, data, [['/login', '/login']]);
    await page.evaluate(() => localStorage.setItem('locale', 'pt-br'));

    await signIn(page, server.url, 'gestor@alfa.com.br', /\/e\/1$/);
    await toEnglish(page);
    const routes = await companyRoutes(page);
    Object.assign(failing, await walk(page, data, routes));
    await context.close();
    check(failing);
  }, 600_000);

  it('the windows, menus and sheets the pages open, at 1280 and at 390 px', async () => {
    const failing: Record<string, string[]> = {};
    const look = async (page: Page, data: Set<string>, name: string) => {
      const found = portuguese(await appTexts(page), data);
      if (found.length > 0) failing[name] = found.slice(0, 12);
    };
    const desk = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    trackRequests(desk);
    const page = await desk.newPage();
    const data = collectData(page);
    await page.goto(`${server.url}/login`);
    await page.evaluate(() => localStorage.setItem('locale', 'en'));
    await signIn(page, server.url, 'gestor@alfa.com.br', /\/e\/1$/);
    // Ctrl+K with the server's hits (sales, negotiations, people)
    await page.getByRole('button', { name: 'Search (Ctrl+K)' }).waitFor();
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: 'Search' }).fill('ana');
    await page.getByRole('group', { name: 'Sales' }).waitFor();
    await look(page, data, 'Ctrl+K');
    await page.keyboard.press('Escape');
    // a list's import window, its columns menu and its bulk toolbar
    await page.goto(`${server.url}/e/1/produtos`);
    await settle(page);
    await page.getByRole('button', { name: 'Import' }).click();
    await page.getByRole('dialog').waitFor();
    await look(page, data, '/e/1/produtos: Import');
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    await page.getByRole('checkbox').nth(1).check();
    await page
      .getByText(/\bselected$/)
      .first()
      .waitFor();
    await look(page, data, '/e/1/produtos: bulk');
    await desk.close();

    // a phone: the Filters sheet and the full-screen search
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    trackRequests(phone);
    const small = await phone.newPage();
    const smallData = collectData(small);
    await small.goto(`${server.url}/login`);
    await small.evaluate(() => localStorage.setItem('locale', 'en'));
    await signIn(small, server.url, 'gestor@alfa.com.br', /\/e\/1$/);
    await small.goto(`${server.url}/e/1/vendas`);
    await settle(small);
    await small.getByRole('button', { name: /^Filters/ }).click();
    await small.getByRole('dialog').waitFor();
    await look(small, smallData, '/e/1/vendas: Filters (390 px)');
    await small.keyboard.press('Escape');
    await small.getByRole('dialog').waitFor({ state: 'detached' });
    await small.getByRole('button', { name: 'Search (Ctrl+K)' }).click();
    await small.getByRole('combobox', { name: 'Search' }).fill('ana');
    await small.getByRole('group', { name: 'Sales' }).waitFor();
    await look(small, smallData, 'Ctrl+K (390 px)');
    await phone.close();
    check(failing);
  }, 300_000);

  it('every admin page as admin', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    trackRequests(context);
    const page = await context.newPage();
    const data = collectData(page);
    // the admin area has no language menu: the language chosen before (its localStorage key) applies
    await page.goto(`${server.url}/login`);
    await page.evaluate(() => localStorage.setItem('locale', 'en'));
    await signIn(page, server.url, 'admin@exemplo.com.br', /\/admin$/);
    const routes = await adminRoutes(page);
    const failing = await walk(page, data, routes);
    await context.close();
    check(failing);
  }, 300_000);
});
