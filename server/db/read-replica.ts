import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import type { Db } from './client.ts';

// DATABASE_READ_URL (docs/contrato.md §8): a streaming replica answers the reads of GET requests (lists, reports,
// exports, records), the primary everything else. The app keeps one Drizzle database; under it a pool that is
// the primary's, except that a plain SELECT outside a transaction, issued while a GET request that may read the
// replica is being served, goes to the replica's pool. Transactions (pool.connect()) always run on the primary.
//
// Read-your-writes: a replica is a few milliseconds behind (more under load), so a user who has just saved would
// not see the record in the list that follows. Each authenticated write marks its user in `recent_writes` (on the
// primary, before the handler runs); for READ_AFTER_WRITE_MS after that mark, that user's reads stay on the
// primary. The mark is in PostgreSQL, so the user's next request may land on any process. Signing in, refreshing
// and the session check of every request read the primary too (they run before the request may use the replica).
//
// Prepared on the replica: each read sent there carries a statement name made from its text, so each replica
// connection parses it once and PostgreSQL's plan cache may keep its plan (it keeps a generic plan only where it
// costs no more than planning each call: its own rule, as with any driver's prepared statements). The figures'
// statements spent more time in the planner than running (the home's: 2.8 ms planning, 4.6 ms running, at
// 1,000,000 sales); prepared, the replica's CPU per mixed read fell by a fifth. The replica is reached directly (a
// connection pooler in transaction mode, such as pgbouncer before 1.21, loses named statements between
// transactions): should it answer that a statement does not exist or already exists, this pool stops naming
// statements and sends that read again, unnamed. The primary's reads are never named (scripts/cluster.sh puts
// pgbouncer before it).

interface ReadScope {
  /** This request's plain reads may go to the replica. */
  replica: boolean;
}

const scope = new AsyncLocalStorage<ReadScope>();

/** Runs `run` as a GET request runs once past its checks: its plain reads may go to the replica (tests). */
export function withReplicaReads<T>(run: () => T): T {
  return scope.run({ replica: true }, run);
}

/** At most this many distinct texts are named: each replica connection keeps a prepared statement per name. */
export const PREPARED_TEXTS_MAX = 256;

/** The errors of a pooler that does not keep named statements: "does not exist", "already exists". */
function lostPreparedStatement(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === '26000' || code === '42P05';
}

/** A statement the replica can answer: a SELECT that neither locks rows nor moves a sequence or a lock. */
export function isPlainRead(text: string): boolean {
  return (
    /^\s*select\b/i.test(text) &&
    !/\bfor\s+(update|share|no\s+key\s+update|key\s+share)\b/i.test(text) &&
    !/\b(nextval|setval|pg_advisory\w*|pg_try_advisory\w*)\s*\(/i.test(text)
  );
}

/**
 * Whether an error of the replica may be the replica's own (unreachable, restarting, a database missing, a query
 * cancelled by the standby's replay …) rather than the query's: then the primary answers instead. Errors in the
 * query itself (bad data, a constraint, a syntax or access error) would fail on the primary alike.
 */
export function replicaUnavailable(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code !== 'string' || !/^[0-9A-Z]{5}$/.test(code)) return true;
  return !/^(21|22|23|2B|42|44|P0)/.test(code);
}

/** After the replica failed, how long reads skip it. */
const REPLICA_PAUSE_MS = 5000;

/**
 * The primary's pool, with `query` sending a request's plain reads to `replica` when the request allows it.
 * Drizzle sees a pg.Pool (its transactions call `connect()`, which stays on the primary).
 */
export class RoutingPool extends pg.Pool {
  /** Reads that went to the replica, and that fell back to the primary (tests and logs). */
  readonly counts = { replica: 0, fallback: 0 };
  /** Until when (ms epoch) reads skip a replica that just failed. */
  private pausedUntil = 0;
  /** Whether reads go to the replica as named (prepared) statements: false once the replica lost one. */
  preparing = true;
  /** The statement name of each text named so far. */
  private readonly names = new Map<string, string>();

  /** The name a text goes to the replica under, or undefined (naming stopped, or too many texts). */
  private nameOf(text: string): string | undefined {
    if (!this.preparing) return undefined;
    let name = this.names.get(text);
    if (name === undefined && this.names.size < PREPARED_TEXTS_MAX) {
      name = `r_${createHash('sha1').update(text).digest('base64url')}`;
      this.names.set(text, name);
    }
    return name;
  }

  constructor(
    config: pg.PoolConfig,
    readonly replica: pg.Pool,
  ) {
    super(config);
    const primaryQuery = pg.Pool.prototype.query.bind(this) as (...args: unknown[]) => unknown;
    const replicaQuery = replica.query.bind(replica) as (...args: unknown[]) => Promise<unknown>;
    this.query = ((...args: unknown[]) => {
      const current = scope.getStore();
      const first = args[0] as string | { text?: unknown } | undefined;
      const text = typeof first === 'string' ? first : typeof first?.text === 'string' ? first.text : '';
      const callback = typeof args[args.length - 1] === 'function';
      if (!current?.replica || callback || Date.now() < this.pausedUntil) return primaryQuery(...args);
      if (!isPlainRead(text)) {
        // the request wrote: its later reads must see the write, so they stay on the primary
        current.replica = false;
        return primaryQuery(...args);
      }
      this.counts.replica++;
      // a Submittable (a cursor, a stream) is its own object: sent as it is, unnamed
      const submittable = typeof (first as { submit?: unknown } | undefined)?.submit === 'function';
      const name = submittable ? undefined : this.nameOf(text);
      const named =
        name === undefined
          ? args
          : [{ ...(typeof first === 'string' ? {} : first), text, name }, ...args.slice(1)];
      return replicaQuery(...named)
        .catch((error: unknown) => {
          if (named === args || !lostPreparedStatement(error)) throw error;
          this.preparing = false;
          return replicaQuery(...args);
        })
        .catch((error: unknown) => {
          if (!replicaUnavailable(error)) throw error;
          this.counts.fallback++;
          this.pausedUntil = Date.now() + REPLICA_PAUSE_MS;
          current.replica = false;
          return primaryQuery(...args);
        });
    }) as pg.Pool['query'];
  }

  override async end(): Promise<void> {
    await Promise.all([super.end(), this.replica.end()]);
  }
}

export interface ReadReplicaOptions {
  db: Db;
  /** How long after a user's write their reads stay on the primary, ms. */
  readAfterWriteMs: number;
}

const READS = new Set(['GET', 'HEAD']);

/**
 * Decides, per request, whether its reads may go to the replica; marks each authenticated write. Registered only
 * when DATABASE_READ_URL is set.
 */
export const readReplica = fp(
  async (app: FastifyInstance, opts: ReadReplicaOptions) => {
    // every request runs in its own scope, which starts on the primary (the session check reads there)
    app.addHook('onRequest', (_request, _reply, done) => {
      scope.run({ replica: false }, done);
    });
    app.addHook('preHandler', async (request) => {
      const usuarioId = request.auth?.usuarioId;
      if (usuarioId === undefined) return;
      if (!READS.has(request.method)) {
        await opts.db.execute(sql`
          insert into recent_writes (usuario_id, written_at) values (${usuarioId}, clock_timestamp())
          on conflict (usuario_id) do update set written_at = excluded.written_at`);
        return;
      }
      // the session's statement told it already (server/access.ts loadAuthContext), else asked here
      const recent =
        request.auth.escreveuRecentemente ??
        (
          (await opts.db.execute(sql`
            select 1 from recent_writes
            where usuario_id = ${usuarioId}
              and written_at > clock_timestamp() - make_interval(secs => ${opts.readAfterWriteMs / 1000})`)) as unknown as {
            rows: unknown[];
          }
        ).rows.length > 0;
      const current = scope.getStore();
      if (current && !recent) current.replica = true;
    });
  },
  { name: 'read-replica', dependencies: ['authenticate'] },
);
