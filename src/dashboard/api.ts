import { http } from '../data/http';
import { type Escolha, paramsDaEscolha } from './periodos';
import type { Painel } from './types';

export async function fetchPainel(empresaId: number, escolha: Escolha): Promise<Painel> {
  const { data } = await http.get<Painel>(`/empresas/${empresaId}/painel`, {
    params: paramsDaEscolha(escolha),
  });
  return data;
}

/** The react-admin list URL of a figure's records: /e/{e}/vendas?filter={json}. */
export function listaDe(
  basename: string,
  recurso: 'vendas' | 'negociacoes',
  filtro: Record<string, unknown>,
) {
  return `${basename}/${recurso}?filter=${encodeURIComponent(JSON.stringify(filtro))}`;
}
