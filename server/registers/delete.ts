import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorResponses } from '../api-schemas.ts';
import type { Db } from '../db/client.ts';
import { conflict } from '../errors.ts';
import { notFoundOf } from './definition.ts';
import type { Engine } from './kit.ts';
import { pgErrorOf } from './pg-errors.ts';
import type { ApiRecord } from './records.ts';
import { inUseMessage, type Usage, usesOf } from './usages.ts';

// DELETE …/{resource}/{id} (docs/contrato.md §5): to the trash where the register keeps one, else for good, and then
// only when nothing points at the record (a 409 naming where it is used).

/**
 * Locks the record (a 404 when out of reach) and refuses, naming them, when any of `usages` still point at it. A
 * record being saved with a reference to it (which takes a key-share lock) either finishes before the count sees
 * it or finds the row gone.
 */
async function refuseWhenUsed(
  engine: Engine,
  request: FastifyRequest,
  tx: Db,
  id: number,
  usages: readonly Usage[],
) {
  const { def } = engine;
  const [locked] = await tx
    .select({ key: def.keyColumn })
    .from(def.table)
    .where(engine.byKey(request, id))
    .for('update');
  if (!locked) throw notFoundOf(def);
  const uses = await usesOf(tx, usages, engine.empresaOf(request), id);
  if (uses.length > 0) throw conflict(inUseMessage(def.model.label, uses));
}

/**
 * To the trash: the records that point at it keep working (their stored reference stays valid). Rows of the
 * hand-written tables (a team's members: profiles) are live state with no trash of their own, so they still hold
 * it back, under the row lock, like a delete for good.
 */
function moveToTrash(engine: Engine, request: FastifyRequest, id: number): Promise<ApiRecord> {
  const { def } = engine;
  return engine.db.transaction(async (tx) => {
    const live = engine.usages.filter((u) => u.hand);
    if (live.length > 0) await refuseWhenUsed(engine, request, tx, id, live);
    const [row] = await tx
      .update(def.table)
      .set({ deletedAt: engine.now, updatedAt: engine.bumped })
      .where(engine.byKey(request, id))
      .returning();
    if (!row) throw notFoundOf(def);
    const trashed = engine.toRecord(row);
    await engine.history(request, 'excluido', undefined, trashed, tx);
    return trashed;
  });
}

/** For good: only when nothing points at it, foreign keys and references inside jsonb alike. */
async function deleteForGood(engine: Engine, request: FastifyRequest, id: number): Promise<ApiRecord> {
  const { def } = engine;
  try {
    return await engine.db.transaction(async (tx) => {
      await refuseWhenUsed(engine, request, tx, id, engine.usages);
      const [row] = await tx.delete(def.table).where(engine.byKey(request, id)).returning();
      if (!row) throw notFoundOf(def);
      const deleted = engine.toRecord(row);
      await engine.history(request, 'excluido', undefined, deleted, tx);
      return deleted;
    });
  } catch (error) {
    // a reference the counts do not know (a table outside the models): 23001 from ON DELETE RESTRICT, 23503
    // from NO ACTION
    const code = pgErrorOf(error)?.code;
    if (code !== '23001' && code !== '23503') throw error;
    const { label } = def.model;
    const uses = await usesOf(engine.db, engine.usages, engine.empresaOf(request), id);
    const f = label.gender === 'f';
    throw conflict(
      uses.length > 0
        ? inUseMessage(label, uses)
        : `Est${f ? 'a' : 'e'} ${label.singular.toLowerCase()} está em uso e não pode ser excluíd${f ? 'a' : 'o'}.`,
    );
  }
}

/** The DELETE's answer: the deleted record (in the trash, for x-trash), after the register's rules allow it. */
async function deleteHandler(engine: Engine, request: FastifyRequest<{ Params: { id?: number } }>) {
  const { id = 0 } = request.params;
  const { hooks } = engine;
  if (hooks?.beforeDelete) await hooks.beforeDelete(engine.context(request), await engine.find(request, id));
  return engine.def.deletedAtColumn ? moveToTrash(engine, request, id) : deleteForGood(engine, request, id);
}

export function deleteRoute(app: FastifyInstance, engine: Engine) {
  const { def } = engine;
  const { label } = def.model;
  const article = label.gender === 'f' ? 'uma' : 'um';
  const name = label.singular.toLowerCase();
  app.delete<{ Params: { id?: number } }>(
    `${engine.base}/:id`,
    {
      preValidation: engine.access(true),
      schema: {
        tags: engine.tags,
        summary: def.deletedAtColumn
          ? `Mover ${article} ${name} para a lixeira`
          : `Excluir ${article} ${name}`,
        params: engine.params(true),
        response: { 200: engine.record, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) => deleteHandler(engine, request),
  );
}
