// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { api, negociacaoRow, renderNegociacoes } from '../negociacoes/testSetup';
import { allowApiRefusals, allowStaleMuiPropWarning, setViewport } from '../schema/testUtils';

// The merge inside a real register form in react-admin's edit context (the negotiation page), against the fake
// register API that answers 409 to a stale updatedAt: fields only they changed come in, and the notes each side
// added are kept together.

beforeEach(() => {
  setViewport(false);
  allowStaleMuiPropWarning();
});
afterEach(cleanup);

const OPENED = [{ data: '2026-03-01T10:00:00.000Z', texto: 'Primeiro contato.' }];

describe('RegisterConflictMerge in the negotiation page', () => {
  it('keeps both sides’ new notes, takes their stage, keeps my name; saves against the new version', async () => {
    allowApiRefusals();
    const fake = api([negociacaoRow('Padaria Sol', 'PROPOSTA', 1000, { notas: OPENED })]);
    renderNegociacoes({ fake, path: '/negociacoes/1' });
    await screen.findByRole('heading', { name: 'Negociação Padaria Sol' });
    const stored = fake.db.negociacoes?.[0];
    if (!stored) throw new Error('sem negociação');
    // someone else adds a note and moves the stage meanwhile
    Object.assign(stored, {
      etapa: 'NEGOCIACAO',
      notas: [...OPENED, { data: '2026-03-05T10:00:00.000Z', texto: 'Nota da colega.' }],
      updatedAt: '2026-03-05T10:00:00.000Z',
    });

    const user = userEvent.setup();
    const nome = screen.getByRole('textbox', { name: /^Cliente/ });
    await user.clear(nome);
    await user.type(nome, 'Padaria Sol Nascente');
    await user.click(screen.getByRole('textbox', { name: 'Nova anotação' }));
    await user.keyboard('Minha nota.{Control>}{Enter}{/Control}');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));

    const merge = await screen.findByRole('region', {
      name: 'Outra pessoa alterou esta negociação enquanto você editava.',
    });
    const notas = await within(merge).findByRole('group', { name: /^Histórico/ });
    expect(
      within(notas)
        .getByRole('button', { name: /^As duas juntas/ })
        .getAttribute('aria-pressed'),
    ).toBe('true');
    expect(notas.textContent).toContain('nada se perde');
    expect(within(merge).getByRole('group', { name: /^Etapa/ }).textContent).toContain(
      'Só a outra pessoa alterou',
    );
    expect(within(merge).getByRole('group', { name: /^Cliente/ }).textContent).toContain('Só você alterou');

    await user.click(within(merge).getByRole('button', { name: 'Salvar com estas escolhas' }));
    await waitFor(() =>
      expect(fake.db.negociacoes?.[0]?.notas).toEqual([
        ...OPENED,
        { data: '2026-03-05T10:00:00.000Z', texto: 'Nota da colega.' },
        expect.objectContaining({ texto: 'Minha nota.' }),
      ]),
    );
    expect(fake.db.negociacoes?.[0]).toMatchObject({
      clienteNome: 'Padaria Sol Nascente',
      etapa: 'NEGOCIACAO',
    });
    // saved: the record in the page is the new one, and the merge is over
    await waitFor(() => expect(screen.queryByRole('region', { name: /enquanto você editava/ })).toBeNull());
  });
});
