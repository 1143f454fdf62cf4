// @vitest-environment jsdom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { COLOR_MODE_KEY, getColorMode, resolveColorMode, setColorMode, useColorMode } from './colorMode';

/** A controllable `prefers-color-scheme: dark`, the way browsers report it. */
function fakeSystem(dark: boolean) {
  const listeners = new Set<(event: MediaQueryListEvent) => void>();
  const query = {
    matches: dark,
    media: '(prefers-color-scheme: dark)',
    addEventListener: (_type: string, l: (event: MediaQueryListEvent) => void) => listeners.add(l),
    removeEventListener: (_type: string, l: (event: MediaQueryListEvent) => void) => listeners.delete(l),
  };
  window.matchMedia = ((media: string) => ({ ...query, media, matches: query.matches })) as never;
  return {
    set(next: boolean) {
      query.matches = next;
      for (const l of listeners) l({ matches: next } as MediaQueryListEvent);
    },
    listeners,
  };
}

const originalMatchMedia = window.matchMedia;
beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  window.matchMedia = originalMatchMedia;
});

describe('colour mode', () => {
  it("defaults to 'system' and ignores a stored value that is not a mode", () => {
    expect(getColorMode()).toBe('system');
    localStorage.setItem(COLOR_MODE_KEY, 'sepia');
    expect(getColorMode()).toBe('system');
  });

  it('keeps the choice in localStorage under colorMode', () => {
    fakeSystem(true);
    const { result } = renderHook(() => useColorMode());
    expect(result.current).toMatchObject({ mode: 'system', resolved: 'dark' });
    act(() => result.current.setMode('light'));
    expect(localStorage.getItem('colorMode')).toBe('light');
    expect(result.current).toMatchObject({ mode: 'light', resolved: 'light' });
    act(() => result.current.setMode('dark'));
    expect(result.current).toMatchObject({ mode: 'dark', resolved: 'dark' });
  });

  it('reads a stored choice at start', () => {
    fakeSystem(true);
    localStorage.setItem(COLOR_MODE_KEY, 'light');
    const { result } = renderHook(() => useColorMode());
    expect(result.current).toMatchObject({ mode: 'light', resolved: 'light' });
  });

  it("'system' follows prefers-color-scheme live; a fixed choice does not", () => {
    const system = fakeSystem(false);
    const { result } = renderHook(() => useColorMode());
    expect(result.current.resolved).toBe('light');
    act(() => system.set(true));
    expect(result.current.resolved).toBe('dark');
    act(() => setColorMode('light'));
    act(() => system.set(true));
    expect(result.current.resolved).toBe('light');
  });

  it('follows a choice made in another tab (storage event)', () => {
    fakeSystem(false);
    const { result } = renderHook(() => useColorMode());
    act(() => {
      localStorage.setItem(COLOR_MODE_KEY, 'dark');
      window.dispatchEvent(new StorageEvent('storage', { key: COLOR_MODE_KEY, newValue: 'dark' }));
    });
    expect(result.current.mode).toBe('dark');
  });

  it('stops listening when unmounted, and without matchMedia dark (the base look) wins', () => {
    const system = fakeSystem(false);
    const { unmount } = renderHook(() => useColorMode());
    expect(system.listeners.size).toBe(1);
    unmount();
    expect(system.listeners.size).toBe(0);
    expect(resolveColorMode('system', true)).toBe('dark');
    window.matchMedia = undefined as never;
    const { result } = renderHook(() => useColorMode());
    expect(result.current.resolved).toBe('dark');
  });
});
