import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requireEmpresa, requirePermission } from '../access.ts';
import { errorResponses } from '../api-schemas.ts';
import type { Db } from '../db/client.ts';
import { relatorios } from '../db/generated/registers.ts';
import { notFound } from '../errors.ts';
import type { RegisterHookContext } from '../registers/plugin.ts';
import { painel } from './painel.ts';
import { PERIODOS, type Relogio, resolvePeriodo } from './periodos.ts';
import { executar, parseRelatorioFilter, TIPOS, type Tipo } from './relatorios.ts';

// The figures' routes (issue 13, COMMON13.md): a report type run for the configurator's preview, the public
// reports every member runs, and the company home by role. Each route checks access before validating (someone
// without it learns nothing from a 400) and has its full schema, so tests/api/hostile.test.ts covers it.

export interface FigurasOptions {
  /** The clock the periods are counted from (tests pin it); default: the real time. */
  agora?: Relogio;
}

const ID = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const DIA = { type: 'string', minLength: 10, maxLength: 10, description: 'AAAA-MM-DD' } as const;
const SOMA = {
  type: 'object',
  additionalProperties: false,
  required: ['quantidade', 'total'],
  properties: {
    quantidade: { type: 'integer' },
    total: { type: 'number', description: 'Em reais, 2 casas.' },
  },
} as const;
const SOMA_TICKET = {
  type: 'object',
  additionalProperties: false,
  required: ['quantidade', 'total', 'ticketMedio'],
  properties: { ...SOMA.properties, ticketMedio: { type: 'number' } },
} as const;
const INTERVALO = {
  type: 'object',
  additionalProperties: false,
  required: ['de', 'ate'],
  properties: { de: DIA, ate: DIA },
} as const;
const PERIODO = {
  type: 'object',
  additionalProperties: false,
  required: ['preset', 'de', 'ate'],
  properties: { preset: { type: 'string', enum: [...PERIODOS] }, de: DIA, ate: DIA },
} as const;
const FILTRO = {
  type: 'object',
  additionalProperties: true,
  description: 'O filtro da lista (de `recurso`) que mostra exatamente os registros da linha.',
} as const;

export const FiguraLinha = {
  $id: 'FiguraLinha',
  type: 'object',
  additionalProperties: false,
  required: ['chave', 'rotulo', 'quantidade', 'total', 'anterior', 'filtro'],
  properties: {
    chave: { type: 'string' },
    rotulo: { type: 'string' },
    cor: { type: ['string', 'null'] },
    foraDosTotais: { type: 'boolean', description: 'Status que cancela: aparece, mas fica fora dos totais.' },
    quantidade: { type: 'integer', description: 'Vendas (unidades, para produtos; negociações).' },
    total: { type: 'number', description: 'Em reais (negociações: soma do valor estimado).' },
    anterior: SOMA,
    filtro: FILTRO,
  },
} as const;

const LINHAS = { type: 'array', items: { $ref: 'FiguraLinha#' } } as const;

export const RelatorioResultado = {
  $id: 'RelatorioResultado',
  type: 'object',
  additionalProperties: false,
  required: ['tipo', 'recurso', 'periodo', 'anterior', 'linhas', 'totais', 'foraDosTotais'],
  properties: {
    tipo: { type: 'string', enum: [...TIPOS] },
    recurso: { type: 'string', enum: ['vendas', 'negociacoes'] },
    periodo: PERIODO,
    anterior: INTERVALO,
    agrupamento: { type: 'string', enum: ['dia', 'mes'], description: 'Por dia até 62 dias; senão por mês.' },
    linhas: LINHAS,
    totais: {
      type: 'object',
      additionalProperties: false,
      required: ['quantidade', 'total', 'ticketMedio', 'anterior', 'filtro'],
      properties: { ...SOMA_TICKET.properties, anterior: SOMA_TICKET, filtro: FILTRO },
    },
    foraDosTotais: { ...SOMA, description: 'As vendas do período em status que cancela.' },
  },
} as const;

export const RelatorioPublico = {
  $id: 'RelatorioPublico',
  type: 'object',
  additionalProperties: false,
  required: ['relatorioId', 'nome', 'uri', 'descricao', 'tipo'],
  properties: {
    relatorioId: { type: 'integer' },
    nome: { type: 'string' },
    uri: { type: 'string' },
    descricao: { type: ['string', 'null'] },
    tipo: { type: 'string', enum: [...TIPOS] },
  },
} as const;

export const Painel = {
  $id: 'Painel',
  type: 'object',
  additionalProperties: false,
  required: ['papel', 'periodo', 'anterior', 'resumo', 'mesPassado', 'porStatus', 'negociacoes', 'meses'],
  properties: {
    papel: {
      type: 'string',
      enum: ['vendedor', 'supervisor', 'gestor'],
      description: 'gestor: ADMIN ou VER_TODAS_VENDAS; supervisor: supervisiona uma equipe; senão vendedor.',
    },
    periodo: PERIODO,
    anterior: INTERVALO,
    resumo: {
      type: 'object',
      additionalProperties: false,
      required: ['quantidade', 'total', 'ticketMedio', 'concluidas', 'anterior', 'filtro'],
      properties: {
        ...SOMA_TICKET.properties,
        concluidas: { ...SOMA, description: 'As do período em status que finaliza.' },
        anterior: SOMA_TICKET,
        filtro: FILTRO,
      },
    },
    mesPassado: { ...SOMA, description: 'O mês passado inteiro: a meta a bater.' },
    porStatus: LINHAS,
    negociacoes: {
      ...LINHAS,
      description: 'As negociações abertas (prospecção, proposta, negociação), por etapa.',
    },
    equipes: { ...LINHAS, description: 'Supervisor: as suas equipes; gestor: todas.' },
    vendedores: {
      ...LINHAS,
      description: 'Supervisor: os vendedores das suas equipes; gestor: os 10 que mais venderam.',
    },
    origens: { ...LINHAS, description: 'Só o gestor.' },
    produtos: { ...LINHAS, description: 'Só o gestor: os 10 produtos de maior valor.' },
    meses: {
      ...LINHAS,
      description: 'Os últimos 12 meses, este incluído; anterior: o mesmo mês um ano antes.',
    },
  },
} as const;

const periodoQuery = {
  periodo: { type: 'string', enum: [...PERIODOS], description: 'Padrão: este-mes.' },
  de: { type: 'string', description: 'AAAA-MM-DD (período personalizado)' },
  ate: { type: 'string', description: 'AAAA-MM-DD (período personalizado), no máximo 5 anos após de' },
} as const;
const filterQuery = {
  filter: {
    type: 'string',
    description:
      'JSON: vendaStatusId, vendedorId, equipeId (um valor ou lista; equipeId null = sem equipe). Negociações: vendedorId, equipeId.',
  },
} as const;

type Periodico = { periodo?: string; de?: string; ate?: string; filter?: string };

const empresaIdOf = (request: FastifyRequest) =>
  Number((request.params as { empresaId?: unknown }).empresaId);

/** Access before validation, as the other company routes. */
const acesso = (permissao?: 'CONFIGURAR_EMPRESA') => async (request: FastifyRequest) => {
  const empresaId = empresaIdOf(request);
  if (!Number.isInteger(empresaId) || empresaId < 1) return;
  if (permissao) requirePermission(request.auth, empresaId, permissao);
  else requireEmpresa(request.auth, empresaId);
};

const params = (extra: Record<string, object> = {}) => ({
  type: 'object',
  additionalProperties: false,
  required: ['empresaId', ...Object.keys(extra)],
  properties: { empresaId: ID, ...extra },
});

const tags = ['relatórios'];

/** What every figures route reads: the database, the clock, and the caller's context. */
interface Figuras {
  db: Db;
  agora: Relogio;
  ctxOf: (request: FastifyRequest) => RegisterHookContext;
}

/** GET /empresas/:empresaId/relatorios/resultado: a report type run for the configurator's preview. */
function resultadoRoute(app: FastifyInstance, { agora, ctxOf }: Figuras) {
  app.get<{ Params: { empresaId: number }; Querystring: Periodico & { tipo: Tipo } }>(
    '/empresas/:empresaId/relatorios/resultado',
    {
      preValidation: acesso('CONFIGURAR_EMPRESA'),
      schema: {
        tags,
        summary: 'Executar um tipo de relatório (prévia da definição; CONFIGURAR_EMPRESA)',
        description:
          'Os números do tipo no período, comparados com o período anterior (mesmo número de dias terminando na véspera; este mês, mês passado e este ano: o mesmo trecho do mês/ano anterior). Dias no horário de Brasília, semanas a partir de segunda. Vendas em status que cancela ficam fora dos totais (foraDosTotais). Cada um vê só as vendas que a lista dele mostra.',
        params: params(),
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['tipo'],
          properties: { tipo: { type: 'string', enum: [...TIPOS] }, ...periodoQuery, ...filterQuery },
        },
        response: { 200: { $ref: 'RelatorioResultado#' }, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const { tipo } = request.query;
      const periodo = resolvePeriodo(request.query, agora());
      return executar(ctxOf(request), tipo, periodo, parseRelatorioFilter(request.query.filter, tipo));
    },
  );
}

const publicos = (empresaId: number) =>
  and(
    eq(relatorios.empresaId, empresaId),
    eq(relatorios.publico, true),
    eq(relatorios.ativo, true),
    isNull(relatorios.deletedAt),
  );
const colunas = {
  relatorioId: relatorios.relatorioId,
  nome: relatorios.nome,
  uri: relatorios.uri,
  descricao: relatorios.descricao,
  tipo: relatorios.tipo,
};

/** GET /empresas/:empresaId/meus-relatorios: the company's public, active reports, for any member. */
function meusRelatoriosRoute(app: FastifyInstance, { db }: Figuras) {
  app.get<{ Params: { empresaId: number } }>(
    '/empresas/:empresaId/meus-relatorios',
    {
      preValidation: acesso(),
      schema: {
        tags,
        summary: 'Os relatórios públicos e ativos da empresa (qualquer membro)',
        params: params(),
        response: {
          200: { type: 'array', items: { $ref: 'RelatorioPublico#' } },
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) =>
      db
        .select(colunas)
        .from(relatorios)
        .where(publicos(request.params.empresaId))
        .orderBy(asc(sql`f_unaccent(lower(${relatorios.nome})) collate "C"`), asc(relatorios.relatorioId)),
  );
}

/** GET /empresas/:empresaId/meus-relatorios/:uri: one public report run for whoever calls. */
function meuRelatorioRoute(app: FastifyInstance, { db, agora, ctxOf }: Figuras) {
  app.get<{ Params: { empresaId: number; uri: string }; Querystring: Periodico }>(
    '/empresas/:empresaId/meus-relatorios/:uri',
    {
      preValidation: acesso(),
      schema: {
        tags,
        summary: 'Executar um relatório público pelo endereço (qualquer membro)',
        description:
          'O relatório público e ativo de endereço `uri`, executado no período para quem chama: cada um vê só as vendas que a lista dele mostra (o vendedor as suas; o supervisor as das suas equipes). 404 se não for público e ativo.',
        params: params({
          uri: { type: 'string', minLength: 2, maxLength: 60, pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' },
        }),
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { ...periodoQuery, ...filterQuery },
        },
        response: {
          200: {
            type: 'object',
            additionalProperties: false,
            required: ['relatorio', 'resultado'],
            properties: {
              relatorio: { $ref: 'RelatorioPublico#' },
              resultado: { $ref: 'RelatorioResultado#' },
            },
          },
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (request) => {
      const { empresaId, uri } = request.params;
      const [relatorio] = await db
        .select(colunas)
        .from(relatorios)
        .where(
          and(publicos(empresaId), sql`f_unaccent(lower(${relatorios.uri})) = f_unaccent(lower(${uri}))`),
        );
      if (!relatorio) throw notFound('Relatório não encontrado (ou não é público).');
      const periodo = resolvePeriodo(request.query, agora());
      const filtro = parseRelatorioFilter(request.query.filter, relatorio.tipo);
      return { relatorio, resultado: await executar(ctxOf(request), relatorio.tipo, periodo, filtro) };
    },
  );
}

/** GET /empresas/:empresaId/painel: the company home's figures, by the caller's role. */
function painelRoute(app: FastifyInstance, { agora, ctxOf }: Figuras) {
  app.get<{ Params: { empresaId: number }; Querystring: Omit<Periodico, 'filter'> }>(
    '/empresas/:empresaId/painel',
    {
      preValidation: acesso(),
      schema: {
        tags,
        summary: 'Os números da página inicial da empresa, pelo papel de quem chama (qualquer membro)',
        description:
          'vendedor: as suas vendas; supervisor: as das suas equipes; gestor (ADMIN ou VER_TODAS_VENDAS): a empresa, com os 10 melhores vendedores, origens e produtos. Vendas em status que cancela ficam fora dos números.',
        params: params(),
        querystring: { type: 'object', additionalProperties: false, properties: periodoQuery },
        response: { 200: { $ref: 'Painel#' }, ...errorResponses(400, 401, 403) },
      },
    },
    async (request) => {
      const now = agora();
      return painel(ctxOf(request), resolvePeriodo(request.query, now), now);
    },
  );
}

export default async function figurasRoutes(app: FastifyInstance, options: FigurasOptions) {
  const { db } = app;
  app.addSchema(FiguraLinha);
  app.addSchema(RelatorioResultado);
  app.addSchema(RelatorioPublico);
  app.addSchema(Painel);
  const figuras: Figuras = {
    db,
    agora: options.agora ?? (() => new Date()),
    ctxOf: (request) => ({ db, auth: request.auth, empresaId: empresaIdOf(request) }),
  };
  resultadoRoute(app, figuras);
  meusRelatoriosRoute(app, figuras);
  meuRelatorioRoute(app, figuras);
  painelRoute(app, figuras);
}
