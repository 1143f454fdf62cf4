// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerNavigate } from '../app/navigation';
import { queryClient } from '../data/queryClient';
import { getIsAuth, setIsAuth } from './authState';
import { LoginError, login } from './login';
import { clearSession, getStoredUsuario } from './session';

const usuario = {
  usuarioId: 7,
  nomeCompleto: 'Maria Souza',
  email: 'maria@alfa.com.br',
  papelSistema: 'USUARIO' as const,
  empresaPrincipal: { empresaId: 1, nome: 'Alfa Telecom' },
};

type Answer = { status: number; data: unknown; headers?: Record<string, string> } | 'network';
let next: Answer = { status: 200, data: {} };
let calls: { url: string; body: unknown; auth: unknown }[] = [];
const navigate = vi.fn();

beforeEach(() => {
  calls = [];
  clearSession();
  setIsAuth(false);
  registerNavigate(navigate);
  navigate.mockClear();
  queryClient.setQueryData(['anterior'], 'dados de outra sessão');
  // The login page calls the server with fetch (not the app's axios client): a fake server answers here.
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    const headers = new Headers(init.headers);
    calls.push({ url, body: JSON.parse(String(init.body)), auth: headers.get('Authorization') ?? undefined });
    if (next === 'network') throw new TypeError('Failed to fetch');
    const body = typeof next.data === 'string' ? next.data : JSON.stringify(next.data);
    return new Response(body, {
      status: next.status,
      headers: { 'content-type': 'application/json', ...next.headers },
    });
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  registerNavigate(null);
});

describe('login (docs/produto.md §4)', () => {
  it('stores tokens and user, sets isAuth, clears the cache, goes to the root by default', async () => {
    next = { status: 200, data: { accessToken: 'A1', refreshToken: 'R1', usuario } };
    const written = vi.spyOn(Storage.prototype, 'setItem');
    await login('maria@alfa.com.br', 'demo1234');
    // The user before the tokens: other tabs must never pair a new token with the previous user (reauth.ts).
    expect(written.mock.calls.map(([key]) => key)).toEqual([
      'usuario',
      'accessToken',
      'refreshToken',
      'tokensAt',
    ]);
    expect(calls).toEqual([
      { url: '/api/auth/login', body: { email: 'maria@alfa.com.br', senha: 'demo1234' }, auth: undefined },
    ]);
    expect([localStorage.getItem('accessToken'), localStorage.getItem('refreshToken')]).toEqual(['A1', 'R1']);
    expect(document.cookie).toContain('accessToken=A1');
    expect(getStoredUsuario()).toEqual(usuario);
    expect(getIsAuth()).toBe(true);
    expect(queryClient.getQueryData(['anterior'])).toBeUndefined();
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/', { replace: true });
  });

  it('goes to the redirect asked, but only to a path of this application', async () => {
    next = { status: 200, data: { accessToken: 'A1', refreshToken: 'R1', usuario } };
    await login('maria@alfa.com.br', 'demo1234', '/e/1/vendas?page=2');
    expect(navigate).toHaveBeenLastCalledWith('/e/1/vendas?page=2', { replace: true });
    await login('maria@alfa.com.br', 'demo1234', '//malicioso.example/x');
    expect(navigate).toHaveBeenLastCalledWith('/', { replace: true });
    await login('maria@alfa.com.br', 'demo1234', '/logout');
    expect(navigate).toHaveBeenLastCalledWith('/', { replace: true });
  });

  it.each([
    [
      { status: 401, data: { message: 'E-mail ou senha inválidos.' } },
      'E-mail ou senha inválidos.',
      401,
      null,
    ],
    [
      {
        status: 429,
        data: { message: 'Muitas tentativas de entrada. Tente novamente em 15 minuto(s).' },
        headers: { 'Retry-After': '900' },
      },
      'Muitas tentativas de entrada. Tente novamente em 15 minuto(s).',
      429,
      900,
    ],
    ['network' as const, 'Network Error', 0, null],
    [{ status: 500, data: '<html>' }, 'Não foi possível entrar. Tente novamente.', 500, null],
  ])('a failure throws the message to show: %j', async (answer, message, status, retryAfterSeconds) => {
    next = answer;
    const failure = await login('maria@alfa.com.br', 'errada').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(LoginError);
    expect(failure).toMatchObject({ message, status, retryAfterSeconds });
    // A 401 here is an answer, not an expired token: no refresh, no logout.
    expect(calls.map((c) => c.url)).toEqual(['/api/auth/login']);
    expect(getIsAuth()).toBe(false);
    expect(localStorage.getItem('accessToken')).toBeNull();
    expect(queryClient.getQueryData(['anterior'])).toBe('dados de outra sessão');
    expect(navigate).not.toHaveBeenCalled();
  });
});
