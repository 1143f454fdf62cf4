// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { allowApiRefusals, allowStaleMuiPropWarning, setViewport } from '../schema/testUtils';
import { renderVendas, seedApi, venda } from './testUtils';

// The sale form's conflict merge: the item lines compared as one field ("Itens"), each extra field on its own,
// values as the sale shows them (names, R$), and the save against the stored updatedAt.

beforeEach(() => {
  setViewport(false);
  allowStaleMuiPropWarning();
});
afterEach(cleanup);

describe('VendaConflictMerge', () => {
  it('takes their lines, status and extra field, keeps my customer, and saves the mix', async () => {
    allowApiRefusals();
    const api = seedApi([venda(7)]);
    const user = userEvent.setup();
    renderVendas({ api, path: '/vendas/1' });
    const nome = await screen.findByRole('textbox', { name: /^Cliente/ });
    const stored = api.db.vendas?.[0];
    if (!stored) throw new Error('sem venda');
    // someone else changes the lines, the status and the contract number meanwhile
    Object.assign(stored, {
      itens: [{ produtoId: 2, quantidade: 1, precoUnitario: 99.9, adicionais: [] }],
      vendaStatusId: 2,
      extras: [
        { slot: 1, valor: 'C-2' },
        { slot: 3, valor: 'Pix' },
      ],
      updatedAt: '2026-03-02T12:00:00.000Z',
    });
    await user.clear(nome);
    await user.type(nome, 'Outro Nome');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    const merge = await screen.findByRole('region', {
      name: 'Outra pessoa alterou esta venda enquanto você editava.',
    });
    const itens = await within(merge).findByRole('group', { name: /^Itens/ });
    expect(itens.textContent).toContain('Só a outra pessoa alterou');
    const mine = within(itens).getByRole('button', { name: /^Minha versão/ }).textContent ?? '';
    const theirs = within(itens).getByRole('button', { name: /^Versão atual/ }).textContent ?? '';
    expect(mine.replace(/\s/g, ' ')).toContain('2 × Plano Controle 15 GB a R$ 49,90 + Seguro contra roubo');
    expect(theirs.replace(/\s/g, ' ')).toContain('1 × Plano Pós 30 GB a R$ 99,90');
    expect(within(merge).getByRole('group', { name: /^Status/ }).textContent).toContain('Aprovada');
    expect(within(merge).getByRole('group', { name: /^Número do contrato/ }).textContent).toContain('C-2');
    expect(within(merge).getByRole('group', { name: /^Cliente/ }).textContent).toContain('Só você alterou');
    expect((screen.getByRole('textbox', { name: /^Número do contrato/ }) as HTMLInputElement).value).toBe(
      'C-2',
    );

    await user.click(within(merge).getByRole('button', { name: 'Salvar com estas escolhas' }));
    await waitFor(() => expect(api.db.vendas?.[0]?.clienteNome).toBe('Outro Nome'));
    expect(api.db.vendas?.[0]).toMatchObject({
      vendaStatusId: 2,
      itens: [expect.objectContaining({ produtoId: 2, quantidade: 1, precoUnitario: 99.9 })],
      extras: expect.arrayContaining([{ slot: 1, valor: 'C-2' }]),
    });
    await waitFor(() => expect(screen.queryByRole('region', { name: /enquanto você editava/ })).toBeNull());
  });
});
