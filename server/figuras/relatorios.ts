import { and, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client.ts';
import { equipes, negociacoes, origens, produtos, vendaStatus } from '../db/generated/registers.ts';
import { perfis } from '../db/schema.ts';
import { badRequest } from '../errors.ts';
import type { RegisterHookContext } from '../registers/plugin.ts';
import { compileFilter, filterErrors, parseJson } from '../registers/query.ts';
import { visibleVendas } from '../vendas/rules.ts';
import { addDays, type Intervalo, mesDe, mesesEntre, type Periodo, rotuloData } from './periodos.ts';
import { type Dim, type Grupo, type ResumoCols, somarVarias } from './resumo.ts';
import { RegraDosTotais, type StatusFigura } from './totais.ts';

// The report runner (issue 13): each type of the `relatorios` register over a period, compared with the previous
// one, seen through the caller's visibility (server/vendas/rules.ts visibleVendas), under the totals rule. Sales
// figures come from the aggregates (resumo.ts); negotiations from their table (a few per seller).

export const TIPOS = [
  'VENDAS_POR_PERIODO',
  'VENDAS_POR_VENDEDOR',
  'VENDAS_POR_EQUIPE',
  'VENDAS_POR_STATUS',
  'NEGOCIACOES_POR_ETAPA',
] as const;
export type Tipo = (typeof TIPOS)[number];

export interface Soma {
  quantidade: number;
  total: number;
}
export interface Linha extends Soma {
  chave: string;
  rotulo: string;
  cor?: string | null;
  foraDosTotais?: boolean;
  anterior: Soma;
  filtro: Record<string, unknown>;
}
export interface Resultado {
  tipo: Tipo;
  recurso: 'vendas' | 'negociacoes';
  periodo: { preset: string; de: string; ate: string };
  anterior: Intervalo;
  agrupamento?: 'dia' | 'mes';
  linhas: Linha[];
  totais: Soma & {
    ticketMedio: number;
    anterior: Soma & { ticketMedio: number };
    filtro: Record<string, unknown>;
  };
  foraDosTotais: Soma;
}

/** The filter a report takes (`filter` of the query): lists of keys, as the sales list's. */
export interface RelatorioFilter {
  vendaStatusId?: number[];
  vendedorId?: number[];
  equipeId?: Array<number | null>;
}

const INT = { type: 'integer', minimum: 1, maximum: 2147483647 };
const list = (items: object) => ({ type: 'array', minItems: 1, maxItems: 100, items });
const validarVendas = compileFilter({
  type: 'object',
  additionalProperties: false,
  properties: {
    vendaStatusId: list(INT),
    vendedorId: list(INT),
    equipeId: list({ ...INT, type: ['integer', 'null'] }),
  },
});
const validarNegociacoes = compileFilter({
  type: 'object',
  additionalProperties: false,
  properties: { vendedorId: list(INT), equipeId: list({ ...INT, type: ['integer', 'null'] }) },
});

/** `filter={json}` of a report's query, validated for its type (a 400 at `filter.{key}`). */
export function parseRelatorioFilter(raw: string | undefined, tipo: Tipo): RelatorioFilter {
  const value = parseJson(raw, 'filter') ?? {};
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw badRequest('Os dados enviados são inválidos.', [
      { field: 'filter', message: 'O filtro deve ser um objeto JSON.' },
    ]);
  const validate = tipo === 'NEGOCIACOES_POR_ETAPA' ? validarNegociacoes : validarVendas;
  if (!validate(value)) throw badRequest('Os dados enviados são inválidos.', filterErrors(validate));
  return value as RelatorioFilter;
}

const reais = (centavos: number) => Math.round(centavos) / 100;
const ticket = (s: Soma) => (s.quantidade > 0 ? Math.round((s.total / s.quantidade) * 100) / 100 : 0);
const zero = (): { quantidade: number; centavos: number } => ({ quantidade: 0, centavos: 0 });
const soma = (s: { quantidade: number; centavos: number }): Soma => ({
  quantidade: s.quantidade,
  total: reais(s.centavos),
});

function inList(column: PgColumn, values: Array<number | null> | undefined): SQL | undefined {
  if (!values) return undefined;
  const present = values.filter((v): v is number => v !== null);
  const parts: SQL[] = [];
  if (present.length < values.length) parts.push(isNull(column));
  if (present.length > 0) parts.push(inArray(column, present));
  return parts.length === 1 ? parts[0] : or(...parts);
}

/** Visibility and the report's filter, on a table's seller/team/status columns. */
export function condicoes(ctx: RegisterHookContext, filtro: RelatorioFilter) {
  return (cols: Partial<ResumoCols> & { vendedorId: PgColumn; equipeId: PgColumn }) =>
    and(
      visibleVendas(ctx, { vendedorId: cols.vendedorId, equipeId: cols.equipeId }),
      cols.vendaStatusId ? inList(cols.vendaStatusId, filtro.vendaStatusId) : undefined,
      inList(cols.vendedorId, filtro.vendedorId),
      inList(cols.equipeId, filtro.equipeId),
    );
}

export interface Nomes {
  /** The totals rule: the company's statuses and their flags, read in the same statement. */
  regra: RegraDosTotais;
  /** Empty with `pessoas: false`. */
  vendedor: Map<number, string>;
  equipe: Map<number, string>;
  /** With `origensEProdutos` only (else empty). */
  origem: Map<number, string>;
  produto: Map<number, string>;
  /** With `supervisor`: the live teams that user supervises. */
  supervisionadas: number[];
  /** With `negociacoes` (negociacoesComoNomes): the negotiations by stage. */
  porEtapa: Map<string, { quantidade: number; centavos: number }>;
}

/** A status row of `nomes`: its flags packed in one JSON array, the other parts leaving it null. */
type StatusX = [
  cor: string,
  ordem: number,
  cancela: boolean,
  finaliza: boolean,
  ativo: boolean,
  lixo: boolean,
];

/**
 * The company's statuses (the totals rule, totais.ts regraDosTotais), the names of sellers and teams by id (trash
 * included: past sales keep naming them), and on request those of origins and products and the teams a user
 * supervises: one statement (a UNION ALL), not one per table.
 */
export async function nomes(
  db: Db,
  empresaId: number,
  mais: { pessoas?: boolean; origensEProdutos?: boolean; supervisor?: number; negociacoes?: SQL } = {},
): Promise<Nomes> {
  const partes = [
    sql`select 't' as k, ${vendaStatus.vendaStatusId} as id, ${vendaStatus.nome} as nome,
      json_build_array(${vendaStatus.cor}, ${vendaStatus.ordem}, ${vendaStatus.cancela}, ${vendaStatus.finaliza},
        ${vendaStatus.ativo}, ${vendaStatus.deletedAt} is not null) as x
      from ${vendaStatus} where ${vendaStatus.empresaId} = ${empresaId}`,
  ];
  if (mais.pessoas !== false)
    partes.push(
      sql`select 'v', ${perfis.perfilId}, ${perfis.nome}, null from ${perfis} where ${perfis.empresaId} = ${empresaId}`,
      sql`select 'e', ${equipes.equipeId}, ${equipes.nome}, null from ${equipes} where ${equipes.empresaId} = ${empresaId}`,
    );
  if (mais.origensEProdutos)
    partes.push(
      sql`select 'o', ${origens.origemId}, ${origens.nome}, null from ${origens} where ${origens.empresaId} = ${empresaId}`,
      sql`select 'p', ${produtos.produtoId}, ${produtos.nome}, null from ${produtos} where ${produtos.empresaId} = ${empresaId}`,
    );
  if (mais.supervisor !== undefined)
    partes.push(
      sql`select 's', ${equipes.equipeId}, null, null from ${equipes} where ${and(
        eq(equipes.empresaId, empresaId),
        eq(equipes.supervisorId, mais.supervisor),
        // a team in the trash supervises no one (restored, it does again)
        isNull(equipes.deletedAt),
      )}`,
    );
  if (mais.negociacoes) partes.push(mais.negociacoes);
  const { rows } = (await db.execute(sql.join(partes, sql` union all `))) as unknown as {
    rows: Array<{ k: string; id: number; nome: string | null; x: StatusX | string | null }>;
  };
  const status: StatusFigura[] = [];
  const out: Omit<Nomes, 'regra'> = {
    vendedor: new Map(),
    equipe: new Map(),
    origem: new Map(),
    produto: new Map(),
    supervisionadas: [],
    porEtapa: new Map(),
  };
  const mapas: Record<string, Map<number, string>> = {
    v: out.vendedor,
    e: out.equipe,
    o: out.origem,
    p: out.produto,
  };
  for (const r of rows) {
    if (r.k === 't') status.push(statusDe(r));
    else if (r.k === 'n') out.porEtapa.set(String(r.nome), somaDe(r.x));
    else if (r.k === 's') out.supervisionadas.push(Number(r.id));
    else mapas[r.k]?.set(Number(r.id), String(r.nome));
  }
  // the order of regraDosTotais: by the status's order, then its key
  status.sort((a, b) => a.ordem - b.ordem || a.id - b.id);
  return { ...out, regra: new RegraDosTotais(status) };
}

/** A negotiations row of `nomes`' answer: [count, cents]. */
function somaDe(x: unknown): { quantidade: number; centavos: number } {
  const [quantidade, centavos] = (typeof x === 'string' ? JSON.parse(x) : x) as [number, number];
  return { quantidade: Number(quantidade), centavos: Math.round(Number(centavos)) };
}

/** A status of `nomes`' answer (PGlite hands json over parsed; node-postgres too, but a string is read as well). */
function statusDe(r: { id: number; nome: string | null; x: StatusX | string | null }): StatusFigura {
  const [cor, ordem, cancela, finaliza, ativo, lixo] = (
    typeof r.x === 'string' ? JSON.parse(r.x) : r.x
  ) as StatusX;
  return {
    id: Number(r.id),
    nome: String(r.nome),
    cor,
    ordem: Number(ordem),
    cancela,
    finaliza,
    ativo,
    naLixeira: lixo,
  };
}

type Acum = Map<string, { quantidade: number; centavos: number }>;

function acumular(grupos: Grupo[], chave: (g: Grupo) => string | null): Acum {
  const out: Acum = new Map();
  for (const g of grupos) {
    const k = chave(g);
    if (k === null) continue;
    const a = out.get(k) ?? zero();
    a.quantidade += g.quantidade;
    a.centavos += g.centavos;
    out.set(k, a);
  }
  return out;
}

/** In totals / out of them, over groups, by the rule. */
export function dividir(regra: RegraDosTotais, grupos: Grupo[]) {
  const dentro = zero();
  const fora = zero();
  const concluidas = zero();
  for (const g of grupos) {
    const alvo = regra.entra(g.vendaStatusId) ? dentro : fora;
    alvo.quantidade += g.quantidade;
    alvo.centavos += g.centavos;
    if (regra.entra(g.vendaStatusId) && regra.conclui(g.vendaStatusId)) {
      concluidas.quantidade += g.quantidade;
      concluidas.centavos += g.centavos;
    }
  }
  return { dentro: soma(dentro), fora: soma(fora), concluidas: soma(concluidas) };
}

/** The list filter of a period of sales, with the report's filter. */
export const filtroPeriodo = (filtro: RelatorioFilter, p: Intervalo, nosTotais = true) => ({
  ...filtro,
  data_gte: p.de,
  data_lte: p.ate,
  ...(nosTotais ? { nosTotais: true } : {}),
});

const byTotal = (a: Linha, b: Linha) => b.total - a.total || a.rotulo.localeCompare(b.rotulo, 'pt-BR');

/** Rows of one dimension (seller, team, status …): keys of either period, in totals only (status: every one). */
export function linhasPor(
  regra: RegraDosTotais,
  atual: Grupo[],
  anterior: Grupo[],
  chave: (g: Grupo) => string,
  linha: (k: string) => Pick<Linha, 'rotulo' | 'filtro'> & Partial<Linha>,
  todosOsStatus = false,
): Linha[] {
  const keep = (g: Grupo) => (todosOsStatus || regra.entra(g.vendaStatusId) ? chave(g) : null);
  const a = acumular(atual, keep);
  const b = acumular(anterior, keep);
  const keys = new Set([...a.keys(), ...b.keys()]);
  return [...keys].map((k) => ({
    chave: k,
    ...soma(a.get(k) ?? zero()),
    anterior: soma(b.get(k) ?? zero()),
    ...linha(k),
  }));
}

export const ETAPAS = {
  PROSPECCAO: 'Prospecção',
  PROPOSTA: 'Proposta',
  NEGOCIACAO: 'Negociação',
  GANHA: 'Ganha',
  PERDIDA: 'Perdida',
} as const;
export type Etapa = keyof typeof ETAPAS;

const OFFSET_SP = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Sao_Paulo',
  timeZoneName: 'longOffset',
});

/** The instant a São Paulo day starts, as ISO (the negotiations list filters createdAt by instants). */
export function inicioDoDiaSP(dia: string): string {
  const guess = new Date(`${dia}T03:00:00Z`);
  const name = OFFSET_SP.formatToParts(guess).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT-03:00';
  const offset = name === 'GMT' ? '+00:00' : name.slice(3);
  return new Date(`${dia}T00:00:00${offset}`).toISOString();
}
const fimDoDiaSP = (dia: string) => new Date(Date.parse(inicioDoDiaSP(addDays(dia, 1))) - 1).toISOString();

/** The conditions of the negotiations created in a period (São Paulo days) the caller sees, in some stages. */
function negociacoesOnde(
  ctx: RegisterHookContext,
  filtro: RelatorioFilter,
  p: Intervalo | null,
  etapas?: readonly Etapa[],
): SQL | undefined {
  return and(
    eq(negociacoes.empresaId, ctx.empresaId),
    isNull(negociacoes.deletedAt),
    p
      ? sql`(${negociacoes.createdAt} at time zone 'America/Sao_Paulo')::date between ${p.de} and ${p.ate}`
      : undefined,
    etapas ? inArray(negociacoes.etapa, [...etapas]) : undefined,
    condicoes(ctx, { vendedorId: filtro.vendedorId, equipeId: filtro.equipeId })(negociacoes),
  );
}

/** Negotiations by stage created in a period (São Paulo days), with their estimated value. */
export async function negociacoesPorEtapa(
  ctx: RegisterHookContext,
  filtro: RelatorioFilter,
  p: Intervalo | null,
  etapas?: readonly Etapa[],
): Promise<Map<string, { quantidade: number; centavos: number }>> {
  const rows = await ctx.db
    .select({
      etapa: negociacoes.etapa,
      quantidade: sql<number>`count(*)::int`,
      centavos: sql<string>`coalesce(sum(${negociacoes.valorEstimado}), 0) * 100`,
    })
    .from(negociacoes)
    .where(negociacoesOnde(ctx, filtro, p, etapas))
    .groupBy(negociacoes.etapa);
  return new Map(
    rows.map((r) => [
      r.etapa,
      { quantidade: Number(r.quantidade), centavos: Math.round(Number(r.centavos)) },
    ]),
  );
}

/**
 * The same sums as a part of `nomes`' statement (rows 'n': the stage as `nome`, [count, cents] as `x`), for the
 * home: one statement less. `nomes` answers them in `porEtapa`.
 */
export function negociacoesComoNomes(
  ctx: RegisterHookContext,
  filtro: RelatorioFilter,
  p: Intervalo | null,
  etapas?: readonly Etapa[],
): SQL {
  return sql`select 'n', null::int, ${negociacoes.etapa}::text,
    json_build_array(count(*), coalesce(sum(${negociacoes.valorEstimado}), 0) * 100)
    from ${negociacoes} where ${negociacoesOnde(ctx, filtro, p, etapas)} group by ${negociacoes.etapa}`;
}

/** The negotiations list filter of a stage, created in a period. */
export const filtroNegociacoes = (filtro: RelatorioFilter, etapa: string | null, p: Intervalo | null) => ({
  ...filtro,
  ...(etapa ? { etapa } : {}),
  ...(p ? { createdAt_gte: inicioDoDiaSP(p.de), createdAt_lte: fimDoDiaSP(p.ate) } : {}),
});

const totaisDe = (atual: Soma, anterior: Soma, filtroTotais: Record<string, unknown>) => ({
  ...atual,
  ticketMedio: ticket(atual),
  anterior: { ...anterior, ticketMedio: ticket(anterior) },
  filtro: filtroTotais,
});

/** What every result starts with: the type, the period and the one before it. */
const cabecalho = (tipo: Tipo, periodo: Periodo) => ({
  tipo,
  periodo: { preset: periodo.preset, de: periodo.de, ate: periodo.ate },
  anterior: periodo.anterior,
});

/** NEGOCIACOES_POR_ETAPA: the negotiations created in the period, one line per stage. */
async function negociacoesNoPeriodo(
  ctx: RegisterHookContext,
  periodo: Periodo,
  filtro: RelatorioFilter,
): Promise<Resultado> {
  const [a, b] = await Promise.all([
    negociacoesPorEtapa(ctx, filtro, periodo),
    negociacoesPorEtapa(ctx, filtro, periodo.anterior),
  ]);
  const linhas: Linha[] = (Object.keys(ETAPAS) as Etapa[]).map((etapa) => ({
    chave: etapa,
    rotulo: ETAPAS[etapa],
    ...soma(a.get(etapa) ?? zero()),
    anterior: soma(b.get(etapa) ?? zero()),
    filtro: filtroNegociacoes(filtro, etapa, periodo),
  }));
  const sum = (m: typeof a) => soma(acumular([...m.values()] as Grupo[], () => 'x').get('x') ?? zero());
  return {
    ...cabecalho('NEGOCIACOES_POR_ETAPA', periodo),
    recurso: 'negociacoes',
    linhas,
    totais: totaisDe(sum(a), sum(b), filtroNegociacoes(filtro, null, periodo)),
    foraDosTotais: { quantidade: 0, total: 0 },
  };
}

/** VENDAS_POR_PERIODO: one line per day (up to 62 days) or per month, beside the same step of the period before. */
function linhasPorPeriodo(
  regra: RegraDosTotais,
  atual: Grupo[],
  anterior: Grupo[],
  filtro: RelatorioFilter,
  periodo: Periodo,
  porDia: boolean,
): Linha[] {
  const chaves = porDia ? diasEntre(periodo.de, periodo.ate) : mesesEntre(periodo.de, periodo.ate);
  const chavesAnt = porDia
    ? diasEntre(periodo.anterior.de, periodo.anterior.ate)
    : mesesEntre(periodo.anterior.de, periodo.anterior.ate);
  const keep = (g: Grupo) => (regra.entra(g.vendaStatusId) ? (g.bucket ?? null) : null);
  const a = acumular(atual, keep);
  const b = acumular(anterior, keep);
  return chaves.map((chave, i) => {
    const mes = mesDe(`${chave}-01`);
    const range = porDia
      ? { de: chave, ate: chave }
      : { de: ultimo(mes.de, periodo.de), ate: primeiro(mes.ate, periodo.ate) };
    const ant = chavesAnt[i];
    return {
      chave,
      rotulo: rotuloData(chave),
      ...soma(a.get(chave) ?? zero()),
      anterior: soma((ant && b.get(ant)) || zero()),
      filtro: filtroPeriodo(filtro, range),
    };
  });
}

/** VENDAS_POR_VENDEDOR and VENDAS_POR_EQUIPE: one line per seller or team, the largest total first. */
function linhasPorPessoa(
  tipo: 'VENDAS_POR_VENDEDOR' | 'VENDAS_POR_EQUIPE',
  regra: RegraDosTotais,
  atual: Grupo[],
  anterior: Grupo[],
  names: Nomes,
  noPeriodo: Record<string, unknown>,
): Linha[] {
  if (tipo === 'VENDAS_POR_VENDEDOR')
    return linhasPor(
      regra,
      atual,
      anterior,
      (g) => String(g.vendedorId),
      (k) => ({
        rotulo: names.vendedor.get(Number(k)) ?? `Perfil ${k}`,
        filtro: { ...noPeriodo, vendedorId: Number(k) },
      }),
    ).sort(byTotal);
  return linhasPor(
    regra,
    atual,
    anterior,
    (g) => (g.equipeId == null ? 'sem-equipe' : String(g.equipeId)),
    (k) => ({
      rotulo: k === 'sem-equipe' ? 'Sem equipe' : (names.equipe.get(Number(k)) ?? `Equipe ${k}`),
      filtro: { ...noPeriodo, equipeId: k === 'sem-equipe' ? null : Number(k) },
    }),
  ).sort(byTotal);
}

/** Runs a report type for the caller over a period. */
export async function executar(
  ctx: RegisterHookContext,
  tipo: Tipo,
  periodo: Periodo,
  filtro: RelatorioFilter,
): Promise<Resultado> {
  if (tipo === 'NEGOCIACOES_POR_ETAPA') return negociacoesNoPeriodo(ctx, periodo, filtro);

  const where = condicoes(ctx, filtro);
  const dias = periodo.ate >= addDays(periodo.de, 62) ? 0 : 1;
  const agrupamento: 'dia' | 'mes' = dias ? 'dia' : 'mes';
  const porPessoa = tipo === 'VENDAS_POR_VENDEDOR' || tipo === 'VENDAS_POR_EQUIPE';
  const dims: Dim[] =
    tipo === 'VENDAS_POR_VENDEDOR' ? ['vendedorId'] : tipo === 'VENDAS_POR_EQUIPE' ? ['equipeId'] : [];
  const bucket = tipo === 'VENDAS_POR_PERIODO' ? agrupamento : undefined;
  const consulta = (intervalo: Intervalo, pessoas = false) => ({
    empresaId: ctx.empresaId,
    intervalo,
    fonte: 'vendas' as const,
    dims: pessoas ? dims : [],
    where,
    ...(bucket ? { bucket } : {}),
    // the lines of sellers or teams count the sales in the totals only: summed over their statuses
    ...(pessoas ? { nosTotais: true } : {}),
  });
  // the rule and the names in one statement; the period and the one before in another (by seller or team: by
  // status for the totals, and by person in the totals)
  const [names, [atual = [], anterior = [], atualPorPessoa = [], anteriorPorPessoa = []]] = await Promise.all(
    [
      nomes(ctx.db, ctx.empresaId, { pessoas: porPessoa }),
      somarVarias(ctx.db, [
        consulta(periodo),
        consulta(periodo.anterior),
        ...(porPessoa ? [consulta(periodo, true), consulta(periodo.anterior, true)] : []),
      ]),
    ],
  );
  const regra = names.regra;
  const A = dividir(regra, atual);
  const B = dividir(regra, anterior);
  const totais = totaisDe(A.dentro, B.dentro, filtroPeriodo(filtro, periodo));
  const noPeriodo = filtroPeriodo(filtro, periodo);
  const linhas =
    tipo === 'VENDAS_POR_PERIODO'
      ? linhasPorPeriodo(regra, atual, anterior, filtro, periodo, dias === 1)
      : porPessoa
        ? linhasPorPessoa(tipo, regra, atualPorPessoa, anteriorPorPessoa, names, noPeriodo)
        : linhasPorStatus(regra, atual, anterior, filtro, periodo);
  return {
    ...cabecalho(tipo, periodo),
    recurso: 'vendas',
    ...(tipo === 'VENDAS_POR_PERIODO' ? { agrupamento } : {}),
    linhas,
    totais,
    foraDosTotais: A.fora,
  };
}

/** By status: every status with sales in either period, and every live active one; cancelling ones marked. */
export function linhasPorStatus(
  regra: RegraDosTotais,
  atual: Grupo[],
  anterior: Grupo[],
  filtro: RelatorioFilter,
  periodo: Intervalo,
): Linha[] {
  const linhas = linhasPor(
    regra,
    atual,
    anterior,
    (g) => String(g.vendaStatusId),
    (k) => {
      const s = regra.porId.get(Number(k));
      return {
        rotulo: s?.nome ?? `Status ${k}`,
        cor: s?.cor ?? null,
        ...(s?.cancela ? { foraDosTotais: true } : {}),
        filtro: { ...filtroPeriodo(filtro, periodo, !s?.cancela), vendaStatusId: Number(k) },
      };
    },
    true,
  );
  const shown = new Set(linhas.map((l) => l.chave));
  for (const s of regra.status) {
    if (shown.has(String(s.id)) || s.naLixeira || !s.ativo) continue;
    if (filtro.vendaStatusId && !filtro.vendaStatusId.includes(s.id)) continue;
    linhas.push({
      chave: String(s.id),
      rotulo: s.nome,
      cor: s.cor,
      ...(s.cancela ? { foraDosTotais: true } : {}),
      quantidade: 0,
      total: 0,
      anterior: { quantidade: 0, total: 0 },
      filtro: { ...filtroPeriodo(filtro, periodo, !s.cancela), vendaStatusId: s.id },
    });
  }
  const ordem = (k: string) => regra.porId.get(Number(k))?.ordem ?? Number.MAX_SAFE_INTEGER;
  return linhas.sort((a, b) => ordem(a.chave) - ordem(b.chave) || Number(a.chave) - Number(b.chave));
}

/** The earlier / later of two 'YYYY-MM-DD'. */
const primeiro = (a: string, b: string) => (a <= b ? a : b);
const ultimo = (a: string, b: string) => (a >= b ? a : b);

function diasEntre(de: string, ate: string): string[] {
  const out: string[] = [];
  for (let d = de; d <= ate; d = addDays(d, 1)) out.push(d);
  return out;
}
