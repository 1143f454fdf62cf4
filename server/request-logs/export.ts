import type { SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formatLogMoment } from '../../src/admin/requestLogs/format.ts';
import { formatNumber } from '../../src/schema/display.ts';
import { errorResponses } from '../api-schemas.ts';
import { requestLogs } from '../db/schema.ts';
import { columnOrder, exportFilename, keysetReader, sendCsv } from '../registers/export.ts';
import { invalid, parseSortPair } from '../registers/query.ts';

// `GET /admin/request-logs/export` (ADMIN): the logs the list's filter finds, in its order, streamed as CSV like
// the registers' export (server/registers/export.ts): the table grows by one row per request, so it is read a
// batch at a time, by keyset, and never held in memory.

const TITLES = ['ID', 'Data/hora', 'Método', 'Caminho', 'Status', 'Duração (ms)', 'Usuário', 'Empresa', 'IP'];

/** The cells of one log, as the list shows them. */
function cells(row: Record<string, unknown>): string[] {
  const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  return [
    text(row.requestLogId),
    formatLogMoment(row.createdAt),
    text(row.method),
    text(row.path),
    text(row.status),
    formatNumber(row.durationMs, 2),
    text(row.usuarioId),
    text(row.empresaId),
    text(row.ip),
  ];
}

export function requestLogsExportRoute(
  app: FastifyInstance,
  options: {
    tags: string[];
    preValidation: (request: FastifyRequest) => Promise<void>;
    parseFilter(raw: string | undefined): SQL | undefined;
    sortable: Readonly<Record<string, PgColumn>>;
  },
) {
  const { db } = app;
  app.get<{ Querystring: { filter?: string; sort?: string } }>(
    '/admin/request-logs/export',
    {
      preValidation: options.preValidation,
      schema: {
        tags: options.tags,
        summary: 'Exportar os logs de requisições (CSV, ADMIN)',
        description:
          'Todos os logs que o filtro da lista encontra, na ordem da lista, em CSV para o Excel no Brasil, enviados aos poucos, sem limite de página.',
        querystring: {
          type: 'object',
          additionalProperties: false,
          properties: { filter: { type: 'string' }, sort: { type: 'string' } },
        },
        response: errorResponses(400, 401, 403),
      },
    },
    async (request, reply) => {
      const where = options.parseFilter(request.query.filter);
      const [name, order] = parseSortPair(request.query.sort, ['createdAt', 'DESC']);
      const column = Object.hasOwn(options.sortable, name) ? options.sortable[name] : undefined;
      if (!column) throw invalid('sort', `Não é possível ordenar por ${name}.`);
      const key = requestLogs.requestLogId;
      const next = keysetReader(
        db,
        {
          table: requestLogs,
          key: 'requestLogId',
          keyColumn: key,
          columns: {
            requestLogId: key,
            createdAt: requestLogs.createdAt,
            method: requestLogs.method,
            path: requestLogs.path,
            status: requestLogs.status,
            durationMs: requestLogs.durationMs,
            usuarioId: requestLogs.usuarioId,
            empresaId: requestLogs.empresaId,
            ip: requestLogs.ip,
          },
        },
        where,
        columnOrder(column, key, order === 'ASC'),
      );
      const batch = async () => {
        const rows = await next();
        return rows ? rows.map(cells) : null;
      };
      const first = await batch();
      return sendCsv(reply, exportFilename('request-logs'), TITLES, batch, first);
    },
  );
}
