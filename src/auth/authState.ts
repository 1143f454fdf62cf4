import { useSyncExternalStore } from 'react';
import { hasStoredCredential } from './session';

// isAuth of docs/produto.md §4: undefined until start-up has looked for a stored credential, then true after a login and
// false after a logout. Module state rather than React state because the HTTP layer (outside React) logs out.

let isAuth: boolean | undefined;
const listeners = new Set<() => void>();

export function getIsAuth(): boolean | undefined {
  return isAuth;
}

export function setIsAuth(value: boolean): void {
  if (isAuth === value) return;
  isAuth = value;
  for (const listener of listeners) listener();
}

/** Start-up: authenticated when a credential is stored (whether it is still valid, the first call tells). */
export function initAuthState(): boolean {
  const value = hasStoredCredential();
  setIsAuth(value);
  return value;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useIsAuth(): boolean | undefined {
  return useSyncExternalStore(subscribe, getIsAuth, getIsAuth);
}
