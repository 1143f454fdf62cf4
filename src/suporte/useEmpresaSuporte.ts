import { useQuery } from '@tanstack/react-query';
import type { SessionUser } from '../../core/session/types';
import { http } from '../data/http';
import { type EmpresaVista, emSuporte } from './suporte';

export const suporteEmpresaKey = (empresaId: number) => ['suporte', 'empresa', empresaId] as const;

export interface EmpresaSuporte {
  /** An ADMIN in support here: the company is being read. */
  loading: boolean;
  /** Support work (an ADMIN without a profile in the company). */
  suporte: boolean;
  /** The company as the administration knows it; null while loading or outside support. */
  empresa: EmpresaVista | null;
  /** Support asked for a company that does not exist. */
  inexistente: boolean;
}

/**
 * The company an ADMIN entered for support: read through the admin registers' list filtered by its id
 * (`GET /admin/empresas?filter={"id":[n]}`), which answers an empty list rather than a 404 for a company that does
 * not exist, so the console stays clean and the page can say "Página não encontrada".
 */
export function useEmpresaSuporte(user: SessionUser, empresaId: number): EmpresaSuporte {
  const suporte = emSuporte(user, empresaId);
  const query = useQuery({
    queryKey: suporteEmpresaKey(empresaId),
    enabled: suporte,
    // the admin may have just renamed or recoloured it in /admin/empresas: read it again at each entry
    staleTime: 0,
    queryFn: async () => {
      const { data } = await http.get<EmpresaVista[]>('/admin/empresas', {
        params: { filter: JSON.stringify({ id: [empresaId] }) },
      });
      const found = data.find((e) => e.empresaId === empresaId);
      return found ? { empresaId, nome: found.nome, aparencia: found.aparencia ?? null } : null;
    },
  });
  return {
    loading: suporte && query.isPending,
    suporte,
    empresa: query.data ?? null,
    inexistente: suporte && query.isSuccess && query.data === null,
  };
}
