import { useQuery } from '@tanstack/react-query';
import type { Permissao } from '../../core/permissoes';
import type { Papel, Perfil, SessionUser } from '../../core/session/types';
import { http } from '../data/http';
import { temPerfil } from '../suporte/suporte';

/** A company permission: papel.schema.json's enum, generated (core/generated/permissoes.ts). */
export type { Permissao };

export interface Acesso {
  loading: boolean;
  /** May enter the company: an accepted, active profile there, or ADMIN. */
  membro: boolean;
  isAdmin: boolean;
  perfil: Perfil | null;
  papel: Papel | null;
  /** ADMIN bypasses every check (docs/produto.md §6). */
  can(permissao: Permissao | undefined): boolean;
}

/**
 * What the user may do in a company: the profile there (GET /perfis/usuarios/{id}/empresas/{empresaId}),
 * then its role (GET /papeis/{papelId}, docs/produto.md §7: called once the profile is loaded). Hiding menus is only a
 * convenience; the server checks everything again.
 */
export function usePermissoes(user: SessionUser | undefined, empresaId: number | undefined): Acesso {
  const perfilOptions = perfilQuery(user, empresaId);
  const perfilQ = useQuery(perfilOptions);
  const perfil = perfilQ.data ?? null;
  const papelQ = useQuery(papelQuery(perfil));
  const isAdmin = user?.isAdmin ?? false;
  const membro = isAdmin || (perfil?.aceito === true && perfil.ativo);
  const papel = papelQ.data ?? null;
  return {
    loading: perfilOptions.enabled && (perfilQ.isPending || (perfil !== null && papelQ.isPending)),
    membro,
    isAdmin,
    perfil,
    papel,
    can: (permissao) => !permissao || isAdmin || (membro && (papel?.permissoes.includes(permissao) ?? false)),
  };
}

/**
 * The profile's query: shared by usePermissoes and a reload's warm start (src/app/warmStart.ts), which fills the
 * cache under the same key before the first render.
 */
export function perfilQuery(user: SessionUser | undefined, empresaId: number | undefined) {
  // a platform ADMIN without a profile here (support) has nothing to read: the call would only answer 404
  const enabled =
    user !== undefined &&
    empresaId !== undefined &&
    empresaId > 0 &&
    (!user.isAdmin || temPerfil(user, empresaId));
  return {
    queryKey: ['perfis', 'usuario', user?.usuarioId, 'empresa', empresaId],
    enabled,
    queryFn: async (): Promise<Perfil | null> => {
      try {
        const { data } = await http.get<Perfil>(`/perfis/usuarios/${user!.usuarioId}/empresas/${empresaId}`);
        return data;
      } catch (e) {
        if ((e as { response?: { status?: number } }).response?.status === 404) return null;
        throw e;
      }
    },
  };
}

/** The role's query, once the profile is known (docs/produto.md §7); see perfilQuery. */
export function papelQuery(perfil: Perfil | null) {
  return {
    queryKey: ['papeis', perfil?.papelId],
    enabled: perfil !== null,
    queryFn: async () => (await http.get<Papel>(`/papeis/${perfil!.papelId}`)).data,
  };
}
