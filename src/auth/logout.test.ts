// @vitest-environment jsdom
import { AxiosError, type AxiosResponse, type InternalAxiosRequestConfig } from 'axios';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { registerNavigate } from '../app/navigation';
import { wireSession } from '../app/wireSession';
import { http } from '../data/http';
import { queryClient } from '../data/queryClient';
import { authProvider } from './authProvider';
import { getIsAuth, setIsAuth } from './authState';
import { logout } from './logout';
import { LOG_REFRESH_FAILED } from './refresh';
import { storeTokens, storeUsuario } from './session';

const usuario = {
  usuarioId: 7,
  nomeCompleto: 'Maria Souza',
  email: 'maria@alfa.com.br',
  papelSistema: 'USUARIO' as const,
  empresaPrincipal: { empresaId: 1, nome: 'Alfa Telecom' },
};

let calls: { url: string; body: unknown }[] = [];
let logoutAnswer: Promise<void> = Promise.resolve();
const moveTo = (to: string) => window.history.pushState(null, '', to);
const navigate = vi.fn(moveTo);
const originalAdapter = http.defaults.adapter;
// as main.tsx does at app start
wireSession();

function answer(config: InternalAxiosRequestConfig, status: number): AxiosResponse {
  return { data: status === 204 ? '' : {}, status, statusText: '', headers: {}, config };
}

beforeEach(() => {
  calls = [];
  logoutAnswer = Promise.resolve();
  navigate.mockReset().mockImplementation(moveTo);
  registerNavigate(navigate);
  window.history.replaceState(null, '', '/e/1/vendas');
  storeTokens({ accessToken: 'A1', refreshToken: 'R1' });
  storeUsuario(usuario);
  setIsAuth(true);
  queryClient.setQueryData(['vendas'], [1, 2, 3]);
  http.defaults.adapter = async (config) => {
    calls.push({
      url: config.url ?? '',
      body: typeof config.data === 'string' ? JSON.parse(config.data) : undefined,
    });
    if (config.url === '/auth/logout') {
      await logoutAnswer;
      return answer(config, 204);
    }
    throw new AxiosError(
      'Request failed with status code 401',
      'ERR_BAD_REQUEST',
      config,
      null,
      answer(config, 401),
    );
  };
});

afterEach(() => {
  http.defaults.adapter = originalAdapter;
  registerNavigate(null);
});

function expectLoggedOut() {
  expect(localStorage.getItem('accessToken')).toBeNull();
  expect(localStorage.getItem('refreshToken')).toBeNull();
  expect(localStorage.getItem('usuario')).toBeNull();
  expect(document.cookie).not.toMatch(/accessToken=|refreshToken=/);
  expect(queryClient.getQueryData(['vendas'])).toBeUndefined();
  expect(getIsAuth()).toBe(false);
}

describe('logout (docs/produto.md §4)', () => {
  it('revokes the refresh token, clears tokens and cache, goes to /login?redirect=, isAuth false', async () => {
    await logout({ redirect: '/e/1/vendas?page=2' });
    expect(calls).toEqual([{ url: '/auth/logout', body: { refreshToken: 'R1' } }]);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/login?redirect=%2Fe%2F1%2Fvendas%3Fpage%3D2', {
      replace: true,
    });
    expectLoggedOut();
  });

  it('asks for no redirect to the root, nor when none is asked', async () => {
    await logout({ redirect: '/' });
    expect(navigate).toHaveBeenLastCalledWith('/login', { replace: true });
    window.history.replaceState(null, '', '/e/1/vendas');
    storeTokens({ accessToken: 'A1', refreshToken: 'R1' });
    await logout();
    expect(navigate).toHaveBeenLastCalledWith('/login', { replace: true });
    expect(navigate).toHaveBeenCalledTimes(2);
  });

  it('does nothing when already on /login', async () => {
    window.history.replaceState(null, '', '/login');
    await logout({ redirect: '/x' });
    expect(calls).toEqual([]);
    expect(navigate).not.toHaveBeenCalled();
    expect(localStorage.getItem('accessToken')).toBe('A1');
    expect(getIsAuth()).toBe(true);
  });

  it('is idempotent: calls while one is under way log out once', async () => {
    let release = () => {};
    logoutAnswer = new Promise<void>((r) => {
      release = r;
    });
    const first = logout({ redirect: '/e/1/vendas' });
    const second = logout();
    const third = authProvider.logout({});
    // The session is gone at once; only the server's answer is awaited.
    expectLoggedOut();
    release();
    await Promise.all([first, second, third]);
    expect(calls.filter((c) => c.url === '/auth/logout')).toHaveLength(1);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/login?redirect=%2Fe%2F1%2Fvendas', { replace: true });
  });

  it('ends the session even when the server cannot be told', async () => {
    http.defaults.adapter = async () => {
      throw new Error('Network Error');
    };
    await logout();
    expectLoggedOut();
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/login', { replace: true });
  });

  it('a failed refresh and react-admin reacting to the 401s log out once, back to the current path', async () => {
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    window.history.replaceState(null, '', '/e/1/vendas?page=2');
    const failures = await Promise.all(['/a', '/b'].map((url) => http.get(url).catch((e: unknown) => e)));
    await Promise.all(failures.map((f) => authProvider.checkError(f)));
    await authProvider.logout({});
    await vi.waitFor(() => expect(calls.filter((c) => c.url === '/auth/logout')).toHaveLength(1));

    expect(calls.map((c) => c.url)).toEqual(['/a', '/b', '/auth/refresh-token', '/auth/logout']);
    expect(navigate).toHaveBeenCalledExactlyOnceWith('/login?redirect=%2Fe%2F1%2Fvendas%3Fpage%3D2', {
      replace: true,
    });
    expectLoggedOut();
    expect(error.mock.calls).toEqual([[LOG_REFRESH_FAILED]]);
  });

  it('with no re-authentication dialog mounted, follows another tab that logs out, keeping the current path', async () => {
    // (With the signed-in app mounted the dialog opens instead: src/auth/ReauthDialog.test.tsx.)
    window.history.replaceState(null, '', '/e/1/equipes');
    // A token rotation by another tab is not a logout.
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'accessToken', newValue: 'A2', storageArea: localStorage }),
    );
    expect(navigate).not.toHaveBeenCalled();

    // The other tab's clearSession() fires one event per key; a localStorage.clear() there, one with key null.
    localStorage.clear();
    // The router may move after a delay (react-router's data router navigates asynchronously): still /e/1/….
    navigate.mockImplementation(() => {});
    // Each event is a task of its own, as in a browser, so the first logout is over when the next arrives.
    for (const key of ['accessToken', 'refreshToken', 'usuario', null]) {
      window.dispatchEvent(new StorageEvent('storage', { key, newValue: null, storageArea: localStorage }));
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
    await vi.waitFor(() =>
      expect(navigate).toHaveBeenCalledExactlyOnceWith('/login?redirect=%2Fe%2F1%2Fequipes', {
        replace: true,
      }),
    );
    expect(getIsAuth()).toBe(false);
    // Nothing left to revoke: the other tab did it.
    expect(calls).toEqual([]);
  });
});
