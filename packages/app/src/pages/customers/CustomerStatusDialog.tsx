import { type CustomerDetail, useChangeCustomerStatus } from '@kayoi/api-client';
import { createCustomerStatusFormSchema } from '@kayoi/api-client/forms';
import {
  customerMessages,
  customerStatuses,
  customerStatusLabels,
  mutationMessages,
} from '@kayoi/api-client/messages';
import { todayInTokyo } from '@kayoi/domain/calendar';
import { Button, DatePicker, Modal, RadioGroup, Stack, TextArea, useToast } from '@kayoi/ui';
import { type FormEvent, useMemo, useState } from 'react';
import { Form } from 'react-aria-components';
import { failureText } from '../../forms/failure.ts';
import { useSchemaForm } from '../../forms/useSchemaForm.ts';
import { may } from '../../session/permissions.ts';
import { useSessionUser } from '../../session/session.tsx';
import { MembershipRequestDialog } from './CustomerMembership.tsx';

export interface CustomerStatusDialogProps {
  customer: CustomerDetail;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

interface StatusValues extends Record<string, unknown> {
  status: string;
  effective_on: string;
  reason: string;
}

const REASON_MAX = 500;

/**
 * 在籍・休会 with the day it takes effect and why (required for 休会). 退会 is not a status change here (the
 * server refuses it): choosing it leads on to the 休会・退会 request by the store's rules, which an admin or
 * manager confirms there. Staff cannot withdraw a member: the choice says who can.
 */
export function CustomerStatusDialog(props: CustomerStatusDialogProps) {
  const [requesting, setRequesting] = useState(false);
  if (requesting && props.isOpen) {
    return (
      <MembershipRequestDialog
        customer={props.customer}
        initialKind="withdraw"
        onClose={() => {
          setRequesting(false);
          props.onOpenChange(false);
        }}
      />
    );
  }
  return <StatusChangeDialog {...props} onWithdraw={() => setRequesting(true)} />;
}

function StatusChangeDialog({
  customer,
  isOpen,
  onOpenChange,
  onWithdraw,
}: CustomerStatusDialogProps & { onWithdraw: () => void }) {
  const user = useSessionUser();
  const toast = useToast();
  const change = useChangeCustomerStatus();
  const schema = useMemo(() => createCustomerStatusFormSchema(), []);
  const initial = (): StatusValues => ({ status: '', effective_on: todayInTokyo(), reason: '' });
  const form = useSchemaForm<StatusValues, ReturnType<typeof schema.parse>>(schema, initial);
  const canWithdraw = may(user.role, 'withdrawCustomer');

  const close = () => {
    onOpenChange(false);
    form.reset(initial());
  };

  const withdrawing = form.values.status === 'withdrawn';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
    if (withdrawing) {
      form.reset(initial());
      onWithdraw();
      return;
    }
    const values = form.validate();
    if (!values) return;
    change.mutate(
      {
        id: customer.id,
        status: values.status,
        ...(values.effective_on ? { effective_on: values.effective_on } : {}),
        reason: values.reason ?? null,
      },
      {
        onSuccess: () => {
          toast.success(
            customerMessages.statusChanged,
            `${customer.name}さん：${customerStatusLabels[values.status]}`,
          );
          close();
        },
        onError: (error) => {
          form.refused(error);
          toast.error(failureText(error, mutationMessages.updateFailed));
        },
      },
    );
  };

  const reasonRequired = form.values.status === 'paused';
  return (
    <Modal
      title="ステータス変更"
      isOpen={isOpen}
      onOpenChange={(open) => (open ? onOpenChange(true) : close())}
      isBlocking={change.isPending}
      footer={
        <>
          <Button variant="ghost" onPress={close} isDisabled={change.isPending}>
            やめる
          </Button>
          <Button variant="primary" type="submit" form="customer-status-form" isLoading={change.isPending}>
            {withdrawing ? '退会の届け出へ' : '変更する'}
          </Button>
        </>
      }
    >
      <Form id="customer-status-form" ref={form.formRef} validationBehavior="aria" onSubmit={submit}>
        <Stack $gap={4}>
          <RadioGroup
            label="新しいステータス"
            name="status"
            orientation="vertical"
            isRequired
            options={customerStatuses.map((status) => ({
              value: status,
              label:
                status === customer.status
                  ? `${customerStatusLabels[status]}（現在）`
                  : status === 'withdrawn' && !canWithdraw
                    ? `${customerStatusLabels[status]}（管理者・マネージャーのみ）`
                    : customerStatusLabels[status],
              isDisabled: status === customer.status || (status === 'withdrawn' && !canWithdraw),
            }))}
            value={form.values.status || null}
            onChange={(value) => {
              form.set('status', value);
              form.touch('status');
            }}
            errorMessage={form.errors.status}
          />
          {withdrawing ? (
            <p role="note">
              退会は店舗の休会・退会ルール（届け出の締切・月末の退会日・空いた席のキャンセル待ちへの案内）で受け付けます。「退会の届け出へ」で退会日を選んで受け付けてください。
            </p>
          ) : (
            <>
              <DatePicker
                label="適用日"
                value={form.values.effective_on || null}
                maxValue={todayInTokyo()}
                onChange={(value) => {
                  form.set('effective_on', value ?? '');
                  form.touch('effective_on');
                }}
                description="今日以前の日付（今日から適用する場合はそのまま）"
                errorMessage={form.errors.effective_on}
              />
              <TextArea
                label="理由"
                name="reason"
                isRequired={reasonRequired}
                description={reasonRequired ? '休会・退会の理由を記録します' : '任意'}
                maxCharacters={REASON_MAX}
                value={form.values.reason}
                onChange={(value) => form.set('reason', value)}
                onBlur={() => form.touch('reason')}
                errorMessage={form.errors.reason}
              />
            </>
          )}
        </Stack>
      </Form>
    </Modal>
  );
}
