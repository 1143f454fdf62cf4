import axios from 'axios';
import { currentPath } from '../app/navigation';
import { logout, watchLogoutInOtherTabs } from '../auth/logout';
import { installAuthInterceptors, type LockManagerLike } from '../auth/refresh';
import { browserTokenStore } from '../auth/session';
import { checkPerfilResponse } from '../validation/perfil';

/**
 * The one HTTP client for `/api` (SPEC §7): JSON, with the stored access token as Bearer, and the 401
 * refresh-and-replay of SPEC §8 (src/auth/refresh.ts). Every call to the API goes through it.
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
  // logout() is imported from a module that imports this one; it is only called later, never while loading.
  onSessionExpired: () => {
    void logout({ redirect: currentPath() });
  },
});

// SPEC §5: profile answers are checked against their shape, and a mismatch rejects the call.
http.interceptors.response.use((response) => {
  if (response.status < 300) response.data = checkPerfilResponse(response.config.url ?? '', response.data);
  return response;
});

// Loaded by every screen that talks to the API, so this is where a tab starts following the others' logouts.
if (typeof window !== 'undefined') watchLogoutInOtherTabs();
