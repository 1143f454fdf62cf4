import { mkdirSync, writeFileSync } from 'node:fs';
import { launchBrowser, startServer } from '../tests/e2e/harness.ts';
import { firstListFigures, loginPageFigures, refreshStorm, signInFigures } from './bench-browser.ts';
import { benchCluster, clusterMissing } from './bench-cluster.ts';
import { benchPages, pageRows } from './bench-pages.ts';
import { type BenchResults, summaryRows, summaryTable } from './bench-summary.ts';
import { benchVendas } from './bench-vendas.ts';
import { ensureClientBuilt } from './client-build.ts';

// `npm run bench` (docs/contrato.md §7): figures, not pass/fail. Compare them as ratios within one run; the
// machine is shared. Writes bench/results.json and prints a table.
// The sales API with 1,000,000 sales comes from bench-vendas.ts (BENCH_VENDAS=N to change N, 0 to skip); the
// throughput of 1, 2 and 4 processes behind HAProxy on PostgreSQL from bench-cluster.ts (BENCH_CLUSTER=0 skips,
// BENCH_CLUSTER_VENDAS=N its sales, BENCH_CLUSTER_SECONDS=S each run's length); BENCH_PAGES=0 skips every figure
// taken in a browser. The last table is issue 17's: figure | demo | ours | ratio | goal (bench-summary.ts).

const RUNS = Number(process.env.BENCH_RUNS ?? 7);

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};
const round = (n: number) => Math.round(n * 10) / 10;

const PAGES = process.env.BENCH_PAGES !== '0';
await ensureClientBuilt();
// The server's default access-token lifetime (15 minutes): a user's reload of a page carries a token still good, as
// it does here, so the early GETs of src/data/early.ts start (with 3 s, as this once ran, every bench reload carried
// an expired token and measured the rarer reload after a pause). The refresh storm, which needs expired tokens,
// gets a server of its own with 3 s.
const server = await startServer({ LOG_LEVEL: 'warn' });
const browser = PAGES ? await launchBrowser() : null;
const results: Record<string, unknown> = { date: new Date().toISOString(), runs: RUNS };

try {
  // ── ours beside react-admin's demo, alternately (issue 17): login, reload to rows, first move to a list ────
  if (browser) results.pages = await benchPages(browser, server.url, RUNS);

  // ── ours alone: the login page's JavaScript and form, signing in, a first list ──────────────────────────
  if (browser) {
    results.loginPage = await loginPageFigures(browser, server.url, RUNS);
    results.signIn = await signInFigures(browser, server.url, RUNS);
    results.firstList = await firstListFigures(browser, server.url, RUNS);
  }

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
  if (browser) {
    const short = await startServer({ ACCESS_TOKEN_TTL: '3', LOG_LEVEL: 'warn' });
    try {
      results.refreshStorm = await refreshStorm(browser, short.url);
    } finally {
      await short.stop();
    }
  }
} finally {
  await browser?.close();
  await server.stop();
}

const VENDAS = Number(process.env.BENCH_VENDAS ?? 1_000_000);
if (VENDAS > 0) results.vendas = await benchVendas(VENDAS);
if (process.env.BENCH_CLUSTER !== '0') {
  const missing = clusterMissing();
  if (missing) console.log(`bench: vazão atrás do HAProxy não medida: ${missing}`);
  results.cluster = missing
    ? { skipped: missing }
    : await benchCluster(
        Number(process.env.BENCH_CLUSTER_VENDAS ?? (VENDAS || 1_000_000)),
        Number(process.env.BENCH_CLUSTER_SECONDS ?? 10),
      );
}

mkdirSync('bench', { recursive: true });
writeFileSync('bench/results.json', `${JSON.stringify(results, null, 2)}\n`);
const api = results.api as Record<string, { p50: number; p95: number }> & { throughputPerfisRps: number };
const rows: Array<[string, string]> = [
  ['API lista de perfis admin p50 / p95', `${api.listPerfisAdmin?.p50} / ${api.listPerfisAdmin?.p95} ms`],
  ['API /usuarios/me p50 / p95', `${api.getUsuarioMe?.p50} / ${api.getUsuarioMe?.p95} ms`],
  ['API criar usuário p50 / p95', `${api.createUsuario?.p50} / ${api.createUsuario?.p95} ms`],
  ['API vazão (perfis da empresa, 8 em paralelo)', `${api.throughputPerfisRps} req/s`],
];
if (results.loginPage) {
  const lp = results.loginPage as {
    jsRawBytes: number;
    jsGzipBytes: number;
    jsTransferredBytes: number;
    msToForm: { p50: number };
  };
  const storm = results.refreshStorm as { tabs: number; refreshCalls: number; msUntilAllAnswered: number };
  rows.unshift(
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
  );
  rows.push([
    `tempestade de refresh (${storm.tabs} abas recarregadas)`,
    `${storm.refreshCalls} refresh, ${storm.msUntilAllAnswered} ms`,
  ]);
}
if (results.pages) rows.unshift(...pageRows(results.pages as Awaited<ReturnType<typeof benchPages>>));
const vendas = results.vendas as
  | {
      vendas: number;
      calls: Record<string, { p50: number; p95: number }>;
      listThroughputRps: number;
      export?: { rows: number; bytes: number; rowsPerSecond: number; peakRssDeltaMb: number | null };
      bootMs: number;
      firstCallAfterBootMs?: number;
      figuras?: { calls: Record<string, { p50: number; p95: number }>; maxP95: number };
    }
  | undefined;
if (vendas) {
  const label: Record<string, string> = {
    listFirstPage: 'lista, 1ª página',
    listDeepPage: 'lista, página ao acaso até a 2000ª',
    listByStatus: 'lista filtrada por status',
    listByPeriod: 'lista dos últimos 30 dias',
    listByDateRange: 'lista de um intervalo de datas (30 dias)',
    listBySeller: 'lista de um vendedor',
    listByTeam: 'lista de uma equipe',
    listByDocument: 'busca pelo documento do cliente',
    listByCustomerName: 'busca por nome do cliente',
    listSortedByCustomer: 'lista ordenada pelo nome do cliente',
    totalAll: 'total de todas',
    totalByPeriodAndStatus: 'total de 30 dias e um status',
    getOne: 'uma venda',
    create: 'criar venda',
  };
  const n = vendas.vendas.toLocaleString('pt-BR');
  for (const [key, c] of Object.entries(vendas.calls))
    rows.push([
      `vendas (${n}): ${label[key] ?? key} p50 / p95 (${(c as { runs?: number }).runs ?? '?'} chamadas, servidor aquecido)`,
      `${c.p50} / ${c.p95} ms`,
    ]);
  if (vendas.firstCallAfterBootMs !== undefined)
    rows.push([
      `vendas (${n}): a 1ª página, primeira chamada depois do início`,
      `${vendas.firstCallAfterBootMs} ms`,
    ]);
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
const cluster = results.cluster as {
  runs?: Array<{ processes: number; loads: Array<Record<string, unknown>> }>;
};
for (const run of cluster?.runs ?? [])
  for (const l of run.loads)
    rows.push([
      `cluster: ${run.processes} processo(s), ${l.callers} em paralelo, leituras mistas`,
      `${l.rps} req/s, ${l.errors} erros, por processo ${JSON.stringify(l.byServer)}, gerador de carga ${l.generatorCores} núcleo(s), carga da máquina ${l.loadAverage}`,
    ]);
const width = Math.max(...rows.map(([k]) => k.length));
for (const [k, v] of rows) console.log(`${k.padEnd(width)}  ${v}`);
console.log(`\nissue 17, nesta execução:\n${summaryTable(summaryRows(results as BenchResults))}`);
console.log('\nresultados em bench/results.json');
