import { useContext } from 'react';
import { type Confirm, ConfirmContext } from './ConfirmContext';

/**
 * The generic confirmation dialog of docs/produto.md §5, as a promise.
 *
 * @example
 * const confirm = useConfirm();
 * if (await confirm({ message: 'app.perfil.refuse_confirm', translateOptions: { empresa: 'Alfa' } })) recusar();
 */
export function useConfirm(): Confirm {
  const confirm = useContext(ConfirmContext);
  // docs/produto.md §8: used outside its provider, the dialog is an error, not a silent no-op that never resolves.
  if (confirm === null) throw new Error('useConfirm deve ser usado dentro de <ConfirmProvider>.');
  return confirm;
}
