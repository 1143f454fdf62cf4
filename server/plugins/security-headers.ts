import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's security headers on every answer (the API's, the client's files, errors and 404s alike), from one
 * helmet middleware built at start. @fastify/helmet built a new one per request (`helmet(configuration)` in its
 * onRequest hook: the options checked and the CSP directives parsed again each time), about 2% of a process's CPU
 * in the bench's mixed reads; the headers are the same for every request here (no per-route options, no nonces).
 */
export const securityHeaders = fp(
  async (app: FastifyInstance, options: HelmetOptions) => {
    const apply = helmet(options);
    app.addHook('onRequest', (request, reply, done) => {
      apply(request.raw, reply.raw, (error?: unknown) => done(error instanceof Error ? error : undefined));
    });
  },
  { name: 'security-headers' },
);
