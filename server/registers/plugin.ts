import {
  and,
  desc,
  eq,
  getTableColumns,
  inArray,
  is,
  isNotNull,
  isNull,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { getTableConfig, type PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import { nestedReferenceMatch, type RegisterLabel, type RegisterModel } from '../../core/schema/model.ts';
import { type AuthContext, requireAdmin, requireCompany, requirePermission } from '../access.ts';
import { errorResponses } from '../api-schemas.ts';
import type { Db } from '../db/client.ts';
import * as handSchema from '../db/schema.ts';
import { badRequest, conflict, type FieldError, type HttpError, notFound } from '../errors.ts';
import { toFieldErrors } from '../validation-messages.ts';
import { bulkRoute } from './bulk.ts';
import {
  defineRegister,
  type FieldDef,
  type JsonSchema,
  loadRegisterModels,
  type RegisterDef,
} from './definition.ts';
import { exportRoute } from './export.ts';
import { type HistoryWriter, historyRoute, historyWriter } from './history.ts';
import { importRoute } from './import.ts';
import { checkMerged, mergeBody } from './merge.ts';
import { errorText, pgErrorOf } from './pg-errors.ts';
import { buildFilter, type ExtraFilter, parseListQuery } from './query.ts';
import { type ApiRecord, type Row, toRecord, toValues, trimBody } from './records.ts';

export interface RegistersOptions {
  /** One Drizzle table per register, by resource (server/db/generated/registers.ts). */
  tables: Readonly<Record<string, PgTable>>;
  /** The registers to serve; default: every register schema of schemas/. */
  models?: RegisterModel[];
  /** What the GET of one record adds, by resource: the server side of a register's override folder. */
  details?: Readonly<Record<string, RegisterDetail>>;
  /** The rules of a register's own, by resource (who sees which sales, computed totals …). */
  hooks?: Readonly<Record<string, RegisterHooks>>;
}

/** Who is calling, in which company: what a register's rules decide by. */
export interface RegisterHookContext {
  db: Db;
  auth: AuthContext;
  /** The company of the path (0 for admin scope). */
  empresaId: number;
}

/**
 * A register's own rules, around the generic CRUD: the server side of an override folder, for what a schema
 * cannot say. Each may refuse by throwing an HttpError (403, 409, 400 with field errors).
 */
export interface RegisterHooks {
  /** Required fields a POST may leave out, because beforeCreate fills them (a sale's seller: oneself). */
  filledOnCreate?: readonly string[];
  /** What else the free-text `q` finds, OR-ed with the x-search fields (a sale by its number). */
  search?(q: string): SQL | undefined;
  /** Narrows every read and write of the caller (list, one, update, delete, trash), e.g. to their own sales. */
  visible?(ctx: RegisterHookContext): SQL | undefined;
  /** The values to insert, after validation and the reference checks: add computed ones, or refuse. */
  beforeCreate?(ctx: RegisterHookContext, values: Row, body: Row): Promise<Row>;
  /** The values to set, with the row as it is now (the caller reaches it). */
  beforeUpdate?(ctx: RegisterHookContext, values: Row, body: Row, current: Row): Promise<Row>;
  /** Before the row goes (to the trash, for x-trash): refuse by throwing. */
  beforeDelete?(ctx: RegisterHookContext, current: Row): Promise<void>;
  /** Filter keys of its own, beyond the fields' (a sale's `nosTotais`), for the list and all that reads it. */
  filters?: Readonly<Record<string, ExtraFilter>>;
  /** Routes of its own under the register's path (POST /vendas/{id}/auditar …). */
  routes?(app: FastifyInstance, kit: RegisterKit): void;
}

/** What a register's own routes share with the generic ones, so they apply the same access and scoping. */
export interface RegisterKit {
  def: RegisterDef;
  /** `/empresas/:empresaId/{resource}` or `/admin/{resource}`. */
  base: string;
  tags: string[];
  /** The record schema (a $ref) for responses. */
  record: JsonSchema;
  params(withId: boolean): object;
  /** preValidation: a member of the company (and the write permission, when `write`). */
  access(write: boolean): (request: FastifyRequest) => Promise<void>;
  context(request: FastifyRequest): RegisterHookContext;
  /** The rows the caller reaches (company, trash or not, the register's visible rule). */
  scope(request: FastifyRequest, trash?: boolean): SQL | undefined;
  /** The filter and sort of a list query (react-admin's simple REST), validated. */
  listQuery(request: FastifyRequest): ReturnType<typeof parseListQuery>;
  toRecord(row: Row): ApiRecord;
  /** The writable fields of a (validated) body as column values (toValues). */
  values(body: Row, mode: 'create' | 'update'): Row;
  /**
   * The body's references point at records the company reaches, or a 400 at their fields. On an update, a
   * reference the record already holds (`current`) stays acceptable, even to a record now in the trash.
   */
  checkReferences(empresaId: number, body: Row, current?: Row, using?: Db): Promise<void>;
  /**
   * One record's update, the path of every PUT and of a bulk edit (bulk.ts), inside the caller's transaction:
   * the row locked, a stale `updatedAt` refused (409), the body merged into the stored record and judged whole
   * (required fields, x-requiredWhen, references, the register's rules), the row written with its history.
   * Throws an HttpError (404, 409, 400, 403); the caller's transaction then undoes everything.
   */
  update(request: FastifyRequest, tx: Db, id: number, body: Row): Promise<ApiRecord>;
  /** The POST body's schema (the write schema, less what the register's rules fill in). */
  createBody: JsonSchema;
  /**
   * One record's creation from a body valid for `createBody`, inside the caller's transaction: references, the
   * register's rules (a sale's number and total), the insert and its history, as every POST. Throws an HttpError.
   */
  create(request: FastifyRequest, tx: Db, body: Row): Promise<ApiRecord>;
  /** The row by key within the caller's scope, or a 404. */
  find(request: FastifyRequest, id: number, trash?: boolean): Promise<Row>;
  /** Another register's kit (a negotiation's conversion writes a sale); read at request time. */
  kitOf(resource: string): RegisterKit;
  /** now() to the millisecond, the precision the API answers (createdAt, deletedAt, audit marks). */
  now: SQL;
  /** The next updatedAt of a row: now, and always later than the one read, so a stale copy is detected. */
  bumped: SQL;
  /** Writes the record's history (`…/{id}/historico`) after a change a register's own route made. */
  history: HistoryWriter;
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
  'Este registro foi alterado por outra pessoa depois que você o abriu. Nada foi salvo e o que você digitou continua na tela: compare com a versão atual e salve de novo.';

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
 * routes, validation, filters and responses all come from the schemas, through core/schema/model.ts.
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
  const usages = usagesOf(defs);
  const kits = new Map<string, RegisterKit>();
  const kitOf = (resource: string) => {
    const kit = kits.get(resource);
    if (!kit) throw new Error(`register ${resource}: not served here`);
    return kit;
  };
  for (const def of defs.values())
    kits.set(
      def.resource,
      registerRoutes(
        app,
        def,
        targets,
        usages.get(def.resource) ?? [],
        options.details?.[def.resource],
        options.hooks?.[def.resource],
        kitOf,
      ),
    );
  // a register's own routes last: they may lean on another register's kit (a negotiation's conversion on sales')
  for (const [resource, kit] of kits) options.hooks?.[resource]?.routes?.(app, kit);
  kitsByServer.set(app.server, kits);
}

/** The kits of each app's registers, by its HTTP server (one per app, shared by every encapsulated context). */
const kitsByServer = new WeakMap<object, ReadonlyMap<string, RegisterKit>>();

/**
 * The register kits of the app `app` belongs to, for routes outside this plugin that must read registers as
 * the generic routes do (the global search): empty before the registers are mounted.
 */
export function registerKits(app: FastifyInstance): ReadonlyMap<string, RegisterKit> {
  return kitsByServer.get(app.server) ?? new Map();
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
  usages: readonly Usage[],
  detail: RegisterDetail | undefined,
  hooks: RegisterHooks | undefined,
  kitOf: (resource: string) => RegisterKit,
): RegisterKit {
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
  // Number(): in a preValidation hook the params are still the strings of the path
  const empresaOf = (request: FastifyRequest) => Number((request.params as Params).empresaId ?? 0) || 0;

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

  const context = (request: FastifyRequest): RegisterHookContext => ({
    db,
    auth: request.auth,
    empresaId: empresaOf(request),
  });
  /** The rows the caller reaches: the company's, in or out of the trash, narrowed by the register's rule. */
  const scope = (request: FastifyRequest, trash = false) =>
    and(visibleIn(def, empresaOf(request), trash), hooks?.visible?.(context(request)));
  /** Like scope, in and out of the trash alike. */
  const anyScope = (request: FastifyRequest) =>
    and(
      def.empresaColumn ? eq(def.empresaColumn, empresaOf(request)) : undefined,
      hooks?.visible?.(context(request)),
    );
  const byKey = (request: FastifyRequest, id: number, trash = false) =>
    and(eq(def.keyColumn, id), scope(request, trash));
  const findRow = async (request: FastifyRequest, id: number, trash = false) => {
    const [row] = (await db
      .select()
      .from(def.table)
      .where(byKey(request, id, trash))
      .limit(1)) as Row[];
    return row;
  };
  const find = async (request: FastifyRequest, id: number, trash = false) => {
    const row = await findRow(request, id, trash);
    if (!row) throw notFoundOf(def);
    return row;
  };

  // Timestamps in milliseconds, the precision the API answers, so an updatedAt read back compares equal; now() is
  // one instant per statement (createdAt = updatedAt on create), and an update always moves updatedAt forward,
  // even twice in one millisecond, so a stale copy is always detected.
  const nowMs = sql`date_trunc('milliseconds', now())`;
  const bumped = sql`greatest(${nowMs}, date_trunc('milliseconds', ${def.updatedAtColumn}) + interval '1 millisecond')`;

  const checkReferences = async (empresaId: number, body: Row, current?: Row, using: Db = db) => {
    const errors: FieldError[] = [];
    for (const field of def.fields.values()) {
      const resource = field.model.reference?.resource;
      const value = body[field.name];
      if (!resource || typeof value !== 'number') continue;
      // a read-only value sent back is ignored; one the record already holds stays valid (its target may be in
      // the trash since): only a new reference must reach a live record
      if (field.model.readOnly || (current && current[field.name] === value)) continue;
      const target = targets.get(resource);
      if (!target) throw new Error(`register ${def.resource}: ${field.name} references ${resource}, unknown`);
      if (!(await target(using, empresaId, value)))
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

  const filter = buildFilter(def, hooks?.filters);
  const history = historyWriter(def.resource, model.primaryKey, isEmpresa);

  const updateOne = async (request: FastifyRequest, tx: Db, id: number, body: Row): Promise<ApiRecord> => {
    // the row locked to the end of the transaction: what is judged below is what gets written over
    const [current] = (await tx.select().from(def.table).where(byKey(request, id)).for('update')) as Row[];
    // a record out of reach is a 404 before anything in the body is judged
    if (!current) throw notFoundOf(def);
    const before = toRecord(def, current);
    const read = body.updatedAt;
    if (typeof read === 'string' && Date.parse(read) !== Date.parse(String(before.updatedAt)))
      throw conflict(STALE_MESSAGE);
    const merged = mergeBody(def, current, before, body);
    checkMerged(def, merged);
    await checkReferences(empresaOf(request), body, current, tx);
    const values: Row = { ...toValues(def, merged, 'update'), updatedAt: bumped };
    // the register's rules see the whole record too (a sale's total from its items, sent or stored)
    const ready = hooks?.beforeUpdate
      ? await hooks.beforeUpdate({ ...context(request), db: tx }, values, merged, current)
      : values;
    const [row] = (await tx
      .update(def.table)
      .set(ready as never)
      .where(eq(def.keyColumn, id))
      .returning()) as Row[];
    const after = toRecord(def, row as Row);
    await history(request, 'alterado', before, after, tx);
    return after;
  };

  app.get<{ Params: Params; Querystring: { filter?: string; range?: string; sort?: string } }>(
    base,
    {
      preValidation: access(false),
      schema: {
        tags,
        summary: `Lista de ${plural}`,
        description:
          'react-admin simple REST: `filter` (JSON: `q` busca livre, `id` lista de chaves, campo = valor, `campo_gte` / `campo_lte`), `range` [início, fim] (no máximo 1.000 registros: um intervalo maior é cortado, e o Content-Range diz o que veio), `sort` ["campo", "ASC"|"DESC"]. Cabeçalho `Content-Range: recurso início-fim/total`.' +
          Object.entries(hooks?.filters ?? {})
            .map(([name, f]) => ` Filtro \`${name}\`: ${f.description}`)
            .join(''),
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
      const query = parseListQuery(def, filter, request.query, hooks?.search);
      // several by id alone (react-admin's getMany, for the names of references) answers records in the trash
      // too, with their deletedAt: a sale still names the product it holds after the product went to the trash
      const where = and(
        def.deletedAtColumn && idsOnly(request.query.filter) ? anyScope(request) : scope(request),
        query.where,
      );
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
      const record = toRecord(def, await find(request, id));
      return detail ? { ...record, ...(await detail.load(db, empresaOf(request), record)) } : record;
    },
  );

  /** The POST body: the write schema, less what the register's rules fill in (a sale's seller). */
  const createBody: JsonSchema = hooks?.filledOnCreate
    ? {
        ...model.writeSchema,
        required: ((model.writeSchema.required as string[] | undefined) ?? []).filter(
          (f) => !hooks.filledOnCreate?.includes(f),
        ),
      }
    : model.writeSchema;
  /**
   * One record's creation from a validated body, inside the caller's transaction: the references, the register's
   * rules, the insert and its history together, so a number it draws (a sale's) is used or given back, and no
   * record exists without the entry that says who made it.
   */
  const createOne = async (request: FastifyRequest, tx: Db, body: Row): Promise<ApiRecord> => {
    const empresaId = empresaOf(request);
    await checkReferences(empresaId, body, undefined, tx);
    const values: Row = {
      ...toValues(def, body, 'create'),
      createdAt: nowMs,
      updatedAt: nowMs,
      ...(isEmpresa ? { empresaId } : {}),
    };
    const ready = hooks?.beforeCreate
      ? await hooks.beforeCreate({ ...context(request), db: tx }, values, body)
      : values;
    const [row] = (await tx
      .insert(def.table)
      .values(ready as never)
      .returning()) as Row[];
    const record = toRecord(def, row as Row);
    await history(request, 'criado', undefined, record, tx);
    return record;
  };

  app.post<{ Params: Params; Body: Row }>(
    base,
    {
      preValidation: [access(true), trim],
      attachValidation: true,
      schema: {
        tags,
        summary: `Criar ${article} ${name}`,
        params: params(false),
        body: createBody,
        response: { 201: record, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
      const errors = writeErrors(request);
      if (errors.length > 0) throw badRequest('Os dados enviados são inválidos.', errors);
      const created = await write(() =>
        db.transaction((tx) => createOne(request, tx as never, request.body)),
      );
      reply.status(201);
      return created;
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
        description:
          'Muda só os campos que o corpo traz e mantém os outros; os campos só de leitura que o GET devolve podem voltar e são ignorados. Envie o updatedAt com que o registro foi lido: se outra pessoa o alterou depois, a resposta é 409 e nada muda.',
        params: params(true),
        // what the GET of one adds (a team's membros) may be sent back too, and is ignored (CONTRACT.md §5)
        body: detail
          ? {
              ...model.updateSchema,
              properties: {
                ...detail.properties,
                ...(model.updateSchema.properties as Record<string, JsonSchema>),
              },
            }
          : model.updateSchema,
        response: { 200: record, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const errors = writeErrors(request);
      if (errors.length > 0) throw badRequest('Os dados enviados são inválidos.', errors);
      const { id = 0 } = request.params;
      return write(() => db.transaction((tx) => updateOne(request, tx as never, id, request.body)));
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
      const { id = 0 } = request.params;
      const empresaId = empresaOf(request);
      if (hooks?.beforeDelete) await hooks.beforeDelete(context(request), await find(request, id));
      // to the trash: the records that point at it keep working (their stored reference stays valid). Rows of
      // the hand-written tables (a team's members: profiles) are live state with no trash of their own, so they
      // still hold it back, under the row lock, like a delete for good.
      if (def.deletedAtColumn) {
        return db.transaction(async (tx) => {
          const live = usages.filter((u) => u.hand);
          if (live.length > 0) {
            const [locked] = await tx
              .select({ key: def.keyColumn })
              .from(def.table)
              .where(byKey(request, id))
              .for('update');
            if (!locked) throw notFoundOf(def);
            const uses = await usesOf(tx as never, live, empresaId, id);
            if (uses.length > 0) throw conflict(inUseMessage(model.label, uses));
          }
          const [row] = (await tx
            .update(def.table)
            .set({ deletedAt: nowMs, updatedAt: bumped } as never)
            .where(byKey(request, id))
            .returning()) as Row[];
          if (!row) throw notFoundOf(def);
          const trashed = toRecord(def, row);
          await history(request, 'excluido', undefined, trashed, tx as never);
          return trashed;
        });
      }
      // for good: only when nothing points at it, foreign keys and references inside jsonb alike. The row is
      // locked first, so a record being saved with a reference to it (which takes a key-share lock) either
      // finishes before the count sees it or finds the row gone.
      try {
        return await db.transaction(async (tx) => {
          const [locked] = await tx
            .select({ key: def.keyColumn })
            .from(def.table)
            .where(byKey(request, id))
            .for('update');
          if (!locked) throw notFoundOf(def);
          const uses = await usesOf(tx as never, usages, empresaId, id);
          if (uses.length > 0) throw conflict(inUseMessage(model.label, uses));
          const [row] = (await tx.delete(def.table).where(byKey(request, id)).returning()) as Row[];
          if (!row) throw notFoundOf(def);
          const deleted = toRecord(def, row);
          await history(request, 'excluido', undefined, deleted, tx as never);
          return deleted;
        });
      } catch (error) {
        // a reference the counts do not know (a table outside the models): 23001 from ON DELETE RESTRICT, 23503
        // from NO ACTION
        const code = pgErrorOf(error)?.code;
        if (code === '23001' || code === '23503') {
          const uses = await usesOf(db, usages, empresaId, id);
          const f = model.label.gender === 'f';
          throw conflict(
            uses.length > 0
              ? inUseMessage(model.label, uses)
              : `Est${f ? 'a' : 'e'} ${name} está em uso e não pode ser excluíd${f ? 'a' : 'o'}.`,
          );
        }
        throw error;
      }
    },
  );

  const kit: RegisterKit = {
    def,
    base,
    tags,
    record,
    params,
    access,
    context,
    scope,
    listQuery: (request) => parseListQuery(def, filter, request.query as never, hooks?.search),
    toRecord: (row) => toRecord(def, row),
    values: (body, mode) => toValues(def, body, mode),
    checkReferences,
    update: updateOne,
    createBody,
    create: createOne,
    find,
    kitOf,
    now: nowMs,
    bumped,
    history,
  };
  if (def.deletedAtColumn) trashRoutes(app, kit);
  bulkRoute(app, kit);
  exportRoute(app, kit);
  importRoute(app, kit);
  historyRoute(app, {
    base,
    tags,
    resource: def.resource,
    scoped: isEmpresa,
    params: params(true),
    access: access(false),
    // the record's history for whoever reaches the record, in the trash too
    reach: async (request, id) => {
      if (!(await findRow(request, id)) && !(def.deletedAtColumn && (await findRow(request, id, true))))
        throw notFoundOf(def);
    },
  });
  return kit;
}

/**
 * The trash of an x-trash register (VER_LIXEIRA): the deleted records, newest first, and restoring one. The
 * register's own rules still apply (a seller sees only the deleted sales they could see before).
 */
function trashRoutes(app: FastifyInstance, kit: RegisterKit) {
  const { def, base, tags } = kit;
  const { db } = app;
  const deletedAt = def.deletedAtColumn as PgColumn;
  const plural = def.model.label.plural.toLowerCase();
  const lixeira = async (request: FastifyRequest) => {
    const { empresaId } = kit.context(request);
    if (def.scope === 'empresa') requirePermission(request.auth, empresaId, 'VER_LIXEIRA');
  };
  // a record of the trash says who put it there too (its history's last 'excluido'; null when unknown)
  const { $id: _id, ...recordSchema } = def.model.fullSchema;
  const item = {
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
  app.get(
    `${base}/lixeira`,
    {
      preValidation: [kit.access(false), lixeira],
      schema: {
        tags,
        summary: `Lixeira de ${plural} (VER_LIXEIRA)`,
        description:
          'Os registros excluídos, do mais recente ao mais antigo, cada um com quem o excluiu (`excluidoPor`); `filter`, `range` como na lista.',
        params: kit.params(false),
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { filter: { type: 'string' }, range: { type: 'string' }, sort: { type: 'string' } },
        },
        response: { 200: { type: 'array', items: item }, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const query = kit.listQuery(request);
      const where = and(kit.scope(request, true), query.where);
      const limit = query.end - query.start + 1;
      const [rows, [counted]] = await Promise.all([
        db
          .select()
          .from(def.table)
          .where(where)
          .orderBy(desc(deletedAt), desc(def.keyColumn))
          .limit(limit)
          .offset(query.start) as Promise<Row[]>,
        db.select({ total: sql<number>`count(*)::int` }).from(def.table).where(where),
      ]);
      const range = rows.length > 0 ? `${query.start}-${query.start + rows.length - 1}` : '*';
      reply.header('Content-Range', `${def.resource} ${range}/${Number(counted?.total ?? 0)}`);
      const ids = rows.map((row) => row[def.key] as number);
      const who = new Map<number, { usuarioId: number; nomeCompleto: string }>();
      if (ids.length > 0) {
        const { historico, usuarios } = handSchema;
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
                ? eq(historico.empresaId, kit.context(request).empresaId)
                : isNull(historico.empresaId),
              inArray(historico.registroId, ids),
              eq(historico.acao, 'excluido'),
            ),
          )
          .orderBy(historico.registroId, desc(historico.em), desc(historico.historicoId));
        for (const f of found)
          if (f.usuarioId !== null)
            who.set(f.registroId, { usuarioId: f.usuarioId, nomeCompleto: f.nomeCompleto ?? '' });
      }
      return rows.map((row) => ({
        ...kit.toRecord(row),
        excluidoPor: who.get(row[def.key] as number) ?? null,
      }));
    },
  );
  app.post<{ Params: { id: number } }>(
    `${base}/:id/restaurar`,
    {
      preValidation: [kit.access(true), lixeira],
      schema: {
        tags,
        summary: 'Tirar da lixeira (VER_LIXEIRA)',
        params: kit.params(true),
        response: { 200: kit.record, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
      const row = await kit.find(request, request.params.id, true);
      try {
        return await db.transaction(async (tx) => {
          const [restored] = (await tx
            .update(def.table)
            .set({ deletedAt: null, updatedAt: kit.bumped } as never)
            .where(eq(def.keyColumn, row[def.key] as number))
            .returning()) as Row[];
          const record = kit.toRecord(restored as Row);
          await kit.history(request, 'restaurado', undefined, record, tx as never);
          return record;
        });
      } catch (error) {
        // a unique value someone took while it was in the trash
        if (pgErrorOf(error)?.code === '23505')
          throw conflict('Um registro ativo já usa um valor único deste; altere-o antes de restaurar.');
        throw error;
      }
    },
  );
}

/** A list filter naming ids and nothing else (`{"id":[1,2]}`): react-admin's getMany. */
function idsOnly(raw: string | undefined): boolean {
  try {
    const value = raw ? JSON.parse(raw) : undefined;
    return (
      typeof value === 'object' &&
      value !== null &&
      Object.keys(value).length === 1 &&
      Array.isArray(value.id)
    );
  } catch {
    return false;
  }
}

/** The rows of a register a company reaches: its own (all of them, for admin scope), outside the trash or in it. */
function visibleIn(def: RegisterDef, empresaId: number, trash = false): SQL | undefined {
  return and(
    def.empresaColumn ? eq(def.empresaColumn, empresaId) : undefined,
    def.deletedAtColumn ? (trash ? isNotNull(def.deletedAtColumn) : isNull(def.deletedAtColumn)) : undefined,
  );
}

// ---------------------------------------------------------------------------------------------------------------
// Where a record is used: what a DELETE for good must find empty

/** A record of another register (or hand table) pointing at one: counted by `uses`, named by its label. */
interface Usage {
  label: { singular: string; plural: string; gender: 'm' | 'f' };
  table: PgTable;
  /** The rows pointing at the key `id`: any of the register's references to the target. */
  where(id: number): SQL | undefined;
  /** Narrows the rows to the company of the target (a natural key such as a campo extra's slot repeats). */
  empresaColumn: PgColumn | undefined;
  deletedAtColumn: PgColumn | undefined;
  /** A hand-written table's rows (profiles): no trash of their own, so they hold back a move to the trash too. */
  hand?: boolean;
}

/** The Portuguese names of the hand-written tables that point at registers (server/db/schema.ts). */
const HAND_LABELS: Readonly<Record<string, Usage['label']>> = {
  perfis: { singular: 'perfil', plural: 'perfis', gender: 'm' },
  usuarios: { singular: 'usuário', plural: 'usuários', gender: 'm' },
  contratos: { singular: 'contrato', plural: 'contratos', gender: 'm' },
};

/**
 * Every register's users, by the target's resource, read from the models and the hand-written tables: each
 * x-reference of a register (a foreign key), each x-reference inside a jsonb property (a sale's items' products
 * and additionals, its extra fields' slots: `column @> '[{"produtoId": 7}]'`, GIN-indexed), and each foreign key
 * of a hand table that does not go with its target (cascade and set null do).
 */
function usagesOf(defs: ReadonlyMap<string, RegisterDef>): Map<string, Usage[]> {
  const grouped = new Map<string, Map<PgTable, Usage & { parts: Array<(id: number) => SQL> }>>();
  const add = (resource: string, from: Omit<Usage, 'where'>, part: (id: number) => SQL) => {
    const byTable = grouped.get(resource) ?? new Map();
    grouped.set(resource, byTable);
    const usage = byTable.get(from.table) ?? {
      ...from,
      parts: [],
      where: (id: number) => or(...usage.parts.map((p: (id: number) => SQL) => p(id))),
    };
    usage.parts.push(part);
    byTable.set(from.table, usage);
  };
  for (const def of defs.values()) {
    const from = {
      label: {
        ...def.model.label,
        singular: def.model.label.singular.toLowerCase(),
        plural: def.model.label.plural.toLowerCase(),
      },
      table: def.table,
      empresaColumn: def.empresaColumn,
      deletedAtColumn: def.deletedAtColumn,
    };
    for (const field of def.fields.values()) {
      const resource = field.model.reference?.resource;
      if (resource && !field.model.standard) add(resource, from, (id) => eq(field.column, id));
    }
    for (const reference of def.model.nestedReferences) {
      const column = (def.fields.get(reference.field) as FieldDef).column;
      add(
        reference.resource,
        from,
        (id) => sql`${column} @> ${JSON.stringify(nestedReferenceMatch(reference, id))}::jsonb`,
      );
    }
  }
  const byTable = new Map([...defs.values()].map((d) => [d.table, d]));
  for (const table of Object.values(handSchema)) {
    if (!is(table, PgTable)) continue;
    const config = getTableConfig(table);
    for (const fk of config.foreignKeys) {
      if (fk.onDelete === 'cascade' || fk.onDelete === 'set null' || fk.onDelete === 'set default') continue;
      const { columns, foreignTable } = fk.reference();
      const target = byTable.get(foreignTable);
      const [column] = columns;
      if (!target || !column || columns.length !== 1) continue;
      add(
        target.resource,
        {
          label: HAND_LABELS[config.name] ?? { singular: config.name, plural: config.name, gender: 'm' },
          table,
          // a company's own rows only when the target is a company's record
          empresaColumn:
            target.scope === 'empresa'
              ? (getTableColumns(table) as Record<string, PgColumn>).empresaId
              : undefined,
          deletedAtColumn: undefined,
          hand: true,
        },
        (id) => eq(column, id),
      );
    }
  }
  const out = new Map<string, Usage[]>();
  for (const [resource, tables] of grouped) out.set(resource, [...tables.values()]);
  return out;
}

/** Counting stops here: "mais de 10.000 vendas" says enough, and a product in half a million sales costs no more. */
const USES_CAP = 10_000;

interface Use {
  label: Usage['label'];
  total: number;
  /** Of them, in the trash: they still point at it, and may come back. */
  lixeira: number;
}

async function usesOf(db: Db, usages: readonly Usage[], empresaId: number, id: number): Promise<Use[]> {
  const counted = await Promise.all(
    usages.map(async (usage) => {
      const rows = db
        .select({
          lixeira: (usage.deletedAtColumn
            ? sql<boolean>`${usage.deletedAtColumn} is not null`
            : sql<boolean>`false`
          ).as('lixeira'),
        })
        .from(usage.table)
        .where(
          and(
            usage.where(id),
            usage.empresaColumn && empresaId ? eq(usage.empresaColumn, empresaId) : undefined,
          ),
        )
        .limit(USES_CAP + 1)
        .as('uses');
      const [row] = await db
        .select({
          total: sql<number>`count(*)::int`,
          lixeira: sql<number>`(count(*) filter (where ${rows.lixeira}))::int`,
        })
        .from(rows);
      return { label: usage.label, total: Number(row?.total ?? 0), lixeira: Number(row?.lixeira ?? 0) };
    }),
  );
  return counted.filter((use) => use.total > 0);
}

/** "Este produto está em uso em 22 vendas (3 na lixeira) e não pode ser excluído." */
export function inUseMessage(target: RegisterLabel, uses: readonly Use[]): string {
  const f = target.gender === 'f';
  const parts = uses.map(({ label, total, lixeira }) => {
    const count =
      total > USES_CAP
        ? `mais de ${USES_CAP.toLocaleString('pt-BR')} ${label.plural}`
        : `${total} ${total === 1 ? label.singular : label.plural}`;
    const trash = lixeira === 0 ? '' : lixeira === total ? ' (na lixeira)' : ` (${lixeira} na lixeira)`;
    return `${count}${trash}`;
  });
  const list =
    parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} e ${parts[parts.length - 1]}`;
  return `Est${f ? 'a' : 'e'} ${target.singular.toLowerCase()} está em uso em ${list} e não pode ser excluíd${f ? 'a' : 'o'}.`;
}
