// The admin home's figures open their lists filtered (issue 14): react-admin reads a list's filter from the
// address (?filter={…}), so each figure is a plain link, for the keyboard and a new tab alike.

/** '/admin/{resource}?filter=…' for a filter object. */
export function listHref(resource: string, filter: Record<string, unknown>): string {
  return `/admin/${resource}?filter=${encodeURIComponent(JSON.stringify(filter))}`;
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * An instant as the request-log list's date-time filter keeps it: 'YYYY-MM-DDTHH:mm:ss' in the user's time zone
 * (src/components/DateInputs.tsx DateTimeInput); requestLogApiFilter turns it back into the instant.
 */
export function localMoment(value: string | Date): string {
  const d = new Date(value);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/** The request logs between two instants, with more filters (status class, route …). */
export function logsHref(de: string | Date, ate: string | Date, more: Record<string, unknown> = {}): string {
  return listHref('request-logs', {
    createdAt_gte: localMoment(de),
    createdAt_lte: localMoment(ate),
    ...more,
  });
}

/** The companies list showing exactly these. */
export const empresasHref = (ids: number[]) => listHref('empresas', { id: ids });
