import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  listPage,
  nomesDe,
  perfilRecord,
  type Row,
  SEARCH_FIELDS,
  SITUACOES,
  type UsuarioEmpresa,
  usuarioRecord,
} from '../../core/usuarios/records.ts';
import type { PerfilAdmin } from '../../core/validation/perfil.ts';
import { requirePermission } from '../access.ts';
import { errorResponses } from '../api-schemas.ts';
import type { Db } from '../db/client.ts';
import { equipes } from '../db/generated/registers.ts';
import { papeis } from '../db/schema.ts';
import { badRequest } from '../errors.ts';
import { exportFilename, sendCsv } from '../registers/export.ts';
import { invalid, parseJson, parseSortPair } from '../registers/query.ts';

// The exports of the company's users and profiles (SPEC §7 lists, CADASTRAR_USUARIOS): the list's whole array,
// filtered and sorted by the very functions the screen's list uses (core/usuarios/records.ts), so the file holds
// what the screen shows. A company's people are one array the list already answers whole: no paging needed, but
// the answer goes out through the same CSV stream as the registers' export.

const situacaoNome = (id: unknown) => SITUACOES.find((s) => s.id === id)?.name ?? '';
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

interface Spec {
  path: string;
  name: 'usuarios' | 'perfis';
  summary: string;
  param: string;
  titles: string[];
  defaultSort: [string, 'ASC' | 'DESC'];
  filterKeys: string[];
  rows(db: Db, empresaId: number): Promise<Row[]>;
  cells(row: Record<string, unknown>): string[];
}

const ID_KEYS = new Set(['id', 'papelId', 'equipeId']);

/** The screen's filter keys: `q`, and equality (or a list) on the others; anything else is a 400. */
function parseFilter(raw: string | undefined, keys: readonly string[]): Record<string, unknown> {
  const value = parseJson(raw, 'filter') ?? {};
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw invalid('filter', 'O filtro deve ser um objeto JSON.');
  const errors: Array<{ field: string; message: string }> = [];
  for (const [key, wanted] of Object.entries(value)) {
    // the keys that name a record (id, papelId, equipeId) hold keys of an integer column, as in every other list
    const scalar = ID_KEYS.has(key)
      ? (v: unknown) => Number.isInteger(v) && (v as number) >= 1 && (v as number) <= 2147483647
      : (v: unknown) => (typeof v === 'string' && v.length <= 200) || typeof v === 'boolean';
    if (!keys.includes(key)) errors.push({ field: `filter.${key}`, message: 'Filtro desconhecido.' });
    else if (
      key === 'q'
        ? typeof wanted !== 'string' || wanted.length > 200
        : !scalar(wanted) && !(Array.isArray(wanted) && wanted.length <= 500 && wanted.every(scalar))
    )
      errors.push({ field: `filter.${key}`, message: 'Valor inválido.' });
  }
  if (errors.length > 0) throw badRequest('Os dados enviados são inválidos.', errors);
  return value as Record<string, unknown>;
}

async function nomes(db: Db, empresaId: number) {
  const [p, e] = await Promise.all([
    db.select().from(papeis),
    db
      .select({ equipeId: equipes.equipeId, nome: equipes.nome })
      .from(equipes)
      .where(eq(equipes.empresaId, empresaId)),
  ]);
  return nomesDe(p, e);
}

function pessoasExport(app: FastifyInstance, spec: Spec) {
  const { db } = app;
  const access = async (request: FastifyRequest) => {
    const empresaId = Number((request.params as Record<string, string>)[spec.param]);
    if (Number.isInteger(empresaId) && empresaId > 0)
      requirePermission(request.auth, empresaId, 'CADASTRAR_USUARIOS');
  };
  app.get<{ Params: Record<string, number>; Querystring: { filter?: string; sort?: string } }>(
    spec.path,
    {
      preValidation: access,
      schema: {
        tags: [spec.name],
        summary: spec.summary,
        params: {
          type: 'object',
          additionalProperties: false,
          required: [spec.param],
          properties: { [spec.param]: { type: 'integer', minimum: 1, maximum: 2147483647 } },
        },
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { filter: { type: 'string' }, sort: { type: 'string' } },
        },
        response: errorResponses(400, 401, 403),
      },
    },
    async (request, reply) => {
      const empresaId = request.params[spec.param] as number;
      const filter = parseFilter(request.query.filter, spec.filterKeys);
      const [field, order] = parseSortPair(request.query.sort, spec.defaultSort);
      // any column of the screen's records (sortRows puts empty values last)
      if (!/^[A-Za-z]{1,40}$/.test(field))
        throw invalid('sort', `Não é possível ordenar por ${field.slice(0, 40)}.`);
      const all = await spec.rows(db, empresaId);
      const { data } = listPage(all, { filter, sort: { field, order } }, SEARCH_FIELDS[spec.name]);
      let at = 0;
      const next = async () => {
        const batch = data.slice(at, at + 1000);
        at += batch.length;
        return batch.length > 0
          ? batch.map((r) => spec.cells(r as unknown as Record<string, unknown>))
          : null;
      };
      return sendCsv(reply, exportFilename(spec.name), spec.titles, next);
    },
  );
}

/** GET /usuarios/empresas/{empresaId}/admin/export: the company's users as the list shows them. */
export function usuariosExportRoute(
  app: FastifyInstance,
  companyUsers: (empresaId: number, withPerfis: true) => Promise<UsuarioEmpresa[]>,
) {
  pessoasExport(app, {
    path: '/usuarios/empresas/:empresaId/admin/export',
    name: 'usuarios',
    summary: 'Exportar os usuários de uma empresa (CSV, CADASTRAR_USUARIOS)',
    param: 'empresaId',
    titles: ['Nome', 'E-mail', 'Matrícula', 'Papel', 'Equipe', 'Situação'],
    defaultSort: ['nomeCompleto', 'ASC'],
    filterKeys: ['q', 'papelId', 'situacao', 'equipeId', 'id'],
    async rows(db, empresaId) {
      const [users, n] = await Promise.all([companyUsers(empresaId, true), nomes(db, empresaId)]);
      return users.map((u) => usuarioRecord(u, empresaId, n));
    },
    cells: (u) => [
      text(u.nomeCompleto),
      text(u.email),
      text(u.matricula),
      text(u.papelNome),
      text(u.equipeNome),
      situacaoNome(u.situacao),
    ],
  });
}

/** GET /perfis/empresas/{companyId}/admin/export: the company's profiles as the list shows them. */
export function perfisExportRoute(
  app: FastifyInstance,
  perfisAdmin: (db: Db, empresaId: number) => Promise<PerfilAdmin[]>,
) {
  pessoasExport(app, {
    path: '/perfis/empresas/:companyId/admin/export',
    name: 'perfis',
    summary: 'Exportar os perfis de uma empresa (CSV, CADASTRAR_USUARIOS)',
    param: 'companyId',
    titles: ['Nome', 'E-mail do usuário', 'Papel', 'Equipe', 'Convite aceito', 'Situação'],
    defaultSort: ['nome', 'ASC'],
    filterKeys: ['q', 'papelId', 'situacao', 'equipeId', 'id'],
    rows: async (db, empresaId) => (await perfisAdmin(db, empresaId)).map(perfilRecord),
    cells: (p) => [
      text(p.nome),
      text(p.email),
      text(p.papelNome),
      text(p.equipeNome),
      p.aceito ? 'Sim' : 'Não',
      situacaoNome(p.situacao),
    ],
  });
}
