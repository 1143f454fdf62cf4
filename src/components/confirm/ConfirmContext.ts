import { createContext, type ReactNode } from 'react';

export interface ConfirmOptions {
  /** The dialog's title; 'Confirmação' by default. A string may be a translation key. */
  title?: ReactNode;
  /** What is being confirmed. A string may be a translation key. */
  message: ReactNode;
  /** Interpolation values for a translation key in `title` or `message` (e.g. `{ empresa: 'Alfa' }`). */
  translateOptions?: Record<string, unknown>;
  /** The confirming button's text; 'Confirmar' by default. */
  confirmText?: string;
  /** The cancelling button's text; 'Cancelar' by default. */
  cancelText?: string;
  /** Shows only the confirming button, for a notice the user has to acknowledge. */
  hideCancel?: boolean;
}

/** Opens the confirmation dialog; resolves true when confirmed, false when cancelled (button, Esc or outside click). */
export type Confirm = (options: ConfirmOptions) => Promise<boolean>;

// null outside the provider, so useConfirm() can say so instead of failing on an undefined function.
export const ConfirmContext = createContext<Confirm | null>(null);
