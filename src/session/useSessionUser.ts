import { useQuery } from '@tanstack/react-query';
import type { SessionUser } from '../../core/session/types';
import { getStoredUsuario, storeUsuario } from '../auth/session';
import { http } from '../data/http';

export const SESSION_USER_KEY = ['usuarios', 'me'] as const;

/**
 * The signed-in user (GET /usuarios/me), starting from the copy stored at login so the shell paints at once,
 * and refreshed from the server behind it.
 */
export function useSessionUser() {
  return useQuery({
    queryKey: SESSION_USER_KEY,
    queryFn: async () => {
      const { data } = await http.get<SessionUser>('/usuarios/me');
      storeUsuario(data);
      return data;
    },
    initialData: () => (getStoredUsuario() as SessionUser | null) ?? undefined,
    // the stored copy may be old: fetch once behind it
    initialDataUpdatedAt: 0,
    refetchOnMount: 'always',
  });
}

/** Companies the user can enter: accepted and active profiles, in name order. */
export function companiesOf(user: SessionUser | undefined) {
  return (user?.perfis ?? []).filter((p) => p.aceito && p.ativo).map((p) => p.empresa);
}

/** Where a signed-in user lands: the principal company, else the first one they can enter. */
export function homeCompanyId(user: SessionUser): number | undefined {
  const reachable = companiesOf(user);
  if (user.isAdmin || reachable.some((e) => e.empresaId === user.empresaPrincipal.empresaId)) {
    return user.empresaPrincipal.empresaId;
  }
  return reachable[0]?.empresaId;
}
