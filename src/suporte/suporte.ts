import type { Aparencia, SessionUser } from '../../core/session/types';
import { companyPath } from '../routing/paths';
import { homeCompanyId } from '../session/useSessionUser';

/** A company as the shell shows it: name, colour and icon. */
export interface EmpresaVista {
  empresaId: number;
  nome: string;
  aparencia: Aparencia | null;
}

/** The platform administration's home. */
export const ADMIN_PATH = '/admin';

/**
 * Where a signed-in user lands on `/` (or any unknown path): a platform ADMIN on the administration, everybody
 * else on their principal company (or the first one they may enter); undefined when there is none.
 *
 * @example landingPath(admin) === '/admin'; landingPath(gestorAlfa) === '/e/1'
 */
export function landingPath(user: SessionUser): string | undefined {
  if (user.isAdmin) return ADMIN_PATH;
  const home = homeCompanyId(user);
  return home === undefined ? undefined : companyPath(home);
}

/** The user holds a profile (of any state) in the company: only then is GET /perfis/usuarios/{id}/empresas/{id} asked. */
export function temPerfil(user: SessionUser, empresaId: number): boolean {
  return user.perfis.some((p) => p.empresaId === empresaId) || user.perfilPrincipal?.empresaId === empresaId;
}

/**
 * A platform ADMIN inside a company where they hold no profile: support work, shown with a banner. The company is
 * then read from the administration's registers (GET /admin/empresas), not from a profile that does not exist.
 */
export function emSuporte(user: SessionUser, empresaId: number): boolean {
  return user.isAdmin && empresaId > 0 && !temPerfil(user, empresaId);
}

/** The company as the session knows it (a profile's copy, the principal one), else a placeholder. */
export function empresaDaSessao(user: SessionUser, empresaId: number): EmpresaVista {
  const fromPerfil = user.perfis.find((p) => p.empresaId === empresaId)?.empresa;
  if (fromPerfil) return fromPerfil;
  if (user.empresaPrincipal.empresaId === empresaId) return user.empresaPrincipal;
  return { empresaId, nome: `Empresa ${empresaId}`, aparencia: null };
}
