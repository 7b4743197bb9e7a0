import { useUpdateBankBranch } from '@kayoi/api-client';
import { type BankBranchFormValues, bankBranchFormSchema } from '@kayoi/api-client/forms';
import { bankMessages, mutationMessages } from '@kayoi/api-client/messages';
import { Button, Modal, Stack, useToast } from '@kayoi/ui';
import type { FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { failureText } from '../../forms/failure.ts';
import { useSchemaForm } from '../../forms/useSchemaForm.ts';
import { type BankBranch, BankFields, BankProvenance, type BankValues, bankValuesOf } from './BankFields.tsx';

/** An admin's correction of one branch: renamed, merged (the note says where) or closed. */
export function BankBranchDialog({
  branch,
  isOpen,
  onOpenChange,
}: {
  branch: BankBranch;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const toast = useToast();
  const save = useUpdateBankBranch();
  const form = useSchemaForm<BankValues, BankBranchFormValues>(bankBranchFormSchema, () =>
    bankValuesOf(branch),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const values = form.validate();
    if (!values) return;
    save.mutate(
      {
        bankCode: branch.bank_code,
        branchCode: branch.code,
        input: { ...values, note: values.note ?? null },
      },
      {
        onSuccess: () => {
          toast.success(bankMessages.branchUpdated, `${branch.code} ${values.name}`);
          onOpenChange(false);
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
      title={`支店 ${branch.code} の修正`}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isBlocking={save.isPending}
      footer={
        <>
          <Button variant="ghost" onPress={() => onOpenChange(false)} isDisabled={save.isPending}>
            やめる
          </Button>
          <Button variant="primary" type="submit" form="bank-branch-form" isLoading={save.isPending}>
            保存
          </Button>
        </>
      }
    >
      <Form id="bank-branch-form" ref={form.formRef} validationBehavior="aria" onSubmit={submit}>
        <Stack $gap={4}>
          <BankProvenance entry={branch} />
          <BankFields form={form} noun="支店" withNote />
        </Stack>
      </Form>
    </Modal>
  );
}
