// @vitest-environment jsdom
import axios, { type InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it, vi } from 'vitest';
import { installAuthInterceptors } from '../auth/refresh';
import type { Tokens } from '../auth/session';
import { startEarlyLoad } from '../data/early';
import { installEarlyGets } from './earlyAdapter';

describe('the app calls during the early renewal', () => {
  it('wait for it and leave with the renewed token (no 401, no second renewal)', async () => {
    const tokens = { access: 'stale' as string | null, refresh: 'r1' as string | null };
    const store = {
      getAccessToken: () => tokens.access,
      getRefreshToken: () => tokens.refresh,
      storeTokens: (t: Tokens) => {
        tokens.access = t.accessToken;
        tokens.refresh = t.refreshToken;
      },
    };
    let answer: (r: Response) => void = () => {};
    const refreshFetch = vi.fn(
      (_input: RequestInfo | URL, _init?: RequestInit) =>
        new Promise<Response>((resolve) => {
          answer = resolve;
        }),
    );
    startEarlyLoad('/nowhere', {
      store,
      storage: localStorage,
      fetch: refreshFetch as unknown as typeof fetch,
      nowMs: Date.now(),
    });

    const sent: Array<string | undefined> = [];
    const instance = axios.create({
      adapter: async (config: InternalAxiosRequestConfig) => {
        sent.push(config.headers.get('Authorization') as string | undefined);
        return { data: {}, status: 200, statusText: 'OK', headers: {}, config };
      },
    });
    // as the app wires them: the Bearer header first (src/data/http.ts), the early answers after (signedIn.ts)
    installAuthInterceptors(instance, { store, onSessionLost: () => Promise.reject(new Error('x')) });
    installEarlyGets(instance);

    const call = instance.get('/usuarios/me');
    await new Promise((r) => setTimeout(r, 0));
    expect(sent).toEqual([]);
    answer(Response.json({ accessToken: 'new', refreshToken: 'r2' }));
    await call;
    expect(sent).toEqual(['Bearer new']);
    expect(refreshFetch).toHaveBeenCalledTimes(1);
  });
});
