// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

// Each test loads a fresh module: isAuth is module state and "undefined at start" is what is tested.
async function load() {
  vi.resetModules();
  return import('./authState');
}

beforeEach(() => {
  localStorage.clear();
});

describe('isAuth (docs/produto.md §4)', () => {
  it('is undefined at start, then decided by whether a credential is stored', async () => {
    const { getIsAuth, initAuthState } = await load();
    expect(getIsAuth()).toBeUndefined();
    expect(initAuthState()).toBe(false);
    expect(getIsAuth()).toBe(false);

    const fresh = await load();
    localStorage.setItem('accessToken', 'A1');
    expect(fresh.initAuthState()).toBe(true);

    // A refresh token alone is a credential: the first call renews the access token from it.
    const again = await load();
    localStorage.clear();
    localStorage.setItem('refreshToken', 'R1');
    expect(again.initAuthState()).toBe(true);
  });

  it('useIsAuth follows the transitions', async () => {
    const { setIsAuth, useIsAuth } = await load();
    const { result } = renderHook(() => useIsAuth());
    expect(result.current).toBeUndefined();
    act(() => setIsAuth(true));
    expect(result.current).toBe(true);
    act(() => setIsAuth(false));
    expect(result.current).toBe(false);
  });

  it('notifies only on a change', async () => {
    const { setIsAuth, useIsAuth } = await load();
    let renders = 0;
    renderHook(() => {
      renders++;
      return useIsAuth();
    });
    act(() => setIsAuth(true));
    const after = renders;
    act(() => setIsAuth(true));
    expect(renders).toBe(after);
  });
});
