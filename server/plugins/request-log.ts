import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Db } from '../db/client.ts';
import { requestLogs } from '../db/schema.ts';

type Entry = typeof requestLogs.$inferInsert;

export interface RequestLogOptions {
  db: Db;
  /** Flush when this many are waiting… */
  batchSize?: number;
  /** …or after this long. */
  intervalMs?: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Writes out the request logs waiting in memory (tests, shutdown). */
    flushRequestLogs(): Promise<void>;
  }
}

const INT_MAX = 2_147_483_647;
const SMALLINT_MAX = 32_767;

/** Text PostgreSQL takes: no NUL characters, no lone surrogates, at most `max` characters. */
export function safeText(value: string, max: number): string {
  return value
    .replace(/\0/g, '')
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
    .slice(0, max)
    .replace(/[\uD800-\uDBFF]$/, '');
}

/** A positive id that fits an integer column, else null. */
export function safeId(value: unknown): number | null {
  const n =
    typeof value === 'number'
      ? value
      : typeof value === 'string' && /^\d{1,10}$/.test(value)
        ? Number(value)
        : NaN;
  return Number.isInteger(n) && n > 0 && n <= INT_MAX ? n : null;
}

/** One log entry whose every value fits its column, whatever the request carried. */
export function entryOf(request: FastifyRequest, reply: FastifyReply): Entry {
  const params = request.params as Record<string, unknown> | undefined;
  const status = reply.statusCode;
  const duration = Math.round(reply.elapsedTime * 100) / 100;
  return {
    method: safeText(request.method, 16),
    // the path without its query string: filters may carry personal data
    path: safeText(request.url.split('?')[0] ?? '', 500),
    status: Number.isInteger(status) && status >= 0 && status <= SMALLINT_MAX ? status : 0,
    durationMs: Number.isFinite(duration) && duration >= 0 ? duration : 0,
    usuarioId: safeId(request.auth?.usuarioId),
    empresaId: safeId(params?.empresaId ?? params?.companyId),
    ip: safeText(request.ip ?? '', 100),
    // the route that served it, as registered (/api/empresas/:empresaId/vendas/:id): the summary groups by it
    rota: request.is404 ? null : safeText(request.routeOptions.url ?? '', 500) || null,
    createdAt: new Date(),
  };
}

/**
 * Records every /api request (method, path, route, status, duration, user, company, address, time) for the admin's
 * request-log screen. Entries wait in memory and are written in batches, so no response waits on the log.
 */
export const requestLog = fp(
  async (app: FastifyInstance, opts: RequestLogOptions) => {
    const batchSize = opts.batchSize ?? 200;
    let pending: Entry[] = [];
    let writing: Promise<void> = Promise.resolve();

    // A batch that fails (an entry the sanitizing missed, a constraint added later) is written again one entry at
    // a time, so one bad request never takes the others' entries, failed sign-ins included, down with it.
    const write = async (batch: Entry[]): Promise<void> => {
      try {
        await opts.db.insert(requestLogs).values(batch);
        return;
      } catch (err) {
        if (batch.length === 1) {
          app.log.error({ err, count: 1 }, 'falha ao gravar request logs');
          return;
        }
      }
      let dropped = 0;
      let firstError: unknown;
      for (const entry of batch) {
        try {
          await opts.db.insert(requestLogs).values(entry);
        } catch (err) {
          dropped++;
          firstError ??= err;
        }
      }
      if (dropped > 0) {
        app.log.error(
          { err: firstError, count: dropped, of: batch.length },
          'request logs descartados: o banco os recusou',
        );
      }
    };

    const flush = (): Promise<void> => {
      if (pending.length === 0) return writing;
      const batch = pending;
      pending = [];
      writing = writing.then(() => write(batch));
      return writing;
    };
    const timer = setInterval(() => void flush(), opts.intervalMs ?? 1000);
    timer.unref();

    app.decorate('flushRequestLogs', flush);
    app.addHook('onResponse', async (request, reply) => {
      if (!request.url.startsWith('/api/') || request.url.startsWith('/api/docs')) return;
      pending.push(entryOf(request, reply));
      if (pending.length >= batchSize) void flush();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await flush();
    });
  },
  { name: 'request-log' },
);
