// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setSchemaLocale } from '../../core/schema/localize';
import produtoSchema from '../../schemas/produto.schema.json';
import { allowStaleMuiPropWarning, fakeApi, modelOf, renderRegisters, setViewport } from './testUtils';

// The generic register screens in English: the engine's own words (toolbars, empty states, forms), the schema's
// x-i18n titles and enum labels, numbers the English way (amounts still in reais).
const produto = modelOf(produtoSchema);
const PRODUTO = { codigo: 'CTRL-15', nome: 'Plano Controle', categoria: 'PLANO', preco: 1234.5, ativo: true };

beforeEach(() => {
  setViewport(false);
  allowStaleMuiPropWarning();
});
afterEach(() => {
  cleanup();
  setSchemaLocale('pt-br', [produto]);
});

describe('register screens in English', () => {
  it('the list: heading, toolbar, search, columns and values', async () => {
    renderRegisters({
      api: fakeApi([produto], { produtos: [PRODUTO] }),
      models: [produto],
      path: '/produtos',
      locale: 'en',
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Products' })).toBeTruthy();
    for (const name of ['Export', 'Import', 'Columns'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Search' })).toBeTruthy();
    const row = (await screen.findByText('Plano Controle')).closest('tr') as HTMLElement;
    expect(within(row).getByText('R$1,234.50')).toBeTruthy();
    expect(within(row).getByText('Plan')).toBeTruthy();
    expect(screen.queryByText(/Exportar|Importar|Buscar|Produtos/)).toBeNull();
  });

  it('the empty list and the create form', async () => {
    renderRegisters({ api: fakeApi([produto]), models: [produto], path: '/produtos', locale: 'en' });
    expect(await screen.findByText('No product yet')).toBeTruthy();
    cleanup();
    renderRegisters({ api: fakeApi([produto]), models: [produto], path: '/produtos/create', locale: 'en' });
    expect(await screen.findByRole('heading', { level: 1, name: 'New product' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save and create another' })).toBeTruthy();
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' }).textContent).toContain('Dashboard');
  });
});
