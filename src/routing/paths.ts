/**
 * The company id of a `/e/{empresaId}` route, read as docs/produto.md §2 says: absent → undefined, not a number → -1
 * (a company that never exists, so the page shows "not found" rather than another company's data).
 *
 * @example parseEmpresaId('12') === 12; parseEmpresaId('abc') === -1; parseEmpresaId(undefined) === undefined
 */
export function parseEmpresaId(param: string | undefined): number | undefined {
  if (param === undefined || param === '') return undefined;
  return /^\d+$/.test(param) && Number(param) > 0 && Number(param) <= 2147483647 ? Number(param) : -1;
}

/** `/login`, with `?redirect=` back to `path` unless it is the root (docs/produto.md §2, §4). */
export function loginPath(path?: string): string {
  if (!path || path === '/' || path.startsWith('/login') || path.startsWith('/logout')) return '/login';
  return `/login?redirect=${encodeURIComponent(path)}`;
}

/** A redirect target from the query string, kept inside the app (no `//evil.example` or absolute URLs). */
export function safeRedirect(value: string | null | undefined): string | undefined {
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  if (value.startsWith('/login') || value.startsWith('/logout')) return undefined;
  return value;
}

export const companyPath = (empresaId: number, sub = '') =>
  `/e/${empresaId}${sub ? `/${sub.replace(/^\//, '')}` : ''}`;
