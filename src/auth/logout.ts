import { navigateTo } from '../app/navigation';
import { clearCache } from '../data/cache';
import { http } from '../data/http';
import { removeDraftsOf } from '../drafts/draftStore';
import { loginPath } from '../routing/paths';
import { setIsAuth } from './authState';
import { clearListPreferences } from './listPreferences';
import { clearSession, getRefreshToken, getStoredUsuario } from './session';

export interface LogoutOptions {
  /** Where to go back to after signing in again (usually the current path); the root needs no redirect. */
  redirect?: string;
  /**
   * The session ended under the user (it could not be renewed, or they left the re-authentication dialog for
   * "Entrar com outro usuário") rather than them asking to leave ("Sair"): what they were typing stays in
   * their drafts (src/drafts) for when they come back. Only the session's own keys are cleared either way.
   */
  keepDrafts?: boolean;
}

function isOnLoginPage(): boolean {
  return /^\/login\/?$/.test(window.location.pathname);
}

// The logout under way: the refresh failure, react-admin and another tab may all ask at once, and the user is
// logged out once.
let pending: Promise<void> | null = null;

async function run(redirect: string | undefined): Promise<void> {
  const refreshToken = getRefreshToken();
  // Cleared before the server is told, so no request from now on carries the old session.
  clearSession();
  clearCache();
  clearListPreferences();
  // loginPath drops a redirect to the root, /login or /logout: nothing to come back to there.
  navigateTo(loginPath(redirect), { replace: true });
  setIsAuth(false);
  if (refreshToken === null) return;
  try {
    await http.post('/auth/logout', { refreshToken });
  } catch {
    // Best effort: the session ends on this side whatever the server says; an unrevoked token just expires.
  }
}

/** An explicit "Sair" takes the user's form drafts with it (other users' stay: each finds only their own). */
function forgetDrafts(): void {
  const usuario = getStoredUsuario();
  if (usuario) removeDraftsOf(usuario.usuarioId);
}

/** docs/produto.md §4 logout: unless already on /login, forget the session and go to /login (with ?redirect=). */
export function logout(options: LogoutOptions = {}): Promise<void> {
  if (pending) return pending;
  if (isOnLoginPage()) return Promise.resolve();
  if (!options.keepDrafts) forgetDrafts();
  const running = run(options.redirect).finally(() => {
    pending = null;
  });
  pending = running;
  return running;
}
