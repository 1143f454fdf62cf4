import type { FastifyInstance, FastifyRequest } from 'fastify';
import { canManagePapel, requirePermission } from '../access.ts';
import { idParam } from '../api-schemas.ts';
import type { Db } from '../db/client.ts';
import { forbidden } from '../errors.ts';
import { perfilOut } from '../shapes.ts';
import { changePerfil, changePerfilTx } from './change.ts';
import { perfilResponse, tags } from './read.ts';
import { assertEquipeDaEmpresa, assertVagaNoContrato, visiblePerfil } from './rules.ts';

// The profile actions of docs/produto.md §4 and §7 a company's managers take: change team (CADASTRAR_EQUIPES), activate and
// deactivate (CADASTRAR_USUARIOS, only profiles of roles below one's own; an active profile takes a seat).

async function alterarEquipe(
  db: Db,
  request: FastifyRequest<{ Params: { id: number }; Body: { equipeId: number | null } }>,
) {
  const perfil = await visiblePerfil(db, request.auth, request.params.id);
  requirePermission(request.auth, perfil.empresaId, 'CADASTRAR_EQUIPES');
  await assertEquipeDaEmpresa(db, perfil.empresaId, request.body.equipeId);
  return perfilOut(await changePerfil(db, request, perfil.perfilId, { equipeId: request.body.equipeId }));
}

async function setAtivo(db: Db, request: FastifyRequest<{ Params: { id: number } }>, ativo: boolean) {
  const perfil = await visiblePerfil(db, request.auth, request.params.id);
  requirePermission(request.auth, perfil.empresaId, 'CADASTRAR_USUARIOS');
  if (!canManagePapel(request.auth, perfil.empresaId, perfil.papelId))
    throw forbidden('Você só pode alterar perfis de papéis abaixo do seu.');
  if (perfil.ativo === ativo) return perfilOut(perfil);
  const row = await db.transaction(async (tx) => {
    if (ativo && perfil.usuarioId) await assertVagaNoContrato(tx, perfil.empresaId);
    return changePerfilTx(tx, request, perfil.perfilId, { ativo });
  });
  return perfilOut(row);
}

export function actionRoutes(app: FastifyInstance) {
  const { db } = app;
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
    (request) => alterarEquipe(db, request),
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
      (request) => setAtivo(db, request, ativo),
    );
  }
}
