import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migratedDatabase } from '../db/testing.ts';
import { PgLoginFailureStore } from './login-failures-pg.ts';
import { LoginLimiter } from './login-limiter.ts';

// The limiter's counts in PostgreSQL (PGlite here, the same SQL as a server): shared by every "process" (two
// limiters on one database), expired by the limiter's clock, atomic under concurrent failures.

const database = migratedDatabase('login_failures');

const rowCount = async () =>
  Number(
    (
      (await database().db.execute(sql`select count(*) as n from login_failures`)) as unknown as {
        rows: Array<{ n: unknown }>;
      }
    ).rows[0]?.n,
  );

function processes(options: { retainMs?: number; keep?: number } = {}) {
  let now = 1_700_000_000_000;
  const limiter = () =>
    new LoginLimiter({
      perEmail: 3,
      perAddress: 5,
      windowMs: 60_000,
      now: () => now,
      sleep: async () => {},
      store: new PgLoginFailureStore(database().db, options),
    });
  return { a: limiter(), b: limiter(), advance: (ms: number) => (now += ms), at: () => now };
}

describe('PgLoginFailureStore', () => {
  it('counts failures on two processes as one, and refuses on both past the limit', async () => {
    const { a, b, advance } = processes();
    await a.fail('a@x', '1.1.1.1');
    advance(10_000);
    await b.fail('a@x', '1.1.1.1');
    advance(10_000);
    expect((await a.check('a@x', '1.1.1.1')).retryAfter).toBe(0);
    await a.fail('a@x', '1.1.1.1');
    advance(10_000);
    // failures at t0, t0+10s, t0+20s on two processes; now t0+30s: the first ages out at t0+60s
    expect((await b.check('a@x', '1.1.1.1')).retryAfter).toBe(30);
    await expect(a.guard('a@x', '1.1.1.1')).rejects.toMatchObject({ statusCode: 429 });
    // another address for the same e-mail is not refused, only slowed
    expect((await b.check('a@x', '9.9.9.9')).retryAfter).toBe(0);
    advance(30_001);
    expect((await a.check('a@x', '1.1.1.1')).retryAfter).toBe(0);
  });

  it('counts an address across e-mails, and forgets a pair on success but not the address', async () => {
    const { a, b } = processes();
    for (let i = 0; i < 4; i++) await (i % 2 ? a : b).fail(`u${i}@x`, '2.2.2.2');
    await a.fail('dono@x', '2.2.2.2');
    expect((await b.check('novo@x', '2.2.2.2')).retryAfter).toBeGreaterThan(0);
    await b.succeed('dono@x', '2.2.2.2');
    const store = new PgLoginFailureStore(database().db);
    const left = await store.recent('dono@x', '2.2.2.2', 0);
    expect(left.pair).toEqual([]);
    expect(left.address).toHaveLength(5);
    expect(left.email).toBe(1);
  });

  it('slows answers for an e-mail failed from many addresses, counted across processes', async () => {
    const { a, b } = processes();
    for (let i = 0; i < 5; i++) await (i % 2 ? a : b).fail('alvo@x', `10.0.0.${i}`);
    // 5 failures, 3 allowed: 2 beyond, 250 ms each
    expect((await a.check('alvo@x', '10.0.0.99')).delayMs).toBe(500);
  });

  it('records every one of many concurrent failures (one atomic upsert each)', async () => {
    const store = new PgLoginFailureStore(database().db);
    await Promise.all(Array.from({ length: 40 }, (_, i) => store.add('c@x', '3.3.3.3', 1000 + i)));
    const seen = await store.recent('c@x', '3.3.3.3', 0);
    expect(seen.pair).toEqual(Array.from({ length: 40 }, (_, i) => 1000 + i));
    expect(seen.address).toHaveLength(40);
    expect(seen.email).toBe(40);
    expect(await rowCount()).toBe(3);
  });

  it('keeps only the latest times of a row', async () => {
    const store = new PgLoginFailureStore(database().db, { keep: 5 });
    for (let i = 0; i < 8; i++) await store.add('k@x', '4.4.4.4', 2000 + i);
    expect((await store.recent('k@x', '4.4.4.4', 0)).pair).toEqual([2003, 2004, 2005, 2006, 2007]);
  });

  it('deletes rows whose last failure is older than the retention, by the injected clock', async () => {
    const { a, advance } = processes({ retainMs: 120_000 });
    await a.fail('velho@x', '5.5.5.5');
    expect(await rowCount()).toBe(3);
    advance(120_001);
    await a.fail('novo@x', '6.6.6.6');
    const keys = (await database().db.execute(
      sql`select key from login_failures order by key`,
    )) as unknown as {
      rows: Array<{ key: string }>;
    };
    expect(keys.rows.map((r) => r.key)).toEqual(['6.6.6.6', '6.6.6.6\nnovo@x', 'novo@x']);
  });

  it('keeps e-mails and addresses as data, whatever they hold', async () => {
    const store = new PgLoginFailureStore(database().db);
    const odd = `'); drop table login_failures; --${'x'.repeat(300)}`;
    await store.add(odd, "1.1.1.1'", 5000);
    expect(await store.recent(odd, "1.1.1.1'", 0)).toEqual({ pair: [5000], address: [5000], email: 1 });
  });
});
