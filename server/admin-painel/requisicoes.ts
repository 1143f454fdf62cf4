import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

// The admin home's request figures (issue 14): the calls of the last 24 hours by hour, their 4xx and 5xx, and the
// 10 slowest routes by p95. Both read only the window of request_logs_created_idx (created_at), so the cost grows
// with one day's calls, not with the table.

const HORA = 3_600_000;
const INTEIRO = { type: 'integer', minimum: 0 } as const;
const TAXA = {
  type: 'number',
  minimum: 0,
  maximum: 1,
  description: 'Fração das requisições (0 a 1).',
} as const;

export const AdminRequisicoes = {
  $id: 'AdminRequisicoes',
  type: 'object',
  description:
    'As requisições à API das últimas 24 horas: esta hora (até agora) e as 23 anteriores, de `de` (incluído) a `ate` (incluído).',
  additionalProperties: false,
  required: ['de', 'ate', 'total', 'erros4xx', 'erros5xx', 'taxa4xx', 'taxa5xx', 'horas', 'rotasLentas'],
  properties: {
    de: { type: 'string', format: 'date-time' },
    ate: { type: 'string', format: 'date-time' },
    total: INTEIRO,
    erros4xx: INTEIRO,
    erros5xx: INTEIRO,
    taxa4xx: TAXA,
    taxa5xx: TAXA,
    horas: {
      type: 'array',
      maxItems: 24,
      description: 'Uma linha por hora, da mais antiga à atual.',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['inicio', 'total', 'erros4xx', 'erros5xx'],
        properties: {
          inicio: { type: 'string', format: 'date-time' },
          total: INTEIRO,
          erros4xx: INTEIRO,
          erros5xx: INTEIRO,
        },
      },
    },
    rotasLentas: {
      type: 'array',
      maxItems: 10,
      description: 'As 10 rotas (método e padrão do caminho) de maior p95 da duração no período.',
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['method', 'rota', 'quantidade', 'p95'],
        properties: {
          method: { type: 'string' },
          rota: {
            type: 'string',
            description: 'A rota que atendeu, como registrada (/api/empresas/:empresaId/vendas/:id).',
          },
          quantidade: INTEIRO,
          p95: { type: 'number', description: 'Em milissegundos.' },
        },
      },
    },
  },
} as const;

type Row = Record<string, unknown>;
const rows = async (db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: Row[] }).rows;
const num = (v: unknown) => Number(v ?? 0);
const iso = (v: unknown) => new Date(v as string | Date).toISOString();
const taxa = (n: number, total: number) => (total === 0 ? 0 : Math.round((n / total) * 10_000) / 10_000);

export async function requisicoes24h(db: Db, agora: Date) {
  const inicioHora = Math.floor(agora.getTime() / HORA) * HORA;
  const de = new Date(inicioHora - 23 * HORA);
  const ate = agora;
  const janela = sql`request_logs.created_at >= ${de.toISOString()}::timestamptz and request_logs.created_at <= ${ate.toISOString()}::timestamptz`;
  const porHora = await rows(
    db,
    sql`select floor(extract(epoch from request_logs.created_at - ${de.toISOString()}::timestamptz) / 3600)::int as i,
        count(*)::int as total,
        count(*) filter (where status between 400 and 499)::int as e4,
        count(*) filter (where status between 500 and 599)::int as e5
      from request_logs where ${janela} group by 1`,
  );
  const horas = Array.from({ length: 24 }, (_, i) => {
    const inicio = new Date(de.getTime() + i * HORA);
    const r = porHora.find((x) => num(x.i) === i);
    return { inicio: inicio.toISOString(), total: num(r?.total), erros4xx: num(r?.e4), erros5xx: num(r?.e5) };
  });
  const lentas = await rows(
    db,
    // by the route that served each call (request_logs.rota); a path no route matched (404) is no route
    sql`select request_logs.method, request_logs.rota, count(*)::int as quantidade,
        percentile_cont(0.95) within group (order by duration_ms)::float8 as p95
      from request_logs where ${janela} and request_logs.rota is not null
      group by 1, 2 order by p95 desc, quantidade desc, rota, method limit 10`,
  );
  const total = horas.reduce((s, h) => s + h.total, 0);
  const erros4xx = horas.reduce((s, h) => s + h.erros4xx, 0);
  const erros5xx = horas.reduce((s, h) => s + h.erros5xx, 0);
  return {
    de: iso(de),
    ate: iso(ate),
    total,
    erros4xx,
    erros5xx,
    taxa4xx: taxa(erros4xx, total),
    taxa5xx: taxa(erros5xx, total),
    horas,
    rotasLentas: lentas.map((r) => ({
      method: String(r.method),
      rota: String(r.rota),
      quantidade: num(r.quantidade),
      p95: Math.round(num(r.p95) * 100) / 100,
    })),
  };
}
