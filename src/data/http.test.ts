// @vitest-environment jsdom
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig, isAxiosError } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { wireSession } from '../app/wireSession';
import { reauthenticate } from '../auth/reauth';
import { LOG_REFRESH_FAILED } from '../auth/refresh';
import { clearSession, storeTokens } from '../auth/session';
import { http } from './http';

// The app's own instance with its real wiring (localStorage, cookies, the re-authentication of reauth.ts when
// the session cannot be renewed); the dialog itself is tested in src/auth/ReauthDialog.test.tsx.
vi.mock('../auth/reauth', () => ({ reauthenticate: vi.fn() }));
wireSession();

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
  vi.mocked(reauthenticate).mockReset();
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

  it('a failed refresh asks once for a new sign-in, and the waiting requests go on with its token', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'log').mockImplementation(() => {});
    storeTokens({ accessToken: 'A1', refreshToken: 'R1' });
    refreshAnswer = { status: 401, data: { message: 'Sessão expirada. Entre novamente.' } };
    vi.mocked(reauthenticate).mockImplementation(async () => {
      storeTokens({ accessToken: 'A2', refreshToken: 'R2' });
      return 'A2';
    });

    const answers = await Promise.all([
      http.post('/empresas/1/produtos', { codigo: 'PQ-01' }),
      http.get('/b'),
      http.get('/c'),
    ]);
    expect(answers.map((a) => a.data)).toEqual([{ ok: true }, { ok: true }, { ok: true }]);
    expect(seen.filter((s) => s.url === '/auth/refresh-token')).toHaveLength(1);
    expect(reauthenticate).toHaveBeenCalledTimes(1);
    expect(seen.filter((s) => s.auth === 'Bearer A2').map((s) => [s.url, s.body])).toEqual([
      ['/empresas/1/produtos', { codigo: 'PQ-01' }],
      ['/b', undefined],
      ['/c', undefined],
    ]);
    expect(error.mock.calls).toEqual([[LOG_REFRESH_FAILED]]);
  });

  it('when the user leaves instead, every waiting request fails with its own 401', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'log').mockImplementation(() => {});
    storeTokens({ accessToken: 'A1', refreshToken: 'R1' });
    refreshAnswer = { status: 401, data: {} };
    vi.mocked(reauthenticate).mockRejectedValue(new Error('Sessão encerrada.'));
    const failures = await Promise.all(
      ['/a', '/b', '/c'].map((url) => http.get(url).catch((e: unknown) => e)),
    );
    expect(failures.map((f) => isAxiosError(f) && [f.response?.status, f.config?.url])).toEqual([
      [401, '/a'],
      [401, '/b'],
      [401, '/c'],
    ]);
    expect(reauthenticate).toHaveBeenCalledTimes(1);
  });
});
