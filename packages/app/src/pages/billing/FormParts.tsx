import { Alert, Button, FormActions, Modal, Stack, TextArea } from '@kayoi/ui';
import { Save } from 'lucide-react';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router';

/** A billing form's end: what the screen refused (before sending), やめる back, and 登録 / 保存. */
export function BillingFormFooter({
  problem,
  back,
  saving,
  isEdit,
}: {
  problem: string | null;
  back: string;
  saving: boolean;
  isEdit: boolean;
}) {
  const navigate = useNavigate();
  return (
    <>
      {problem ? (
        <Alert tone="warning" role="alert">
          {problem}
        </Alert>
      ) : null}
      <FormActions>
        <Button variant="ghost" onPress={() => navigate(back)} isDisabled={saving}>
          やめる
        </Button>
        <Button type="submit" variant="primary" icon={<Save aria-hidden="true" />} isLoading={saving}>
          {isEdit ? '保存' : '登録'}
        </Button>
      </FormActions>
    </>
  );
}

/**
 * 取消 of a money record with its reason (nothing financial is deleted): the question, the reason (required),
 * やめる and 取り消す. `onVoid` sends it and calls back `done` once recorded.
 */
export function VoidReasonDialog({
  title,
  isOpen,
  message,
  isVoiding,
  onVoid,
  onClose,
}: {
  title: string;
  isOpen: boolean;
  message: ReactNode;
  isVoiding: boolean;
  onVoid: (reason: string, done: () => void) => void;
  onClose: () => void;
}) {
  const [reason, setReason] = useState('');
  const close = () => {
    setReason('');
    onClose();
  };
  return (
    <Modal
      title={title}
      role="alertdialog"
      isOpen={isOpen}
      onOpenChange={(open) => (open ? null : close())}
      footer={
        <>
          <Button variant="ghost" onPress={close}>
            やめる
          </Button>
          <Button
            variant="danger"
            isDisabled={reason.trim() === ''}
            isLoading={isVoiding}
            onPress={() => onVoid(reason.trim(), close)}
          >
            取り消す
          </Button>
        </>
      }
    >
      <Stack $gap={3}>
        <p>{message}</p>
        <TextArea label="取消の理由" value={reason} onChange={setReason} isRequired maxCharacters={500} />
      </Stack>
    </Modal>
  );
}
