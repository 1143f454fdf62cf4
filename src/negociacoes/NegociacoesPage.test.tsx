// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { allowApiRefusals, allowStaleMuiPropWarning, setViewport } from '../schema/testUtils';
import { api, layoutBoard, negociacaoRow, renderNegociacoes } from './testSetup';

// the pages load lazily: their first render in jsdom can take seconds on a busy machine

const rows = () => [
  negociacaoRow('Padaria Sol', 'PROSPECCAO', 1000),
  negociacaoRow('Mercado Lua', 'PROSPECCAO', 234.5, { vendedorId: 12 }),
  negociacaoRow('Oficina Estrela', 'PROPOSTA', 5000),
  negociacaoRow('Loja Cometa', 'GANHA', null),
];

/** A column of the board by its stage name. */
const coluna = (nome: string) => screen.getByRole('region', { name: nome });
const cartoes = (nome: string) =>
  within(coluna(nome))
    .queryAllByRole('button')
    .map((b) => b.querySelector('.MuiTypography-subtitle2')?.textContent);

let unlayout: () => void;
// the first render of a file loads the lazy screens: slower than the default 5 s on a busy machine

beforeEach(() => {
  setViewport(false);
  allowStaleMuiPropWarning();
  unlayout = layoutBoard();
});
afterEach(() => {
  unlayout();
  cleanup();
});

async function board(
  fake = api(rows()),
  permissoes: Parameters<typeof renderNegociacoes>[0]['permissoes'] = [],
) {
  const view = renderNegociacoes({ fake, path: '/negociacoes', permissoes });
  // the first render loads the lazy screens
  await screen.findByRole('button', { name: /Padaria Sol/ }, { timeout: 60_000 });
  return { fake, ...view };
}

describe('negociacoes: the board by stage', () => {
  it('shows one column per stage, with its cards, count and total', async () => {
    await board();
    expect(screen.getByRole('heading', { name: 'Negociações', level: 1 })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Prospecção',
      'Proposta',
      'Negociação',
      'Ganha',
      'Perdida',
    ]);
    expect(cartoes('Prospecção').sort()).toEqual(['Mercado Lua', 'Padaria Sol']);
    expect(within(coluna('Prospecção')).getByLabelText('Total de Prospecção').textContent).toBe(
      '2 negociações · R$\u00a01.234,50',
    );
    expect(within(coluna('Perdida')).getByLabelText('Total de Perdida').textContent).toBe(
      '0 negociações · R$\u00a00,00',
    );
    const card = within(coluna('Prospecção')).getByRole('button', { name: /Mercado Lua/ });
    // value, expected close date and seller on the card
    expect(card.textContent).toContain('R$\u00a0234,50');
    expect(card.textContent).toContain('Previsão: 10/04/2026');
    await waitFor(() => expect(card.textContent).toContain('Bruno Vendedor'));
    // the cards take the focus (and scroll into view): the row of stages adds no tab stop of its own
    expect(screen.getByRole('region', { name: 'Quadro por etapa' }).hasAttribute('tabindex')).toBe(false);
  });

  it('moves a card to the next stage with the keyboard and saves it with the updatedAt read', async () => {
    const { fake } = await board();
    const user = userEvent.setup();
    const card = screen.getByRole('button', { name: /Padaria Sol/ });
    act(() => card.focus());
    await user.keyboard(' ');
    await user.keyboard('{ArrowRight}');
    await user.keyboard(' ');
    await waitFor(() => expect(cartoes('Proposta')).toContain('Padaria Sol'));
    expect(cartoes('Prospecção')).toEqual(['Mercado Lua']);
    await waitFor(() => expect(fake.calls.some((c) => c.method === 'update')).toBe(true));
    const update = fake.calls.find((c) => c.method === 'update')?.params as {
      id: number;
      data: Record<string, unknown>;
    };
    expect(update.id).toBe(1);
    expect(update.data).toMatchObject({
      etapa: 'PROPOSTA',
      clienteNome: 'Padaria Sol',
      updatedAt: '2026-03-01T12:00:00.000Z',
    });
    await waitFor(() => expect(fake.db.negociacoes?.[0]?.etapa).toBe('PROPOSTA'));
    // the focus stays on the card, for the next move
    await waitFor(() => expect(document.activeElement?.textContent).toContain('Padaria Sol'));
  });

  it('Escape puts the card back without saving', async () => {
    const { fake } = await board();
    const user = userEvent.setup();
    act(() => screen.getByRole('button', { name: /Padaria Sol/ }).focus());
    await user.keyboard(' ');
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{ArrowRight}');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(cartoes('Prospecção')).toContain('Padaria Sol'));
    expect(fake.calls.some((c) => c.method === 'update')).toBe(false);
  });

  it('rolls a refused move back and says why (409: someone saved first)', async () => {
    const fake = api(rows());
    await board(fake);
    allowApiRefusals();
    fake.failNext(
      'update',
      new HttpError('O registro foi alterado por outra pessoa.', 409, {
        message: 'O registro foi alterado por outra pessoa.',
        errors: {},
      }),
    );
    const user = userEvent.setup();
    act(() => screen.getByRole('button', { name: /Oficina Estrela/ }).focus());
    await user.keyboard(' ');
    await user.keyboard('{ArrowLeft}');
    await user.keyboard(' ');
    expect(
      await screen.findByText(
        /Outra pessoa alterou “Oficina Estrela” antes: a negociação voltou para Proposta/,
      ),
    ).toBeTruthy();
    await waitFor(() => expect(cartoes('Proposta')).toEqual(['Oficina Estrela']));
    expect(cartoes('Prospecção')).not.toContain('Oficina Estrela');
  });

  it('Enter opens the negotiation', async () => {
    const { location } = await board();
    const user = userEvent.setup();
    act(() => screen.getByRole('button', { name: /Loja Cometa/ }).focus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(location.current?.pathname).toBe('/negociacoes/4'));
  });

  it('filters by seller, and the list view remembers the choice of view', async () => {
    const { fake } = await board();
    const user = userEvent.setup();
    await user.click(screen.getByRole('combobox', { name: 'Vendedor' }));
    await user.click(await screen.findByRole('option', { name: 'Bruno Vendedor' }));
    await waitFor(() => expect(cartoes('Prospecção')).toEqual(['Mercado Lua']));
    expect(cartoes('Proposta')).toEqual([]);
    expect(
      fake.calls.some(
        (c) =>
          c.method === 'getList' &&
          c.resource === 'negociacoes' &&
          (c.params as { filter: Record<string, unknown> }).filter.vendedorId === 12,
      ),
    ).toBe(true);

    await user.click(screen.getByRole('button', { name: 'Lista' }));
    const table = await screen.findByRole('table');
    // the same filter in the list
    await waitFor(() => expect(within(table).queryByText('Padaria Sol')).toBeNull());
    expect(within(table).getByText('Mercado Lua')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Lista' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('says when there is nothing yet', async () => {
    renderNegociacoes({ fake: api([]), path: '/negociacoes' });
    expect(await screen.findByText('Nenhuma negociação ainda.', {}, { timeout: 60_000 })).toBeTruthy();
    // no card to focus: the sideways-scrolling row of stages takes the focus itself, so the keyboard can scroll it
    expect(screen.getByRole('region', { name: 'Quadro por etapa' }).getAttribute('tabindex')).toBe('0');
  });
});

describe('negociacoes: the trash', () => {
  it('is offered with VER_LIXEIRA: the generic screen at /negociacoes/lixeira (src/trash)', async () => {
    const { location } = await board(api(rows()), ['VER_LIXEIRA']);
    await userEvent.setup().click(screen.getByRole('link', { name: 'Lixeira' }));
    await waitFor(() => expect(location.current?.pathname).toBe('/negociacoes/lixeira'));
  });

  it('has no Lixeira button without VER_LIXEIRA', async () => {
    await board();
    expect(screen.getByRole('button', { name: 'Quadro por etapa' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Lixeira' })).toBeNull();
  });
});
