import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { vendaStatus } from '../db/generated/registers.ts';

// The totals rule (issue 13), one mechanism for every place that sums sales: the sales list header
// (GET …/vendas/total), Minha equipe (which reads that), the reports and the home. A sale whose status has
// `cancela` is out of every sum and count of figures (shown apart, as `foraDosTotais`); `finaliza` marks it
// concluded. The flags are read when the figures are asked for, never stored with the sale or its aggregates,
// so changing a status's flags moves every figure at once, with no recount.

/** SQL: the sale (by its status column) counts in totals: its status does not cancel. */
export function entraNosTotais(vendaStatusId: PgColumn | SQL): SQL {
  return sql`not exists (select 1 from ${vendaStatus} where ${vendaStatus.vendaStatusId} = ${vendaStatusId} and ${vendaStatus.cancela})`;
}

/** SQL: the sale (by its status column) is out of totals: its status cancels. */
export function foraDosTotais(vendaStatusId: PgColumn | SQL): SQL {
  return sql`exists (select 1 from ${vendaStatus} where ${vendaStatus.vendaStatusId} = ${vendaStatusId} and ${vendaStatus.cancela})`;
}

/** A company's statuses as the figures need them (trash included: a sale may still hold one). */
export interface StatusFigura {
  id: number;
  nome: string;
  cor: string;
  ordem: number;
  cancela: boolean;
  finaliza: boolean;
  ativo: boolean;
  naLixeira: boolean;
}

export class RegraDosTotais {
  readonly porId: ReadonlyMap<number, StatusFigura>;
  constructor(readonly status: readonly StatusFigura[]) {
    this.porId = new Map(status.map((s) => [s.id, s]));
  }
  /** The rule, for a group read from the aggregates: in totals unless its status cancels. */
  entra(vendaStatusId: number): boolean {
    return !this.porId.get(vendaStatusId)?.cancela;
  }
  conclui(vendaStatusId: number): boolean {
    return this.porId.get(vendaStatusId)?.finaliza === true;
  }
  /** The statuses in totals, for a list filter's `vendaStatusId` when `nosTotais` alone would not say it. */
  get idsNosTotais(): number[] {
    return this.status.filter((s) => !s.cancela).map((s) => s.id);
  }
}

/** The rule for one company: its statuses and their flags, read now. */
export async function regraDosTotais(db: Db, empresaId: number): Promise<RegraDosTotais> {
  const rows = await db
    .select({
      id: vendaStatus.vendaStatusId,
      nome: vendaStatus.nome,
      cor: vendaStatus.cor,
      ordem: vendaStatus.ordem,
      cancela: vendaStatus.cancela,
      finaliza: vendaStatus.finaliza,
      ativo: vendaStatus.ativo,
      deletedAt: vendaStatus.deletedAt,
    })
    .from(vendaStatus)
    .where(and(eq(vendaStatus.empresaId, empresaId)))
    .orderBy(vendaStatus.ordem, vendaStatus.vendaStatusId);
  return new RegraDosTotais(rows.map(({ deletedAt, ...s }) => ({ ...s, naLixeira: deletedAt !== null })));
}

/** Σ and count of sales split by the rule, for a query over `vendas` (its status and total columns). */
export function somasPelaRegra(columns: { vendaStatusId: PgColumn; total: PgColumn }) {
  const dentro = entraNosTotais(columns.vendaStatusId);
  return {
    quantidade: sql<number>`count(*) filter (where ${dentro})::int`,
    total: sql<string>`coalesce(sum(${columns.total}) filter (where ${dentro}), 0)`,
    foraQuantidade: sql<number>`count(*) filter (where not ${dentro})::int`,
    foraTotal: sql<string>`coalesce(sum(${columns.total}) filter (where not ${dentro}), 0)`,
  };
}
