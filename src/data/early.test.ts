// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TokenStore, Tokens } from '../auth/session';
import {
  type EarlyEnv,
  earlyPending,
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
    expect(earlyPending()).toBe(true);
    expect(await takeEarlyGet('/api/a', 10)).toMatchObject({ status: 200, body: '{"ok":1}' });
    expect(takeEarlyGet('/api/a', 20)).toBeUndefined();
    // too late: the answer may predate the user's own writes
    expect(takeEarlyGet('/api/b', LEARN_WINDOW_MS + 1)).toBeUndefined();
    // all handed over (or too late): nothing left for the warm start to wait on (src/app/warmStart.ts)
    expect(earlyPending()).toBe(false);
  });

  it("takes over the calls the page's head started (public/login-gate.js) instead of starting them again", async () => {
    user(7);
    localStorage.setItem(
      'earlyGets',
      JSON.stringify({ usuarioId: 7, paths: { '/e/1/produtos': ['/api/a'] } }),
    );
    const fetchMock = vi.spyOn(globalThis, 'fetch');
    const answer = { status: 200, body: '[1]', headers: {} };
    (window as { __earlyGets?: unknown }).__earlyGets = { '/api/a': Promise.resolve(answer) };
    startEarlyGets('/e/1/produtos', FRESH, localStorage, NOW);
    expect(fetchMock).not.toHaveBeenCalled();
    expect((window as { __earlyGets?: unknown }).__earlyGets).toBeUndefined();
    expect(await takeEarlyGet('/api/a', 10)).toEqual(answer);
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

/** A token store over plain variables. */
function storeOf(access: string | null, refresh: string | null): TokenStore {
  const tokens = { access, refresh };
  return {
    getAccessToken: () => tokens.access,
    getRefreshToken: () => tokens.refresh,
    storeTokens: (t: Tokens) => {
      tokens.access = t.accessToken;
      tokens.refresh = t.refreshToken;
    },
  };
}

describe('the early load of a signed-in page', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.restoreAllMocks();
    user(7);
    localStorage.setItem(
      'earlyGets',
      JSON.stringify({ usuarioId: 7, paths: { '/e/1/produtos': ['/api/empresas/1/produtos'] } }),
    );
  });

  it('with a fresh token starts the calls at once, and never renews', () => {
    const gets = vi
      .spyOn(globalThis, 'fetch')
      .mockImplementation(async () => new Response('[]', { status: 200 }));
    const env: EarlyEnv = { store: storeOf(FRESH, 'r1'), storage: localStorage, nowMs: NOW };
    startEarlyLoad('/e/1/produtos', env);
    expect(gets).toHaveBeenCalledTimes(1);
    expect(String(gets.mock.calls[0]?.[0])).toBe('/api/empresas/1/produtos');
  });

  it('with a stale token starts nothing, not even a renewal: the app renews it under the cross-tab lock', () => {
    // renewing here raced a second tab reloaded at the same moment (see early.ts): the spent refresh token
    // revoked the session
    const gets = vi.spyOn(globalThis, 'fetch');
    const store = storeOf(jwt(NOW / 1000 - 30), 'r1');
    startEarlyLoad('/e/1/produtos', { store, storage: localStorage, nowMs: NOW });
    expect(gets).not.toHaveBeenCalled();
    expect(store.getRefreshToken()).toBe('r1');
  });
});
