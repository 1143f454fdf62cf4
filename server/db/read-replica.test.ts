import type pg from 'pg';
import { describe, expect, it } from 'vitest';
import {
  isPlainRead,
  PREPARED_TEXTS_MAX,
  RoutingPool,
  replicaUnavailable,
  withReplicaReads,
} from './read-replica.ts';

describe('which statements the replica may answer', () => {
  it('takes plain SELECTs', () => {
    expect(isPlainRead('select "id", "nome" from "equipes" where "empresa_id" = $1')).toBe(true);
    expect(isPlainRead('\n  SELECT count(*) FROM vendas')).toBe(true);
  });

  it('leaves writes, locks, sequences and CTEs (which may write) to the primary', () => {
    for (const text of [
      'insert into recent_writes values ($1, now())',
      'update vendas set status = $1',
      'delete from login_failures where last_at < $1',
      'select * from sequencias where empresa_id = $1 for update',
      'select id from vendas for no key update',
      'select * from x for share',
      "select nextval('vendas_id_seq')",
      'select pg_advisory_xact_lock(1)',
      'select pg_try_advisory_lock(1)',
      'with moved as (update vendas set x = 1 returning *) select * from moved',
      'begin',
      '',
    ])
      expect(isPlainRead(text), text).toBe(false);
  });
});

describe('which replica errors send the read to the primary', () => {
  it('the replica itself: unreachable, shutting down, a missing database, a replay conflict', () => {
    for (const error of [
      Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' }),
      new Error('Connection terminated unexpectedly'),
      { code: '57P01' },
      { code: '57P03' },
      { code: '08006' },
      { code: '3D000' },
      { code: '40001' },
    ])
      expect(replicaUnavailable(error)).toBe(true);
  });

  it("not the query's own errors, which the primary would give as well", () => {
    for (const code of ['22P02', '23505', '42P01', '42703', 'P0001'])
      expect(replicaUnavailable({ code })).toBe(false);
  });
});

describe('reads prepared on the replica', () => {
  interface Sent {
    text: string;
    name?: string;
    rowMode?: string;
    types?: unknown;
  }
  /** A RoutingPool over a stand-in replica that records what it is sent (and, with `refuse`, loses names). */
  const routing = (refuse = false) => {
    const sent: Sent[] = [];
    const calls: unknown[][] = [];
    const replica = {
      async query(config: Sent | string, values?: unknown[]) {
        calls.push([config, values]);
        const c = typeof config === 'string' ? { text: config } : config;
        sent.push({ text: c.text, ...(c.name ? { name: c.name } : {}) });
        if (refuse && c.name)
          throw Object.assign(new Error(`prepared statement "${c.name}" does not exist`), { code: '26000' });
        return { rows: [{ values: values ?? [] }] };
      },
      on() {},
      async end() {},
    } as unknown as pg.Pool;
    // the primary is never reached here: every statement is a plain read in a replica scope
    return { sent, calls, pool: new RoutingPool({ max: 1 }, replica) };
  };
  const read = (pool: RoutingPool, config: Sent | string, values?: unknown[]) =>
    withReplicaReads(() =>
      (pool.query as (c: Sent | string, v?: unknown[]) => Promise<unknown>)(config, values),
    );

  it('names each text by what it says: the same text the same name, another text another', async () => {
    const { sent, pool } = routing();
    const list = 'select "id" from "equipes" where "empresa_id" = $1';
    await read(pool, { text: list }, [1]);
    await read(pool, { text: list }, [2]);
    await read(pool, 'select "id" from "produtos" where "empresa_id" = $1', [1]);
    expect(sent.map((s) => s.text)).toEqual([
      list,
      list,
      'select "id" from "produtos" where "empresa_id" = $1',
    ]);
    expect(sent[0]?.name).toMatch(/^r_[\w-]+$/);
    expect(sent[1]?.name).toBe(sent[0]?.name);
    expect(sent[2]?.name).toMatch(/^r_/);
    expect(sent[2]?.name).not.toBe(sent[0]?.name);
  });

  it('keeps the values and the options the caller gave (drizzle passes rowMode and types)', async () => {
    const { calls, pool } = routing();
    const types = { getTypeParser: () => String };
    await read(pool, { text: 'select $1::int', rowMode: 'array', types }, [7]);
    expect(calls[0]).toEqual([
      { text: 'select $1::int', rowMode: 'array', types, name: expect.stringMatching(/^r_/) },
      [7],
    ]);
  });

  it('sends a Submittable (a cursor, a stream) as it is, unnamed', async () => {
    const { calls, pool } = routing();
    const cursor = { text: 'select "id" from "vendas"', submit() {} };
    await read(pool, cursor);
    expect(calls[0]?.[0]).toBe(cursor);
    expect(cursor).not.toHaveProperty('name');
  });

  it('stops naming once the replica loses a named statement (a pooler in transaction mode), and answers', async () => {
    const { sent, pool } = routing(true);
    const answer = await read(pool, { text: 'select 1 as um' });
    expect(answer).toEqual({ rows: [{ values: [] }] });
    expect(sent).toEqual([
      { text: 'select 1 as um', name: expect.stringMatching(/^r_/) },
      { text: 'select 1 as um' },
    ]);
    expect(pool.preparing).toBe(false);
    await read(pool, { text: 'select 2 as dois' });
    expect(sent.at(-1)).toEqual({ text: 'select 2 as dois' });
  });

  it(`names at most ${PREPARED_TEXTS_MAX} texts; the others go unnamed`, async () => {
    const { sent, pool } = routing();
    for (let i = 0; i <= PREPARED_TEXTS_MAX; i++) await read(pool, { text: `select ${i} as n` });
    expect(sent.filter((s) => s.name).length).toBe(PREPARED_TEXTS_MAX);
    expect(sent.at(-1)).toEqual({ text: `select ${PREPARED_TEXTS_MAX} as n` });
    // a text named before keeps its name
    await read(pool, { text: 'select 0 as n' });
    expect(sent.at(-1)?.name).toBe(sent[0]?.name);
  });
});
