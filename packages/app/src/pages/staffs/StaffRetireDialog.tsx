import { type StaffDetail, useRetireStaff } from '@kayoi/api-client';
import { type StaffRetireFormValues, staffRetireFormSchema } from '@kayoi/api-client/forms';
import { mutationMessages, staffMessages } from '@kayoi/api-client/messages';
import { Button, Modal, Stack, TextArea, useToast } from '@kayoi/ui';
import type { FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { failureText } from '../../forms/failure.ts';
import { useSchemaForm } from '../../forms/useSchemaForm.ts';

export interface StaffRetireDialogProps {
  staff: StaffDetail;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

interface RetireValues extends Record<string, unknown> {
  reason: string;
}

const REASON_MAX = 500;

/**
 * 退職: asks first and says what it ends (sign-in, sessions, the staff card, open links); the reason is kept
 * with the account. Never a deletion: what the staff member did stays theirs.
 */
export function StaffRetireDialog({ staff, isOpen, onOpenChange }: StaffRetireDialogProps) {
  const toast = useToast();
  const retire = useRetireStaff();
  const form = useSchemaForm<RetireValues, StaffRetireFormValues>(staffRetireFormSchema, { reason: '' });

  const close = () => {
    onOpenChange(false);
    form.reset({ reason: '' });
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (retire.isPending) return;
    const values = form.validate();
    if (!values) return;
    retire.mutate(
      { id: staff.id, input: { reason: values.reason ?? null } },
      {
        onSuccess: () => {
          toast.success(staffMessages.retired, `${staff.name}さん`);
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
      title={`${staff.name}さんを退職にしますか？`}
      role="alertdialog"
      isOpen={isOpen}
      onOpenChange={(open) => (open ? onOpenChange(true) : close())}
      isBlocking={retire.isPending}
      footer={
        <>
          <Button variant="ghost" onPress={close} isDisabled={retire.isPending}>
            やめる
          </Button>
          <Button variant="danger" type="submit" form="staff-retire-form" isLoading={retire.isPending}>
            退職にする
          </Button>
        </>
      }
    >
      <Form id="staff-retire-form" ref={form.formRef} validationBehavior="aria" onSubmit={submit}>
        <Stack $gap={4}>
          <p style={{ margin: 0 }}>
            ログインできなくなり、ログイン中の端末からもログアウトします。スタッフカードは無効になり、送信済みの招待・再設定のリンクも使えなくなります。これまでの記録はこのスタッフの名前で残ります。
          </p>
          <TextArea
            label="退職理由"
            name="reason"
            description="任意"
            maxCharacters={REASON_MAX}
            value={form.values.reason}
            onChange={(value) => form.set('reason', value)}
            onBlur={() => form.touch('reason')}
            errorMessage={form.errors.reason}
          />
        </Stack>
      </Form>
    </Modal>
  );
}
