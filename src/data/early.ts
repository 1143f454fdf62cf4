// Early GETs (issue 17: a reload paints a list's rows sooner). A signed-in page load spends its first few
// hundred milliseconds loading and running JavaScript before the app asks the API for anything; the calls it
// then makes are the same on every load of that address (the session user, the role, the list's first page).
// So the calls a load made are remembered per address, and the next load of that address starts them at once,
// beside the JavaScript; when the app asks, it gets the answer already there (src/app/earlyAdapter.ts). This
// module is in the first chunk: plain fetch, no HTTP library. The page's head (public/login-gate.js) starts
// the same remembered calls sooner still, before any module loads; this module then takes those over.
// With an access token too old to use (a reload after a pause) nothing starts early: the app's own calls renew
// it (src/auth/refresh.ts). A renewal here, at the very start of the load, was tried and dropped: two tabs
// reloaded together took the cross-tab lock back to back, and the second read the refresh token from
// localStorage before the first tab's rotation had reached it (Chromium propagates localStorage between tabs
// asynchronously), presented the spent token and so revoked the session (tests/e2e/session.test.ts, "two tabs").

import type { TokenStore } from '../auth/session';

const STORAGE_KEY = 'earlyGets';
/** Calls asked for within this long of the page's start are its own (later ones follow the user's clicks). */
export const LEARN_WINDOW_MS = 5000;
const MAX_CALLS = 8;
const MAX_PATHS = 30;

interface Learned {
  usuarioId: number | null;
  /** Address (pathname) → the API GETs its load made, in order. */
  paths: Record<string, string[]>;
}

export interface EarlyAnswer {
  status: number;
  body: string;
  headers: Record<string, string>;
}

const started = new Map<string, Promise<EarlyAnswer | null>>();
let firstPath: string | null = null;

function currentUsuarioId(storage: Storage): number | null {
  try {
    const id = (JSON.parse(storage.getItem('usuario') ?? 'null') as { usuarioId?: unknown } | null)
      ?.usuarioId;
    return typeof id === 'number' ? id : null;
  } catch {
    return null;
  }
}

/** The remembered calls, for this user only (another user's are dropped). */
export function readLearned(storage: Storage): Learned {
  const usuarioId = currentUsuarioId(storage);
  try {
    const stored = JSON.parse(storage.getItem(STORAGE_KEY) ?? 'null') as Learned | null;
    if (stored && stored.usuarioId === usuarioId && typeof stored.paths === 'object') return stored;
  } catch {
    // unreadable: start again
  }
  return { usuarioId, paths: {} };
}

/** `learned` with `url` added to `path`'s calls (once, at most MAX_CALLS; at most MAX_PATHS addresses). */
export function withCall(learned: Learned, path: string, url: string): Learned {
  const calls = learned.paths[path] ?? [];
  if (calls.includes(url) || calls.length >= MAX_CALLS) return learned;
  const { [path]: _, ...others } = learned.paths;
  const kept = Object.entries(others).slice(-(MAX_PATHS - 1));
  return { ...learned, paths: { ...Object.fromEntries(kept), [path]: [...calls, url] } };
}

/**
 * Whether the JWT `token` is still good for a few seconds at `nowMs` (its `exp`): an expired one would only earn
 * 401s, and the app's own calls renew it first (docs/produto.md §8).
 */
export function tokenFresh(token: string, nowMs: number): boolean {
  try {
    const payload = token.split('.')[1] ?? '';
    const { exp } = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: unknown };
    return typeof exp === 'number' && exp * 1000 > nowMs + 5000;
  } catch {
    return false;
  }
}

/** Starts the calls the last load of `path` made, with `token` (main.tsx, signed in, before the app loads). */
export function startEarlyGets(
  path: string,
  token: string | null,
  storage: Storage = localStorage,
  nowMs = Date.now(),
): void {
  firstPath = path;
  if (!token || !tokenFresh(token, nowMs)) return;
  launch(path, token, storage);
}

/** The calls public/login-gate.js started from the page's head, by URL (it reads the same remembered list). */
type HeadWindow = { __earlyGets?: Record<string, Promise<EarlyAnswer | null>> };

function launch(path: string, token: string, storage: Storage): void {
  const w = window as unknown as HeadWindow;
  const fromHead = w.__earlyGets;
  if (fromHead) {
    w.__earlyGets = undefined;
    for (const [url, answer] of Object.entries(fromHead)) started.set(url, answer);
    return;
  }
  let calls: string[] = [];
  try {
    calls = readLearned(storage).paths[path] ?? [];
  } catch {
    return;
  }
  for (const url of calls)
    started.set(
      url,
      fetch(url, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } }).then(
        async (r) => ({ status: r.status, body: await r.text(), headers: Object.fromEntries(r.headers) }),
        () => null,
      ),
    );
}

/** What the early load needs from the browser (tests give their own). */
export interface EarlyEnv {
  store: TokenStore;
  storage: Storage;
  nowMs: number;
}

/**
 * A signed-in page load (main.tsx, first thing): the remembered calls of `path` start now with the stored access
 * token, when it is still good for a few seconds; otherwise nothing starts, and the app renews it.
 */
export function startEarlyLoad(path: string, env: EarlyEnv): void {
  startEarlyGets(path, env.store.getAccessToken(), env.storage, env.nowMs);
}

/**
 * The early answer to `url`, once (a second ask goes to the network); undefined when none was started, or when
 * the page is past its load: an answer that old may predate the user's own writes.
 */
export function takeEarlyGet(url: string, now: number): Promise<EarlyAnswer | null> | undefined {
  const answer = started.get(url);
  started.delete(url);
  if (now > LEARN_WINDOW_MS) started.clear();
  return now > LEARN_WINDOW_MS ? undefined : answer;
}

/** Whether this load started early calls not yet handed over (the warm start then waits for their answers). */
export function earlyPending(): boolean {
  return started.size > 0;
}

/** Remembers a GET the app made while the page was still loading its first address. */
export function learnGet(url: string, now: number, storage: Storage = localStorage): void {
  if (firstPath === null || now > LEARN_WINDOW_MS || window.location.pathname !== firstPath) return;
  try {
    const learned = readLearned(storage);
    const next = withCall(learned, firstPath, url);
    if (next !== learned) storage.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // storage full or refused: no early calls next time
  }
}
