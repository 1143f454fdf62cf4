import type { Linha, RelatorioPublico, Resultado } from './types';

/**
 * Report answers as the server gives them, for tests (and stories): builders with overrides, figures small
 * enough to check by hand.
 */

const PERIODO = { de: '2026-11-01', ate: '2026-11-24' };

export function buildLinha(changes: Partial<Linha> & Pick<Linha, 'chave' | 'rotulo'>): Linha {
  return {
    quantidade: 0,
    total: 0,
    anterior: { quantidade: 0, total: 0 },
    filtro: { data_gte: PERIODO.de, data_lte: PERIODO.ate, nosTotais: true },
    ...changes,
  };
}

/** Vendas por status in November: two statuses in totals, a cancelled one out of them. */
export function buildResultado(changes: Partial<Resultado> = {}): Resultado {
  const base = { data_gte: PERIODO.de, data_lte: PERIODO.ate };
  return {
    tipo: 'VENDAS_POR_STATUS',
    recurso: 'vendas',
    periodo: { preset: 'este-mes', ...PERIODO },
    anterior: { de: '2026-10-01', ate: '2026-10-24' },
    linhas: [
      buildLinha({
        chave: '2',
        rotulo: 'Aprovada',
        cor: '#1b5e20',
        quantidade: 3,
        total: 1500,
        anterior: { quantidade: 2, total: 1000 },
        filtro: { ...base, vendaStatusId: 2 },
      }),
      buildLinha({
        chave: '1',
        rotulo: 'Digitada',
        cor: '#9e9e9e',
        quantidade: 1,
        total: 99.9,
        anterior: { quantidade: 0, total: 0 },
        filtro: { ...base, vendaStatusId: 1 },
      }),
      buildLinha({
        chave: '3',
        rotulo: 'Cancelada',
        cor: '#ffeb3b',
        foraDosTotais: true,
        quantidade: 1,
        total: 300,
        anterior: { quantidade: 1, total: 120 },
        filtro: { ...base, vendaStatusId: 3 },
      }),
    ],
    totais: {
      quantidade: 4,
      total: 1599.9,
      ticketMedio: 399.98,
      anterior: { quantidade: 2, total: 1000, ticketMedio: 500 },
      filtro: { ...base, nosTotais: true },
    },
    foraDosTotais: { quantidade: 1, total: 300 },
    ...changes,
  };
}

export const RELATORIO_PUBLICO: RelatorioPublico = {
  relatorioId: 7,
  nome: 'Vendas por status',
  uri: 'vendas-por-status',
  descricao: 'Onde estão as vendas do mês.',
  tipo: 'VENDAS_POR_STATUS',
};
