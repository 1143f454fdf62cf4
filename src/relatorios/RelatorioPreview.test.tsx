// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { allowStaleMuiPropWarning, setViewport } from '../schema/testUtils';
import { ALL, acessoWith, mockHttp, ok, renderVendas, seedApi } from '../vendas/testUtils';
import { buildLinha, buildResultado } from './fixtures';
import { isTipo } from './types';

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
beforeEach(() => {
  setViewport(false);
  allowStaleMuiPropWarning();
});
afterEach(cleanup);

describe('/relatorios/{id} preview', () => {
  it('runs the type chosen in the form, before it is saved', async () => {
    const api = seedApi([], {
      relatorios: [
        {
          nome: 'Do mês',
          uri: 'do-mes',
          descricao: null,
          tipo: 'VENDAS_POR_STATUS',
          publico: true,
          ativo: true,
        },
      ],
    });
    const http = mockHttp({
      get: (url, config) => {
        const tipo = (config?.params as { tipo?: string } | undefined)?.tipo;
        if (url !== '/empresas/1/relatorios/resultado' || !isTipo(tipo)) return new Error(url);
        return ok(
          tipo === 'VENDAS_POR_VENDEDOR'
            ? buildResultado({
                tipo,
                linhas: [buildLinha({ chave: '5', rotulo: 'Bruno Vendedor', quantidade: 2, total: 80 })],
              })
            : buildResultado(),
        );
      },
    });
    renderVendas({ api, path: '/relatorios/1', acesso: acessoWith([...ALL, 'CONFIGURAR_EMPRESA']) });
    const previa = await screen.findByRole('region', { name: 'Prévia: Vendas por status' });
    expect(await within(previa).findByRole('rowheader', { name: 'Aprovada' })).toBeTruthy();

    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: /^Tipo/ }));
    await user.click(await screen.findByRole('option', { name: 'Vendas por vendedor' }));
    expect(await screen.findByRole('region', { name: 'Prévia: Vendas por vendedor' })).toBeTruthy();
    expect(await screen.findByRole('rowheader', { name: 'Bruno Vendedor' })).toBeTruthy();
    expect(http.get).toHaveBeenLastCalledWith('/empresas/1/relatorios/resultado', {
      params: { tipo: 'VENDAS_POR_VENDEDOR', periodo: 'este-mes' },
    });
    // nothing was saved
    await waitFor(() => expect(api.calls.some((c) => c.method === 'update')).toBe(false));
  });
});
