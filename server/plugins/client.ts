import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Serves the built client: hashed assets cached for a year, pre-compressed variants (.br/.gz written by the
 * build) when the browser accepts them, and index.html for every other non-API path (client-side routes).
 */
export const client = fp(
  async (app: FastifyInstance, opts: { dir: string | null }) => {
    const dir = opts.dir;
    const hasClient = dir !== null && existsSync(join(dir, 'index.html'));
    if (hasClient) {
      await app.register(fastifyStatic, {
        root: dir,
        prefix: '/',
        wildcard: false,
        index: false,
        preCompressed: true,
        setHeaders(res, path) {
          if (path.includes(`${join(dir, 'assets')}`)) {
            res.header('Cache-Control', 'public, max-age=31536000, immutable');
          } else {
            res.header('Cache-Control', 'no-cache');
          }
        },
      });
    }
    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?')[0] ?? '';
      if (path === '/api' || path.startsWith('/api/')) {
        return reply.status(404).send({ message: 'Recurso não encontrado.' });
      }
      // A client route may hold a dot (/e/1.5, /e/1/meus-relatorios/vendas.pdf): a page the browser asks for
      // (Accept: text/html) gets the app, which shows its own not-found or redirect (docs/produto.md §2). A file asked for
      // by a script or stylesheet (no text/html), or anything under /assets/, stays a 404.
      const accept = String(request.headers.accept ?? '');
      const wantsPage = !/\.[a-z0-9]+$/i.test(path) || accept.includes('text/html');
      if (
        hasClient &&
        (request.method === 'GET' || request.method === 'HEAD') &&
        !path.startsWith('/assets/') &&
        wantsPage
      ) {
        reply.header('Cache-Control', 'no-cache');
        return reply.sendFile('index.html');
      }
      // every answer keeps the contract's body (docs/contrato.md §6), a missing file included
      return reply.status(404).send({ message: 'Recurso não encontrado.' });
    });
  },
  { name: 'client' },
);
