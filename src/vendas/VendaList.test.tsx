// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { allowStaleMuiPropWarning, setViewport } from '../schema/testUtils';
import { acessoWith, mockHttp, ok, renderVendas, seedApi, venda } from './testUtils';

beforeEach(() => {
  setViewport(false);
  allowStaleMuiPropWarning();
});
afterEach(cleanup);

const text = (el: Element) => (el.textContent ?? '').replace(/\s/g, ' ');

/** GET …/vendas/total answers from the fake rows and the filter it was given. */
function totalFrom(api: ReturnType<typeof seedApi>) {
  return (url: string, config?: { params?: Record<string, string> }) => {
    if (url !== '/empresas/1/vendas/total') return new Error(url);
    const filter = JSON.parse(config?.params?.filter ?? '{}') as Record<string, unknown>;
    const rows = (api.db.vendas ?? []).filter(
      (r) =>
        (filter.q === undefined || String(r.clienteDocumento).includes(String(filter.q))) &&
        (filter.numero_gte === undefined || r.numero === filter.numero_gte),
    );
    return ok({ quantidade: rows.length, total: rows.reduce((s, r) => s + Number(r.total), 0) });
  };
}

describe('lista de vendas', () => {
  it('shows the sales with their status chip, the seller by name and the count and sum of the filter', async () => {
    const api = seedApi([
      venda(1, { clienteNome: 'Ana Cliente', total: 100 }),
      venda(2, {
        clienteNome: 'Bia Cliente',
        clienteDocumento: '11222333000181',
        total: 50.5,
        vendedorId: 2,
        vendaStatusId: 2,
      }),
    ]);
    const http = mockHttp({ get: totalFrom(api) });
    renderVendas({ api, path: '/vendas' });

    const linha = (await screen.findByText('Bia Cliente')).closest('tr') as HTMLElement;
    expect(within(linha).getByText('Aprovada')).toBeTruthy();
    expect(within(linha).getByText('Bruno Vendedor')).toBeTruthy();
    expect(within(linha).getByText('11.222.333/0001-81')).toBeTruthy();
    expect(text(within(linha).getByText(/50,50/))).toBe('R$ 50,50');
    await waitFor(() => expect(text(screen.getByTestId('vendas-total'))).toBe('R$ 150,50'));
    expect(screen.getByRole('status').textContent).toContain('2 vendas');

    // the search by document: the server gets the digits, and the total follows the filter
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Buscar por cliente, CPF/CNPJ ou número'), '11.222.333/0001');
    await waitFor(() => expect(screen.queryByText('Ana Cliente')).toBeNull());
    const lastList = api.calls.filter((c) => c.method === 'getList' && c.resource === 'vendas').at(-1);
    expect((lastList?.params as { filter?: unknown } | undefined)?.filter).toEqual({ q: '112223330001' });
    await waitFor(() => expect(text(screen.getByTestId('vendas-total'))).toBe('R$ 50,50'));
    expect(http.get).toHaveBeenLastCalledWith('/empresas/1/vendas/total', {
      params: { filter: JSON.stringify({ q: '112223330001' }) },
    });
  });

  it('says when there are no sales yet, with the way to the first', async () => {
    const api = seedApi([]);
    mockHttp({ get: totalFrom(api) });
    renderVendas({ api, path: '/vendas' });
    expect(await screen.findByText('Nenhuma venda registrada ainda')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Registrar a primeira venda' })).toBeTruthy();
  });

  it('changes the status of the selected sales for REALIZAR_AUTOMACOES and reports the ignored ones', async () => {
    const api = seedApi([venda(1), venda(2), venda(3)]);
    const http = mockHttp({
      get: totalFrom(api),
      post: (url, body) =>
        url === '/empresas/1/vendas/status'
          ? ok({
              alteradas: (body as { ids: number[] }).ids.slice(0, 1),
              ignoradas: (body as { ids: number[] }).ids.slice(1),
            })
          : new Error(url),
    });
    const user = userEvent.setup();
    renderVendas({ api, path: '/vendas' });
    await screen.findByText('Cliente 3');
    const rows = screen.getAllByRole('row').filter((r) => within(r).queryByRole('checkbox'));
    // rows[0] is the header's select-all
    await user.click(within(rows[1] as HTMLElement).getByRole('checkbox'));
    await user.click(within(rows[2] as HTMLElement).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Mudar status' }));
    const dialog = await screen.findByRole('dialog', { name: 'Mudar o status de 2 vendas' });
    await user.click(within(dialog).getByLabelText('Novo status'));
    await user.click(await screen.findByRole('option', { name: 'Cancelada' }));
    await user.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    expect(within(dialog).getByText(/Passar 2 vendas para/)).toBeTruthy();
    await user.click(within(dialog).getByRole('button', { name: 'Confirmar' }));
    expect(
      await within(dialog).findByText(/^1 não mudou \(auditadas ou fora do seu alcance\): nº \d\.$/),
    ).toBeTruthy();
    const [, body] = http.post.mock.calls[0] ?? [];
    expect(body).toMatchObject({ vendaStatusId: 3 });
    expect((body as { ids: number[] }).ids).toHaveLength(2);
    await user.click(within(dialog).getByRole('button', { name: 'Fechar' }));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Mudar status' })).toBeNull());
  });

  it('offers no bulk status change without REALIZAR_AUTOMACOES, nor the trash without VER_LIXEIRA', async () => {
    const api = seedApi([venda(1)]);
    mockHttp({ get: totalFrom(api) });
    const user = userEvent.setup();
    renderVendas({ api, path: '/vendas', acesso: acessoWith([]) });
    await screen.findByText('Cliente 1');
    const rows = screen.getAllByRole('row').filter((r) => within(r).queryByRole('checkbox'));
    await user.click(within(rows[1] as HTMLElement).getByRole('checkbox'));
    // whoever may change sales edits the selected ones in bulk (src/bulk); the status change is REALIZAR_AUTOMACOES'
    expect(await screen.findByRole('button', { name: 'Editar em lote' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Mudar status' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Lixeira' })).toBeNull();
  });

  it('offers the trash for VER_LIXEIRA: the generic screen at /vendas/lixeira (src/trash)', async () => {
    const api = seedApi([venda(1)]);
    mockHttp({ get: totalFrom(api) });
    const user = userEvent.setup();
    const { location } = renderVendas({ api, path: '/vendas' });
    await screen.findByText('Cliente 1');
    await user.click(screen.getByRole('link', { name: 'Lixeira' }));
    await waitFor(() => expect(location.current?.pathname).toBe('/vendas/lixeira'));
  });

  it('states the totals rule in the header: cancelled sales are counted apart, out of the sum', async () => {
    const api = seedApi([venda(1, { total: 100 }), venda(2, { total: 50, vendaStatusId: 3 })]);
    mockHttp({
      get: () => ok({ quantidade: 1, total: 100, foraDosTotais: { quantidade: 1, total: 50 } }),
    });
    renderVendas({ api, path: '/vendas' });
    await waitFor(() =>
      expect(text(screen.getByRole('status'))).toBe(
        'R$ 100,00 em 1 venda · 1 cancelada fora do total (R$ 50,00)',
      ),
    );
  });

  it("shows a report's drill-down filters (product, only what counts in totals) in view and removable", async () => {
    const api = seedApi([venda(1)]);
    const http = mockHttp({ get: () => ok({ quantidade: 1, total: 139.6 }) });
    const filter = { produtoId: 1, nosTotais: true, data_gte: '2026-03-01' };
    renderVendas({ api, path: `/vendas?filter=${encodeURIComponent(JSON.stringify(filter))}` });
    const produto = await screen.findByRole('combobox', { name: 'Produto' });
    expect(
      await within(produto.closest('.MuiAutocomplete-root') as HTMLElement).findByText(/CTRL-15/),
    ).toBeTruthy();
    const nosTotais = screen.getByRole('switch', { name: 'Só o que conta nos totais' }) as HTMLInputElement;
    expect(nosTotais.checked).toBe(true);
    expect(http.get).toHaveBeenCalledWith('/empresas/1/vendas/total', {
      params: { filter: JSON.stringify(filter) },
    });
    // switched off, it is no filter at all
    await userEvent.setup().click(nosTotais);
    await waitFor(() =>
      expect(http.get).toHaveBeenLastCalledWith('/empresas/1/vendas/total', {
        params: { filter: JSON.stringify({ produtoId: 1, data_gte: '2026-03-01' }) },
      }),
    );
  });

  it('is one line per sale on a phone', async () => {
    setViewport(true);
    const api = seedApi([venda(5, { clienteNome: 'Carla' })]);
    mockHttp({ get: totalFrom(api) });
    renderVendas({ api, path: '/vendas' });
    expect(await screen.findByText('Nº 5 – Carla')).toBeTruthy();
  });
});
