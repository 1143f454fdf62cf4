import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { nomesDe, perfilRecord, SITUACOES, usuarioRecord } from '../../core/usuarios/records.ts';
import { requirePermission } from '../access.ts';
import { errorResponses } from '../api-schemas.ts';
import type { Db } from '../db/client.ts';
import { equipes } from '../db/generated/registers.ts';
import { papeis } from '../db/schema.ts';
import { exportFilename, sendCsv } from '../registers/export.ts';
import { perfisAdmin } from '../shapes.ts';
import { companyUsers } from './company-users.ts';
import { inOrder, type PessoasResource, parsePessoasQuery, pessoasIds } from './pessoas-list.ts';

// The exports of the company's users and profiles (docs/produto.md §7 lists, CADASTRAR_USUARIOS): every row the list's
// filter selects, in the list's order, found by the very query the paged list runs (pessoas-list.ts), so the
// file holds what the screen shows; read 1,000 keys at a time and streamed as the registers' export is.

const BATCH = 1000;
const situacaoNome = (id: unknown) => SITUACOES.find((s) => s.id === id)?.name ?? '';
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));

interface Spec {
  path: string;
  name: PessoasResource;
  summary: string;
  param: string;
  titles: string[];
  /** One batch of the list's keys as CSV rows, in that order. */
  rows(db: Db, empresaId: number, ids: number[]): Promise<string[][]>;
}

async function nomes(db: Db, empresaId: number) {
  const [p, e] = await Promise.all([
    db.select({ papelId: papeis.papelId, nome: papeis.nome }).from(papeis),
    db
      .select({ equipeId: equipes.equipeId, nome: equipes.nome })
      .from(equipes)
      .where(eq(equipes.empresaId, empresaId)),
  ]);
  return nomesDe(p, e);
}

async function sendExport(
  db: Db,
  spec: Spec,
  request: FastifyRequest<{
    Params: Record<string, number>;
    Querystring: { filter?: string; sort?: string };
  }>,
  reply: FastifyReply,
) {
  const empresaId = request.params[spec.param] as number;
  const query = parsePessoasQuery(spec.name, request.query, { paged: false });
  let at = 0;
  const next = async () => {
    const ids = await pessoasIds(db, spec.name, empresaId, query, { limit: BATCH, offset: at });
    at += ids.length;
    return ids.length > 0 ? spec.rows(db, empresaId, ids) : null;
  };
  return sendCsv(reply, exportFilename(spec.name), spec.titles, next);
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
    (request, reply) => sendExport(db, spec, request, reply),
  );
}

/** GET /usuarios/empresas/{empresaId}/admin/export: the company's users as the list shows them. */
export function usuariosExportRoute(app: FastifyInstance) {
  pessoasExport(app, {
    path: '/usuarios/empresas/:empresaId/admin/export',
    name: 'usuarios',
    summary: 'Exportar os usuários de uma empresa (CSV, CADASTRAR_USUARIOS)',
    param: 'empresaId',
    titles: ['Nome', 'E-mail', 'Matrícula', 'Papel', 'Equipe', 'Situação'],
    async rows(db, empresaId, ids) {
      const [users, n] = await Promise.all([companyUsers(db, empresaId, true, ids), nomes(db, empresaId)]);
      return inOrder(ids, users, (u) => u.usuarioId)
        .map((u) => usuarioRecord(u, empresaId, n))
        .map((u) => [
          text(u.nomeCompleto),
          text(u.email),
          text(u.matricula),
          text(u.papelNome),
          text(u.equipeNome),
          situacaoNome(u.situacao),
        ]);
    },
  });
}

/** GET /perfis/empresas/{companyId}/admin/export: the company's profiles as the list shows them. */
export function perfisExportRoute(app: FastifyInstance) {
  pessoasExport(app, {
    path: '/perfis/empresas/:companyId/admin/export',
    name: 'perfis',
    summary: 'Exportar os perfis de uma empresa (CSV, CADASTRAR_USUARIOS)',
    param: 'companyId',
    titles: ['Nome', 'E-mail do usuário', 'Papel', 'Equipe', 'Convite aceito', 'Situação'],
    async rows(db, empresaId, ids) {
      return inOrder(ids, await perfisAdmin(db, empresaId, ids), (p) => p.perfilId)
        .map(perfilRecord)
        .map((p) => [
          text(p.nome),
          text(p.email),
          text(p.papelNome),
          text(p.equipeNome),
          p.aceito ? 'Sim' : 'Não',
          situacaoNome(p.situacao),
        ]);
    },
  });
}
