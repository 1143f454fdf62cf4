import { and, getTableName, type SQL, sql } from 'drizzle-orm';
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
import { addDays, cortar, daysBetween, type Intervalo, mesDe } from './periodos.ts';

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

/** The status of a group summed over every status in the totals (Consulta.nosTotais): no status has id 0. */
export const NOS_TOTAIS = 0;

export interface Grupo {
  /** NOS_TOTAIS for a query with `nosTotais`. */
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
  /**
   * Only the sales in the totals (their status does not cancel), summed over their statuses: one group per value
   * of the other dims instead of one per status as well (the home's sellers, products and months: a seventh of
   * the rows). The rule is read in the same statement.
   */
  nosTotais?: boolean;
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

/** One read of an aggregate table: its rows between two days (months), added (1) or taken away (-1). */
interface Parte {
  t: Tabela;
  de: string;
  ate: string;
  sinal: 1 | -1;
}

/**
 * The reads that sum a period: its whole months from the monthly table; a partial month from the daily one, or,
 * when it covers more than half the month, as the month less its other days (fewer rows: "este mês" up to today
 * is the month less the days after today, usually none). Exact either way: both tables are kept in the same
 * transaction as each write, and a group is in a table only while it holds a sale.
 */
function partesDe(q: Consulta): Parte[] {
  const diario = tabela(q.fonte, false);
  if (q.bucket === 'dia') return [{ t: diario, de: q.intervalo.de, ate: q.intervalo.ate, sinal: 1 }];
  const mensal = tabela(q.fonte, true);
  const corte = cortar(q.intervalo);
  const out: Parte[] = [];
  if (corte.mesesInteiros) out.push({ t: mensal, ...corte.mesesInteiros, sinal: 1 });
  for (const d of corte.dias) {
    const mes = mesDe(d.de);
    if (daysBetween(d.de, d.ate) * 2 <= daysBetween(mes.de, mes.ate)) {
      out.push({ t: diario, ...d, sinal: 1 });
      continue;
    }
    out.push({ t: mensal, de: mes.de, ate: mes.de, sinal: 1 });
    if (mes.de < d.de) out.push({ t: diario, de: mes.de, ate: addDays(d.de, -1), sinal: -1 });
    if (d.ate < mes.ate) out.push({ t: diario, de: addDays(d.ate, 1), ate: mes.ate, sinal: -1 });
  }
  return out;
}

/** Every dimension a part may answer, in one column order for the whole statement (null where it has none). */
const TODAS: readonly Dim[] = ['vendaStatusId', 'vendedorId', 'equipeId', 'origemId', 'produtoId'];

/** A column by its table and name, quoted as drizzle quotes it. */
const coluna = (t: Tabela, col: PgColumn) => `"${getTableName(t.table)}"."${col.name}"`;

/**
 * The fixed text of a part (what comes before its company and span): its columns, signs and table, and with
 * `nosTotais` the rule. Kept per shape: the home's statement has a dozen parts and a few shapes, and drizzle's
 * building of each column's chunk was a tenth of its CPU.
 */
const textos = new Map<string, { cabeca: string; meio: string; cauda: string }>();

function textoDaParte(q: Consulta, { t, sinal }: Parte, dims: Dim[]) {
  const chave = `${getTableName(t.table)}|${dims.join()}|${q.bucket ?? ''}|${sinal}|${q.nosTotais === true}`;
  const pronto = textos.get(chave);
  if (pronto) return pronto;
  const cols = TODAS.map((d, k) => {
    if (!dims.includes(d)) return `null::int as d${k}`;
    const col = t.cols[d];
    if (!col) throw new Error(`figuras: ${q.fonte} não tem ${d}`);
    return `${coluna(t, col)} as d${k}`;
  });
  const bucket =
    q.bucket === undefined
      ? 'null::text'
      : `to_char(${coluna(t, t.when)}, '${q.bucket === 'dia' ? 'YYYY-MM-DD' : 'YYYY-MM'}')`;
  const menos = sinal === 1 ? '' : '-';
  const status = t.cols.vendaStatusId as PgColumn;
  const regra = q.nosTotais
    ? ` and not exists (select 1 from "venda_status" where "venda_status"."venda_status_id" = ${coluna(t, status)} and "venda_status"."cancela")`
    : '';
  const texto = {
    cabeca: `${cols.join(', ')}, ${bucket} as b, ${menos}${coluna(t, t.medida)} as q, ${menos}${coluna(t, t.total)} * 100 as t from "${getTableName(t.table)}" where ${coluna(t, t.empresaId)} = `,
    meio: ` and ${coluna(t, t.when)} between `,
    cauda: regra,
  };
  textos.set(chave, texto);
  return texto;
}

/** One part of the statement: the rows of one table in one span, in the fixed columns, signed (no grouping yet). */
function selectDaParte(q: Consulta, indice: number, parte: Parte, dims: Dim[]): SQL {
  const { cabeca, meio, cauda } = textoDaParte(q, parte, dims);
  const mais = and(q.where?.(parte.t.cols as unknown as ResumoCols), iguaisEm(parte.t, q));
  return sql`select ${sql.raw(`${indice} as c, ${cabeca}`)}${q.empresaId}${sql.raw(meio)}${parte.de} and ${parte.ate}${sql.raw(cauda)}${mais ? sql` and ${mais}` : sql``}`;
}

/** The query as it is read: through the origin tables when neither grouping nor reach needs seller or team. */
function comoLer(q0: Consulta): Consulta {
  // every sale is in the origin tables too, in about a third of the groups (no seller and team): when neither
  // the grouping nor the caller's visibility and filter need the seller or the team, they answer the same sums
  const semVendedor =
    q0.fonte === 'vendas' &&
    ![...(q0.dims ?? []), ...Object.keys(q0.iguais ?? {})].some(
      (d) => d === 'vendedorId' || d === 'equipeId',
    ) &&
    q0.where?.(tabela('vendas', false).cols as unknown as ResumoCols) === undefined;
  return semVendedor ? { ...q0, fonte: 'origem', where: undefined } : q0;
}

/**
 * The groups of several periods (and sources, dimensions …), one list per query in their order, read in ONE
 * statement: a UNION ALL of every query's parts (a part taken away with its sign), grouped once by the database.
 * The home asks for nine at once: one round trip instead of nine, and only the groups come back.
 */
export async function somarVarias(db: Db, consultas: readonly Consulta[]): Promise<Grupo[][]> {
  const lidas = consultas.map(comoLer);
  const selects: SQL[] = [];
  lidas.forEach((q, i) => {
    const dims: Dim[] = [...(q.nosTotais ? [] : ['vendaStatusId' as const]), ...(q.dims ?? [])];
    for (const parte of partesDe(q)) selects.push(selectDaParte(q, i, parte, dims));
  });
  const outs: Grupo[][] = lidas.map(() => []);
  if (selects.length === 0) return outs;
  // A plain SELECT (one the replica may answer: server/db/read-replica.ts), kept off parallel workers: a UNION of
  // a dozen parts is costed high enough for a Gather, whose workers cost far more to start (tens of ms under
  // load) than the parts take; current_schema() is one of PostgreSQL's PARALLEL UNSAFE functions (stable: it is
  // evaluated once). A group whose every sale lay in the days taken away sums to no sale: left out, as the
  // triggers leave an empty group out of the tables.
  const result = (await db.execute(sql`
    select c, d0, d1, d2, d3, d4, b, sum(q)::bigint as q, sum(t) as t
    from (${sql.join(selects, sql` union all `)}) as partes
    where current_schema() is not null
    group by c, d0, d1, d2, d3, d4, b
    having sum(q) <> 0`)) as unknown as { rows: Array<Record<string, unknown>> };
  for (const row of result.rows) {
    const i = Number(row.c);
    const g: Grupo = {
      vendaStatusId: row.d0 === null ? NOS_TOTAIS : Number(row.d0),
      quantidade: Number(row.q),
      centavos: Math.round(Number(row.t)),
    };
    const dims = [row.d0, row.d1, row.d2, row.d3, row.d4];
    const asked = consultas[i]?.dims ?? [];
    TODAS.forEach((d, k) => {
      if (k > 0 && asked.includes(d))
        (g as unknown as Record<string, unknown>)[d] = dims[k] === null ? null : Number(dims[k]);
    });
    if (row.b !== null && row.b !== undefined) g.bucket = String(row.b);
    outs[i]?.push(g);
  }
  return outs;
}

/** The groups of a period: one row per status (and dims, and bucket), summed over the period's parts. */
export async function somar(db: Db, q: Consulta): Promise<Grupo[]> {
  return (await somarVarias(db, [q]))[0] ?? [];
}
