import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorResponses } from '../api-schemas.ts';
import type { Db } from '../db/client.ts';
import { conflict } from '../errors.ts';
import { type JsonSchema, notFoundOf } from './definition.ts';
import type { Engine } from './kit.ts';
import { checkMerged, mergeBody } from './merge.ts';
import { type ApiRecord, type Row, toRecord, toValues } from './records.ts';
import { refuseInvalidWrite } from './write-errors.ts';

// PUT …/{resource}/{id}: one record's update (docs/contrato.md §5: the fields the body names, the others kept, a stale
// updatedAt refused), and the same update for a bulk edit (bulk.ts) and the import.

export const STALE_MESSAGE =
  'Este registro foi alterado por outra pessoa depois que você o abriu. Nada foi salvo e o que você digitou continua na tela: compare com a versão atual e salve de novo.';

/**
 * One record's update inside the caller's transaction: the row locked, a stale `updatedAt` refused (409), the
 * body merged into the stored record and judged whole (required fields, x-requiredWhen, references, the
 * register's rules), the row written with its history. Throws an HttpError (404, 409, 400, 403).
 */
export async function updateRecord(
  engine: Engine,
  request: FastifyRequest,
  tx: Db,
  id: number,
  body: Row,
): Promise<ApiRecord> {
  const { def, hooks } = engine;
  // the row locked to the end of the transaction: what is judged below is what gets written over
  const [current] = await tx.select().from(def.table).where(engine.byKey(request, id)).for('update');
  // a record out of reach is a 404 before anything in the body is judged
  if (!current) throw notFoundOf(def);
  const before = toRecord(def, current);
  const read = body.updatedAt;
  if (typeof read === 'string' && Date.parse(read) !== Date.parse(String(before.updatedAt)))
    throw conflict(STALE_MESSAGE);
  const merged = mergeBody(def, current, before, body);
  checkMerged(def, merged);
  await engine.checkReferences(engine.empresaOf(request), body, current, tx);
  const values: Row = { ...toValues(def, merged, 'update'), updatedAt: engine.bumped };
  // the register's rules see the whole record too (a sale's total from its items, sent or stored)
  const ready = hooks?.beforeUpdate
    ? await hooks.beforeUpdate({ ...engine.context(request), db: tx }, values, merged, current)
    : values;
  const [row] = await tx.update(def.table).set(ready).where(eq(def.keyColumn, id)).returning();
  const after = toRecord(def, row as Row);
  await engine.history(request, 'alterado', before, after, tx);
  return after;
}

/** What the GET of one adds (a team's membros) may be sent back too, and is ignored (docs/contrato.md §5). */
function updateBodyOf(engine: Engine): JsonSchema {
  const { updateSchema } = engine.def.model;
  if (!engine.detail) return updateSchema;
  return {
    ...updateSchema,
    properties: {
      ...engine.detail.properties,
      ...(updateSchema.properties as Record<string, JsonSchema>),
    },
  };
}

type UpdateRequest = FastifyRequest<{ Params: { id?: number }; Body: Row & { updatedAt: string } }>;

/** The PUT's answer: the updated record, or a 400 naming each invalid field, a 404, or a 409. */
async function updateHandler(engine: Engine, request: UpdateRequest) {
  refuseInvalidWrite(request);
  const { id = 0 } = request.params;
  return engine.write(() => engine.db.transaction((tx) => engine.update(request, tx, id, request.body)));
}

export function updateRoute(app: FastifyInstance, engine: Engine) {
  const { label } = engine.def.model;
  app.put<{ Params: { id?: number }; Body: Row & { updatedAt: string } }>(
    `${engine.base}/:id`,
    {
      preValidation: [engine.access(true), engine.trim],
      attachValidation: true,
      schema: {
        tags: engine.tags,
        summary: `Alterar ${label.gender === 'f' ? 'uma' : 'um'} ${label.singular.toLowerCase()}`,
        description:
          'Muda só os campos que o corpo traz e mantém os outros; os campos só de leitura que o GET devolve podem voltar e são ignorados. Envie o updatedAt com que o registro foi lido: se outra pessoa o alterou depois, a resposta é 409 e nada muda.',
        params: engine.params(true),
        body: updateBodyOf(engine),
        response: { 200: engine.record, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) => updateHandler(engine, request),
  );
}
