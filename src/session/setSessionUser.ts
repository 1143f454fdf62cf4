import type { QueryClient } from '@tanstack/react-query';
import type { SessionUser } from '../../core/session/types';
import { storeUsuario } from '../auth/session';
import { SESSION_USER_KEY } from './useSessionUser';

/** react-admin's useGetIdentity query (ra-core): the app bar's user menu shows its fullName. */
export const IDENTITY_KEY = ['auth', 'getIdentity'] as const;

/**
 * The server's new copy of the session user (after PATCH /usuarios/me, the terms…): the shell's query, the
 * stored copy (authProvider.getIdentity reads it) and react-admin's identity all follow, so the app bar shows
 * a changed name at once.
 */
export function setSessionUser(client: QueryClient, user: SessionUser): Promise<void> {
  client.setQueryData(SESSION_USER_KEY, user);
  storeUsuario(user);
  return client.invalidateQueries({ queryKey: IDENTITY_KEY });
}
