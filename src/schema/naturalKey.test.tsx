// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import campoExtraSchema from '../../schemas/campo-extra.schema.json';
import { allowStaleMuiPropWarning, fakeApi, modelOf, renderRegisters, setViewport } from './testUtils';

// A campo extra is known by its slot (docs/produto.md §2: /campos-extras/{campoExtraSlot}): the key the user chooses.
const campoExtra = modelOf(campoExtraSchema);
const CAMPO = {
  slot: 7,
  rotulo: 'Cor do aparelho',
  tipo: 'TEXTO',
  opcoes: null,
  obrigatorio: false,
  ativo: true,
};

beforeEach(() => {
  setViewport(false);
  allowStaleMuiPropWarning();
});
afterEach(cleanup);

describe('a natural key on the screens', () => {
  it('opens the record at /campos-extras/{slot} and shows the slot read-only', async () => {
    const user = userEvent.setup();
    const api = fakeApi([campoExtra], { 'campos-extras': [CAMPO] });
    renderRegisters({ api, models: [campoExtra], path: '/campos-extras/7' });
    const slot = await screen.findByRole('textbox', { name: 'Posição' });
    expect(slot).toHaveProperty('readOnly', true);
    expect(screen.getByText(/Não muda depois de criado/)).toBeTruthy();
    const rotulo = screen.getByRole('textbox', { name: /Rótulo/ });
    await user.clear(rotulo);
    await user.type(rotulo, 'Cor');
    await user.click(screen.getByRole('button', { name: 'Salvar' }));
    await waitFor(() =>
      expect(api.db['campos-extras']?.[0]).toMatchObject({ id: 7, slot: 7, rotulo: 'Cor' }),
    );
  });
});
