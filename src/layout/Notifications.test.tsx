// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { AdminContext, useNotify } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { i18nProvider, messages } from '../i18n/i18nProvider';
import {
  NOTIFICATION,
  NOTIFICATION_BOTTOM_VAR,
  NotificationArea,
  NotificationBridge,
  notificationBottom,
  twinGate,
} from './Notifications';

let notify: ReturnType<typeof useNotify>;
function Capture() {
  notify = useNotify();
  return null;
}

function renderArea() {
  return render(
    <NotificationArea>
      <AdminContext i18nProvider={i18nProvider}>
        <Capture />
        <NotificationBridge />
      </AdminContext>
    </NotificationArea>,
  );
}

// notistack keeps the timer functions it found when loaded (fake ones come too late): these tests wait on what
// the page shows, never for a fixed time.

afterEach(cleanup);

beforeEach(() => {
  // notistack pauses the timers while the window has no focus, as jsdom's never has
  document.hasFocus = () => true;
  window.matchMedia ??= ((query: string) => ({
    matches: false,
    media: query,
    addEventListener: () => {},
    removeEventListener: () => {},
  })) as unknown as typeof window.matchMedia;
});

describe('notifications (docs/produto.md §1/§9)', () => {
  it('uses the docs/produto.md figures', () => {
    expect(NOTIFICATION).toEqual({
      autoHideDuration: 3000,
      maxSnack: 3,
      transitionDuration: { enter: 225, exit: 195 },
    });
  });

  it('hands each message to the area once, and shows at most 3 at once', async () => {
    renderArea();
    act(() => {
      for (let i = 1; i <= 5; i++) notify(`Mensagem ${i}`);
    });
    await screen.findByText('Mensagem 3');
    // the first three, each once; 4 and 5 wait in notistack's queue (jsdom runs no CSS transitions, so the
    // hand-over after 3 s is seen in the browser tests, not here)
    expect(screen.queryAllByText(/^Mensagem \d$/).map((e) => e.textContent)).toEqual([
      'Mensagem 1',
      'Mensagem 2',
      'Mensagem 3',
    ]);
  });

  it('does not stack a message already on screen', async () => {
    renderArea();
    act(() => notify('Produto criado', { type: 'success' }));
    await screen.findByText('Produto criado');
    act(() => notify('Produto criado', { type: 'success' }));
    act(() => notify('Outra coisa'));
    await screen.findByText('Outra coisa');
    expect(screen.getAllByText('Produto criado')).toHaveLength(1);
  });

  it('lets a message in again as soon as its twin is closing, not when it has left', () => {
    const gate = twinGate();
    expect(gate.admit('Produto criado')).toBe(true);
    expect(gate.admit('Produto criado')).toBe(false);
    expect(gate.admit('Produto alterado')).toBe(true);
    // the first one's 3 s are over: it fades out, and the next save's message is shown
    gate.closing('Produto criado');
    expect(gate.admit('Produto criado')).toBe(true);
    expect(gate.admit('Produto criado')).toBe(false);
  });

  it('translates react-admin message keys', async () => {
    renderArea();
    act(() => notify('ra.notification.updated', { messageArgs: { smart_count: 1 } }));
    const expected = String((messages.ra as { notification: { updated: string } }).notification.updated)
      .split('||||')[0]!
      .trim();
    expect(await screen.findByText(expected)).toBeTruthy();
    expect(expected).not.toBe('ra.notification.updated');
  });
});

describe('notifications and the save bar', () => {
  const bottomVar = () => document.documentElement.style.getPropertyValue(NOTIFICATION_BOTTOM_VAR);

  it('rise above a save bar they would cover, and only then', () => {
    const bar = (top: number) => ({ top, bottom: top + 64, height: 64 });
    // notistack's usual place with no bar, a bar high up, one below the fold or a hidden one
    expect(notificationBottom([], 768)).toBe(14);
    expect(notificationBottom([bar(300)], 768)).toBe(14);
    expect(notificationBottom([bar(800)], 768)).toBe(14);
    expect(notificationBottom([{ top: 0, bottom: 0, height: 0 }], 768)).toBe(14);
    // a bar at the bottom edge, or partly on screen: 8 px above its top
    expect(notificationBottom([bar(704)], 768)).toBe(72);
    expect(notificationBottom([bar(740)], 768)).toBe(36);
    // the highest of two
    expect(notificationBottom([bar(740), bar(650)], 768)).toBe(126);
    // a bar 150 px above the bottom edge: clear of one message, not of three stacked ones
    expect(notificationBottom([bar(554)], 768, 60)).toBe(14);
    expect(notificationBottom([bar(554)], 768, 180)).toBe(222);
    // a bar that reaches from the top of a short screen down into the messages: they stay wholly on screen
    expect(notificationBottom([{ top: 20, bottom: 300, height: 280 }], 320, 60)).toBe(246);
  });

  it('a message on a desktop form stays clear of its save bar, and goes back down when the form closes', async () => {
    const toolbar = document.createElement('div');
    toolbar.className = 'RaToolbar-desktopToolbar';
    const top = window.innerHeight - 64;
    toolbar.getBoundingClientRect = () => ({ top, bottom: top + 64, height: 64 }) as DOMRect;
    document.body.append(toolbar);
    const { unmount } = renderArea();
    act(() => notify('Registro atualizado'));
    const message = await screen.findByText('Registro atualizado');
    const container = message.closest('.notistack-SnackbarContainer');
    await waitFor(() => expect(container?.classList.contains('app-notificacoes-acima-da-barra')).toBe(true));
    await waitFor(() => expect(bottomVar()).toBe('72px'));

    toolbar.remove();
    await waitFor(() => expect(bottomVar()).toBe('14px'));
    unmount();
    expect(bottomVar()).toBe('');
  });
});
