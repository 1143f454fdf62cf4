import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createConnection, createServer } from 'node:net';
import { availableParallelism, loadavg } from 'node:os';
import { join, resolve } from 'node:path';

// Throughput behind HAProxy on PostgreSQL (issue 17 point 5): scripts/cluster.sh with 4 app processes, its primary
// filled by the seed with the bench's sales (the same data as bench-vendas.ts; kept in .tmp/bench-cluster-N for the
// next run), then mixed reads from 8 and 32 parallel callers for a fixed time with 1, 2 and 4 processes in HAProxy's
// rotation (the others set to maintenance through its admin socket: they stay up, idle). Answers req/s, the ratio to
// one process, errors (must be 0) and how the answers spread over the processes (X-Servidor). The load generator runs
// on the same machine and competes with the servers and PostgreSQL for its cores: `cpus` says how many there were,
// and each run records the generator's own CPU and the machine's load average.

const ROOT = resolve(import.meta.dirname, '..');
const PROCESSES = [1, 2, 4] as const;
const CALLERS = [8, 32] as const;

/** Why the cluster cannot run here (a missing binary), or null. */
export function clusterMissing(): string | null {
  const pgBin =
    existsSync('/usr/lib/postgresql') &&
    readdirSync('/usr/lib/postgresql').some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/postgres`));
  const onPath = (name: string) =>
    [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/usr/bin'].some(
      (d) => d && existsSync(`${d}/${name}`),
    );
  const missing = [...(pgBin ? [] : ['postgresql']), ...['pgbouncer', 'haproxy'].filter((b) => !onPath(b))];
  return missing.length ? `faltam ${missing.join(', ')} (apt-get install -y ${missing.join(' ')})` : null;
}

const free = (port: number) =>
  new Promise<boolean>((done) => {
    const s = createServer()
      .once('error', () => done(false))
      .listen(port, '127.0.0.1', () => s.close(() => done(true)));
  });

/** `count` free consecutive ports from a random start. */
async function freeRun(count: number): Promise<number> {
  for (;;) {
    const start = 20_000 + Math.floor(Math.random() * 30_000);
    const all = await Promise.all(Array.from({ length: count }, (_, i) => free(start + i)));
    if (all.every(Boolean)) return start;
  }
}

interface Cluster {
  url: string;
  socket: string;
  stop: () => Promise<void>;
}

/** scripts/cluster.sh with `n` processes and `vendas` sales, until it prints "cluster pronto:". */
async function startCluster(n: number, vendas: number): Promise<Cluster> {
  const port = await freeRun(1);
  const pgPort = await freeRun(3);
  let appPort = await freeRun(n + 1);
  while (Math.abs(appPort - pgPort) < n + 3 || Math.abs(appPort - port) < n + 1)
    appPort = await freeRun(n + 1);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    N: String(n),
    PORT: String(port),
    APP_PORT: String(appPort),
    PG_PORT: String(pgPort),
    CLIENT_BUILD: '0',
    SEED_VENDAS: String(vendas),
    // the filled primary kept between runs, as bench-vendas.ts keeps its PGlite (the fill takes minutes)
    PG_CACHE: join(ROOT, '.tmp', `bench-cluster-${vendas}`),
    LOG_LEVEL: 'warn',
  };
  for (const name of ['DATABASE_URL', 'DATABASE_READ_URL', 'JWT_SECRET', 'SERVER_NAME', 'TRUST_PROXY'])
    delete env[name];
  const child: ChildProcess = spawn('bash', ['scripts/cluster.sh'], { cwd: ROOT, env, stdio: 'pipe' });
  let output = '';
  const ready = new Promise<string>((done, fail) => {
    const onData = (d: Buffer) => {
      output += d;
      process.stdout.write(d);
      const line = output.split('\n').find((l) => l.startsWith('cluster pronto:'));
      if (line) done(line);
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => fail(new Error(`bench: cluster.sh saiu (${code})`)));
  });
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const stop = async () => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
  };
  try {
    const line = await ready;
    const socket = /admin do HAProxy em (\S+?)\)?$/.exec(line)?.[1];
    if (!socket) throw new Error(`bench: socket do HAProxy não encontrado em: ${line}`);
    return { url: `http://127.0.0.1:${port}`, socket, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}

/** One command to HAProxy's admin socket; its answer. */
function haproxy(socket: string, command: string): Promise<string> {
  return new Promise((done, fail) => {
    let answer = '';
    const c = createConnection(socket, () => c.end(`${command}\n`));
    c.on('data', (d) => (answer += d));
    c.once('error', fail);
    c.once('close', () => done(answer));
  });
}

/** Leaves app-1 … app-k in the rotation and the others in maintenance. */
async function inRotation(socket: string, k: number, total: number) {
  for (let i = 1; i <= total; i++) {
    const answer = await haproxy(socket, `set server apps/app-${i} state ${i <= k ? 'ready' : 'maint'}`);
    if (answer.trim()) throw new Error(`bench: HAProxy respondeu ${answer.trim()}`);
  }
}

const q = (params: Record<string, unknown>) =>
  Object.entries(params)
    .map(([k, v]) => `${k}=${encodeURIComponent(JSON.stringify(v))}`)
    .join('&');

/** The manager of Alfa signed in through the balancer, and the mixed reads (paths) she makes. */
async function mixedReads(url: string) {
  const login = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'gestor@alfa.com.br', senha: 'demo1234' }),
  });
  if (!login.ok) throw new Error(`bench: login ${login.status}`);
  const { accessToken } = (await login.json()) as { accessToken: string };
  const headers = { authorization: `Bearer ${accessToken}` };
  const vendas = '/api/empresas/1/vendas';
  const first = await fetch(`${url}${vendas}?${q({ range: [0, 24] })}`, { headers });
  const rows = (await first.json()) as Array<{ id: number; vendaStatusId: number; vendedorId: number }>;
  const sample = rows[0];
  if (!sample) throw new Error('bench: nenhuma venda no cluster');
  const monthAgo = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
  const page = (filter: Record<string, unknown>) => `${vendas}?${q({ range: [0, 24], filter })}`;
  const paths = [
    page({}),
    page({ vendaStatusId: sample.vendaStatusId }),
    page({ data_gte: monthAgo }),
    page({ vendedorId: sample.vendedorId }),
    ...rows.slice(0, 4).map((r) => `${vendas}/${r.id}`),
    '/api/empresas/1/painel?periodo=este-mes',
    '/api/empresas/1/relatorios/resultado?tipo=VENDAS_POR_VENDEDOR&periodo=este-mes',
    `/api/usuarios/empresas/1/admin?${q({ range: [0, 24] })}`,
  ];
  return { headers, paths, vendas: Number(first.headers.get('content-range')?.split('/')[1]) };
}

export interface Load {
  callers: number;
  seconds: number;
  requests: number;
  rps: number;
  errors: number;
  byServer: Record<string, number>;
  /** Cores the load generator (this process) used meanwhile, and the machine's 1-minute load average after. */
  generatorCores: number;
  loadAverage: number;
  /** Mean time of each path of the mix, ms: what weighs on the req/s. */
  msByPath: Record<string, number>;
}

/** `callers` parallel callers going round the paths for `seconds`. */
async function load(
  url: string,
  headers: Record<string, string>,
  paths: string[],
  callers: number,
  seconds: number,
): Promise<Load> {
  let requests = 0;
  let errors = 0;
  const byServer: Record<string, number> = {};
  const took: Record<string, { ms: number; n: number }> = {};
  const cpu = process.cpuUsage();
  const started = performance.now();
  const until = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: callers }, async (_, c) => {
      for (let i = c; performance.now() < until; i++) {
        const path = paths[i % paths.length] ?? '';
        const t0 = performance.now();
        try {
          const r = await fetch(`${url}${path}`, { headers });
          await r.arrayBuffer();
          if (!r.ok) errors++;
          const server = r.headers.get('x-servidor') ?? '?';
          byServer[server] = (byServer[server] ?? 0) + 1;
        } catch {
          errors++;
        }
        const spent = took[path] ?? { ms: 0, n: 0 };
        took[path] = { ms: spent.ms + performance.now() - t0, n: spent.n + 1 };
        requests++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  return {
    callers,
    seconds,
    requests,
    rps: Math.round(requests / elapsed),
    errors,
    byServer,
    generatorCores: Math.round((used.user + used.system) / 1e4 / elapsed) / 100,
    loadAverage: Math.round((loadavg()[0] ?? 0) * 10) / 10,
    msByPath: Object.fromEntries(Object.entries(took).map(([p, t]) => [p, Math.round(t.ms / t.n)])),
  };
}

export interface ClusterBench {
  vendas: number;
  cpus: number;
  secondsPerRun: number;
  paths: string[];
  runs: Array<{ processes: number; loads: Load[] }>;
  /** req/s over that of one process, per number of callers ("8", "32"), per number of processes. */
  ratio: Record<string, Record<string, number>>;
}

/** Throughput with 1, 2 and 4 processes, 8 and 32 callers; `vendas` sales filled first. */
export async function benchCluster(vendas: number, seconds: number): Promise<ClusterBench> {
  const total = Math.max(...PROCESSES);
  const cluster = await startCluster(total, vendas);
  try {
    return await measureCluster(cluster, total, seconds);
  } finally {
    await cluster.stop();
  }
}

/** The runs over a started cluster of `total` processes. */
export async function measureCluster(
  cluster: Pick<Cluster, 'url' | 'socket'>,
  total: number,
  seconds: number,
): Promise<ClusterBench> {
  const { headers, paths, vendas } = await mixedReads(cluster.url);
  const runs: ClusterBench['runs'] = [];
  for (const k of PROCESSES.filter((p) => p <= total)) {
    await inRotation(cluster.socket, k, total);
    // a short warm-up: connections, the processes' caches and PostgreSQL's buffers
    await load(cluster.url, headers, paths, 8, Math.min(3, seconds));
    const loads: Load[] = [];
    for (const callers of CALLERS) loads.push(await load(cluster.url, headers, paths, callers, seconds));
    const said = loads.map((l) => `${l.callers} em paralelo: ${l.rps} req/s, ${l.errors} erros`);
    console.log(`bench: cluster com ${k} processo(s): ${said.join('; ')}`);
    runs.push({ processes: k, loads });
  }
  await inRotation(cluster.socket, total, total);
  return { vendas, cpus: availableParallelism(), secondsPerRun: seconds, paths, runs, ratio: ratios(runs) };
}

/** Each run's req/s over one process's, per number of callers. */
export function ratios(runs: ClusterBench['runs']): ClusterBench['ratio'] {
  const out: ClusterBench['ratio'] = {};
  const one = runs.find((r) => r.processes === 1);
  for (const run of runs)
    for (const l of run.loads) {
      const base = one?.loads.find((b) => b.callers === l.callers)?.rps;
      if (!base) continue;
      out[String(l.callers)] ??= {};
      (out[String(l.callers)] as Record<string, number>)[String(run.processes)] =
        Math.round((l.rps / base) * 100) / 100;
    }
  return out;
}
