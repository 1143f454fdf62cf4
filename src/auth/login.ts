import { navigateTo } from '../app/navigation';
import { clearCache } from '../data/cache';
import { safeRedirect } from '../routing/paths';
import { setIsAuth } from './authState';
import { storeTokens, storeUsuario, type Tokens, type UsuarioSessao } from './session';

interface LoginResponse extends Tokens {
  usuario: UsuarioSessao;
}

const FALLBACK_MESSAGE = 'Não foi possível entrar. Tente novamente.';

// The login page is the first thing everyone loads, so this call uses fetch rather than the app's axios
// client and its refresh machinery: a login is never refreshed nor retried (SPEC §8) and the page stays light.

/**
 * Signs in without navigating: react-admin's useLogin navigates by itself, our login page through login().
 * Throws an Error carrying the message to show: the server's own words (CONTRACT §6: 'E-mail ou senha
 * inválidos.', the rate-limit notice) or 'Network Error' when there is no answer (SPEC §8).
 */
export async function signIn(email: string, senha: string): Promise<void> {
  let response: Response;
  try {
    response = await fetch('/api/auth/login', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, senha }),
    });
  } catch {
    throw new Error('Network Error');
  }
  const body = (await response.json().catch(() => null)) as (LoginResponse & { message?: unknown }) | null;
  if (!response.ok || !body) {
    const message = body?.message;
    throw new Error(typeof message === 'string' && message !== '' ? message : FALLBACK_MESSAGE);
  }
  storeTokens(body);
  storeUsuario(body.usuario);
  // Whatever was cached belonged to the previous session (maybe another user).
  clearCache();
  setIsAuth(true);
}

/**
 * SPEC §4 login: isAuth true, cache cleared, then to `redirect` (default '/'). The redirect usually comes from
 * the address bar (?redirect=), so anything but a path of this application goes to the root instead.
 */
export async function login(email: string, senha: string, redirect?: string): Promise<void> {
  await signIn(email, senha);
  navigateTo(safeRedirect(redirect) ?? '/', { replace: true });
}
