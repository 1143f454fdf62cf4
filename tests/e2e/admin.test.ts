import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectPageErrors } from './harness';
import { startedForThisFile } from './keyboard';

// The platform's registers (empresas, grupos, domínios) are schema-driven like the company ones: the admin area
// shows them from their schemas, with the references between them and the field errors of their rules.

const e2e = startedForThisFile();

async function signInAdmin(page: Page) {
  await page.goto(`${e2e.server.url}/login?redirect=${encodeURIComponent('/admin')}`);
  await page.getByLabel(/^E-mail/).fill('admin@exemplo.com.br');
  await page.getByLabel(/^Senha/).fill('demo1234');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await page.waitForURL(/\/admin$/);
}

describe('admin registers', () => {
  it('lists the companies with their group, creates a group and a domain, refusing a bad domain at its field', async () => {
    const page = await e2e.browser.newPage();
    const errors = collectPageErrors(page);
    await signInAdmin(page);

    // the companies, with the group drawn by its recordRepresentation
    await page.getByRole('menuitem', { name: 'Empresas' }).click();
    await page.waitForURL(/\/admin\/empresas$/);
    const alfa = page.getByRole('row').filter({ hasText: 'Alfa Telecom' });
    await alfa.waitFor();
    await expect.poll(() => alfa.textContent()).toMatch(/Grupo/);

    // a new group
    await page.goto(`${e2e.server.url}/admin/grupos/create`);
    await page.getByLabel(/^Nome/).fill('Grupo Nordeste');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await page.waitForURL(/\/admin\/grupos(\/\d+)?$/);

    // a domain: upper case breaks its pattern, at the field; then a good one, pointing at Alfa Telecom
    await page.goto(`${e2e.server.url}/admin/dominios/create`);
    await page.getByLabel(/^Domínio/).fill('Vendas.Alfa.com.br');
    const empresa = page.getByRole('combobox', { name: /^Empresa/ });
    await empresa.fill('Alfa');
    await page.getByRole('option', { name: 'Alfa Telecom' }).click();
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await page
      .getByText(/formato|inválid/i)
      .first()
      .waitFor();
    expect(page.url()).toMatch(/\/dominios\/create$/);
    await page.getByLabel(/^Domínio/).fill('vendas.alfa.com.br');
    await page.getByRole('button', { name: 'Salvar', exact: true }).click();
    await page.waitForURL(/\/admin\/dominios(\/\d+)?$/);

    // both are in the API as sent
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    const get = (path: string) =>
      fetch(`${e2e.server.url}${path}`, { headers: { authorization: `Bearer ${token}` } }).then((r) =>
        r.json(),
      );
    const grupos = (await get('/api/admin/grupos')) as Array<{ nome: string }>;
    expect(grupos.map((g) => g.nome)).toContain('Grupo Nordeste');
    const dominios = (await get('/api/admin/dominios')) as Array<{ dominio: string; empresaId: number }>;
    expect(dominios).toContainEqual(expect.objectContaining({ dominio: 'vendas.alfa.com.br', empresaId: 1 }));
    expect(errors()).toEqual([]);
    await page.close();
  });
});

describe('admin request logs', () => {
  it('lists the API calls, including the ones this test made, and filters them by status class', async () => {
    const page = await e2e.browser.newPage();
    // the refused sort below is ours: the browser reports its 400 on the console
    const errors = collectPageErrors(page, [/status of 400/]);
    await signInAdmin(page);

    // two calls of our own: a read that succeeds and a sort the API refuses (400)
    const statuses = await page.evaluate(async () => {
      const headers = { authorization: `Bearer ${localStorage.getItem('accessToken')}` };
      const ok = await fetch('/api/admin/bancos', { headers });
      const bad = await fetch(`/api/admin/request-logs?sort=${encodeURIComponent('["ip","ASC"]')}`, {
        headers,
      });
      return [ok.status, bad.status];
    });
    expect(statuses).toEqual([200, 400]);

    await page.getByRole('menuitem', { name: 'Logs de requisições' }).click();
    await page.waitForURL(/\/admin\/request-logs(\?.*)?$/);
    await page.getByRole('heading', { name: 'Logs de requisições', level: 1 }).waitFor();
    // the server writes its log in batches (about once a second): wait until the API lists both our calls
    const token = await page.evaluate(() => localStorage.getItem('accessToken'));
    const logged = async (path: string, status: number) => {
      const filter = encodeURIComponent(JSON.stringify({ q: path, status }));
      const response = await fetch(`${e2e.server.url}/api/admin/request-logs?filter=${filter}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return ((await response.json()) as Array<{ path: string }>).some((log) => log.path === path);
    };
    await expect
      .poll(async () => (await logged('/api/admin/bancos', 200)) && logged('/api/admin/request-logs', 400), {
        timeout: 30_000,
        interval: 100,
      })
      .toBe(true);
    // then the screen's own search finds them, at its first reading
    await page.getByRole('textbox', { name: 'Buscar no caminho' }).fill('/api/admin/bancos');
    await page.waitForURL(/bancos/);
    const bancos = page.getByRole('row').filter({ hasText: '/api/admin/bancos' });
    await bancos.first().waitFor();
    await expect.poll(() => bancos.first().textContent()).toMatch(/GET.*200/);

    // 4xx only: the refused sort stays, the successful read goes
    await page.getByRole('textbox', { name: 'Buscar no caminho' }).fill('/api/admin/');
    await page.getByRole('combobox', { name: 'Status' }).click();
    await page.getByRole('option', { name: /4xx/ }).click();
    await page.waitForURL(/statusClass/);
    const refused = page.getByRole('row').filter({ hasText: '/api/admin/request-logs' });
    await refused.first().waitFor();
    await expect.poll(() => refused.first().textContent()).toMatch(/400/);
    await expect.poll(() => bancos.count()).toBe(0);

    // a row opens the log with every field
    await refused.first().getByRole('link').click();
    await page.waitForURL(/\/admin\/request-logs\/\d+\/show$/);
    await page
      .getByText(/Requisição nº \d+/)
      .first()
      .waitFor();
    await expect.poll(() => page.getByText('/api/admin/request-logs').count()).toBeGreaterThan(0);
    expect(errors()).toEqual([]);
    await page.close();
  });
});

describe('admin home', () => {
  it("shows the API's figures, and a slow route opens the request logs of that route", async () => {
    const page = await e2e.browser.newPage();
    const errors = collectPageErrors(page);
    await signInAdmin(page);
    // the server writes its request log in batches: read the home again until the slowest routes have some
    const rotas = page.getByRole('region', { name: 'Rotas mais lentas' }).getByRole('link');
    await expect
      .poll(
        async () => {
          if ((await rotas.count()) > 0) return true;
          await page.reload();
          await page.getByRole('heading', { name: 'Administração da plataforma' }).waitFor();
          await page.getByText('Requisições por hora').waitFor();
          return (await rotas.count()) > 0;
        },
        { timeout: 40_000, interval: 500 },
      )
      .toBe(true);

    // the cards read what the API answers, formatted by the browser's own Intl as the page does
    const esperado = await page.evaluate(async () => {
      const res = await fetch('/api/admin/painel', {
        headers: { authorization: `Bearer ${localStorage.getItem('accessToken')}` },
      });
      const d = await res.json();
      const n = (v: number) => new Intl.NumberFormat('pt-BR').format(v);
      return {
        ativas: `Empresas ativas${n(d.empresas.ativas)}${n(d.empresas.inativas)} sem contrato ativo`,
        vencendo: `Contrato vencendo${n(d.empresas.vencendo.quantidade)}terminam em até 30 dias`,
        limite: `Acima do limite${n(d.empresas.acimaDoLimite.quantidade)}mais usuários que o contrato`,
        usuarios: `de ${n(d.usuarios.total)} cadastrados; ${n(d.usuarios.perfisAtivos)} perfis ativos`,
        usuariosAtivos: n(d.usuarios.ativos),
        requisicoes: d.requisicoes.total as number,
        primeiraRota: `${d.requisicoes.rotasLentas[0].method} ${d.requisicoes.rotasLentas[0].rota}`,
      };
    });
    const texto = (name: RegExp) => page.getByRole('link', { name }).textContent();
    expect(await texto(/^Empresas ativas/)).toBe(esperado.ativas);
    expect(await texto(/^Contrato vencendo/)).toBe(esperado.vencendo);
    expect(await texto(/^Acima do limite/)).toBe(esperado.limite);
    const usuarios = page.getByText(esperado.usuarios);
    await usuarios.waitFor();
    // the page loaded before our own fetch: it counted as many requests or fewer
    const shown = Number(
      (await texto(/^Requisições \(24 h\)/))?.match(/\(24 h\)([\d.]+)/)?.[1]?.replace(/\./g, ''),
    );
    expect(shown).toBeGreaterThan(0);
    expect(shown).toBeLessThanOrEqual(esperado.requisicoes);

    // the slowest route opens the logs of that route over the last 24 hours
    const rota = (await rotas.first().textContent()) ?? '';
    const [method, pattern] = rota.split(' ');
    await rotas.first().click();
    await page.waitForURL(/\/admin\/request-logs\?.*rota/);
    await page.getByRole('heading', { name: 'Logs de requisições', level: 1 }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Rota (padrão)' }).inputValue()).toBe(pattern);
    const linhas = page.locator('tbody tr');
    await linhas.first().waitFor();
    // the stored route is Fastify's pattern (/api/empresas/:empresaId/vendas/:id): each :param one segment
    const re = new RegExp(`^${(pattern ?? '').replace(/:[A-Za-z]+/g, '[^/]+')}$`);
    const paths = await page.locator('tbody tr td.column-path').allTextContents();
    expect(paths.length).toBeGreaterThan(0);
    for (const p of paths) expect(p).toMatch(re);
    expect(await linhas.first().textContent()).toContain(method);
    expect(errors()).toEqual([]);
    await page.close();
  });
});
