import type { TranslateFunction } from 'react-admin';
import type { Negociacao } from '../../core/generated/Negociacao';
import { formatCurrency } from '../../core/schema/display';
import { registerOf } from '../schema/registry';

export type Etapa = Negociacao['etapa'];

// The stages, in the funnel's order (the board's columns from left to right, and the order the arrow keys move a
// card in), and their names: read from the register model (schemas/negociacao.schema.json `etapa`, enum and
// x-enumLabels), so the board, its list and the generic screens say them alike and a new stage needs no code here.
const campoEtapa = registerOf('negociacoes')?.fieldsByName.get('etapa');
if (!campoEtapa?.enum || !campoEtapa.enumLabels)
  throw new Error('negociacoes: o esquema não declara as etapas (etapa: enum e x-enumLabels)');

export const ETAPAS = campoEtapa.enum as readonly Etapa[];

// Read at each use: the schema's labels switch language in place (src/schema/localize.ts).
const etapa = campoEtapa;
export const ETAPA_LABELS = Object.defineProperties(
  {},
  Object.fromEntries(ETAPAS.map((e) => [e, { enumerable: true, get: () => etapa.enumLabels?.[e] ?? e }])),
) as Readonly<Record<Etapa, string>>;

export const isEtapa = (value: unknown): value is Etapa => (ETAPAS as readonly unknown[]).includes(value);

/** A note of the timeline: when and what. */
export type Nota = Negociacao['notas'][number];

/**
 * A negotiation as the API answers it (the generated type of schemas/negociacao.schema.json): the estimated value
 * may come as the text of a numeric column, and a record outside the trash may come without deletedAt.
 */
export type NegociacaoRecord = Omit<Negociacao, 'valorEstimado' | 'deletedAt'> & {
  valorEstimado: number | string | null;
  deletedAt?: string | null;
};

/**
 * The stage next to `etapa` in the direction of an arrow key (-1 left, +1 right); the same one at either end, so
 * holding an arrow never wraps a card around to the other side.
 */
export function neighbourEtapa(etapa: Etapa, direcao: -1 | 1): Etapa {
  const i = ETAPAS.indexOf(etapa) + direcao;
  return ETAPAS[Math.min(ETAPAS.length - 1, Math.max(0, i))] as Etapa;
}

const valorDe = (v: NegociacaoRecord['valorEstimado']) => {
  const n = typeof v === 'number' ? v : Number(v ?? 0);
  return Number.isFinite(n) ? n : 0;
};

/** A column's figures: how many cards and the sum of their estimated values (in cents, to stay exact). */
export function columnTotals(cards: readonly Pick<NegociacaoRecord, 'valorEstimado'>[]): {
  quantidade: number;
  total: number;
} {
  const cents = cards.reduce((sum, c) => sum + Math.round(valorDe(c.valorEstimado) * 100), 0);
  return { quantidade: cards.length, total: cents / 100 };
}

/** '3 negociações · R$ 1.234,50' (with `translate`, in the interface's language) */
export function columnSummary(quantidade: number, total: number, translate?: TranslateFunction): string {
  const n = translate
    ? // smart_count 2 for any count but one: pt-BR's plural rule would say '0 negociação'
      translate('app.negociacoes.quadro.quantas', { smart_count: quantidade === 1 ? 1 : 2, n: quantidade })
    : quantidade === 1
      ? '1 negociação'
      : `${quantidade} negociações`;
  return `${n} · ${formatCurrency(total)}`;
}

/** The cards by stage, each stage in the order the list came in. */
export function byEtapa<T extends { etapa: string }>(records: readonly T[]): Record<Etapa, T[]> {
  const colunas = Object.fromEntries(ETAPAS.map((e) => [e, [] as T[]])) as Record<Etapa, T[]>;
  for (const r of records) if (isEtapa(r.etapa)) colunas[r.etapa].push(r);
  return colunas;
}

/** The timeline newest first (stored oldest first, as the schema says), keeping each note's stored position. */
export function newestNotasFirst(notas: readonly Nota[]): Array<Nota & { indice: number }> {
  return notas
    .map((n, indice) => ({ ...n, indice }))
    .sort((a, b) => (a.data < b.data ? 1 : a.data > b.data ? -1 : b.indice - a.indice));
}
