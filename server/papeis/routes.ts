import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { errorResponses, idParam } from '../api-schemas.ts';
import { papeis } from '../db/schema.ts';
import { notFound } from '../errors.ts';

const out = (p: typeof papeis.$inferSelect) => ({
  papelId: p.papelId,
  nome: p.nome,
  papeisAbaixo: p.papeisAbaixo,
  permissoes: p.permissoes,
});

export default async function papeisRoutes(app: FastifyInstance) {
  const { db } = app;
  app.get(
    '/papeis',
    {
      schema: {
        tags: ['papeis'],
        summary: 'Papéis',
        response: { 200: { type: 'array', items: { $ref: 'Papel#' } }, ...errorResponses(401) },
      },
    },
    async () => (await db.select().from(papeis).orderBy(asc(papeis.papelId))).map(out),
  );
  app.get<{ Params: { id: number } }>(
    '/papeis/:id',
    {
      schema: {
        tags: ['papeis'],
        summary: 'Um papel',
        params: idParam('id'),
        response: { 200: { $ref: 'Papel#' }, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const [p] = await db.select().from(papeis).where(eq(papeis.papelId, request.params.id));
      if (!p) throw notFound('Papel não encontrado.');
      return out(p);
    },
  );
}
