import { formatNumber } from '../../../core/schema/display';

/** The shape of GET /api/admin/request-logs (server/request-logs/routes.ts). */
export interface RequestLogRecord {
  id: number;
  requestLogId: number;
  method: string;
  path: string;
  status: number;
  durationMs: number;
  usuarioId: number | null;
  empresaId: number | null;
  ip: string | null;
  createdAt: string;
  /** The route that served the call (/api/empresas/:empresaId/vendas/:id); null when none matched (404). */
  rota: string | null;
  usuarioNome: string | null;
  empresaNome: string | null;
}

// Seconds matter in a log (the register screens' dd/mm/aaaa hh:mm would merge a burst of calls into one minute).
const MOMENT = new Intl.DateTimeFormat('pt-BR', { dateStyle: 'short', timeStyle: 'medium' });

/** '2026-03-01T17:05:03.120Z' → '01/03/2026, 14:05:03' in the user's time zone; empty for no value. */
export function formatLogMoment(value: unknown): string {
  if (typeof value !== 'string' && !(value instanceof Date)) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : MOMENT.format(date);
}

/** 12.3456 → '12,35 ms'. */
export const formatDuration = (value: unknown) =>
  typeof value === 'number' ? `${formatNumber(value, 2)} ms` : '';

export type StatusClass = '2' | '3' | '4' | '5';

/** The status classes the list filters by, as the server's status_gte / status_lte range. */
export const STATUS_CLASSES: Array<{ id: StatusClass; name: string }> = [
  { id: '2', name: '2xx – sucesso' },
  { id: '3', name: '3xx – redirecionamento' },
  { id: '4', name: '4xx – erro do cliente' },
  { id: '5', name: '5xx – erro do servidor' },
];

export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].map((m) => ({ id: m, name: m }));

/** The chip colour of a status: green for success, blue for redirects, amber for refusals, red for failures. */
export function statusColor(status: number): 'success' | 'info' | 'warning' | 'error' | 'default' {
  if (status >= 500) return 'error';
  if (status >= 400) return 'warning';
  if (status >= 300) return 'info';
  if (status >= 200) return 'success';
  return 'default';
}
