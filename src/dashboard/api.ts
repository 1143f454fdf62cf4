import { http } from '../data/http';
import { choiceParams, type PeriodoChoice } from './periodos';
import type { Painel } from './types';

export async function fetchPainel(empresaId: number, escolha: PeriodoChoice): Promise<Painel> {
  const { data } = await http.get<Painel>(`/empresas/${empresaId}/painel`, {
    params: choiceParams(escolha),
  });
  return data;
}

/** The react-admin list URL of a figure's records: /e/{e}/vendas?filter={json}. */
export function listPath(
  basename: string,
  recurso: 'vendas' | 'negociacoes',
  filtro: Record<string, unknown>,
) {
  return `${basename}/${recurso}?filter=${encodeURIComponent(JSON.stringify(filtro))}`;
}
