import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { type PessoasColumns, type PessoasResource, pessoasColumns } from '../../core/usuarios/columns.ts';
import type { Db } from '../db/client.ts';
import { equipes } from '../db/generated/registers.ts';
import { papeis, perfis, usuarios } from '../db/schema.ts';
import { badRequest } from '../errors.ts';
import {
  everyWord,
  invalid,
  type ListQuerystring,
  listQuerystring,
  type Page,
  parseJson,
  parseRange,
  parseSortPair,
  readPage,
  unsortable,
} from '../lists/protocol.ts';
import { emOutrasEmpresas } from '../shapes.ts';
import type { UsuarioLinha } from './company-users.ts';

// The lists of a company's people (docs/produto.md §7: GET /usuarios/empresas/{id}/admin and /perfis/empresas/{id}/admin),
// paged, filtered, searched and sorted by the database with react-admin's simple REST query (docs/contrato.md §5:
// `filter`, `range`, `sort`, answered with `Content-Range`). Which columns a list has, which it searches, filters
// and sorts by, come from perfil.schema.json and usuario.schema.json (pessoas-model.ts).
//
// Privacy (docs/contrato.md §4): a list filters, searches and sorts by the values the company may SEE, never by the
// stored ones. Before an invited person of other companies accepts, the company sees the name it typed and the
// e-mail: their real name and matrícula are not searched, not filtered, not sorted by, so no query can tell them.

export type { PessoasResource };

/** The person is the company's own to see whole: a member, or someone of this company alone (shapes.ts). */
const daEmpresa = sql`(${perfis.aceito} or (not ${emOutrasEmpresas} and ${usuarios.papelSistema} <> 'ADMIN'))`;

/** A profile's state as the lists show it (core/usuarios/records.ts situacaoOf). */
const situacao = sql<string>`case when not ${perfis.ativo} then 'desativado'
  when ${perfis.aceito} then 'ativo' else 'pendente' end`;

/** The value of each list column as the company may see it, by name. */
function visibleValues(resource: PessoasResource): Record<string, SQL | PgColumn> {
  const common = {
    papelId: perfis.papelId,
    papelNome: papeis.nome,
    equipeId: perfis.equipeId,
    equipeNome: equipes.nome,
    aceito: perfis.aceito,
    ativo: perfis.ativo,
    situacao,
    email: usuarios.email,
  };
  if (resource === 'perfis')
    return { ...common, id: perfis.perfilId, perfilId: perfis.perfilId, nome: perfis.nome };
  return {
    ...common,
    id: usuarios.usuarioId,
    usuarioId: usuarios.usuarioId,
    nomeCompleto: sql`case when ${daEmpresa} then ${usuarios.nomeCompleto} else ${perfis.nome} end`,
    matricula: sql`case when ${daEmpresa} then ${usuarios.matricula} end`,
  };
}

/** One list's query, parsed and checked: the conditions, the order and the page. */
export interface PessoasQuery {
  where: SQL | undefined;
  orderBy: SQL[];
  start: number;
  end: number;
}

const INT_MAX = 2147483647;
const isKey = (v: unknown) => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= INT_MAX;
const isText = (v: unknown) => typeof v === 'string' && v.length <= 200;
const isBool = (v: unknown) => typeof v === 'boolean';

/** A filter value's check by the column's kind; a list of up to 500 of them is one too (react-admin's getMany). */
function valueCheck(columns: PessoasColumns, key: string): (v: unknown) => boolean {
  if (key === 'id' || columns.keys.has(key)) return isKey;
  if (columns.booleans.has(key)) return isBool;
  return isText;
}

function checkFilterValue(columns: PessoasColumns, key: string, wanted: unknown): boolean {
  if (key === 'q') return typeof wanted === 'string' && wanted.length <= 200;
  const ok = valueCheck(columns, key);
  return ok(wanted) || (Array.isArray(wanted) && wanted.length <= 500 && wanted.every(ok));
}

/** The list's filter keys: `q`, `id`, and the schema's x-filter columns (equality, or one of a list). */
export function parseFilter(raw: string | undefined, columns: PessoasColumns): Record<string, unknown> {
  const value = parseJson(raw, 'filter') ?? {};
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw invalid('filter', 'O filtro deve ser um objeto JSON.');
  const errors: Array<{ field: string; message: string }> = [];
  for (const [key, wanted] of Object.entries(value)) {
    if (key !== 'q' && key !== 'id' && !columns.filters.includes(key))
      errors.push({ field: `filter.${key}`, message: 'Filtro desconhecido.' });
    else if (!checkFilterValue(columns, key, wanted))
      errors.push({ field: `filter.${key}`, message: 'Valor inválido.' });
  }
  if (errors.length > 0) throw badRequest('Os dados enviados são inválidos.', errors);
  return value as Record<string, unknown>;
}

function filterConditions(
  resource: PessoasResource,
  columns: PessoasColumns,
  filter: Record<string, unknown>,
): Array<SQL | undefined> {
  const values = visibleValues(resource);
  return Object.entries(filter).map(([key, wanted]) => {
    if (wanted === '' || wanted === undefined) return undefined;
    if (key === 'q')
      return everyWord(
        String(wanted),
        columns.search.map((name) => sql`(${values[name]})::text`),
      );
    const list = Array.isArray(wanted) ? wanted : [wanted];
    if (list.length === 0) return sql`false`;
    const column = values[key] as SQL | PgColumn;
    return list.length === 1 ? sql`(${column}) = ${list[0]}` : sql`(${column}) in ${list}`;
  });
}

/** `sort`: one of the schema's sortable columns; text without accents and case; empty values last either way. */
function orderOf(resource: PessoasResource, columns: PessoasColumns, raw: string | undefined): SQL[] {
  const [field, order] = parseSortPair(raw, columns.defaultSort);
  if (field !== 'id' && !columns.sortable.includes(field)) throw unsortable(field.slice(0, 40));
  const values = visibleValues(resource);
  const value = values[field] as SQL | PgColumn;
  const key = values.id as PgColumn;
  const by = order === 'ASC' ? asc : desc;
  const nullsLast = order === 'ASC' ? sql`asc nulls last` : sql`desc nulls last`;
  const sorted = columns.text.has(field)
    ? sql`f_unaccent(lower((${value})::text)) collate "C" ${nullsLast}`
    : sql`${value} ${nullsLast}`;
  // the key breaks ties, so paging never shows a row twice or skips one
  return [sorted, by(key)];
}

/** `?filter=…&range=…&sort=…` of a people list, checked: a 400 at the query field otherwise. */
export function parsePessoasQuery(
  resource: PessoasResource,
  query: ListQuerystring,
  { paged = true } = {},
): PessoasQuery {
  const columns = pessoasColumns(resource);
  const filter = parseFilter(query.filter, columns);
  const orderBy = orderOf(resource, columns, query.sort);
  const { start, end } = paged ? parseRange(query.range) : { start: 0, end: Number.MAX_SAFE_INTEGER };
  return { where: and(...filterConditions(resource, columns, filter)), orderBy, start, end };
}

/** The rows a people list reads: the company's profiles with their role, user and team (or none). */
function peopleOf(db: Db, resource: PessoasResource, select: Record<string, SQL | PgColumn>) {
  const from = db.select(select).from(perfis).innerJoin(papeis, eq(papeis.papelId, perfis.papelId));
  const people =
    resource === 'usuarios'
      ? from.innerJoin(usuarios, eq(usuarios.usuarioId, perfis.usuarioId))
      : from.leftJoin(usuarios, eq(usuarios.usuarioId, perfis.usuarioId));
  return people.leftJoin(equipes, eq(equipes.equipeId, perfis.equipeId));
}

/** The keys of `limit` people from `offset`, in the list's order. */
export async function pessoasIds(
  db: Db,
  resource: PessoasResource,
  empresaId: number,
  query: PessoasQuery,
  { limit, offset }: { limit: number; offset: number },
): Promise<number[]> {
  const rows = await peopleOf(db, resource, { id: visibleValues(resource).id as PgColumn })
    .where(and(eq(perfis.empresaId, empresaId), query.where))
    .orderBy(...query.orderBy)
    .limit(limit)
    .offset(offset);
  return rows.map((r) => Number(r.id));
}

/**
 * One page of a people list, as keys in the list's order, and how many there are in all (the list protocol): the
 * total read with the page (a window count over the company's people, a few hundred at most), so a full page is
 * one statement; only a page past the end counts apart.
 */
export function pessoasPage(
  db: Db,
  resource: PessoasResource,
  empresaId: number,
  query: PessoasQuery,
): Promise<Page<number>> {
  const where = and(eq(perfis.empresaId, empresaId), query.where);
  let total: number | undefined;
  const read = async (limit: number, offset: number) => {
    const rows = await peopleOf(db, resource, {
      id: visibleValues(resource).id as PgColumn,
      total: sql<number>`count(*) over ()`,
    })
      .where(where)
      .orderBy(...query.orderBy)
      .limit(limit)
      .offset(offset);
    total = rows[0] === undefined ? undefined : Number(rows[0].total);
    return rows.map((r) => Number(r.id));
  };
  const count = async () => {
    if (total !== undefined) return total;
    const [counted] = await peopleOf(db, resource, { total: sql<number>`count(*)::int` }).where(where);
    return Number(counted?.total ?? 0);
  };
  return readPage(query, read, count);
}

/**
 * One page of a company's users with their rows (user, profile, and whether they are in other companies) and the
 * total, in one statement: the users list needs no second read of the page's people.
 */
export function usuariosPage(db: Db, empresaId: number, query: PessoasQuery): Promise<Page<UsuarioLinha>> {
  const where = and(eq(perfis.empresaId, empresaId), query.where);
  let total: number | undefined;
  const read = async (limit: number, offset: number) => {
    const rows = await db
      .select({
        usuario: usuarios,
        perfil: perfis,
        emOutras: emOutrasEmpresas,
        total: sql<number>`count(*) over ()`,
      })
      .from(perfis)
      .innerJoin(papeis, eq(papeis.papelId, perfis.papelId))
      .innerJoin(usuarios, eq(usuarios.usuarioId, perfis.usuarioId))
      .leftJoin(equipes, eq(equipes.equipeId, perfis.equipeId))
      .where(where)
      .orderBy(...query.orderBy)
      .limit(limit)
      .offset(offset);
    total = rows[0] === undefined ? undefined : Number(rows[0].total);
    return rows.map(({ total: _, ...r }) => r);
  };
  const count = async () => {
    if (total !== undefined) return total;
    const [counted] = await peopleOf(db, 'usuarios', { total: sql<number>`count(*)::int` }).where(where);
    return Number(counted?.total ?? 0);
  };
  return readPage(query, read, count);
}

/** Records in the order of `ids` (the page's order); those not found are left out. */
export function inOrder<T>(ids: readonly number[], records: readonly T[], keyOf: (r: T) => number): T[] {
  const byId = new Map(records.map((r) => [keyOf(r), r]));
  return ids.flatMap((id) => {
    const found = byId.get(id);
    return found === undefined ? [] : [found];
  });
}

/** The query parameters of a paged people list, for its route's Fastify schema (the values are JSON texts). */
export const listQueryProperties = (examples: { filter: string; sort: string }) =>
  listQuerystring(examples).properties;

/** Whether a call asked for the list protocol (else the whole array answers, as docs/produto.md §7 has it). */
export const wantsPage = (query: ListQuerystring) =>
  query.filter !== undefined || query.range !== undefined || query.sort !== undefined;
