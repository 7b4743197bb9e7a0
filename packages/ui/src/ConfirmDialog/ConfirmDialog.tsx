import type { ReactNode } from 'react';
import { Button } from '../Button/Button.tsx';
import { Modal } from '../Modal/Modal.tsx';

export interface ConfirmDialogProps {
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  title: ReactNode;
  message: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
  tone?: 'default' | 'danger';
  /** The confirmed action is running: buttons wait, the dialog stays. */
  isConfirming?: boolean;
  onConfirm: () => void;
}

/** Asks before an action that cannot be undone lightly (delete, convert, switch staff). */
export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  message,
  confirmLabel = 'OK',
  // Not キャンセル: a pre-registration's status is キャンセル too.
  cancelLabel = 'やめる',
  tone = 'default',
  isConfirming = false,
  onConfirm,
}: ConfirmDialogProps) {
  return (
    <Modal
      role="alertdialog"
      size="sm"
      title={title}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isBlocking={isConfirming}
      hideCloseButton
      footer={
        <>
          <Button variant="ghost" onPress={() => onOpenChange(false)} isDisabled={isConfirming}>
            {cancelLabel}
          </Button>
          <Button
            variant={tone === 'danger' ? 'danger' : 'primary'}
            onPress={onConfirm}
            isLoading={isConfirming}
            autoFocus
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {message}
    </Modal>
  );
}
