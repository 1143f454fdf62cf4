import { and, asc, eq, gte, lt, or, type SQL, type Subquery, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { camposDaLinha, linhaDaPessoa, linhaDoRegistro, type ValorDaBusca } from '../../core/busca/linhas.ts';
import { hasPermission, requireEmpresa } from '../access.ts';
import { errorResponses } from '../api-schemas.ts';
import type { Db } from '../db/client.ts';
import { papeis, perfis, usuarios } from '../db/schema.ts';
import { badRequest } from '../errors.ts';
import { contains } from '../lists/protocol.ts';
import type { RegisterDef } from '../registers/definition.ts';
import { type RegisterKit, registerKits } from '../registers/plugin.ts';
import { buildFilter, parseListQuery } from '../registers/query.ts';
import type { Row } from '../registers/records.ts';
import { registerHooks } from '../registers/routes.ts';
import { nomeNaEmpresa } from '../shapes.ts';

// The global search (Ctrl+K): one text against every register the caller may open and, for those who manage
// users, the company's people. Each register is searched exactly as its list's `q` searches it (the x-search
// fields, accent-insensitive, and the register's own search: a sale by number or CPF/CNPJ typed with or without
// punctuation), inside the caller's scope (company, trash, a seller's own sales), five hits per group.

/** Hits per group: a palette shows a handful and links to the list for the rest. */
export const POR_GRUPO = 5;
/** Counting stops here: "mais de 100" says enough, and a common name among a million sales costs no more. */
export const TOTAL_CAP = 100;
/** Typed text, after trimming. */
export const Q_MAX = 100;

/** Sales and negotiations first (what people look for most), people next, then the registers in menu order. */
const FIRST = ['vendas', 'negociacoes'];

interface Item {
  id: number;
  titulo: string;
  subtitulo: string | null;
  valores: Record<string, ValorDaBusca>;
  caminho: string;
}
interface Grupo {
  recurso: string;
  rotulo: string;
  total: number;
  mais: boolean;
  caminho: string | null;
  itens: Item[];
}

const INT = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;

const responseSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['grupos'],
  properties: {
    grupos: {
      type: 'array',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['recurso', 'rotulo', 'total', 'mais', 'caminho', 'itens'],
        properties: {
          recurso: { type: 'string', description: 'O cadastro (vendas, produtos …) ou `pessoas`.' },
          rotulo: { type: 'string', description: 'O título do grupo: "Vendas", "Pessoas" …' },
          total: { type: 'integer', description: `Quantos o texto encontra, contados até ${TOTAL_CAP}.` },
          mais: { type: 'boolean', description: `Se há mais de ${TOTAL_CAP}.` },
          caminho: {
            type: ['string', 'null'],
            description: 'A lista do cadastro filtrada pelo texto, na aplicação.',
          },
          itens: {
            type: 'array',
            maxItems: POR_GRUPO,
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['id', 'titulo', 'subtitulo', 'valores', 'caminho'],
              properties: {
                id: { type: 'integer' },
                titulo: { type: 'string' },
                subtitulo: {
                  type: ['string', 'null'],
                  description: 'A linha sob o título, em português: data, total e CPF/CNPJ de uma venda …',
                },
                valores: {
                  type: 'object',
                  description:
                    'Os valores de que a linha é feita, crus (datas ISO, números como números), para um cliente escrevê-la no próprio idioma: de uma venda `data`, `total`, `clienteDocumento`; de uma pessoa `papel`, `email`, `pendente`, `ativo`.',
                  additionalProperties: { type: ['string', 'number', 'boolean', 'null'] },
                },
                caminho: { type: 'string', description: 'A tela do registro, na aplicação: /e/1/vendas/123' },
              },
            },
          },
        },
      },
    },
  },
} as const;

/** A record's value as the search sends it: numbers, text and booleans as they are, anything else as text. */
function valorDaBusca(value: unknown): ValorDaBusca {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return value instanceof Date ? value.toISOString() : String(value);
}

/** The values a hit's line is made of (core/busca/linhas.ts): the client writes them again in its language. */
function valoresDaLinha(def: RegisterDef, record: Row): Record<string, ValorDaBusca> {
  return Object.fromEntries(camposDaLinha(def.model).map((name) => [name, valorDaBusca(record[name])]));
}

/** A register's filter validator, compiled once. */
const filters = new WeakMap<RegisterDef, ReturnType<typeof buildFilter>>();
const filterOf = (def: RegisterDef) => {
  let filter = filters.get(def);
  if (!filter) {
    filter = buildFilter(def);
    filters.set(def, filter);
  }
  return filter;
};

/** From `digits` up to (not including) the next number of its length: every string of digits starting with it. */
function startsWithDigits(column: PgColumn, digits: string): SQL {
  const next = (BigInt(digits) + 1n).toString().padStart(digits.length, '0');
  // all nines ('999'): no string of digits of that length comes after, so no upper bound
  return next.length > digits.length
    ? gte(column, digits)
    : (and(gte(column, digits), lt(column, next)) as SQL);
}

/**
 * Digits alone (a sale's number, a CPF/CNPJ being typed, punctuation or not), in a register with CPF/CNPJ
 * fields: the register's own search (a sale's number, a whole document) or a document *starting* with them, a
 * range the (empresa, documento) btree answers. The list's "contains" would match the digits anywhere in a
 * million documents through the trigram index ("500001" keeps most rows as candidates: half a second); a
 * document is typed from its start. undefined: the list's own search applies.
 */
function digitsSearch(def: RegisterDef, q: string, more: ((q: string) => SQL | undefined) | undefined) {
  const digits = q.replace(/[.\-/\s]/g, '');
  if (!/^\d+$/.test(digits) || digits.length > 14) return undefined;
  const documents = def.search.filter((f) => f.model.format === 'cpf-cnpj');
  if (documents.length === 0) return undefined;
  return or(more?.(q), ...documents.map((f) => startsWithDigits(f.column, digits)));
}

/** Rows up to the cap, counted without reading the rest (a LIMIT inside, never count(*) over every match). */
async function cappedCount(db: Db, hits: Subquery): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(hits);
  return Number(row?.n ?? 0);
}

/** Whether the caller may open the register's screens: its x-permission and x-readPermission (docs/produto.md §2). */
function mayOpen(request: FastifyRequest, kit: RegisterKit, empresaId: number): boolean {
  const { permission, readPermission } = kit.def;
  return [permission, readPermission].every(
    (p) => p === undefined || hasPermission(request.auth, empresaId, p),
  );
}

async function searchRegister(
  db: Db,
  request: FastifyRequest,
  kit: RegisterKit,
  empresaId: number,
  q: string,
): Promise<Grupo> {
  const { def } = kit;
  const more = registerHooks[def.resource]?.search;
  const query = parseListQuery(def, filterOf(def), { filter: JSON.stringify({ q }) }, more);
  const where = and(kit.scope(request), digitsSearch(def, q, more) ?? query.where);
  const rows = (await db
    .select()
    .from(def.table)
    .where(where)
    .orderBy(...query.orderBy)
    .limit(POR_GRUPO + 1)) as Row[];
  // a group that is not full tells its total itself
  const counted =
    rows.length > POR_GRUPO
      ? await cappedCount(
          db,
          db
            .select({ one: sql`1`.as('one') })
            .from(def.table)
            .where(where)
            .limit(TOTAL_CAP + 1)
            .as('hits'),
        )
      : rows.length;
  const caminho = `/e/${empresaId}/${def.resource}`;
  return {
    recurso: def.resource,
    rotulo: def.model.label.plural,
    total: Math.min(counted, TOTAL_CAP),
    mais: counted > TOTAL_CAP,
    caminho: `${caminho}?filter=${encodeURIComponent(JSON.stringify({ q }))}`,
    itens: rows.slice(0, POR_GRUPO).map((row) => {
      const record = kit.toRecord(row);
      const id = record.id as number;
      const valores = valoresDaLinha(def, record);
      return {
        id,
        titulo: def.model.represent(record) || String(id),
        subtitulo: linhaDoRegistro(def.model, valores),
        valores,
        caminho: `${caminho}/${id}`,
      };
    }),
  };
}

/**
 * The company's people (docs/produto.md §6: for those who may list them, CADASTRAR_USUARIOS), by the name the company may
 * see (docs/contrato.md §4: a pending invitee's own name and data never cross) or the e-mail the company typed.
 */
async function searchPeople(db: Db, empresaId: number, q: string): Promise<Grupo> {
  const words = q.split(/\s+/).filter(Boolean).slice(0, 10);
  const nome = sql`(${nomeNaEmpresa})`;
  const where = and(
    eq(perfis.empresaId, empresaId),
    ...words.map((word) => or(contains(nome, word), contains(usuarios.email as PgColumn, word))),
  );
  const rows = await db
    .select({
      usuarioId: usuarios.usuarioId,
      nome: nomeNaEmpresa,
      email: usuarios.email,
      papel: papeis.nome,
      aceito: perfis.aceito,
      ativo: perfis.ativo,
    })
    .from(perfis)
    .innerJoin(usuarios, eq(usuarios.usuarioId, perfis.usuarioId))
    .innerJoin(papeis, eq(papeis.papelId, perfis.papelId))
    .where(where)
    .orderBy(asc(sql`f_unaccent(lower(${nome})) collate "C"`), asc(usuarios.usuarioId))
    .limit(POR_GRUPO + 1);
  const counted =
    rows.length > POR_GRUPO
      ? await cappedCount(
          db,
          db
            .select({ one: sql`1`.as('one') })
            .from(perfis)
            .innerJoin(usuarios, eq(usuarios.usuarioId, perfis.usuarioId))
            .where(where)
            .limit(TOTAL_CAP + 1)
            .as('hits'),
        )
      : rows.length;
  return {
    recurso: 'pessoas',
    rotulo: 'Pessoas',
    total: Math.min(counted, TOTAL_CAP),
    mais: counted > TOTAL_CAP,
    caminho: null,
    itens: rows.slice(0, POR_GRUPO).map((r) => {
      const pessoa = { papel: r.papel, email: r.email, pendente: !r.aceito, ativo: r.ativo };
      return {
        id: r.usuarioId,
        titulo: r.nome,
        subtitulo: linhaDaPessoa(pessoa),
        valores: { ...pessoa },
        caminho: `/e/${empresaId}/usuarios/${r.usuarioId}`,
      };
    }),
  };
}

const qError = (message: string) => badRequest('Os dados enviados são inválidos.', [{ field: 'q', message }]);

/** GET /empresas/{empresaId}/busca?q=: the palette's server half. */
export default async function buscaRoutes(app: FastifyInstance) {
  const { db } = app;
  app.get<{ Params: { empresaId: number }; Querystring: { q: string } }>(
    '/empresas/:empresaId/busca',
    {
      // access before validation: someone outside the company learns nothing from a 400 (docs/contrato.md §6)
      preValidation: async (request) => {
        const empresaId = Number((request.params as { empresaId?: unknown }).empresaId);
        if (Number.isInteger(empresaId) && empresaId >= 1) requireEmpresa(request.auth, empresaId);
      },
      schema: {
        tags: ['busca'],
        summary: 'Busca global (Ctrl+K): vendas, negociações, cadastros e pessoas',
        description: `Até ${POR_GRUPO} resultados por grupo, só do que a pessoa pode ver: os cadastros que ela abre (x-permission), no alcance da lista de cada um (um vendedor encontra só as próprias vendas); vendas pelo número, pelo nome do cliente ou pelo CPF/CNPJ, com ou sem pontuação; pessoas só para quem tem CADASTRAR_USUARIOS. Grupos sem resultado não vêm.`,
        params: {
          type: 'object',
          additionalProperties: false,
          required: ['empresaId'],
          properties: { empresaId: INT },
        },
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['q'],
          properties: {
            q: {
              type: 'string',
              minLength: 1,
              maxLength: Q_MAX * 2,
              description: `O texto buscado (1 a ${Q_MAX} caracteres, sem contar espaços nas pontas).`,
            },
          },
        },
        response: { 200: responseSchema, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { empresaId } = request.params;
      const q = request.query.q.trim();
      if (q === '') throw qError('Campo obrigatório.');
      if (q.length > Q_MAX) throw qError(`Use no máximo ${Q_MAX} caracteres.`);
      const kits = [...registerKits(app).values()].filter(
        (kit) => kit.def.scope === 'empresa' && kit.def.search.length > 0 && mayOpen(request, kit, empresaId),
      );
      const ordered = [
        ...FIRST.flatMap((r) => kits.filter((k) => k.def.resource === r)),
        ...kits
          .filter((k) => !FIRST.includes(k.def.resource))
          .sort(
            (a, b) =>
              (a.def.model.menu?.order ?? 0) - (b.def.model.menu?.order ?? 0) ||
              a.def.resource.localeCompare(b.def.resource),
          ),
      ];
      const searches = ordered.map((kit) => searchRegister(db, request, kit, empresaId, q));
      if (hasPermission(request.auth, empresaId, 'CADASTRAR_USUARIOS'))
        searches.splice(FIRST.length, 0, searchPeople(db, empresaId, q));
      const grupos = await Promise.all(searches);
      return { grupos: grupos.filter((g) => g.itens.length > 0) };
    },
  );
}
