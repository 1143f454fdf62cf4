import { type AxiosInstance, type InternalAxiosRequestConfig, isAxiosError } from 'axios';
import { REFRESH_LOCK_NAME, type TokenStore, type Tokens } from './session';

// docs/produto.md §8: what happens to a request answered 401. The decision logic (createRefreshManager) knows nothing of
// axios, so it can be tested on its own; installAuthInterceptors binds it to an axios instance.
//
// Refresh tokens rotate and are single-use: presenting a spent one makes the server revoke the whole session
// (docs/contrato.md §3). Tabs of one browser share localStorage, so they also share the refresh token, and a tab must
// never present one that another tab has already spent. The Web Locks API serialises refreshes across tabs;
// inside the lock the stored refresh token is read again, and if another tab rotated it meanwhile this tab
// just takes the stored access token instead of calling the server.

// (in session.ts, so that the early refresh of a page load, src/data/early.ts, takes the same lock without axios)
export { REFRESH_LOCK_NAME };

export const LOG_REFRESHING = 'Renovando accessToken...';
export const LOG_REFRESHED = 'accessToken renovado com sucesso!';
export const LOG_REFRESH_FAILED = 'Falha ao renovar accessToken!';

/** The part of the Web Locks API used here; `navigator.locks` satisfies it. */
export interface LockManagerLike {
  request(name: string, callback: () => Promise<string>): Promise<string>;
}

export interface RefreshManagerOptions {
  store: TokenStore;
  /** Calls the server: POST /auth/refresh-token, with the Idempotency-Key when there is one. */
  requestRefresh(refreshToken: string, key?: string): Promise<Tokens>;
  /**
   * Step 4, the session cannot be renewed (the refresh failed, or even a renewed token was refused): the user
   * signs in again in place (reauth.ts). Resolves with the new access token, which the waiting requests are
   * replayed with; rejects only when the user chooses to leave instead.
   */
  onSessionLost(): Promise<string>;
  /** Read on each refresh rather than once, so a missing API (old browsers, tests) just means in-tab only. */
  getLocks?: () => LockManagerLike | undefined;
}

export interface RefreshManager {
  /**
   * The access token to replay a request with, given the one it was sent with (null: sent without one).
   * When the refresh fails it waits for the user to sign in again; it rejects only if the user leaves.
   */
  tokenAfter401(sentWith: string | null): Promise<string>;
  /**
   * A replayed request was refused again: no second refresh (docs/produto.md §8, once per request), the user signs in
   * again instead; the same waiting rules as tokenAfter401 apply.
   */
  tokenAfterRefusal(sentWith: string | null): Promise<string>;
}

/** Thrown inside the refresh when there is nothing to refresh with (logged out, maybe by another tab). */
class NoRefreshTokenError extends Error {
  constructor() {
    super('Nenhum refresh token guardado.');
    this.name = 'NoRefreshTokenError';
  }
}

export function createRefreshManager(options: RefreshManagerOptions): RefreshManager {
  const { store, requestRefresh, onSessionLost, getLocks } = options;
  // The refresh (or the sign-in that follows a failed one) running in this tab, if any: every 401 arriving
  // meanwhile waits on it (in-tab single flight).
  let inFlight: Promise<string> | null = null;

  /** The pair to decide with, under the lock: the ledger's when the store keeps one (see TokenStore.latestTokens). */
  async function latest(): Promise<{ access: string | null; refresh: string | null }> {
    if (store.latestTokens) {
      const tokens = await store.latestTokens();
      return { access: tokens?.accessToken ?? null, refresh: tokens?.refreshToken ?? null };
    }
    return { access: store.getAccessToken(), refresh: store.getRefreshToken() };
  }

  async function refreshUnderLock(seenRefreshToken: string | null): Promise<string> {
    const current = await latest();
    if (current.refresh === null) throw new NoRefreshTokenError();
    if (current.refresh !== seenRefreshToken) {
      // Another tab rotated the pair while this one waited for the lock: its new access token is ours too,
      // and the refresh token this tab saw is spent, so presenting it would revoke the session.
      if (current.access !== null) return current.access;
    }
    console.log(LOG_REFRESHING);
    // recorded before the call goes out, so that a reload that loses the answer retries this same rotation
    const key = store.rotationKey ? await store.rotationKey(current.refresh) : undefined;
    const tokens = await requestRefresh(current.refresh, key);
    // stored where the next tab to take the lock reads it before the lock is let go
    if (store.storeTokensDurably) await store.storeTokensDurably(tokens);
    else store.storeTokens(tokens);
    console.log(LOG_REFRESHED);
    return tokens.accessToken;
  }

  async function refresh(): Promise<string> {
    // Read before waiting for the lock: this is the token this tab knew when its request failed.
    const seen = store.getRefreshToken();
    try {
      const locks = getLocks?.();
      return locks
        ? await locks.request(REFRESH_LOCK_NAME, () => refreshUnderLock(seen))
        : await refreshUnderLock(seen);
    } catch {
      console.error(LOG_REFRESH_FAILED);
    }
    // 4. Outside the lock, which other tabs may need meanwhile: the user signs in again over the page.
    return onSessionLost();
  }

  function join(sentWith: string | null, renew: () => Promise<string>): Promise<string> {
    // 1. A refresh (or a sign-in) is running: wait for it.
    if (inFlight) return inFlight;
    // 2. Someone refreshed (or signed in) since this request left: replay with the stored token, no server call.
    const stored = store.getAccessToken();
    if (stored !== null && stored !== sentWith) return Promise.resolve(stored);
    // 3. Renew; the requests failing meanwhile join this one in step 1.
    const running = renew().finally(() => {
      if (inFlight === running) inFlight = null;
    });
    inFlight = running;
    return running;
  }

  return {
    tokenAfter401: (sentWith) => join(sentWith, refresh),
    tokenAfterRefusal: (sentWith) => join(sentWith, onSessionLost),
  };
}

// Calls whose 401 is an answer rather than an expired token: wrong credentials, a spent refresh token. Logout
// is public too, and refreshing in order to log out would be absurd.
const AUTH_CALL = /(^|\/)auth\/(login|refresh-token|logout)\/?(\?|#|$)/;

export function isAuthCall(url: string | undefined): boolean {
  return url !== undefined && AUTH_CALL.test(url);
}

// Marks a replayed request so that a second 401 is not refreshed again (docs/produto.md §8: at most one refresh per
// request) but asks for a new sign-in, and a third is final. A property on the config survives axios's
// mergeConfig when the request is sent again, unlike a WeakSet entry.
const REPLAYED = '__vendasReplayed';
const REAUTHENTICATED = '__vendasReauthenticated';
type ReplayableConfig = InternalAxiosRequestConfig & { [REPLAYED]?: boolean; [REAUTHENTICATED]?: boolean };

function bearerOf(config: InternalAxiosRequestConfig): string | null {
  const header = config.headers.get('Authorization');
  if (typeof header !== 'string' || !header.startsWith('Bearer ')) return null;
  return header.slice('Bearer '.length);
}

export interface AuthInterceptorOptions {
  store: TokenStore;
  onSessionLost(): Promise<string>;
  getLocks?: () => LockManagerLike | undefined;
}

// A hung refresh would hold the cross-tab lock and stall every tab; past this it counts as failed.
const REFRESH_TIMEOUT_MS = 30_000;

/**
 * Adds to `instance` the Bearer header (read from the store on every request, so a token stored by a login or
 * a refresh, in this tab or another, is used by the very next call) and the 401 handling of docs/produto.md §8.
 */
export function installAuthInterceptors(
  instance: AxiosInstance,
  options: AuthInterceptorOptions,
): RefreshManager {
  const { store } = options;
  const manager = createRefreshManager({
    store,
    onSessionLost: options.onSessionLost,
    getLocks: options.getLocks,
    async requestRefresh(refreshToken, key) {
      const { data } = await instance.post<Tokens>(
        '/auth/refresh-token',
        { refreshToken },
        { timeout: REFRESH_TIMEOUT_MS, headers: key === undefined ? {} : { 'Idempotency-Key': key } },
      );
      return data;
    },
  });

  instance.interceptors.request.use((config: ReplayableConfig) => {
    // A replay goes with the token its renewal gave: this tab's copy of localStorage may not show another tab's
    // rotation yet (tokenLedger.ts), and the stale token would be refused again.
    if (config[REPLAYED] || config[REAUTHENTICATED]) return config;
    const token = store.getAccessToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });

  instance.interceptors.response.use(undefined, async (error: unknown) => {
    if (!isAxiosError(error) || error.response?.status !== 401 || !error.config) throw error;
    const config: ReplayableConfig = error.config;
    if (isAuthCall(config.url)) throw error;
    // Refused even with the token of a new sign-in: give up (a deactivated user, say); no loop of dialogs.
    if (config[REAUTHENTICATED]) throw error;
    let token: string;
    try {
      if (config[REPLAYED]) {
        // Even the renewed token was refused (the session was revoked meanwhile): sign in again, no refresh.
        token = await manager.tokenAfterRefusal(bearerOf(config));
        config[REAUTHENTICATED] = true;
      } else {
        token = await manager.tokenAfter401(bearerOf(config));
        config[REPLAYED] = true;
      }
    } catch {
      // The user chose to leave rather than sign in again; each waiting request fails with its own 401.
      throw error;
    }
    config.headers.set('Authorization', `Bearer ${token}`);
    return instance.request(config);
  });

  return manager;
}
