import { and, eq, getTableColumns, is, isNull, type SQL, sql } from 'drizzle-orm';
import { getTableConfig, type PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import type { RegisterModel } from '../../src/schema/model.ts';
import { type AuthContext, requireAdmin, requireCompany, requirePermission } from '../access.ts';
import { errorResponses } from '../api-schemas.ts';
import type { Db } from '../db/client.ts';
import * as handSchema from '../db/schema.ts';
import { badRequest, conflict, type FieldError, type HttpError, notFound } from '../errors.ts';
import { toFieldErrors } from '../validation-messages.ts';
import { defineRegister, type JsonSchema, loadRegisterModels, type RegisterDef } from './definition.ts';
import { errorText, pgErrorOf } from './pg-errors.ts';
import { buildFilter, parseListQuery } from './query.ts';
import { type ApiRecord, type Row, toRecord, toValues, trimBody } from './records.ts';

export interface RegistersOptions {
  /** One Drizzle table per register, by resource (server/db/generated/registers.ts). */
  tables: Readonly<Record<string, PgTable>>;
  /** The registers to serve; default: every register schema of schemas/. */
  models?: RegisterModel[];
  /** What the GET of one record adds, by resource: the server side of a register's override folder. */
  details?: Readonly<Record<string, RegisterDetail>>;
}

/**
 * More than the record, on the GET of one (SPEC §3: a team's detail adds its supervisor and members). The list
 * stays lean: one query per page, never one per row.
 */
export interface RegisterDetail {
  /** The added properties' schemas (all required: use a nullable type for an optional one). */
  properties: Readonly<Record<string, JsonSchema>>;
  load(db: Db, empresaId: number, record: ApiRecord): Promise<Record<string, unknown>>;
}

const INT = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

export const STALE_MESSAGE =
  'Este registro foi alterado por outra pessoa depois que você o abriu. Recarregue para ver a versão atual; o que você digitou continua na tela.';

/** "Produto não encontrado." / "Origem não encontrada." */
function notFoundOf(def: RegisterDef) {
  const { singular, gender } = def.model.label;
  return notFound(`${singular} não encontrad${gender === 'f' ? 'a' : 'o'}.`);
}

/** Required text left blank: found before validation (trimBody), reported with the validation's own errors. */
const blankRequired = new WeakMap<FastifyRequest, string[]>();

/** The validation errors of a write, with blank required text as "Campo obrigatório." whatever else it broke. */
function writeErrors(request: FastifyRequest): FieldError[] {
  const failed = request.validationError as (FastifyError & { validationContext?: string }) | undefined;
  const where = failed?.validationContext;
  const errors =
    failed?.validation !== undefined
      ? toFieldErrors(failed.validation as never, where === 'body' ? undefined : where)
      : [];
  const blank = blankRequired.get(request) ?? [];
  for (const field of blank) {
    const found = errors.find((e) => e.field === field);
    if (found) found.message = 'Campo obrigatório.';
    else errors.push({ field, message: 'Campo obrigatório.' });
  }
  return errors;
}

/**
 * The CRUD routes of every schema-driven register (CONTRACT.md §5): company registers under
 * /empresas/{empresaId}/{resource}, platform registers under /admin/{resource}. Nothing here knows a register:
 * routes, validation, filters and responses all come from the schemas, through src/schema/model.ts.
 */
export async function registersPlugin(app: FastifyInstance, options: RegistersOptions) {
  const models = options.models ?? loadRegisterModels();
  const defs = new Map<string, RegisterDef>();
  for (const model of models) {
    const table = options.tables[model.resource];
    if (!table)
      throw new Error(`register ${model.resource}: no table (run npm run gen to generate the tables)`);
    defs.set(model.resource, defineRegister(model, table));
  }

  const targets = new Map<string, ReferenceTarget>(handTargets());
  for (const def of defs.values()) targets.set(def.resource, registerTarget(def));
  for (const def of defs.values()) registerRoutes(app, def, targets, options.details?.[def.resource]);
}

/**
 * What a reference may point at, as seen from one company: for a register, a record of the company (any, for
 * admin scope) outside the trash; for a hand-written table, a row of the company when it has an empresaId, a user
 * with a profile in it, else any row.
 */
type ReferenceTarget = (db: Db, empresaId: number, id: number) => Promise<boolean>;

function registerTarget(def: RegisterDef): ReferenceTarget {
  return async (db, empresaId, id) => {
    const [hit] = await db
      .select({ key: def.keyColumn })
      .from(def.table)
      .where(and(eq(def.keyColumn, id), visibleIn(def, empresaId)))
      .limit(1);
    return hit !== undefined;
  };
}

function handTargets(): Array<[string, ReferenceTarget]> {
  const out: Array<[string, ReferenceTarget]> = [];
  for (const table of Object.values(handSchema)) {
    if (!is(table, PgTable)) continue;
    const columns = getTableColumns(table) as Record<string, PgColumn>;
    const key = Object.values(columns).find((c) => c.primary);
    if (!key) continue;
    const name = getTableConfig(table).name;
    const empresa = columns.empresaId;
    const target: ReferenceTarget =
      table === handSchema.usuarios
        ? async (db, empresaId, id) => {
            const [hit] = await db
              .select({ key: handSchema.perfis.perfilId })
              .from(handSchema.perfis)
              .where(and(eq(handSchema.perfis.usuarioId, id), eq(handSchema.perfis.empresaId, empresaId)))
              .limit(1);
            return hit !== undefined;
          }
        : async (db, empresaId, id) => {
            const [hit] = await db
              .select({ key })
              .from(table)
              .where(and(eq(key, id), empresa ? eq(empresa, empresaId) : undefined))
              .limit(1);
            return hit !== undefined;
          };
    // the resource name the generator gives a hand-written table: its SQL name with - for _
    out.push([name.replace(/_/g, '-'), target]);
  }
  return out;
}

function registerRoutes(
  app: FastifyInstance,
  def: RegisterDef,
  targets: Map<string, ReferenceTarget>,
  detail: RegisterDetail | undefined,
) {
  const { db } = app;
  const { model } = def;
  const isEmpresa = def.scope === 'empresa';
  const base = isEmpresa ? `/empresas/:empresaId/${def.resource}` : `/admin/${def.resource}`;
  const tags = [def.resource];
  const name = model.label.singular.toLowerCase();
  const plural = model.label.plural.toLowerCase();
  const article = model.label.gender === 'f' ? 'uma' : 'um';

  // The record schema, under its $id, for the responses and the OpenAPI components. The app may have added it
  // already (api-schemas.ts: hand-written shapes point at some registers); a different schema of the same $id
  // (a hand-written API shape) is not replaced, and the responses then carry an inline copy.
  const { $id, ...recordSchema } = model.fullSchema;
  let record: JsonSchema = recordSchema;
  if (typeof $id === 'string') {
    const known = app.getSchema($id);
    if (!known) app.addSchema(model.fullSchema);
    if (!known || JSON.stringify(known) === JSON.stringify(model.fullSchema)) record = { $ref: `${$id}#` };
  }
  const one = { 200: record, ...errorResponses(400, 401, 403, 404) };
  const detailed = detail
    ? {
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
      }
    : one;
  const params = (withId: boolean) => ({
    type: 'object',
    additionalProperties: false,
    required: [...(isEmpresa ? ['empresaId'] : []), ...(withId ? ['id'] : [])],
    properties: { ...(isEmpresa ? { empresaId: INT } : {}), ...(withId ? { id: INT } : {}) },
  });

  type Params = { empresaId?: number; id?: number };
  const empresaOf = (request: FastifyRequest) => (request.params as Params).empresaId ?? 0;

  /**
   * Access before validation: someone without access learns nothing from a 400 (CONTRACT.md §6). The path is
   * not validated yet here; a malformed empresaId is left to the validation's 400.
   */
  const access = (write: boolean) => async (request: FastifyRequest) => {
    const auth: AuthContext = request.auth;
    if (!isEmpresa) return requireAdmin(auth);
    const empresaId = Number((request.params as Record<string, string>).empresaId);
    if (!Number.isInteger(empresaId) || empresaId < 1) return;
    requireCompany(auth, empresaId);
    if (def.readPermission) requirePermission(auth, empresaId, def.readPermission);
    if (write && def.permission) requirePermission(auth, empresaId, def.permission);
  };
  const trim = async (request: FastifyRequest) => {
    blankRequired.set(request, trimBody(def, request.body));
  };

  const byKey = (empresaId: number, id: number) => and(eq(def.keyColumn, id), visibleIn(def, empresaId));
  const exists = async (empresaId: number, id: number) => {
    const [hit] = await db
      .select({ key: def.keyColumn })
      .from(def.table)
      .where(byKey(empresaId, id))
      .limit(1);
    return hit !== undefined;
  };

  // Timestamps in milliseconds, the precision the API answers, so an updatedAt read back compares equal; now() is
  // one instant per statement (createdAt = updatedAt on create), and an update always moves updatedAt forward,
  // even twice in one millisecond, so a stale copy is always detected.
  const nowMs = sql`date_trunc('milliseconds', now())`;
  const bumped = sql`greatest(${nowMs}, date_trunc('milliseconds', ${def.updatedAtColumn}) + interval '1 millisecond')`;

  const checkReferences = async (empresaId: number, body: Row) => {
    const errors: FieldError[] = [];
    for (const field of def.fields.values()) {
      const resource = field.model.reference?.resource;
      const value = body[field.name];
      if (!resource || typeof value !== 'number') continue;
      const target = targets.get(resource);
      if (!target) throw new Error(`register ${def.resource}: ${field.name} references ${resource}, unknown`);
      if (!(await target(db, empresaId, value)))
        errors.push({ field: field.name, message: 'Registro não encontrado.' });
    }
    if (errors.length > 0) throw badRequest('Os dados enviados são inválidos.', errors);
  };

  /** A taken unique value → 409 at the field, whichever driver reported it and however the index is named. */
  const uniqueConflict = (error: unknown): HttpError | undefined => {
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
    const title = field?.model.title ?? 'um campo único';
    return conflict(`Já existe ${article} ${name} com o valor informado em ${title}.`, [
      { field: field?.name ?? '', message: 'Este valor já está em uso.' },
    ]);
  };

  const write = async <T>(run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (error) {
      throw uniqueConflict(error) ?? error;
    }
  };

  const filter = buildFilter(def);

  app.get<{ Params: Params; Querystring: { filter?: string; range?: string; sort?: string } }>(
    base,
    {
      preValidation: access(false),
      schema: {
        tags,
        summary: `Lista de ${plural}`,
        description:
          'react-admin simple REST: `filter` (JSON: `q` busca livre, `id` lista de chaves, campo = valor, `campo_gte` / `campo_lte`), `range` [início, fim] (no máximo 500), `sort` ["campo", "ASC"|"DESC"]. Cabeçalho `Content-Range: recurso início-fim/total`.',
        params: params(false),
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            filter: { type: 'string', description: 'JSON, por exemplo {"q":"plano","ativo":true}' },
            range: { type: 'string', description: 'JSON, por exemplo [0,24]' },
            sort: { type: 'string', description: 'JSON, por exemplo ["nome","ASC"]' },
          },
        },
        response: { 200: { type: 'array', items: record }, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const empresaId = empresaOf(request);
      const query = parseListQuery(def, filter, request.query);
      const where = and(visibleIn(def, empresaId), query.where);
      const limit = query.end - query.start + 1;
      const rows = (await db
        .select()
        .from(def.table)
        .where(where)
        .orderBy(...query.orderBy)
        .limit(limit)
        .offset(query.start)) as Row[];
      // a page that is not full tells the total itself; count only when more rows may follow or precede
      let total = query.start + rows.length;
      if (rows.length === limit || (rows.length === 0 && query.start > 0)) {
        const [counted] = await db.select({ total: sql<number>`count(*)::int` }).from(def.table).where(where);
        total = Number(counted?.total ?? 0);
      }
      const range = rows.length > 0 ? `${query.start}-${query.start + rows.length - 1}` : '*';
      reply.header('Content-Range', `${def.resource} ${range}/${total}`);
      return rows.map((row) => toRecord(def, row));
    },
  );

  app.get<{ Params: Params }>(
    `${base}/:id`,
    {
      preValidation: access(false),
      schema: {
        tags,
        summary: `${model.label.singular}: um registro`,
        ...(detail ? { description: `Com ${Object.keys(detail.properties).join(', ')}.` } : {}),
        params: params(true),
        response: detailed,
      },
    },
    async (request) => {
      const { id = 0 } = request.params;
      const empresaId = empresaOf(request);
      const [row] = (await db.select().from(def.table).where(byKey(empresaId, id)).limit(1)) as Row[];
      if (!row) throw notFoundOf(def);
      const record = toRecord(def, row);
      return detail ? { ...record, ...(await detail.load(db, empresaId, record)) } : record;
    },
  );

  app.post<{ Params: Params; Body: Row }>(
    base,
    {
      preValidation: [access(true), trim],
      attachValidation: true,
      schema: {
        tags,
        summary: `Criar ${article} ${name}`,
        params: params(false),
        body: model.writeSchema,
        response: { 201: record, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const errors = writeErrors(request);
      if (errors.length > 0) throw badRequest('Os dados enviados são inválidos.', errors);
      const empresaId = empresaOf(request);
      await checkReferences(empresaId, request.body);
      const values: Row = {
        ...toValues(def, request.body, 'create'),
        createdAt: nowMs,
        updatedAt: nowMs,
        ...(isEmpresa ? { empresaId } : {}),
      };
      const [row] = (await write(() =>
        db
          .insert(def.table)
          .values(values as never)
          .returning(),
      )) as Row[];
      reply.status(201);
      return toRecord(def, row as Row);
    },
  );

  app.put<{ Params: Params; Body: Row & { updatedAt: string } }>(
    `${base}/:id`,
    {
      preValidation: [access(true), trim],
      attachValidation: true,
      schema: {
        tags,
        summary: `Alterar ${article} ${name}`,
        description: `Envie o updatedAt com que o registro foi lido: se outra pessoa o alterou depois, a resposta é 409 e nada muda.`,
        params: params(true),
        body: model.updateSchema,
        response: { 200: record, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const errors = writeErrors(request);
      if (errors.length > 0) throw badRequest('Os dados enviados são inválidos.', errors);
      const empresaId = empresaOf(request);
      const { id = 0 } = request.params;
      // a record out of reach is a 404 before anything in the body is judged
      if (!(await exists(empresaId, id))) throw notFoundOf(def);
      await checkReferences(empresaId, request.body);
      const values: Row = { ...toValues(def, request.body, 'update'), updatedAt: bumped };
      // One statement: the row changes only if nobody changed it since it was read (optimistic lock)
      const [row] = (await write(() =>
        db
          .update(def.table)
          .set(values as never)
          .where(
            and(
              byKey(empresaId, id),
              sql`date_trunc('milliseconds', ${def.updatedAtColumn}) = ${request.body.updatedAt}::timestamptz`,
            ),
          )
          .returning(),
      )) as Row[];
      if (row) return toRecord(def, row);
      throw (await exists(empresaId, id)) ? conflict(STALE_MESSAGE) : notFoundOf(def);
    },
  );

  app.delete<{ Params: Params }>(
    `${base}/:id`,
    {
      preValidation: access(true),
      schema: {
        tags,
        summary: def.deletedAtColumn
          ? `Mover ${article} ${name} para a lixeira`
          : `Excluir ${article} ${name}`,
        params: params(true),
        response: { 200: record, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const empresaId = empresaOf(request);
      const { id = 0 } = request.params;
      let rows: Row[];
      try {
        rows = (
          def.deletedAtColumn
            ? await db
                .update(def.table)
                .set({ deletedAt: nowMs, updatedAt: bumped } as never)
                .where(byKey(empresaId, id))
                .returning()
            : await db.delete(def.table).where(byKey(empresaId, id)).returning()
        ) as Row[];
      } catch (error) {
        // a record other records point at stays: 23001 from the generated ON DELETE RESTRICT, 23503 from NO ACTION
        const code = pgErrorOf(error)?.code;
        if (code === '23001' || code === '23503') {
          const f = model.label.gender === 'f';
          throw conflict(`Est${f ? 'a' : 'e'} ${name} está em uso e não pode ser excluíd${f ? 'a' : 'o'}.`);
        }
        throw error;
      }
      const [row] = rows;
      if (!row) throw notFoundOf(def);
      return toRecord(def, row);
    },
  );
}

/** The rows of a register a company reaches: its own (all of them, for admin scope), outside the trash. */
function visibleIn(def: RegisterDef, empresaId: number): SQL | undefined {
  return and(
    def.empresaColumn ? eq(def.empresaColumn, empresaId) : undefined,
    def.deletedAtColumn ? isNull(def.deletedAtColumn) : undefined,
  );
}
