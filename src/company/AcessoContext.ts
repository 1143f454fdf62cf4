import { createContext, useContext } from 'react';
import type { SessionUser } from '../../core/session/types';
import type { Acesso } from '../session/usePermissoes';

export interface AcessoEmpresa extends Acesso {
  empresaId: number;
  empresa: {
    empresaId: number;
    nome: string;
    aparencia: { cor: string | null; icone: string | null } | null;
  };
  user: SessionUser;
}

export const AcessoContext = createContext<AcessoEmpresa | null>(null);

/**
 * The company the user is in and what their role allows there.
 *
 * @example const { can, empresa } = useAcesso(); if (can('CADASTRAR_USUARIOS')) …
 */
export function useAcesso(): AcessoEmpresa {
  const value = useContext(AcessoContext);
  if (!value) throw new Error('useAcesso deve ser usado dentro de uma empresa (<CompanyApp>).');
  return value;
}
