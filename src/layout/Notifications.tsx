import { Button, GlobalStyles } from '@mui/material';
import { closeSnackbar, enqueueSnackbar, SnackbarProvider } from 'notistack';
import { type ReactNode, useEffect, useRef } from 'react';
import {
  undoableEventEmitter,
  useNotificationContext,
  useTakeUndoableMutation,
  useTranslate,
} from 'react-admin';
import { useIsMobile } from '../app/appState';

/** docs/produto.md §1/§9: 3 s on screen, at most 3 visible and the rest queued, 225 ms in and 195 ms out. */
export const NOTIFICATION = {
  autoHideDuration: 3000,
  maxSnack: 3,
  transitionDuration: { enter: 225, exit: 195 },
} as const;

/** notistack's own distance from the bottom edge (20 px less the 6 px around each message). */
const BASE_BOTTOM = 14;
/** Space left between a save bar and the lowest notification. */
const TOOLBAR_GAP = 8;
/** The height of one message with the space around it: what a new message needs before it is measured. */
const ONE_MESSAGE = 60;

/**
 * What counts as a form's save bar: react-admin's form <Toolbar> on desktop (on a phone it is fixed at the
 * bottom, but the messages are at the top there), any custom page's bar marked `data-save-bar`, and any form's
 * submit button, so that a hand-made form without either never has its "Salvar" covered.
 */
export const SAVE_BAR_SELECTOR = '.RaToolbar-desktopToolbar, [data-save-bar], form button[type="submit"]';

/** The CSS variable holding the bottom offset of the desktop notification area. */
export const NOTIFICATION_BOTTOM_VAR = '--app-notificacoes-bottom';
const LIFTED_CLASS = 'app-notificacoes-acima-da-barra';

/**
 * The bottom offset (px) that keeps the desktop messages clear of the save bars on screen: above the highest bar
 * that reaches down into the space the messages take (`stackHeight`: the messages shown, at least one), else
 * notistack's usual place. A bar higher up leaves the messages where they are, rather than afloat mid-screen.
 *
 * @example notificationBottom([{ top: 704, bottom: 768, height: 64 }], 768) // 72
 */
export function notificationBottom(
  bars: ReadonlyArray<Pick<DOMRect, 'top' | 'bottom' | 'height'>>,
  viewportHeight: number,
  stackHeight = 0,
): number {
  const reach = viewportHeight - BASE_BOTTOM - Math.max(stackHeight, ONE_MESSAGE);
  let bottom = BASE_BOTTOM;
  for (const bar of bars) {
    const hidden = bar.height === 0;
    const offScreen = bar.top >= viewportHeight;
    const clear = bar.bottom <= reach;
    if (hidden || offScreen || clear) continue;
    bottom = Math.max(bottom, viewportHeight - bar.top + TOOLBAR_GAP);
  }
  // never lifted past the top edge: a bar high on a short screen (or a tall one) would push the stack out of view
  const highest = viewportHeight - BASE_BOTTOM - Math.max(stackHeight, ONE_MESSAGE);
  return Math.round(Math.max(BASE_BOTTOM, Math.min(bottom, highest)));
}

/**
 * Keeps NOTIFICATION_BOTTOM_VAR on <html> up to date while `enabled`: measured again, once per frame at most,
 * when the page scrolls, resizes or its DOM changes (a form opening, an error message pushing the bar down). A CSS
 * variable rather than React state: scrolling re-renders nothing, and notistack animates the move itself.
 */
function useSaveBarClearance(enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    const root = document.documentElement;
    let frame = 0;
    let current = '';
    const measure = () => {
      frame = 0;
      const bars = Array.from(document.querySelectorAll(SAVE_BAR_SELECTOR), (el) =>
        el.getBoundingClientRect(),
      );
      // the messages' own height, so three stacked ones rise above a bar that one alone would not reach
      const stack = document.querySelector(`.${LIFTED_CLASS}`)?.getBoundingClientRect().height ?? 0;
      const next = `${notificationBottom(bars, window.innerHeight, stack)}px`;
      if (next === current) return;
      current = next;
      root.style.setProperty(NOTIFICATION_BOTTOM_VAR, next);
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    // <body> only, and no attributes: setting the variable on <html> must not trigger another measure
    const observer = new MutationObserver(schedule);
    observer.observe(document.body, { childList: true, subtree: true });
    // capture: the scrolling element may be any container, and scroll events do not bubble
    window.addEventListener('scroll', schedule, { capture: true, passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      if (frame) cancelAnimationFrame(frame);
      observer.disconnect();
      window.removeEventListener('scroll', schedule, { capture: true });
      window.removeEventListener('resize', schedule);
      root.style.removeProperty(NOTIFICATION_BOTTOM_VAR);
    };
  }, [enabled]);
}

// Two classes beat notistack's one, whichever stylesheet comes first.
const liftedStyles = (
  <GlobalStyles
    styles={{
      [`.notistack-SnackbarContainer.${LIFTED_CLASS}`]: {
        bottom: `var(${NOTIFICATION_BOTTOM_VAR}, ${BASE_BOTTOM}px)`,
      },
    }}
  />
);

/**
 * Which messages may be shown: not one whose twin (the same text) is on screen, or queued, and not yet closing.
 * notistack's own preventDuplicate also drops a message whose twin is only fading out: a second "Produto criado"
 * saved within the first one's 3 s got no message of its own, only the first one's leaving.
 */
export function twinGate() {
  const open = new Set<string>();
  return {
    /** Whether `text` may be shown now; if so, it counts as open until `closing(text)`. */
    admit(text: string): boolean {
      if (open.has(text)) return false;
      open.add(text);
      return true;
    },
    closing(text: string): void {
      open.delete(text);
    },
  };
}

/**
 * The notification area: notistack stacks up to three messages (react-admin's own shows one at a time), at the
 * top on mobile and bottom-left on desktop (docs/produto.md §1). On desktop the messages rise above a form's save bar when
 * it is near the bottom of the screen, so they never cover the buttons for their 3 s.
 */
export function NotificationArea({ children }: { children: ReactNode }) {
  const isMobile = useIsMobile();
  useSaveBarClearance(!isMobile);
  return (
    <SnackbarProvider
      maxSnack={NOTIFICATION.maxSnack}
      autoHideDuration={NOTIFICATION.autoHideDuration}
      transitionDuration={NOTIFICATION.transitionDuration}
      anchorOrigin={
        isMobile ? { vertical: 'top', horizontal: 'center' } : { vertical: 'bottom', horizontal: 'left' }
      }
      classes={{ containerAnchorOriginBottomLeft: LIFTED_CLASS }}
    >
      {liftedStyles}
      {children}
    </SnackbarProvider>
  );
}

/**
 * Replaces react-admin's <Notification>: takes each message react-admin queues (useNotify) and hands it to
 * notistack. An undoable mutation commits when its message leaves the screen, or is cancelled by 'Desfazer'.
 */
export function NotificationBridge() {
  const { notifications, takeNotification } = useNotificationContext();
  const takeMutation = useTakeUndoableMutation();
  const translate = useTranslate();
  const twins = useRef(twinGate());

  useEffect(() => {
    // One per run: takeNotification() reads the queue from its closure, so a loop would get the same one
    // forever; taking it updates the queue, which runs this effect again for the next.
    if (!notifications.length) return;
    const n = takeNotification();
    if (n) {
      const { message, type, notificationOptions = {} } = n;
      const { messageArgs, undoable, autoHideDuration } = notificationOptions;
      const text = typeof message === 'string' ? translate(message, { _: message, ...messageArgs }) : message;
      // an undoable message is never dropped: its mutation commits when it leaves the screen
      const twinKey = typeof text === 'string' && !undoable ? text : undefined;
      if (twinKey && !twins.current.admit(twinKey)) return;
      const closing = () => {
        if (twinKey) twins.current.closing(twinKey);
      };
      let settled = false;
      const settle = (isUndo: boolean) => {
        if (settled) return;
        settled = true;
        const mutation = takeMutation();
        if (mutation) mutation({ isUndo });
        else undoableEventEmitter.emit('end', { isUndo });
      };
      enqueueSnackbar(text, {
        variant: type === 'info' ? 'default' : type,
        onClose: closing,
        ...(typeof autoHideDuration === 'number' || autoHideDuration === null
          ? { autoHideDuration, persist: autoHideDuration === null }
          : {}),
        ...(undoable
          ? {
              action: (key) => (
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => {
                    settle(true);
                    closeSnackbar(key);
                  }}
                >
                  {translate('ra.action.undo')}
                </Button>
              ),
              onExited: () => settle(false),
            }
          : {}),
      });
    }
  }, [notifications, takeNotification, takeMutation, translate]);
  return null;
}
