import { describe, expect, it, vi } from 'vitest';
import { createQueryClient, queryClient, shouldRetryQuery } from './queryClient';

describe('queryClient (docs/produto.md §7 data caching)', () => {
  it('no refetch on focus or mount, data kept 5 minutes, mutations never retried', () => {
    const { queries, mutations } = queryClient.getDefaultOptions();
    expect(queries).toMatchObject({
      refetchOnWindowFocus: false,
      refetchOnMount: false,
      staleTime: 300_000,
      gcTime: 300_000,
    });
    expect(mutations?.retry).toBe(false);
  });

  it('retries network failures and 5xx twice, a 4xx never', () => {
    const network = { message: 'Network Error', code: 'ERR_NETWORK' };
    expect([0, 1, 2].map((n) => shouldRetryQuery(n, network))).toEqual([true, true, false]);
    expect([0, 1, 2].map((n) => shouldRetryQuery(n, { response: { status: 503 } }))).toEqual([
      true,
      true,
      false,
    ]);
    // react-admin's HttpError carries `status`, axios's error `response.status`.
    for (const status of [400, 401, 403, 404, 409, 422, 429]) {
      expect(shouldRetryQuery(0, { status })).toBe(false);
      expect(shouldRetryQuery(0, { response: { status } })).toBe(false);
    }
  });

  it('so a query answered 404 is asked once, one answered 500 three times', async () => {
    const client = createQueryClient();
    const notFound = vi.fn(async () => {
      throw Object.assign(new Error('Não encontrado'), { status: 404 });
    });
    await expect(client.fetchQuery({ queryKey: ['a'], queryFn: notFound, retryDelay: 0 })).rejects.toThrow();
    expect(notFound).toHaveBeenCalledTimes(1);

    const broken = vi.fn(async () => {
      throw Object.assign(new Error('Erro interno'), { status: 500 });
    });
    await expect(client.fetchQuery({ queryKey: ['b'], queryFn: broken, retryDelay: 0 })).rejects.toThrow();
    expect(broken).toHaveBeenCalledTimes(3);
    client.clear();
  });
});
