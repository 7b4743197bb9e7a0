import { type PreRegistration, useChangePreRegistrationStatus } from '@kayoi/api-client';
import { preRegistrationStatusFormSchema } from '@kayoi/api-client/forms';
import {
  allowedNextStatuses,
  mutationMessages,
  preRegistrationMessages,
  preRegistrationStatusLabels,
} from '@kayoi/api-client/messages';
import { Button, Modal, RadioGroup, Stack, TextArea, useToast } from '@kayoi/ui';
import { Form } from 'react-aria-components';
import { failureText } from '../../forms/failure.ts';
import { useSchemaForm } from '../../forms/useSchemaForm.ts';

export interface PreRegistrationStatusDialogProps {
  record: PreRegistration;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

interface StatusValues extends Record<string, unknown> {
  status: string;
  notes: string;
}

const NOTES_MAX = 1000;

/**
 * The status dialog (seed §4, §5): the current status (disabled) and the ones it may move to, or 'no status can
 * be changed'; a note of at most 1000 characters. The server judges the transition again.
 */
export function PreRegistrationStatusDialog({
  record,
  isOpen,
  onOpenChange,
}: PreRegistrationStatusDialogProps) {
  const change = useChangePreRegistrationStatus();
  const toast = useToast();
  const next = allowedNextStatuses(record.status);
  const form = useSchemaForm<
    StatusValues,
    { status: 'pending' | 'confirmed' | 'cancelled'; notes?: string | undefined }
  >(preRegistrationStatusFormSchema, { status: '', notes: '' });

  const close = () => {
    onOpenChange(false);
    form.reset({ status: '', notes: '' });
  };

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const values = form.validate();
    if (!values || change.isPending) return;
    change.mutate(
      { id: record.id, status: values.status, ...(values.notes ? { notes: values.notes } : {}) },
      {
        onSuccess: () => {
          toast.success(preRegistrationMessages.statusChanged);
          close();
        },
        onError: (error) => {
          form.refused(error);
          toast.error(failureText(error, mutationMessages.updateFailed));
        },
      },
    );
  };

  return (
    <Modal
      title="ステータス変更"
      isOpen={isOpen}
      onOpenChange={(open) => (open ? onOpenChange(true) : close())}
      isBlocking={change.isPending}
      footer={
        next.length === 0 ? (
          <Button variant="secondary" onPress={close}>
            閉じる
          </Button>
        ) : (
          <>
            <Button variant="ghost" onPress={close} isDisabled={change.isPending}>
              やめる
            </Button>
            <Button
              variant="primary"
              type="submit"
              form="pre-registration-status-form"
              isLoading={change.isPending}
            >
              変更する
            </Button>
          </>
        )
      }
    >
      {next.length === 0 ? (
        <p>
          現在のステータスは「{preRegistrationStatusLabels[record.status]}」です。
          {preRegistrationMessages.noStatusChangeAllowed}
        </p>
      ) : (
        <Form
          id="pre-registration-status-form"
          ref={form.formRef}
          validationBehavior="aria"
          onSubmit={submit}
        >
          <Stack $gap={4}>
            <RadioGroup
              label="新しいステータス"
              name="status"
              orientation="vertical"
              isRequired
              options={[
                {
                  value: record.status,
                  label: `${preRegistrationStatusLabels[record.status]}（現在）`,
                  isDisabled: true,
                },
                ...next.map((status) => ({ value: status, label: preRegistrationStatusLabels[status] })),
              ]}
              value={form.values.status || null}
              onChange={(value) => {
                form.set('status', value);
                form.touch('status');
              }}
              errorMessage={form.errors.status}
            />
            <TextArea
              label="メモ"
              name="notes"
              description="変更の理由など（任意）"
              maxCharacters={NOTES_MAX}
              value={form.values.notes}
              onChange={(value) => form.set('notes', value)}
              onBlur={() => form.touch('notes')}
              errorMessage={form.errors.notes}
            />
          </Stack>
        </Form>
      )}
    </Modal>
  );
}
