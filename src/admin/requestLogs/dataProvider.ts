import type { DataProvider } from 'react-admin';
import type { StatusClass } from './format';

const RANGES: Record<StatusClass, [number, number]> = {
  '2': [200, 299],
  '3': [300, 399],
  '4': [400, 499],
  '5': [500, 599],
};

/** A day picked in the user's time zone ('2026-03-01') → the instant it starts (or ends), as the API compares. */
export function dayBoundary(value: unknown, end: boolean): unknown {
  // a moment picked in the user's time zone ('2026-03-01T14:05:00', the date-time inputs and the home's links)
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(value)) {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? value : date.toISOString();
  }
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return value;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  return (end ? new Date(y, m - 1, d, 23, 59, 59, 999) : new Date(y, m - 1, d)).toISOString();
}

/**
 * The list's filters in the screen's own words, turned into the API's on their way out (for the list and the CSV
 * export alike): a status class (2xx … 5xx) becomes status_gte / status_lte, the only ranges the API knows
 * (docs/contrato.md §5), and the period's days become the user's local midnight and end of day, where the API alone
 * would read a bare day in UTC.
 */
export function withRequestLogFilters(provider: DataProvider): DataProvider {
  return {
    ...provider,
    getList: (resource, params) => {
      if (resource !== 'request-logs') return provider.getList(resource, params);
      return provider.getList(resource, { ...params, filter: requestLogApiFilter(params.filter ?? {}) });
    },
  };
}

/** The screen's filter of the logs as the API takes it (withRequestLogFilters; the streamed export too). */
export function requestLogApiFilter(screen: Record<string, unknown>): Record<string, unknown> {
  const { statusClass, ...filter } = screen;
  const range = statusClass === undefined ? undefined : RANGES[String(statusClass) as StatusClass];
  if (range) {
    filter.status_gte ??= range[0];
    filter.status_lte ??= range[1];
  }
  if (filter.createdAt_gte !== undefined) filter.createdAt_gte = dayBoundary(filter.createdAt_gte, false);
  if (filter.createdAt_lte !== undefined) filter.createdAt_lte = dayBoundary(filter.createdAt_lte, true);
  return filter;
}
