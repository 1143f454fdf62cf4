import { vendas } from '../db/generated/registers.ts';
import type { Dim, Fonte, Grupo } from '../figuras/resumo.ts';
import { somar } from '../figuras/resumo.ts';
import { type RegraDosTotais, regraDosTotais } from '../figuras/totais.ts';
import type { RegisterHookContext } from '../registers/kit.ts';
import { visibleVendas } from './rules.ts';

// The sales list's total (Content-Range) and the header's count and sum (GET …/vendas/total) from the aggregates
// the triggers keep in the same transaction as each write (migrations 0012, 0013, read by server/figuras/resumo.ts),
// never counting a million rows: whenever the caller's reach and the filter can be said in the aggregates'
// dimensions (company, day, status and the totals rule, seller, team; an origin alone through its own tables).
// Anything else (text search, customer, number, extra fields, products, ids) answers undefined, and the caller
// counts over `vendas`: exact either way, since a sale in the trash is in no group, as it is in no list.

/** The days every sale lies in (the API takes 1900 … 2099, docs/contrato.md §6): an open end of the filter. */
const SEMPRE = { de: '1000-01-01', ate: '9999-12-31' } as const;

/** The list filter's keys that name a dimension of the aggregates, and which. */
const DIMENSOES: Readonly<Record<string, Dim>> = {
  vendedorId: 'vendedorId',
  equipeId: 'equipeId',
  origemId: 'origemId',
};

/** A list filter said in the aggregates' terms. */
export interface Pedido {
  de: string;
  ate: string;
  /** Only these statuses (the filter's `vendaStatusId`). */
  status?: ReadonlySet<number>;
  /** The filter's `nosTotais`: true, only the sales in totals; false, only those out of them. */
  nosTotais?: boolean;
  iguais: Partial<Record<Dim, Array<number | null>>>;
}

const ids = (value: unknown, nullable: boolean): Array<number | null> | undefined =>
  Array.isArray(value) &&
  value.every((v) => (v === null && nullable) || (typeof v === 'number' && Number.isInteger(v)))
    ? (value as Array<number | null>)
    : undefined;

/** One key of a validated filter into the request, or false when the aggregates cannot answer it. */
function aplicar(pedido: Pedido, key: string, value: unknown): boolean {
  if (key === 'data_gte' || key === 'data_lte' || key === 'data') {
    const dias = key === 'data' ? value : [value];
    // several days at once are no interval: counted over the sales
    if (!Array.isArray(dias) || dias.length !== 1 || typeof dias[0] !== 'string') return false;
    const dia = dias[0];
    if (key !== 'data_lte' && dia > pedido.de) pedido.de = dia;
    if (key !== 'data_gte' && dia < pedido.ate) pedido.ate = dia;
    return true;
  }
  if (key === 'vendaStatusId') {
    const status = ids(value, false);
    if (!status) return false;
    pedido.status = new Set(status as number[]);
    return true;
  }
  if (key === 'nosTotais') {
    if (typeof value !== 'boolean') return false;
    pedido.nosTotais = value;
    return true;
  }
  const dim = Object.hasOwn(DIMENSOES, key) ? DIMENSOES[key] : undefined;
  const values = dim ? ids(value, dim !== 'vendedorId') : undefined;
  if (!dim || !values) return false;
  pedido.iguais[dim] = values;
  return true;
}

/** The validated list filter in the aggregates' terms, or undefined when some key is not one of theirs. */
export function pedidoDoFiltro(filter: Readonly<Record<string, unknown>>): Pedido | undefined {
  const pedido: Pedido = { ...SEMPRE, iguais: {} };
  for (const [key, value] of Object.entries(filter)) if (!aplicar(pedido, key, value)) return undefined;
  // the origin tables have no seller nor team
  if (pedido.iguais.origemId && (pedido.iguais.vendedorId || pedido.iguais.equipeId)) return undefined;
  return pedido;
}

/** The groups of the request within the caller's reach, or undefined when the aggregates cannot say it. */
async function gruposDe(ctx: RegisterHookContext, pedido: Pedido): Promise<Grupo[] | undefined> {
  if (pedido.de > pedido.ate) return [];
  const fonte: Fonte = pedido.iguais.origemId ? 'origem' : 'vendas';
  // a seller's or supervisor's reach is said by seller and team, which the origin tables do not hold
  if (fonte === 'origem' && visibleVendas(ctx, vendas) !== undefined) return undefined;
  return somar(ctx.db, {
    empresaId: ctx.empresaId,
    intervalo: { de: pedido.de, ate: pedido.ate },
    fonte,
    iguais: pedido.iguais,
    where: fonte === 'vendas' ? (cols) => visibleVendas(ctx, cols) : undefined,
  });
}

/** The groups the filter's status and totals-rule keys keep. */
function filtrar(grupos: Grupo[], pedido: Pedido, regra: RegraDosTotais | undefined): Grupo[] {
  return grupos.filter(
    (g) =>
      (!pedido.status || pedido.status.has(g.vendaStatusId)) &&
      (pedido.nosTotais === undefined || regra?.entra(g.vendaStatusId) === pedido.nosTotais),
  );
}

/** RegisterHooks.count of sales: the list's total from the aggregates, or undefined to count the rows. */
export async function contarVendas(
  ctx: RegisterHookContext,
  filter: Readonly<Record<string, unknown>>,
): Promise<number | undefined> {
  const pedido = pedidoDoFiltro(filter);
  if (!pedido) return undefined;
  const [grupos, regra] = await Promise.all([
    gruposDe(ctx, pedido),
    pedido.nosTotais === undefined ? undefined : regraDosTotais(ctx.db, ctx.empresaId),
  ]);
  if (!grupos) return undefined;
  return filtrar(grupos, pedido, regra).reduce((n, g) => n + g.quantidade, 0);
}

export interface SomaDasVendas {
  quantidade: number;
  total: number;
  foraDosTotais: { quantidade: number; total: number };
}

/** GET …/vendas/total from the aggregates (split by the totals rule), or undefined to sum the rows. */
export async function somarVendas(
  ctx: RegisterHookContext,
  filter: Readonly<Record<string, unknown>>,
): Promise<SomaDasVendas | undefined> {
  const pedido = pedidoDoFiltro(filter);
  if (!pedido) return undefined;
  const [grupos, regra] = await Promise.all([gruposDe(ctx, pedido), regraDosTotais(ctx.db, ctx.empresaId)]);
  if (!grupos) return undefined;
  const dentro = { quantidade: 0, centavos: 0 };
  const fora = { quantidade: 0, centavos: 0 };
  for (const g of filtrar(grupos, pedido, regra)) {
    const soma = regra.entra(g.vendaStatusId) ? dentro : fora;
    soma.quantidade += g.quantidade;
    soma.centavos += g.centavos;
  }
  return {
    quantidade: dentro.quantidade,
    total: dentro.centavos / 100,
    foraDosTotais: { quantidade: fora.quantidade, total: fora.centavos / 100 },
  };
}
