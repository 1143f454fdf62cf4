import type { Aparencia } from '../../core/session/types';
import { apiErrorText } from '../data/apiError';
import { http } from '../data/http';
import { isCor } from '../theme/cores';

/** GET /api/empresas/{empresaId}: the company as its members see it. */
export interface EmpresaDetalhe {
  empresaId: number;
  grupoId: number;
  grupo: { grupoId: number; nome: string };
  nome: string;
  aparencia: Aparencia | null;
  cnpj: string | null;
  createdAt: string;
  updatedAt: string;
}

export const empresaQueryKey = (empresaId: number) => ['empresas', empresaId] as const;

export async function fetchEmpresa(empresaId: number): Promise<EmpresaDetalhe> {
  const { data } = await http.get<EmpresaDetalhe>(`/empresas/${empresaId}`);
  return data;
}

export async function salvarAparencia(empresaId: number, aparencia: Aparencia): Promise<EmpresaDetalhe> {
  const { data } = await http.put<EmpresaDetalhe>(`/empresas/${empresaId}/aparencia`, aparencia);
  return data;
}

/** A stored appearance as the page edits it: never null, a colour outside the 16 read as the default. */
export function aparenciaDe(empresa: Pick<EmpresaDetalhe, 'aparencia'>): Aparencia {
  const a = empresa.aparencia;
  return { cor: isCor(a?.cor) ? a.cor : null, icone: a?.icone ?? null };
}

/** The server's Portuguese message when there is one (docs/produto.md §8 error body), else the transport's. */
export function mensagemDeErro(error: unknown): string {
  return apiErrorText(error, 'Não foi possível concluir a operação.');
}
