import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { canManagePapel, requirePermission } from '../access.ts';
import { errorResponses, idParam } from '../api-schemas.ts';
import { hashPassword } from '../auth/passwords.ts';
import { revokeOtherSessions } from '../auth/refresh-tokens.ts';
import type { Db } from '../db/client.ts';
import { perfis, usuarios } from '../db/schema.ts';
import { conflict, fieldError, forbidden, notFound } from '../errors.ts';
import { profileHistory, userHistory } from '../historico/people.ts';
import { sendPage } from '../lists/protocol.ts';
import { assertEquipeDaEmpresa, assertPapelExiste, assertVagaNoContrato } from '../perfis/rules.ts';
import { findUsuario } from '../shapes.ts';
import { companyUsers, usuarioEmpresa } from './company-users.ts';
import { usuariosExportRoute } from './export.ts';
import { email, matricula, nomeCompleto, senha, twoIds } from './fields.ts';
import { listQueryProperties, parsePessoasQuery, usuariosPage, wantsPage } from './pessoas-list.ts';

// A company's users (docs/produto.md §7 /usuarios/empresas/…, CADASTRAR_USUARIOS): the list, one, the invitation and the
// change, each as the company may see and touch them (docs/contrato.md §4).

const tags = ['usuarios'];

export interface EmpresaUsuarioBody {
  nomeCompleto?: string;
  email?: string;
  papelId?: number;
  matricula?: number | null;
  equipeId?: number | null;
  senha?: string;
}
type InviteBody = Required<Pick<EmpresaUsuarioBody, 'nomeCompleto' | 'email' | 'papelId'>> &
  EmpresaUsuarioBody;
type ListQuery = { includePerfis?: boolean; filter?: string; range?: string; sort?: string };
type UsuarioValues = Partial<typeof usuarios.$inferInsert>;
type PerfilValues = Partial<typeof perfis.$inferInsert>;

const bodyProperties = {
  nomeCompleto,
  email,
  papelId: { type: 'integer', minimum: 1 },
  matricula,
  equipeId: { type: ['integer', 'null'], minimum: 1 },
  senha,
} as const;

async function companyUser(db: Db, empresaId: number, usuarioId: number) {
  const [u] = await companyUsers(db, empresaId, true, [usuarioId]);
  if (!u) throw notFound('Usuário não encontrado nesta empresa.');
  return u;
}

/**
 * The whole array (docs/produto.md §7), or, with react-admin's `filter` / `range` / `sort`, one page of it found, ordered and
 * counted by the database (`Content-Range`).
 */
async function listUsers(
  db: Db,
  request: FastifyRequest<{ Params: { empresaId: number }; Querystring: ListQuery }>,
  reply: FastifyReply,
) {
  const { empresaId } = request.params;
  requirePermission(request.auth, empresaId, 'CADASTRAR_USUARIOS');
  const withPerfis = request.query.includePerfis === true;
  if (!wantsPage(request.query)) return companyUsers(db, empresaId, withPerfis);
  const query = parsePessoasQuery('usuarios', request.query);
  // the page's users read with it: one statement
  const page = await usuariosPage(db, empresaId, query);
  return sendPage(reply, 'usuarios', { ...page, rows: page.rows.map((r) => usuarioEmpresa(r, withPerfis)) });
}

/** 409 when the e-mail's user already has a profile in this company. */
async function assertNotMember(db: Db, empresaId: number, usuarioId: number) {
  const [has] = await db
    .select({ perfilId: perfis.perfilId })
    .from(perfis)
    .where(and(eq(perfis.usuarioId, usuarioId), eq(perfis.empresaId, empresaId)));
  if (has)
    throw conflict('Este usuário já tem um perfil nesta empresa.', [
      { field: 'email', message: 'Este usuário já tem um perfil nesta empresa.' },
    ]);
}

/** The user (new, or the existing one of that e-mail) and their pending profile, with their history. */
async function inviteTx(
  tx: Db,
  request: FastifyRequest,
  empresaId: number,
  person: { nome: string; mail: string; existing: number | undefined; senhaHash: string | null },
  body: InviteBody,
) {
  // a pending invitation holds a seat of the contract
  await assertVagaNoContrato(tx, empresaId);
  let id = person.existing;
  if (id === undefined) {
    const [created] = await tx
      .insert(usuarios)
      .values({
        nomeCompleto: person.nome,
        email: person.mail,
        matricula: body.matricula ?? null,
        empresaPrincipalId: empresaId,
        senhaHash: person.senhaHash,
      })
      .returning();
    if (!created) throw new Error('insert returned no user');
    id = created.usuarioId;
    // a person new to the platform, made by this company: their account's creation is this company's
    await userHistory(tx, request, empresaId, undefined, created);
  }
  // an existing person keeps their account out of this company's history: only the profile is its own
  const [perfil] = await tx
    .insert(perfis)
    .values({
      usuarioId: id,
      empresaId,
      papelId: body.papelId,
      nome: person.nome,
      equipeId: body.equipeId ?? null,
      aceito: false,
      ativo: true,
    })
    .returning();
  if (perfil) await profileHistory(tx, request, undefined, perfil);
  return id;
}

async function invite(
  db: Db,
  request: FastifyRequest<{ Params: { empresaId: number }; Body: InviteBody }>,
  reply: FastifyReply,
) {
  const { empresaId } = request.params;
  const body = request.body;
  requirePermission(request.auth, empresaId, 'CADASTRAR_USUARIOS');
  await assertPapelExiste(db, body.papelId);
  if (!canManagePapel(request.auth, empresaId, body.papelId))
    throw forbidden('Você só pode atribuir papéis abaixo do seu.');
  await assertEquipeDaEmpresa(db, empresaId, body.equipeId);
  const mail = body.email.trim().toLowerCase();
  const nome = body.nomeCompleto.trim();
  if (!nome) throw fieldError('nomeCompleto', 'Campo obrigatório.');
  const [existing] = await db.select().from(usuarios).where(eq(usuarios.email, mail));
  if (existing) await assertNotMember(db, empresaId, existing.usuarioId);
  const senhaHash = body.senha && !existing ? await hashPassword(body.senha) : null;
  const person = { nome, mail, existing: existing?.usuarioId, senhaHash };
  const usuarioId = await db.transaction((tx) => inviteTx(tx, request, empresaId, person, body));
  return reply.status(201).send(await companyUser(db, empresaId, usuarioId));
}

/** The person's own data a PATCH changes (name, e-mail, matrícula, password). */
async function personalValues(body: EmpresaUsuarioBody): Promise<UsuarioValues> {
  const personal: UsuarioValues = {};
  if (body.nomeCompleto !== undefined) personal.nomeCompleto = body.nomeCompleto.trim();
  if (body.email !== undefined) personal.email = body.email.trim().toLowerCase();
  if (body.matricula !== undefined) personal.matricula = body.matricula;
  if (body.senha !== undefined) personal.senhaHash = await hashPassword(body.senha);
  return personal;
}

/**
 * Whether the account is shared with other companies (or a platform admin's): a change to it is no one
 * company's, and only a platform admin makes it (403 otherwise).
 */
async function sharedAccount(db: Db, request: FastifyRequest, empresaId: number, usuarioId: number) {
  const target = await findUsuario(db, usuarioId);
  const [elsewhere] = await db
    .select({ perfilId: perfis.perfilId })
    .from(perfis)
    .where(and(eq(perfis.usuarioId, usuarioId), ne(perfis.empresaId, empresaId)))
    .limit(1);
  const shared = target.papelSistema === 'ADMIN' || elsewhere !== undefined;
  if (shared && !request.auth.isAdmin)
    throw forbidden('Este usuário também pertence a outras empresas: só ele pode alterar os próprios dados.');
  return shared;
}

/** The role a PATCH gives exists, and sits below the caller's. */
async function checkNewPapel(
  db: Db,
  request: FastifyRequest,
  empresaId: number,
  papelId: number | undefined,
) {
  if (papelId === undefined) return;
  await assertPapelExiste(db, papelId);
  if (!canManagePapel(request.auth, empresaId, papelId))
    throw forbidden('Você só pode atribuir papéis abaixo do seu.');
}

interface UpdatePlan {
  usuarioId: number;
  empresaId: number;
  perfil: typeof perfis.$inferSelect;
  personal: UsuarioValues;
  shared: boolean;
  body: EmpresaUsuarioBody;
}

/** Writes the account's and the profile's changes, each with its history, in the caller's transaction. */
async function updateTx(tx: Db, request: FastifyRequest, plan: UpdatePlan) {
  const { usuarioId, empresaId, perfil, personal, body } = plan;
  if (Object.keys(personal).length > 0) {
    const [before] = await tx.select().from(usuarios).where(eq(usuarios.usuarioId, usuarioId)).for('update');
    const [after] = await tx
      .update(usuarios)
      .set({ ...personal, updatedAt: new Date() })
      .where(eq(usuarios.usuarioId, usuarioId))
      .returning();
    if (before && after) await userHistory(tx, request, plan.shared ? null : empresaId, before, after);
  }
  const perfilValues: PerfilValues = {};
  if (body.papelId !== undefined) perfilValues.papelId = body.papelId;
  if (body.equipeId !== undefined) perfilValues.equipeId = body.equipeId;
  if (personal.nomeCompleto) perfilValues.nome = personal.nomeCompleto;
  if (Object.keys(perfilValues).length === 0) return;
  const [before] = await tx.select().from(perfis).where(eq(perfis.perfilId, perfil.perfilId)).for('update');
  const [after] = await tx
    .update(perfis)
    .set({ ...perfilValues, updatedAt: new Date() })
    .where(eq(perfis.perfilId, perfil.perfilId))
    .returning();
  if (after) await profileHistory(tx, request, before ?? perfil, after);
}

async function updateUser(
  db: Db,
  request: FastifyRequest<{ Params: { empresaId: number; usuarioId: number }; Body: EmpresaUsuarioBody }>,
) {
  const { empresaId, usuarioId } = request.params;
  const body = request.body;
  requirePermission(request.auth, empresaId, 'CADASTRAR_USUARIOS');
  const [perfil] = await db
    .select()
    .from(perfis)
    .where(and(eq(perfis.usuarioId, usuarioId), eq(perfis.empresaId, empresaId)));
  if (!perfil) throw notFound('Usuário não encontrado nesta empresa.');
  if (!canManagePapel(request.auth, empresaId, perfil.papelId))
    throw forbidden('Você só pode alterar usuários de papéis abaixo do seu.');
  await checkNewPapel(db, request, empresaId, body.papelId);
  await assertEquipeDaEmpresa(db, empresaId, body.equipeId);
  const personal = await personalValues(body);
  const shared =
    Object.keys(personal).length > 0 ? await sharedAccount(db, request, empresaId, usuarioId) : false;
  const plan = { usuarioId, empresaId, perfil, personal, shared, body };
  await db.transaction((tx) => updateTx(tx, request, plan));
  // A new password ends the user's sessions everywhere.
  if (personal.senhaHash) await revokeOtherSessions(db, usuarioId, '00000000-0000-0000-0000-000000000000');
  return companyUser(db, empresaId, usuarioId);
}

const LIST_DESCRIPTION =
  'Sem parâmetros, o array inteiro (docs/produto.md §7). Com `filter` (JSON: `q` busca livre no nome, e-mail, matrícula, papel e equipe, sem acentos nem maiúsculas; `id`, `papelId`, `equipeId`, `situacao` = valor ou lista), `range` [início, fim] (no máximo 1.000) ou `sort` ["nomeCompleto"|"email"|"matricula"|"papelNome"|"equipeNome"|"situacao"|"id", "ASC"|"DESC"], uma página, com o cabeçalho `Content-Range: usuarios início-fim/total`. A busca, os filtros e a ordem usam só o que a empresa vê da pessoa.';

function listRoutes(app: FastifyInstance) {
  const { db } = app;
  app.get<{ Params: { empresaId: number }; Querystring: ListQuery }>(
    '/usuarios/empresas/:empresaId/admin',
    {
      schema: {
        tags,
        summary: 'Os usuários de uma empresa (CADASTRAR_USUARIOS)',
        description: LIST_DESCRIPTION,
        params: idParam('empresaId'),
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: {
            includePerfis: { type: 'boolean', default: false },
            ...listQueryProperties({
              filter: '{"q":"silva","situacao":"pendente"}',
              sort: '["nomeCompleto","ASC"]',
            }),
          },
        },
        response: {
          200: { type: 'array', items: { $ref: 'UsuarioEmpresa#' } },
          ...errorResponses(400, 401, 403),
        },
      },
    },
    (request, reply) => listUsers(db, request, reply),
  );
  usuariosExportRoute(app);

  app.get<{ Params: { empresaId: number; usuarioId: number } }>(
    '/usuarios/empresas/:empresaId/:usuarioId/admin',
    {
      schema: {
        tags,
        summary: 'Um usuário da empresa, com seu perfil nela (CADASTRAR_USUARIOS)',
        params: twoIds('empresaId', 'usuarioId'),
        response: { 200: { $ref: 'UsuarioEmpresa#' }, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async function oneUser(request) {
      requirePermission(request.auth, request.params.empresaId, 'CADASTRAR_USUARIOS');
      return companyUser(db, request.params.empresaId, request.params.usuarioId);
    },
  );
}

function writeRoutes(app: FastifyInstance) {
  const { db } = app;
  app.post<{ Params: { empresaId: number }; Body: InviteBody }>(
    '/usuarios/empresas/:empresaId',
    {
      schema: {
        tags,
        summary: 'Convidar um usuário para a empresa (CADASTRAR_USUARIOS)',
        description:
          'Cria o usuário e um perfil pendente (aceito=false). Se o e-mail já existe sem perfil nesta empresa, reaproveita o usuário (matrícula e senha enviadas ficam de fora) e, até ele aceitar, a empresa vê só o e-mail e o nome digitado; se já tem perfil aqui, 409.',
        params: idParam('empresaId'),
        body: {
          type: 'object',
          required: ['nomeCompleto', 'email', 'papelId'],
          additionalProperties: false,
          properties: bodyProperties,
        },
        response: { 201: { $ref: 'UsuarioEmpresa#' }, ...errorResponses(400, 401, 403, 409) },
      },
    },
    (request, reply) => invite(db, request, reply),
  );

  app.patch<{ Params: { empresaId: number; usuarioId: number }; Body: EmpresaUsuarioBody }>(
    '/usuarios/empresas/:empresaId/:usuarioId',
    {
      schema: {
        tags,
        summary: 'Alterar um usuário da empresa (CADASTRAR_USUARIOS)',
        description:
          'Papel e equipe mudam o perfil nesta empresa. Nome, e-mail, matrícula e senha só de usuários que não pertencem a outras empresas (os demais alteram os próprios dados). Só usuários de papéis abaixo do seu.',
        params: twoIds('empresaId', 'usuarioId'),
        body: { type: 'object', additionalProperties: false, properties: bodyProperties },
        response: { 200: { $ref: 'UsuarioEmpresa#' }, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    (request) => updateUser(db, request),
  );
}

export function companyUserRoutes(app: FastifyInstance) {
  listRoutes(app);
  writeRoutes(app);
}
