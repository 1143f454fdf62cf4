import { navigateTo } from '../app/navigation';
import { clearCache } from '../data/cache';
import { loginTexts } from '../i18n/login';
import { safeRedirect } from '../routing/paths';
import { setIsAuth } from './authState';
import { storeTokens, storeUsuario, type Tokens, type UsuarioSessao } from './session';

export interface LoginResponse extends Tokens {
  usuario: UsuarioSessao;
}

/** A refused sign-in: the message to show, and for a 429 how many seconds the server asks to wait. */
export class LoginError extends Error {
  constructor(
    message: string,
    /** The HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(message);
    this.name = 'LoginError';
  }
}

// The login page is the first thing everyone loads, so this call uses fetch rather than the app's axios
// client and its refresh machinery: a login is never refreshed nor retried (docs/produto.md §8) and the page stays light.

/**
 * POST /auth/login, nothing stored: the login page and the re-authentication dialog (reauth.ts) both start
 * here. Throws a LoginError carrying the message to show: the server's own words (docs/contrato.md §6: 'E-mail ou
 * senha inválidos.', the rate-limit notice) or 'Network Error' when there is no answer (docs/produto.md §8).
 */
export async function requestLogin(email: string, senha: string): Promise<LoginResponse> {
  let response: Response;
  try {
    response = await fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, senha }),
    });
  } catch {
    throw new LoginError('Network Error', 0);
  }
  const body = (await response.json().catch(() => null)) as (LoginResponse & { message?: unknown }) | null;
  if (!response.ok || !body) {
    const message = body?.message;
    const retryAfter = Number(response.headers.get('Retry-After'));
    throw new LoginError(
      typeof message === 'string' && message !== '' ? message : loginTexts().failed,
      response.status,
      response.status === 429 && Number.isFinite(retryAfter) && retryAfter > 0 ? retryAfter : null,
    );
  }
  return body;
}

/** Signs in without navigating: react-admin's useLogin navigates by itself, our login page through login(). */
export async function signIn(email: string, senha: string): Promise<void> {
  const body = await requestLogin(email, senha);
  // The user first: other tabs compare it when the tokens change (reauth.ts), and must never take a new
  // token for the previous user's page.
  storeUsuario(body.usuario);
  storeTokens(body);
  // Whatever was cached belonged to the previous session (maybe another user).
  clearCache();
  setIsAuth(true);
}

/**
 * docs/produto.md §4 login: isAuth true, cache cleared, then to `redirect` (default '/'). The redirect usually comes from
 * the address bar (?redirect=), so anything but a path of this application goes to the root instead.
 */
export async function login(email: string, senha: string, redirect?: string): Promise<void> {
  await signIn(email, senha);
  navigateTo(safeRedirect(redirect) ?? '/', { replace: true });
}
