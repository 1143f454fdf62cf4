import type { SQL } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext } from '../access.ts';
import type { Db } from '../db/client.ts';
import type { JsonSchema, RegisterDef } from './definition.ts';
import type { HistoryWriter } from './history.ts';
import type { buildFilter, ExtraFilter, ListQuery } from './query.ts';
import type { ApiRecord, Row } from './records.ts';
import type { Usage } from './usages.ts';

// What the engine's pieces share: a register's own rules and detail (the server side of its override folder),
// the kit its own routes and the engine's route modules use, and the engine's inside (Engine).

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
  /**
   * The list's total (Content-Range) without counting the rows, when the register keeps it elsewhere (a sale's
   * aggregates): exactly what count(*) over the caller's scope (trash left out) and this validated filter gives,
   * or undefined to let the list count.
   */
  count?(ctx: RegisterHookContext, filter: Readonly<Record<string, unknown>>): Promise<number | undefined>;
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
  listQuery(request: FastifyRequest): ListQuery;
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
 * More than the record, on the GET of one (docs/produto.md §3: a team's detail adds its supervisor and members). The list
 * stays lean: one query per page, never one per row.
 */
export interface RegisterDetail {
  /** The added properties' schemas (all required: use a nullable type for an optional one). */
  properties: Readonly<Record<string, JsonSchema>>;
  load(db: Db, empresaId: number, record: ApiRecord): Promise<Record<string, unknown>>;
}

/**
 * A register as the engine's route modules (list.ts, one.ts, create.ts …) see it: its kit, and what only the
 * generic routes need. Built once per register by engine.ts.
 */
export interface Engine extends RegisterKit {
  db: Db;
  hooks: RegisterHooks | undefined;
  detail: RegisterDetail | undefined;
  /** Where its records are used: what a delete for good must find empty (usages.ts). */
  usages: readonly Usage[];
  /** The list's filter keys, validated (query.ts buildFilter). */
  filter: ReturnType<typeof buildFilter>;
  /** The response of the GET of one: the record, with what the detail adds. */
  detailed: JsonSchema;
  /** The company of the path (0 for admin scope). */
  empresaOf(request: FastifyRequest): number;
  /** Like scope, in and out of the trash alike. */
  anyScope(request: FastifyRequest): SQL | undefined;
  /** The row `id` within scope. */
  byKey(request: FastifyRequest, id: number, trash?: boolean): SQL | undefined;
  /** The row by key within the caller's scope, or undefined. */
  findRow(request: FastifyRequest, id: number, trash?: boolean): Promise<Row | undefined>;
  /** Runs a write, turning a taken unique value into a 409 at its field. */
  write<T>(run: () => Promise<T>): Promise<T>;
  /** preValidation of a write: trims the body's text, remembering required text left blank. */
  trim(request: FastifyRequest): Promise<void>;
}
