// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authProvider } from '../auth/authProvider';
import * as early from '../data/early';
import { COMPANY_REGISTERS } from '../schema/registry';
import { opensOnDefaultPage, WARM_START_END_MARK, WARM_START_WAIT_MS, warmStart } from './warmStart';

const produtos = COMPANY_REGISTERS.find((m) => m.resource === 'produtos');
if (!produtos) throw new Error('produtos missing from the registry');
const KEY = 'RaStore.e1.produtos.listParams';
const params = (p: Record<string, unknown>) => localStorage.setItem(KEY, JSON.stringify(p));

describe('warm start of a reload', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
  });

  it('fills the list only when it opens on its default first page', () => {
    const { field, order } = produtos.defaultSort;
    expect(opensOnDefaultPage(localStorage, 1, produtos, '')).toBe(true);
    // react-admin's store holding the defaults is the default page
    params({ sort: field, order, page: 1, perPage: 25, filter: {}, displayedFilters: {} });
    expect(opensOnDefaultPage(localStorage, 1, produtos, '')).toBe(true);
    // an address with a query, another sort, page, page size or a filter ask for another key
    expect(opensOnDefaultPage(localStorage, 1, produtos, '?page=2')).toBe(false);
    params({ sort: 'criadoEm', order });
    expect(opensOnDefaultPage(localStorage, 1, produtos, '')).toBe(false);
    params({ sort: field, order: order === 'ASC' ? 'DESC' : 'ASC' });
    expect(opensOnDefaultPage(localStorage, 1, produtos, '')).toBe(false);
    params({ page: 3 });
    expect(opensOnDefaultPage(localStorage, 1, produtos, '')).toBe(false);
    params({ perPage: 50 });
    expect(opensOnDefaultPage(localStorage, 1, produtos, '')).toBe(false);
    params({ filter: { q: 'x' } });
    expect(opensOnDefaultPage(localStorage, 1, produtos, '')).toBe(false);
    // another company's store is not this one's
    expect(opensOnDefaultPage(localStorage, 2, produtos, '')).toBe(true);
    localStorage.setItem(KEY, '{not json');
    expect(opensOnDefaultPage(localStorage, 1, produtos, '')).toBe(false);
  });

  it('with no early answers under way asks for nothing and does not hold the first render', async () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    const queryClient = new QueryClient();
    await warmStart(queryClient, { pathname: '/e/1/produtos', search: '' }, localStorage);
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  describe('says how its wait ended, for whoever measures a reload', () => {
    const ended = () =>
      (performance.getEntriesByName(WARM_START_END_MARK) as PerformanceMark[]).map(
        (m) => (m.detail as { timedOut: boolean }).timedOut,
      );
    beforeEach(() => {
      performance.clearMarks();
      vi.spyOn(early, 'earlyPending').mockReturnValue(true);
    });

    it('answers in: not timed out', async () => {
      vi.spyOn(authProvider, 'checkAuth').mockResolvedValue(undefined);
      await warmStart(new QueryClient(), { pathname: '/e/1', search: '' }, localStorage);
      expect(ended()).toEqual([false]);
    });

    it('an answer still on its way when the time runs out: timed out, marked once', async () => {
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      try {
        let answer = () => {};
        vi.spyOn(authProvider, 'checkAuth').mockReturnValue(new Promise<void>((r) => (answer = r)));
        const wait = warmStart(new QueryClient(), { pathname: '/e/1', search: '' }, localStorage);
        await vi.advanceTimersByTimeAsync(WARM_START_WAIT_MS);
        await wait;
        expect(ended()).toEqual([true]);
        // the answer coming later does not mark it again
        answer();
        await vi.advanceTimersByTimeAsync(0);
        expect(ended()).toEqual([true]);
      } finally {
        vi.useRealTimers();
      }
    });
  });
});
