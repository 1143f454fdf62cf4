import axios from 'axios';
import { checkPerfilResponse } from '../../core/validation/perfil';
import { installAuthInterceptors, type LockManagerLike } from '../auth/refresh';
import { browserTokenStore } from '../auth/session';

/**
 * The one HTTP client for `/api` (docs/produto.md §7): JSON, with the stored access token as Bearer, and the 401
 * refresh-and-replay of docs/produto.md §8 (src/auth/refresh.ts). When the session cannot be renewed, the user signs in
 * again over the page (src/auth/reauth.ts) and the waiting requests go on. Every call to the API goes through it.
 */
export const http = axios.create({
  baseURL: '/api',
  headers: { 'Content-Type': 'application/json' },
});

function browserLocks(): LockManagerLike | undefined {
  // Missing in old browsers and outside a secure context (plain http on a LAN): refreshes are then
  // single-flight within the tab only.
  return typeof navigator !== 'undefined' ? navigator.locks : undefined;
}

/** What to do when the session cannot be renewed: until the app registers one, the waiting requests fail. */
let sessionLost: () => Promise<string> = () => Promise.reject(new Error('Sessão encerrada.'));

/**
 * Registered at app start (src/app/wireSession.ts: the re-authentication dialog of reauth.ts). Injected rather
 * than imported: reauth.ts signs out through logout.ts, which talks to the API through this client.
 */
export function setSessionLostHandler(handler: () => Promise<string>): void {
  sessionLost = handler;
}

export const refreshManager = installAuthInterceptors(http, {
  store: browserTokenStore,
  getLocks: browserLocks,
  onSessionLost: () => sessionLost(),
});

// docs/produto.md §5: profile answers are checked against their shape, and a mismatch rejects the call.
http.interceptors.response.use((response) => {
  if (response.status < 300) response.data = checkPerfilResponse(response.config.url ?? '', response.data);
  return response;
});
