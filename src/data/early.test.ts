// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TokenStore, Tokens } from '../auth/session';
import {
  type EarlyEnv,
  earlyRenewal,
  LEARN_WINDOW_MS,
  learnGet,
  readLearned,
  startEarlyGets,
  startEarlyLoad,
  takeEarlyGet,
  tokenFresh,
  withCall,
} from './early';

const NOW = 1_800_000_000_000;
const jwt = (exp: number) => `h.${btoa(JSON.stringify({ exp })).replace(/=+$/, '')}.s`;
const FRESH = jwt(NOW / 1000 + 600);

const user = (usuarioId: number) => localStorage.setItem('usuario', JSON.stringify({ usuarioId }));

describe('early GETs', () => {
  beforeEach(() => {
    localStorage.clear();
    window.history.replaceState(null, '', '/e/1/produtos');
    vi.restoreAllMocks();
  });

  it('remembers the calls of a load per address, once each, for the user who made them', () => {
    user(7);
    startEarlyGets('/e/1/produtos', FRESH, localStorage, NOW);
    learnGet('/api/usuarios/me', 100);
    learnGet('/api/usuarios/me', 200);
    learnGet('/api/empresas/1/produtos?range=%5B0%2C24%5D', 300);
    // after the load, or once the user moved on, calls are the user's clicks: not remembered
    learnGet('/api/late', LEARN_WINDOW_MS + 1);
    window.history.pushState(null, '', '/e/1/clientes');
    learnGet('/api/empresas/1/clientes', 400);
    expect(readLearned(localStorage).paths).toEqual({
      '/e/1/produtos': ['/api/usuarios/me', '/api/empresas/1/produtos?range=%5B0%2C24%5D'],
    });
    user(8);
    expect(readLearned(localStorage).paths).toEqual({});
  });

  it('keeps at most 8 calls an address and 30 addresses', () => {
    let learned: ReturnType<typeof readLearned> = { usuarioId: 1, paths: {} };
    for (let i = 0; i < 12; i++) learned = withCall(learned, '/a', `/api/${i}`);
    expect(learned.paths['/a']).toHaveLength(8);
    for (let i = 0; i < 40; i++) learned = withCall(learned, `/p${i}`, '/api/x');
    expect(Object.keys(learned.paths)).toHaveLength(30);
    expect(learned.paths['/p39']).toEqual(['/api/x']);
  });

  it('starts the remembered calls with the token and hands each answer over once, during the load only', async () => {
    user(7);
    localStorage.setItem(
      'earlyGets',
      JSON.stringify({ usuarioId: 7, paths: { '/e/1/produtos': ['/api/a', '/api/b'] } }),
    );
    const fetchMock = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => new Response('{"ok":1}', { status: 200 }));
    startEarlyGets('/e/1/produtos', FRESH, localStorage, NOW);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock.mock.calls[0]?.[1]).toMatchObject({ headers: { Authorization: `Bearer ${FRESH}` } });
    expect(await takeEarlyGet('/api/a', 10)).toMatchObject({ status: 200, body: '{"ok":1}' });
    expect(takeEarlyGet('/api/a', 20)).toBeUndefined();
    // too late: the answer may predate the user's own writes
    expect(takeEarlyGet('/api/b', LEARN_WINDOW_MS + 1)).toBeUndefined();
  });

  it('starts nothing signed out, or with an expired token (401s only; the app renews it first)', () => {
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    localStorage.setItem('earlyGets', JSON.stringify({ usuarioId: null, paths: { '/x': ['/api/a'] } }));
    startEarlyGets('/x', null, localStorage, NOW);
    startEarlyGets('/x', jwt(NOW / 1000 - 1), localStorage, NOW);
    startEarlyGets('/x', 'not a jwt', localStorage, NOW);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('reads the expiry of a JWT', () => {
    expect(tokenFresh(FRESH, NOW)).toBe(true);
    expect(tokenFresh(jwt(NOW / 1000 + 2), NOW)).toBe(false);
    expect(tokenFresh('h.%%%.s', NOW)).toBe(false);
    expect(tokenFresh(`h.${btoa('{}')}.s`, NOW)).toBe(false);
  });
});

/** A token store over plain variables, and an env whose fetch answers the refresh with `answer`. */
function renewalEnv(access: string | null, refresh: string | null, answer: () => Promise<Response>) {
  const tokens = { access, refresh };
  const store: TokenStore = {
    getAccessToken: () => tokens.access,
    getRefreshToken: () => tokens.refresh,
    storeTokens: (t: Tokens) => {
      tokens.access = t.accessToken;
      tokens.refresh = t.refreshToken;
    },
  };
  const refreshFetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => answer());
  const locks = { names: [] as string[] };
  const env: EarlyEnv = {
    store,
    storage: localStorage,
    fetch: refreshFetch as unknown as typeof fetch,
    locks: {
      request: <T>(name: string, callback: () => Promise<T>) => {
        locks.names.push(name);
        return callback();
      },
    },
    nowMs: NOW,
  };
  return { env, tokens, refreshFetch, locks };
}

describe('early renewal of a stale access token', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
    user(7);
    localStorage.setItem(
      'earlyGets',
      JSON.stringify({ usuarioId: 7, paths: { '/e/1/produtos': ['/api/empresas/1/produtos'] } }),
    );
  });

  it('renews once under the shared lock, stores the pair and starts the calls with the new token', async () => {
    const gets = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => new Response('[]', { status: 200 }));
    // a new token that lives 3 s (ACCESS_TOKEN_TTL=3): just issued, it is used all the same
    const NEW = jwt(NOW / 1000 + 3);
    const { env, tokens, refreshFetch, locks } = renewalEnv(jwt(NOW / 1000 - 60), 'r1', async () =>
      Response.json({ accessToken: NEW, refreshToken: 'r2' }),
    );
    startEarlyLoad('/e/1/produtos', env);
    const renewal = earlyRenewal();
    expect(renewal).not.toBeNull();
    await renewal;
    expect(refreshFetch).toHaveBeenCalledTimes(1);
    expect(refreshFetch.mock.calls[0]?.[0]).toBe('/api/auth/refresh-token');
    expect(JSON.parse(String(refreshFetch.mock.calls[0]?.[1]?.body))).toEqual({ refreshToken: 'r1' });
    expect(locks.names).toEqual(['vendas-refresh-token']);
    expect(tokens).toEqual({ access: NEW, refresh: 'r2' });
    expect(gets).toHaveBeenCalledTimes(1);
    expect(gets.mock.calls[0]?.[1]).toMatchObject({ headers: { Authorization: `Bearer ${NEW}` } });
    expect(await takeEarlyGet('/api/empresas/1/produtos', 10)).toMatchObject({ status: 200 });
    expect(earlyRenewal()).toBeNull();
  });

  it('with a fresh token renews nothing and starts the calls at once', () => {
    const gets = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => new Response('[]', { status: 200 }));
    const { env, refreshFetch } = renewalEnv(FRESH, 'r1', async () => Response.json({}));
    startEarlyLoad('/e/1/produtos', env);
    expect(earlyRenewal()).toBeNull();
    expect(refreshFetch).not.toHaveBeenCalled();
    expect(gets).toHaveBeenCalledTimes(1);
  });

  it('takes the pair another tab stored meanwhile instead of spending the refresh token it saw', async () => {
    const gets = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => new Response('[]', { status: 200 }));
    const { env, tokens, refreshFetch } = renewalEnv(jwt(NOW / 1000 - 60), 'r1', async () =>
      Response.json({}),
    );
    const request = env.locks!.request;
    env.locks = {
      // the other tab renews while this one waits for the lock
      request: (name, callback) => {
        tokens.access = FRESH;
        tokens.refresh = 'r9';
        return request(name, callback);
      },
    };
    startEarlyLoad('/e/1/produtos', env);
    await earlyRenewal();
    expect(refreshFetch).not.toHaveBeenCalled();
    expect(gets.mock.calls[0]?.[1]).toMatchObject({ headers: { Authorization: `Bearer ${FRESH}` } });
  });

  it('a refused or broken renewal leaves the tokens and the calls to the app', async () => {
    const gets = vi.spyOn(globalThis, 'fetch');
    for (const answer of [
      async () => new Response('{"message":"x"}', { status: 401 }),
      async () => Response.json({ accessToken: 1 }),
      async () => {
        throw new TypeError('Failed to fetch');
      },
    ]) {
      const { env, tokens } = renewalEnv('stale', 'r1', answer);
      startEarlyLoad('/e/1/produtos', env);
      await earlyRenewal();
      expect(tokens).toEqual({ access: 'stale', refresh: 'r1' });
      expect(earlyRenewal()).toBeNull();
    }
    expect(gets).not.toHaveBeenCalled();
  });

  it('signed out (no refresh token), nothing starts', () => {
    const { env, refreshFetch } = renewalEnv(null, null, async () => Response.json({}));
    startEarlyLoad('/e/1/produtos', env);
    expect(earlyRenewal()).toBeNull();
    expect(refreshFetch).not.toHaveBeenCalled();
  });
});
