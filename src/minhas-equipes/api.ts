import { http } from '../data/http';
import type { EquipeDetalhe, MembroEquipe } from '../equipes/api';

/** The quantity and sum of the sales a filter selects (GET …/vendas/total?filter=). */
export interface TotalVendas {
  quantidade: number;
  total: number;
}

/** The first day of the month of `hoje`, as the API's date: 'YYYY-MM-01'. */
export function inicioDoMes(hoje = new Date()): string {
  return `${hoje.getFullYear()}-${String(hoje.getMonth() + 1).padStart(2, '0')}-01`;
}

/** The sales list filter of one member's sales in the team this month (also the link to the sales list). */
export function filtroDoMembro(equipeId: number, perfilId: number, desde: string) {
  return { equipeId, vendedorId: perfilId, data_gte: desde };
}

export async function fetchEquipe(empresaId: number, equipeId: number): Promise<EquipeDetalhe> {
  const { data } = await http.get<EquipeDetalhe>(`/empresas/${empresaId}/equipes/${equipeId}`);
  return data;
}

export async function fetchTotal(empresaId: number, filter: Record<string, unknown>): Promise<TotalVendas> {
  const { data } = await http.get<TotalVendas>(`/empresas/${empresaId}/vendas/total`, {
    params: { filter: JSON.stringify(filter) },
  });
  return { quantidade: Number(data.quantidade) || 0, total: Number(data.total) || 0 };
}

/**
 * Whether the caller sees the other members' sales in this team, as the server decides it (server/vendas/rules.ts):
 * everything with VER_TODAS_VENDAS (or ADMIN), every team's with VER_TODAS_EQUIPES, and the teams one supervises.
 * Otherwise the totals would count only one's own sales, so the others' are shown as "—", not as 0.
 */
export function veVendasDaEquipe(opts: {
  isAdmin: boolean;
  can: (p: 'VER_TODAS_VENDAS' | 'VER_TODAS_EQUIPES') => boolean;
  usuarioId: number;
  supervisorId: number;
}): boolean {
  return (
    opts.isAdmin ||
    opts.can('VER_TODAS_VENDAS') ||
    opts.can('VER_TODAS_EQUIPES') ||
    opts.usuarioId === opts.supervisorId
  );
}

export interface LinhaDoMembro {
  membro: MembroEquipe;
  /** undefined while loading; null where the caller cannot see them. */
  vendas: TotalVendas | null | undefined;
}

/** Members by sales total (highest first), those without figures after, then by name. */
export function ordenarPorTotal(linhas: readonly LinhaDoMembro[]): LinhaDoMembro[] {
  const valor = (l: LinhaDoMembro) => (l.vendas ? l.vendas.total : Number.NEGATIVE_INFINITY);
  return [...linhas].sort(
    (a, b) =>
      valor(b) - valor(a) ||
      (b.vendas?.quantidade ?? -1) - (a.vendas?.quantidade ?? -1) ||
      a.membro.nomeCompleto.localeCompare(b.membro.nomeCompleto, 'pt-BR'),
  );
}

/** The team's sum over the members whose figures are known. */
export function totalDaEquipe(linhas: readonly LinhaDoMembro[]): TotalVendas {
  let cents = 0;
  let quantidade = 0;
  for (const l of linhas) {
    if (!l.vendas) continue;
    cents += Math.round(l.vendas.total * 100);
    quantidade += l.vendas.quantidade;
  }
  return { quantidade, total: cents / 100 };
}
