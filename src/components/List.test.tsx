// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, type ReactElement } from 'react';
import { AdminContext, type DataProvider, memoryStore, SimpleList, type Store, TextInput } from 'react-admin';
import { createMemoryRouter, Link, Outlet, RouterProvider } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { allowStaleMuiPropWarning } from '../schema/testUtils';
import { List } from './List';

// react-admin's TextInput still hands MUI the props MUI 9 renamed
beforeEach(() => allowStaleMuiPropWarning());
afterEach(() => {
  vi.useRealTimers();
  cleanup();
});

const PRODUTOS = [
  { id: 1, nome: 'Chip pré-pago' },
  { id: 2, nome: 'Plano Controle' },
];

const dataProvider = {
  getList: async (_resource: string, { filter }: { filter: { q?: string } }) => {
    const data = PRODUTOS.filter((p) => !filter.q || p.nome.toLowerCase().includes(filter.q));
    return { data, total: data.length };
  },
} as unknown as DataProvider;

/** The produtos list with a search, and a record page that draws at once or, with `record`, once it resolves. */
function renderList(record?: Promise<{ default: () => ReactElement }>) {
  const Record = record ? lazy(() => record) : () => <h1>Registro</h1>;
  const store: Store = memoryStore();
  // react-admin inside the router, as in the app (AppRouter.tsx): a data router, whose own page moves first
  const router = createMemoryRouter(
    [
      {
        element: (
          <AdminContext dataProvider={dataProvider} store={store}>
            <Outlet />
          </AdminContext>
        ),
        children: [
          {
            path: '/produtos',
            element: (
              <List resource="produtos" filters={[<TextInput key="q" source="q" label="Buscar" alwaysOn />]}>
                <SimpleList
                  primaryText={(r) => <Link to={`/produtos/${r.id}`}>{r.nome}</Link>}
                  linkType={false}
                />
              </List>
            ),
          },
          { path: '/produtos/:id', element: <Record /> },
        ],
      },
    ],
    { initialEntries: ['/produtos'] },
  );
  render(<RouterProvider router={router} />);
  return { router, store };
}

const saved = (store: Store) => store.getItem<{ filter?: { q?: string } }>('produtos.listParams')?.filter?.q;

describe('<List />', () => {
  it('applies a search on the list, as react-admin does', async () => {
    const user = userEvent.setup();
    const { router } = renderList();
    await screen.findByText('Plano Controle');
    await user.type(screen.getByRole('textbox', { name: 'Buscar' }), 'chip');
    // Testing Library's waits (60 s in tests/setup/testing-library.ts), not vi.waitFor's 1 s: beside two busy loops the
    // list took longer than that to draw the filtered page
    await waitFor(() => expect(router.state.location.search).toContain('chip'));
    await waitFor(() => expect(screen.queryByText('Plano Controle')).toBeNull());
  });

  it('keeps a search typed just before a record opened for the list, without going back to the list', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { router, store } = renderList();
    await screen.findByText('Plano Controle');
    await user.type(screen.getByRole('textbox', { name: 'Buscar' }), 'chip');
    await user.click(screen.getByRole('link', { name: 'Plano Controle' }));
    await screen.findByRole('heading', { name: 'Registro' });
    // the search's wait (500 ms after the last key) ends with the list already gone
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(router.state.location).toMatchObject({ pathname: '/produtos/2', search: '' });
    expect(saved(store)).toBe('chip');

    await act(() => router.navigate('/produtos'));
    expect(await screen.findByText('Chip pré-pago')).toBeTruthy();
    expect(screen.queryByText('Plano Controle')).toBeNull();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'Buscar' }).value).toBe('chip');
  });

  it('does not take the browser back to the list while the record opened is still loading', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let resolve: (page: { default: () => ReactElement }) => void = () => {};
    const promise = new Promise<{ default: () => ReactElement }>((r) => {
      resolve = r;
    });
    const { router, store } = renderList(promise);
    await screen.findByText('Plano Controle');
    await user.type(screen.getByRole('textbox', { name: 'Buscar' }), 'chip');
    await user.click(screen.getByRole('link', { name: 'Plano Controle' }));
    // the record's page is loading: React keeps the list on screen meanwhile, and the search's wait ends
    await act(() => vi.advanceTimersByTimeAsync(1_000));
    expect(screen.getByRole('textbox', { name: 'Buscar' })).toBeTruthy();
    // react-admin alone moved to the list's query from here: /produtos/2?filter={"q":"chip"}…
    expect(router.state.location).toMatchObject({ pathname: '/produtos/2', search: '' });

    await act(async () => resolve({ default: () => <h1>Registro</h1> }));
    await screen.findByRole('heading', { name: 'Registro' });
    expect(router.state.location).toMatchObject({ pathname: '/produtos/2', search: '' });
    expect(saved(store)).toBe('chip');
  });
});
