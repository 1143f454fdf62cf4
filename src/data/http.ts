import axios from 'axios';
import { checkPerfilResponse } from '../../core/validation/perfil';
import { reauthenticate } from '../auth/reauth';
import { installAuthInterceptors, type LockManagerLike } from '../auth/refresh';
import { browserTokenStore } from '../auth/session';

/**
 * The one HTTP client for `/api` (SPEC §7): JSON, with the stored access token as Bearer, and the 401
 * refresh-and-replay of SPEC §8 (src/auth/refresh.ts). When the session cannot be renewed, the user signs in
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

export const refreshManager = installAuthInterceptors(http, {
  store: browserTokenStore,
  getLocks: browserLocks,
  // reauth.ts imports (through logout.ts) this module; it is only called later, never while loading. Loading it
  // here is also what makes every tab that talks to the API follow the other tabs' sign-ins and logouts.
  onSessionLost: () => reauthenticate(),
});

// SPEC §5: profile answers are checked against their shape, and a mismatch rejects the call.
http.interceptors.response.use((response) => {
  if (response.status < 300) response.data = checkPerfilResponse(response.config.url ?? '', response.data);
  return response;
});
