import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO } from './helpers.ts';

// `npm run cluster` for real (issue 17, docs/contrato.md §8): Debian's PostgreSQL primary and a streaming replica,
// pgbouncer, two app processes and HAProxy, all on loopback. Everything below goes through the balancer: the
// answers come from both processes (X-Servidor), a token refreshes on the other process, a record saved is read
// back at once (the replica configured), and failed sign-ins spread over both processes lock as on one.
// CI installs postgresql, pgbouncer and haproxy (.ci/run); there (CI=true) a missing one fails the test.

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const pgBin = existsSync('/usr/lib/postgresql')
  ? readdirSync('/usr/lib/postgresql').some((v) => existsSync(`/usr/lib/postgresql/${v}/bin/postgres`))
  : false;
const onPath = (name: string) =>
  [...(process.env.PATH ?? '').split(':'), '/usr/sbin', '/usr/bin'].some(
    (d) => d && existsSync(`${d}/${name}`),
  );
const missing = [
  ...(pgBin ? [] : ['postgresql']),
  ...(['pgbouncer', 'haproxy'] as const).filter((b) => !onPath(b)),
];
const inCi = process.env.CI === 'true';
if (missing.length && !inCi)
  console.warn(
    `[cluster] faltam ${missing.join(', ')} (apt-get install -y ${missing.join(' ')}): o teste do cluster NÃO foi executado.`,
  );

const free = (port: number) =>
  new Promise<boolean>((resolve) => {
    const s = createServer()
      .once('error', () => resolve(false))
      .listen(port, '127.0.0.1', () => s.close(() => resolve(true)));
  });

/** `count` free consecutive ports from a random start (the cluster takes PG_PORT … PG_PORT+2). */
async function freeRun(count: number): Promise<number> {
  for (;;) {
    const start = 20_000 + Math.floor(Math.random() * 30_000);
    const all = await Promise.all(Array.from({ length: count }, (_, i) => free(start + i)));
    if (all.every(Boolean)) return start;
  }
}

interface Answer {
  status: number;
  server: string | null;
  // biome-ignore lint/suspicious/noExplicitAny: bodies are checked field by field
  body: any;
  headers: Headers;
}

describe.skipIf(missing.length > 0 && !inCi)('the cluster of scripts/cluster.sh', () => {
  let child: ChildProcess | undefined;
  let output = '';
  let base = '';
  let replicaUrl = '';

  const call = async (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) => {
    const res = await fetch(`${base}${path}`, {
      method,
      headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      signal: AbortSignal.timeout(30_000),
    });
    const text = await res.text();
    const type = res.headers.get('content-type') ?? '';
    return {
      status: res.status,
      server: res.headers.get('x-servidor'),
      body: type.includes('json') && text ? JSON.parse(text) : text,
      headers: res.headers,
    } satisfies Answer;
  };
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const login = (email: string, senha = 'demo1234', from = '10.66.1.1') =>
    call('POST', '/api/auth/login', { email, senha }, { 'x-forwarded-for': from });

  beforeAll(async () => {
    if (missing.length) throw new Error(`cluster: faltam ${missing.join(', ')} (.ci/run os instala)`);
    const [port, pgPort] = [await freeRun(1), await freeRun(3)];
    let appPort = await freeRun(3);
    while (Math.abs(appPort - pgPort) < 3 || Math.abs(appPort - port) < 3) appPort = await freeRun(3);
    base = `http://127.0.0.1:${port}`;
    replicaUrl = `postgres://postgres@127.0.0.1:${pgPort + 1}/postgres`;
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      N: '2',
      PORT: String(port),
      APP_PORT: String(appPort - 1),
      PG_PORT: String(pgPort),
      CLIENT_BUILD: '0',
      DEMO_DATA: '1',
      LOG_LEVEL: 'warn',
    };
    for (const name of ['DATABASE_URL', 'DATABASE_READ_URL', 'JWT_SECRET', 'SERVER_NAME', 'TRUST_PROXY'])
      delete env[name];
    const started = spawn('bash', ['scripts/cluster.sh'], {
      cwd: ROOT,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child = started;
    started.stdout?.on('data', (d) => (output += d));
    started.stderr?.on('data', (d) => (output += d));
    // until it says it is ready (every part answered its health check), or it stops
    await new Promise<void>((resolve, reject) => {
      const onData = () => {
        if (output.includes('cluster pronto:')) resolve();
      };
      started.stdout?.on('data', onData);
      started.once('exit', (code) => reject(new Error(`cluster.sh saiu (${code}):\n${output}`)));
    });
  }, 600_000);

  afterAll(async () => {
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child?.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }, 120_000);

  it('lands on both processes through HAProxy, and refreshes the session on the other one', async () => {
    const signedIn = await login(DEMO.gestorAlfa);
    expect(signedIn.status).toBe(200);
    expect(signedIn.server).toMatch(/^app-[12]$/);
    const seen = new Set<string>();
    for (let i = 0; i < 6; i++) {
      const me = await call('GET', '/api/usuarios/me', undefined, bearer(signedIn.body.accessToken));
      expect(me.status).toBe(200);
      seen.add(String(me.server));
    }
    expect([...seen].sort()).toEqual(['app-1', 'app-2']);

    // refresh until one lands on the process that did not sign in (round-robin: the first or the second)
    let { refreshToken, accessToken } = signedIn.body as { refreshToken: string; accessToken: string };
    let refreshedOn: string | null = signedIn.server;
    for (let i = 0; i < 6 && refreshedOn === signedIn.server; i++) {
      const renewed = await call('POST', '/api/auth/refresh-token', { refreshToken });
      expect(renewed.status).toBe(200);
      ({ refreshToken, accessToken } = renewed.body);
      refreshedOn = renewed.server;
    }
    expect(refreshedOn).not.toBe(signedIn.server);
    const after = await Promise.all(
      [1, 2].map(() => call('GET', '/api/usuarios/me', undefined, bearer(accessToken))),
    );
    expect(after.map((a) => a.status)).toEqual([200, 200]);
  }, 120_000);

  it('reads a record back at once on either process, and the replica gets it and serves lists', async () => {
    const gestor = await login(DEMO.gestorAlfa);
    const auth = bearer(gestor.body.accessToken);
    const newest = encodeURIComponent('["id","DESC"]');
    const readers = new Set<string>();
    for (let i = 0; i < 2; i++) {
      const created = await call(
        'POST',
        '/api/empresas/1/equipes',
        { nome: `Equipe do cluster ${i}`, supervisorId: gestor.body.usuario.usuarioId },
        auth,
      );
      expect(created.status).toBe(201);
      const one = await call('GET', `/api/empresas/1/equipes/${created.body.id}`, undefined, auth);
      expect(one.status).toBe(200);
      const list = await call('GET', `/api/empresas/1/equipes?sort=${newest}&range=[0,9]`, undefined, auth);
      expect(list.body.map((e: { id: number }) => e.id)).toContain(created.body.id);
      readers.add(String(one.server)).add(String(list.server));
    }
    expect(readers.size).toBe(2);

    // another user (no recent write) reads lists from the replica, which streams the new teams in
    const multi = await login(DEMO.multi);
    const replica = new pg.Client({ connectionString: replicaUrl });
    await replica.connect();
    try {
      expect((await replica.query('select pg_is_in_recovery() as r')).rows[0].r).toBe(true);
      await expect
        .poll(
          async () => {
            const list = await call('GET', `/api/empresas/1/equipes?sort=${newest}&range=[0,9]`, undefined, {
              ...bearer(multi.body.accessToken),
            });
            return list.body.map((e: { nome: string }) => e.nome);
          },
          { timeout: 90_000, interval: 100 },
        )
        .toContain('Equipe do cluster 1');
      // the app processes hold connections of their own to the replica: its reads went there
      const clients = await replica.query(
        `select count(*)::int as n from pg_stat_activity where backend_type = 'client backend' and pid <> pg_backend_pid()`,
      );
      expect(clients.rows[0].n).toBeGreaterThan(0);
    } finally {
      await replica.end();
    }
  }, 120_000);

  it('locks an address after 10 failed sign-ins spread over both processes, as one process would', async () => {
    const from = '10.66.0.1';
    const servers = new Set<string>();
    for (let i = 0; i < 10; i++) {
      const failed = await login(DEMO.multi, `errada-${i}`, from);
      expect(failed.status).toBe(401);
      servers.add(String(failed.server));
    }
    expect(servers.size).toBe(2);
    const refused = [await login(DEMO.multi, 'demo1234', from), await login(DEMO.multi, 'demo1234', from)];
    expect(refused.map((r) => r.status)).toEqual([429, 429]);
    expect(new Set(refused.map((r) => r.server)).size).toBe(2);
    expect(Number(refused[0]?.headers.get('retry-after'))).toBeGreaterThan(0);
    // the owner, from an address of their own, still signs in
    expect((await login(DEMO.multi, 'demo1234', '10.66.0.2')).status).toBe(200);
  }, 120_000);
});
