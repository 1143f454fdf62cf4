import { and, desc, eq, inArray, isNull } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { requirePermission } from '../access.ts';
import { errorResponses } from '../api-schemas.ts';
import { historico, usuarios } from '../db/schema.ts';
import { conflict } from '../errors.ts';
import { type ListQuerystring, listQuerystring, sendPage } from '../lists/protocol.ts';
import type { JsonSchema } from './definition.ts';
import type { Engine } from './kit.ts';
import { readRows } from './list.ts';
import { pgErrorOf } from './pg-errors.ts';
import type { Row } from './records.ts';

// The trash of an x-trash register (VER_LIXEIRA): `GET …/lixeira`, the deleted records, newest first, and
// `POST …/{id}/restaurar`. The register's own rules still apply (a seller sees only the deleted sales they could
// see before).

type Person = { usuarioId: number; nomeCompleto: string };

/** preValidation: the trash of a company's register asks for VER_LIXEIRA besides the register's access. */
function lixeiraAccess(engine: Engine) {
  return async (request: FastifyRequest) => {
    if (engine.def.scope === 'empresa')
      requirePermission(request.auth, engine.empresaOf(request), 'VER_LIXEIRA');
  };
}

/** A record of the trash: the record, and who put it there (its history's last 'excluido'; null when unknown). */
function trashItemSchema(engine: Engine): JsonSchema {
  const { $id: _id, ...recordSchema } = engine.def.model.fullSchema;
  return {
    ...recordSchema,
    required: [...((recordSchema.required as string[] | undefined) ?? []), 'excluidoPor'],
    properties: {
      ...(recordSchema.properties as Record<string, JsonSchema>),
      excluidoPor: {
        anyOf: [
          {
            type: 'object',
            additionalProperties: false,
            required: ['usuarioId', 'nomeCompleto'],
            properties: { usuarioId: { type: 'integer' }, nomeCompleto: { type: 'string' } },
          },
          { type: 'null' },
        ],
        description: 'Quem moveu o registro para a lixeira.',
      },
    },
  };
}

/** Who moved each of the records `ids` to the trash: the person of its latest 'excluido' history entry. */
async function deletedBy(
  engine: Engine,
  request: FastifyRequest,
  ids: number[],
): Promise<Map<number, Person>> {
  const who = new Map<number, Person>();
  if (ids.length === 0) return who;
  const { def, db } = engine;
  const found = await db
    .selectDistinctOn([historico.registroId], {
      registroId: historico.registroId,
      usuarioId: usuarios.usuarioId,
      nomeCompleto: usuarios.nomeCompleto,
    })
    .from(historico)
    .leftJoin(usuarios, eq(usuarios.usuarioId, historico.usuarioId))
    .where(
      and(
        eq(historico.recurso, def.resource),
        def.scope === 'empresa'
          ? eq(historico.empresaId, engine.empresaOf(request))
          : isNull(historico.empresaId),
        inArray(historico.registroId, ids),
        eq(historico.acao, 'excluido'),
      ),
    )
    .orderBy(historico.registroId, desc(historico.em), desc(historico.historicoId));
  for (const f of found)
    if (f.usuarioId !== null)
      who.set(f.registroId, { usuarioId: f.usuarioId, nomeCompleto: f.nomeCompleto ?? '' });
  return who;
}

/** One page of the trash, newest first, each record with who deleted it. */
async function trashListHandler(
  engine: Engine,
  request: FastifyRequest<{ Querystring: ListQuerystring }>,
  reply: FastifyReply,
) {
  const { def } = engine;
  const deletedAt = def.deletedAtColumn as PgColumn;
  const query = engine.listQuery(request);
  const where = and(engine.scope(request, true), query.where);
  const page = await readRows(engine, query, where, [desc(deletedAt), desc(def.keyColumn)]);
  const rows = sendPage(reply, def.resource, page);
  const who = await deletedBy(
    engine,
    request,
    rows.map((row) => row[def.key] as number),
  );
  return rows.map((row) => ({
    ...engine.toRecord(row),
    excluidoPor: who.get(row[def.key] as number) ?? null,
  }));
}

/** Out of the trash, with its history; a 409 when a live record took one of its unique values meanwhile. */
async function restoreHandler(engine: Engine, request: FastifyRequest<{ Params: { id: number } }>) {
  const { def } = engine;
  const row = await engine.find(request, request.params.id, true);
  try {
    return await engine.db.transaction(async (tx) => {
      const [restored] = await tx
        .update(def.table)
        .set({ deletedAt: null, updatedAt: engine.bumped })
        .where(eq(def.keyColumn, row[def.key] as number))
        .returning();
      const record = engine.toRecord(restored as Row);
      await engine.history(request, 'restaurado', undefined, record, tx);
      return record;
    });
  } catch (error) {
    // a unique value someone took while it was in the trash
    if (pgErrorOf(error)?.code === '23505')
      throw conflict('Um registro ativo já usa um valor único deste; altere-o antes de restaurar.');
    throw error;
  }
}

export function trashRoutes(app: FastifyInstance, engine: Engine) {
  const { tags } = engine;
  const plural = engine.def.model.label.plural.toLowerCase();
  const lixeira = lixeiraAccess(engine);
  app.get<{ Querystring: ListQuerystring }>(
    `${engine.base}/lixeira`,
    {
      preValidation: [engine.access(false), lixeira],
      schema: {
        tags,
        summary: `Lixeira de ${plural} (VER_LIXEIRA)`,
        description:
          'Os registros excluídos, do mais recente ao mais antigo, cada um com quem o excluiu (`excluidoPor`); `filter`, `range` como na lista.',
        params: engine.params(false),
        querystring: listQuerystring({ filter: '{"q":"plano"}', sort: '["nome","ASC"]' }),
        response: {
          200: { type: 'array', items: trashItemSchema(engine) },
          ...errorResponses(400, 401, 403),
        },
      },
    },
    (request, reply) => trashListHandler(engine, request, reply),
  );
  app.post<{ Params: { id: number } }>(
    `${engine.base}/:id/restaurar`,
    {
      preValidation: [engine.access(true), lixeira],
      schema: {
        tags,
        summary: 'Tirar da lixeira (VER_LIXEIRA)',
        params: engine.params(true),
        response: { 200: engine.record, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) => restoreHandler(engine, request),
  );
}
