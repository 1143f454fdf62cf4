import { inArray, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { formatNumber } from '../../core/schema/display.ts';
import { errorResponses } from '../api-schemas.ts';
import type { Db } from '../db/client.ts';
import { empresas } from '../db/generated/registers.ts';
import { requestLogs, usuarios } from '../db/schema.ts';
import { invalid, parseSortPair } from '../lists/protocol.ts';
import { columnOrder, exportFilename, keysetReader, sendCsv } from '../registers/export.ts';

// `GET /admin/request-logs/export` (ADMIN): the logs the list's filter finds, in its order, streamed as CSV like
// the registers' export (server/registers/export.ts): the table grows by one row per request, so it is read a
// batch at a time, by keyset, and never held in memory. A person reads it: who called and the company by name
// (looked up once per batch), the route that served the call; the ids follow as the last columns.

// The moment in Brasília time, whatever the server's zone (a server in UTC wrote 13:05 for a 10:05 call), as the
// figures count their days (server/figuras/periodos.ts); seconds matter in a log.
const MOMENT = new Intl.DateTimeFormat('pt-BR', {
  timeZone: 'America/Sao_Paulo',
  dateStyle: 'short',
  timeStyle: 'medium',
});
const moment = (v: unknown) => (v instanceof Date || typeof v === 'string' ? MOMENT.format(new Date(v)) : '');

const TITLES = [
  'ID',
  'Data/hora (Brasília)',
  'Método',
  'Rota',
  'Caminho',
  'Status',
  'Duração (ms)',
  'Usuário',
  'E-mail',
  'Empresa',
  'IP',
  'ID do usuário',
  'ID da empresa',
];

type Row = Record<string, unknown>;
type Names = {
  usuarios: Map<number, { nome: string; email: string }>;
  empresas: Map<number, string>;
};

const ids = (rows: Row[], key: string) => [
  ...new Set(rows.map((r) => r[key]).filter((v): v is number => typeof v === 'number')),
];

/** The names of the users and companies of one batch: two queries, whatever its size. */
async function namesOf(db: Db, rows: Row[]): Promise<Names> {
  const usuarioIds = ids(rows, 'usuarioId');
  const empresaIds = ids(rows, 'empresaId');
  const [us, es] = await Promise.all([
    usuarioIds.length === 0
      ? []
      : db
          .select({ id: usuarios.usuarioId, nome: usuarios.nomeCompleto, email: usuarios.email })
          .from(usuarios)
          .where(inArray(usuarios.usuarioId, usuarioIds)),
    empresaIds.length === 0
      ? []
      : db
          .select({ id: empresas.empresaId, nome: empresas.nome })
          .from(empresas)
          .where(inArray(empresas.empresaId, empresaIds)),
  ]);
  return {
    usuarios: new Map(us.map((u) => [u.id, { nome: u.nome, email: u.email }])),
    empresas: new Map(es.map((e) => [e.id, e.nome])),
  };
}

/** The cells of one log, as the list shows them. */
function cells(row: Row, names: Names): string[] {
  const text = (v: unknown) => (v === null || v === undefined ? '' : String(v));
  const usuario = typeof row.usuarioId === 'number' ? names.usuarios.get(row.usuarioId) : undefined;
  const empresa = typeof row.empresaId === 'number' ? names.empresas.get(row.empresaId) : undefined;
  return [
    text(row.requestLogId),
    moment(row.createdAt),
    text(row.method),
    // a path no route matched (a 404) has none
    row.rota === null ? '(nenhuma)' : text(row.rota),
    text(row.path),
    text(row.status),
    formatNumber(row.durationMs, 2),
    usuario?.nome ?? (row.usuarioId === null ? '(sem autenticação)' : ''),
    usuario?.email ?? '',
    empresa ?? '',
    text(row.ip),
    text(row.usuarioId),
    text(row.empresaId),
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
          'Todos os logs que o filtro da lista encontra, na ordem da lista, em CSV para o Excel no Brasil, enviados aos poucos, sem limite de página: data/hora, método, rota, caminho, status, duração, o nome e o e-mail de quem chamou, o nome da empresa, o IP e, por fim, os ids do usuário e da empresa.',
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
            rota: requestLogs.rota,
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
        if (!rows) return null;
        const names = await namesOf(db, rows);
        return rows.map((row) => cells(row, names));
      };
      const first = await batch();
      return sendCsv(reply, exportFilename('request-logs'), TITLES, batch, first);
    },
  );
}
