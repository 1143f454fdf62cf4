import { and, asc, eq, ilike, inArray, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { canEnterCompany, canManagePapel, requirePermission } from '../access.ts';
import { errorResponses, idParam } from '../api-schemas.ts';
import { hashPassword, verifyPassword } from '../auth/passwords.ts';
import { revokeOtherSessions } from '../auth/refresh-tokens.ts';
import { perfis, usuarios } from '../db/schema.ts';
import { badRequest, conflict, fieldError, forbidden, notFound } from '../errors.ts';
import { profileHistory, userHistory } from '../historico/people.ts';
import { assertEquipeDaEmpresa, assertPapelExiste, assertVagaNoContrato } from '../perfis/rules.ts';
import { emOutrasEmpresas, findUsuario, perfilOut, sessionUser, usuarioNaEmpresa } from '../shapes.ts';
import { usuariosExportRoute } from './export.ts';

const nomeCompleto = { type: 'string', minLength: 1, maxLength: 120 } as const;
const email = { type: 'string', format: 'email', maxLength: 254 } as const;
const matricula = { type: ['integer', 'null'], minimum: 0, maximum: 2147483647 } as const;
const senha = { type: 'string', minLength: 8, maxLength: 200 } as const;

const porNome = new Intl.Collator('pt-BR', { sensitivity: 'base', numeric: true });

/** Today in Brazil (Brasília time), as YYYY-MM-DD: the date a user accepted the terms. */
export function hojeNoBrasil(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(now);
}

interface CompanyUserBody {
  nomeCompleto?: string;
  email?: string;
  papelId?: number;
  matricula?: number | null;
  equipeId?: number | null;
  senha?: string;
}

export default async function usuariosRoutes(app: FastifyInstance) {
  const { db, config } = app;
  const tags = ['usuarios'];
  const sessionResponse = { 200: { $ref: 'SessionUser#' }, ...errorResponses(400, 401) };

  app.get(
    '/usuarios/me',
    { schema: { tags, summary: 'O usuário da sessão', response: sessionResponse } },
    async (request) => sessionUser(db, request.auth.usuarioId, config.termosVersao),
  );

  app.patch<{
    Body: { nomeCompleto?: string; matricula?: number | null; senhaAtual?: string; novaSenha?: string };
  }>(
    '/usuarios/me',
    {
      schema: {
        tags,
        summary: 'Alterar os próprios dados',
        description:
          'Nome, matrícula e senha. Trocar a senha pede a senha atual e encerra as outras sessões do usuário; outros campos são recusados.',
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            nomeCompleto,
            matricula,
            senhaAtual: { type: 'string', maxLength: 200 },
            novaSenha: senha,
          },
        },
        response: sessionResponse,
      },
    },
    async (request) => {
      const { usuarioId, sessaoId } = request.auth;
      const body = request.body;
      const values: Partial<typeof usuarios.$inferInsert> = {};
      if (body.nomeCompleto !== undefined) {
        const nome = body.nomeCompleto.trim();
        if (!nome) throw fieldError('nomeCompleto', 'Campo obrigatório.');
        values.nomeCompleto = nome;
      }
      if (body.matricula !== undefined) values.matricula = body.matricula;
      if (body.novaSenha !== undefined) {
        if (!body.senhaAtual) throw fieldError('senhaAtual', 'Informe a senha atual para trocá-la.');
        const user = await findUsuario(db, usuarioId);
        // a wrong current password is a failed sign-in for this user, limited the same way (CONTRACT.md §3)
        await app.loginLimiter.guard(user.email, request.ip);
        if (!(await verifyPassword(user.senhaHash, body.senhaAtual))) {
          await app.loginLimiter.fail(user.email, request.ip);
          throw fieldError('senhaAtual', 'A senha atual não confere.');
        }
        values.senhaHash = await hashPassword(body.novaSenha);
      } else if (body.senhaAtual !== undefined) {
        throw fieldError('novaSenha', 'Informe a nova senha.');
      }
      if (Object.keys(values).length > 0) {
        // the change and its history (the person's own account: no company's) in one transaction
        await db.transaction(async (tx) => {
          const [before] = await tx
            .select()
            .from(usuarios)
            .where(eq(usuarios.usuarioId, usuarioId))
            .for('update');
          const [after] = await tx
            .update(usuarios)
            .set({ ...values, updatedAt: new Date() })
            .where(eq(usuarios.usuarioId, usuarioId))
            .returning();
          if (before && after) await userHistory(tx as never, request, null, before, after);
        });
      }
      if (values.senhaHash) await revokeOtherSessions(db, usuarioId, sessaoId);
      return sessionUser(db, usuarioId, config.termosVersao);
    },
  );

  app.post(
    '/usuarios/me/aceitar-termos',
    {
      schema: {
        tags,
        summary: 'Aceitar a versão vigente dos termos de uso',
        description: 'Registra a data de hoje (horário de Brasília) e a versão vigente.',
        response: sessionResponse,
      },
    },
    async (request) => {
      const { usuarioId } = request.auth;
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(usuarios)
          .where(eq(usuarios.usuarioId, usuarioId))
          .for('update');
        const [after] = await tx
          .update(usuarios)
          .set({ aceiteTermos: { data: hojeNoBrasil(), versao: config.termosVersao }, updatedAt: new Date() })
          .where(eq(usuarios.usuarioId, usuarioId))
          .returning();
        if (before && after) await userHistory(tx as never, request, null, before, after);
      });
      return sessionUser(db, request.auth.usuarioId, config.termosVersao);
    },
  );

  /**
   * The users of a company as it may see them (shapes.ts usuarioNaEmpresa), with (optionally) their profile there
   * and never one elsewhere; in the order of the names shown, so not even the order tells a hidden name.
   */
  const companyUsers = async (empresaId: number, withPerfis: boolean, usuarioId?: number) => {
    const rows = await db
      .select({ usuario: usuarios, perfil: perfis, emOutras: emOutrasEmpresas })
      .from(perfis)
      .innerJoin(usuarios, eq(usuarios.usuarioId, perfis.usuarioId))
      .where(
        and(
          eq(perfis.empresaId, empresaId),
          usuarioId === undefined ? undefined : eq(usuarios.usuarioId, usuarioId),
        ),
      );
    return rows
      .map((r) => ({
        ...usuarioNaEmpresa(r.usuario, r.perfil, r.emOutras),
        ...(withPerfis ? { perfis: [perfilOut(r.perfil)] } : {}),
      }))
      .sort((a, b) => porNome.compare(a.nomeCompleto, b.nomeCompleto) || a.usuarioId - b.usuarioId);
  };

  const companyUser = async (empresaId: number, usuarioId: number) => {
    const [u] = await companyUsers(empresaId, true, usuarioId);
    if (!u) throw notFound('Usuário não encontrado nesta empresa.');
    return u;
  };

  app.get<{ Params: { empresaId: number }; Querystring: { includePerfis?: boolean } }>(
    '/usuarios/empresas/:empresaId/admin',
    {
      schema: {
        tags,
        summary: 'Os usuários de uma empresa (CADASTRAR_USUARIOS)',
        params: idParam('empresaId'),
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { includePerfis: { type: 'boolean', default: false } },
        },
        response: {
          200: { type: 'array', items: { $ref: 'UsuarioEmpresa#' } },
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      requirePermission(request.auth, request.params.empresaId, 'CADASTRAR_USUARIOS');
      return companyUsers(request.params.empresaId, request.query.includePerfis === true);
    },
  );
  usuariosExportRoute(app, companyUsers);

  app.get<{ Params: { empresaId: number; usuarioId: number } }>(
    '/usuarios/empresas/:empresaId/:usuarioId/admin',
    {
      schema: {
        tags,
        summary: 'Um usuário da empresa, com seu perfil nela (CADASTRAR_USUARIOS)',
        params: {
          type: 'object',
          required: ['empresaId', 'usuarioId'],
          properties: {
            empresaId: { type: 'integer', minimum: 1 },
            usuarioId: { type: 'integer', minimum: 1 },
          },
        },
        response: { 200: { $ref: 'UsuarioEmpresa#' }, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => {
      requirePermission(request.auth, request.params.empresaId, 'CADASTRAR_USUARIOS');
      return companyUser(request.params.empresaId, request.params.usuarioId);
    },
  );

  app.post<{
    Params: { empresaId: number };
    Body: Required<Pick<CompanyUserBody, 'nomeCompleto' | 'email' | 'papelId'>> & CompanyUserBody;
  }>(
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
          properties: {
            nomeCompleto,
            email,
            papelId: { type: 'integer', minimum: 1 },
            matricula,
            equipeId: { type: ['integer', 'null'], minimum: 1 },
            senha,
          },
        },
        response: { 201: { $ref: 'UsuarioEmpresa#' }, ...errorResponses(400, 401, 403, 409) },
      },
    },
    async (request, reply) => {
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
      if (existing) {
        const [has] = await db
          .select({ perfilId: perfis.perfilId })
          .from(perfis)
          .where(and(eq(perfis.usuarioId, existing.usuarioId), eq(perfis.empresaId, empresaId)));
        if (has)
          throw conflict('Este usuário já tem um perfil nesta empresa.', [
            { field: 'email', message: 'Este usuário já tem um perfil nesta empresa.' },
          ]);
      }
      const senhaHash = body.senha && !existing ? await hashPassword(body.senha) : null;
      const usuarioId = await db.transaction(async (tx) => {
        // a pending invitation holds a seat of the contract
        await assertVagaNoContrato(tx, empresaId);
        let id = existing?.usuarioId;
        if (id === undefined) {
          const [created] = await tx
            .insert(usuarios)
            .values({
              nomeCompleto: nome,
              email: mail,
              matricula: body.matricula ?? null,
              empresaPrincipalId: empresaId,
              senhaHash,
            })
            .returning();
          id = created!.usuarioId;
          // a person new to the platform, made by this company: their account's creation is this company's
          await userHistory(tx as never, request, empresaId, undefined, created!);
        }
        // an existing person keeps their account out of this company's history: only the profile is its own
        const [perfil] = await tx
          .insert(perfis)
          .values({
            usuarioId: id,
            empresaId,
            papelId: body.papelId,
            nome,
            equipeId: body.equipeId ?? null,
            aceito: false,
            ativo: true,
          })
          .returning();
        await profileHistory(tx as never, request, undefined, perfil!);
        return id;
      });
      return reply.status(201).send(await companyUser(empresaId, usuarioId));
    },
  );

  app.patch<{ Params: { empresaId: number; usuarioId: number }; Body: CompanyUserBody }>(
    '/usuarios/empresas/:empresaId/:usuarioId',
    {
      schema: {
        tags,
        summary: 'Alterar um usuário da empresa (CADASTRAR_USUARIOS)',
        description:
          'Papel e equipe mudam o perfil nesta empresa. Nome, e-mail, matrícula e senha só de usuários que não pertencem a outras empresas (os demais alteram os próprios dados). Só usuários de papéis abaixo do seu.',
        params: {
          type: 'object',
          required: ['empresaId', 'usuarioId'],
          properties: {
            empresaId: { type: 'integer', minimum: 1 },
            usuarioId: { type: 'integer', minimum: 1 },
          },
        },
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            nomeCompleto,
            email,
            papelId: { type: 'integer', minimum: 1 },
            matricula,
            equipeId: { type: ['integer', 'null'], minimum: 1 },
            senha,
          },
        },
        response: { 200: { $ref: 'UsuarioEmpresa#' }, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => {
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
      if (body.papelId !== undefined) {
        await assertPapelExiste(db, body.papelId);
        if (!canManagePapel(request.auth, empresaId, body.papelId))
          throw forbidden('Você só pode atribuir papéis abaixo do seu.');
      }
      await assertEquipeDaEmpresa(db, empresaId, body.equipeId);

      const personal: Partial<typeof usuarios.$inferInsert> = {};
      if (body.nomeCompleto !== undefined) personal.nomeCompleto = body.nomeCompleto.trim();
      if (body.email !== undefined) personal.email = body.email.trim().toLowerCase();
      if (body.matricula !== undefined) personal.matricula = body.matricula;
      if (body.senha !== undefined) personal.senhaHash = await hashPassword(body.senha);
      // a change to an account other companies share (only a platform admin makes it) is no one company's
      let shared = false;
      if (Object.keys(personal).length > 0) {
        const target = await findUsuario(db, usuarioId);
        const [elsewhere] = await db
          .select({ perfilId: perfis.perfilId })
          .from(perfis)
          .where(and(eq(perfis.usuarioId, usuarioId), ne(perfis.empresaId, empresaId)))
          .limit(1);
        shared = target.papelSistema === 'ADMIN' || elsewhere !== undefined;
        if (shared && !request.auth.isAdmin)
          throw forbidden(
            'Este usuário também pertence a outras empresas: só ele pode alterar os próprios dados.',
          );
      }
      await db.transaction(async (tx) => {
        if (Object.keys(personal).length > 0) {
          const [before] = await tx
            .select()
            .from(usuarios)
            .where(eq(usuarios.usuarioId, usuarioId))
            .for('update');
          const [after] = await tx
            .update(usuarios)
            .set({ ...personal, updatedAt: new Date() })
            .where(eq(usuarios.usuarioId, usuarioId))
            .returning();
          if (before && after)
            await userHistory(tx as never, request, shared ? null : empresaId, before, after);
        }
        const perfilValues: Partial<typeof perfis.$inferInsert> = {};
        if (body.papelId !== undefined) perfilValues.papelId = body.papelId;
        if (body.equipeId !== undefined) perfilValues.equipeId = body.equipeId;
        if (personal.nomeCompleto) perfilValues.nome = personal.nomeCompleto;
        if (Object.keys(perfilValues).length > 0) {
          const [before] = await tx
            .select()
            .from(perfis)
            .where(eq(perfis.perfilId, perfil.perfilId))
            .for('update');
          const [after] = await tx
            .update(perfis)
            .set({ ...perfilValues, updatedAt: new Date() })
            .where(eq(perfis.perfilId, perfil.perfilId))
            .returning();
          if (after) await profileHistory(tx as never, request, before ?? perfil, after);
        }
      });
      // A new password ends the user's sessions everywhere.
      if (personal.senhaHash)
        await revokeOtherSessions(db, usuarioId, '00000000-0000-0000-0000-000000000000');
      return companyUser(empresaId, usuarioId);
    },
  );

  /** Companies the caller can enter; ADMIN sees everyone (null). */
  const reachableCompanies = (request: { auth: { isAdmin: boolean; perfis: { empresaId: number }[] } }) =>
    request.auth.isAdmin
      ? null
      : [...new Set(request.auth.perfis.map((p) => p.empresaId))].filter((id) =>
          canEnterCompany(request.auth as never, id),
        );

  app.get<{ Params: { usuarioId: number } }>(
    '/usuarios/:usuarioId/public',
    {
      schema: {
        tags,
        summary: 'Dados públicos de um usuário',
        description:
          'Visíveis a quem compartilha com ele uma empresa onde ambos têm perfil aceito e ativo (ADMIN: todos); os demais, e ids que não existem, respondem o mesmo 404.',
        params: idParam('usuarioId'),
        response: { 200: { $ref: 'UsuarioResumo#' }, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const { usuarioId } = request.params;
      const companies = reachableCompanies(request);
      const everyProfile = companies === null || usuarioId === request.auth.usuarioId;
      // someone else: only through a profile accepted and active in a company the caller is a member of, and
      // the photo of such a profile only
      const rows = await db
        .select({
          usuarioId: usuarios.usuarioId,
          nomeCompleto: usuarios.nomeCompleto,
          perfilId: perfis.perfilId,
          foto: perfis.foto,
        })
        .from(usuarios)
        .leftJoin(perfis, eq(perfis.usuarioId, usuarios.usuarioId))
        .where(
          and(
            eq(usuarios.usuarioId, usuarioId),
            everyProfile
              ? undefined
              : and(
                  inArray(perfis.empresaId, companies.length ? companies : [-1]),
                  eq(perfis.aceito, true),
                  eq(perfis.ativo, true),
                ),
          ),
        );
      const first = rows[0];
      if (!first) throw notFound('Usuário não encontrado.');
      const withFoto = rows.find((r) => r.foto);
      return {
        usuarioId: first.usuarioId,
        nomeCompleto: first.nomeCompleto,
        foto: withFoto?.perfilId
          ? `/api/perfis/${withFoto.perfilId}/arquivos/arquivo?arquivo=${encodeURIComponent(withFoto.foto!)}`
          : null,
      };
    },
  );

  app.post<{ Body: { nome?: string; email?: string; matricula?: string | number } }>(
    '/usuarios/buscar',
    {
      schema: {
        tags,
        summary: 'Buscar usuários',
        description:
          'Trechos do nome, do e-mail ou da matrícula, sem distinguir acentos nem maiúsculas; só entre quem tem perfil aceito e ativo numa empresa onde o chamador também tem (ADMIN: todos). Até 50 resultados.',
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            nome: { type: 'string', maxLength: 120 },
            email: { type: 'string', maxLength: 254 },
            matricula: { type: ['string', 'integer'], maxLength: 12 },
          },
        },
        response: { 200: { type: 'array', items: { $ref: 'UsuarioBusca#' } }, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const nome = request.body.nome?.trim();
      const mail = request.body.email?.trim();
      const mat = request.body.matricula === undefined ? '' : String(request.body.matricula).trim();
      if (!nome && !mail && !mat) throw badRequest('Informe o nome, o e-mail ou a matrícula para buscar.');
      if (mat && !/^\d+$/.test(mat)) throw fieldError('matricula', 'A matrícula tem só números.');
      const like = (s: string) => `%${s.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const companies = reachableCompanies(request);
      const conditions = [
        nome
          ? sql`f_unaccent(lower(${usuarios.nomeCompleto})) like f_unaccent(lower(${like(nome)}))`
          : undefined,
        mail ? ilike(usuarios.email, like(mail)) : undefined,
        mat ? sql`${usuarios.matricula}::text like ${`${mat}%`}` : undefined,
        companies === null
          ? undefined
          : sql`exists (select 1 from ${perfis} p where p.usuario_id = ${usuarios.usuarioId} and p.aceito and p.ativo
              and p.empresa_id in ${companies.length ? companies : [-1]})`,
      ];
      const rows = await db
        .select({
          usuarioId: usuarios.usuarioId,
          nomeCompleto: usuarios.nomeCompleto,
          email: usuarios.email,
          matricula: usuarios.matricula,
        })
        .from(usuarios)
        .where(and(...conditions))
        .orderBy(asc(usuarios.nomeCompleto), asc(usuarios.usuarioId))
        .limit(50);
      return rows;
    },
  );
}
