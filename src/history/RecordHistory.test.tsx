// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import produtoSchema from '../../schemas/produto.schema.json';
import {
  allowStaleMuiPropWarning,
  fakeApi,
  modelOf,
  renderRegisters,
  setViewport,
} from '../schema/testUtils';
import type { HistoryEntry } from './describe';

// The Histórico panel on the generic produto pages, against the fake register API with a history: readable
// entries, and "Restaurar" putting old values into the form without saving anything.

beforeEach(() => {
  setViewport(false);
  allowStaleMuiPropWarning();
});
afterEach(cleanup);

const produto = modelOf(produtoSchema);
const NBSP = '\u00a0';
const maria = { usuarioId: 9, nomeCompleto: 'Maria Souza' };
const HISTORY: HistoryEntry[] = [
  { em: '2026-11-24T17:03:00.000Z', usuario: maria, acao: 'alterado', campos: { preco: [10, 12.5] } },
  {
    em: '2026-11-20T10:00:00.000Z',
    usuario: null,
    acao: 'alterado',
    campos: { nome: ['Chip', 'Chip pré-pago'], ativo: [true, false] },
  },
];

function setup(path: string) {
  const api = fakeApi([produto], {
    produtos: [{ codigo: 'CHIP', nome: 'Chip pré-pago', categoria: 'ACESSORIO', preco: 12.5, ativo: false }],
  });
  const historico = vi.fn(async (_resource: string, _params: { id: unknown }) => HISTORY);
  Object.assign(api.dataProvider, { historico });
  renderRegisters({ api, models: [produto], path });
  return { api, historico };
}

const precoInput = () => screen.getByRole('textbox', { name: /^Preço/ }) as HTMLInputElement;

describe('RecordHistory on a register edit page', () => {
  it('reads each change with who, when and formatted values, and restores a field into the form unsaved', async () => {
    const { api, historico } = setup('/produtos/1');
    await screen.findByRole('heading', { name: /Chip pré-pago/, level: 1 });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Histórico' }));
    const panel = await screen.findByRole('dialog', { name: /^Histórico/ });
    await within(panel).findByText(/Maria Souza/);
    expect(historico.mock.calls[0]?.[0]).toBe('produtos');
    expect(String((historico.mock.calls[0]?.[1] as { id: unknown } | undefined)?.id)).toBe('1');
    const [newest, older] = within(panel)
      .getAllByRole('listitem')
      .filter((li) => li.parentElement?.tagName === 'OL');
    expect(newest?.textContent).toContain(`Preço: R$${NBSP}10,00→R$${NBSP}12,50`);
    expect(newest?.textContent).toMatch(/Maria Souza · 24\/11\/2026 \d\d:03/);
    expect(older?.textContent).toContain('Sistema');
    expect(older?.textContent).toContain('Alterou Nome e Ativo');
    expect(older?.textContent).toContain('Ativo: Sim→Não');

    await user.click(within(panel).getByRole('button', { name: `Restaurar Preço: R$${NBSP}10,00` }));
    await waitFor(() => expect(precoInput().value).toBe('10,00'));
    await waitFor(() => expect(document.activeElement).toBe(precoInput()));
    expect((screen.getByRole('button', { name: 'Salvar' }) as HTMLButtonElement).disabled).toBe(false);
    expect(api.calls.some((c) => c.method === 'update')).toBe(false);
    expect(await screen.findByText(/Nada foi gravado/)).toBeTruthy();
  });

  it('restores a whole version: every writable field as it was before that change', async () => {
    setup('/produtos/1');
    await screen.findByRole('heading', { name: /Chip pré-pago/, level: 1 });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Histórico' }));
    const panel = await screen.findByRole('dialog', { name: /^Histórico/ });
    await within(panel).findByText(/Maria Souza/);
    const versions = within(panel).getAllByRole('button', { name: 'Restaurar a versão anterior' });
    // the older entry's: before it, the name was Chip, the produto active and the price 10
    await user.click(versions[1] as HTMLElement);
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /^Nome/ })).toHaveProperty('value', 'Chip'),
    );
    expect(precoInput().value).toBe('10,00');
    expect((screen.getByRole('switch', { name: /^Ativo/ }) as HTMLInputElement).checked).toBe(true);
  });

  it('only reads on the show page', async () => {
    setup('/produtos/1/show');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Histórico' }));
    const panel = await screen.findByRole('dialog', { name: /^Histórico/ });
    await within(panel).findByText(/Maria Souza/);
    expect(within(panel).queryByRole('button', { name: /^Restaurar/ })).toBeNull();
  });
});
