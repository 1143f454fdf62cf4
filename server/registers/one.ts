import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Engine } from './kit.ts';

// GET …/{resource}/{id}: one record the caller reaches (docs/contrato.md §5), with what the register's detail adds
// (docs/produto.md §3: a team's supervisor and members). The list stays lean: one query per page, never one per row.

async function oneHandler(engine: Engine, request: FastifyRequest<{ Params: { id?: number } }>) {
  const { id = 0 } = request.params;
  const record = engine.toRecord(await engine.find(request, id));
  if (!engine.detail) return record;
  return { ...record, ...(await engine.detail.load(engine.db, engine.empresaOf(request), record)) };
}

export function oneRoute(app: FastifyInstance, engine: Engine) {
  const { detail } = engine;
  app.get<{ Params: { id?: number } }>(
    `${engine.base}/:id`,
    {
      preValidation: engine.access(false),
      schema: {
        tags: engine.tags,
        summary: `${engine.def.model.label.singular}: um registro`,
        ...(detail ? { description: `Com ${Object.keys(detail.properties).join(', ')}.` } : {}),
        params: engine.params(true),
        response: engine.detailed,
      },
    },
    (request) => oneHandler(engine, request),
  );
}
