import { sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireAdmin } from '../access.ts';
import { errorResponses } from '../api-schemas.ts';
import type { Db } from '../db/client.ts';
import { hojeEmSaoPaulo, type Relogio } from '../figuras/periodos.ts';
import { AdminRequisicoes, requisicoes24h } from './requisicoes.ts';

// GET /admin/painel: the platform admin's home (issue 13). A handful of platform-wide figures in one call, each a
// small aggregate: companies by contract state, users, this month's sales (totals rule: a sale whose status has
// `cancela` is out of every sum and count; a sale in the trash too) and the last 12 months. Months and "today"
// are São Paulo's, like every figure of the app.

export interface AdminPainelOptions {
  /** The clock "today", the month and the last 24 hours count from (tests pin it); default: the real time. */
  agora?: Relogio;
}

const EMPRESA_ITEM = {
  type: 'object',
  additionalProperties: false,
  required: ['empresaId', 'nome', 'fim', 'limiteUsuarios', 'perfisAtivos'],
  properties: {
    empresaId: { type: 'integer' },
    nome: { type: 'string' },
    fim: { type: ['string', 'null'], description: 'Fim do contrato atual (AAAA-MM-DD).' },
    limiteUsuarios: { type: 'integer' },
    perfisAtivos: { type: 'integer', description: 'Perfis ativos de usuários: as vagas ocupadas.' },
  },
} as const;
const EMPRESAS_LISTA = {
  type: 'object',
  additionalProperties: false,
  required: ['quantidade', 'empresas'],
  properties: {
    quantidade: { type: 'integer', minimum: 0 },
    empresas: {
      type: 'array',
      maxItems: 100,
      items: EMPRESA_ITEM,
      description: 'As primeiras 100, por nome.',
    },
  },
} as const;

const QTD_TOTAL = {
  type: 'object',
  additionalProperties: false,
  required: ['quantidade', 'total'],
  properties: {
    quantidade: { type: 'integer', minimum: 0 },
    total: { type: 'number', description: 'Em reais, 2 casas.' },
  },
} as const;

export const AdminPainel = {
  $id: 'AdminPainel',
  type: 'object',
  description: 'Os números da plataforma para a página inicial do administrador.',
  additionalProperties: false,
  required: ['empresas', 'usuarios', 'requisicoes', 'vendas', 'meses'],
  properties: {
    empresas: {
      type: 'object',
      additionalProperties: false,
      required: ['ativas', 'inativas', 'vencendo', 'acimaDoLimite'],
      description:
        'Ativa: o contrato atual da empresa está ativo e não terminou; inativa: as demais. vencendo: ativas cujo contrato termina nos próximos 30 dias (hoje incluído); acimaDoLimite: ativas com mais perfis ativos de usuários que o limiteUsuarios do contrato atual.',
      properties: {
        ativas: { type: 'integer', minimum: 0 },
        inativas: { type: 'integer', minimum: 0 },
        vencendo: EMPRESAS_LISTA,
        acimaDoLimite: EMPRESAS_LISTA,
      },
    },
    usuarios: {
      type: 'object',
      additionalProperties: false,
      required: ['total', 'ativos', 'perfisAtivos'],
      description:
        'Ativo: tem ao menos um perfil aceito e ativo em alguma empresa. perfisAtivos: perfis aceitos e ativos de usuários, em todas as empresas.',
      properties: {
        total: { type: 'integer', minimum: 0 },
        ativos: { type: 'integer', minimum: 0 },
        perfisAtivos: { type: 'integer', minimum: 0 },
      },
    },
    requisicoes: { $ref: 'AdminRequisicoes#' },
    vendas: {
      type: 'object',
      additionalProperties: false,
      required: ['mes', 'porEmpresa'],
      properties: {
        mes: {
          ...QTD_TOTAL,
          description: 'Vendas deste mês (fora as de status que cancela e as da lixeira).',
        },
        porEmpresa: {
          type: 'array',
          maxItems: 10,
          description: 'As 10 empresas que mais venderam neste mês, pelo valor.',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['empresaId', 'nome', 'quantidade', 'total'],
            properties: {
              empresaId: { type: 'integer' },
              nome: { type: 'string' },
              ...QTD_TOTAL.properties,
            },
          },
        },
      },
    },
    meses: {
      type: 'array',
      maxItems: 12,
      description: 'Os últimos 12 meses, este incluído, do mais antigo ao mais recente.',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['mes', 'quantidade', 'total'],
        properties: { mes: { type: 'string', pattern: '^\\d{4}-\\d{2}$' }, ...QTD_TOTAL.properties },
      },
    },
  },
} as const;

type Row = Record<string, unknown>;
const rows = async (db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
const num = (v: unknown) => Number(v ?? 0);

/**
 * This month's sales in the totals, by company, from the daily aggregate that the triggers keep in the sale's own
 * transaction (vendas_resumo, migration 0012: a sale in the trash is in no group), statuses with `cancela` left
 * out; up to today, as every figure of the app.
 */
const mesPorEmpresa = (HOJE: ReturnType<typeof sql>, INICIO_MES: ReturnType<typeof sql>) => sql`
  select r.empresa_id, sum(r.quantidade)::int as quantidade, sum(r.total) as total
  from vendas_resumo r join venda_status s on s.venda_status_id = r.venda_status_id
  where not s.cancela and r.dia >= ${INICIO_MES} and r.dia <= ${HOJE}
  group by r.empresa_id`;

/**
 * The active companies (current contract active and not over) that match `onde`, with their seats: active
 * profiles of users, as server/perfis/rules.ts counts them against limiteUsuarios.
 */
async function empresasAtivas(db: Db, HOJE: ReturnType<typeof sql>, onde: ReturnType<typeof sql>) {
  const lista = await rows(
    db,
    sql`select * from (
      select e.empresa_id, e.nome, c.fim::text as fim, c.limite_usuarios,
        (select count(*) from perfis p
          where p.empresa_id = e.empresa_id and p.ativo and p.usuario_id is not null)::int as perfis_ativos
      from empresas e
      join contratos c on c.empresa_id = e.empresa_id and c.contrato_id = e.contrato_atual_id
      where c.ativo and (c.fim is null or c.fim >= ${HOJE})
    ) x where ${onde}
    order by x.nome, x.empresa_id`,
  );
  return {
    quantidade: lista.length,
    empresas: lista.slice(0, 100).map((r) => ({
      empresaId: num(r.empresa_id),
      nome: String(r.nome),
      fim: r.fim === null || r.fim === undefined ? null : String(r.fim),
      limiteUsuarios: num(r.limite_usuarios),
      perfisAtivos: num(r.perfis_ativos),
    })),
  };
}

export async function adminPainel(db: Db, agora: Date = new Date()) {
  const HOJE = sql`${hojeEmSaoPaulo(agora)}::date`;
  const INICIO_MES = sql`date_trunc('month', ${HOJE})::date`;
  const MES_POR_EMPRESA = mesPorEmpresa(HOJE, INICIO_MES);
  const [empresas] = await rows(
    db,
    sql`select
      count(*) filter (where c.ativo and (c.fim is null or c.fim >= ${HOJE}))::int as ativas,
      count(*) filter (where not coalesce(c.ativo and (c.fim is null or c.fim >= ${HOJE}), false))::int as inativas
    from empresas e
    left join contratos c on c.empresa_id = e.empresa_id and c.contrato_id = e.contrato_atual_id`,
  );
  const [usuarios] = await rows(
    db,
    sql`select count(*)::int as total,
      count(*) filter (where exists (
        select 1 from perfis p where p.usuario_id = u.usuario_id and p.aceito and p.ativo))::int as ativos,
      (select count(*) from perfis p where p.aceito and p.ativo and p.usuario_id is not null)::int as perfis_ativos
    from usuarios u`,
  );
  const vencendo = await empresasAtivas(db, HOJE, sql`x.fim::date <= ${HOJE} + 30`);
  const acimaDoLimite = await empresasAtivas(db, HOJE, sql`x.perfis_ativos > x.limite_usuarios`);
  const requisicoes = await requisicoes24h(db, agora);
  const [mes] = await rows(
    db,
    sql`select coalesce(sum(x.quantidade), 0)::int as quantidade, coalesce(sum(x.total), 0)::float8 as total
      from (${MES_POR_EMPRESA}) x`,
  );
  const porEmpresa = await rows(
    db,
    sql`select x.empresa_id, e.nome, x.quantidade, x.total::float8 as total
      from (${MES_POR_EMPRESA}) x join empresas e on e.empresa_id = x.empresa_id
    order by x.total desc, e.nome, x.empresa_id limit 10`,
  );
  const meses = await rows(
    db,
    sql`select to_char(m.inicio, 'YYYY-MM') as mes, coalesce(x.quantidade, 0)::int as quantidade,
        coalesce(x.total, 0)::float8 as total
      from generate_series((${INICIO_MES} - interval '11 months')::date, ${INICIO_MES}, interval '1 month') as m(inicio)
      left join (
        -- the 11 whole months before from the monthly aggregate (migration 0013), this one from the daily
        select r.mes as inicio, sum(r.quantidade) as quantidade, sum(r.total) as total
        from vendas_resumo_mes r join venda_status s on s.venda_status_id = r.venda_status_id
        where not s.cancela and r.mes >= (${INICIO_MES} - interval '11 months')::date and r.mes < ${INICIO_MES}
        group by r.mes
        union all
        select ${INICIO_MES}, sum(x.quantidade), sum(x.total) from (${MES_POR_EMPRESA}) x
      ) x on x.inicio = m.inicio::date
      order by m.inicio`,
  );
  return {
    empresas: { ativas: num(empresas?.ativas), inativas: num(empresas?.inativas), vencendo, acimaDoLimite },
    usuarios: {
      total: num(usuarios?.total),
      ativos: num(usuarios?.ativos),
      perfisAtivos: num(usuarios?.perfis_ativos),
    },
    requisicoes,
    vendas: {
      mes: { quantidade: num(mes?.quantidade), total: num(mes?.total) },
      porEmpresa: porEmpresa.map((r) => ({
        empresaId: num(r.empresa_id),
        nome: String(r.nome),
        quantidade: num(r.quantidade),
        total: num(r.total),
      })),
    },
    meses: meses.map((r) => ({ mes: String(r.mes), quantidade: num(r.quantidade), total: num(r.total) })),
  };
}

const adminOnly = async (request: FastifyRequest) => requireAdmin(request.auth);

/** GET /admin/painel: ADMIN only. */
export default async function adminPainelRoutes(app: FastifyInstance, options: AdminPainelOptions = {}) {
  const agora = options.agora ?? (() => new Date());
  app.addSchema(AdminRequisicoes);
  app.addSchema(AdminPainel);
  app.get(
    '/admin/painel',
    {
      preValidation: adminOnly,
      schema: {
        tags: ['admin'],
        summary: 'Painel da plataforma (ADMIN)',
        description:
          'Empresas ativas e inativas, as com contrato vencendo em 30 dias e as acima do limite de usuários, usuários e perfis ativos, as requisições das últimas 24 horas por hora (com os erros 4xx e 5xx) e as 10 rotas mais lentas (p95), as vendas deste mês (total e as 10 empresas que mais venderam) e as dos últimos 12 meses. Vendas de status que cancela e as da lixeira ficam fora. Meses no fuso de São Paulo.',
        querystring: { type: 'object', additionalProperties: false, properties: {} },
        response: { 200: { $ref: 'AdminPainel#' }, ...errorResponses(400, 401, 403) },
      },
    },
    async () => adminPainel(app.db, agora()),
  );
}
