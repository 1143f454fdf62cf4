import { mkdirSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { launchBrowser, startServer } from '../tests/e2e/harness.ts';
import { benchPages, pageRows } from './bench-pages.ts';
import { benchVendas } from './bench-vendas.ts';
import { ensureClientBuilt } from './client-build.ts';

// `npm run bench` (docs/contrato.md §7): figures, not pass/fail. Compare them as ratios within one run; the
// machine is shared. Writes bench/results.json and prints a table.
// The sales API with 1,000,000 sales comes from bench-vendas.ts (BENCH_VENDAS=N to change N, 0 to skip).

const RUNS = Number(process.env.BENCH_RUNS ?? 7);

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};
const round = (n: number) => Math.round(n * 10) / 10;

await ensureClientBuilt();
const server = await startServer({ ACCESS_TOKEN_TTL: '3', LOG_LEVEL: 'warn' });
const browser = await launchBrowser();
const results: Record<string, unknown> = { date: new Date().toISOString(), runs: RUNS };

try {
  // ── ours beside react-admin's demo, alternately (issue 17): login, reload to rows, first move to a list ────
  if (process.env.BENCH_PAGES !== '0') results.pages = await benchPages(browser, server.url, RUNS);

  // ── the login page: JavaScript it loads, and time to a usable form ──────────────────────────────────────
  const loginTimes: number[] = [];
  let js = { files: 0, raw: 0, gzip: 0, transferred: 0 };
  for (let i = 0; i < RUNS; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const encoded = new Map<string, number>();
    const urls = new Map<string, string>();
    cdp.on('Network.responseReceived', (e) => {
      if (e.type === 'Script') urls.set(e.requestId, e.response.url);
    });
    cdp.on('Network.loadingFinished', (e) => {
      if (urls.has(e.requestId)) encoded.set(e.requestId, e.encodedDataLength);
    });
    const t0 = performance.now();
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: 'Entrar' }).waitFor();
    loginTimes.push(performance.now() - t0);
    await page.waitForLoadState('networkidle');
    if (i === 0) {
      let raw = 0;
      let gzip = 0;
      for (const url of urls.values()) {
        const body = Buffer.from(
          await (await fetch(url, { headers: { 'accept-encoding': 'identity' } })).arrayBuffer(),
        );
        raw += body.length;
        gzip += gzipSync(body, { level: 9 }).length;
      }
      js = { files: urls.size, raw, gzip, transferred: [...encoded.values()].reduce((a, b) => a + b, 0) };
    }
    await context.close();
  }
  results.loginPage = {
    jsFiles: js.files,
    jsRawBytes: js.raw,
    jsGzipBytes: js.gzip,
    jsTransferredBytes: js.transferred,
    budgetBytes: 150 * 1024,
    msToForm: { p50: round(pct(loginTimes, 50)), p95: round(pct(loginTimes, 95)) },
  };

  // ── signing in: from the click to the company dashboard (react-admin loads here) ────────────────────────
  const dashTimes: number[] = [];
  for (let i = 0; i < Math.min(RUNS, 5); i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/login`);
    await page.getByLabel(/^E-mail/).fill('gestor@alfa.com.br');
    await page.getByLabel(/^Senha/).fill('demo1234');
    const t0 = performance.now();
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByText('Bem-vindo').waitFor();
    dashTimes.push(performance.now() - t0);
    await context.close();
  }
  results.signIn = { msToDashboard: { p50: round(pct(dashTimes, 50)), p95: round(pct(dashTimes, 95)) } };

  // ── a first list of rows: navigation to /e/1/produtos (signed in) until the first row shows ─────────────
  const listTimes: number[] = [];
  {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/login`);
    await page.getByLabel(/^E-mail/).fill('gestor@alfa.com.br');
    await page.getByLabel(/^Senha/).fill('demo1234');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await page.getByText('Bem-vindo').waitFor();
    for (let i = 0; i < Math.min(RUNS, 5); i++) {
      const t0 = performance.now();
      await page.goto(`${server.url}/e/1/produtos`);
      await page.locator('tbody tr').first().waitFor();
      listTimes.push(performance.now() - t0);
    }
    await context.close();
  }
  results.firstList = { msToFirstRows: { p50: round(pct(listTimes, 50)), p95: round(pct(listTimes, 95)) } };

  // ── API latency on the calls that exist ─────────────────────────────────────────────────────────────────
  const login = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'gestor@alfa.com.br', senha: 'demo1234' }),
  });
  const session = (await login.json()) as { refreshToken: string };
  let token = '';
  const renew = async () => {
    const r = await fetch(`${server.url}/api/auth/refresh-token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ refreshToken: session.refreshToken }),
    });
    const body = (await r.json()) as { accessToken: string; refreshToken: string };
    token = body.accessToken;
    session.refreshToken = body.refreshToken;
  };
  const time = async (n: number, call: (i: number) => Promise<Response>) => {
    const out: number[] = [];
    for (let i = 0; i < n; i++) {
      if (i % 20 === 0) await renew();
      const t0 = performance.now();
      const r = await call(i);
      await r.arrayBuffer();
      if (!r.ok) throw new Error(`bench: ${r.status} ${r.url}`);
      out.push(performance.now() - t0);
    }
    return { p50: round(pct(out, 50)), p95: round(pct(out, 95)), n };
  };
  const auth = () => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });
  const stamp = Date.now();
  results.api = {
    note: 'latência em ms, chamadas em sequência',
    listPerfisAdmin: await time(100, () =>
      fetch(`${server.url}/api/perfis/empresas/1/admin`, { headers: auth() }),
    ),
    getUsuarioMe: await time(100, () => fetch(`${server.url}/api/usuarios/me`, { headers: auth() })),
    createUsuario: await time(50, (i) =>
      fetch(`${server.url}/api/usuarios/empresas/1`, {
        method: 'POST',
        headers: auth(),
        body: JSON.stringify({
          nomeCompleto: `Bench ${i}`,
          email: `bench${stamp}.${i}@alfa.com.br`,
          papelId: 5,
        }),
      }),
    ),
  };
  await renew();
  const concurrency = 8;
  const total = 400;
  let done = 0;
  const t0 = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (done < total) {
        done++;
        const r = await fetch(`${server.url}/api/perfis/empresas/1`, { headers: auth() });
        await r.arrayBuffer();
      }
    }),
  );
  results.api = {
    ...(results.api as object),
    throughputPerfisRps: round(total / ((performance.now() - t0) / 1000)),
  };

  // ── refresh storm: N tabs reloaded at once with an expired token ────────────────────────────────────────
  const tabs = 6;
  const context = await browser.newContext();
  let refreshes = 0;
  context.on('request', (r) => {
    if (r.url().endsWith('/api/auth/refresh-token')) refreshes++;
  });
  const first = await context.newPage();
  await first.goto(`${server.url}/login`);
  await first.getByLabel(/^E-mail/).fill('gestor@alfa.com.br');
  await first.getByLabel(/^Senha/).fill('demo1234');
  await first.getByRole('button', { name: 'Entrar' }).click();
  await first.getByText('Bem-vindo').waitFor();
  const pages = [first];
  for (let i = 1; i < tabs; i++) {
    const p = await context.newPage();
    await p.goto(`${server.url}/e/1`);
    await p.getByText('Bem-vindo').waitFor();
    pages.push(p);
  }
  await new Promise((r) => setTimeout(r, 3500));
  refreshes = 0;
  const s0 = performance.now();
  await Promise.all(pages.map((p) => p.reload()));
  await Promise.all(pages.map((p) => p.getByText('Bem-vindo').waitFor()));
  results.refreshStorm = { tabs, refreshCalls: refreshes, msUntilAllAnswered: round(performance.now() - s0) };
  await context.close();
} finally {
  await browser.close();
  await server.stop();
}

const VENDAS = Number(process.env.BENCH_VENDAS ?? 1_000_000);
if (VENDAS > 0) results.vendas = await benchVendas(VENDAS);

mkdirSync('bench', { recursive: true });
writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
const lp = results.loginPage as {
  jsRawBytes: number;
  jsGzipBytes: number;
  jsTransferredBytes: number;
  msToForm: { p50: number };
};
const api = results.api as Record<string, { p50: number; p95: number }> & { throughputPerfisRps: number };
const storm = results.refreshStorm as { tabs: number; refreshCalls: number; msUntilAllAnswered: number };
const rows: Array<[string, string]> = [
  ['JS da página de login (bruto)', `${(lp.jsRawBytes / 1024).toFixed(1)} KB`],
  ['JS da página de login (gzip)', `${(lp.jsGzipBytes / 1024).toFixed(1)} KB`],
  [
    'JS da página de login (transferido)',
    `${(lp.jsTransferredBytes / 1024).toFixed(1)} KB (orçamento 150 KB)`,
  ],
  ['navegação → formulário de login (p50)', `${lp.msToForm.p50} ms`],
  [
    'clique em Entrar → painel (p50)',
    `${(results.signIn as { msToDashboard: { p50: number } }).msToDashboard.p50} ms`,
  ],
  [
    'navegação → primeiras linhas da lista de produtos (p50)',
    `${(results.firstList as { msToFirstRows: { p50: number } }).msToFirstRows.p50} ms`,
  ],
  ['API lista de perfis admin p50 / p95', `${api.listPerfisAdmin?.p50} / ${api.listPerfisAdmin?.p95} ms`],
  ['API /usuarios/me p50 / p95', `${api.getUsuarioMe?.p50} / ${api.getUsuarioMe?.p95} ms`],
  ['API criar usuário p50 / p95', `${api.createUsuario?.p50} / ${api.createUsuario?.p95} ms`],
  ['API vazão (perfis da empresa, 8 em paralelo)', `${api.throughputPerfisRps} req/s`],
  [
    `tempestade de refresh (${storm.tabs} abas recarregadas)`,
    `${storm.refreshCalls} refresh, ${storm.msUntilAllAnswered} ms`,
  ],
];
if (results.pages) rows.unshift(...pageRows(results.pages as Awaited<ReturnType<typeof benchPages>>));
const vendas = results.vendas as
  | {
      vendas: number;
      calls: Record<string, { p50: number; p95: number }>;
      listThroughputRps: number;
      export?: { rows: number; bytes: number; rowsPerSecond: number; peakRssDeltaMb: number | null };
      bootMs: number;
      figuras?: { calls: Record<string, { p50: number; p95: number }>; maxP95: number };
    }
  | undefined;
if (vendas) {
  const label: Record<string, string> = {
    listFirstPage: 'lista, 1ª página',
    listDeepPage: 'lista, página ao acaso até a 2000ª',
    listByStatus: 'lista filtrada por status',
    listByPeriod: 'lista dos últimos 30 dias',
    listBySeller: 'lista de um vendedor',
    listByDocument: 'busca pelo documento do cliente',
    listByCustomerName: 'busca por nome do cliente',
    totalAll: 'total de todas',
    totalByPeriodAndStatus: 'total de 30 dias e um status',
    getOne: 'uma venda',
    create: 'criar venda',
  };
  const n = vendas.vendas.toLocaleString('pt-BR');
  for (const [key, c] of Object.entries(vendas.calls))
    rows.push([`vendas (${n}): ${label[key] ?? key} p50 / p95`, `${c.p50} / ${c.p95} ms`]);
  rows.push([`vendas (${n}): vazão da lista (8 em paralelo)`, `${vendas.listThroughputRps} req/s`]);
  rows.push([`vendas (${n}): início do servidor (migrações incluídas)`, `${vendas.bootMs} ms`]);
  for (const [key, c] of Object.entries(vendas.figuras?.calls ?? {}))
    rows.push([`figuras (${n}): ${key} p50 / p95`, `${c.p50} / ${c.p95} ms`]);
  if (vendas.figuras) rows.push([`figuras (${n}): pior p95 (meta ≤ 100 ms)`, `${vendas.figuras.maxP95} ms`]);
  const ex = vendas.export;
  if (ex)
    rows.push([
      `vendas (${n}): exportação CSV inteira`,
      `${ex.rows.toLocaleString('pt-BR')} linhas, ${(ex.bytes / 2 ** 20).toFixed(1)} MB, ${ex.rowsPerSecond.toLocaleString('pt-BR')} linhas/s, memória do servidor +${ex.peakRssDeltaMb ?? '?'} MB`,
    ]);
}
const width = Math.max(...rows.map(([k]) => k.length));
for (const [k, v] of rows) console.log(`${k.padEnd(width)}  ${v}`);
console.log('\nresultados em bench/results.json');
