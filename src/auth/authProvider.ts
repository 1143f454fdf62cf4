import type { AuthProvider } from 'react-admin';
import { currentPath } from '../app/navigation';
import { signIn } from './login';
import { logout } from './logout';
import { canReauthenticate, reauthenticate } from './reauth';
import { getStoredUsuario, hasStoredCredential } from './session';

interface LoginParams {
  // react-admin's LoginWithEmail names the field `email`, its plain LoginForm `username`.
  email?: string;
  username?: string;
  password: string;
}

interface LogoutParams {
  redirect?: unknown;
}

/**
 * react-admin's view of the session kept by login.ts, logout.ts and the HTTP layer.
 *
 * Navigation after a logout is ours (logout.ts, to /login?redirect=…): react-admin would go to a '/login'
 * relative to its basename and carry the return path in router state, which a reload loses. So logout()
 * answers false (ra-core's useLogout then only resets its store and cache) and checkAuth's error says
 * `redirectTo: false`.
 */
export const authProvider: AuthProvider = {
  async login({ email, username, password }: LoginParams) {
    // Without navigating: react-admin's useLogin goes to where the user was headed.
    await signIn(email ?? username ?? '', password);
  },

  async logout(params?: LogoutParams) {
    let redirect = typeof params?.redirect === 'string' ? params.redirect : undefined;
    // react-admin calls this with no parameters both when the user asks to leave and when checkAuth failed
    // (LogoutOnMount). With no credential left it is the latter: the session ran out here, so come back here,
    // and what was being typed stays a draft.
    const ranOut = redirect === undefined && !hasStoredCredential();
    if (ranOut) redirect = currentPath();
    await logout(ranOut ? { redirect, keepDrafts: true } : { redirect });
    return false;
  },

  async checkAuth() {
    if (hasStoredCredential()) return;
    const denied = Object.assign(new Error('ra.auth.auth_check_error'), { redirectTo: false });
    // Logged out by another tab with this page still up: the page waits for the user to sign in again over it
    // (reauth.ts) rather than react-admin logging out and leaving it.
    if (!canReauthenticate()) throw denied;
    await reauthenticate().catch(() => {
      throw denied;
    });
  },

  async checkError() {
    // Never a logout from here. By the time react-admin sees a 401 the HTTP layer has either replayed the
    // request with a renewed token (after a refresh, or after the user signed in again over the page) or the
    // user chose to leave and is already logged out; a 403 is a permission answer to a user who stays in.
  },

  async getIdentity() {
    const usuario = getStoredUsuario();
    if (!usuario) throw new Error('ra.auth.auth_check_error');
    return { id: usuario.usuarioId, fullName: usuario.nomeCompleto };
  },
};
