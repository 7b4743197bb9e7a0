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
import { type FormEvent, useMemo } from 'react';
import { Form } from 'react-aria-components';
import { failureText } from '../../forms/failure.ts';
import { useSchemaForm } from '../../forms/useSchemaForm.ts';
import { may } from '../../session/permissions.ts';
import { useSessionUser } from '../../session/session.tsx';

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
 * 在籍・休会・退会 with the day it takes effect and why (required for 休会 and 退会). Staff cannot withdraw a
 * member (the server refuses it too): the choice says who can.
 */
export function CustomerStatusDialog({ customer, isOpen, onOpenChange }: CustomerStatusDialogProps) {
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

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (change.isPending) return;
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

  const reasonRequired = form.values.status === 'paused' || form.values.status === 'withdrawn';
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
            変更する
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
          {form.values.status === 'withdrawn' ? (
            <p role="note">退会すると、継続中の契約は適用日で終了します。</p>
          ) : null}
        </Stack>
      </Form>
    </Modal>
  );
}
