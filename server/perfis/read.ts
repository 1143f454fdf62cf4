import { and, asc, eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { canEnterEmpresa, requireEmpresa } from '../access.ts';
import { errorResponses, idParam } from '../api-schemas.ts';
import type { Db } from '../db/client.ts';
import { perfis } from '../db/schema.ts';
import { conflict, forbidden, notFound } from '../errors.ts';
import { profileHistory } from '../historico/people.ts';
import { perfilOut } from '../shapes.ts';
import { twoIds } from '../usuarios/fields.ts';
import { changePerfil, changePerfilTx, ensurePrincipal } from './change.ts';
import { type PerfilRow, visiblePerfil } from './rules.ts';

// The member-level profile calls of docs/produto.md §7: reading profiles, and a person's answer to their invitations
// (accept, refuse: the person's own, no one else's).

export const tags = ['perfis'];
export const perfilResponse = { 200: { $ref: 'Perfil#' }, ...errorResponses(400, 401, 403, 404, 409) };
export const perfilList = {
  200: { type: 'array', items: { $ref: 'Perfil#' } },
  ...errorResponses(400, 401, 403, 404),
};

async function ofUserInCompany(
  db: Db,
  request: FastifyRequest<{ Params: { userId: number; companyId: number } }>,
) {
  const { userId, companyId } = request.params;
  if (userId !== request.auth.usuarioId && !canEnterEmpresa(request.auth, companyId))
    throw notFound('Perfil não encontrado.');
  const [p] = await db
    .select()
    .from(perfis)
    .where(and(eq(perfis.usuarioId, userId), eq(perfis.empresaId, companyId)));
  if (!p) throw notFound('Perfil não encontrado.');
  return perfilOut(p);
}

async function ofUser(
  db: Db,
  request: FastifyRequest<{ Params: { userId: number }; Querystring: { empresaId?: number } }>,
) {
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
  const visible = own ? rows : rows.filter((p) => canEnterEmpresa(request.auth, p.empresaId));
  if (!own && visible.length === 0) throw notFound('Usuário não encontrado.');
  return visible.filter((p) => empresaId === undefined || p.empresaId === empresaId).map(perfilOut);
}

async function acceptAll(db: Db, request: FastifyRequest<{ Params: { userId: number }; Body: AceitarBody }>) {
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
    for (const row of accepted) await profileHistory(tx, request, { ...row, aceito: false }, row);
    await ensurePrincipal(tx, request.auth.usuarioId);
    return accepted;
  });
  return rows.map(perfilOut);
}

function ownPerfil(request: FastifyRequest, perfil: PerfilRow) {
  if (perfil.usuarioId !== request.auth.usuarioId)
    throw forbidden('Só o próprio usuário responde ao seu convite.');
}

async function accept(db: Db, request: FastifyRequest<{ Params: { id: number } }>) {
  const perfil = await visiblePerfil(db, request.auth, request.params.id);
  ownPerfil(request, perfil);
  if (!perfil.ativo)
    throw conflict('Este convite foi recusado ou cancelado. Peça um novo convite à empresa.');
  if (perfil.aceito) return perfilOut(perfil);
  const row = await db.transaction(async (tx) => {
    const accepted = await changePerfilTx(tx, request, perfil.perfilId, { aceito: true });
    await ensurePrincipal(tx, request.auth.usuarioId);
    return accepted;
  });
  return perfilOut(row);
}

async function refuse(db: Db, request: FastifyRequest<{ Params: { id: number } }>) {
  const perfil = await visiblePerfil(db, request.auth, request.params.id);
  ownPerfil(request, perfil);
  if (perfil.aceito) throw conflict('Este convite já foi aceito.');
  if (!perfil.ativo) return perfilOut(perfil);
  return perfilOut(await changePerfil(db, request, perfil.perfilId, { ativo: false }));
}

async function ofCompany(db: Db, request: FastifyRequest<{ Params: { companyId: number } }>) {
  requireEmpresa(request.auth, request.params.companyId);
  const rows = await db
    .select()
    .from(perfis)
    .where(eq(perfis.empresaId, request.params.companyId))
    .orderBy(asc(perfis.nome), asc(perfis.perfilId));
  return rows.map(perfilOut);
}

type AceitarBody = { empresaId?: number } | undefined;

export function readRoutes(app: FastifyInstance) {
  const { db } = app;
  app.get<{ Params: { id: number } }>(
    '/perfis/:id',
    { schema: { tags, summary: 'Um perfil', params: idParam('id'), response: perfilResponse } },
    async function onePerfil(request) {
      return perfilOut(await visiblePerfil(db, request.auth, request.params.id));
    },
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
    (request) => ofUserInCompany(db, request),
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
    (request) => ofUser(db, request),
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
    (request) => ofCompany(db, request),
  );
}

export function invitationRoutes(app: FastifyInstance) {
  const { db } = app;
  app.post<{ Params: { userId: number }; Body: AceitarBody }>(
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
    (request) => acceptAll(db, request),
  );
  app.post<{ Params: { id: number } }>(
    '/perfis/:id/aceitar',
    { schema: { tags, summary: 'Aceitar um convite', params: idParam('id'), response: perfilResponse } },
    (request) => accept(db, request),
  );
  app.post<{ Params: { id: number } }>(
    '/perfis/:id/recusar',
    { schema: { tags, summary: 'Recusar um convite', params: idParam('id'), response: perfilResponse } },
    (request) => refuse(db, request),
  );
}
