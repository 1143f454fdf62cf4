import { and, eq, gte, ilike, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAdmin } from '../access.ts';
import { errorResponses } from '../api-schemas.ts';
import { empresas } from '../db/generated/registers.ts';
import { requestLogs, usuarios } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import {
  compileFilter,
  type FilterValidator,
  filterList,
  inList,
  type ListQuerystring,
  likeEscape,
  listQuerystring,
  momentOf,
  parseFilter as parseFilterObject,
  parseRange,
  parseSort as parseSortOf,
  readPage,
  SEARCH_FILTER,
  sendPage,
} from '../lists/protocol.ts';
import { iso } from '../shapes.ts';
import { requestLogsExportRoute } from './export.ts';
import { ROTA_PATTERN } from './rota.ts';
import { requestLogsRotasRoute } from './rotas.ts';

// The platform admin's read-only view of request_logs (docs/contrato.md §5, resource `request-logs`). The table is
// hand-written (server/db/schema.ts) and written by plugins/request-log.ts, so this is no schema register: the
// list speaks the list protocol of every list (server/lists/protocol.ts), over a fixed set of filters and sort
// fields.

const RESOURCE = 'request-logs';

/** request_log_id is a bigserial: every request adds one, so it may outgrow a 32-bit integer. */
const LOG_ID = { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } as const;
const STATUS = { type: 'integer', minimum: 100, maximum: 599 } as const;
const USER_OR_COMPANY = { type: ['integer', 'null'], minimum: 1, maximum: 2147483647 } as const;
/** An instant, or a whole day (its start for _gte, its end for _lte, in UTC). */
const MOMENT = { type: 'string', anyOf: [{ format: 'date-time' }, { format: 'date' }] } as const;
const DURATION = { type: 'number', minimum: 0 } as const;

export const RequestLog = {
  $id: 'RequestLog',
  type: 'object',
  description: 'Uma requisição à API, como gravada em request_logs.',
  additionalProperties: false,
  required: [
    'id',
    'requestLogId',
    'method',
    'path',
    'status',
    'durationMs',
    'usuarioId',
    'empresaId',
    'ip',
    'createdAt',
    'rota',
    'usuarioNome',
    'empresaNome',
  ],
  properties: {
    id: { ...LOG_ID, description: 'O mesmo que requestLogId.' },
    requestLogId: LOG_ID,
    method: { type: 'string', description: 'Método HTTP.' },
    path: { type: 'string', description: 'Caminho, sem a query string.' },
    status: { type: 'integer', description: 'Status da resposta.' },
    durationMs: { type: 'number', description: 'Duração, em milissegundos.' },
    usuarioId: { type: ['integer', 'null'], description: 'Quem chamou (null sem autenticação).' },
    empresaId: { type: ['integer', 'null'], description: 'A empresa do caminho, quando houver.' },
    ip: { type: ['string', 'null'], description: 'Endereço de quem chamou.' },
    createdAt: { type: 'string', format: 'date-time' },
    rota: {
      type: ['string', 'null'],
      description:
        'A rota que atendeu, como registrada (/api/empresas/:empresaId/vendas/:id); null: caminho sem rota (404).',
    },
    usuarioNome: { type: ['string', 'null'], description: 'O nome completo de quem chamou.' },
    empresaNome: { type: ['string', 'null'], description: 'O nome da empresa do caminho.' },
  },
} as const;

const FILTER_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  properties: {
    q: SEARCH_FILTER,
    pessoa: { type: 'string', maxLength: 200, description: 'Trecho do nome ou do e-mail de quem chamou.' },
    rota: filterList({ type: ['string', 'null'], pattern: ROTA_PATTERN }),
    statusClass: filterList({ type: 'string', enum: ['2xx', '3xx', '4xx', '5xx'] }),
    id: filterList(LOG_ID),
    method: filterList({ type: 'string', pattern: '^[A-Za-z]{1,10}$' }),
    status: filterList(STATUS),
    status_gte: STATUS,
    status_lte: STATUS,
    durationMs_gte: DURATION,
    durationMs_lte: DURATION,
    usuarioId: filterList(USER_OR_COMPANY),
    empresaId: filterList(USER_OR_COMPANY),
    createdAt_gte: MOMENT,
    createdAt_lte: MOMENT,
  },
};

/** What a list may be sorted by; `id` is the key's other name. */
const SORTABLE: Record<string, PgColumn> = {
  createdAt: requestLogs.createdAt,
  durationMs: requestLogs.durationMs,
  status: requestLogs.status,
  path: requestLogs.path,
  method: requestLogs.method,
  requestLogId: requestLogs.requestLogId,
  id: requestLogs.requestLogId,
};

type Filter = {
  q?: string;
  pessoa?: string;
  rota?: Array<string | null>;
  statusClass?: Array<'2xx' | '3xx' | '4xx' | '5xx'>;
  id?: number[];
  method?: string[];
  status?: number[];
  status_gte?: number;
  status_lte?: number;
  durationMs_gte?: number;
  durationMs_lte?: number;
  usuarioId?: Array<number | null>;
  empresaId?: Array<number | null>;
  createdAt_gte?: string;
  createdAt_lte?: string;
};

let validateFilter: FilterValidator | undefined;

export function parseFilter(raw: string | undefined): SQL | undefined {
  validateFilter ??= compileFilter(FILTER_SCHEMA);
  const f = parseFilterObject<Filter>(raw, validateFilter);
  const t = requestLogs;
  const conditions: Array<SQL | undefined> = [];
  const q = f.q?.trim();
  if (q) conditions.push(ilike(t.path, `%${likeEscape(q)}%`));
  const pessoa = f.pessoa?.trim();
  if (pessoa) {
    const like = `%${likeEscape(pessoa)}%`;
    conditions.push(
      sql`${t.usuarioId} in (select ${usuarios.usuarioId} from ${usuarios}
        where ${ilike(usuarios.nomeCompleto, like)} or ${ilike(usuarios.email, like)})`,
    );
  }
  if (f.rota) conditions.push(inList(t.rota, f.rota));
  if (f.statusClass)
    conditions.push(
      f.statusClass.length === 0
        ? sql`false`
        : or(
            ...f.statusClass.map((c) => {
              const base = Number(c[0]) * 100;
              return and(gte(t.status, base), lte(t.status, base + 99));
            }),
          ),
    );
  if (f.id) conditions.push(inList(t.requestLogId, f.id));
  // methods are stored upper case, as Fastify reports them
  if (f.method)
    conditions.push(
      inList(
        t.method,
        f.method.map((m) => m.toUpperCase()),
      ),
    );
  if (f.status) conditions.push(inList(t.status, f.status));
  if (f.status_gte !== undefined) conditions.push(gte(t.status, f.status_gte));
  if (f.status_lte !== undefined) conditions.push(lte(t.status, f.status_lte));
  if (f.durationMs_gte !== undefined) conditions.push(gte(t.durationMs, f.durationMs_gte));
  if (f.durationMs_lte !== undefined) conditions.push(lte(t.durationMs, f.durationMs_lte));
  if (f.usuarioId) conditions.push(inList(t.usuarioId, f.usuarioId));
  if (f.empresaId) conditions.push(inList(t.empresaId, f.empresaId));
  if (f.createdAt_gte) conditions.push(gte(t.createdAt, momentOf(f.createdAt_gte, 'gte')));
  if (f.createdAt_lte) conditions.push(lte(t.createdAt, momentOf(f.createdAt_lte, 'lte')));
  return and(...conditions);
}

/** The key breaks ties (many requests share a millisecond), so paging never shows a row twice or skips one. */
const parseSort = (raw: string | undefined): SQL[] =>
  parseSortOf(raw, SORTABLE, requestLogs.requestLogId, ['createdAt', 'DESC']);

type Row = typeof requestLogs.$inferSelect & {
  usuarioNome: string | null;
  empresaNome: string | null;
};

/** A log with the names of who called and of the company, and its route pattern. */
const withNames = (db: FastifyInstance['db']) =>
  db
    .select({
      requestLogId: requestLogs.requestLogId,
      method: requestLogs.method,
      path: requestLogs.path,
      status: requestLogs.status,
      durationMs: requestLogs.durationMs,
      usuarioId: requestLogs.usuarioId,
      empresaId: requestLogs.empresaId,
      ip: requestLogs.ip,
      createdAt: requestLogs.createdAt,
      rota: requestLogs.rota,
      usuarioNome: usuarios.nomeCompleto,
      empresaNome: empresas.nome,
    })
    .from(requestLogs)
    .leftJoin(usuarios, eq(usuarios.usuarioId, requestLogs.usuarioId))
    .leftJoin(empresas, eq(empresas.empresaId, requestLogs.empresaId));

function toRecord(row: Row) {
  return {
    id: row.requestLogId,
    requestLogId: row.requestLogId,
    method: row.method,
    path: row.path,
    status: row.status,
    durationMs: row.durationMs,
    usuarioId: row.usuarioId,
    empresaId: row.empresaId,
    ip: row.ip,
    createdAt: iso(row.createdAt),
    rota: row.rota,
    usuarioNome: row.usuarioNome,
    empresaNome: row.empresaNome,
  };
}

/** Access before validation: someone who is not an admin learns nothing from a 400 (docs/contrato.md §6). */
const adminOnly = async (request: FastifyRequest) => requireAdmin(request.auth);

/** GET /admin/request-logs and /admin/request-logs/{id}: read-only, ADMIN only. */
export default async function requestLogsRoutes(app: FastifyInstance) {
  const { db } = app;
  const tags = [RESOURCE];
  app.addSchema(RequestLog);
  const record = { $ref: 'RequestLog#' };

  app.get<{ Querystring: ListQuerystring }>(
    `/admin/${RESOURCE}`,
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: 'Logs de requisições (ADMIN)',
        description:
          'react-admin simple REST: `filter` (JSON: `q` trecho do caminho, `pessoa` trecho do nome ou e-mail de quem chamou, `rota` a rota que atendeu (/api/empresas/:empresaId/vendas/:id; null: sem rota) ou lista, `statusClass` "2xx"|"3xx"|"4xx"|"5xx" ou lista, `id` lista de chaves, `method`, `status`, `usuarioId`, `empresaId` = valor ou lista, `status_gte` / `status_lte`, `durationMs_gte` / `durationMs_lte`, `createdAt_gte` / `createdAt_lte` instante ou dia), `range` [início, fim] (no máximo 1.000 registros: um intervalo maior é cortado, e o Content-Range diz o que veio), `sort` ["createdAt"|"durationMs"|"status"|"path"|"method"|"id", "ASC"|"DESC"] (padrão createdAt DESC). Cabeçalho `Content-Range: request-logs início-fim/total`.',
        querystring: listQuerystring({
          filter: '{"method":"GET","status_gte":400}',
          sort: '["createdAt","DESC"]',
        }),
        response: { 200: { type: 'array', items: record }, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const where = parseFilter(request.query.filter);
      const orderBy = parseSort(request.query.sort);
      const page = await readPage(
        parseRange(request.query.range),
        (limit, offset) =>
          withNames(db)
            .where(where)
            .orderBy(...orderBy)
            .limit(limit)
            .offset(offset),
        async () => {
          const [counted] = await db
            .select({ total: sql<number>`count(*)::bigint` })
            .from(requestLogs)
            .where(where);
          return Number(counted?.total ?? 0);
        },
      );
      return sendPage(reply, RESOURCE, page).map(toRecord);
    },
  );

  requestLogsExportRoute(app, { tags, preValidation: adminOnly, parseFilter, sortable: SORTABLE });
  requestLogsRotasRoute(app, { tags, preValidation: adminOnly, parseFilter });

  app.get<{ Params: { id: number } }>(
    `/admin/${RESOURCE}/:id`,
    {
      preValidation: adminOnly,
      schema: {
        tags,
        summary: 'Log de requisição: um registro (ADMIN)',
        params: {
          type: 'object',
          required: ['id'],
          additionalProperties: false,
          properties: { id: LOG_ID },
        },
        response: { 200: record, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      const [row] = await withNames(db).where(eq(requestLogs.requestLogId, request.params.id)).limit(1);
      if (!row) throw notFound('Log de requisição não encontrado.');
      return toRecord(row);
    },
  );
}
