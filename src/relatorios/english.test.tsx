// @vitest-environment jsdom

import { cleanup, render, screen, within } from '@testing-library/react';
import { AdminContext } from 'react-admin';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { setSchemaLocale } from '../../core/schema/localize';
import { AcessoContext } from '../company/AcessoContext';
import { createI18nProvider } from '../i18n/i18nProvider';
import { COMPANY_REGISTERS } from '../schema/registry';
import { allowStaleMuiPropWarning, setViewport } from '../schema/testUtils';
import { acessoWith } from '../vendas/testUtils';
import { buildLinha, buildResultado } from './fixtures';
import { RelatorioResultado } from './RelatorioResultado';
import { labelsInLocale, type TableRowData, tableRows } from './table';

// Issue 15: a report's figures, chart and table speak the interface's language; the data (status names) stays.
beforeAll(() => {
  // jsdom has no ResizeObserver; the chart waits for one to size itself
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});
afterEach(cleanup);

function renderIn(locale: 'en' | 'pt-br') {
  setViewport(false);
  allowStaleMuiPropWarning();
  return render(
    <AdminContext i18nProvider={createI18nProvider(locale)}>
      <AcessoContext.Provider value={acessoWith([])}>
        <RelatorioResultado nome="Vendas por status" resultado={buildResultado()} />
      </AcessoContext.Provider>
    </AdminContext>,
  );
}

const text = (el: Element | null) => (el?.textContent ?? '').replace(/\s/g, ' ');

describe('a report in English', () => {
  it('says its figures, toggles, table and export in English, the status names as typed', () => {
    renderIn('en');
    const status = screen.getByTestId('relatorio-total').closest('[role="status"]');
    expect(text(status)).toContain('in 4 sales · average ticket');
    expect(text(status)).toContain('on the previous period');
    expect(text(screen.getByTestId('fora-dos-totais'))).toBe(
      '1 cancelled sale (R$ 300,00) left out of the totals',
    );
    expect(screen.getByRole('group', { name: 'What the bars measure' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Value' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeTruthy();
    const table = screen.getByRole('table', { name: 'Report table' });
    for (const header of ['Status', 'Count', 'Total', 'Average ticket', 'Change'])
      expect(within(table).getByRole('columnheader', { name: new RegExp(`^${header}`) })).toBeTruthy();
    expect(within(table).getByText('Aprovada')).toBeTruthy();
    expect(within(table).getByText('left out of the totals')).toBeTruthy();
    expect(screen.getByRole('figure', { name: 'Chart: value per table row' })).toBeTruthy();
  });

  it('stays in Portuguese by default', () => {
    renderIn('pt-br');
    expect(text(screen.getByTestId('relatorio-total').closest('[role="status"]'))).toContain(
      'em 4 vendas · ticket médio',
    );
    expect(screen.getByRole('table', { name: 'Tabela do relatório' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeTruthy();
  });
});

describe('the rows the server names itself', () => {
  const t = createI18nProvider('en').translate;
  const linha = (chave: string, rotulo: string) =>
    tableRows(buildResultado({ linhas: [buildLinha({ chave, rotulo })] }))[0] as TableRowData;

  it('say stages, months and "no team" in English, and leave what the company typed', () => {
    // the models speak English as after a change of language (src/schema/localize.ts)
    setSchemaLocale('en', COMPANY_REGISTERS);
    try {
      const [etapa] = labelsInLocale([linha('PROSPECCAO', 'Prospecção')], 'NEGOCIACOES_POR_ETAPA', t, 'en');
      expect(etapa?.rotulo).toBe('Prospecting');
    } finally {
      setSchemaLocale('pt-br', COMPANY_REGISTERS);
    }
    const [mes] = labelsInLocale([linha('2026-11', 'nov. de 2026')], 'VENDAS_POR_PERIODO', t, 'en');
    expect(mes?.rotulo).toBe('Nov 2026');
    const [sem, equipe] = labelsInLocale(
      [linha('sem-equipe', 'Sem equipe'), linha('4', 'Equipe Norte')],
      'VENDAS_POR_EQUIPE',
      t,
      'en',
    );
    expect([sem?.rotulo, equipe?.rotulo]).toEqual(['No team', 'Equipe Norte']);
    expect(
      labelsInLocale([linha('2026-11', 'nov. de 2026')], 'VENDAS_POR_PERIODO', t, 'pt-br')[0]?.rotulo,
    ).toBe('nov. de 2026');
  });
});
