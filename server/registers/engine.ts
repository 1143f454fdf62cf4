import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { uniqueConflictOf } from '../../core/schema/uniques.ts';
import { type AuthContext, requireAdmin, requireEmpresa, requirePermission } from '../access.ts';
import { errorResponses } from '../api-schemas.ts';
import { conflict, type HttpError } from '../errors.ts';
import { listParams } from '../lists/protocol.ts';
import { createBodyOf, createRecord } from './create.ts';
import { type JsonSchema, notFoundOf, type RegisterDef, visibleIn } from './definition.ts';
import { historyWriter } from './history.ts';
import type { Engine, RegisterDetail, RegisterHooks, RegisterKit } from './kit.ts';
import { errorText, pgErrorOf } from './pg-errors.ts';
import { buildFilter, parseListQuery } from './query.ts';
import { type Row, toRecord, toValues } from './records.ts';
import { type ReferenceTarget, referenceChecker } from './references.ts';
import { updateRecord } from './update.ts';
import type { Usage } from './usages.ts';
import { trimWrite } from './write-errors.ts';

// One register's engine: the access, scope, references, timestamps and unique conflicts every route of it
// shares, built once when the plugin registers. The routes themselves are in list.ts, one.ts, create.ts …

const INT = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

/** What a register's engine is built from, besides its definition. */
export interface EngineParts {
  targets: ReadonlyMap<string, ReferenceTarget>;
  usages: readonly Usage[];
  detail: RegisterDetail | undefined;
  hooks: RegisterHooks | undefined;
  kitOf: (resource: string) => RegisterKit;
}

/**
 * The record schema, under its $id, for the responses and the OpenAPI components, and the GET of one's (with
 * what the detail adds). The app may have added the $id already (api-schemas.ts: hand-written shapes point at
 * some registers); a different schema of the same $id is not replaced, and the responses carry an inline copy.
 */
function recordSchemas(app: FastifyInstance, def: RegisterDef, detail: RegisterDetail | undefined) {
  const { $id, ...recordSchema } = def.model.fullSchema;
  let record: JsonSchema = recordSchema;
  if (typeof $id === 'string') {
    const known = app.getSchema($id);
    if (!known) app.addSchema(def.model.fullSchema);
    if (!known || JSON.stringify(known) === JSON.stringify(def.model.fullSchema))
      record = { $ref: `${$id}#` };
  }
  const one = { 200: record, ...errorResponses(400, 401, 403, 404) };
  if (!detail) return { record, detailed: one };
  const detailed = {
    ...one,
    200: {
      type: 'object',
      additionalProperties: false,
      required: [
        ...((recordSchema.required as string[] | undefined) ?? []),
        ...Object.keys(detail.properties),
      ],
      properties: { ...(recordSchema.properties as Record<string, JsonSchema>), ...detail.properties },
    },
  };
  return { record, detailed };
}

/** The path's parameters: the company (company registers) and the record's key. */
function paramsOf(def: RegisterDef) {
  const isEmpresa = def.scope === 'empresa';
  return (withId: boolean) => ({
    type: 'object',
    additionalProperties: false,
    required: [...(isEmpresa ? ['empresaId'] : []), ...(withId ? ['id'] : [])],
    properties: { ...(isEmpresa ? { empresaId: INT } : {}), ...(withId ? { id: INT } : {}) },
  });
}

/**
 * Access before validation: someone without access learns nothing from a 400 (docs/contrato.md §6). The path is
 * not validated yet here; a malformed empresaId is left to the validation's 400.
 */
function accessOf(def: RegisterDef) {
  return (write: boolean) => async (request: FastifyRequest) => {
    const auth: AuthContext = request.auth;
    if (def.scope !== 'empresa') return requireAdmin(auth);
    const empresaId = Number((request.params as Record<string, string>).empresaId);
    if (!Number.isInteger(empresaId) || empresaId < 1) return;
    requireEmpresa(auth, empresaId);
    if (def.readPermission) requirePermission(auth, empresaId, def.readPermission);
    if (write && def.permission) requirePermission(auth, empresaId, def.permission);
  };
}

/** A taken unique value → 409 at the field, whichever driver reported it and however the index is named. */
function takenValueOf(def: RegisterDef) {
  const { singular, gender } = def.model.label;
  const article = gender === 'f' ? 'uma' : 'um';
  return (error: unknown): HttpError | undefined => {
    const pg = pgErrorOf(error);
    if (pg?.code !== '23505') return undefined;
    const text = errorText(error);
    const indexName =
      pg.constraint && def.uniqueIndexes.has(pg.constraint)
        ? pg.constraint
        : [...def.uniqueIndexes.keys()].find((n) => text.includes(n));
    let fields = indexName ? def.uniqueIndexes.get(indexName) : undefined;
    if (!fields) {
      // "Key (empresa_id, lower(codigo))=(1, x) already exists.": find the columns in the detail
      const key = /Key \((.*?)\)=/.exec(text)?.[1] ?? '';
      fields = [...def.fields.values()]
        .filter((f) => f.name !== 'empresaId' && new RegExp(`\\b${f.column.name}\\b`).test(key))
        .map((f) => f.name);
    }
    const field = def.fields.get(fields[0] ?? '');
    if (field) {
      // the sentence the error handler gives for the same index (core/schema/uniques.ts)
      const taken = uniqueConflictOf(def.model, field.model);
      return conflict(taken.message, [{ field: taken.field, message: taken.fieldMessage }]);
    }
    return conflict(
      `Já existe ${article} ${singular.toLowerCase()} com o valor informado em um campo único.`,
      [{ field: '', message: 'Este valor já está em uso.' }],
    );
  };
}

/**
 * Timestamps in milliseconds, the precision the API answers, so an updatedAt read back compares equal; now() is
 * one instant per statement (createdAt = updatedAt on create), and an update always moves updatedAt forward,
 * even twice in one millisecond, so a stale copy is always detected.
 */
function timestampsOf(def: RegisterDef): { now: SQL; bumped: SQL } {
  const now = sql`date_trunc('milliseconds', now())`;
  const bumped = sql`greatest(${now}, date_trunc('milliseconds', ${def.updatedAtColumn}) + interval '1 millisecond')`;
  return { now, bumped };
}

/** One register's engine (its kit, and what the generic routes need besides). */
export function buildEngine(app: FastifyInstance, def: RegisterDef, parts: EngineParts): Engine {
  const { db } = app;
  const { hooks, detail } = parts;
  const empresaOf = (request: FastifyRequest) =>
    // Number(): in a preValidation hook the params are still the strings of the path
    Number((request.params as { empresaId?: number | string }).empresaId ?? 0) || 0;
  const context = (request: FastifyRequest) => ({ db, auth: request.auth, empresaId: empresaOf(request) });
  const scope = (request: FastifyRequest, trash = false) =>
    and(visibleIn(def, empresaOf(request), trash), hooks?.visible?.(context(request)));
  const byKey = (request: FastifyRequest, id: number, trash = false) =>
    and(eq(def.keyColumn, id), scope(request, trash));
  const findRow = async (request: FastifyRequest, id: number, trash = false): Promise<Row | undefined> => {
    const [row] = await db
      .select()
      .from(def.table)
      .where(byKey(request, id, trash))
      .limit(1);
    return row;
  };
  const uniqueConflict = takenValueOf(def);
  const filter = buildFilter(def, hooks?.filters);
  const engine: Engine = {
    ...recordSchemas(app, def, detail),
    ...timestampsOf(def),
    def,
    db,
    hooks,
    detail,
    usages: parts.usages,
    filter,
    base: def.scope === 'empresa' ? `/empresas/:empresaId/${def.resource}` : `/admin/${def.resource}`,
    tags: [def.resource],
    params: paramsOf(def),
    access: accessOf(def),
    trim: trimWrite(def),
    empresaOf,
    context,
    scope,
    anyScope: (request) =>
      and(
        def.empresaColumn ? eq(def.empresaColumn, empresaOf(request)) : undefined,
        hooks?.visible?.(context(request)),
      ),
    byKey,
    findRow,
    find: async (request, id, trash) => {
      const row = await findRow(request, id, trash);
      if (!row) throw notFoundOf(def);
      return row;
    },
    listQuery: (request) => parseListQuery(def, filter, listParams(request.query), hooks?.search),
    toRecord: (row) => toRecord(def, row),
    values: (body, mode) => toValues(def, body, mode),
    checkReferences: referenceChecker(def, parts.targets, db),
    write: async (run) => {
      try {
        return await run();
      } catch (error) {
        throw uniqueConflict(error) ?? error;
      }
    },
    createBody: createBodyOf(def, hooks),
    create: (request, tx, body) => createRecord(engine, request, tx, body),
    update: (request, tx, id, body) => updateRecord(engine, request, tx, id, body),
    kitOf: parts.kitOf,
    history: historyWriter(def.resource, def.model.primaryKey, def.scope === 'empresa'),
  };
  return engine;
}
