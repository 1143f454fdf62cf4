import { QueryClient } from '@tanstack/react-query';
import { registerCacheClear } from './cache';

// The one cache of server data (docs/produto.md §7 "Data caching"), handed to react-admin's <Admin queryClient>; login and
// logout clear it so one user never sees another's data.

const FIVE_MINUTES = 5 * 60 * 1000;
const MAX_RETRIES = 2;

/** The HTTP status of a failed call: react-admin's HttpError has `status`, a raw axios error `response.status`. */
export function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { status, response } = error as { status?: unknown; response?: { status?: unknown } };
  if (typeof response?.status === 'number') return response.status;
  return typeof status === 'number' ? status : undefined;
}

/** A 4xx is the server's answer and asking again gets the same one; network failures and 5xx may pass. */
export function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  const status = statusOf(error);
  if (status !== undefined && status >= 400 && status < 500) return false;
  return failureCount < MAX_RETRIES;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        refetchOnMount: false,
        staleTime: FIVE_MINUTES,
        gcTime: FIVE_MINUTES,
        retry: shouldRetryQuery,
      },
      // A repeated write may apply twice (a POST that reached the server before the connection dropped).
      mutations: { retry: false },
    },
  });
}

export const queryClient = createQueryClient();
registerCacheClear(() => queryClient.clear());
