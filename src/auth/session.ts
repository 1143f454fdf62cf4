import {
  clearLedger,
  isPendingRotation,
  type PendingRotation,
  readLedger,
  readPendingRotation,
  writeLedger,
  writePendingRotation,
} from './tokenLedger';

// Where the signed-in session lives in the browser. docs/produto.md §7 keeps the tokens both in localStorage (read for the
// Bearer header) and in cookies of the same names (sent by the browser on plain links, e.g. file downloads).

export const ACCESS_TOKEN_KEY = 'accessToken';
export const REFRESH_TOKEN_KEY = 'refreshToken';
export const USUARIO_KEY = 'usuario';
/** When this browser last stored a pair (ms): compared with the ledger's own stamp (tokenLedger.ts). */
export const TOKENS_AT_KEY = 'tokensAt';
/** The rotation under way: the refresh token being spent and its Idempotency-Key (rotationKey below). */
export const PENDING_ROTATION_KEY = 'renovacaoPendente';
/** The Web Lock every refresh of the tokens is made under, across tabs (src/auth/refresh.ts). */
export const REFRESH_LOCK_NAME = 'vendas-refresh-token';

// The parts of the session user (docs/produto.md §3) the shell reads; the generated types from schemas/ will replace this.
export interface UsuarioSessao {
  usuarioId: number;
  nomeCompleto: string;
  email: string;
  papelSistema: 'ADMIN' | 'USUARIO';
  empresaPrincipal: { empresaId: number; nome: string };
}

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

/** What latestTokens answers: the refresh token, and the access token beside it when there is one. */
export interface LatestTokens {
  accessToken: string | null;
  refreshToken: string;
}

/** Where the HTTP layer reads and writes the tokens; an interface so tests can give each "tab" a shared fake. */
export interface TokenStore {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  storeTokens(tokens: Tokens): void;
  /**
   * The pair as the last tab to store one left it, read under the refresh lock; null when signed out (an access
   * token may be missing beside a refresh token: the first call then renews). Without it the getters above are
   * trusted. See tokenLedger.ts: another tab's localStorage write may not have reached this one yet, and a
   * refresh token read from it may be already spent.
   */
  latestTokens?(): Promise<LatestTokens | null>;
  /** storeTokens, resolved once the pair is where latestTokens of every tab reads it. */
  storeTokensDurably?(tokens: Tokens): Promise<void>;
  /**
   * The Idempotency-Key to spend `refreshToken` with: the one an earlier attempt recorded (its answer may have
   * been lost to a reload while the server had already rotated), else a new one, recorded where every page
   * load reads it before the call goes out. Without it, refreshes go without a key.
   */
  rotationKey?(refreshToken: string): Promise<string>;
}

// The cookies outlive a browser restart like localStorage does; the refresh token's default lifetime
// (REFRESH_TOKEN_TTL, 30 days) is the longest either token can still be of use.
const COOKIE_MAX_AGE_SECONDS = 2_592_000;

function setCookie(name: string, value: string): void {
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API exists only in secure contexts, and the app may be served over plain http on a LAN.
  document.cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure}`;
}

function clearCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see setCookie.
  document.cookie = `${name}=; path=/; max-age=0; SameSite=Lax`;
}

export function getAccessToken(): string | null {
  return localStorage.getItem(ACCESS_TOKEN_KEY);
}

export function getRefreshToken(): string | null {
  return localStorage.getItem(REFRESH_TOKEN_KEY);
}

/** Stores the pair; the returned promise (which callers outside a refresh need not wait for) is the ledger's write. */
function storeEverywhere({ accessToken, refreshToken }: Tokens): Promise<void> {
  const at = Date.now();
  localStorage.setItem(ACCESS_TOKEN_KEY, accessToken);
  localStorage.setItem(REFRESH_TOKEN_KEY, refreshToken);
  localStorage.setItem(TOKENS_AT_KEY, String(at));
  localStorage.removeItem(PENDING_ROTATION_KEY);
  setCookie(ACCESS_TOKEN_KEY, accessToken);
  setCookie(REFRESH_TOKEN_KEY, refreshToken);
  return writeLedger({ accessToken, refreshToken, at });
}

export function storeTokens(tokens: Tokens): void {
  void storeEverywhere(tokens);
}

/** The pair this tab's localStorage holds, or the ledger's when that is newer (another tab's rotation). */
async function latestTokens(): Promise<LatestTokens | null> {
  const accessToken = getAccessToken();
  const refreshToken = getRefreshToken();
  // signed out (here, or by another tab whose clearing reached this one): nothing to renew with
  if (refreshToken === null) return null;
  const ledger = await readLedger();
  const at = Number(localStorage.getItem(TOKENS_AT_KEY) ?? 0);
  if (ledger && ledger.at > at) return { accessToken: ledger.accessToken, refreshToken: ledger.refreshToken };
  return { accessToken, refreshToken };
}

function storedPendingRotation(): PendingRotation | null {
  try {
    const value: unknown = JSON.parse(localStorage.getItem(PENDING_ROTATION_KEY) ?? 'null');
    return isPendingRotation(value) ? value : null;
  } catch {
    return null;
  }
}

/** 24 random bytes, base64url: 32 characters, within the server's 16–100. */
function newRotationKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(24));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * A page reloaded while its refresh was on the way never reads the answer, though the server spent the token:
 * the next attempt presents the same token with the same key, and the server answers the same successor
 * (server/auth/refresh-tokens.ts) instead of taking it for a stolen token's reuse. Read from localStorage and
 * the ledger (another tab's record may not have reached this tab's localStorage yet).
 */
async function rotationKey(refreshToken: string): Promise<string> {
  const known = [storedPendingRotation(), await readPendingRotation()].find(
    (p) => p?.refreshToken === refreshToken,
  );
  if (known) return known.key;
  const pending = { refreshToken, key: newRotationKey() };
  localStorage.setItem(PENDING_ROTATION_KEY, JSON.stringify(pending));
  await writePendingRotation(pending);
  return pending.key;
}

/**
 * Whether a credential is stored (docs/produto.md §4 decides authentication at start-up by this). A refresh token alone
 * counts: the first call then answers 401 and the HTTP layer renews the access token from it.
 */
export function hasStoredCredential(): boolean {
  return getAccessToken() !== null || getRefreshToken() !== null;
}

/**
 * The browser's token store: localStorage for reading, localStorage, cookies and the ledger (IndexedDB) for
 * writing; under the refresh lock, the ledger when it is newer than this tab's view of localStorage.
 */
export const browserTokenStore: TokenStore = {
  getAccessToken,
  getRefreshToken,
  storeTokens,
  latestTokens,
  storeTokensDurably: storeEverywhere,
  rotationKey,
};

export function storeUsuario(usuario: UsuarioSessao): void {
  localStorage.setItem(USUARIO_KEY, JSON.stringify(usuario));
}

function isUsuarioSessao(value: unknown): value is UsuarioSessao {
  if (typeof value !== 'object' || value === null) return false;
  const u = value as Record<string, unknown>;
  const empresa = u.empresaPrincipal as Record<string, unknown> | null | undefined;
  return (
    typeof u.usuarioId === 'number' &&
    typeof u.nomeCompleto === 'string' &&
    typeof empresa === 'object' &&
    empresa !== null &&
    typeof empresa.nome === 'string'
  );
}

/** The stored session user, or null when absent or unreadable (e.g. written by an older version). */
export function getStoredUsuario(): UsuarioSessao | null {
  const raw = localStorage.getItem(USUARIO_KEY);
  if (raw === null) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isUsuarioSessao(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function clearSession(): void {
  localStorage.removeItem(ACCESS_TOKEN_KEY);
  localStorage.removeItem(REFRESH_TOKEN_KEY);
  localStorage.removeItem(TOKENS_AT_KEY);
  localStorage.removeItem(PENDING_ROTATION_KEY);
  void clearLedger();
  localStorage.removeItem(USUARIO_KEY);
  clearCookie(ACCESS_TOKEN_KEY);
  clearCookie(REFRESH_TOKEN_KEY);
}
