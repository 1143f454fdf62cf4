import { and, between, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import {
  vendasResumo,
  vendasResumoMes,
  vendasResumoOrigem,
  vendasResumoOrigemMes,
  vendasResumoProduto,
  vendasResumoProdutoMes,
} from '../db/schema.ts';
import { inList } from '../lists/protocol.ts';
import { cortar, type Intervalo } from './periodos.ts';

// Reads the sales figures from the aggregates the triggers keep (migrations 0012, 0013), never from `vendas`:
// a period's whole months from the monthly tables, its partial months' days from the daily ones, each part
// grouped by the database and the parts added here. A few thousand groups whatever the number of sales.

export type Dim = 'vendaStatusId' | 'vendedorId' | 'equipeId' | 'origemId' | 'produtoId';
export type Fonte = 'vendas' | 'origem' | 'produto';

/** The columns a condition may use (the seller and team exist in the `vendas` source only). */
export interface ResumoCols {
  vendaStatusId: PgColumn;
  vendedorId: PgColumn;
  equipeId: PgColumn;
}

interface Tabela {
  table: PgTable;
  when: PgColumn;
  medida: PgColumn;
  total: PgColumn;
  empresaId: PgColumn;
  cols: Partial<Record<Dim, PgColumn>>;
}

function tabela(fonte: Fonte, mensal: boolean): Tabela {
  if (fonte === 'vendas') {
    const t = mensal ? vendasResumoMes : vendasResumo;
    return {
      table: t,
      when: 'mes' in t ? t.mes : t.dia,
      medida: t.quantidade,
      total: t.total,
      empresaId: t.empresaId,
      cols: { vendaStatusId: t.vendaStatusId, vendedorId: t.vendedorId, equipeId: t.equipeId },
    };
  }
  if (fonte === 'origem') {
    const t = mensal ? vendasResumoOrigemMes : vendasResumoOrigem;
    return {
      table: t,
      when: 'mes' in t ? t.mes : t.dia,
      medida: t.quantidade,
      total: t.total,
      empresaId: t.empresaId,
      cols: { vendaStatusId: t.vendaStatusId, origemId: t.origemId },
    };
  }
  const t = mensal ? vendasResumoProdutoMes : vendasResumoProduto;
  return {
    table: t,
    when: 'mes' in t ? t.mes : t.dia,
    medida: t.unidades,
    total: t.total,
    empresaId: t.empresaId,
    cols: { vendaStatusId: t.vendaStatusId, produtoId: t.produtoId },
  };
}

export interface Grupo {
  vendaStatusId: number;
  vendedorId?: number;
  equipeId?: number | null;
  origemId?: number | null;
  produtoId?: number;
  /** 'YYYY-MM-DD' (bucket dia) or 'YYYY-MM' (bucket mes). */
  bucket?: string;
  /** Sales (units, for products). */
  quantidade: number;
  /** In cents, to add exactly. */
  centavos: number;
}

export interface Consulta {
  empresaId: number;
  intervalo: Intervalo;
  fonte: Fonte;
  /** Besides the status, always grouped by. */
  dims?: Dim[];
  bucket?: 'dia' | 'mes';
  /** Visibility and the report's filter, on the `vendas` source's columns. */
  where?(cols: ResumoCols): SQL | undefined;
  /** Only these values of a dimension (null: none), on any source that has it (a list filter's ids). */
  iguais?: Partial<Record<Dim, ReadonlyArray<number | null>>>;
}

/** The conditions of `iguais` on a table's columns. */
function iguaisEm(t: Tabela, q: Consulta): SQL | undefined {
  return and(
    ...Object.entries(q.iguais ?? {}).map(([d, values]) => {
      const col = t.cols[d as Dim];
      if (!col) throw new Error(`figuras: ${q.fonte} não tem ${d}`);
      return inList(col, values ?? []);
    }),
  );
}

/** The groups of a period: one row per status (and dims, and bucket), summed over the period's parts. */
export async function somar(db: Db, q0: Consulta): Promise<Grupo[]> {
  // every sale is in the origin tables too, in about a third of the groups (no seller and team): when neither
  // the grouping nor the caller's visibility and filter need the seller or the team, they answer the same sums
  const semVendedor =
    q0.fonte === 'vendas' &&
    ![...(q0.dims ?? []), ...Object.keys(q0.iguais ?? {})].some(
      (d) => d === 'vendedorId' || d === 'equipeId',
    ) &&
    q0.where?.(tabela('vendas', false).cols as unknown as ResumoCols) === undefined;
  const q: Consulta = semVendedor ? { ...q0, fonte: 'origem', where: undefined } : q0;
  const dims: Dim[] = ['vendaStatusId', ...(q.dims ?? [])];
  const corte = q.bucket === 'dia' ? { mesesInteiros: null, dias: [q.intervalo] } : cortar(q.intervalo);
  const parts: Array<{ t: Tabela; de: string; ate: string }> = [];
  if (corte.mesesInteiros)
    parts.push({ t: tabela(q.fonte, true), de: corte.mesesInteiros.de, ate: corte.mesesInteiros.ate });
  for (const d of corte.dias) parts.push({ t: tabela(q.fonte, false), de: d.de, ate: d.ate });
  const results = await Promise.all(
    parts.map(({ t, de, ate }) => {
      const keys: Record<string, SQL | PgColumn> = {};
      for (const d of dims) {
        const col = t.cols[d];
        if (!col) throw new Error(`figuras: ${q.fonte} não tem ${d}`);
        keys[d] = col;
      }
      if (q.bucket === 'dia') keys.bucket = sql<string>`to_char(${t.when}, 'YYYY-MM-DD')`;
      if (q.bucket === 'mes') keys.bucket = sql<string>`to_char(${t.when}, 'YYYY-MM')`;
      const where = and(
        eq(t.empresaId, q.empresaId),
        between(t.when, de, ate),
        q.where?.(t.cols as unknown as ResumoCols),
        iguaisEm(t, q),
      );
      return db
        .select({
          ...keys,
          quantidade: sql<string>`sum(${t.medida})`,
          centavos: sql<string>`sum(${t.total} * 100)`,
        })
        .from(t.table)
        .where(where)
        .groupBy(...Object.values(keys)) as unknown as Promise<Array<Record<string, unknown>>>;
    }),
  );
  const out = new Map<string, Grupo>();
  for (const rows of results)
    for (const row of rows) {
      const key = [...dims.map((d) => row[d]), row.bucket].join('|');
      const q2 = Number(row.quantidade);
      const c = Math.round(Number(row.centavos));
      const found = out.get(key);
      if (found) {
        found.quantidade += q2;
        found.centavos += c;
      } else {
        const g: Grupo = { vendaStatusId: Number(row.vendaStatusId), quantidade: q2, centavos: c };
        for (const d of dims.slice(1))
          (g as unknown as Record<string, unknown>)[d] = row[d] === null ? null : Number(row[d]);
        if (row.bucket !== undefined) g.bucket = String(row.bucket);
        out.set(key, g);
      }
    }
  return [...out.values()];
}
