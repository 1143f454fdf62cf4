import { useSyncExternalStore } from 'react';
import type { ThemeMode } from './theme';

/** What the user picks (docs/produto.md §1): light, dark, or whatever the system says. */
export type ColorMode = 'light' | 'dark' | 'system';

export const COLOR_MODES: readonly ColorMode[] = ['light', 'dark', 'system'];
export const COLOR_MODE_KEY = 'colorMode';
export const COLOR_MODE_DEFAULT: ColorMode = 'system';
const DARK_QUERY = '(prefers-color-scheme: dark)';

export function isColorMode(value: unknown): value is ColorMode {
  return value === 'light' || value === 'dark' || value === 'system';
}

// Where storage is refused (some privacy settings throw on any access), the choice lives for this page only.
let unstored: ColorMode = COLOR_MODE_DEFAULT;
const listeners = new Set<() => void>();

/** The stored choice; 'system' when none was made or the stored value is not one of the three. */
export function getColorMode(): ColorMode {
  try {
    const stored = window.localStorage.getItem(COLOR_MODE_KEY);
    return isColorMode(stored) ? stored : COLOR_MODE_DEFAULT;
  } catch {
    return unstored;
  }
}

export function setColorMode(mode: ColorMode): void {
  unstored = mode;
  try {
    window.localStorage.setItem(COLOR_MODE_KEY, mode);
  } catch {
    // kept in `unstored` above
  }
  // The storage event reaches other tabs only; this one is told directly.
  for (const listener of listeners) listener();
}

/** Whether the system asks for dark. Without matchMedia (old browsers, tests) dark, the base look, wins. */
export function systemPrefersDark(): boolean {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return true;
  return window.matchMedia(DARK_QUERY).matches;
}

export function resolveColorMode(mode: ColorMode, prefersDark: boolean): ThemeMode {
  if (mode === 'system') return prefersDark ? 'dark' : 'light';
  return mode;
}

function subscribeMode(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    // key null: another tab cleared the whole storage
    if (event.key === COLOR_MODE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

function subscribeSystem(listener: () => void): () => void {
  if (typeof window.matchMedia !== 'function') return () => {};
  const query = window.matchMedia(DARK_QUERY);
  query.addEventListener('change', listener);
  return () => query.removeEventListener('change', listener);
}

export interface ColorModeState {
  /** The user's choice. */
  mode: ColorMode;
  setMode: (mode: ColorMode) => void;
  /** What to paint: the choice, or the system's preference when the choice is 'system'. */
  resolved: ThemeMode;
}

/**
 * The colour mode, kept in localStorage under 'colorMode' (default 'system'). 'system' follows the
 * operating system live, and a choice made in another tab is followed here too.
 *
 * @example
 * const { mode, setMode, resolved } = useColorMode();
 * const theme = buildTheme(resolved, cor);
 * setMode('dark');
 */
export function useColorMode(): ColorModeState {
  const mode = useSyncExternalStore(subscribeMode, getColorMode, () => COLOR_MODE_DEFAULT);
  // the server snapshot is the prerendered login page's (light; public/login-gate.js hides it from a dark system)
  const prefersDark = useSyncExternalStore(subscribeSystem, systemPrefersDark, () => false);
  return { mode, setMode: setColorMode, resolved: resolveColorMode(mode, prefersDark) };
}
