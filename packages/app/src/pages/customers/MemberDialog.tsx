import { Button, Modal, Stack } from '@kayoi/ui';
import type { ReactNode } from 'react';

// The customer record's class and makeup dialogs (issue 14): a form in a modal with やめる and its action.

export function MemberDialog({
  title,
  onClose,
  busy,
  submitLabel,
  onSubmit,
  canSubmit,
  children,
}: {
  title: string;
  onClose: () => void;
  busy: boolean;
  submitLabel: string;
  onSubmit: () => void;
  canSubmit: boolean;
  children: ReactNode;
}) {
  return (
    <Modal
      title={title}
      isOpen
      onOpenChange={(open) => !open && onClose()}
      isBlocking={busy}
      footer={
        <>
          <Button variant="ghost" onPress={onClose} isDisabled={busy}>
            やめる
          </Button>
          <Button variant="primary" onPress={onSubmit} isLoading={busy} isDisabled={!canSubmit}>
            {submitLabel}
          </Button>
        </>
      }
    >
      <Stack $gap={4}>{children}</Stack>
    </Modal>
  );
}
