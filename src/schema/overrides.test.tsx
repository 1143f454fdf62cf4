// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { useRecordContext } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import pdvSchema from '../../schemas/pdv.schema.json';
import produtoSchema from '../../schemas/produto.schema.json';
import type { RegisterOverride, RegisterSectionProps } from './overrides';
import { allowStaleMuiPropWarning, fakeApi, modelOf, renderRegisters, setViewport } from './testUtils';

/** An extra section that proves it sits in the page's record context and gets the page's rights. */
function Extra({ model, canWrite }: RegisterSectionProps) {
  const record = useRecordContext();
  return (
    <p>
      Seção de {model.resource} {String(record?.codigo)} {canWrite ? 'com escrita' : 'só leitura'}
    </p>
  );
}

// The map of override folders, for these tests: produtos gets a list of its own and a section on both pages.
vi.mock('./overrides', () => ({
  setRegisterOverrides: () => {},
  registerOverride: (resource: string): RegisterOverride =>
    resource === 'produtos'
      ? { list: () => <p>Lista própria de produtos</p>, editSection: Extra, showSection: Extra }
      : {},
}));

const produto = modelOf(produtoSchema);
const pdv = modelOf(pdvSchema);
const api = () =>
  fakeApi([produto, pdv], {
    produtos: [{ codigo: 'CHIP', nome: 'Chip', categoria: 'ACESSORIO', preco: 10, ativo: true }],
    pdvs: [{ nome: 'Loja Centro', ativo: true }],
  });

beforeEach(() => {
  setViewport(false);
  allowStaleMuiPropWarning();
});
afterEach(cleanup);

describe('register overrides', () => {
  it('a replaced screen takes the place of the generic one', async () => {
    renderRegisters({ api: api(), models: [produto, pdv], path: '/produtos' });
    expect(await screen.findByText('Lista própria de produtos')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('a section goes under the generic edit form, in its record context', async () => {
    renderRegisters({ api: api(), models: [produto, pdv], path: '/produtos/1' });
    expect(await screen.findByText('Seção de produtos CHIP com escrita')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /^Código/ })).toBeTruthy();
  });

  it('and under the fields of the show page', async () => {
    renderRegisters({ api: api(), models: [produto, pdv], path: '/produtos/1/show', canWrite: false });
    expect(await screen.findByText('Seção de produtos CHIP só leitura')).toBeTruthy();
  });

  it('a register without an override keeps the generic screens alone', async () => {
    renderRegisters({ api: api(), models: [produto, pdv], path: '/pdvs/1' });
    expect(await screen.findByRole('textbox', { name: /^Nome/ })).toBeTruthy();
    expect(screen.queryByText(/Seção de/)).toBeNull();
  });
});
