// @vitest-environment jsdom
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig, isAxiosError } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { logout } from '../auth/logout';
import { LOG_REFRESH_FAILED } from '../auth/refresh';
import { clearSession, storeTokens } from '../auth/session';
import { http } from './http';

// The app's own instance with its real wiring (localStorage, cookies, logout with the current path); logout
// itself is tested in src/auth/logout.test.ts.
vi.mock('../auth/logout', () => ({ logout: vi.fn(async () => {}), watchLogoutInOtherTabs: vi.fn() }));

interface Seen {
  url: string;
  baseURL: string | undefined;
  contentType: unknown;
  auth: unknown;
  body: unknown;
}

let seen: Seen[] = [];
let refreshAnswer: { status: number; data: unknown } = { status: 401, data: {} };

function reply(config: InternalAxiosRequestConfig, status: number, data: unknown): AxiosResponse {
  const response: AxiosResponse = { data, status, statusText: '', headers: {}, config };
  if (status < 400) return response;
  throw new AxiosError(
    `Request failed with status code ${status}`,
    AxiosError.ERR_BAD_REQUEST,
    config,
    null,
    response,
  );
}

const originalAdapter = http.defaults.adapter;

beforeEach(() => {
  seen = [];
  clearSession();
  window.history.replaceState(null, '', '/');
  http.defaults.adapter = async (config) => {
    const body = typeof config.data === 'string' ? JSON.parse(config.data) : undefined;
    seen.push({
      url: config.url ?? '',
      baseURL: config.baseURL,
      contentType: config.headers.get('Content-Type'),
      auth: config.headers.get('Authorization') ?? null,
      body,
    });
    if (config.url === '/auth/refresh-token') return reply(config, refreshAnswer.status, refreshAnswer.data);
    return config.headers.get('Authorization') === 'Bearer A2'
      ? reply(config, 200, { ok: true })
      : reply(config, 401, {});
  };
});

afterEach(() => {
  http.defaults.adapter = originalAdapter;
  vi.mocked(logout).mockClear();
});

describe('http', () => {
  it('talks JSON to /api with the Bearer token read from localStorage on every request', async () => {
    storeTokens({ accessToken: 'A2', refreshToken: 'R2' });
    await http.post('/usuarios/buscar', { nome: 'a' });
    expect(seen).toEqual([
      {
        url: '/usuarios/buscar',
        baseURL: '/api',
        contentType: 'application/json',
        auth: 'Bearer A2',
        body: { nome: 'a' },
      },
    ]);
  });

  it('stores a renewed pair in localStorage and in cookies of the same names', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    storeTokens({ accessToken: 'A1', refreshToken: 'R1' });
    refreshAnswer = { status: 200, data: { accessToken: 'A2', refreshToken: 'R2' } };
    const { data } = await http.get('/usuarios/me');
    expect(data).toEqual({ ok: true });
    expect(seen.map((s) => [s.url, s.auth])).toEqual([
      ['/usuarios/me', 'Bearer A1'],
      ['/auth/refresh-token', 'Bearer A1'],
      ['/usuarios/me', 'Bearer A2'],
    ]);
    expect(seen[1]?.body).toEqual({ refreshToken: 'R1' });
    expect([localStorage.getItem('accessToken'), localStorage.getItem('refreshToken')]).toEqual(['A2', 'R2']);
    expect(document.cookie).toContain('accessToken=A2');
    expect(document.cookie).toContain('refreshToken=R2');
  });

  it('a failed refresh logs out once, with the current path as redirect', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'log').mockImplementation(() => {});
    storeTokens({ accessToken: 'A1', refreshToken: 'R1' });
    refreshAnswer = { status: 401, data: { message: 'Sessão expirada. Entre novamente.' } };
    window.history.replaceState(null, '', '/e/1/vendas?page=2#topo');

    const failures = await Promise.all(
      ['/a', '/b', '/c'].map((url) => http.get(url).catch((e: unknown) => e)),
    );
    expect(failures.map((f) => isAxiosError(f) && f.response?.status)).toEqual([401, 401, 401]);
    expect(seen.filter((s) => s.url === '/auth/refresh-token')).toHaveLength(1);
    expect(logout).toHaveBeenCalledTimes(1);
    expect(logout).toHaveBeenCalledWith({ redirect: '/e/1/vendas?page=2#topo' });
    expect(error.mock.calls).toEqual([[LOG_REFRESH_FAILED]]);
  });
});
