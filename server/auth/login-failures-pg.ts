import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { LoginFailureStore } from './login-limiter.ts';

// The login limiter's failures in the database (docs/contrato.md §8): every process behind a balancer counts the same
// attempts, and a restart forgets nothing. One row per e-mail, per address and per e-mail-and-address pair
// (table login_failures), each holding the times of its latest failures. A failure is one INSERT … ON CONFLICT DO
// UPDATE over the three rows, so attempts racing on several processes are all counted; rows whose last failure
// is older than the retention are deleted as failures arrive.

export interface PgLoginFailureStoreOptions {
  /** How long a row outlives its last failure; at least the limiter's window. Default: one day. */
  retainMs?: number;
  /** The most times a row keeps, as the memory store: a flood must not grow one row without bound. */
  keep?: number;
}

type Kind = 'pair' | 'address' | 'email';

const pairKey = (email: string, address: string) => `${address}\n${email}`;

/** PGlite answers int8 as number or bigint, node-postgres as text: all become numbers (ms fit exactly). */
const toTimes = (value: unknown): number[] => (Array.isArray(value) ? value.map((t) => Number(t)) : []);

export class PgLoginFailureStore implements LoginFailureStore {
  private readonly retainMs: number;
  private readonly keep: number;

  constructor(
    private readonly db: Db,
    options: PgLoginFailureStoreOptions = {},
  ) {
    this.retainMs = options.retainMs ?? 24 * 60 * 60_000;
    this.keep = options.keep ?? 1000;
  }

  async recent(email: string, address: string, since: number) {
    const result = (await this.db.execute(sql`
      select kind, array(select t from unnest(times) as t where t > ${since} order by t) as times
      from login_failures
      where (kind = 'pair' and key = ${pairKey(email, address)})
         or (kind = 'address' and key = ${address})
         or (kind = 'email' and key = ${email})`)) as unknown as {
      rows: Array<{ kind: Kind; times: unknown }>;
    };
    const times = (kind: Kind) => toTimes(result.rows.find((r) => r.kind === kind)?.times);
    return { pair: times('pair'), address: times('address'), email: times('email').length };
  }

  async add(email: string, address: string, at: number) {
    const oldest = at - this.retainMs;
    await this.db.execute(sql`
      insert into login_failures as f (kind, key, times, last_at)
      values ('pair', ${pairKey(email, address)}, array[${at}]::bigint[], ${at}),
             ('address', ${address}, array[${at}]::bigint[], ${at}),
             ('email', ${email}, array[${at}]::bigint[], ${at})
      on conflict (kind, key) do update set
        times = array(
          select t from (
            select t from unnest(f.times || excluded.times) as t where t >= ${oldest} order by t desc limit ${this.keep}
          ) as latest order by t),
        last_at = greatest(f.last_at, excluded.last_at)`);
    // a separate statement: one that deleted and upserted the same row at once would be refused
    await this.db.execute(sql`delete from login_failures where last_at < ${oldest}`);
  }

  async clearPair(email: string, address: string) {
    await this.db.execute(
      sql`delete from login_failures where kind = 'pair' and key = ${pairKey(email, address)}`,
    );
  }
}
