import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { startServer } from '../tests/e2e/harness.ts';
import { benchExport } from './bench-export.ts';

// The sales API with a large table (docs/contrato.md §7: 1,000,000 sales): list, filters, total, get and create,
// p50/p95 over sequential calls, and throughput with parallel ones. The filled database is kept in
// .tmp/bench-vendas-{N} between runs (filling 1,000,000 takes a few minutes); BENCH_VENDAS=N picks N, 0 skips.

const ROOT = resolve(import.meta.dirname, '..');

const pct = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};
const round = (n: number) => Math.round(n * 10) / 10;

/** A data directory holding the demo plus `n` sales of Alfa, filled once (`npm run seed -- --vendas n`). */
function filledDataDir(n: number): string {
  const dir = join(ROOT, '.tmp', `bench-vendas-${n}`);
  const marker = join(dir, 'filled');
  if (existsSync(marker)) return join(dir, 'data');
  mkdirSync(dir, { recursive: true });
  console.log(`bench: enchendo ${dir} com ${n.toLocaleString('pt-BR')} vendas (uma vez só)…`);
  const started = performance.now();
  const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/seed.ts', '--vendas', String(n)], {
    cwd: ROOT,
    env: { ...process.env, DATA_DIR: join(dir, 'data') },
    stdio: 'inherit',
  });
  if (result.status !== 0) throw new Error('bench: o seed das vendas falhou');
  writeFileSync(marker, `${Math.round(performance.now() - started)} ms\n`);
  return join(dir, 'data');
}

type Get = (url: string) => Promise<{ body: unknown; range: string | null }>;
type Timing = { p50: number; p95: number; runs: number };

/**
 * p50/p95 of `runs` sequential calls, after WARM_CALLS warming ones. A server in use is a warm one: just after its
 * start the first calls of each kind also compile their code paths (JIT) and read their pages into memory, and
 * with 20 runs the p95 was the slowest of them, one such call (a diagnostic of 400 first pages at 1,000,000
 * sales: 23 ms for the first call after the warm-up, 7 ms p50 and 13 ms p95 after a second of use). The first call
 * after the start is reported on its own (firstCallAfterBootMs).
 */
const WARM_CALLS = 10;
async function time(runs: number, call: (i: number) => Promise<unknown>): Promise<Timing> {
  for (let i = 1; i <= WARM_CALLS; i++) await call(-i);
  const out: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await call(i);
    out.push(performance.now() - t0);
  }
  return { p50: round(pct(out, 50)), p95: round(pct(out, 95)), runs };
}

/** A list's query string: each parameter as JSON. */
const q = (params: Record<string, unknown>) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
    .join('&');

/** Someone of Alfa signed in (its manager unless told): the headers, and a GET that fails loudly. */
async function signIn(url: string, email = 'gestor@alfa.com.br') {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, senha: 'demo1234' }),
  });
  if (!login.ok) throw new Error(`bench: login ${email} ${login.status}`);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
  const get: Get = async (target) => {
    const r = await fetch(target, { headers });
    if (!r.ok) throw new Error(`bench: ${r.status} ${target}`);
    return { body: await r.json(), range: r.headers.get('content-range') };
  };
  return { headers, get };
}

interface Amostra {
  base: string;
  headers: Record<string, string>;
  get: Get;
  sample: Record<string, unknown>;
  status: unknown;
  monthAgo: string;
  today: string;
}

/** The list (first page, a deep page, each filter), the total, one sale and a create, timed one after another. */
async function timeCalls({ base, headers, get, sample, status, monthAgo, today }: Amostra) {
  const list = (params: Record<string, unknown>) => () => get(`${base}?${q({ range: [0, 24], ...params })}`);
  const page = (i: number) => Math.abs(i * 7919) % 2000;
  const calls: Record<string, Timing> = {
    listFirstPage: await time(100, list({})),
    listDeepPage: await time(100, (i) => get(`${base}?${q({ range: [page(i) * 25, page(i) * 25 + 24] })}`)),
    listByStatus: await time(100, list({ filter: { vendaStatusId: status } })),
    listByPeriod: await time(100, list({ filter: { data_gte: monthAgo } })),
    listByDateRange: await time(100, list({ filter: { data_gte: monthAgo, data_lte: today } })),
    listBySeller: await time(100, list({ filter: { vendedorId: sample.vendedorId } })),
    listByTeam: await time(100, list({ filter: { equipeId: sample.equipeId } })),
    listByDocument: await time(100, list({ filter: { q: sample.clienteDocumento } })),
    listByCustomerName: await time(20, list({ filter: { q: String(sample.clienteNome).split(' ')[0] } })),
    listSortedByCustomer: await time(100, list({ sort: ['clienteNome', 'ASC'] })),
    listInTotals: await time(100, list({ filter: { nosTotais: true } })),
    totalAll: await time(50, () => get(`${base}/total`)),
    totalBySeller: await time(50, () =>
      get(`${base}/total?${q({ filter: { vendedorId: sample.vendedorId } })}`),
    ),
    totalByPeriodAndStatus: await time(50, () =>
      get(`${base}/total?${q({ filter: { data_gte: monthAgo, vendaStatusId: status } })}`),
    ),
    getOne: await time(100, () => get(`${base}/${sample.id}`)),
    create: await time(50, async () => {
      const r = await fetch(base, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          data: new Date().toISOString().slice(0, 10),
          clienteNome: 'Cliente do bench',
          clienteDocumento: '52998224725',
          vendaStatusId: status,
          itens: sample.itens,
          extras: sample.extras,
        }),
      });
      if (r.status !== 201) throw new Error(`bench: create ${r.status} ${await r.text()}`);
    }),
  };
  return calls;
}

/** Throughput: 8 callers asking for first pages of varied filters for 5 s; answers calls per second. */
async function listThroughput({ base, get, sample, status, monthAgo }: Amostra) {
  const filters = [{}, { vendaStatusId: status }, { data_gte: monthAgo }, { vendedorId: sample.vendedorId }];
  let done = 0;
  const until = performance.now() + 5000;
  await Promise.all(
    Array.from({ length: 8 }, async (_, w) => {
      while (performance.now() < until) {
        await get(`${base}?${q({ range: [0, 24], filter: filters[(done + w) % filters.length] })}`);
        done++;
      }
    }),
  );
  return round(done / 5);
}

export async function benchVendas(n: number): Promise<Record<string, unknown>> {
  const dataDir = filledDataDir(n);
  const bootStarted = performance.now();
  // DATA_DIR is the filled one (the harness's own temporary directory goes unused, and is removed on stop)
  const server = await startServer({
    DATA_DIR: dataDir,
    DEMO_DATA: '0',
    LOG_LEVEL: 'warn',
    DB_MAINTENANCE: '0',
  });
  const bootMs = performance.now() - bootStarted;
  try {
    const { headers, get } = await signIn(server.url);
    const base = `${server.url}/api/empresas/1/vendas`;
    const firstStarted = performance.now();
    const first = await get(`${base}?${q({ range: [0, 24] })}`);
    const firstCallAfterBootMs = round(performance.now() - firstStarted);
    const total = Number(String(first.range).split('/')[1]);
    const sample = (first.body as Array<Record<string, unknown>>)[0] as Record<string, unknown>;
    const statuses = (await get(`${server.url}/api/empresas/1/venda-status?${q({ range: [0, 0] })}`)).body;
    const status = (statuses as Array<{ id: unknown }>)[0]?.id;
    const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    const today = new Date().toISOString().slice(0, 10);
    const amostra: Amostra = { base, headers, get, sample, status, monthAgo, today };

    const calls = { ...(await timeCalls(amostra)), ...(await timeViews(server.url, base, get)) };
    const figuras = await benchFiguras(server.url, headers, get, time);
    const listThroughputRps = await listThroughput(amostra);
    // every sale as the streamed CSV export, alone on the server (after the throughput run)
    const exported = await benchExport(`${base}/export`, headers.authorization);
    return {
      vendas: total,
      bootMs: Math.round(bootMs),
      firstCallAfterBootMs,
      calls,
      figuras,
      listThroughputRps,
      export: exported,
    };
  } finally {
    await server.stop();
  }
}

type Timer = (
  runs: number,
  call: (i: number) => Promise<unknown>,
) => Promise<{ p50: number; p95: number; runs: number }>;

/** The e-mail of the supervisor of Alfa's first team, found as the manager sees people. */
async function supervisorEmailOf(
  url: string,
  get: (url: string) => Promise<{ body: unknown }>,
): Promise<string> {
  const [equipe] = (
    await get(
      `${url}/api/empresas/1/equipes?range=${encodeURIComponent('[0,0]')}&sort=${encodeURIComponent('["id","ASC"]')}`,
    )
  ).body as Array<{ supervisorId: number }>;
  const usuarios = (await get(`${url}/api/usuarios/empresas/1/admin`)).body as Array<{
    usuarioId: number;
    email: string;
  }>;
  const supervisorEmail = usuarios.find((u) => u.usuarioId === equipe?.supervisorId)?.email;
  if (!supervisorEmail) throw new Error('bench: supervisor da equipe não encontrado');
  return supervisorEmail;
}

/**
 * The list's first page and the total as a seller (his own sales) and a supervisor (his team's) see them: the
 * reach is a filter of its own, answered from the aggregates like the others (server/vendas/contagem.ts).
 */
async function timeViews(url: string, base: string, get: Get) {
  const seller = await signIn(url, 'vendedor@alfa.com.br');
  const supervisor = await signIn(url, await supervisorEmailOf(url, get));
  const first = (g: Get) => () => g(`${base}?${q({ range: [0, 24] })}`);
  return {
    listSellerOwn: await time(100, first(seller.get)),
    listSupervisorTeam: await time(100, first(supervisor.get)),
    totalSellerOwn: await time(50, () => seller.get(`${base}/total`)),
    totalSupervisorTeam: await time(50, () => supervisor.get(`${base}/total`)),
  };
}

/**
 * The figures (issue 13) over the same sales: every report type and the home, for a manager, a supervisor and a
 * seller, this month and this year. They read the aggregates the triggers keep (migrations 0012, 0013), so the
 * number of sales should not show here.
 */
async function benchFiguras(
  url: string,
  gestorHeaders: Record<string, string>,
  get: (url: string) => Promise<{ body: unknown }>,
  time: Timer,
) {
  const login = async (email: string) => {
    const r = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, senha: 'demo1234' }),
    });
    if (!r.ok) throw new Error(`bench: login ${email} ${r.status}`);
    const { accessToken } = (await r.json()) as { accessToken: string };
    return { authorization: `Bearer ${accessToken}` };
  };
  const supervisorEmail = await supervisorEmailOf(url, get);
  const quem = {
    gestor: gestorHeaders,
    supervisor: await login(supervisorEmail),
    vendedor: await login('vendedor@alfa.com.br'),
  };
  const call = (headers: Record<string, string>, path: string) => async () => {
    const r = await fetch(`${url}/api/empresas/1/${path}`, { headers });
    if (!r.ok) throw new Error(`bench: ${r.status} ${path} ${await r.text()}`);
    await r.json();
  };
  // a public report of each type for the others (a database filled by an older seed may lack some)
  const TIPOS = [
    'VENDAS_POR_PERIODO',
    'VENDAS_POR_VENDEDOR',
    'VENDAS_POR_EQUIPE',
    'VENDAS_POR_STATUS',
    'NEGOCIACOES_POR_ETAPA',
  ];
  const publicos = (await get(`${url}/api/empresas/1/meus-relatorios`)).body as Array<{
    tipo: string;
    uri: string;
  }>;
  const uris: Record<string, string> = {};
  for (const tipo of TIPOS) {
    const found = publicos.find((r) => r.tipo === tipo);
    if (found) {
      uris[tipo] = found.uri;
      continue;
    }
    const uri = `bench-${tipo.toLowerCase().replaceAll('_', '-')}`;
    const r = await fetch(`${url}/api/empresas/1/relatorios`, {
      method: 'POST',
      headers: gestorHeaders,
      body: JSON.stringify({ nome: `Bench ${tipo}`, uri, tipo, publico: true, ativo: true }),
    });
    if (r.status !== 201) throw new Error(`bench: relatório ${tipo} ${r.status} ${await r.text()}`);
    uris[tipo] = uri;
  }
  const out: Record<string, { p50: number; p95: number; runs: number }> = {};
  for (const periodo of ['este-mes', 'este-ano']) {
    for (const [papel, headers] of Object.entries(quem)) {
      out[`painel ${papel} ${periodo}`] = await time(20, call(headers, `painel?periodo=${periodo}`));
      for (const [tipo, uri] of Object.entries(uris))
        out[`${tipo} ${papel} ${periodo}`] = await time(
          20,
          // the manager through the configurator's runner, the others through Meus relatórios
          papel === 'gestor'
            ? call(headers, `relatorios/resultado?tipo=${tipo}&periodo=${periodo}`)
            : call(headers, `meus-relatorios/${uri}?periodo=${periodo}`),
        );
    }
  }
  const p95s = Object.values(out).map((c) => c.p95);
  return { calls: out, maxP95: Math.max(...p95s) };
}
