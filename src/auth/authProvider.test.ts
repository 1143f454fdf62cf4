// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { authProvider } from './authProvider';
import { setIsAuth } from './authState';
import { signIn } from './login';
import { logout } from './logout';
import { completeReauth, getReauthState, leaveReauth, registerReauthHost } from './reauth';
import { clearSession, storeTokens, storeUsuario } from './session';

vi.mock('./login', () => ({ signIn: vi.fn(async () => {}) }));
vi.mock('./logout', () => ({ logout: vi.fn(async () => {}) }));

const usuario = {
  usuarioId: 7,
  nomeCompleto: 'Maria Souza',
  email: 'maria@alfa.com.br',
  papelSistema: 'USUARIO' as const,
  empresaPrincipal: { empresaId: 1, nome: 'Alfa Telecom' },
};

beforeEach(() => {
  clearSession();
  vi.mocked(signIn).mockClear();
  vi.mocked(logout).mockClear();
  window.history.replaceState(null, '', '/e/1/vendas?page=2');
});

describe('authProvider', () => {
  it('login signs in without navigating (react-admin does)', async () => {
    await expect(authProvider.login({ email: 'a@b.c', password: 'x' })).resolves.toBeUndefined();
    await authProvider.login({ username: 'd@e.f', password: 'y' });
    expect(vi.mocked(signIn).mock.calls).toEqual([
      ['a@b.c', 'x'],
      ['d@e.f', 'y'],
    ]);
  });

  it('checkAuth rejects without a credential, and tells react-admin not to redirect', async () => {
    await expect(authProvider.checkAuth({})).rejects.toMatchObject({
      message: 'ra.auth.auth_check_error',
      redirectTo: false,
    });
    storeTokens({ accessToken: 'A1', refreshToken: 'R1' });
    await expect(authProvider.checkAuth({})).resolves.toBeUndefined();
    // No side effect: react-admin also calls it for public routes.
    expect(logout).not.toHaveBeenCalled();
  });

  it('checkAuth with no credential over a page that can ask for the password waits for the new sign-in', async () => {
    // Another tab logged out while this one shows a form: react-admin must not log out and leave the page.
    storeUsuario(usuario);
    setIsAuth(true);
    const unregister = registerReauthHost();
    clearSession();
    try {
      const check = authProvider.checkAuth({});
      expect(getReauthState()).toMatchObject({ open: true, user: { email: 'maria@alfa.com.br' } });
      completeReauth({ accessToken: 'A9', refreshToken: 'R9', usuario });
      await expect(check).resolves.toBeUndefined();
      expect(getReauthState().open).toBe(false);

      // The user leaves instead: the check fails, still without react-admin's own redirect.
      clearSession();
      const again = authProvider.checkAuth({});
      expect(getReauthState().open).toBe(true);
      leaveReauth();
      await expect(again).rejects.toMatchObject({ message: 'ra.auth.auth_check_error', redirectTo: false });
      // the ordinary logout with the way back, once
      expect(logout).toHaveBeenCalledExactlyOnceWith({ redirect: '/e/1/vendas?page=2', keepDrafts: true });
    } finally {
      unregister();
      setIsAuth(false);
    }
  });

  it('logout after a failed checkAuth goes through ours, back to the current path; react-admin must not redirect', async () => {
    await expect(authProvider.logout({})).resolves.toBe(false);
    expect(logout).toHaveBeenCalledExactlyOnceWith({ redirect: '/e/1/vendas?page=2', keepDrafts: true });
  });

  it('logout asked by a signed-in user carries no redirect unless one is given', async () => {
    storeTokens({ accessToken: 'A1', refreshToken: 'R1' });
    await expect(authProvider.logout(undefined)).resolves.toBe(false);
    await authProvider.logout({ redirect: '/e/2' });
    expect(vi.mocked(logout).mock.calls).toEqual([[{ redirect: undefined }], [{ redirect: '/e/2' }]]);
  });

  it('checkError never logs out: a 401 was handled by the HTTP layer, a 403 keeps the user in', async () => {
    storeTokens({ accessToken: 'A1', refreshToken: 'R1' });
    for (const error of [{ status: 401 }, { response: { status: 401 } }, { status: 403 }, new Error('x')]) {
      await expect(authProvider.checkError(error)).resolves.toBeUndefined();
    }
    expect(logout).not.toHaveBeenCalled();
  });

  it('getIdentity reads the stored user', async () => {
    await expect(authProvider.getIdentity?.()).rejects.toThrow();
    storeUsuario(usuario);
    await expect(authProvider.getIdentity?.()).resolves.toEqual({ id: 7, fullName: 'Maria Souza' });
  });

  it('has no getPermissions (permissions are done elsewhere)', () => {
    expect(authProvider.getPermissions).toBeUndefined();
  });
});
