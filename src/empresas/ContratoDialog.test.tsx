// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../i18n/i18nProvider';
import type { NovoContrato } from './api';
import { ContratoDialog, fimDepoisDoInicio } from './ContratoDialog';

// a busy machine renders slowly: wait as the other screen tests do
const WAIT = { timeout: 60_000 };

type Save = (body: NovoContrato) => Promise<Record<string, string> | undefined>;

function renderDialog(onSave: Save) {
  const onClose = vi.fn();
  render(
    <AdminContext i18nProvider={createI18nProvider('pt-br')} store={memoryStore()}>
      <ContratoDialog open onClose={onClose} onSave={onSave} />
    </AdminContext>,
  );
  return { onClose, dialog: screen.getByRole('dialog', { name: 'Novo contrato' }) };
}

/** Types the digits into a date field from its day on, as a user does with the keyboard. */
async function typeDate(user: ReturnType<typeof userEvent.setup>, label: string, digits: string) {
  const [day] = within(await screen.findByRole('group', { name: label }, WAIT)).getAllByRole('spinbutton');
  await user.click(day!);
  await user.keyboard(digits);
}

// jsdom has no matchMedia: a desktop width (the dialog is full screen on a phone)
beforeAll(() => {
  window.matchMedia = ((media: string) => ({
    media,
    matches: false,
    onchange: null,
    addEventListener: () => {},
    removeEventListener: () => {},
    addListener: () => {},
    removeListener: () => {},
    dispatchEvent: () => false,
  })) as never;
});
afterEach(() => cleanup());

describe('<ContratoDialog />', () => {
  it('sends what was typed the Brazilian way: 1500 as 1500, dates as DD/MM/AAAA; Enter saves', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn<Save>().mockResolvedValue(undefined);
    renderDialog(onSave);
    // the first field has the focus
    expect(document.activeElement).toBe(screen.getByLabelText(/^Limite de usuários/));
    await user.keyboard('25');
    await user.type(screen.getByLabelText(/^Valor mensal/), '1500');
    await typeDate(user, 'Início', '01022026');
    await typeDate(user, 'Fim', '31012027');
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(onSave).toHaveBeenCalledTimes(1), WAIT);
    expect(onSave).toHaveBeenCalledWith({
      limiteUsuarios: 25,
      valor: 1500,
      inicio: '2026-02-01',
      fim: '2027-01-31',
      ativo: true,
    });
  });

  it('refuses a fim before the início at Fim, and a limit below 1, sending nothing', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn<Save>().mockResolvedValue(undefined);
    renderDialog(onSave);
    await user.keyboard('0');
    await typeDate(user, 'Início', '01022026');
    await typeDate(user, 'Fim', '31012026');
    await user.click(screen.getByRole('button', { name: 'Adicionar' }));
    await screen.findByText('O fim deve ser igual ou posterior ao início.', {}, WAIT);
    expect(screen.getByText('Informe um número inteiro de 1 em diante.')).toBeTruthy();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("shows the server's refusal at its field and keeps what was typed", async () => {
    const user = userEvent.setup();
    const onSave = vi.fn<Save>().mockResolvedValue({ ativo: 'O contrato nº 1 está ativo: encerre-o antes.' });
    renderDialog(onSave);
    await user.keyboard('3');
    await user.type(screen.getByLabelText(/^Valor mensal/), '12,5');
    await user.keyboard('{Enter}');
    await screen.findByText('O contrato nº 1 está ativo: encerre-o antes.', {}, WAIT);
    expect((screen.getByLabelText(/^Limite de usuários/) as HTMLInputElement).value).toBe('3');
    expect(onSave).toHaveBeenCalledWith(expect.objectContaining({ limiteUsuarios: 3, valor: 12.5 }));
  });

  it('Esc closes', async () => {
    const user = userEvent.setup();
    const { onClose } = renderDialog(vi.fn<Save>());
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });
});

describe('fimDepoisDoInicio', () => {
  it('judges only two whole dates', () => {
    // a message key, which the input shows translated (above: 'O fim deve ser igual ou posterior ao início.')
    expect(fimDepoisDoInicio('2026-01-31', { inicio: '2026-02-01' })).toBe('app.empresas.dialogo.ordem');
    expect(fimDepoisDoInicio('2026-02-01', { inicio: '2026-02-01' })).toBeUndefined();
    expect(fimDepoisDoInicio('Invalid Date', { inicio: '2026-02-01' })).toBeUndefined();
    expect(fimDepoisDoInicio(null, { inicio: '2026-02-01' })).toBeUndefined();
    expect(fimDepoisDoInicio('2026-01-31', { inicio: null })).toBeUndefined();
  });
});
