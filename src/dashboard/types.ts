/**
 * GET /api/empresas/{e}/painel: the company home's figures, as the server builds them (issue 13; COMMON13's fixed
 * shape). A `Linha` is one row of a figure; its `filtro` is the list filter (of vendas, or of negociacoes for the
 * open negotiations) that lists exactly the records behind it.
 */
export interface QuantidadeTotal {
  quantidade: number;
  total: number;
}

export interface Linha extends QuantidadeTotal {
  chave: string;
  rotulo: string;
  cor?: string | null;
  /** a status with `cancela`: shown, but out of the totals */
  foraDosTotais?: boolean;
  anterior: QuantidadeTotal;
  filtro: Record<string, unknown>;
}

export interface Periodo {
  preset: string;
  de: string;
  ate: string;
}

export type PapelPainel = 'vendedor' | 'supervisor' | 'gestor';

export interface Painel {
  papel: PapelPainel;
  periodo: Periodo;
  anterior: { de: string; ate: string };
  resumo: QuantidadeTotal & {
    ticketMedio: number;
    concluidas: QuantidadeTotal;
    anterior: QuantidadeTotal & { ticketMedio: number };
    filtro: Record<string, unknown>;
  };
  /** the whole previous month: the "goal" to beat */
  mesPassado: QuantidadeTotal;
  porStatus: Linha[];
  /** open negotiations by stage; their filtro is for /negociacoes */
  negociacoes: Linha[];
  equipes?: Linha[];
  vendedores?: Linha[];
  origens?: Linha[];
  produtos?: Linha[];
  /** the last 12 months, this one included */
  meses: Linha[];
}
