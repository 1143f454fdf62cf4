export type { Confirm, ConfirmOptions } from './ConfirmContext';
export { ConfirmProvider } from './ConfirmProvider';
export { useConfirm } from './useConfirm';
