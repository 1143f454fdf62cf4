import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorResponses } from '../api-schemas.ts';

// `GET /admin/request-logs/rotas` (ADMIN): the latency of each route over the logs the list's filter finds —
// calls, p50 and p95 of the duration, 4xx and 5xx and the error rate — one row per method and route pattern,
// slowest (p95) first, grouped on request_logs.rota. The list's period filter bounds the scan
// (request_logs_created_idx; request_logs_rota_created_idx when the filter names routes).

const INTEIRO = { type: 'integer', minimum: 0 } as const;

export const RequestLogRota = {
  $id: 'RequestLogRota',
  type: 'object',
  additionalProperties: false,
  required: ['method', 'rota', 'quantidade', 'p50', 'p95', 'erros4xx', 'erros5xx', 'taxaErro'],
  properties: {
    method: { type: 'string' },
    rota: {
      type: ['string', 'null'],
      description:
        'A rota que atendeu, como registrada (/api/empresas/:empresaId/vendas/:id); null: caminho sem rota (404).',
    },
    quantidade: INTEIRO,
    p50: { type: 'number', description: 'Mediana da duração, em ms.' },
    p95: { type: 'number', description: 'Percentil 95 da duração, em ms.' },
    erros4xx: INTEIRO,
    erros5xx: INTEIRO,
    taxaErro: { type: 'number', minimum: 0, maximum: 1, description: '(4xx + 5xx) / quantidade.' },
  },
} as const;

const LIMITE = 200;
const round2 = (n: number) => Math.round(n * 100) / 100;

export function requestLogsRotasRoute(
  app: FastifyInstance,
  options: {
    tags: string[];
    preValidation: (request: FastifyRequest) => Promise<void>;
    parseFilter(raw: string | undefined): SQL | undefined;
  },
) {
  app.addSchema(RequestLogRota);
  app.get<{ Querystring: { filter?: string } }>(
    '/admin/request-logs/rotas',
    {
      preValidation: options.preValidation,
      schema: {
        tags: options.tags,
        summary: 'Latência por rota (ADMIN)',
        description: `Por método e padrão do caminho, sobre os logs que o filtro da lista encontra (o mesmo \`filter\`): quantidade, p50, p95, erros 4xx e 5xx e a taxa de erro. As ${LIMITE} rotas de maior p95.`,
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { filter: { type: 'string', description: 'JSON, o mesmo da lista' } },
        },
        response: {
          200: { type: 'array', maxItems: LIMITE, items: { $ref: 'RequestLogRota#' } },
          ...errorResponses(400, 401, 403),
        },
      },
    },
    async (request) => {
      const where = options.parseFilter(request.query.filter);
      const result = (await app.db.execute(sql`
        select request_logs.method, request_logs.rota, count(*)::int as quantidade,
          percentile_cont(0.5) within group (order by duration_ms)::float8 as p50,
          percentile_cont(0.95) within group (order by duration_ms)::float8 as p95,
          count(*) filter (where status between 400 and 499)::int as e4,
          count(*) filter (where status between 500 and 599)::int as e5
        from request_logs ${where ? sql`where ${where}` : sql``}
        group by 1, 2 order by p95 desc, quantidade desc, rota nulls last, method limit ${LIMITE}`)) as unknown as {
        rows: Array<Record<string, unknown>>;
      };
      return result.rows.map((r) => {
        const quantidade = Number(r.quantidade);
        const e4 = Number(r.e4);
        const e5 = Number(r.e5);
        return {
          method: String(r.method),
          rota: r.rota === null ? null : String(r.rota),
          quantidade,
          p50: round2(Number(r.p50)),
          p95: round2(Number(r.p95)),
          erros4xx: e4,
          erros5xx: e5,
          taxaErro: quantidade === 0 ? 0 : Math.round(((e4 + e5) / quantidade) * 10_000) / 10_000,
        };
      });
    },
  );
}
