export type { ConfirmDialogProps } from './ConfirmDialog.tsx';
export { ConfirmDialog } from './ConfirmDialog.tsx';
