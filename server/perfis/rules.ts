import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { type AuthContext, canEnterEmpresa } from '../access.ts';
import type { Db } from '../db/client.ts';
import { empresas, equipes } from '../db/generated/registers.ts';
import { contratos, papeis, perfis } from '../db/schema.ts';
import { conflict, fieldError, notFound } from '../errors.ts';

export type PerfilRow = typeof perfis.$inferSelect;

/** A profile the caller may see (own, or in a company they can enter); otherwise 404, never 403. */
export async function visiblePerfil(db: Db, ctx: AuthContext, perfilId: number): Promise<PerfilRow> {
  const [p] = await db.select().from(perfis).where(eq(perfis.perfilId, perfilId));
  if (!p || (p.usuarioId !== ctx.usuarioId && !canEnterEmpresa(ctx, p.empresaId)))
    throw notFound('Perfil não encontrado.');
  return p;
}

export async function assertEquipeDaEmpresa(db: Db, empresaId: number, equipeId: number | null | undefined) {
  if (equipeId === null || equipeId === undefined) return;
  const [e] = await db
    .select({ equipeId: equipes.equipeId })
    .from(equipes)
    // a team in the trash takes no members (it is not a team of the company until restored)
    .where(and(eq(equipes.equipeId, equipeId), eq(equipes.empresaId, empresaId), isNull(equipes.deletedAt)));
  if (!e) throw fieldError('equipeId', 'Equipe não encontrada nesta empresa.');
}

export async function assertPapelExiste(db: Db, papelId: number) {
  const [p] = await db.select({ papelId: papeis.papelId }).from(papeis).where(eq(papeis.papelId, papelId));
  if (!p) throw fieldError('papelId', 'Papel não encontrado.');
}

/**
 * Seats (README "Regras de acesso"): the current active contract's limiteUsuarios caps the company's active
 * profiles of users, accepted or still pending — an invitation holds its seat from the moment it is sent until it
 * is refused or deactivated. An inactive profile holds none, so every way to an active profile of a user (an
 * invitation, PATCH ativo:true, ativar) must pass here; a profile without a user never becomes one of a user
 * (docs/contrato.md §4), so it needs no seat. A company with no active current contract has no cap (platform admins set
 * contracts; a missing one must not lock a company out).
 *
 * Call it inside the transaction that then writes the profile: it locks the company's row first, so two requests
 * racing for the last seat are served one after the other and the second one is refused.
 */
export async function assertVagaNoContrato(tx: Db, empresaId: number) {
  await tx
    .select({ empresaId: empresas.empresaId })
    .from(empresas)
    .where(eq(empresas.empresaId, empresaId))
    .for('update');
  const [row] = await tx
    .select({ limite: contratos.limiteUsuarios, ativo: contratos.ativo })
    .from(empresas)
    .innerJoin(
      contratos,
      and(eq(contratos.empresaId, empresas.empresaId), eq(contratos.contratoId, empresas.contratoAtualId)),
    )
    .where(eq(empresas.empresaId, empresaId));
  if (!row?.ativo) return;
  const [used] = await tx
    .select({ n: count() })
    .from(perfis)
    .where(and(eq(perfis.empresaId, empresaId), eq(perfis.ativo, true), isNotNull(perfis.usuarioId)));
  if ((used?.n ?? 0) >= row.limite)
    throw conflict(`O contrato da empresa permite ${row.limite} usuários ativos, e o limite foi atingido.`);
}

/**
 * A `usuarioId` named in a profile body (docs/contrato.md §4): only a user who already has a profile in this company —
 * and, one profile per user and company, that is a 409. Anyone else answers exactly as an id that does not exist,
 * so another tenant's people can be neither read nor counted through this call.
 */
export async function assertUsuarioDaEmpresa(
  db: Db,
  empresaId: number,
  usuarioId: number,
  perfilId?: number,
) {
  const [has] = await db
    .select({ perfilId: perfis.perfilId })
    .from(perfis)
    .where(and(eq(perfis.usuarioId, usuarioId), eq(perfis.empresaId, empresaId)));
  if (!has) throw notFound('Usuário não encontrado.');
  if (has.perfilId !== perfilId)
    throw conflict('Este usuário já tem um perfil nesta empresa.', [
      { field: 'usuarioId', message: 'Este usuário já tem um perfil nesta empresa.' },
    ]);
}
