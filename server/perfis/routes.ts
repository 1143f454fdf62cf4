import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { canEnterCompany, canManagePapel, requireCompany, requirePermission } from '../access.ts';
import { errorResponses, idParam } from '../api-schemas.ts';
import type { Db } from '../db/client.ts';
import { perfilArquivos, perfis, usuarios } from '../db/schema.ts';
import { badRequest, conflict, fieldError, forbidden, notFound } from '../errors.ts';
import { profileHistory } from '../historico/people.ts';
import { perfilOut, perfisAdmin } from '../shapes.ts';
import { perfisExportRoute } from '../usuarios/export.ts';
import {
  assertEquipeDaEmpresa,
  assertPapelExiste,
  assertUsuarioDaEmpresa,
  assertVagaNoContrato,
  type PerfilRow,
  visiblePerfil,
} from './rules.ts';

const perfilResponse = { 200: { $ref: 'Perfil#' }, ...errorResponses(400, 401, 403, 404, 409) };
const perfilList = {
  200: { type: 'array', items: { $ref: 'Perfil#' } },
  ...errorResponses(400, 401, 403, 404),
};
const adminResponse = { 200: { $ref: 'PerfilAdmin#' }, ...errorResponses(400, 401, 403, 404, 409) };

const twoIds = (a: string, b: string) => ({
  type: 'object',
  required: [a, b],
  additionalProperties: false,
  properties: {
    [a]: { type: 'integer', minimum: 1, maximum: 2147483647 },
    [b]: { type: 'integer', minimum: 1, maximum: 2147483647 },
  },
});

const perfilFields = {
  papelId: { type: 'integer', minimum: 1 },
  nome: { type: 'string', minLength: 1, maxLength: 120 },
  foto: { type: ['string', 'null'], maxLength: 200 },
  equipeId: { type: ['integer', 'null'], minimum: 1 },
  ativo: { type: 'boolean' },
  aceito: {
    type: 'boolean',
    description: 'Só administradores da plataforma; os demais convites são aceitos pelo usuário.',
  },
} as const;

/** Files a profile may hold: pictures and PDFs, 5 MB at most. */
const ARQUIVO_TIPOS = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'application/pdf']);
const ARQUIVO_MAX = 5 * 1024 * 1024;

type PerfilBody = Partial<{
  usuarioId: number | null;
  papelId: number;
  nome: string;
  foto: string | null;
  equipeId: number | null;
  ativo: boolean;
  aceito: boolean;
}>;

export default async function perfisRoutes(app: FastifyInstance) {
  const { db } = app;
  const tags = ['perfis'];

  // Uploads arrive as the raw file; other types are refused with 415 by Fastify itself.
  app.addContentTypeParser(
    [...ARQUIVO_TIPOS],
    { parseAs: 'buffer', bodyLimit: ARQUIVO_MAX },
    (_request, body, done) => done(null, body),
  );

  const touch = async (perfilId: number, values: Partial<PerfilRow>, tx: Db = db) => {
    const [row] = await tx
      .update(perfis)
      .set({ ...values, updatedAt: new Date() })
      .where(eq(perfis.perfilId, perfilId))
      .returning();
    if (!row) throw notFound('Perfil não encontrado.');
    return row;
  };

  /**
   * Changes a profile and writes its history (CONTRACT.md §5 `historico`) in one transaction: the caller's, or a
   * new one. The row is read again under lock there, so the entry's "before" is the row the change replaced.
   */
  const change = async (request: FastifyRequest, perfilId: number, values: Partial<PerfilRow>, tx?: Db) => {
    const run = async (t: Db) => {
      const [before] = await t.select().from(perfis).where(eq(perfis.perfilId, perfilId)).for('update');
      const row = await touch(perfilId, values, t);
      await profileHistory(t, request, before, row);
      return row;
    };
    return tx ? run(tx) : db.transaction((t) => run(t as never));
  };

  const adminOne = async (empresaId: number, perfilId: number) => {
    const [p] = await perfisAdmin(db, empresaId, [perfilId]);
    if (!p) throw notFound('Perfil não encontrado.');
    return p;
  };

  app.get<{ Params: { id: number } }>(
    '/perfis/:id',
    { schema: { tags, summary: 'Um perfil', params: idParam('id'), response: perfilResponse } },
    async (request) => perfilOut(await visiblePerfil(db, request.auth, request.params.id)),
  );

  app.get<{ Params: { userId: number; companyId: number } }>(
    '/perfis/usuarios/:userId/empresas/:companyId',
    {
      schema: {
        tags,
        summary: 'O perfil de um usuário numa empresa',
        params: twoIds('userId', 'companyId'),
        response: perfilResponse,
      },
    },
    async (request) => {
      const { userId, companyId } = request.params;
      if (userId !== request.auth.usuarioId && !canEnterCompany(request.auth, companyId))
        throw notFound('Perfil não encontrado.');
      const [p] = await db
        .select()
        .from(perfis)
        .where(and(eq(perfis.usuarioId, userId), eq(perfis.empresaId, companyId)));
      if (!p) throw notFound('Perfil não encontrado.');
      return perfilOut(p);
    },
  );

  app.get<{ Params: { userId: number }; Querystring: { empresaId?: number } }>(
    '/perfis/usuarios/:userId',
    {
      schema: {
        tags,
        summary: 'Os perfis de um usuário',
        description:
          'Os próprios perfis (convites pendentes incluídos); de outro usuário, só nas empresas do chamador.',
        params: idParam('userId'),
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { empresaId: { type: 'integer', minimum: 1 } },
        },
        response: perfilList,
      },
    },
    async (request) => {
      const { userId } = request.params;
      const { empresaId } = request.query;
      const rows = await db
        .select()
        .from(perfis)
        .where(eq(perfis.usuarioId, userId))
        .orderBy(asc(perfis.perfilId));
      const own = userId === request.auth.usuarioId;
      // Someone else's profiles: only those in the caller's companies; a user with whom the caller shares
      // no company does not exist for them.
      const visible = own ? rows : rows.filter((p) => canEnterCompany(request.auth, p.empresaId));
      if (!own && visible.length === 0) throw notFound('Usuário não encontrado.');
      return visible.filter((p) => empresaId === undefined || p.empresaId === empresaId).map(perfilOut);
    },
  );

  app.post<{ Params: { userId: number }; Body: { empresaId?: number } | undefined }>(
    '/perfis/usuarios/:userId/aceitar',
    {
      schema: {
        tags,
        summary: 'Aceitar os convites pendentes do próprio usuário',
        description: 'Aceita todos os convites ativos e pendentes, ou só o da empresa indicada.',
        params: idParam('userId'),
        body: {
          type: ['object', 'null'],
          additionalProperties: false,
          properties: { empresaId: { type: 'integer', minimum: 1 } },
        },
        response: perfilList,
      },
    },
    async (request) => {
      if (request.params.userId !== request.auth.usuarioId)
        throw forbidden('Apenas o próprio usuário pode aceitar seus convites.');
      const empresaId = request.body?.empresaId;
      const rows = await db.transaction(async (tx) => {
        const accepted = await tx
          .update(perfis)
          .set({ aceito: true, updatedAt: new Date() })
          .where(
            and(
              eq(perfis.usuarioId, request.auth.usuarioId),
              eq(perfis.aceito, false),
              eq(perfis.ativo, true),
              empresaId === undefined ? undefined : eq(perfis.empresaId, empresaId),
            ),
          )
          .returning();
        // each was pending: the one thing that changed is aceito
        for (const row of accepted)
          await profileHistory(tx as never, request, { ...row, aceito: false }, row);
        await ensurePrincipal(request.auth.usuarioId, tx as never);
        return accepted;
      });
      return rows.map(perfilOut);
    },
  );

  /** A user whose principal company is out of reach gets, as principal, the company just accepted. */
  const ensurePrincipal = async (usuarioId: number, tx: Db = db) => {
    await tx.execute(sql`
      update ${usuarios} u set empresa_principal_id = p.empresa_id, updated_at = now()
      from (select empresa_id from ${perfis} where usuario_id = ${usuarioId} and aceito and ativo
            order by updated_at desc limit 1) p
      where u.usuario_id = ${usuarioId} and u.papel_sistema <> 'ADMIN'
        and not exists (select 1 from ${perfis} q where q.usuario_id = ${usuarioId}
                        and q.empresa_id = u.empresa_principal_id and q.aceito and q.ativo)`);
  };

  const ownPerfil = async (ctxUsuarioId: number, perfil: PerfilRow) => {
    if (perfil.usuarioId !== ctxUsuarioId) throw forbidden('Só o próprio usuário responde ao seu convite.');
  };

  app.post<{ Params: { id: number } }>(
    '/perfis/:id/aceitar',
    { schema: { tags, summary: 'Aceitar um convite', params: idParam('id'), response: perfilResponse } },
    async (request) => {
      const perfil = await visiblePerfil(db, request.auth, request.params.id);
      await ownPerfil(request.auth.usuarioId, perfil);
      if (!perfil.ativo)
        throw conflict('Este convite foi recusado ou cancelado. Peça um novo convite à empresa.');
      if (perfil.aceito) return perfilOut(perfil);
      const row = await db.transaction(async (tx) => {
        const accepted = await change(request, perfil.perfilId, { aceito: true }, tx as never);
        await ensurePrincipal(request.auth.usuarioId, tx as never);
        return accepted;
      });
      return perfilOut(row);
    },
  );

  app.post<{ Params: { id: number } }>(
    '/perfis/:id/recusar',
    { schema: { tags, summary: 'Recusar um convite', params: idParam('id'), response: perfilResponse } },
    async (request) => {
      const perfil = await visiblePerfil(db, request.auth, request.params.id);
      await ownPerfil(request.auth.usuarioId, perfil);
      if (perfil.aceito) throw conflict('Este convite já foi aceito.');
      if (!perfil.ativo) return perfilOut(perfil);
      return perfilOut(await change(request, perfil.perfilId, { ativo: false }));
    },
  );

  app.get<{ Params: { companyId: number } }>(
    '/perfis/empresas/:companyId',
    {
      schema: {
        tags,
        summary: 'Os perfis de uma empresa',
        params: idParam('companyId'),
        response: perfilList,
      },
    },
    async (request) => {
      requireCompany(request.auth, request.params.companyId);
      const rows = await db
        .select()
        .from(perfis)
        .where(eq(perfis.empresaId, request.params.companyId))
        .orderBy(asc(perfis.nome), asc(perfis.perfilId));
      return rows.map(perfilOut);
    },
  );

  app.get<{ Params: { companyId: number } }>(
    '/perfis/empresas/:companyId/admin',
    {
      schema: {
        tags,
        summary: 'Os perfis de uma empresa, para administração (CADASTRAR_USUARIOS)',
        params: idParam('companyId'),
        response: {
          200: { type: 'array', items: { $ref: 'PerfilAdmin#' } },
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      requirePermission(request.auth, request.params.companyId, 'CADASTRAR_USUARIOS');
      return perfisAdmin(db, request.params.companyId);
    },
  );
  perfisExportRoute(app, perfisAdmin);

  app.get<{ Params: { companyId: number; profileId: number } }>(
    '/perfis/empresas/:companyId/:profileId/admin',
    {
      schema: {
        tags,
        summary: 'Um perfil, para administração (CADASTRAR_USUARIOS)',
        params: twoIds('companyId', 'profileId'),
        response: adminResponse,
      },
    },
    async (request) => {
      requirePermission(request.auth, request.params.companyId, 'CADASTRAR_USUARIOS');
      return adminOne(request.params.companyId, request.params.profileId);
    },
  );

  /** Rules shared by create and update: role and team of this company, `aceito` only for platform admins. */
  const checkBody = async (empresaId: number, body: PerfilBody, isAdmin: boolean) => {
    if (body.aceito !== undefined && !isAdmin)
      throw fieldError('aceito', 'Só o próprio usuário pode aceitar o convite.');
    if (body.papelId !== undefined) await assertPapelExiste(db, body.papelId);
    await assertEquipeDaEmpresa(db, empresaId, body.equipeId);
  };

  app.post<{ Params: { companyId: number }; Body: PerfilBody & { papelId: number; nome: string } }>(
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
          properties: { usuarioId: { type: ['integer', 'null'], minimum: 1 }, ...perfilFields },
        },
        response: { 201: { $ref: 'PerfilAdmin#' }, ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request, reply) => {
      const { companyId } = request.params;
      const body = request.body;
      requirePermission(request.auth, companyId, 'CADASTRAR_USUARIOS');
      await checkBody(companyId, body, request.auth.isAdmin);
      if (!canManagePapel(request.auth, companyId, body.papelId))
        throw forbidden('Você só pode atribuir papéis abaixo do seu.');
      // a user of this company already has their one profile here; anyone else does not exist for this call
      if (body.usuarioId !== undefined && body.usuarioId !== null)
        await assertUsuarioDaEmpresa(db, companyId, body.usuarioId);
      // a profile without a user holds no seat of the contract (assertVagaNoContrato)
      const row = await db.transaction(async (tx) => {
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
        await profileHistory(tx as never, request, undefined, created!);
        return created;
      });
      return reply.status(201).send(await adminOne(companyId, row!.perfilId));
    },
  );

  app.patch<{ Params: { companyId: number; profileId: number }; Body: PerfilBody }>(
    '/perfis/empresas/:companyId/:profileId/admin',
    {
      schema: {
        tags,
        summary: 'Alterar um perfil (CADASTRAR_USUARIOS)',
        description:
          'Só perfis cujo papel está abaixo do seu; o novo papel também. O usuário de um perfil não muda: um usuarioId diferente do atual responde 409 se já tem perfil nesta empresa, senão 404.',
        params: twoIds('companyId', 'profileId'),
        body: {
          type: 'object',
          additionalProperties: false,
          properties: { usuarioId: { type: ['integer', 'null'], minimum: 1 }, ...perfilFields },
        },
        response: adminResponse,
      },
    },
    async (request) => {
      const { companyId, profileId } = request.params;
      const body = request.body;
      requirePermission(request.auth, companyId, 'CADASTRAR_USUARIOS');
      const [target] = await db
        .select()
        .from(perfis)
        .where(and(eq(perfis.perfilId, profileId), eq(perfis.empresaId, companyId)));
      if (!target) throw notFound('Perfil não encontrado.');
      await checkBody(companyId, body, request.auth.isAdmin);
      if (!canManagePapel(request.auth, companyId, target.papelId))
        throw forbidden('Você só pode alterar perfis de papéis abaixo do seu.');
      if (body.papelId !== undefined && !canManagePapel(request.auth, companyId, body.papelId))
        throw forbidden('Você só pode atribuir papéis abaixo do seu.');
      if (body.usuarioId !== undefined && body.usuarioId !== target.usuarioId) {
        if (body.usuarioId === null)
          throw fieldError('usuarioId', 'O usuário de um perfil não muda: desative o perfil.');
        await assertUsuarioDaEmpresa(db, companyId, body.usuarioId, target.perfilId);
      }
      const values: Partial<PerfilRow> = {};
      if (body.papelId !== undefined) values.papelId = body.papelId;
      if (body.nome !== undefined) values.nome = body.nome.trim();
      if (body.foto !== undefined) values.foto = body.foto;
      if (body.equipeId !== undefined) values.equipeId = body.equipeId;
      if (body.ativo !== undefined) values.ativo = body.ativo;
      if (body.aceito !== undefined) values.aceito = body.aceito;
      await db.transaction(async (tx) => {
        if (body.ativo === true && !target.ativo && target.usuarioId)
          await assertVagaNoContrato(tx, companyId);
        await change(request, profileId, values, tx as never);
      });
      return adminOne(companyId, profileId);
    },
  );

  app.post<{ Params: { id: number }; Body: { equipeId: number | null } }>(
    '/perfis/:id/alterar-equipe',
    {
      schema: {
        tags,
        summary: 'Mudar a equipe de um perfil (CADASTRAR_EQUIPES)',
        params: idParam('id'),
        body: {
          type: 'object',
          required: ['equipeId'],
          additionalProperties: false,
          properties: { equipeId: { type: ['integer', 'null'], minimum: 1 } },
        },
        response: perfilResponse,
      },
    },
    async (request) => {
      const perfil = await visiblePerfil(db, request.auth, request.params.id);
      requirePermission(request.auth, perfil.empresaId, 'CADASTRAR_EQUIPES');
      await assertEquipeDaEmpresa(db, perfil.empresaId, request.body.equipeId);
      return perfilOut(await change(request, perfil.perfilId, { equipeId: request.body.equipeId }));
    },
  );

  for (const [action, ativo] of [
    ['ativar', true],
    ['desativar', false],
  ] as const) {
    app.post<{ Params: { id: number } }>(
      `/perfis/:id/${action}`,
      {
        schema: {
          tags,
          summary: `${ativo ? 'Ativar' : 'Desativar'} um perfil (CADASTRAR_USUARIOS)`,
          params: idParam('id'),
          response: perfilResponse,
        },
      },
      async (request) => {
        const perfil = await visiblePerfil(db, request.auth, request.params.id);
        requirePermission(request.auth, perfil.empresaId, 'CADASTRAR_USUARIOS');
        if (!canManagePapel(request.auth, perfil.empresaId, perfil.papelId))
          throw forbidden('Você só pode alterar perfis de papéis abaixo do seu.');
        if (perfil.ativo === ativo) return perfilOut(perfil);
        const row = await db.transaction(async (tx) => {
          if (ativo && perfil.usuarioId) await assertVagaNoContrato(tx, perfil.empresaId);
          return change(request, perfil.perfilId, { ativo }, tx as never);
        });
        return perfilOut(row);
      },
    );
  }

  const arquivoQuery = {
    type: 'object',
    required: ['arquivo'],
    additionalProperties: false,
    properties: { arquivo: { type: 'string', minLength: 1, maxLength: 120, pattern: '^[A-Za-z0-9._-]+$' } },
  } as const;

  app.get<{ Params: { id: number }; Querystring: { arquivo: string } }>(
    '/perfis/:id/arquivos/arquivo',
    {
      schema: {
        tags,
        summary: 'Um arquivo do perfil (foto, documentos)',
        params: idParam('id'),
        querystring: arquivoQuery,
        response: errorResponses(400, 401, 404),
      },
    },
    async (request, reply) => {
      const perfil = await visiblePerfil(db, request.auth, request.params.id);
      const [file] = await db
        .select()
        .from(perfilArquivos)
        .where(
          and(eq(perfilArquivos.perfilId, perfil.perfilId), eq(perfilArquivos.nome, request.query.arquivo)),
        );
      if (!file) throw notFound('Arquivo não encontrado.');
      const inline = file.contentType.startsWith('image/') || file.contentType === 'application/pdf';
      return reply
        .type(file.contentType)
        .header('Content-Length', String(file.tamanho))
        .header('Cache-Control', 'private, max-age=300')
        .header(
          'Content-Security-Policy',
          "default-src 'none'; img-src 'self'; style-src 'unsafe-inline'; sandbox",
        )
        .header('Content-Disposition', `${inline ? 'inline' : 'attachment'}; filename="${file.nome}"`)
        .send(file.dados);
    },
  );

  app.put<{ Params: { id: number }; Querystring: { arquivo: string }; Body: Buffer }>(
    '/perfis/:id/arquivos/arquivo',
    {
      schema: {
        tags,
        summary: 'Enviar um arquivo do perfil (o próprio, ou CADASTRAR_USUARIOS)',
        description:
          'O corpo é o conteúdo do arquivo; Content-Type: image/png, image/jpeg, image/webp, image/gif ou application/pdf; até 5 MB.',
        params: idParam('id'),
        querystring: arquivoQuery,
        response: {
          200: {
            type: 'object',
            properties: {
              perfilId: { type: 'integer' },
              nome: { type: 'string' },
              contentType: { type: 'string' },
              tamanho: { type: 'integer' },
              url: { type: 'string' },
            },
          },
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const perfil = await visiblePerfil(db, request.auth, request.params.id);
      const own = perfil.usuarioId === request.auth.usuarioId;
      if (!own) requirePermission(request.auth, perfil.empresaId, 'CADASTRAR_USUARIOS');
      const contentType = String(request.headers['content-type'] ?? '')
        .split(';')[0]!
        .trim();
      if (!ARQUIVO_TIPOS.has(contentType))
        throw badRequest('Tipo de arquivo não aceito: envie PNG, JPEG, WEBP, GIF ou PDF.');
      const data = request.body;
      if (!Buffer.isBuffer(data) || data.length === 0) throw badRequest('O arquivo está vazio.');
      if (data.length > ARQUIVO_MAX) throw badRequest('O arquivo passa de 5 MB.');
      const values = { contentType, tamanho: data.length, dados: data, updatedAt: new Date() };
      const nome = request.query.arquivo;
      await db.transaction(async (tx) => {
        const [previous] = await tx
          .select({ contentType: perfilArquivos.contentType, tamanho: perfilArquivos.tamanho })
          .from(perfilArquivos)
          .where(and(eq(perfilArquivos.perfilId, perfil.perfilId), eq(perfilArquivos.nome, nome)))
          .for('update');
        await tx
          .insert(perfilArquivos)
          .values({ perfilId: perfil.perfilId, nome, ...values })
          .onConflictDoUpdate({ target: [perfilArquivos.perfilId, perfilArquivos.nome], set: values });
        // the file's name, type and size, not its content: `arquivo` as [before, after]
        await profileHistory(tx as never, request, perfil, perfil, 'alterado', {
          arquivo: [previous ? { nome, ...previous } : null, { nome, contentType, tamanho: data.length }],
        });
      });
      return {
        perfilId: perfil.perfilId,
        nome: request.query.arquivo,
        contentType,
        tamanho: data.length,
        url: `/api/perfis/${perfil.perfilId}/arquivos/arquivo?arquivo=${encodeURIComponent(request.query.arquivo)}`,
      };
    },
  );
}
