// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import type { AxiosResponse } from 'axios';
import { Admin, CustomRoutes, memoryStore, TestMemoryRouter } from 'react-admin';
import { Route } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AcessoContext } from '../company/AcessoContext';
import { http } from '../data/http';
import type { EquipeDetalhe } from '../equipes/api';
import { createI18nProvider } from '../i18n/i18nProvider';
import { acesso } from '../negociacoes/testSetup';
import { fakeApi, setViewport } from '../schema/testUtils';
import type { Permissao } from '../session/usePermissoes';
import { inicioDoMes, ordenarPorTotal, totalDaEquipe } from './api';
import { MinhaEquipePage } from './MinhaEquipePage';

// the pages load lazily: their first render in jsdom can take seconds on a busy machine

const EQUIPE: EquipeDetalhe = {
  id: 1,
  equipeId: 1,
  empresaId: 1,
  nome: 'Equipe Norte',
  supervisorId: 30,
  supervisor: { usuarioId: 30, nomeCompleto: 'Sara Supervisora', foto: null },
  membros: [
    {
      perfilId: 11,
      usuarioId: 21,
      nomeCompleto: 'Ana Vendedora',
      foto: null,
      papelNome: 'Vendedor',
      aceito: true,
      ativo: true,
    },
    {
      perfilId: 12,
      usuarioId: 22,
      nomeCompleto: 'Bruno Vendedor',
      foto: null,
      papelNome: 'Vendedor',
      aceito: true,
      ativo: true,
    },
    {
      perfilId: 13,
      usuarioId: 23,
      nomeCompleto: 'Carla Nova',
      foto: null,
      papelNome: 'Vendedor',
      aceito: false,
      ativo: true,
    },
  ],
};

const VENDAS: Record<number, { quantidade: number; total: number }> = {
  11: { quantidade: 2, total: 150.5 },
  12: { quantidade: 5, total: 900 },
  13: { quantidade: 0, total: 0 },
};

const ok = <T,>(data: T) => ({ data, status: 200 }) as AxiosResponse<T>;

function setup(permissoes: Permissao[] = [], usuarioId = 21) {
  const get = vi.spyOn(http, 'get').mockImplementation(async (url: string, config?: unknown) => {
    if (url === '/empresas/1/equipes/1') return ok(structuredClone(EQUIPE));
    if (url === '/empresas/1/vendas/total') {
      const filter = JSON.parse((config as { params: { filter: string } }).params.filter) as {
        vendedorId: number;
      };
      return ok(VENDAS[filter.vendedorId]);
    }
    throw new Error(`GET inesperado: ${url}`);
  });
  const base = acesso(permissoes);
  render(
    <AcessoContext.Provider
      value={{
        ...base,
        user: { ...base.user, usuarioId },
        // the supervisor (or anyone else) is not one of the members
        perfil: usuarioId === 21 ? base.perfil : { ...base.perfil!, perfilId: 99 },
      }}
    >
      <TestMemoryRouter initialEntries={['/minhas-equipes/1']}>
        <Admin
          dataProvider={fakeApi([]).dataProvider}
          i18nProvider={createI18nProvider('pt-br')}
          store={memoryStore()}
          disableTelemetry
        >
          <CustomRoutes>
            <Route path="minhas-equipes/:equipeId" element={<MinhaEquipePage />} />
          </CustomRoutes>
        </Admin>
      </TestMemoryRouter>
    </AcessoContext.Provider>,
  );
  return { get };
}

/** The table's rows as text cells: member, role, count, total. */
function linhas() {
  return within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((tr) => [...tr.querySelectorAll('th, td')].map((c) => c.textContent));
}

beforeEach(() => setViewport(false));
afterEach(cleanup);

describe('minhas-equipes: my team', () => {
  it('shows the supervisor everyone’s sales this month, highest total first, and the team’s sum', async () => {
    const { get } = setup([], 30);
    expect(
      await screen.findByRole('heading', { name: 'Equipe Norte', level: 1 }, { timeout: 60_000 }),
    ).toBeTruthy();
    expect(screen.getByLabelText('Supervisor da equipe').textContent).toBe('Sara Supervisora');
    await waitFor(() => expect(screen.getByRole('table').textContent).not.toContain('…'));
    expect(linhas()).toEqual([
      ['Bruno Vendedor', 'Vendedor', '5', 'R$\u00a0900,00'],
      ['Ana Vendedora', 'Vendedor', '2', 'R$\u00a0150,50'],
      ['Carla NovaConvite pendente', 'Vendedor', '0', 'R$\u00a00,00'],
      ['Total da equipe', '7', 'R$\u00a01.050,50'],
    ]);
    expect(get).toHaveBeenCalledWith('/empresas/1/vendas/total', {
      params: { filter: JSON.stringify({ equipeId: 1, vendedorId: 12, data_gte: inicioDoMes() }) },
    });
    // each name leads to the sales list filtered by that member
    const link = screen.getByRole('link', { name: 'Bruno Vendedor' });
    expect(decodeURIComponent(link.getAttribute('href') ?? '')).toContain(
      `/vendas?filter={"equipeId":1,"vendedorId":12,"data_gte":"${inicioDoMes()}"}`,
    );
  });

  it('shows a plain seller their own figures and "—" for the others, saying why', async () => {
    const { get } = setup([], 21);
    await screen.findByRole('heading', { name: 'Equipe Norte', level: 1 }, { timeout: 60_000 });
    await waitFor(() => expect(screen.getByRole('table').textContent).not.toContain('…'));
    expect(linhas()).toEqual([
      ['Ana VendedoraVocê', 'Vendedor', '2', 'R$\u00a0150,50'],
      ['Bruno Vendedor', 'Vendedor', '—', '—'],
      ['Carla NovaConvite pendente', 'Vendedor', '—', '—'],
    ]);
    expect(screen.getByText(/Você vê só as suas vendas/)).toBeTruthy();
    // only one's own figures are asked for
    expect(get.mock.calls.filter(([url]) => url === '/empresas/1/vendas/total')).toHaveLength(1);
  });

  it('shows everyone to VER_TODAS_VENDAS', async () => {
    setup(['VER_TODAS_VENDAS'], 21);
    await screen.findByRole('heading', { name: 'Equipe Norte', level: 1 }, { timeout: 60_000 });
    await waitFor(() => expect(screen.getByRole('table').textContent).toContain('R$\u00a0900,00'));
    expect(screen.queryByText(/Você vê só as suas vendas/)).toBeNull();
  });
});

describe('minhas-equipes: the figures', () => {
  it('orders by total, unknown figures last, and sums what is known', () => {
    const m = (perfilId: number, nomeCompleto: string) => ({
      ...EQUIPE.membros![0]!,
      perfilId,
      nomeCompleto,
    });
    const ordem = ordenarPorTotal([
      { membro: m(1, 'Zé'), vendas: null },
      { membro: m(2, 'Bia'), vendas: { quantidade: 1, total: 10.1 } },
      { membro: m(3, 'Caio'), vendas: { quantidade: 3, total: 20.2 } },
      { membro: m(4, 'Ana'), vendas: null },
    ]);
    expect(ordem.map((l) => l.membro.nomeCompleto)).toEqual(['Caio', 'Bia', 'Ana', 'Zé']);
    expect(totalDaEquipe(ordem)).toEqual({ quantidade: 4, total: 30.3 });
    expect(inicioDoMes(new Date(2026, 2, 17))).toBe('2026-03-01');
  });
});
