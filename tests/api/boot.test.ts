import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../../server/db/client.ts';
import { requestLogs } from '../../server/db/schema.ts';

// The real process of `npm start` (less the client build): it boots on a new DATA_DIR, seeds the demo,
// keeps its signing secret there, and on SIGTERM finishes, flushes the request logs and closes the database.

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const dataDir = mkdtempSync(join(tmpdir(), 'vendas-boot-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const port = (s.address() as { port: number }).port;
      s.close(() => resolve(port));
    });
  });

async function boot() {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  delete env.JWT_SECRET;
  delete env.DEMO_DATA;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/server.ts'], { cwd: ROOT, env });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const url = `http://127.0.0.1:${port}`;
  // until /api/health answers (a quitting server fails at once), within a time limit, not a count of tries
  await vi.waitUntil(
    async () => {
      if (child.exitCode !== null) throw new Error(`o servidor saiu: ${output}`);
      return fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) }).then(
        (r) => r.ok,
        () => false,
      );
    },
    { timeout: 150_000, interval: 50 },
  );
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return { url, child, exit, output: () => output };
}

describe('server process', () => {
  it('boots, serves, and closes cleanly on SIGTERM; a second boot reuses the data and the secret', async () => {
    const first = await boot();
    const login = await fetch(`${first.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'gestor@alfa.com.br', senha: 'demo1234' }),
    });
    expect(login.status).toBe(200);
    const { accessToken } = (await login.json()) as { accessToken: string };
    const secret = readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim();
    expect(secret.length).toBeGreaterThanOrEqual(32);
    expect(existsSync(join(dataDir, 'server.pid'))).toBe(true);

    first.child.kill('SIGTERM');
    expect(await first.exit).toBe(0);
    expect(existsSync(join(dataDir, 'server.pid'))).toBe(false);

    const database = await openDatabase({ dataDir });
    const logged = await database.db.select().from(requestLogs);
    await database.close();
    expect(logged.some((r) => r.path === '/api/auth/login' && r.status === 200)).toBe(true);

    // same secret: the token signed before the restart is still good
    const second = await boot();
    const me = await fetch(`${second.url}/api/usuarios/me`, {
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(me.status).toBe(200);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(secret);
    second.child.kill('SIGINT');
    expect(await second.exit).toBe(0);
  }, 360_000);
});
