// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, lazyPage, PAGE_LOAD_TIMEOUT_MS, PageSuspense } from './lazyPage';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const Page = () => <p>conteúdo da página</p>;
const Broken = () => {
  throw new Error('quebrou');
};
const renderInSuspense = (Lazy: ComponentType) =>
  render(
    <PageSuspense>
      <Lazy />
    </PageSuspense>,
  );
/** The browser says it is back online (the event the error screen's retry listens for). */
const goOnline = () =>
  act(async () => {
    window.dispatchEvent(new Event('online'));
  });

describe('lazyPage', () => {
  it('shows an in-page progress bar while loading, not a full-screen spinner, then the page', async () => {
    let resolve!: (m: { Page: typeof Page }) => void;
    const Lazy = lazyPage(() => new Promise<{ Page: typeof Page }>((r) => (resolve = r)), 'Page');
    renderInSuspense(Lazy);
    expect(screen.getByRole('progressbar', { name: 'Carregando a página' })).toBeTruthy();
    expect(screen.queryByRole('progressbar', { name: 'Carregando' })).toBeNull();
    await act(async () => resolve({ Page }));
    expect(await screen.findByText('conteúdo da página')).toBeTruthy();
  });

  it('gives up after 120 s (docs/produto.md §2) and offers a reload', async () => {
    vi.useFakeTimers();
    expect(PAGE_LOAD_TIMEOUT_MS).toBe(120_000);
    const Lazy = lazyPage(() => new Promise<{ Page: typeof Page }>(() => {}), 'Page');
    // React logs the caught error; the boundary is what this test is about
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderInSuspense(Lazy);
    await act(async () => {
      await vi.advanceTimersByTimeAsync(PAGE_LOAD_TIMEOUT_MS - 1);
    });
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1);
    });
    expect(screen.getByRole('alert').textContent).toContain('Não foi possível carregar esta página');
    expect(screen.getByText(/Loading chunk Page failed/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Recarregar' })).toBeTruthy();
    logged.mockRestore();
  });

  it('shows the reload screen when a chunk fails to download', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const Lazy = lazyPage(
      () => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
      'Page',
    );
    renderInSuspense(Lazy);
    expect(await screen.findByRole('button', { name: 'Recarregar' })).toBeTruthy();
    logged.mockRestore();
  });

  it('tries a failed page again when the browser is back online, without a reload', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    let calls = 0;
    const Lazy = lazyPage(() => {
      calls++;
      return calls === 1
        ? Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))
        : Promise.resolve({ Page });
    }, 'Page');
    renderInSuspense(Lazy);
    expect(await screen.findByRole('button', { name: 'Tentar de novo' })).toBeTruthy();
    await goOnline();
    expect(await screen.findByText('conteúdo da página')).toBeTruthy();
    expect(calls).toBe(2);
    logged.mockRestore();
  });

  it('does not import a page while the browser is offline, so that it loads once back online', async () => {
    // a browser keeps a failed module import for the page's life: an import tried offline could never succeed
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    let calls = 0;
    const Lazy = lazyPage(() => {
      calls++;
      return Promise.resolve({ Page });
    }, 'Page');
    renderInSuspense(Lazy);
    expect(await screen.findByRole('button', { name: 'Tentar de novo' })).toBeTruthy();
    await act(async () => Lazy.preload());
    expect(calls).toBe(0);
    online.mockReturnValue(true);
    await goOnline();
    expect(await screen.findByText('conteúdo da página')).toBeTruthy();
    expect(calls).toBe(1);
    online.mockRestore();
    logged.mockRestore();
  });

  it('tries a failed page again on the next navigation, even to the same path', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    const Lazy = lazyPage(
      () =>
        fail
          ? Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/x.js'))
          : Promise.resolve({ Page }),
      'Page',
    );
    const router = createMemoryRouter([
      {
        path: '*',
        element: (
          <PageSuspense>
            <Lazy />
          </PageSuspense>
        ),
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByRole('alert')).toBeTruthy();
    fail = false;
    await act(async () => {
      await router.navigate('/');
    });
    expect(await screen.findByText('conteúdo da página')).toBeTruthy();
    logged.mockRestore();
  });

  it('recognises chunk failures from the browsers and lets other errors through', () => {
    expect(isChunkLoadError(new Error('Loading chunk 42 failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('error loading dynamically imported module'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isChunkLoadError(new Error('x is undefined'))).toBe(false);
  });
});

describe("the router's default error screen", () => {
  it("reads 'Unexpected Application Error!' for an error that is not a chunk failure", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const router = createMemoryRouter([
      {
        path: '*',
        element: (
          <PageSuspense>
            <Broken />
          </PageSuspense>
        ),
      },
    ]);
    render(<RouterProvider router={router} />);
    expect(await screen.findByText('Unexpected Application Error!')).toBeTruthy();
    logged.mockRestore();
    warned.mockRestore();
  });
});
