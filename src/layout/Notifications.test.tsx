// @vitest-environment jsdom
import { act, render, screen } from '@testing-library/react';
import { AdminContext, useNotify } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18nProvider, messages } from '../i18n/i18nProvider';
import { NOTIFICATION, NotificationArea, NotificationBridge } from './Notifications';

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

// notistack keeps the timer functions it found when loaded, so these tests wait in real time.
const wait = (ms: number) => act(() => new Promise<void>((r) => setTimeout(r, ms)));

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

describe('notifications (SPEC §1/§9)', () => {
  it('uses the SPEC figures', () => {
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
    await wait(300);
    // the first three, each once; 4 and 5 wait in notistack's queue (jsdom runs no CSS transitions, so the
    // hand-over after 3 s is seen in the browser tests, not here)
    expect(screen.queryAllByText(/^Mensagem \d$/).map((e) => e.textContent)).toEqual([
      'Mensagem 1',
      'Mensagem 2',
      'Mensagem 3',
    ]);
  });

  it('translates react-admin message keys', async () => {
    renderArea();
    act(() => notify('ra.notification.updated', { messageArgs: { smart_count: 1 } }));
    await wait(300);
    const expected = String((messages.ra as { notification: { updated: string } }).notification.updated)
      .split('||||')[0]!
      .trim();
    expect(screen.getByText(expected)).toBeTruthy();
    expect(expected).not.toBe('ra.notification.updated');
  });
});
