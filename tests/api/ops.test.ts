import { type ChildProcess, spawn } from 'node:child_process';
import {
  chmodSync,
  lstatSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LoginLimiter } from '../../server/auth/login-limiter.ts';
import { openDatabase } from '../../server/db/client.ts';
import { requestLogs } from '../../server/db/schema.ts';
import { type Client, DEMO, makeApp, type TestApp } from './helpers.ts';

// Operations (issue 10): the sign-in limiter that never locks an owner out, a request log no request can wipe,
// private database files, logs and caches that keep no personal data, one clear line for an unreachable
// PostgreSQL, and an `npm start` that SIGTERM stops.

let t: TestApp;
let now = Date.now();
const slept: number[] = [];
beforeAll(async () => {
  t = await makeApp({
    loginLimiter: new LoginLimiter({
      perEmail: 10,
      perAddress: 100,
      windowMs: 15 * 60_000,
      now: () => now,
      sleep: async (ms) => {
        slept.push(ms);
      },
    }),
  });
});
afterAll(() => t.close());

async function loginFrom(remoteAddress: string, email: string, senha: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    payload: { email, senha },
  });
  return { status: res.statusCode, headers: res.headers, body: JSON.parse(res.body) };
}

describe('sign-in limiter (docs/contrato.md §3)', () => {
  it('failures for one e-mail from many addresses slow it, at most 2 s, but never lock its owner out', async () => {
    slept.length = 0;
    for (let i = 0; i < 11; i++)
      expect((await loginFrom(`10.1.0.${i}`, DEMO.gestorBeta, 'chute')).status).toBe(401);
    // still a plain 401 for a 12th address: no address is refused for another's failures
    expect((await loginFrom('10.1.0.200', DEMO.gestorBeta, 'chute')).status).toBe(401);
    const owner = await loginFrom('192.168.7.7', DEMO.gestorBeta, 'demo1234');
    expect(owner.status).toBe(200);
    expect(owner.body.accessToken).toMatch(/^ey/);
    // past the 10th failure the answers for this e-mail waited, each within 2 s
    expect(slept.length).toBeGreaterThan(0);
    expect(Math.max(...slept)).toBeLessThanOrEqual(2000);
  });

  it('refuses an address past 10 failures for one e-mail with 429 and Retry-After, the right password too', async () => {
    for (let i = 0; i < 10; i++)
      expect((await loginFrom('10.2.0.1', DEMO.multi, `errada${i}`)).status).toBe(401);
    const eleventh = await loginFrom('10.2.0.1', DEMO.multi, 'errada10');
    expect(eleventh.status).toBe(429);
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(eleventh.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect((await loginFrom('10.2.0.1', DEMO.multi, 'demo1234')).status).toBe(429);
    // the owner elsewhere is not refused
    expect((await loginFrom('10.2.0.2', DEMO.multi, 'demo1234')).status).toBe(200);
  });

  it('refuses an address past 100 failures across e-mails', async () => {
    for (let i = 0; i < 100; i++)
      expect((await loginFrom('10.3.0.1', `robo${i}@nada.com`, 'x')).status).toBe(401);
    const refused = await loginFrom('10.3.0.1', DEMO.vendedorAlfa, 'demo1234');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await loginFrom('10.3.0.2', DEMO.vendedorAlfa, 'demo1234')).status).toBe(200);
  });

  it('counts a wrong senhaAtual as a failed sign-in: past 10, even the right one waits for the window', async () => {
    const session = await loginFrom('10.4.0.1', DEMO.gestorAlfa, 'demo1234');
    const patch = (senhaAtual: string) =>
      t.app.inject({
        method: 'PATCH',
        url: '/api/usuarios/me',
        remoteAddress: '10.4.0.1',
        headers: { authorization: `Bearer ${session.body.accessToken}` },
        payload: { senhaAtual, novaSenha: 'demo1234' },
      });
    for (let i = 0; i < 10; i++) expect((await patch(`errada${i}`)).statusCode).toBe(400);
    const eleventh = await patch('errada10');
    expect(eleventh.statusCode).toBe(429);
    expect(Number(eleventh.headers['retry-after'])).toBeGreaterThan(0);
    expect((await patch('demo1234')).statusCode).toBe(429);
    // the same count guards the sign-in of that user from that address
    expect((await loginFrom('10.4.0.1', DEMO.gestorAlfa, 'demo1234')).status).toBe(429);
    now += 15 * 60_000 + 1;
    expect((await patch('demo1234')).statusCode).toBe(200);
  });
});

describe('request log', () => {
  it('keeps every good entry when a poisoned request sits in the same batch', async () => {
    const gestor = await t.login(DEMO.gestorAlfa);
    const good = Array.from({ length: 20 }, (_, i) => `/api/empresas/1/produtos/${970_000 + i}`);
    for (const path of good.slice(0, 10)) await gestor.get(path);
    await gestor.get('/api/empresas/2147483648/produtos');
    await gestor.get('/api/empresas/1/produtos/a\u0000b');
    await gestor.get(`/api/empresas/1/produtos/${'x'.repeat(100_000)}`);
    await gestor.get('/api/empresas/1/produtos/\uD800');
    for (const path of good.slice(10)) await gestor.get(path);
    await t.app.flushRequestLogs();
    const rows = await t.database.db
      .select({ path: requestLogs.path })
      .from(requestLogs)
      .where(inArray(requestLogs.path, good));
    expect(rows.map((r) => r.path).sort()).toEqual([...good].sort());
    // the overflowing id itself is kept, without the company it cannot name
    const overflow = await t.database.db
      .select()
      .from(requestLogs)
      .where(inArray(requestLogs.path, ['/api/empresas/2147483648/produtos']));
    expect(overflow).toMatchObject([{ empresaId: null, usuarioId: gestor.usuarioId }]);
  });
});

describe('Cache-Control', () => {
  it('is no-store on authenticated answers and on the answers that carry tokens', async () => {
    const login = await loginFrom('10.5.0.1', DEMO.gestorAlfa, 'demo1234');
    expect(login.status).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const refresh = await t.anon.post('/api/auth/refresh-token', { refreshToken: login.body.refreshToken });
    expect(refresh.status).toBe(200);
    expect(refresh.headers['cache-control']).toBe('no-store');
    const gestor: Client = (await t.login(DEMO.gestorAlfa)) as Client;
    for (const url of ['/api/usuarios/me', '/api/empresas/1/produtos', '/api/empresas/1/produtos/999999']) {
      expect((await gestor.get(url)).headers['cache-control']).toBe('no-store');
    }
    expect((await t.anon.get('/api/usuarios/me')).headers['cache-control']).toBe('no-store');
  });
});

// ---------------------------------------------------------------------------------------------------------------
// The real process, as a user starts it.

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const BOOT_TIMEOUT_MS = 240_000;

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });

/** Polls `condition` (vitest's waitUntil) until it holds or `timeoutMs` passes; answers whether it held. */
async function waitFor(condition: () => boolean | Promise<boolean>, timeoutMs: number): Promise<boolean> {
  try {
    return await vi.waitUntil(condition, { timeout: timeoutMs, interval: 50 });
  } catch (error) {
    if (error instanceof Error && error.message === 'Timed out in waitUntil!') return condition();
    throw error;
  }
}

const portAnswers = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Alive and not a zombie. */
function alive(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return false;
  }
}

/** The pids of a process and all its descendants, from /proc. */
function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {
      // gone meanwhile
    }
  }
  const tree: number[] = [];
  const visit = (pid: number) => {
    tree.push(pid);
    for (const child of children.get(pid) ?? []) visit(child);
  };
  visit(root);
  return tree;
}

interface Started {
  child: ChildProcess;
  port: number;
  output(): string;
}

function serverEnv(port: number, dataDir: string, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DEMO_DATA: '1',
    LOG_LEVEL: 'warn',
    ...extra,
  };
  delete env.DATABASE_URL;
  delete env.JWT_SECRET;
  return env;
}

function start(command: string, args: string[], env: NodeJS.ProcessEnv, port: number): Started {
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));
  return { child, port, output: () => output };
}

async function untilHealthy(server: Started): Promise<void> {
  const healthy = await waitFor(async () => {
    if (server.child.exitCode !== null || server.child.signalCode !== null) {
      throw new Error(`o servidor saiu: ${server.output()}`);
    }
    return fetch(`http://127.0.0.1:${server.port}/api/health`, { signal: AbortSignal.timeout(5_000) }).then(
      (r) => r.ok,
      () => false,
    );
  }, BOOT_TIMEOUT_MS);
  if (!healthy) throw new Error(`sem /api/health: ${server.output()}`);
}

/** Every file and directory under `dir` (itself included) with a group or other permission bit. */
function notPrivate(dir: string): string[] {
  const found: string[] = [];
  const walk = (path: string) => {
    const info = lstatSync(path);
    if (info.isSymbolicLink()) return;
    if (info.mode & 0o077) found.push(`${path} ${(info.mode & 0o777).toString(8)}`);
    if (info.isDirectory()) for (const name of readdirSync(path)) walk(join(path, name));
  };
  walk(dir);
  return found;
}

describe('the server process', () => {
  const base = mkdtempSync(join(tmpdir(), 'vendas-ops-'));
  const dataDir = join(base, 'data');
  const leftovers: number[] = [];
  afterAll(() => {
    for (const pid of leftovers) if (alive(pid)) process.kill(pid, 'SIGKILL');
    rmSync(base, { recursive: true, force: true });
  });

  it('keeps DATA_DIR and every file in it private, an existing loose one included', async () => {
    // a DATA_DIR left open by an older version: the run's migrated and seeded database (tests/api/global-setup.ts,
    // rather than migrating and seeding one more, ~12 s of CPU) with a signing key, every directory and file of it
    // readable by all
    const dump = process.env.API_DB_DEMO;
    if (dump) await (await openDatabase({ dataDir, loadDataDir: new Blob([readFileSync(dump)]) })).close();
    else mkdirSync(dataDir);
    writeFileSync(join(dataDir, 'jwt-secret'), `${'k'.repeat(48)}\n`);
    const loosen = (path: string) => {
      const directory = lstatSync(path).isDirectory();
      chmodSync(path, directory ? 0o755 : 0o644);
      if (directory) for (const name of readdirSync(path)) loosen(join(path, name));
    };
    loosen(dataDir);
    expect(notPrivate(dataDir).length).toBeGreaterThan(dump ? 10 : 1);

    const port = await freePort();
    const server = start(
      process.execPath,
      ['--import', 'tsx', 'server/server.ts'],
      serverEnv(port, dataDir),
      port,
    );
    leftovers.push(server.child.pid ?? 0);
    await untilHealthy(server);
    // a sign-in writes a session and, a moment later, the request log
    const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: DEMO.admin, senha: 'demo1234' }),
    });
    expect(login.status).toBe(200);
    expect(notPrivate(dataDir)).toEqual([]);

    const exit = new Promise((resolve) => server.child.once('exit', resolve));
    server.child.kill('SIGTERM');
    await exit;
    expect(notPrivate(dataDir)).toEqual([]);
  }, 300_000);

  it('stops on a SIGTERM to `npm start`, within 10 s: port free, every process of it gone', async () => {
    const port = await freePort();
    // CLIENT_BUILD=0: no build of dist/, which other tests may be building at the same moment
    const npm = start('npm', ['start'], serverEnv(port, dataDir, { CLIENT_BUILD: '0' }), port);
    leftovers.push(npm.child.pid ?? 0);
    await untilHealthy(npm);
    const tree = processTree(npm.child.pid ?? 0);
    leftovers.push(...tree);
    expect(tree.length).toBeGreaterThan(1);

    npm.child.kill('SIGTERM');
    const stopped = await waitFor(
      async () => tree.every((pid) => !alive(pid)) && !(await portAnswers(port)),
      10_000,
    );
    expect(stopped, `ainda vivos: ${tree.filter(alive).join(', ')}\n${npm.output()}`).toBe(true);
  }, 300_000);

  it('says in one line that PostgreSQL cannot be reached, without the password, and exits 1', async () => {
    const closed = await freePort();
    const server = start(
      process.execPath,
      ['--import', 'tsx', 'server/server.ts'],
      {
        ...serverEnv(await freePort(), dataDir),
        DATABASE_URL: `postgres://vendas:senha-secreta@127.0.0.1:${closed}/vendas`,
      },
      closed,
    );
    leftovers.push(server.child.pid ?? 0);
    const code = await new Promise((resolve) => server.child.once('exit', resolve));
    expect(code).toBe(1);
    expect(server.output().trim()).toBe(
      `Não foi possível conectar ao PostgreSQL em 127.0.0.1:${closed} (ECONNREFUSED).`,
    );
  }, 120_000);
});
