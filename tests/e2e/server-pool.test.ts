import { describe, expect, it } from 'vitest';
import type { RunningServer } from './harness';
import { type Leased, startPool } from './server-pool';

// The pool of servers started ahead (server-pool.ts), with stand-ins for the servers: it keeps `size` ready,
// starts a replacement for each one leased, stops a released one, and stops every one it holds on close.

function standIns() {
  const started: string[] = [];
  const stopped: string[] = [];
  const start = async (): Promise<RunningServer> => {
    const url = `http://127.0.0.1:${started.length + 1}`;
    started.push(url);
    return {
      url,
      dataDir: `/tmp/dados-${started.length}`,
      logFile: `/tmp/log-${started.length}`,
      logs: () => '',
      stop: async () => {
        stopped.push(url);
      },
    };
  };
  return { started, stopped, start };
}

const post = async (url: string) => {
  const response = await fetch(url, { method: 'POST' });
  return { status: response.status, body: (await response.json()) as Leased & { error?: string } };
};

describe('the pool of e2e servers', () => {
  it('keeps two ready, replaces each one leased, stops the released and, on close, the rest', async () => {
    const { started, stopped, start } = standIns();
    const pool = await startPool(2, start);
    try {
      expect(started).toHaveLength(2);
      const first = await post(`${pool.url}/lease`);
      expect(first).toEqual({
        status: 200,
        body: { url: 'http://127.0.0.1:1', dataDir: '/tmp/dados-1', logFile: '/tmp/log-1' },
      });
      // a replacement is on its way as soon as one is leased: the next file finds one ready
      expect(started).toHaveLength(3);
      const second = await post(`${pool.url}/lease`);
      expect(second.body.url).toBe('http://127.0.0.1:2');
      expect(started).toHaveLength(4);

      expect((await post(`${pool.url}/release?url=${encodeURIComponent(first.body.url)}`)).status).toBe(200);
      expect(stopped).toEqual(['http://127.0.0.1:1']);
      // released once: a second release of the same server is refused, and an unknown one too
      expect((await post(`${pool.url}/release?url=${encodeURIComponent(first.body.url)}`)).status).toBe(404);
      expect((await post(`${pool.url}/release?url=http%3A%2F%2Fx`)).status).toBe(404);
    } finally {
      await pool.close();
    }
    // the one still leased and the two ready ones
    expect(stopped.toSorted()).toEqual([
      'http://127.0.0.1:1',
      'http://127.0.0.1:2',
      'http://127.0.0.1:3',
      'http://127.0.0.1:4',
    ]);
  });

  it("answers a failed start's error to the file that leases it, and goes on serving", async () => {
    let calls = 0;
    const pool = await startPool(1, async () => {
      calls++;
      if (calls === 1) throw new Error('O servidor terminou antes de responder');
      return { url: `http://127.0.0.1:${calls}`, dataDir: '', logs: () => '', stop: async () => {} };
    });
    try {
      const failed = await post(`${pool.url}/lease`);
      expect(failed.status).toBe(500);
      expect(failed.body.error).toContain('O servidor terminou antes de responder');
      expect((await post(`${pool.url}/lease`)).body.url).toBe('http://127.0.0.1:2');
    } finally {
      await pool.close();
    }
  });

  it('answers the template only once it is made, and its failure to whoever asks', async () => {
    let made: (dir: string) => void = () => {};
    const template = new Promise<string>((resolve) => {
      made = resolve;
    });
    const pool = await startPool(0, standIns().start, template);
    const failing = Promise.reject(new Error('a semeadura falhou'));
    failing.catch(() => undefined);
    const broken = await startPool(0, standIns().start, failing);
    const none = await startPool(0, standIns().start);
    try {
      // asked while the setup is still seeding: the answer waits for the template
      const asked = fetch(`${pool.url}/template`).then(async (r) => ({
        status: r.status,
        body: await r.json(),
      }));
      made('/tmp/modelo');
      expect(await asked).toEqual({ status: 200, body: { dataDir: '/tmp/modelo' } });
      const failed = await fetch(`${broken.url}/template`);
      expect(failed.status).toBe(500);
      expect(((await failed.json()) as { error: string }).error).toContain('a semeadura falhou');
      expect((await fetch(`${none.url}/template`)).status).toBe(404);
    } finally {
      await Promise.all([pool.close(), broken.close(), none.close()]);
    }
  });
});
