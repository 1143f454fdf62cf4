import type { FastifyInstance } from 'fastify';
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

/**
 * Records every /api request (method, path, status, duration, user, company, address, time) for the admin's
 * request-log screen. Entries wait in memory and are written in batches, so no response waits on the log.
 */
export const requestLog = fp(
  async (app: FastifyInstance, opts: RequestLogOptions) => {
    const batchSize = opts.batchSize ?? 200;
    let pending: Entry[] = [];
    let writing: Promise<void> = Promise.resolve();

    const flush = (): Promise<void> => {
      if (pending.length === 0) return writing;
      const batch = pending;
      pending = [];
      writing = writing
        .then(() => opts.db.insert(requestLogs).values(batch))
        .then(
          () => undefined,
          (err: unknown) => app.log.error({ err, count: batch.length }, 'falha ao gravar request logs'),
        );
      return writing;
    };
    const timer = setInterval(() => void flush(), opts.intervalMs ?? 1000);
    timer.unref();

    app.decorate('flushRequestLogs', flush);
    app.addHook('onResponse', async (request, reply) => {
      if (!request.url.startsWith('/api/') || request.url.startsWith('/api/docs')) return;
      const params = request.params as Record<string, unknown> | undefined;
      const empresaParam = Number(params?.empresaId ?? params?.companyId);
      pending.push({
        method: request.method,
        // the path without its query string: filters may carry personal data
        path: request.url.split('?')[0]!.slice(0, 500),
        status: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime * 100) / 100,
        usuarioId: request.auth?.usuarioId ?? null,
        empresaId: Number.isInteger(empresaParam) && empresaParam > 0 ? empresaParam : null,
        ip: request.ip,
        createdAt: new Date(),
      });
      if (pending.length >= batchSize) void flush();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await flush();
    });
  },
  { name: 'request-log' },
);
