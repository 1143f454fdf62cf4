import { and, eq, gte, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import { representRecord } from '../../core/schema/model.ts';
import { type AuthContext, hasPermission, requireAdmin, requirePermission } from '../access.ts';
import { errorResponses } from '../api-schemas.ts';
import type { Db } from '../db/client.ts';
import { registerTables } from '../db/generated/registers.ts';
import { historico, perfis, usuarios } from '../db/schema.ts';
import {
  compileFilter,
  everyWord,
  type FilterValidator,
  filterList,
  inList,
  type ListQuerystring,
  listQuerystring,
  momentOf,
  parseFilter as parseFilterObject,
  parseRange,
  parseSort as parseSortOf,
  readPage,
  SEARCH_FILTER,
  sendPage,
} from '../lists/protocol.ts';
import { defineRegister, loadRegisterModels, type RegisterDef } from '../registers/definition.ts';
import { ACTIONS, type ChangedFields, entriesWithActor, nomeVisto } from '../registers/history.ts';
import { registerHooks } from '../registers/routes.ts';
import { peopleHistoryRoutes } from './people.ts';

// The history of a whole company, for its administrators (issue 12.5: "an admin view lists all changes in a
// company with filters: who, what, when"), and the platform's own (the admin registers, people's own accounts).
// The entries are those every change writes in its transaction (server/registers/history.ts); this only reads
// them, in the list protocol of every list (server/lists/protocol.ts), each with the record's current name.

/** The people's resources: written by server/usuarios and server/perfis, not schema registers. */
const PEOPLE = ['usuarios', 'perfis'] as const;

/** One entry of the company-wide list: the per-record answer plus which record and its name now. */
export const HistoricoEntrada = {
  $id: 'HistoricoEntrada',
  type: 'object',
  description:
    'Uma alteração de um registro: quando, quem, qual registro, a ação e cada campo como [antes, depois].',
  additionalProperties: false,
  required: ['id', 'em', 'usuario', 'recurso', 'registroId', 'registro', 'acao', 'campos'],
  properties: {
    id: { type: 'integer', description: 'A chave da entrada.' },
    em: { type: 'string', format: 'date-time' },
    usuario: {
      type: ['object', 'null'],
      description: 'Quem fez a alteração (null: um usuário que não existe mais).',
      additionalProperties: false,
      required: ['usuarioId', 'nomeCompleto'],
      properties: { usuarioId: { type: 'integer' }, nomeCompleto: { type: 'string' } },
    },
    recurso: { type: 'string', description: 'O cadastro: produtos, vendas, usuarios, perfis …' },
    registroId: { type: 'integer', description: 'A chave do registro no cadastro.' },
    registro: {
      type: ['string', 'null'],
      description: 'O nome atual do registro (a representação do cadastro); null se ele não existe mais.',
    },
    acao: { type: 'string', enum: ACTIONS },
    campos: {
      type: 'object',
      description:
        'Cada campo alterado como [antes, depois]. Um campo cujo valor nunca é gravado (a senha) aparece como [null, null].',
      additionalProperties: { type: 'array', minItems: 2, maxItems: 2, items: {} },
    },
  },
} as const;

/** An instant, or a whole day in Brasília time (its start for _gte, its end for _lte). */
const MOMENT = { type: 'string', anyOf: [{ format: 'date-time' }, { format: 'date' }] } as const;
const ID = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
/** Brazil keeps UTC−3 all year (no daylight saving since 2019): a day typed on a screen is a day in Brasília. */
const BRASILIA = '-03:00';

interface Filter {
  q?: string;
  id?: number[];
  usuarioId?: Array<number | null>;
  recurso?: string[];
  acao?: string[];
  registroId?: number[];
  em_gte?: string;
  em_lte?: string;
}

/** The registers of one scope, with their tables (the same definitions the CRUD plugin builds). */
let allDefs: RegisterDef[] | undefined;
function defsOf(scope: 'empresa' | 'admin'): RegisterDef[] {
  allDefs ??= loadRegisterModels().flatMap((m) => {
    const table = registerTables[m.resource];
    return table ? [defineRegister(m, table)] : [];
  });
  return allDefs.filter((d) => d.scope === scope);
}

/** What a list of one scope may name: its registers and the people's resources. */
interface Scope {
  kind: 'empresa' | 'admin';
  defs: Map<string, RegisterDef>;
  validate: FilterValidator;
}

const scopes = new Map<'empresa' | 'admin', Scope>();
function scopeOf(kind: 'empresa' | 'admin'): Scope {
  const known = scopes.get(kind);
  if (known) return known;
  const defs = new Map(defsOf(kind).map((d) => [d.resource, d]));
  // the platform's list holds people's own accounts (empresaId null), never a company's profiles
  const resources = [...defs.keys(), ...(kind === 'empresa' ? PEOPLE : (['usuarios'] as const))].sort();
  const validate = compileFilter({
    type: 'object',
    additionalProperties: false,
    properties: {
      q: SEARCH_FILTER,
      id: filterList({ type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER }),
      usuarioId: filterList({ ...ID, type: ['integer', 'null'] }),
      recurso: filterList({ type: 'string', enum: resources }),
      acao: filterList({ type: 'string', enum: ACTIONS }),
      registroId: filterList(ID),
      em_gte: MOMENT,
      em_lte: MOMENT,
    },
  });
  const scope: Scope = { kind, defs, validate };
  scopes.set(kind, scope);
  return scope;
}

/** A register's columns that make its record's name (its x-recordRepresentation), text for a search. */
function nameColumns(def: RegisterDef): Array<PgColumn | SQL> {
  return def.model.representationFields.flatMap((name) => {
    const field = def.fields.get(name);
    if (!field) return [];
    return [field.text ? field.column : sql`${field.column}::text`];
  });
}

/** `q`: the entries of records whose current name holds every word (by resource, among the reachable ones). */
function searchByName(db: Db, scope: Scope, empresaId: number | null, q: string): SQL {
  const parts: SQL[] = [];
  for (const def of scope.defs.values()) {
    const match = everyWord(q, nameColumns(def));
    if (!match) continue;
    const ids = db
      .select({ id: def.keyColumn })
      .from(def.table)
      .where(and(def.empresaColumn && empresaId ? eq(def.empresaColumn, empresaId) : undefined, match));
    parts.push(and(eq(historico.recurso, def.resource), inArray(historico.registroId, ids)) as SQL);
  }
  if (empresaId !== null) {
    const users = db
      .select({ id: perfis.usuarioId })
      .from(perfis)
      .innerJoin(usuarios, eq(usuarios.usuarioId, perfis.usuarioId))
      .where(and(eq(perfis.empresaId, empresaId), everyWord(q, [nomeVisto(perfis, usuarios)])));
    const profiles = db
      .select({ id: perfis.perfilId })
      .from(perfis)
      .leftJoin(usuarios, eq(usuarios.usuarioId, perfis.usuarioId))
      .where(
        and(
          eq(perfis.empresaId, empresaId),
          everyWord(q, [
            sql`coalesce(case when ${perfis.aceito} then ${usuarios.nomeCompleto} end, ${perfis.nome})`,
          ]),
        ),
      );
    parts.push(and(eq(historico.recurso, 'usuarios'), inArray(historico.registroId, users)) as SQL);
    parts.push(and(eq(historico.recurso, 'perfis'), inArray(historico.registroId, profiles)) as SQL);
  } else {
    const users = db
      .select({ id: usuarios.usuarioId })
      .from(usuarios)
      .where(everyWord(q, [usuarios.nomeCompleto]));
    parts.push(and(eq(historico.recurso, 'usuarios'), inArray(historico.registroId, users)) as SQL);
  }
  return or(...parts) ?? sql`false`;
}

function parseFilter(db: Db, scope: Scope, empresaId: number | null, raw: string | undefined) {
  const f = parseFilterObject<Filter>(raw, scope.validate);
  const conditions: Array<SQL | undefined> = [];
  if (f.id) conditions.push(inList(historico.historicoId, f.id));
  if (f.usuarioId) conditions.push(inList(historico.usuarioId, f.usuarioId));
  if (f.recurso) conditions.push(inList(historico.recurso, f.recurso));
  if (f.acao) conditions.push(inList(historico.acao, f.acao));
  if (f.registroId) conditions.push(inList(historico.registroId, f.registroId));
  if (f.em_gte) conditions.push(gte(historico.em, momentOf(f.em_gte, 'gte', BRASILIA)));
  if (f.em_lte) conditions.push(lte(historico.em, momentOf(f.em_lte, 'lte', BRASILIA)));
  const q = f.q?.trim();
  if (q) conditions.push(searchByName(db, scope, empresaId, q));
  return and(...conditions);
}

/** The key breaks ties (one change writes several entries in the same millisecond), so paging is stable. */
const parseSort = (raw: string | undefined): SQL[] =>
  parseSortOf(raw, { em: historico.em, id: historico.historicoId }, historico.historicoId, ['em', 'DESC']);

/**
 * The entries of a company the caller may read: each register's only with its read permission, sales and
 * negotiations only those the caller sees (all with VER_TODAS_VENDAS), people's only with CADASTRAR_USUARIOS.
 */
function reachable(db: Db, scope: Scope, auth: AuthContext, empresaId: number): SQL {
  const parts: SQL[] = [];
  for (const def of scope.defs.values()) {
    if (def.readPermission && !hasPermission(auth, empresaId, def.readPermission)) continue;
    const narrow = registerHooks[def.resource]?.visible?.({ db, auth, empresaId });
    if (!narrow) {
      parts.push(eq(historico.recurso, def.resource));
      continue;
    }
    // the records the caller reaches now, in the trash too (as the record's own history route)
    const ids = db
      .select({ id: def.keyColumn })
      .from(def.table)
      .where(and(eq(def.empresaColumn as PgColumn, empresaId), narrow));
    parts.push(and(eq(historico.recurso, def.resource), inArray(historico.registroId, ids)) as SQL);
  }
  if (hasPermission(auth, empresaId, 'CADASTRAR_USUARIOS'))
    parts.push(inArray(historico.recurso, [...PEOPLE]));
  return or(...parts) ?? sql`false`;
}

type EntryRow = {
  id: number;
  em: Date;
  recurso: string;
  registroId: number;
  acao: string;
  campos: ChangedFields;
  usuarioId: number | null;
  nomeCompleto: string | null;
};

/** The current names of a page's records: one query per resource on the page. */
async function namesOf(
  db: Db,
  scope: Scope,
  empresaId: number | null,
  rows: readonly EntryRow[],
): Promise<Map<string, string>> {
  const byResource = new Map<string, Set<number>>();
  for (const r of rows) {
    const ids = byResource.get(r.recurso) ?? new Set();
    ids.add(r.registroId);
    byResource.set(r.recurso, ids);
  }
  const names = new Map<string, string>();
  const put = (recurso: string, id: number, name: string | null) => {
    if (name) names.set(`${recurso}:${id}`, name);
  };
  await Promise.all(
    [...byResource].map(async ([recurso, set]) => {
      const ids = [...set];
      const def = scope.defs.get(recurso);
      if (def) {
        const columns: Record<string, PgColumn> = { key: def.keyColumn };
        for (const name of def.model.representationFields) {
          const field = def.fields.get(name);
          if (field) columns[name] = field.column;
        }
        const found = (await db
          .select(columns)
          .from(def.table)
          .where(
            and(
              inArray(def.keyColumn, ids),
              def.empresaColumn && empresaId ? eq(def.empresaColumn, empresaId) : undefined,
            ),
          )) as Array<Record<string, unknown>>;
        for (const row of found)
          put(recurso, row.key as number, representRecord(def.model.recordRepresentation, row));
      } else if (recurso === 'usuarios' && empresaId !== null) {
        const found = await db
          .select({ id: usuarios.usuarioId, nome: nomeVisto(perfis, usuarios) })
          .from(perfis)
          .innerJoin(usuarios, eq(usuarios.usuarioId, perfis.usuarioId))
          .where(and(eq(perfis.empresaId, empresaId), inArray(perfis.usuarioId, ids)));
        for (const row of found) put(recurso, row.id, row.nome);
      } else if (recurso === 'usuarios') {
        const found = await db
          .select({ id: usuarios.usuarioId, nome: usuarios.nomeCompleto })
          .from(usuarios)
          .where(inArray(usuarios.usuarioId, ids));
        for (const row of found) put(recurso, row.id, row.nome);
      } else if (recurso === 'perfis' && empresaId !== null) {
        const found = await db
          .select({
            id: perfis.perfilId,
            nome: sql<string>`coalesce(case when ${perfis.aceito} then ${usuarios.nomeCompleto} end, ${perfis.nome})`,
          })
          .from(perfis)
          .leftJoin(usuarios, eq(usuarios.usuarioId, perfis.usuarioId))
          .where(and(eq(perfis.empresaId, empresaId), inArray(perfis.perfilId, ids)));
        for (const row of found) put(recurso, row.id, row.nome);
      }
    }),
  );
  return names;
}

/**
 * One page of entries, newest first by default, with who made each (as the company sees them: the name a
 * pending invitee's profile holds, never their own) and each record's current name.
 */
async function page(
  db: Db,
  scope: Scope,
  empresaId: number | null,
  where: SQL | undefined,
  query: ListQuerystring,
) {
  const all = and(where, parseFilter(db, scope, empresaId, query.filter));
  const orderBy = parseSort(query.sort);
  const found = await readPage(
    parseRange(query.range),
    (limit, offset) =>
      entriesWithActor(
        db,
        {
          id: historico.historicoId,
          em: historico.em,
          recurso: historico.recurso,
          registroId: historico.registroId,
          acao: historico.acao,
          campos: historico.campos,
        },
        empresaId,
      )
        .where(all)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset) as Promise<EntryRow[]>,
    async () => {
      const [counted] = await db.select({ total: sql<number>`count(*)::bigint` }).from(historico).where(all);
      return Number(counted?.total ?? 0);
    },
  );
  const names = await namesOf(db, scope, empresaId, found.rows);
  const entries = found.rows.map((r) => ({
    id: Number(r.id),
    em: r.em.toISOString(),
    usuario: r.usuarioId === null ? null : { usuarioId: r.usuarioId, nomeCompleto: r.nomeCompleto ?? '' },
    recurso: r.recurso,
    registroId: r.registroId,
    registro: names.get(`${r.recurso}:${r.registroId}`) ?? null,
    acao: r.acao,
    campos: r.campos,
  }));
  return { ...found, rows: entries };
}

const listQuery = listQuerystring({
  filter: '{"recurso":"produtos","em_gte":"2026-01-01"}',
  sort: '["em", "DESC"] (padrão) ou ["id", "ASC"]',
});

const FILTERS =
  '`filter` (JSON: `usuarioId` quem alterou, `recurso` o cadastro, `acao` criado|alterado|excluido|restaurado, `registroId`, `id` — cada um valor ou lista; `em_gte` / `em_lte` instante ou dia no horário de Brasília; `q` palavras do nome atual do registro), `range` [início, fim] (no máximo 1.000: um intervalo maior é cortado, e o Content-Range diz o que veio), `sort` ["em"|"id", "ASC"|"DESC"] (padrão em DESC). Cabeçalho `Content-Range: historico início-fim/total`.';

type ListRoute = {
  Params: { empresaId: number };
  Querystring: ListQuerystring;
};

/** GET /empresas/{empresaId}/historico (CONFIGURAR_EMPRESA) and GET /admin/historico (ADMIN). */
export default async function historicoRoutes(app: FastifyInstance) {
  const { db } = app;
  const tags = ['historico'];
  app.addSchema(HistoricoEntrada);
  const entries = { type: 'array', items: { $ref: 'HistoricoEntrada#' } };
  peopleHistoryRoutes(app);

  app.get<ListRoute>(
    '/empresas/:empresaId/historico',
    {
      // access before validation: someone without it learns nothing from a 400 (docs/contrato.md §6)
      preValidation: async (request) => {
        const empresaId = Number((request.params as { empresaId?: unknown }).empresaId);
        if (!Number.isInteger(empresaId) || empresaId < 1) return;
        requirePermission(request.auth, empresaId, 'CONFIGURAR_EMPRESA');
      },
      schema: {
        tags,
        summary: 'Histórico de alterações da empresa (CONFIGURAR_EMPRESA)',
        description: `Todas as alterações de registros da empresa, com quem, quando, qual registro (e o nome atual dele) e cada campo como [antes, depois]. A página pede CONFIGURAR_EMPRESA; dentro dela, cada um vê só as entradas dos registros que pode ler: as de um cadastro com permissão de leitura só com ela; as de vendas e negociações, com VER_TODAS_VENDAS todas, sem ela só as das vendas e negociações que vê (as próprias e as das equipes que supervisiona, como na lista); as de usuários e perfis só com CADASTRAR_USUARIOS. react-admin simple REST: ${FILTERS}`,
        params: {
          type: 'object',
          additionalProperties: false,
          required: ['empresaId'],
          properties: { empresaId: ID },
        },
        querystring: listQuery,
        response: { 200: entries, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const { empresaId } = request.params;
      const scope = scopeOf('empresa');
      const where = and(eq(historico.empresaId, empresaId), reachable(db, scope, request.auth, empresaId));
      const result = await page(db, scope, empresaId, where, request.query);
      return sendPage(reply, 'historico', result);
    },
  );

  app.get<ListRoute>(
    '/admin/historico',
    {
      preValidation: async (request) => requireAdmin(request.auth),
      schema: {
        tags,
        summary: 'Histórico de alterações da plataforma (ADMIN)',
        description: `As alterações fora de qualquer empresa: os cadastros da plataforma (empresas, grupos, domínios, bancos) e as contas das pessoas alteradas por elas mesmas (nome, matrícula, senha, termos). As de cada empresa ficam em /empresas/{empresaId}/historico. react-admin simple REST: ${FILTERS}`,
        querystring: listQuery,
        response: { 200: entries, ...errorResponses(400, 401, 403) },
      },
    },
    async (request, reply) => {
      const result = await page(db, scopeOf('admin'), null, isNull(historico.empresaId), request.query);
      return sendPage(reply, 'historico', result);
    },
  );
}
