import { and, count, eq, isNotNull } from 'drizzle-orm';
import { type AuthContext, canEnterCompany } from '../access.ts';
import type { Db } from '../db/client.ts';
import { empresas, equipes } from '../db/generated/registers.ts';
import { contratos, papeis, perfis } from '../db/schema.ts';
import { conflict, fieldError, notFound } from '../errors.ts';

export type PerfilRow = typeof perfis.$inferSelect;

/** A profile the caller may see (own, or in a company they can enter); otherwise 404, never 403. */
export async function visiblePerfil(db: Db, ctx: AuthContext, perfilId: number): Promise<PerfilRow> {
  const [p] = await db.select().from(perfis).where(eq(perfis.perfilId, perfilId));
  if (!p || (p.usuarioId !== ctx.usuarioId && !canEnterCompany(ctx, p.empresaId)))
    throw notFound('Perfil não encontrado.');
  return p;
}

export async function assertEquipeDaEmpresa(db: Db, empresaId: number, equipeId: number | null | undefined) {
  if (equipeId === null || equipeId === undefined) return;
  const [e] = await db
    .select({ equipeId: equipes.equipeId })
    .from(equipes)
    .where(and(eq(equipes.equipeId, equipeId), eq(equipes.empresaId, empresaId)));
  if (!e) throw fieldError('equipeId', 'Equipe não encontrada nesta empresa.');
}

export async function assertPapelExiste(db: Db, papelId: number) {
  const [p] = await db.select({ papelId: papeis.papelId }).from(papeis).where(eq(papeis.papelId, papelId));
  if (!p) throw fieldError('papelId', 'Papel não encontrado.');
}

/**
 * The current contract's limiteUsuarios caps the active profiles of real users. A company with no active
 * current contract has no cap (platform admins set contracts; a missing one must not lock a company out).
 */
export async function assertVagaNoContrato(db: Db, empresaId: number) {
  const [row] = await db
    .select({ limite: contratos.limiteUsuarios, ativo: contratos.ativo })
    .from(empresas)
    .innerJoin(
      contratos,
      and(eq(contratos.empresaId, empresas.empresaId), eq(contratos.contratoId, empresas.contratoAtualId)),
    )
    .where(eq(empresas.empresaId, empresaId));
  if (!row?.ativo) return;
  const [used] = await db
    .select({ n: count() })
    .from(perfis)
    .where(and(eq(perfis.empresaId, empresaId), eq(perfis.ativo, true), isNotNull(perfis.usuarioId)));
  if ((used?.n ?? 0) >= row.limite)
    throw conflict(`O contrato da empresa permite ${row.limite} usuários ativos, e o limite foi atingido.`);
}
