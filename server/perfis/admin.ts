import { and, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { canManagePapel, requirePermission } from '../access.ts';
import { errorResponses, idParam } from '../api-schemas.ts';
import type { Db } from '../db/client.ts';
import { perfis } from '../db/schema.ts';
import { fieldError, forbidden, notFound } from '../errors.ts';
import { profileHistory } from '../historico/people.ts';
import { sendPage } from '../lists/protocol.ts';
import { perfisAdmin } from '../shapes.ts';
import { perfisExportRoute } from '../usuarios/export.ts';
import { foto, nomePerfil, twoIds } from '../usuarios/fields.ts';
import {
  inOrder,
  listQueryProperties,
  parsePessoasQuery,
  pessoasPage,
  wantsPage,
} from '../usuarios/pessoas-list.ts';
import { adminOne, changePerfilTx } from './change.ts';
import { tags } from './read.ts';
import {
  assertEquipeDaEmpresa,
  assertPapelExiste,
  assertUsuarioDaEmpresa,
  assertVagaNoContrato,
  type PerfilRow,
} from './rules.ts';

// A company's profiles for those who manage them (docs/produto.md §7 …/perfis/empresas/{id}/admin, CADASTRAR_USUARIOS):
// the list (server-side paging), one, create and change, with the role ladder (only roles below one's own).

const adminResponse = { 200: { $ref: 'PerfilAdmin#' }, ...errorResponses(400, 401, 403, 404, 409) };

const perfilFields = {
  papelId: { type: 'integer', minimum: 1 },
  nome: nomePerfil,
  foto,
  equipeId: { type: ['integer', 'null'], minimum: 1 },
  ativo: { type: 'boolean' },
  aceito: {
    type: 'boolean',
    description: 'Só administradores da plataforma; os demais convites são aceitos pelo usuário.',
  },
} as const;
const bodyProperties = { usuarioId: { type: ['integer', 'null'], minimum: 1 }, ...perfilFields } as const;

type PerfilBody = Partial<{
  usuarioId: number | null;
  papelId: number;
  nome: string;
  foto: string | null;
  equipeId: number | null;
  ativo: boolean;
  aceito: boolean;
}>;
type CreateBody = PerfilBody & { papelId: number; nome: string };
type ListQuery = { filter?: string; range?: string; sort?: string };
type CompanyParams = { companyId: number };
type ProfileParams = { companyId: number; profileId: number };

/** Rules shared by create and update: role and team of this company, `aceito` only for platform admins. */
async function checkBody(db: Db, empresaId: number, body: PerfilBody, isAdmin: boolean) {
  if (body.aceito !== undefined && !isAdmin)
    throw fieldError('aceito', 'Só o próprio usuário pode aceitar o convite.');
  if (body.papelId !== undefined) await assertPapelExiste(db, body.papelId);
  await assertEquipeDaEmpresa(db, empresaId, body.equipeId);
}

/** The whole array (docs/produto.md §7), or with `filter` / `range` / `sort` one page of it, counted (`Content-Range`). */
async function listPerfis(
  db: Db,
  request: FastifyRequest<{ Params: CompanyParams; Querystring: ListQuery }>,
  reply: FastifyReply,
) {
  const { companyId } = request.params;
  requirePermission(request.auth, companyId, 'CADASTRAR_USUARIOS');
  if (!wantsPage(request.query)) return perfisAdmin(db, companyId);
  const query = parsePessoasQuery('perfis', request.query);
  const page = await pessoasPage(db, 'perfis', companyId, query);
  const rows = await perfisAdmin(db, companyId, page.rows);
  return sendPage(reply, 'perfis', { ...page, rows: inOrder(page.rows, rows, (p) => p.perfilId) });
}

async function createPerfil(
  db: Db,
  request: FastifyRequest<{ Params: CompanyParams; Body: CreateBody }>,
  reply: FastifyReply,
) {
  const { companyId } = request.params;
  const body = request.body;
  requirePermission(request.auth, companyId, 'CADASTRAR_USUARIOS');
  await checkBody(db, companyId, body, request.auth.isAdmin);
  if (!canManagePapel(request.auth, companyId, body.papelId))
    throw forbidden('Você só pode atribuir papéis abaixo do seu.');
  // a user of this company already has their one profile here; anyone else does not exist for this call
  if (body.usuarioId !== undefined && body.usuarioId !== null)
    await assertUsuarioDaEmpresa(db, companyId, body.usuarioId);
  // a profile without a user holds no seat of the contract (assertVagaNoContrato)
  const perfilId = await db.transaction(async (tx) => {
    const [created] = await tx
      .insert(perfis)
      .values({
        empresaId: companyId,
        usuarioId: null,
        papelId: body.papelId,
        nome: body.nome.trim(),
        foto: body.foto ?? null,
        equipeId: body.equipeId ?? null,
        ativo: body.ativo ?? true,
        aceito: body.aceito ?? false,
      })
      .returning();
    if (!created) throw new Error('insert returned no profile');
    await profileHistory(tx, request, undefined, created);
    return created.perfilId;
  });
  return reply.status(201).send(await adminOne(db, companyId, perfilId));
}

/** The role ladder of a change: the profile's role, and the new one, below the caller's. */
function checkLadder(request: FastifyRequest, companyId: number, target: PerfilRow, body: PerfilBody) {
  if (!canManagePapel(request.auth, companyId, target.papelId))
    throw forbidden('Você só pode alterar perfis de papéis abaixo do seu.');
  if (body.papelId !== undefined && !canManagePapel(request.auth, companyId, body.papelId))
    throw forbidden('Você só pode atribuir papéis abaixo do seu.');
}

/** The fields a PATCH sets. */
function patchValues(body: PerfilBody): Partial<PerfilRow> {
  const values: Partial<PerfilRow> = {};
  if (body.papelId !== undefined) values.papelId = body.papelId;
  if (body.nome !== undefined) values.nome = body.nome.trim();
  if (body.foto !== undefined) values.foto = body.foto;
  if (body.equipeId !== undefined) values.equipeId = body.equipeId;
  if (body.ativo !== undefined) values.ativo = body.ativo;
  if (body.aceito !== undefined) values.aceito = body.aceito;
  return values;
}

async function patchPerfil(db: Db, request: FastifyRequest<{ Params: ProfileParams; Body: PerfilBody }>) {
  const { companyId, profileId } = request.params;
  const body = request.body;
  requirePermission(request.auth, companyId, 'CADASTRAR_USUARIOS');
  const [target] = await db
    .select()
    .from(perfis)
    .where(and(eq(perfis.perfilId, profileId), eq(perfis.empresaId, companyId)));
  if (!target) throw notFound('Perfil não encontrado.');
  await checkBody(db, companyId, body, request.auth.isAdmin);
  checkLadder(request, companyId, target, body);
  if (body.usuarioId !== undefined && body.usuarioId !== target.usuarioId) {
    if (body.usuarioId === null)
      throw fieldError('usuarioId', 'O usuário de um perfil não muda: desative o perfil.');
    await assertUsuarioDaEmpresa(db, companyId, body.usuarioId, target.perfilId);
  }
  const values = patchValues(body);
  await db.transaction(async (tx) => {
    if (body.ativo === true && !target.ativo && target.usuarioId) await assertVagaNoContrato(tx, companyId);
    await changePerfilTx(tx, request, profileId, values);
  });
  return adminOne(db, companyId, profileId);
}

function readAdminRoutes(app: FastifyInstance) {
  const { db } = app;
  app.get<{ Params: CompanyParams; Querystring: ListQuery }>(
    '/perfis/empresas/:companyId/admin',
    {
      schema: {
        tags,
        summary: 'Os perfis de uma empresa, para administração (CADASTRAR_USUARIOS)',
        description:
          'Sem parâmetros, o array inteiro (docs/produto.md §7). Com `filter` (JSON: `q` busca livre no nome, e-mail do usuário, papel e equipe, sem acentos nem maiúsculas; `id`, `papelId`, `equipeId`, `situacao` = valor ou lista), `range` [início, fim] (no máximo 1.000) ou `sort` ["nome"|"email"|"papelNome"|"equipeNome"|"situacao"|"id", "ASC"|"DESC"], uma página, com o cabeçalho `Content-Range: perfis início-fim/total`.',
        params: idParam('companyId'),
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: listQueryProperties({ filter: '{"q":"ana","papelId":5}', sort: '["nome","ASC"]' }),
        },
        response: {
          200: { type: 'array', items: { $ref: 'PerfilAdmin#' } },
          ...errorResponses(400, 401, 403),
        },
      },
    },
    (request, reply) => listPerfis(db, request, reply),
  );
  perfisExportRoute(app);
  app.get<{ Params: ProfileParams }>(
    '/perfis/empresas/:companyId/:profileId/admin',
    {
      schema: {
        tags,
        summary: 'Um perfil, para administração (CADASTRAR_USUARIOS)',
        params: twoIds('companyId', 'profileId'),
        response: adminResponse,
      },
    },
    async function onePerfilAdmin(request) {
      requirePermission(request.auth, request.params.companyId, 'CADASTRAR_USUARIOS');
      return adminOne(db, request.params.companyId, request.params.profileId);
    },
  );
}

function writeAdminRoutes(app: FastifyInstance) {
  const { db } = app;
  app.post<{ Params: CompanyParams; Body: CreateBody }>(
    '/perfis/empresas/:companyId/admin',
    {
      schema: {
        tags,
        summary: 'Criar um perfil (CADASTRAR_USUARIOS)',
        description:
          'O perfil nasce com aceito=false: o usuário aceita o convite. O papel deve estar abaixo do seu. Um usuarioId só pode ser de quem já tem perfil nesta empresa (409); qualquer outro responde 404, como um id que não existe. Pessoas novas entram por POST /usuarios/empresas/{empresaId}.',
        params: idParam('companyId'),
        body: {
          type: 'object',
          required: ['papelId', 'nome'],
          additionalProperties: false,
          properties: bodyProperties,
        },
        response: { 201: { $ref: 'PerfilAdmin#' }, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request, reply) => createPerfil(db, request, reply),
  );
  app.patch<{ Params: ProfileParams; Body: PerfilBody }>(
    '/perfis/empresas/:companyId/:profileId/admin',
    {
      schema: {
        tags,
        summary: 'Alterar um perfil (CADASTRAR_USUARIOS)',
        description:
          'Só perfis cujo papel está abaixo do seu; o novo papel também. O usuário de um perfil não muda: um usuarioId diferente do atual responde 409 se já tem perfil nesta empresa, senão 404.',
        params: twoIds('companyId', 'profileId'),
        body: { type: 'object', additionalProperties: false, properties: bodyProperties },
        response: adminResponse,
      },
    },
    (request) => patchPerfil(db, request),
  );
}

export function adminRoutes(app: FastifyInstance) {
  readAdminRoutes(app);
  writeAdminRoutes(app);
}
