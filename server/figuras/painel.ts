import { hasPermission } from '../access.ts';
import type { RegisterHookContext } from '../registers/plugin.ts';
import {
  addDays,
  hojeEmSaoPaulo,
  type Intervalo,
  mesDe,
  mesesEntre,
  type Periodo,
  rotuloData,
} from './periodos.ts';
import {
  condicoes,
  dividir,
  ETAPAS,
  type Etapa,
  filtroNegociacoes,
  filtroPeriodo,
  type Linha,
  linhasPor,
  linhasPorStatus,
  type Nomes,
  negociacoesComoNomes,
  nomes,
  type Soma,
} from './relatorios.ts';
import { type Grupo, somarVarias } from './resumo.ts';
import type { RegraDosTotais } from './totais.ts';

// The company home's figures by role (issue 13), in one call: a seller his own month, a supervisor his teams, a
// manager (ADMIN or VER_TODAS_VENDAS) the company. Every figure under the totals rule and the caller's
// visibility, read from the aggregates; each carries the list filter behind it.

export type Papel = 'vendedor' | 'supervisor' | 'gestor';

const ABERTAS: readonly Etapa[] = ['PROSPECCAO', 'PROPOSTA', 'NEGOCIACAO'];
const ticket = (s: Soma) => (s.quantidade > 0 ? Math.round((s.total / s.quantidade) * 100) / 100 : 0);
const byTotal = (a: Linha, b: Linha) => b.total - a.total || a.rotulo.localeCompare(b.rotulo, 'pt-BR');

/** The manager of the home: ADMIN or VER_TODAS_VENDAS, known without reading the database. */
const eGestor = (ctx: RegisterHookContext) =>
  ctx.auth.isAdmin || hasPermission(ctx.auth, ctx.empresaId, 'VER_TODAS_VENDAS');

/** The caller's role for the home: gestor sees everything, supervisor supervises a live team, else vendedor. */
export function papelDe(gestor: boolean, supervisionadas: readonly number[]): Papel {
  if (gestor) return 'gestor';
  return supervisionadas.length > 0 ? 'supervisor' : 'vendedor';
}

type Regra = RegraDosTotais;

/** The first day of the 12 months shown (this one included) and of the 12 before them (each one's "anterior"). */
function inicioDosMeses(mesAtual: Intervalo) {
  let primeiro = mesAtual.de;
  for (let i = 0; i < 11; i++) primeiro = mesDe(addDays(primeiro, -1)).de;
  let primeiroAnt = primeiro;
  for (let i = 0; i < 12; i++) primeiroAnt = mesDe(addDays(primeiroAnt, -1)).de;
  return { primeiro, primeiroAnt };
}

/** The open negotiations, one line per open stage. */
function linhasAbertas(abertas: Nomes['porEtapa']): Linha[] {
  return ABERTAS.map((etapa) => {
    const s = abertas.get(etapa) ?? { quantidade: 0, centavos: 0 };
    return {
      chave: etapa,
      rotulo: ETAPAS[etapa],
      quantidade: s.quantidade,
      total: Math.round(s.centavos) / 100,
      anterior: { quantidade: 0, total: 0 },
      filtro: filtroNegociacoes({}, etapa, null),
    } satisfies Linha;
  });
}

interface PorPessoa {
  regra: Regra;
  names: Nomes;
  atual: Grupo[];
  anterior: Grupo[];
  noPeriodo: Record<string, unknown>;
  gestor: boolean;
  minhas: number[];
}

/** Supervisor and manager: the teams (a supervisor's own even without a sale) and the sellers. */
function equipesEVendedores({ regra, names, atual, anterior, noPeriodo, gestor, minhas }: PorPessoa) {
  const daEquipe = (g: Grupo) => gestor || (g.equipeId != null && minhas.includes(g.equipeId));
  const equipesLinhas = linhasPor(
    regra,
    atual.filter(daEquipe),
    anterior.filter(daEquipe),
    (g) => (g.equipeId == null ? 'sem-equipe' : String(g.equipeId)),
    (k) => ({
      rotulo: k === 'sem-equipe' ? 'Sem equipe' : (names.equipe.get(Number(k)) ?? `Equipe ${k}`),
      filtro: { ...noPeriodo, equipeId: k === 'sem-equipe' ? null : Number(k) },
    }),
  );
  // a supervisor's teams appear even without a sale in the period
  for (const id of gestor ? [] : minhas)
    if (!equipesLinhas.some((l) => l.chave === String(id)))
      equipesLinhas.push({
        chave: String(id),
        rotulo: names.equipe.get(id) ?? `Equipe ${id}`,
        quantidade: 0,
        total: 0,
        anterior: { quantidade: 0, total: 0 },
        filtro: { ...noPeriodo, equipeId: id },
      });
  const vendedores = linhasPor(
    regra,
    atual.filter(daEquipe),
    anterior.filter(daEquipe),
    (g) => String(g.vendedorId),
    (k) => ({
      rotulo: names.vendedor.get(Number(k)) ?? `Perfil ${k}`,
      filtro: { ...noPeriodo, vendedorId: Number(k) },
    }),
  ).sort(byTotal);
  return { equipes: equipesLinhas.sort(byTotal), vendedores: gestor ? vendedores.slice(0, 10) : vendedores };
}

/** The manager only: sales by origin, and the 10 products of the highest value. */
function origensEProdutos(
  regra: Regra,
  names: Nomes,
  [oa = [], ob = [], pa = [], pb = []]: Grupo[][],
  noPeriodo: Record<string, unknown>,
) {
  const origemNome = names.origem;
  const produtoNome = names.produto;
  const porOrigem = linhasPor(
    regra,
    oa,
    ob,
    (g) => (g.origemId == null ? 'sem-origem' : String(g.origemId)),
    (k) => ({
      rotulo: k === 'sem-origem' ? 'Sem origem' : (origemNome.get(Number(k)) ?? `Origem ${k}`),
      filtro: { ...noPeriodo, origemId: k === 'sem-origem' ? null : Number(k) },
    }),
  ).sort(byTotal);
  const porProduto = linhasPor(
    regra,
    pa,
    pb,
    (g) => String(g.produtoId),
    (k) => ({
      rotulo: produtoNome.get(Number(k)) ?? `Produto ${k}`,
      filtro: { ...noPeriodo, produtoId: Number(k) },
    }),
  )
    .sort(byTotal)
    .slice(0, 10);
  return { origens: porOrigem, produtos: porProduto };
}

export async function painel(ctx: RegisterHookContext, periodo: Periodo, agora: Date) {
  const gestor = eGestor(ctx);
  const hoje = hojeEmSaoPaulo(agora);
  const mesAtual = mesDe(hoje);
  const mesPassado = mesDe(addDays(mesAtual.de, -1));
  const { primeiro, primeiroAnt } = inicioDosMeses(mesAtual);
  const where = condicoes(ctx, {});
  const base = { empresaId: ctx.empresaId, fonte: 'vendas' as const, where };
  // what is summed only in the totals is read summed over its statuses (a seventh of the rows): everything but
  // the period's own figures by status (resumo, porStatus)
  const nosTotais = { ...base, nosTotais: true };
  const pessoas = { ...nosTotais, dims: ['vendedorId' as const, 'equipeId' as const] };
  const origem = {
    empresaId: ctx.empresaId,
    fonte: 'origem' as const,
    dims: ['origemId' as const],
    nosTotais: true,
  };
  const produto = {
    empresaId: ctx.empresaId,
    fonte: 'produto' as const,
    dims: ['produtoId' as const],
    nosTotais: true,
  };
  // every sum of the home in one statement (the manager's origins and products too)
  const [names, somas] = await Promise.all([
    // the rule, the names, the teams the caller supervises (their role) and the open negotiations, in one statement
    nomes(ctx.db, ctx.empresaId, {
      origensEProdutos: gestor,
      supervisor: ctx.auth.usuarioId,
      negociacoes: negociacoesComoNomes(ctx, {}, null, ABERTAS),
    }),
    somarVarias(ctx.db, [
      { ...base, intervalo: periodo },
      { ...base, intervalo: periodo.anterior },
      { ...pessoas, intervalo: periodo },
      { ...pessoas, intervalo: periodo.anterior },
      { ...nosTotais, intervalo: mesPassado },
      { ...nosTotais, intervalo: { de: primeiroAnt, ate: hoje }, bucket: 'mes' },
      ...(gestor
        ? [
            { ...origem, intervalo: periodo },
            { ...origem, intervalo: periodo.anterior },
            { ...produto, intervalo: periodo },
            { ...produto, intervalo: periodo.anterior },
          ]
        : []),
    ]),
  ]);
  const [
    atual = [],
    anterior = [],
    atualPessoas = [],
    anteriorPessoas = [],
    passado = [],
    meses = [],
    ...deGestor
  ] = somas;
  const regra = names.regra;
  const minhas = names.supervisionadas;
  const papel = papelDe(gestor, minhas);
  const A = dividir(regra, atual);
  const B = dividir(regra, anterior);
  const noPeriodo = filtroPeriodo({}, periodo);

  const out: Record<string, unknown> = {
    papel,
    periodo: { preset: periodo.preset, de: periodo.de, ate: periodo.ate },
    anterior: periodo.anterior,
    resumo: {
      ...A.dentro,
      ticketMedio: ticket(A.dentro),
      concluidas: A.concluidas,
      anterior: { ...B.dentro, ticketMedio: ticket(B.dentro) },
      filtro: noPeriodo,
    },
    mesPassado: dividir(regra, passado).dentro,
    porStatus: linhasPorStatus(regra, atual, anterior, {}, periodo),
    negociacoes: linhasAbertas(names.porEtapa),
    meses: linhasDosMeses(regra, meses, primeiro, hoje),
  };
  if (papel !== 'vendedor')
    Object.assign(
      out,
      equipesEVendedores({
        regra,
        names,
        atual: atualPessoas,
        anterior: anteriorPessoas,
        noPeriodo,
        gestor,
        minhas,
      }),
    );
  if (gestor) Object.assign(out, origensEProdutos(regra, names, deGestor, noPeriodo));
  return out;
}

/** The last 12 months (this one included, up to today), each with the same month a year before. */
function linhasDosMeses(regra: Regra, grupos: Grupo[], primeiro: string, hoje: string): Linha[] {
  const porMes = new Map<string, { quantidade: number; centavos: number }>();
  for (const g of grupos) {
    if (!regra.entra(g.vendaStatusId) || !g.bucket) continue;
    const s = porMes.get(g.bucket) ?? { quantidade: 0, centavos: 0 };
    s.quantidade += g.quantidade;
    s.centavos += g.centavos;
    porMes.set(g.bucket, s);
  }
  const get = (k: string) => {
    const s = porMes.get(k);
    return s
      ? { quantidade: s.quantidade, total: Math.round(s.centavos) / 100 }
      : { quantidade: 0, total: 0 };
  };
  return mesesEntre(primeiro, hoje).map((chave) => {
    const mes: Intervalo = mesDe(`${chave}-01`);
    const anoAntes = `${Number(chave.slice(0, 4)) - 1}${chave.slice(4)}`;
    return {
      chave,
      rotulo: rotuloData(chave),
      ...get(chave),
      anterior: get(anoAntes),
      filtro: filtroPeriodo({}, { de: mes.de, ate: mes.ate > hoje ? hoje : mes.ate }),
    };
  });
}
