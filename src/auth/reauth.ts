import { useSyncExternalStore } from 'react';
import { currentPath } from '../app/navigation';
import { getIsAuth } from './authState';
import type { LoginResponse } from './login';
import { logout } from './logout';
import {
  ACCESS_TOKEN_KEY,
  getAccessToken,
  getStoredUsuario,
  hasStoredCredential,
  REFRESH_TOKEN_KEY,
  storeTokens,
  storeUsuario,
  USUARIO_KEY,
  type UsuarioSessao,
} from './session';

// Signing in again without leaving the page. When the session cannot be renewed (docs/produto.md §8 step 4: the refresh
// failed, or another tab logged out), the signed-in app does not log out and navigate away, which would throw
// away whatever form the user was filling: ReauthDialog opens over the page for the same user, and the requests
// waiting meanwhile (a save, say) are replayed with the new token once the password is typed. They are rejected
// only if the user chooses to leave ("Entrar com outro usuário": the ordinary logout with the way back).
//
// Tabs share localStorage, hence the tokens: another tab's logout opens the dialog here too, and a sign-in of the
// same user in any tab closes it everywhere. A different user signing in discards this tab's page.

export interface ReauthUser {
  usuarioId: number;
  nomeCompleto: string;
  email: string;
}

export interface ReauthState {
  open: boolean;
  /** Whose password is asked: the user this tab's page belongs to. */
  user: ReauthUser | null;
}

/** The user left the re-authentication (or there was no way to offer it): the waiting requests fail. */
export class SessionEndedError extends Error {
  constructor() {
    super('Sessão encerrada.');
    this.name = 'SessionEndedError';
  }
}

const CLOSED: ReauthState = { open: false, user: null };

let state: ReauthState = CLOSED;
const listeners = new Set<() => void>();
// Mounted dialogs (one at the signed-in root): without one, nothing can ask for the password.
let hosts = 0;
// The user the signed-in page of this tab belongs to, remembered because another tab's logout clears the copy
// in localStorage.
let owner: ReauthUser | null = null;
let waiting: {
  promise: Promise<string>;
  resolve(token: string): void;
  reject(error: Error): void;
  /** The access token stored when the dialog opened: only a different one is a new sign-in. */
  openedWith: string | null;
} | null = null;

function setState(next: ReauthState): void {
  state = next;
  for (const listener of listeners) listener();
}

function toOwner(usuario: UsuarioSessao | null): ReauthUser | null {
  if (!usuario || typeof usuario.email !== 'string' || usuario.email === '') return null;
  return { usuarioId: usuario.usuarioId, nomeCompleto: usuario.nomeCompleto, email: usuario.email };
}

/** Follows the stored copy of the same user (a changed e-mail, say); another user's copy is not ours. */
function refreshOwner(): void {
  const stored = toOwner(getStoredUsuario());
  if (stored && (owner === null || stored.usuarioId === owner.usuarioId)) owner = stored;
}

/** What a page does when a different user takes over the shared session: start again from the root. */
export const pageControl = {
  discard(): void {
    window.location.replace('/');
  },
};

/** The dialog registers itself while mounted; the signed-in page's user is remembered from then on. */
export function registerReauthHost(): () => void {
  hosts++;
  refreshOwner();
  return () => {
    hosts--;
    if (hosts === 0) owner = null;
  };
}

/** Whether the user can sign in again over the page: signed in, a dialog mounted, and a known user. */
export function canReauthenticate(): boolean {
  return hosts > 0 && owner !== null && getIsAuth() === true;
}

function endWaiting(): NonNullable<typeof waiting> | null {
  const ended = waiting;
  waiting = null;
  setState(CLOSED);
  return ended;
}

/**
 * docs/produto.md §8 step 4 (and any other sign that the session is gone): opens the dialog, or joins the one open, and
 * resolves with the access token of the new sign-in. Without a way to ask (no dialog mounted, unknown user)
 * this is the plain logout with the way back, and it rejects.
 */
export function reauthenticate(): Promise<string> {
  if (waiting) return waiting.promise;
  if (!canReauthenticate()) {
    void logout({ redirect: currentPath(), keepDrafts: true });
    return Promise.reject(new SessionEndedError());
  }
  refreshOwner();
  let resolve: (token: string) => void = () => {};
  let reject: (error: Error) => void = () => {};
  const promise = new Promise<string>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  waiting = { promise, resolve, reject, openedWith: getAccessToken() };
  setState({ open: true, user: owner });
  return promise;
}

/**
 * The dialog's sign-in succeeded: the new tokens are stored (localStorage and cookies, as at login) and the
 * waiting requests go on with them. The cache is kept: it is the same user's. A different user (the e-mail now
 * someone else's) gets a fresh page instead.
 */
export function completeReauth(login: LoginResponse): void {
  // The user before the tokens, as at login: the other tabs compare it when the tokens change.
  storeUsuario(login.usuario);
  storeTokens(login);
  if (owner && login.usuario.usuarioId !== owner.usuarioId) {
    endWaiting();
    pageControl.discard();
    return;
  }
  endWaiting()?.resolve(login.accessToken);
}

/**
 * "Entrar com outro usuário": the ordinary logout, back to this path after the next sign-in; the requests that
 * were waiting fail now. Only the session's keys are cleared (logout.ts), so the drafts in localStorage stay.
 */
export function leaveReauth(): void {
  const ended = endWaiting();
  void logout({ redirect: currentPath(), keepDrafts: true });
  ended?.reject(new SessionEndedError());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function getReauthState(): ReauthState {
  return state;
}

export function useReauthState(): ReauthState {
  return useSyncExternalStore(subscribe, getReauthState, getReauthState);
}

const SESSION_KEYS = new Set<string | null>([null, ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY, USUARIO_KEY]);

/** What this tab does when another one changes the shared session (a `storage` event). */
function onSessionChangedElsewhere(): void {
  // A signed-out tab (the login page) has no page to keep and follows nobody.
  if (getIsAuth() !== true) return;
  const stored = getStoredUsuario();
  if (hasStoredCredential()) {
    // A sign-in or a rotation there. Another user's session must never run this page (requests would carry
    // their token): start again. One key is written at a time, the user before the tokens (login.ts), so a
    // token is never taken for the wrong user; after a logout there, wait for the user to be there.
    if (stored === null) return;
    if (owner !== null && stored.usuarioId !== owner.usuarioId) {
      endWaiting();
      pageControl.discard();
      return;
    }
    refreshOwner();
    // The same user signed in again (or a refresh succeeded) there: this tab's dialog closes with that token.
    const token = getAccessToken();
    if (waiting && token !== null && token !== waiting.openedWith) endWaiting()?.resolve(token);
    return;
  }
  // Logged out there: the page stays, under the dialog, until the user signs in again or leaves.
  void reauthenticate().catch(() => {
    // Nothing was waiting on this one; the requests that join it see the rejection themselves.
  });
}

// Follows the other tabs' sign-ins and logouts from the moment this module loads (the app start imports it to
// hand `reauthenticate` to the HTTP client: src/app/wireSession.ts). Token rotations by other tabs also fire
// `storage`; they change nothing here unless a dialog is open.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.storageArea !== window.localStorage || !SESSION_KEYS.has(event.key)) return;
    onSessionChangedElsewhere();
  });
}
