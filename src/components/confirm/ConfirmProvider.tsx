import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { type Confirm, ConfirmContext, type ConfirmOptions } from './ConfirmContext';

interface Request {
  options: ConfirmOptions;
  resolve: (confirmed: boolean) => void;
}

// The provider may sit outside <Admin>, where react-admin's translate returns the key itself; the Portuguese
// text is the right fallback there (the interface is pt-BR first).
const DEFAULTS = {
  title: ['app.confirm.title', 'Confirmação'],
  cancel: ['app.confirm.cancel', 'Cancelar'],
  confirm: ['app.confirm.confirm', 'Confirmar'],
} as const;

/**
 * Holds the one confirmation dialog of the app and gives `useConfirm()` to everything below it. Requests made
 * while a dialog is open wait their turn.
 *
 * @example
 * <ConfirmProvider><Layout /></ConfirmProvider>
 */
export const ConfirmProvider = ({ children }: { children?: ReactNode }) => {
  const translate = useTranslate();
  const queue = useRef<Request[]>([]);
  const busy = useRef(false);
  const [current, setCurrent] = useState<Request | null>(null);
  const shown = useRef<Request | null>(null);
  const [open, setOpen] = useState(false);
  const titleId = useId();
  const messageId = useId();

  const showNext = useCallback(() => {
    const next = queue.current.shift() ?? null;
    busy.current = next !== null;
    shown.current = next;
    setCurrent(next);
    setOpen(next !== null);
  }, []);

  const confirm = useCallback<Confirm>(
    (options) =>
      new Promise<boolean>((resolve) => {
        queue.current.push({ options, resolve });
        if (!busy.current) showNext();
      }),
    [showNext],
  );

  // Unmounted with questions pending (logout, say): nobody will answer them, so they count as cancelled.
  useEffect(
    () => () => {
      // Resolving the one on screen again is harmless: a promise settles once.
      shown.current?.resolve(false);
      for (const request of queue.current.splice(0)) request.resolve(false);
    },
    [],
  );

  const answer = (confirmed: boolean) => {
    if (!open || current === null) return;
    current.resolve(confirmed);
    setOpen(false);
  };

  const text = (value: ReactNode, options?: Record<string, unknown>): ReactNode =>
    typeof value === 'string' ? translate(value, { _: value, ...options }) : value;
  const fallback = ([key, pt]: readonly [string, string]) => {
    const translated = translate(key, { _: pt });
    return translated === key ? pt : translated;
  };

  const options = current?.options;
  const message = options ? text(options.message, options.translateOptions) : null;

  return (
    <ConfirmContext.Provider value={confirm}>
      {children}
      <Dialog
        open={open}
        onClose={() => answer(false)}
        aria-labelledby={titleId}
        aria-describedby={messageId}
        // The text stays while the dialog fades out; the next request opens once it is gone.
        slotProps={{ transition: { onExited: showNext } }}
      >
        <DialogTitle id={titleId}>
          {options?.title !== undefined
            ? text(options.title, options.translateOptions)
            : fallback(DEFAULTS.title)}
        </DialogTitle>
        <DialogContent>
          {/* A <p> cannot hold the block elements a ReactNode message may bring. */}
          <DialogContentText id={messageId} component={typeof message === 'string' ? 'p' : 'div'}>
            {message}
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          {!options?.hideCancel && (
            // Focused first: a stray Enter must not confirm (docs/produto.md §5).
            <Button color="error" autoFocus onClick={() => answer(false)}>
              {options?.cancelText !== undefined ? text(options.cancelText) : fallback(DEFAULTS.cancel)}
            </Button>
          )}
          <Button variant="contained" autoFocus={options?.hideCancel === true} onClick={() => answer(true)}>
            {options?.confirmText !== undefined ? text(options.confirmText) : fallback(DEFAULTS.confirm)}
          </Button>
        </DialogActions>
      </Dialog>
    </ConfirmContext.Provider>
  );
};
