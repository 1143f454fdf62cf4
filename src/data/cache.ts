// Clearing the cached data at login and logout (docs/produto.md §4) without importing React Query: the login page must
// not load it (its JavaScript budget), so the query client registers its own clear() here when it loads.

let clear: (() => void) | null = null;

export function registerCacheClear(fn: () => void): void {
  clear = fn;
}

/** Forgets every cached answer; nothing to do when the cache was never loaded. */
export function clearCache(): void {
  clear?.();
}
