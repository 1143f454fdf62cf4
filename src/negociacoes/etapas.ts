import { formatCurrency } from '../schema/display';

/**
 * The stages of a negotiation (schemas/negociacao.schema.json `etapa`), in the funnel's order: the board's columns
 * from left to right, and the order the arrow keys move a card in.
 */
export const ETAPAS = ['PROSPECCAO', 'PROPOSTA', 'NEGOCIACAO', 'GANHA', 'PERDIDA'] as const;
export type Etapa = (typeof ETAPAS)[number];

export const ETAPA_LABELS: Record<Etapa, string> = {
  PROSPECCAO: 'Prospecção',
  PROPOSTA: 'Proposta',
  NEGOCIACAO: 'Negociação',
  GANHA: 'Ganha',
  PERDIDA: 'Perdida',
};

export const isEtapa = (value: unknown): value is Etapa => (ETAPAS as readonly unknown[]).includes(value);

/** A note of the timeline: when and what. */
export interface Nota {
  data: string;
  texto: string;
}

/** A negotiation as the API answers it (schemas/negociacao.schema.json plus the standard properties). */
export interface NegociacaoRecord {
  id: number;
  negociacaoId: number;
  empresaId: number;
  clienteNome: string;
  clienteDocumento: string | null;
  clienteTelefone: string | null;
  clienteEmail: string | null;
  vendedorId: number;
  equipeId: number | null;
  etapa: Etapa;
  valorEstimado: number | string | null;
  previsaoFechamento: string | null;
  notas: Nota[];
  vendaId: number | null;
  createdAt: string;
  updatedAt: string;
  deletedAt?: string | null;
}

/**
 * The stage next to `etapa` in the direction of an arrow key (-1 left, +1 right); the same one at either end, so
 * holding an arrow never wraps a card around to the other side.
 */
export function etapaVizinha(etapa: Etapa, direcao: -1 | 1): Etapa {
  const i = ETAPAS.indexOf(etapa) + direcao;
  return ETAPAS[Math.min(ETAPAS.length - 1, Math.max(0, i))] as Etapa;
}

const valorDe = (v: NegociacaoRecord['valorEstimado']) => {
  const n = typeof v === 'number' ? v : Number(v ?? 0);
  return Number.isFinite(n) ? n : 0;
};

/** A column's figures: how many cards and the sum of their estimated values (in cents, to stay exact). */
export function totaisDaColuna(cards: readonly Pick<NegociacaoRecord, 'valorEstimado'>[]): {
  quantidade: number;
  total: number;
} {
  const cents = cards.reduce((sum, c) => sum + Math.round(valorDe(c.valorEstimado) * 100), 0);
  return { quantidade: cards.length, total: cents / 100 };
}

/** '3 negociações · R$ 1.234,50' */
export function resumoDaColuna(quantidade: number, total: number): string {
  const n = quantidade === 1 ? '1 negociação' : `${quantidade} negociações`;
  return `${n} · ${formatCurrency(total)}`;
}

/** The cards by stage, each stage in the order the list came in. */
export function porEtapa<T extends { etapa: string }>(records: readonly T[]): Record<Etapa, T[]> {
  const colunas = Object.fromEntries(ETAPAS.map((e) => [e, [] as T[]])) as Record<Etapa, T[]>;
  for (const r of records) if (isEtapa(r.etapa)) colunas[r.etapa].push(r);
  return colunas;
}

/** The timeline newest first (stored oldest first, as the schema says), keeping each note's stored position. */
export function notasRecentesPrimeiro(notas: readonly Nota[]): Array<Nota & { indice: number }> {
  return notas
    .map((n, indice) => ({ ...n, indice }))
    .sort((a, b) => (a.data < b.data ? 1 : a.data > b.data ? -1 : b.indice - a.indice));
}
