// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import type { AxiosResponse } from 'axios';
import { Admin, memoryStore, Resource, TestMemoryRouter } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { http } from '../data/http';
import { createI18nProvider } from '../i18n/i18nProvider';
import { fakeApi } from '../schema/testUtils';
import { AdminPainel, type AdminPainelDados, rotuloDoMes } from './AdminPainel';

vi.mock('../dashboard/MesesChart', () => ({
  default: ({ meses }: { meses: Array<{ rotulo: string }> }) => (
    <div data-testid="grafico">{meses.map((m) => m.rotulo).join('|')}</div>
  ),
}));

const meses = Array.from({ length: 12 }, (_, i) => ({
  mes: i === 0 ? '2025-12' : `2026-${String(i).padStart(2, '0')}`,
  quantidade: i,
  total: i * 100.5,
}));

vi.mock('./RequisicoesChart', () => ({
  default: ({ horas }: { horas: unknown[] }) => <div data-testid="horas">{horas.length}</div>,
}));

const lista = (ids: number[]) => ({
  quantidade: ids.length,
  empresas: ids.map((id) => ({
    empresaId: id,
    nome: `E${id}`,
    fim: null,
    limiteUsuarios: 1,
    perfisAtivos: 2,
  })),
});

const DADOS: AdminPainelDados = {
  empresas: { ativas: 2, inativas: 1, vencendo: lista([1]), acimaDoLimite: lista([2, 3]) },
  usuarios: { total: 69, ativos: 64, perfisAtivos: 70 },
  requisicoes: {
    de: '2031-05-09T16:00:00.000Z',
    ate: '2031-05-10T15:30:00.000Z',
    total: 9,
    erros4xx: 2,
    erros5xx: 1,
    taxa4xx: 0.2222,
    taxa5xx: 0.1111,
    horas: Array.from({ length: 24 }, (_, i) => ({
      inicio: new Date(Date.UTC(2031, 4, 9, 16 + i)).toISOString(),
      total: 1,
      erros4xx: 0,
      erros5xx: 0,
    })),
    rotasLentas: [{ method: 'GET', rota: '/api/empresas/:id/vendas', quantidade: 5, p95: 86 }],
  },
  vendas: {
    mes: { quantidade: 35, total: 688106.5 },
    porEmpresa: [
      { empresaId: 2, nome: 'Beta Energia', quantidade: 23, total: 631243 },
      { empresaId: 1, nome: 'Alfa Telecom', quantidade: 12, total: 56863.5 },
    ],
  },
  meses,
};

function setup(dados: AdminPainelDados) {
  const get = vi
    .spyOn(http, 'get')
    .mockImplementation(async () => ({ data: dados, status: 200 }) as AxiosResponse<AdminPainelDados>);
  render(
    <TestMemoryRouter initialEntries={['/']}>
      <Admin
        dataProvider={fakeApi([]).dataProvider}
        i18nProvider={createI18nProvider('pt-br')}
        store={memoryStore()}
        dashboard={() => <AdminPainel nome="Administrador da Plataforma" />}
        disableTelemetry
      >
        <Resource name="empresas" list={() => null} />
      </Admin>
    </TestMemoryRouter>,
  );
  return { get };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('the admin home', () => {
  it('shows the platform figures, the top companies linking to each, and 12 months', async () => {
    const { get } = setup(DADOS);
    await screen.findByText(/^R\$\s688\.106,50$/);
    expect(get).toHaveBeenCalledWith('/admin/painel');
    expect(screen.getByText('1 sem contrato ativo')).toBeTruthy();
    expect(screen.getByText('35 vendas em todas as empresas')).toBeTruthy();
    const top = within(screen.getByRole('region', { name: 'Empresas que mais venderam neste mês' }));
    expect(top.getByRole('link', { name: 'Beta Energia' }).getAttribute('href')).toBe('/admin/empresas/2');
    expect(top.getAllByRole('row')[2]?.textContent).toBe('Alfa Telecom12R$\u00a056.863,50');
    expect(screen.getByRole('link', { name: /Empresas ativas/ }).getAttribute('href')).toBe(
      '/admin/empresas',
    );
    expect(screen.getByText('de 69 cadastrados; 70 perfis ativos')).toBeTruthy();
    const filtroDe = (name: RegExp) => {
      const href = screen.getByRole('link', { name }).getAttribute('href') ?? '';
      return [href.split('?')[0], JSON.parse(decodeURIComponent(href.split('filter=')[1] ?? ''))];
    };
    expect(filtroDe(/Contrato vencendo/)).toEqual(['/admin/empresas', { id: [1] }]);
    expect(filtroDe(/Acima do limite/)).toEqual(['/admin/empresas', { id: [2, 3] }]);
    const [logs, erros] = filtroDe(/Erros 5xx/);
    expect(logs).toBe('/admin/request-logs');
    expect(erros.statusClass).toBe('5');
    expect(new Date(erros.createdAt_gte).toISOString()).toBe('2031-05-09T16:00:00.000Z');
    expect(screen.getByText('22,2%')).toBeTruthy();
    const [, rota] = filtroDe(/GET \/api\/empresas\/:id\/vendas/);
    expect(rota).toMatchObject({ method: 'GET', rota: '/api/empresas/:id/vendas' });
    expect((await screen.findByTestId('horas')).textContent).toBe('24');
    const grafico = await screen.findByTestId('grafico');
    expect(grafico.textContent?.split('|')).toHaveLength(12);
    expect(grafico.textContent).toMatch(/^dez\. de 2025\|jan\. de 2026/);
  });

  it('says so when nothing was sold this month', async () => {
    setup({
      ...DADOS,
      vendas: { mes: { quantidade: 0, total: 0 }, porEmpresa: [] },
      meses: meses.map((m) => ({ ...m, quantidade: 0, total: 0 })),
    });
    expect(await screen.findByText(/Nenhuma venda neste mês ainda/)).toBeTruthy();
    expect(screen.getByText('Nenhuma venda nos últimos 12 meses.')).toBeTruthy();
    expect(rotuloDoMes('2026-11')).toBe('nov. de 2026');
    expect(rotuloDoMes('2026-11', 'en')).toBe('Nov 2026');
  });
});
