import { sql } from 'drizzle-orm';
import { type Permissao, semPermissao } from '../core/permissoes.ts';
import type { Db } from './db/client.ts';
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
  /**
   * Asked only when a replica serves reads (server/db/read-replica.ts): the user wrote within that many ms, so
   * their reads stay on the primary. Read in the same statement as the session, not in one of its own.
   */
  escreveuRecentemente?: boolean;
}

interface AuthRow {
  papel_sistema: string;
  perfil_id: number | null;
  empresa_id: number;
  papel_id: number;
  aceito: boolean;
  ativo: boolean;
  equipe_id: number | null;
  permissoes: string[];
  papeis_abaixo: number[];
  escreveu: boolean | null;
}

/**
 * null when the user no longer exists or the session was revoked (logout, token reuse, password change). One
 * statement for the whole context (every request runs it): the user and the live session, each profile joined
 * with its role's permissions (no profile: one row of nulls), and, with `escritaRecenteMs`, the recent write.
 */
export async function loadAuthContext(
  db: Db,
  usuarioId: number,
  sessaoId: string,
  escritaRecenteMs?: number,
): Promise<AuthContext | null> {
  // one function call (migration 0019): its statement's plan is kept per connection, even through pgbouncer
  const result = (await db.execute(sql`
    select * from sessao_acesso(${usuarioId}, ${sessaoId}::uuid,
      ${escritaRecenteMs === undefined ? null : escritaRecenteMs / 1000}::double precision)`)) as unknown as {
    rows: AuthRow[];
  };
  const [first] = result.rows;
  if (!first) return null;
  const perfisDoUsuario: PerfilAcesso[] = [];
  for (const r of result.rows)
    if (r.perfil_id !== null)
      perfisDoUsuario.push({
        perfilId: r.perfil_id,
        empresaId: r.empresa_id,
        papelId: r.papel_id,
        aceito: r.aceito,
        ativo: r.ativo,
        equipeId: r.equipe_id,
        permissoes: r.permissoes,
        papeisAbaixo: r.papeis_abaixo,
      });
  return {
    usuarioId,
    sessaoId,
    isAdmin: first.papel_sistema === 'ADMIN',
    perfis: perfisDoUsuario,
    ...(first.escreveu === null ? {} : { escreveuRecentemente: first.escreveu }),
  };
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
