import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Permissao } from '../../core/permissoes.ts';
import { stripExtensions } from '../../core/schema/model.ts';
import papel from '../../schemas/papel.schema.json' with { type: 'json' };
import { requireAdmin } from '../access.ts';
import { errorResponses, idParam } from '../api-schemas.ts';
import type { Db } from '../db/client.ts';
import { papeis } from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../errors.ts';

// The platform admin's papéis screen (/admin/papeis): roles are global, so only ADMIN changes them. A role grants
// only the permissions papel.schema.json's enum lists (the body schema is the schema's own property: anything
// else is a 400 at the field); a register names its permission from that enum (x-permission), so a permission
// added there with a new register is offered here at once. GET /papeis (server/papeis) stays the members' read.

// without x-enumLabels / x-i18n: the body validator is a strict ajv, which refuses keywords it does not know
const { properties } = stripExtensions(papel) as Pick<typeof papel, 'properties'>;
const { nome, papeisAbaixo, permissoes } = properties;
const timestamp = { type: 'string', format: 'date-time' } as const;

const PapelAdmin = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'papelId', 'nome', 'papeisAbaixo', 'permissoes', 'createdAt', 'updatedAt'],
  properties: {
    id: { type: 'integer' },
    papelId: { type: 'integer' },
    nome,
    papeisAbaixo,
    permissoes,
    createdAt: timestamp,
    updatedAt: timestamp,
  },
} as const;

/** What a form sends: the writable fields, and the read-only ones react-admin sends back (ignored but updatedAt). */
const PapelBody = {
  type: 'object',
  additionalProperties: false,
  required: ['nome', 'permissoes'],
  properties: {
    nome,
    papeisAbaixo: { ...papeisAbaixo, items: { ...papeisAbaixo.items, minimum: 1, maximum: 2147483647 } },
    permissoes,
    id: { type: 'integer' },
    papelId: { type: 'integer' },
    createdAt: timestamp,
    updatedAt: { ...timestamp, description: 'O updatedAt lido: outro valor responde 409 (trava otimista).' },
  },
} as const;

interface Body {
  nome: string;
  papeisAbaixo?: number[];
  permissoes: Permissao[];
  updatedAt?: string;
}

const STALE =
  'Este papel foi alterado por outra pessoa depois que você o abriu. Nada foi salvo: compare com a versão atual e salve de novo.';

type Row = typeof papeis.$inferSelect;
const out = (p: Row) => ({
  id: p.papelId,
  papelId: p.papelId,
  nome: p.nome,
  papeisAbaixo: p.papeisAbaixo,
  permissoes: p.permissoes,
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
});

const adminOnly = async (request: FastifyRequest) => requireAdmin(request.auth);
const tags = ['admin'];

const invalid = (field: string, message: string) =>
  badRequest('Os dados enviados são inválidos.', [{ field, message }]);

function parsed(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

const MAX_INT = 2147483647;
const isId = (v: unknown): v is number =>
  Number.isInteger(v) && (v as number) >= 1 && (v as number) <= MAX_INT;

/** `[início, fim]` of react-admin's list call, or the whole list. */
function rangeOf(raw: string | undefined): [number, number] {
  if (raw === undefined) return [0, 999];
  const value = parsed(raw);
  const [start, end] = Array.isArray(value) && value.length === 2 ? value : [];
  if (!Number.isInteger(start) || !Number.isInteger(end) || start < 0 || end < start || end > MAX_INT)
    throw invalid('range', 'Intervalo inválido.');
  return [start, Math.min(end, start + 999)];
}

/** react-admin's filter: `id` (getMany of the papéis below) and `q` (the name contains it, any case). */
function filterOf(raw: string | undefined): (p: Row) => boolean {
  if (raw === undefined) return () => true;
  const value = parsed(raw);
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw invalid('filter', 'Filtro inválido.');
  const { id, q, ...rest } = value as Record<string, unknown>;
  const ids = id === undefined ? undefined : Array.isArray(id) ? id : [id];
  if (Object.keys(rest).length > 0 || (ids && !ids.every(isId))) throw invalid('filter', 'Filtro inválido.');
  // the input guard's rules for text: no NUL, no lone surrogate, a bounded length
  if (q !== undefined && (typeof q !== 'string' || q.length > 200 || /\0|\p{Cs}/u.test(q)))
    throw invalid('filter', 'Filtro inválido.');
  const text = typeof q === 'string' ? q.trim().toLocaleLowerCase('pt-BR') : '';
  return (p) =>
    (!ids || ids.includes(p.papelId)) && (!text || p.nome.toLocaleLowerCase('pt-BR').includes(text));
}

/** Papéis abaixo must be papéis that exist (and not the papel itself). */
async function checkPapeisAbaixo(db: Db, ids: number[], self: number | undefined) {
  if (ids.length === 0) return;
  const rows = await db.select({ id: papeis.papelId }).from(papeis);
  const known = new Set(rows.map((r) => r.id));
  const bad = ids.findIndex((id) => !known.has(id) || id === self);
  if (bad >= 0)
    throw badRequest('Os dados enviados são inválidos.', [
      { field: `papeisAbaixo.${bad}`, message: 'Papel não encontrado.' },
    ]);
}

type ListRequest = FastifyRequest<{ Querystring: { range?: string; filter?: string } }>;
type OneRequest = FastifyRequest<{ Params: { id: number } }>;
type CreateRequest = FastifyRequest<{ Body: Body }>;
type UpdateRequest = FastifyRequest<{ Params: { id: number }; Body: Body }>;

async function list(request: ListRequest, reply: FastifyReply) {
  const [start, end] = rangeOf(request.query.range);
  const matches = filterOf(request.query.filter);
  const rows = (await request.server.db.select().from(papeis).orderBy(asc(papeis.papelId))).filter(matches);
  const page = rows.slice(start, end + 1);
  const range = page.length > 0 ? `${start}-${start + page.length - 1}` : '*';
  reply.header('Content-Range', `papeis ${range}/${rows.length}`);
  return page.map(out);
}

async function one(request: OneRequest) {
  const [row] = await request.server.db.select().from(papeis).where(eq(papeis.papelId, request.params.id));
  if (!row) throw notFound('Papel não encontrado.');
  return out(row);
}

async function create(request: CreateRequest, reply: FastifyReply) {
  const { db } = request.server;
  const body = request.body;
  await checkPapeisAbaixo(db, body.papeisAbaixo ?? [], undefined);
  const [row] = await db
    .insert(papeis)
    .values({ nome: body.nome, papeisAbaixo: body.papeisAbaixo ?? [], permissoes: body.permissoes })
    .returning();
  return reply.status(201).send(out(row as Row));
}

async function update(request: UpdateRequest) {
  const { id } = request.params;
  const body = request.body;
  await checkPapeisAbaixo(request.server.db, body.papeisAbaixo ?? [], id);
  return request.server.db.transaction(async (tx) => {
    const [current] = await tx.select().from(papeis).where(eq(papeis.papelId, id)).for('update');
    if (!current) throw notFound('Papel não encontrado.');
    if (body.updatedAt !== undefined && Date.parse(body.updatedAt) !== current.updatedAt.getTime())
      throw conflict(STALE);
    const [row] = await tx
      .update(papeis)
      .set({
        nome: body.nome,
        papeisAbaixo: body.papeisAbaixo ?? current.papeisAbaixo,
        permissoes: body.permissoes,
        updatedAt: sql`greatest(now(), ${current.updatedAt.toISOString()}::timestamptz + interval '1 millisecond')`,
      })
      .where(eq(papeis.papelId, id))
      .returning();
    return out(row as Row);
  });
}

const LIST_SCHEMA = {
  tags,
  summary: 'Papéis (administração)',
  description:
    'react-admin simple REST: `range` [início, fim]; `filter` {"id": [...], "q": "texto"}; `sort` aceito e ignorado (poucos papéis, por papelId). Cabeçalho `Content-Range`.',
  querystring: {
    type: 'object',
    additionalProperties: false,
    properties: { filter: { type: 'string' }, range: { type: 'string' }, sort: { type: 'string' } },
  },
  response: { 200: { type: 'array', items: PapelAdmin }, ...errorResponses(400, 401, 403) },
};

export default async function adminPapeisRoutes(app: FastifyInstance) {
  const preValidation = adminOnly;
  const params = idParam('id');
  app.get<{ Querystring: { range?: string; filter?: string } }>(
    '/admin/papeis',
    { preValidation, schema: LIST_SCHEMA },
    list,
  );
  app.get<{ Params: { id: number } }>(
    '/admin/papeis/:id',
    {
      preValidation,
      schema: {
        tags,
        summary: 'Um papel (administração)',
        params,
        response: { 200: PapelAdmin, ...errorResponses(400, 401, 403, 404) },
      },
    },
    one,
  );
  app.post<{ Body: Body }>(
    '/admin/papeis',
    {
      preValidation,
      schema: {
        tags,
        summary: 'Cria um papel',
        body: PapelBody,
        response: { 201: PapelAdmin, ...errorResponses(400, 401, 403, 409) },
      },
    },
    create,
  );
  app.put<{ Params: { id: number }; Body: Body }>(
    '/admin/papeis/:id',
    {
      preValidation,
      schema: {
        tags,
        summary: 'Altera um papel: nome, papéis abaixo e as permissões (só as do enum de papel.schema.json)',
        params,
        body: PapelBody,
        response: { 200: PapelAdmin, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    update,
  );
}
