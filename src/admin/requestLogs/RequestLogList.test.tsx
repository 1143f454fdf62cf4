// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosResponse } from 'axios';
import { Admin, type DataProvider, memoryStore, Resource, TestMemoryRouter } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http } from '../../data/http';
import { createI18nProvider } from '../../i18n/i18nProvider';
import { allowStaleMuiPropWarning, setViewport } from '../../schema/testUtils';
import { dayBoundary, withRequestLogFilters } from './dataProvider';
import { formatLogMoment, type RequestLogRecord, statusColor } from './format';
import { RequestLogList } from './RequestLogList';
import { RequestLogShow } from './RequestLogShow';

const LOGS: RequestLogRecord[] = [
  [1, 'GET', '/api/admin/empresas', 200, 12.5, 9, null],
  [2, 'POST', '/api/auth/login', 401, 80, null, null],
  [3, 'PUT', '/api/empresas/1/produtos/4', 409, 30.25, 7, 1],
  [4, 'GET', '/api/empresas/2/vendas', 500, 3, 7, 2],
].map(([id, method, path, status, durationMs, usuarioId, empresaId]) => ({
  id: id as number,
  requestLogId: id as number,
  method: method as string,
  path: path as string,
  status: status as number,
  durationMs: durationMs as number,
  usuarioId: usuarioId as number | null,
  empresaId: empresaId as number | null,
  ip: '10.0.0.1',
  createdAt: `2026-03-01T12:00:0${id}.000Z`,
  rota: (path as string).replace(/\/\d+(?=\/|$)/g, '/:id'),
  usuarioNome: usuarioId === 7 ? 'Ana Gestora' : null,
  empresaNome: empresaId === 2 ? 'Beta Energia' : empresaId === 1 ? 'Alfa Telecom' : null,
}));

/** The API as far as this screen goes: the server's filters, newest first, and every call kept. */
function fakeApi() {
  const calls: Array<{ method: string; params: Record<string, unknown> }> = [];
  const api = {
    getList: async (resource: string, params: Record<string, unknown>) => {
      // the company filter's choices
      if (resource === 'empresas')
        return {
          data: [
            { id: 1, nome: 'Alfa Telecom' },
            { id: 2, nome: 'Beta Energia' },
          ],
          total: 2,
        };
      calls.push({ method: 'getList', params });
      const filter = (params.filter ?? {}) as Record<string, unknown>;
      let rows = [...LOGS];
      if (filter.q) rows = rows.filter((r) => r.path.toLowerCase().includes(String(filter.q).toLowerCase()));
      if (filter.method) rows = rows.filter((r) => r.method === filter.method);
      if (filter.status_gte !== undefined) rows = rows.filter((r) => r.status >= Number(filter.status_gte));
      if (filter.status_lte !== undefined) rows = rows.filter((r) => r.status <= Number(filter.status_lte));
      rows.sort((a, b) => b.id - a.id);
      return { data: rows, total: rows.length };
    },
    getMany: async () => ({ data: [] }),
    getOne: async (_resource: string, params: { id: unknown }) => {
      calls.push({ method: 'getOne', params });
      return { data: LOGS.find((r) => String(r.id) === String(params.id)) };
    },
  };
  return { calls, dataProvider: withRequestLogFilters(api as unknown as DataProvider) };
}

function renderAt(path: string, dataProvider: DataProvider) {
  const location: { pathname?: string } = {};
  render(
    <TestMemoryRouter initialEntries={[path]} locationCallback={(l) => (location.pathname = l.pathname)}>
      <Admin
        dataProvider={dataProvider}
        i18nProvider={createI18nProvider('pt-br')}
        store={memoryStore()}
        disableTelemetry
      >
        <Resource name="request-logs" list={RequestLogList} show={RequestLogShow} />
      </Admin>
    </TestMemoryRouter>,
  );
  return location;
}

beforeEach(() => {
  setViewport(false);
  allowStaleMuiPropWarning();
});
afterEach(() => cleanup());

describe('request logs list', () => {
  it('shows every column, newest first, 25 a page by createdAt DESC, with coloured status chips', async () => {
    const api = fakeApi();
    renderAt('/request-logs', api.dataProvider);
    const rows = await screen.findAllByRole('row');
    const header = within(rows[0]!);
    for (const title of ['Data/hora', 'Método', 'Caminho', 'Status', 'Duração', 'Usuário', 'Empresa', 'IP'])
      expect(header.getByText(title)).toBeTruthy();
    expect(rows).toHaveLength(5);
    const newest = within(rows[1]!);
    expect(newest.getByText('/api/empresas/2/vendas')).toBeTruthy();
    expect(newest.getByText(formatLogMoment('2026-03-01T12:00:04.000Z'))).toBeTruthy();
    expect(newest.getByText('3 ms')).toBeTruthy();
    // names, not ids; an id whose name is gone still shows
    expect(newest.getByText('Ana Gestora')).toBeTruthy();
    expect(newest.getByText('Beta Energia')).toBeTruthy();
    expect(within(rows[4]!).getByText('nº 9')).toBeTruthy();
    expect(within(rows[2]!).getByText('30,25 ms')).toBeTruthy();
    const chip = newest.getByText('500').closest('.MuiChip-root');
    expect(chip?.className).toMatch(/colorError/);
    expect(within(rows[4]!).getByText('200').closest('.MuiChip-root')?.className).toMatch(/colorSuccess/);
    expect(api.calls[0]?.params).toMatchObject({
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'createdAt', order: 'DESC' },
    });
    // read-only: no create button, no row checkboxes
    expect(screen.queryByRole('link', { name: /criar/i })).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.getByRole('button', { name: /exportar/i })).toBeTruthy();
  });

  it('keeps its filters on screen; the status class goes to the API as a range', async () => {
    const api = fakeApi();
    renderAt('/request-logs', api.dataProvider);
    await screen.findByText('/api/auth/login');
    expect(screen.getByRole('textbox', { name: 'Buscar no caminho' })).toBeTruthy();
    expect(screen.getAllByLabelText('De').length).toBeGreaterThan(0);
    expect(screen.getAllByLabelText('Até').length).toBeGreaterThan(0);

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: /4xx/ }));
    await waitFor(() => expect(screen.queryByText('/api/empresas/2/vendas')).toBeNull());
    expect(screen.getByText('/api/auth/login')).toBeTruthy();
    expect(screen.getByText('/api/empresas/1/produtos/4')).toBeTruthy();
    expect(api.calls.at(-1)?.params.filter).toEqual({ status_gte: 400, status_lte: 499 });

    await user.type(screen.getByRole('textbox', { name: 'Buscar no caminho' }), 'produtos');
    await waitFor(() => expect(screen.queryByText('/api/auth/login')).toBeNull());
    expect(api.calls.at(-1)?.params.filter).toEqual({ q: 'produtos', status_gte: 400, status_lte: 499 });
  });

  it('opens a log with every field', async () => {
    const api = fakeApi();
    const location = renderAt('/request-logs', api.dataProvider);
    const user = userEvent.setup();
    await user.click(await screen.findByText('/api/auth/login'));
    await waitFor(() => expect(location.pathname).toBe('/request-logs/2/show'));
    await screen.findByText('Requisição nº 2');
    for (const label of [
      'Número',
      'Data/hora',
      'Método',
      'Caminho',
      'Status',
      'Duração',
      'Usuário',
      'Empresa',
      'IP',
    ])
      expect(screen.getAllByText(label).length).toBeGreaterThan(0);
    expect(screen.getByText('80 ms')).toBeTruthy();
    expect(screen.getByText('401').closest('.MuiChip-root')?.className).toMatch(/colorWarning/);
    expect(screen.getAllByText('—')).toHaveLength(2);
  });
});

describe('latency by route', () => {
  it('summarises the routes over the same filters, and a route opens its calls', async () => {
    const get = vi.spyOn(http, 'get').mockImplementation(
      async () =>
        ({
          status: 200,
          data: [
            {
              method: 'PUT',
              rota: '/api/empresas/:id/produtos/:id',
              quantidade: 3,
              p50: 30.25,
              p95: 41,
              erros4xx: 1,
              erros5xx: 0,
              taxaErro: 0.3333,
            },
            // the calls to paths no route matched (rota null)
            {
              method: 'GET',
              rota: null,
              quantidade: 2,
              p50: 1,
              p95: 1,
              erros4xx: 2,
              erros5xx: 0,
              taxaErro: 1,
            },
          ],
        }) as AxiosResponse,
    );
    const api = fakeApi();
    renderAt('/request-logs', api.dataProvider);
    await screen.findByText('/api/auth/login');
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: /4xx/ }));
    await waitFor(() =>
      expect(api.calls.at(-1)?.params.filter).toEqual({ status_gte: 400, status_lte: 499 }),
    );
    await user.click(screen.getByRole('button', { name: 'Latência por rota' }));
    const tabela = within(await screen.findByRole('table', { name: 'Latência por rota' }));
    expect(tabela.getAllByRole('row')[1]?.textContent).toBe(
      'PUT /api/empresas/:id/produtos/:id330,25 ms41 ms33,3%',
    );
    // no route is no link: the list cannot filter on it
    expect(tabela.getAllByRole('row')[2]?.textContent).toBe('GET (caminho sem rota: 404)21 ms1 ms100%');
    expect(tabela.getAllByRole('button')).toHaveLength(1);
    // the list's filters, as the API takes them
    expect(get).toHaveBeenLastCalledWith('/admin/request-logs/rotas', {
      params: { filter: JSON.stringify({ status_gte: 400, status_lte: 499 }) },
    });
    await user.click(tabela.getByRole('button', { name: /PUT/ }));
    await waitFor(() =>
      expect(api.calls.at(-1)?.params.filter).toEqual({
        method: 'PUT',
        rota: '/api/empresas/:id/produtos/:id',
        status_gte: 400,
        status_lte: 499,
      }),
    );
    expect((screen.getByRole('textbox', { name: 'Rota (padrão)' }) as HTMLInputElement).value).toBe(
      '/api/empresas/:id/produtos/:id',
    );
  });
});

describe('request logs on a phone', () => {
  it('lists the routes one a line, a single call in the singular, the unmatched paths not a link', async () => {
    setViewport(true);
    vi.spyOn(http, 'get').mockImplementation(
      async () =>
        ({
          status: 200,
          data: [
            {
              method: 'GET',
              rota: '/api/empresas/:empresaId/vendas',
              quantidade: 1,
              p50: 12,
              p95: 12,
              erros4xx: 0,
              erros5xx: 0,
              taxaErro: 0,
            },
            {
              method: 'GET',
              rota: null,
              quantidade: 3,
              p50: 1,
              p95: 2,
              erros4xx: 3,
              erros5xx: 0,
              taxaErro: 1,
            },
          ],
        }) as AxiosResponse,
    );
    renderAt('/request-logs', fakeApi().dataProvider);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Latência por rota' }));
    const lista = within(await screen.findByRole('list', { name: 'Latência por rota' }));
    const itens = lista.getAllByRole('listitem');
    expect(itens[0]?.textContent).toBe(
      'GET /api/empresas/:empresaId/vendas1 chamada · p50 12 ms · p95 12 ms · 0% de erros',
    );
    expect(itens[1]?.textContent).toBe(
      'GET (caminho sem rota: 404)3 chamadas · p50 1 ms · p95 2 ms · 100% de erros',
    );
    expect(lista.getAllByRole('button')).toHaveLength(1);
  });
});

describe('request logs helpers', () => {
  it("sends the period as the local day's first and last instants", async () => {
    const api = fakeApi();
    await api.dataProvider.getList('request-logs', {
      filter: { createdAt_gte: '2026-03-01', createdAt_lte: '2026-03-02', statusClass: '5' },
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'createdAt', order: 'DESC' },
    });
    expect(api.calls[0]?.params.filter).toEqual({
      createdAt_gte: new Date(2026, 2, 1).toISOString(),
      createdAt_lte: new Date(2026, 2, 2, 23, 59, 59, 999).toISOString(),
      status_gte: 500,
      status_lte: 599,
    });
    expect(dayBoundary('2026-03-01T10:00:00.000Z', true)).toBe('2026-03-01T10:00:00.000Z');
  });

  it('colours statuses by class', () => {
    expect([204, 302, 404, 503].map(statusColor)).toEqual(['success', 'info', 'warning', 'error']);
  });
});
