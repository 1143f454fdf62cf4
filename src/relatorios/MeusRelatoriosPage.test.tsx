// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CustomRoutes } from 'react-admin';
import { Route } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { AcessoContext } from '../company/AcessoContext';
import { DatesProvider } from '../components/DatesProvider';
import { allowStaleMuiPropWarning, renderRegisters, setViewport } from '../schema/testUtils';
import { acessoWith, MODELS, mockHttp, ok, seedApi } from '../vendas/testUtils';
import { buildResultado, RELATORIO_PUBLICO } from './fixtures';
import { MeusRelatoriosPage } from './MeusRelatoriosPage';

const saved = vi.hoisted(() => ({ files: [] as Array<{ text: Promise<string>; name: string }> }));
vi.mock('../export/download', () => ({
  saveBlob: (blob: Blob, name: string) => saved.files.push({ text: blob.text(), name }),
}));

beforeAll(() => {
  // jsdom has no ResizeObserver; the chart waits for one to size itself
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
beforeEach(() => {
  setViewport(false);
  allowStaleMuiPropWarning();
  saved.files = [];
});
afterEach(cleanup);

function renderPage(path: string) {
  return renderRegisters({
    api: seedApi([]),
    models: MODELS,
    path,
    wrap: (app) => (
      <AcessoContext.Provider value={acessoWith([])}>
        <DatesProvider>{app}</DatesProvider>
      </AcessoContext.Provider>
    ),
    children: (
      <CustomRoutes>
        <Route path="meus-relatorios" element={<MeusRelatoriosPage />} />
        <Route path="meus-relatorios/:uri" element={<MeusRelatoriosPage />} />
      </CustomRoutes>
    ),
  });
}

const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s/g, ' ');

function answerRelatorio() {
  return mockHttp({
    get: (url, config) => {
      if (url === '/empresas/1/meus-relatorios') return ok([RELATORIO_PUBLICO]);
      if (url === '/empresas/1/meus-relatorios/vendas-por-status') {
        const periodo = config?.params?.periodo ?? 'este-mes';
        return ok({
          relatorio: RELATORIO_PUBLICO,
          resultado: buildResultado({ periodo: { preset: periodo, de: '2026-11-01', ate: '2026-11-24' } }),
        });
      }
      return new Error(url);
    },
  });
}

describe('Meus relatórios', () => {
  it('lists the public reports as cards leading to each one', async () => {
    answerRelatorio();
    renderPage('/meus-relatorios');
    const link = await screen.findByRole('link', { name: /Vendas por status/ });
    expect(link.getAttribute('href')).toBe('/e/1/meus-relatorios/vendas-por-status');
    expect(text(link)).toContain('Onde estão as vendas do mês.');
  });

  it('shows the table with the previous period, the totals and what the totals leave out', async () => {
    answerRelatorio();
    renderPage('/meus-relatorios/vendas-por-status');
    const table = await screen.findByRole('table', { name: 'Tabela do relatório' });
    const rows = within(table).getAllByRole('row');
    expect(rows.map((r) => r.querySelector('th, td')?.textContent)).toEqual([
      expect.stringMatching(/^Status/),
      'Aprovada',
      'Digitada',
      'Canceladafora dos totais',
      'Total',
    ]);
    expect(text(rows[1] ?? null)).toMatch(
      /Aprovada\s*3\s*R\$ 1\.500,00\s*R\$ 500,00\s*R\$ 1\.000,002 vendas\s*\+50,0%/,
    );
    expect(text(rows[2] ?? null)).toContain('novo');
    expect(text(rows[4] ?? null)).toMatch(/Total\s*4\s*R\$ 1\.599,90\s*R\$ 399,98/);
    expect(text(screen.getByTestId('fora-dos-totais'))).toBe('1 venda cancelada (R$ 300,00) fora dos totais');
    expect(text(screen.getByTestId('relatorio-total'))).toBe('R$ 1.599,90');
  });

  it("opens the row's sales list on a click and on Enter, the arrows moving between rows", async () => {
    answerRelatorio();
    const { location } = renderPage('/meus-relatorios/vendas-por-status');
    const aprovada = (await screen.findByRole('rowheader', { name: 'Aprovada' })).closest(
      'tr',
    ) as HTMLElement;
    const user = userEvent.setup();
    await user.click(aprovada);
    await waitFor(() => expect(location.current?.pathname).toBe('/e/1/vendas'));
    expect(JSON.parse(new URLSearchParams(location.current?.search).get('filter') ?? '')).toEqual({
      data_gte: '2026-11-01',
      data_lte: '2026-11-24',
      vendaStatusId: 2,
    });

    cleanup();
    answerRelatorio();
    const again = renderPage('/meus-relatorios/vendas-por-status');
    const first = (await screen.findByRole('rowheader', { name: 'Aprovada' })).closest('tr') as HTMLElement;
    expect(first.tabIndex).toBe(0);
    first.focus();
    await user.keyboard('{ArrowDown}');
    expect(document.activeElement?.textContent).toContain('Digitada');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(again.location.current?.pathname).toBe('/e/1/vendas'));
    expect(JSON.parse(new URLSearchParams(again.location.current?.search).get('filter') ?? '')).toMatchObject(
      {
        vendaStatusId: 1,
      },
    );
  });

  it('keeps the period in the address and asks the server for it', async () => {
    const http = answerRelatorio();
    const { location } = renderPage('/meus-relatorios/vendas-por-status');
    await screen.findByRole('table', { name: 'Tabela do relatório' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Período' }));
    await user.click(await screen.findByRole('option', { name: 'Mês passado' }));
    await waitFor(() => expect(location.current?.search).toBe('?periodo=mes-passado'));
    await waitFor(() =>
      expect(http.get).toHaveBeenLastCalledWith('/empresas/1/meus-relatorios/vendas-por-status', {
        params: { periodo: 'mes-passado' },
      }),
    );
  });

  it('exports the table as CSV', async () => {
    answerRelatorio();
    renderPage('/meus-relatorios/vendas-por-status');
    await screen.findByRole('table', { name: 'Tabela do relatório' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(saved.files).toHaveLength(1);
    expect(saved.files[0]?.name).toBe('vendas-por-status-2026-11-01-a-2026-11-24.csv');
    const csv = await saved.files[0]?.text;
    expect(csv?.split('\r\n')[1]).toBe('Aprovada;3;1.500,00;500,00;2;1.000,00;50,0;');
  });
});
