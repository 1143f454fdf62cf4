import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { errorResponses } from '../api-schemas.ts';
import type { Db } from '../db/client.ts';
import type { JsonSchema, RegisterDef } from './definition.ts';
import type { Engine, RegisterHooks } from './kit.ts';
import { type ApiRecord, type Row, toRecord, toValues } from './records.ts';
import { refuseInvalidWrite } from './write-errors.ts';

// POST …/{resource}: one record's creation (docs/contrato.md §5), and the same creation for the register's own routes
// (kit.create: a negotiation's conversion writes a sale) and the import.

/** The POST body: the write schema, less what the register's rules fill in (a sale's seller). */
export function createBodyOf(def: RegisterDef, hooks: RegisterHooks | undefined): JsonSchema {
  const { writeSchema } = def.model;
  const filled = hooks?.filledOnCreate;
  if (!filled) return writeSchema;
  const required = (writeSchema.required as string[] | undefined) ?? [];
  return { ...writeSchema, required: required.filter((f) => !filled.includes(f)) };
}

/**
 * One record's creation from a validated body, inside the caller's transaction: the references, the register's
 * rules, the insert and its history together, so a number it draws (a sale's) is used or given back, and no
 * record exists without the entry that says who made it.
 */
export async function createRecord(
  engine: Engine,
  request: FastifyRequest,
  tx: Db,
  body: Row,
): Promise<ApiRecord> {
  const { def, hooks } = engine;
  const empresaId = engine.empresaOf(request);
  await engine.checkReferences(empresaId, body, undefined, tx);
  const values: Row = {
    ...toValues(def, body, 'create'),
    createdAt: engine.now,
    updatedAt: engine.now,
    ...(def.scope === 'empresa' ? { empresaId } : {}),
  };
  const ready = hooks?.beforeCreate
    ? await hooks.beforeCreate({ ...engine.context(request), db: tx }, values, body)
    : values;
  const [row] = await tx.insert(def.table).values(ready).returning();
  const record = toRecord(def, row as Row);
  await engine.history(request, 'criado', undefined, record, tx);
  return record;
}

/** The POST's answer: 201 and the created record, or a 400 naming each invalid field, or a 409 at a taken value. */
async function createHandler(engine: Engine, request: FastifyRequest<{ Body: Row }>, reply: FastifyReply) {
  refuseInvalidWrite(request);
  const created = await engine.write(() =>
    engine.db.transaction((tx) => engine.create(request, tx, request.body)),
  );
  reply.status(201);
  return created;
}

export function createRoute(app: FastifyInstance, engine: Engine) {
  const { label } = engine.def.model;
  app.post<{ Body: Row }>(
    engine.base,
    {
      preValidation: [engine.access(true), engine.trim],
      attachValidation: true,
      schema: {
        tags: engine.tags,
        summary: `Criar ${label.gender === 'f' ? 'uma' : 'um'} ${label.singular.toLowerCase()}`,
        params: engine.params(false),
        body: engine.createBody,
        response: { 201: engine.record, ...errorResponses(400, 401, 403, 409) },
      },
    },
    (request, reply) => createHandler(engine, request, reply),
  );
}
