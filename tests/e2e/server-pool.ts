import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RunningServer } from './harness';

/**
 * Servers started ahead of the files that will use them (tests/e2e/global-setup.ts runs it): a server takes about
 * 4 s to start, 10 s beside other work, and every e2e file used to wait for its own. The pool keeps `size`
 * servers ready, each on its own copy of the seeded data, and starts a replacement as soon as one is leased, so
 * a file's `startServer()` takes one already answering /api/health. A leased server is that file's alone and is
 * stopped (its data removed) when the file releases it: the data stays each file's own, as before.
 *
 * The workers reach the pool by HTTP on 127.0.0.1 (its address in E2E_POOL): they are other processes.
 */
export interface Pool {
  url: string;
  close(): Promise<void>;
}

export interface Leased {
  url: string;
  dataDir: string;
  logFile: string;
}

/**
 * `template` is the run's seeded data directory, made while the first files already run: `GET /template` answers
 * its path once it is there, for a file that starts a server of its own.
 */
export async function startPool(
  size: number,
  start: () => Promise<RunningServer>,
  template?: Promise<string>,
): Promise<Pool> {
  const ready: Promise<RunningServer>[] = [];
  const leased = new Map<string, RunningServer>();
  let closing = false;
  const refill = () => {
    while (!closing && ready.length < size) {
      const next = start();
      // a failed start is the leasing file's error (it sees the server's output); none is left unhandled here
      next.catch(() => undefined);
      ready.push(next);
    }
  };
  refill();

  const http: Server = createServer((request, response) => {
    const answer = (status: number, body: unknown) => {
      response.writeHead(status, { 'content-type': 'application/json' });
      response.end(JSON.stringify(body));
    };
    const target = new URL(request.url ?? '/', 'http://pool');
    if (request.method === 'GET' && target.pathname === '/template') {
      if (!template) return answer(404, { error: 'no template' });
      template.then(
        (dataDir) => answer(200, { dataDir }),
        (error: unknown) => answer(500, { error: String(error) }),
      );
      return;
    }
    if (request.method === 'POST' && target.pathname === '/lease') {
      const next = ready.shift();
      refill();
      if (!next) return answer(503, { error: 'pool closed' });
      next.then(
        (server) => {
          leased.set(server.url, server);
          answer(200, {
            url: server.url,
            dataDir: server.dataDir,
            logFile: server.logFile ?? '',
          } satisfies Leased);
        },
        (error: unknown) => answer(500, { error: String(error) }),
      );
      return;
    }
    if (request.method === 'POST' && target.pathname === '/release') {
      const server = leased.get(target.searchParams.get('url') ?? '');
      if (!server) return answer(404, { error: 'not leased' });
      leased.delete(server.url);
      server.stop().then(
        () => answer(200, {}),
        (error: unknown) => answer(500, { error: String(error) }),
      );
      return;
    }
    answer(404, { error: 'unknown' });
  });
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const { port } = http.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    async close() {
      closing = true;
      await new Promise((resolve) => http.close(resolve));
      const spare = await Promise.allSettled(ready.splice(0));
      const servers = [
        ...leased.values(),
        ...spare.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : [])),
      ];
      leased.clear();
      await Promise.all(servers.map((server) => server.stop()));
    },
  };
}

/** A server of the pool (E2E_POOL), or undefined when the run has no pool (a file run by a script of its own). */
export async function lease(): Promise<Leased | undefined> {
  const pool = process.env.E2E_POOL;
  if (!pool) return undefined;
  const response = await fetch(`${pool}/lease`, { method: 'POST' });
  const body = (await response.json()) as Leased & { error?: string };
  if (response.status !== 200) throw new Error(`O pool de servidores recusou: ${body.error}`);
  return body;
}

/**
 * The run's seeded data directory (see startPool's `template`), once it is made; undefined without a pool or a
 * template.
 */
export async function runTemplate(): Promise<string | undefined> {
  const pool = process.env.E2E_POOL;
  if (!pool) return undefined;
  const response = await fetch(`${pool}/template`);
  const body = (await response.json()) as { dataDir?: string; error?: string };
  if (response.status === 404) return undefined;
  if (response.status !== 200 || !body.dataDir)
    throw new Error(`O pool não fez a cópia semeada: ${body.error}`);
  return body.dataDir;
}

export async function release(url: string): Promise<void> {
  const pool = process.env.E2E_POOL;
  if (!pool) return;
  await fetch(`${pool}/release?url=${encodeURIComponent(url)}`, { method: 'POST' });
}
