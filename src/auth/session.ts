// Where the signed-in session lives in the browser. docs/produto.md §7 keeps the tokens both in localStorage (read for the
// Bearer header) and in cookies of the same names (sent by the browser on plain links, e.g. file downloads).

export const ACCESS_TOKEN_KEY = 'accessToken';
export const REFRESH_TOKEN_KEY = 'refreshToken';
export const USUARIO_KEY = 'usuario';
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

/** Where the HTTP layer reads and writes the tokens; an interface so tests can give each "tab" a shared fake. */
export interface TokenStore {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  storeTokens(tokens: Tokens): void;
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

export function storeTokens({ accessToken, refreshToken }: Tokens): void {
  localStorage.setItem(ACCESS_TOKEN_KEY, accessToken);
  localStorage.setItem(REFRESH_TOKEN_KEY, refreshToken);
  setCookie(ACCESS_TOKEN_KEY, accessToken);
  setCookie(REFRESH_TOKEN_KEY, refreshToken);
}

/**
 * Whether a credential is stored (docs/produto.md §4 decides authentication at start-up by this). A refresh token alone
 * counts: the first call then answers 401 and the HTTP layer renews the access token from it.
 */
export function hasStoredCredential(): boolean {
  return getAccessToken() !== null || getRefreshToken() !== null;
}

/** The browser's token store: localStorage for reading, localStorage and cookies for writing. */
export const browserTokenStore: TokenStore = { getAccessToken, getRefreshToken, storeTokens };

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
  localStorage.removeItem(USUARIO_KEY);
  clearCookie(ACCESS_TOKEN_KEY);
  clearCookie(REFRESH_TOKEN_KEY);
}
