// @vitest-environment jsdom
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosResponse } from 'axios';
import { Admin, memoryStore, Resource, TestMemoryRouter } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSchemaLocale } from '../../core/schema/localize';
import { AcessoContext } from '../company/AcessoContext';
import { http } from '../data/http';
import { createI18nProvider } from '../i18n/i18nProvider';
import { acesso } from '../negociacoes/testSetup';
import { withRegisterMessages } from '../schema/messages';
import { REGISTERS } from '../schema/registry';
import { fakeApi, setViewport } from '../schema/testUtils';
import { Dashboard } from './Dashboard';
import { buildEmptyPainel, buildPainel } from './fixtures';
import type { Painel, PapelPainel } from './types';

// the chart is drawn by MUI X Charts in the browser (tests/e2e/painel.test.ts); here a stand-in shows it was asked for
vi.mock('./MesesChart', () => ({
  default: ({ meses }: { meses: unknown[] }) => <div data-testid="grafico-meses">{meses.length} meses</div>,
}));

const ok = <T,>(data: T) => ({ data, status: 200 }) as AxiosResponse<T>;

/** Where a link led: the list route shows its URL. */
function Onde() {
  const location = useLocation();
  return <p data-testid="onde">{decodeURIComponent(location.pathname + location.search)}</p>;
}

function setup(
  painel: Painel | ((params: Record<string, string>) => Painel),
  path = '/',
  locale: 'pt-br' | 'en' = 'pt-br',
) {
  const get = vi.spyOn(http, 'get').mockImplementation(async (url: string, config?: unknown) => {
    if (url !== '/empresas/1/painel') throw new Error(`GET inesperado: ${url}`);
    const params = (config as { params: Record<string, string> }).params;
    return ok(typeof painel === 'function' ? painel(params) : painel);
  });
  render(
    <AcessoContext.Provider value={acesso(['VER_TODAS_VENDAS'])}>
      <TestMemoryRouter initialEntries={[path]}>
        <Admin
          dataProvider={fakeApi([]).dataProvider}
          i18nProvider={withRegisterMessages(createI18nProvider(locale), REGISTERS)}
          store={memoryStore()}
          dashboard={Dashboard}
          disableTelemetry
        >
          <Resource name="vendas" list={Onde} />
          <Resource name="negociacoes" list={Onde} />
        </Admin>
      </TestMemoryRouter>
    </AcessoContext.Provider>,
  );
  return { get };
}

const secao = (nome: string) => screen.getByRole('region', { name: nome });
/** The links of a region are exactly these, in this order, each named by its own text (no aria-label over it). */
function linksNomeados(regiao: HTMLElement, nomes: string[]) {
  const links = within(regiao).getAllByRole('link');
  expect(links).toEqual(nomes.map((name) => within(regiao).getByRole('link', { name })));
  return links;
}
const hrefDe = (el: HTMLElement) => decodeURIComponent(el.getAttribute('href') ?? '');
const carregado = () =>
  screen.findByRole('heading', { level: 2, name: /^(Suas vendas|As vendas)/ }, { timeout: 60_000 });

beforeEach(() => setViewport(false));
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  setSchemaLocale('pt-br', REGISTERS);
});

describe('the company home, by papel', () => {
  it('vendedor: his figures with their change, the goal, by status, his negotiations, 12 months', async () => {
    const { get } = setup(buildPainel('vendedor'));
    expect((await carregado()).textContent).toBe('Suas vendas');
    expect(get).toHaveBeenCalledWith('/empresas/1/painel', { params: { periodo: 'este-mes' } });
    expect(screen.getByText('01/11/2026 a 24/11/2026 · comparado com 01/10/2026 a 24/10/2026')).toBeTruthy();

    // each figure's card is a link named by all it shows: the figure and its change
    const vendido = screen.getByRole('link', { name: /^Vendido\s*R\$\s12\.345,50\s*\+23%/ });
    expect(vendido.textContent).toContain('+23%');
    expect(hrefDe(vendido)).toBe(
      '/vendas?filter={"data_gte":"2026-11-01","data_lte":"2026-11-24","nosTotais":true}',
    );
    const vendas = screen.getByRole('link', { name: /^Vendas\s*7\s*\+40%/ });
    expect(vendas.textContent).toContain('+40%');
    expect(vendas.textContent).toContain('4 concluídas');
    expect(screen.getByRole('link', { name: /^Ticket médio\s*R\$\s1\.763,64/ }).textContent).toContain(
      '-12%',
    );

    // the goal: 12.345,50 of last month's 15.000,00
    expect(
      screen.getByRole('progressbar', { name: /mês passado inteiro/ }).getAttribute('aria-valuenow'),
    ).toBe('82');
    expect(
      screen.getByText(/82% do mês passado inteiro \(9 vendas\)\. Faltam R\$\s2\.654,50\./),
    ).toBeTruthy();
    expect(hrefDe(screen.getByRole('link', { name: /Mês passado inteiro: R\$\u00a015\.000,00/ }))).toBe(
      '/vendas?filter={"data_gte":"2026-10-01","data_lte":"2026-10-31","nosTotais":true}',
    );

    const status = linksNomeados(secao('Por status'), [
      'Digitada 3 vendas R$\u00a04.500,00',
      'Concluída 4 vendas R$\u00a07.845,50',
      'Cancelada fora dos totais 1 vendas R$\u00a0999,00',
    ]);
    expect(hrefDe(status[2]!)).toBe(
      '/vendas?filter={"data_gte":"2026-11-01","data_lte":"2026-11-24","vendaStatusId":3}',
    );
    const etapas = within(secao('Negociações abertas por etapa')).getAllByRole('link');
    expect(etapas.map((a) => hrefDe(a))).toEqual([
      '/negociacoes?filter={"etapa":"PROSPECCAO"}',
      '/negociacoes?filter={"etapa":"PROPOSTA"}',
      '/negociacoes?filter={"etapa":"NEGOCIACAO"}',
    ]);
    // a seller sees no company rankings
    expect(screen.queryByRole('region', { name: 'Quem mais vendeu' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Seus vendedores' })).toBeNull();

    expect((await screen.findByTestId('grafico-meses')).textContent).toBe('12 meses');
    // the shortcuts stay, below the figures
    expect(
      within(screen.getByRole('navigation', { name: 'Atalhos' })).getAllByRole('link').length,
    ).toBeGreaterThan(0);
  });

  it('supervisor: his teams and their sellers', async () => {
    setup(buildPainel('supervisor'));
    expect((await carregado()).textContent).toBe('As vendas das suas equipes');
    linksNomeados(secao('Suas equipes'), ['Equipe Norte 5 vendas R$\u00a09.000,00']);
    const vendedores = linksNomeados(secao('Seus vendedores'), [
      'Ana Vendedora 4 vendas R$\u00a08.000,00',
      'Bruno Vendedor 3 vendas R$\u00a04.345,50',
    ]);
    expect(hrefDe(vendedores[1]!)).toContain('"vendedorId":12');
    expect(secao('Por status')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Por origem' })).toBeNull();
  });

  it('gestor: the company, top sellers, teams, origins, products, pipeline by stage, 12 months', async () => {
    const user = userEvent.setup();
    setup(buildPainel('gestor'));
    expect((await carregado()).textContent).toBe('As vendas da empresa');
    for (const nome of [
      'Quem mais vendeu',
      'Por equipe',
      'Por origem',
      'Produtos mais vendidos',
      'Valor em negociação por etapa',
      'Por status',
      'Últimos 12 meses',
    ])
      expect(secao(nome)).toBeTruthy();
    linksNomeados(secao('Produtos mais vendidos'), ['Fibra 500 MB 9 unidades R$\u00a011.000,00']);
    expect(hrefDe(within(secao('Por equipe')).getAllByRole('link')[1]!)).toContain('"equipeId":null');
    // the months as a table too, each a link (the keyboard's way into the chart's figures)
    await user.click(screen.getByRole('button', { name: 'Ver os meses em tabela' }));
    const nov = screen.getByRole('link', { name: 'nov. de 2026' });
    expect(hrefDe(nov)).toBe(
      '/vendas?filter={"data_gte":"2026-11-01","data_lte":"2026-11-30","nosTotais":true}',
    );
    // a figure is a link: it opens the list with that filter
    await user.click(within(secao('Por origem')).getAllByRole('link')[0]!);
    expect((await screen.findByTestId('onde')).textContent).toBe(
      '/vendas?filter={"data_gte":"2026-11-01","data_lte":"2026-11-24","nosTotais":true,"origemId":4}',
    );
  });

  it.each<PapelPainel>(['vendedor', 'supervisor', 'gestor'])(
    '%s with nothing sold: says so and what to do',
    async (papel) => {
      setup(buildEmptyPainel(papel));
      await carregado();
      expect(screen.getByRole('alert').textContent).toMatch(/^Nenhuma venda .* neste período\./);
      expect(hrefDe(screen.getByRole('link', { name: 'Nova venda' }))).toBe('/vendas/create');
      expect(
        screen.getByText('O mês passado não teve vendas: cada venda deste período já é recorde.'),
      ).toBeTruthy();
      expect(screen.getByText(/Nenhuma negociação aberta\. Cadastre uma em Negociações/)).toBeTruthy();
      expect(screen.getByText(/Nenhuma venda nos últimos 12 meses/)).toBeTruthy();
      expect(screen.queryByTestId('grafico-meses')).toBeNull();
    },
  );
});

describe('the period', () => {
  it('comes from the URL and goes back into it', async () => {
    const user = userEvent.setup();
    const { get } = setup(
      (params) =>
        buildPainel('vendedor', {
          periodo: { preset: params.periodo ?? '', de: '2026-10-01', ate: '2026-10-31' },
        }),
      '/?periodo=mes-passado',
    );
    await carregado();
    expect(get).toHaveBeenLastCalledWith('/empresas/1/painel', { params: { periodo: 'mes-passado' } });
    await user.click(screen.getByRole('combobox', { name: 'Período' }));
    await user.click(screen.getByRole('option', { name: 'Últimos 90 dias' }));
    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith('/empresas/1/painel', { params: { periodo: 'ultimos-90-dias' } }),
    );
    // Personalizado starts from the period on screen, and asks for it at once
    await user.click(screen.getByRole('combobox', { name: 'Período' }));
    await user.click(screen.getByRole('option', { name: 'Personalizado' }));
    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith('/empresas/1/painel', {
        params: { periodo: 'personalizado', de: '2026-10-01', ate: '2026-10-31' },
      }),
    );
  });

  it('answers a failure with a retry', async () => {
    const user = userEvent.setup();
    let falhar = true;
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const get = vi.spyOn(http, 'get').mockImplementation(async () => {
      if (falhar) throw new Error('rede');
      return ok(buildPainel('vendedor'));
    });
    render(
      <AcessoContext.Provider value={acesso()}>
        <TestMemoryRouter initialEntries={['/']}>
          <Admin
            dataProvider={fakeApi([]).dataProvider}
            i18nProvider={createI18nProvider('pt-br')}
            store={memoryStore()}
            dashboard={Dashboard}
            disableTelemetry
          >
            <Resource name="vendas" list={Onde} />
          </Admin>
        </TestMemoryRouter>
      </AcessoContext.Provider>,
    );
    const tentar = await screen.findByRole('button', { name: 'Tentar de novo' }, { timeout: 60_000 });
    falhar = false;
    await user.click(tentar);
    expect((await carregado()).textContent).toBe('Suas vendas');
    expect(get.mock.calls.length).toBeGreaterThan(1);
  });
});

describe('the company home in English', () => {
  it('speaks English: headings, figures in English digits (still reais), the server-named rows, the periods', async () => {
    setup(buildPainel('gestor'), '/', 'en');
    const heading = await screen.findByRole(
      'heading',
      { level: 2, name: "The company's sales" },
      { timeout: 60_000 },
    );
    expect(heading).toBeTruthy();
    expect(
      screen.getByText('01/11/2026 to 24/11/2026 · compared with 01/10/2026 to 24/10/2026'),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: /^Sold\s*R\$\s12,345\.50/ })).toBeTruthy();
    expect(within(secao('By team')).getByText('No team')).toBeTruthy();
    // the stage's English label from the schema (x-i18n), not the server's "Prospecção"
    expect(within(secao('Value in negotiation by stage')).queryByText('Prospecção')).toBeNull();
    expect(screen.getByRole('combobox', { name: 'Period' }).textContent).toBe('This month');
    expect(screen.queryByText(/Painel|Vendas|Nenhum/)).toBeNull();
  });
});
