import { and, eq, isNull } from 'drizzle-orm';
import { type Permissao, semPermissao } from '../core/permissoes.ts';
import type { Db } from './db/client.ts';
import { papeis, perfis, sessoes, usuarios } from './db/schema.ts';
import { forbidden } from './errors.ts';

export interface PerfilAcesso {
  perfilId: number;
  empresaId: number;
  papelId: number;
  aceito: boolean;
  ativo: boolean;
  equipeId: number | null;
  permissoes: string[];
  papeisAbaixo: number[];
}

/** Who is calling: loaded once per request from the database, so a change of role takes effect at once. */
export interface AuthContext {
  usuarioId: number;
  sessaoId: string;
  isAdmin: boolean;
  perfis: PerfilAcesso[];
}

/** null when the user no longer exists or the session was revoked (logout, token reuse, password change). */
export async function loadAuthContext(
  db: Db,
  usuarioId: number,
  sessaoId: string,
): Promise<AuthContext | null> {
  const [user] = await db
    .select({ papelSistema: usuarios.papelSistema })
    .from(usuarios)
    .innerJoin(sessoes, and(eq(sessoes.usuarioId, usuarios.usuarioId), eq(sessoes.sessaoId, sessaoId)))
    .where(and(eq(usuarios.usuarioId, usuarioId), isNull(sessoes.revokedAt)));
  if (!user) return null;
  const rows = await db
    .select({
      perfilId: perfis.perfilId,
      empresaId: perfis.empresaId,
      papelId: perfis.papelId,
      aceito: perfis.aceito,
      ativo: perfis.ativo,
      equipeId: perfis.equipeId,
      permissoes: papeis.permissoes,
      papeisAbaixo: papeis.papeisAbaixo,
    })
    .from(perfis)
    .innerJoin(papeis, eq(papeis.papelId, perfis.papelId))
    .where(eq(perfis.usuarioId, usuarioId));
  return { usuarioId, sessaoId, isAdmin: user.papelSistema === 'ADMIN', perfis: rows };
}

/** The profile through which the caller reaches a company: accepted and active, or none. */
export function membership(ctx: AuthContext, empresaId: number): PerfilAcesso | undefined {
  return ctx.perfis.find((p) => p.empresaId === empresaId && p.aceito && p.ativo);
}

/** Whether the caller may see a company's data at all (docs/produto.md §6; ADMIN bypasses every check). */
export function canEnterEmpresa(ctx: AuthContext, empresaId: number): boolean {
  return ctx.isAdmin || membership(ctx, empresaId) !== undefined;
}

export function hasPermission(ctx: AuthContext, empresaId: number, permissao: Permissao): boolean {
  if (ctx.isAdmin) return true;
  return membership(ctx, empresaId)?.permissoes.includes(permissao) ?? false;
}

export function requireEmpresa(ctx: AuthContext, empresaId: number): void {
  if (!canEnterEmpresa(ctx, empresaId)) throw forbidden('Você não tem acesso a esta empresa.');
}

export function requirePermission(ctx: AuthContext, empresaId: number, permissao: Permissao): void {
  requireEmpresa(ctx, empresaId);
  if (!hasPermission(ctx, empresaId, permissao)) throw forbidden(semPermissao(permissao));
}

/**
 * A role may be given (or taken away) only when it lies below the caller's own role: nobody raises anyone
 * to their own level or above, and nobody edits the profile of a peer or superior.
 */
export function canManagePapel(ctx: AuthContext, empresaId: number, papelId: number): boolean {
  if (ctx.isAdmin) return true;
  return membership(ctx, empresaId)?.papeisAbaixo.includes(papelId) ?? false;
}

export function requireAdmin(ctx: AuthContext): void {
  if (!ctx.isAdmin) throw forbidden('Apenas administradores da plataforma.');
}
