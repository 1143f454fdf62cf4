import { describe, expect, it } from 'vitest';
import { isPlainRead, replicaUnavailable } from './read-replica.ts';

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
