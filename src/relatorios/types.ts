/**
 * The report API's answers (server: GET …/relatorios/resultado, …/meus-relatorios, …/meus-relatorios/{uri}), as
 * the team fixed them for issue 13; the server may add fields, never take them away.
 */

export type TipoRelatorio =
  | 'VENDAS_POR_PERIODO'
  | 'VENDAS_POR_VENDEDOR'
  | 'VENDAS_POR_EQUIPE'
  | 'VENDAS_POR_STATUS'
  | 'NEGOCIACOES_POR_ETAPA';

export const TIPOS: readonly TipoRelatorio[] = [
  'VENDAS_POR_PERIODO',
  'VENDAS_POR_VENDEDOR',
  'VENDAS_POR_EQUIPE',
  'VENDAS_POR_STATUS',
  'NEGOCIACOES_POR_ETAPA',
];

export const isTipo = (value: unknown): value is TipoRelatorio =>
  typeof value === 'string' && (TIPOS as readonly string[]).includes(value);

/** A list filter of `recurso` (react-admin's), which lists exactly the records behind a figure. */
export type Filtro = Record<string, unknown>;

export interface Linha {
  chave: string;
  rotulo: string;
  /** The status colour (por status). */
  cor?: string | null;
  /** A cancelling status's row: shown, but not in the totals. */
  foraDosTotais?: boolean;
  quantidade: number;
  total: number;
  anterior: { quantidade: number; total: number };
  filtro: Filtro;
}

export interface Resultado {
  tipo: TipoRelatorio;
  recurso: 'vendas' | 'negociacoes';
  periodo: { preset: string; de: string; ate: string };
  anterior: { de: string; ate: string };
  agrupamento?: 'dia' | 'mes';
  linhas: Linha[];
  totais: {
    quantidade: number;
    total: number;
    ticketMedio: number;
    anterior: { quantidade: number; total: number; ticketMedio: number };
    filtro: Filtro;
  };
  foraDosTotais: { quantidade: number; total: number };
}

/** A public report as Meus relatórios lists it. */
export interface RelatorioPublico {
  relatorioId: number;
  nome: string;
  uri: string;
  descricao: string | null;
  tipo: TipoRelatorio;
}

export const TIPO_LABELS: Record<TipoRelatorio, string> = {
  VENDAS_POR_PERIODO: 'Vendas por período',
  VENDAS_POR_VENDEDOR: 'Vendas por vendedor',
  VENDAS_POR_EQUIPE: 'Vendas por equipe',
  VENDAS_POR_STATUS: 'Vendas por status',
  NEGOCIACOES_POR_ETAPA: 'Negociações por etapa',
};
