import { or, sql } from 'drizzle-orm';
import { vendas } from '../db/generated/registers.ts';
import type { ExtraFilter } from '../registers/query.ts';
import { entraNosTotais, foraDosTotais } from './totais.ts';

/**
 * The sales list's filters beyond its fields (issue 13), so that a figure's `filtro` lists exactly its sales:
 * `nosTotais` (the totals rule: true = only sales in totals, false = only those out of them) and `produtoId`
 * (sales holding that product in an item, served by the GIN index on `itens`).
 */
export const filtrosDeVendas: Readonly<Record<string, ExtraFilter>> = {
  nosTotais: {
    schema: { type: 'boolean' },
    description:
      'true: só as vendas que entram nos totais (status sem "cancela"); false: só as que ficam fora deles.',
    condition: (value) =>
      value === true ? entraNosTotais(vendas.vendaStatusId) : foraDosTotais(vendas.vendaStatusId),
  },
  produtoId: {
    schema: {
      type: 'array',
      minItems: 1,
      maxItems: 50,
      items: { type: 'integer', minimum: 1, maximum: 2147483647 },
    },
    description: 'um produto (ou uma lista): as vendas que têm esse produto em algum item.',
    condition: (value) =>
      or(
        ...(value as number[]).map(
          (id) => sql`${vendas.itens} @> ${JSON.stringify([{ produtoId: id }])}::jsonb`,
        ),
      ),
  },
};
