import { Button } from '@mui/material';
import { closeSnackbar, enqueueSnackbar, SnackbarProvider } from 'notistack';
import { type ReactNode, useEffect } from 'react';
import {
  undoableEventEmitter,
  useNotificationContext,
  useTakeUndoableMutation,
  useTranslate,
} from 'react-admin';
import { useIsMobile } from '../app/appState';

/** SPEC §1/§9: 3 s on screen, at most 3 visible and the rest queued, 225 ms in and 195 ms out. */
export const NOTIFICATION = {
  autoHideDuration: 3000,
  maxSnack: 3,
  transitionDuration: { enter: 225, exit: 195 },
} as const;

/**
 * The notification area: notistack stacks up to three messages (react-admin's own shows one at a time), at the
 * top on mobile and bottom-left on desktop (SPEC §1).
 */
export function NotificationArea({ children }: { children: ReactNode }) {
  const isMobile = useIsMobile();
  return (
    <SnackbarProvider
      maxSnack={NOTIFICATION.maxSnack}
      autoHideDuration={NOTIFICATION.autoHideDuration}
      transitionDuration={NOTIFICATION.transitionDuration}
      anchorOrigin={
        isMobile ? { vertical: 'top', horizontal: 'center' } : { vertical: 'bottom', horizontal: 'left' }
      }
      preventDuplicate
    >
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

  useEffect(() => {
    // One per run: takeNotification() reads the queue from its closure, so a loop would get the same one
    // forever; taking it updates the queue, which runs this effect again for the next.
    if (!notifications.length) return;
    const n = takeNotification();
    if (n) {
      const { message, type, notificationOptions = {} } = n;
      const { messageArgs, undoable, autoHideDuration } = notificationOptions;
      const text = typeof message === 'string' ? translate(message, { _: message, ...messageArgs }) : message;
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
