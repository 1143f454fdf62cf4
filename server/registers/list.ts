import { and, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorResponses } from '../api-schemas.ts';
import { idsOnly, type ListQuerystring, listQuerystring, readPage, sendPage } from '../lists/protocol.ts';
import type { Engine } from './kit.ts';
import type { Row } from './records.ts';

// GET …/{resource}: a page of a register (docs/contrato.md §5), in the list protocol of every list
// (server/lists/protocol.ts), over the filter keys and sort fields the register's schema gives (query.ts).

/** The list's OpenAPI description: the protocol, and the register's own filter keys. */
function listDescription(engine: Engine): string {
  const own = Object.entries(engine.hooks?.filters ?? {})
    .map(([name, f]) => ` Filtro \`${name}\`: ${f.description}`)
    .join('');
  return `react-admin simple REST: \`filter\` (JSON: \`q\` busca livre, \`id\` lista de chaves, campo = valor, \`campo_gte\` / \`campo_lte\`), \`range\` [início, fim] (no máximo 1.000 registros: um intervalo maior é cortado, e o Content-Range diz o que veio), \`sort\` ["campo", "ASC"|"DESC"]. Cabeçalho \`Content-Range: recurso início-fim/total\`.${own}`;
}

/**
 * A page of the register's rows under `where`, in `orderBy` (the list and the trash); the total, when the page
 * does not tell it, from `kept` when it answers (aggregates a register keeps), else counted.
 */
export function readRows(
  engine: Engine,
  range: { start: number; end: number },
  where: SQL | undefined,
  orderBy: (SQL | PgColumn)[],
  kept: () => Promise<number | undefined> = async () => undefined,
) {
  const { def, db } = engine;
  return readPage(
    range,
    (limit, offset): Promise<Row[]> =>
      db
        .select()
        .from(def.table)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset),
    async () => {
      const known = await kept();
      if (known !== undefined) return known;
      const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(def.table).where(where);
      return Number(counted?.total ?? 0);
    },
  );
}

/** One page of the records the caller reaches, with Content-Range. */
async function listHandler(
  engine: Engine,
  request: FastifyRequest<{ Querystring: ListQuerystring }>,
  reply: FastifyReply,
) {
  const { def } = engine;
  const query = engine.listQuery(request);
  // several by id alone (react-admin's getMany, for the names of references) answers records in the trash
  // too, with their deletedAt: a sale still names the product it holds after the product went to the trash
  const withTrash = def.deletedAtColumn !== undefined && idsOnly(request.query.filter);
  const where = and(withTrash ? engine.anyScope(request) : engine.scope(request), query.where);
  const page = await readRows(engine, query, where, query.orderBy, async () =>
    withTrash ? undefined : engine.hooks?.count?.(engine.context(request), query.filter),
  );
  return sendPage(reply, def.resource, page).map((row) => engine.toRecord(row));
}

export function listRoute(app: FastifyInstance, engine: Engine) {
  app.get<{ Querystring: ListQuerystring }>(
    engine.base,
    {
      preValidation: engine.access(false),
      schema: {
        tags: engine.tags,
        summary: `Lista de ${engine.def.model.label.plural.toLowerCase()}`,
        description: listDescription(engine),
        params: engine.params(false),
        querystring: listQuerystring({ filter: '{"q":"plano","ativo":true}', sort: '["nome","ASC"]' }),
        response: { 200: { type: 'array', items: engine.record }, ...errorResponses(400, 401, 403) },
      },
    },
    (request, reply) => listHandler(engine, request, reply),
  );
}
