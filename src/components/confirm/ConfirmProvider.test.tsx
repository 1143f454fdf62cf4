// @vitest-environment jsdom
import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AdminContext, memoryStore } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type AppLocale, createI18nProvider } from '../../i18n/i18nProvider';
import type { Confirm, ConfirmOptions } from './ConfirmContext';
import { ConfirmProvider } from './ConfirmProvider';
import { useConfirm } from './useConfirm';

afterEach(() => cleanup());

/** Hands the confirm() of the provider above it to the test. */
const Grab = ({ into }: { into: { confirm?: Confirm } }) => {
  into.confirm = useConfirm();
  return null;
};

/** Renders the provider (inside react-admin unless `bare`) and hands back its confirm(). */
function setup({ bare = false, locale = 'pt-br' }: { bare?: boolean; locale?: AppLocale } = {}) {
  const grabbed: { confirm?: Confirm } = {};
  const tree = (
    <ConfirmProvider>
      <Grab into={grabbed} />
    </ConfirmProvider>
  );
  const view = render(
    bare ? (
      tree
    ) : (
      <AdminContext i18nProvider={createI18nProvider(locale)} store={memoryStore()}>
        {tree}
      </AdminContext>
    ),
  );
  const ask = (options: ConfirmOptions) => {
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = grabbed.confirm?.(options);
    });
    if (!answer) throw new Error('confirm() não foi obtido');
    return answer;
  };
  return { ...view, ask };
}

describe('<ConfirmProvider /> and useConfirm()', () => {
  it("opens with title 'Confirmação' and buttons 'Cancelar' (error colour) and 'Confirmar'", async () => {
    const { ask } = setup();
    void ask({ message: 'Excluir a venda 12?' });
    const dialog = await screen.findByRole('dialog', { name: 'Confirmação' });
    expect(dialog.textContent).toContain('Excluir a venda 12?');
    expect(screen.getByRole('dialog', { description: 'Excluir a venda 12?' })).toBe(dialog);
    const cancel = screen.getByRole('button', { name: 'Cancelar' });
    expect(cancel.className).toContain('MuiButton-colorError');
    expect(screen.getByRole('button', { name: 'Confirmar' })).toBeTruthy();
  });

  it('focuses Cancelar, so a stray Enter cancels', async () => {
    const user = userEvent.setup();
    const { ask } = setup();
    const answer = ask({ message: 'Continuar?' });
    const cancel = await screen.findByRole('button', { name: 'Cancelar' });
    await waitFor(() => expect(document.activeElement).toBe(cancel));
    await user.keyboard('{Enter}');
    await expect(answer).resolves.toBe(false);
  });

  it('resolves true on Confirmar and closes', async () => {
    const user = userEvent.setup();
    const { ask } = setup();
    const answer = ask({ message: 'Continuar?' });
    await user.click(await screen.findByRole('button', { name: 'Confirmar' }));
    await expect(answer).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('resolves false on Cancelar', async () => {
    const user = userEvent.setup();
    const { ask } = setup();
    const answer = ask({ message: 'Continuar?' });
    await user.click(await screen.findByRole('button', { name: 'Cancelar' }));
    await expect(answer).resolves.toBe(false);
  });

  it('resolves false on Esc', async () => {
    const user = userEvent.setup();
    const { ask } = setup();
    const answer = ask({ message: 'Continuar?' });
    await screen.findByRole('dialog');
    await user.keyboard('{Escape}');
    await expect(answer).resolves.toBe(false);
  });

  it('can hide Cancelar, and then focuses Confirmar', async () => {
    const user = userEvent.setup();
    const { ask } = setup();
    const answer = ask({ message: 'Os termos mudaram.', hideCancel: true });
    const ok = await screen.findByRole('button', { name: 'Confirmar' });
    expect(screen.queryByRole('button', { name: 'Cancelar' })).toBeNull();
    await waitFor(() => expect(document.activeElement).toBe(ok));
    await user.click(ok);
    await expect(answer).resolves.toBe(true);
  });

  it('takes a title, button texts and a translation key with values', async () => {
    const { ask } = setup();
    void ask({
      title: 'Recusar convite',
      message: 'app.perfil.refuse_confirm',
      translateOptions: { empresa: 'Alfa Telecom' },
      confirmText: 'app.perfil.refuse',
      cancelText: 'Voltar',
    });
    const dialog = await screen.findByRole('dialog', { name: 'Recusar convite' });
    expect(dialog.textContent).toContain('Recusar o convite de Alfa Telecom?');
    expect(screen.getByRole('button', { name: 'Recusar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Voltar' })).toBeTruthy();
  });

  it('speaks English when the user chose it', async () => {
    const { ask } = setup({ locale: 'en' });
    void ask({ message: 'Sure?' });
    expect(await screen.findByRole('dialog', { name: 'Confirmation' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Confirm' })).toBeTruthy();
  });

  it('shows the Portuguese defaults outside react-admin too', async () => {
    const { ask } = setup({ bare: true });
    void ask({ message: 'Continuar?' });
    expect(await screen.findByRole('dialog', { name: 'Confirmação' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancelar' })).toBeTruthy();
  });

  it('asks queued questions one after the other', async () => {
    const user = userEvent.setup();
    const { ask } = setup();
    const first = ask({ message: 'Primeira?' });
    const second = ask({ message: 'Segunda?' });
    expect((await screen.findByRole('dialog')).textContent).toContain('Primeira?');
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    await expect(first).resolves.toBe(true);
    await waitFor(() => expect(screen.getByRole('dialog').textContent).toContain('Segunda?'));
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    await expect(second).resolves.toBe(false);
  });

  it('cancels what is pending when it unmounts', async () => {
    const { ask, unmount } = setup();
    const first = ask({ message: 'Primeira?' });
    const second = ask({ message: 'Segunda?' });
    await screen.findByRole('dialog');
    unmount();
    await expect(first).resolves.toBe(false);
    await expect(second).resolves.toBe(false);
  });

  it('renders a ReactNode message', async () => {
    const { ask } = setup();
    void ask({
      message: (
        <ul>
          <li>Venda 12</li>
        </ul>
      ),
    });
    expect(await screen.findByText('Venda 12')).toBeTruthy();
  });
});

describe('useConfirm() outside <ConfirmProvider>', () => {
  it('throws', () => {
    // React logs the error thrown while rendering; that log is expected here, and only that one.
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => useConfirm())).toThrow(
      new Error('useConfirm deve ser usado dentro de <ConfirmProvider>.'),
    );
    for (const call of logged.mock.calls)
      expect(String(call[0])).toMatch(/useConfirm deve ser usado|The above error/);
  });
});
