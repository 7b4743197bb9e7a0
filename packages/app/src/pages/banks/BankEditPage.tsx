import { useBank, useUpdateBank } from '@kayoi/api-client';
import { type BankFormValues, bankFormSchema } from '@kayoi/api-client/forms';
import { bankMessages, mutationMessages } from '@kayoi/api-client/messages';
import { Button, Card, ErrorState, FormActions, FormSection, PageHeader, Stack, useToast } from '@kayoi/ui';
import { Save } from 'lucide-react';
import type { FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { useNavigate, useParams } from 'react-router';
import { failureText } from '../../forms/failure.ts';
import { useUnsavedChangesWarning } from '../../forms/UnsavedChangesGuard.tsx';
import { useSchemaForm } from '../../forms/useSchemaForm.ts';
import { href } from '../../routes/table.ts';
import { may } from '../../session/permissions.ts';
import { useSessionUser } from '../../session/session.tsx';
import { RecordQuery } from '../RecordStates.tsx';
import { type Bank, BankFields, BankProvenance, type BankValues, bankValuesOf } from './BankFields.tsx';

const LIST = href('master/banks');

/** master/banks/{code}/edit: an admin corrects a bank (renamed, merged, closed); a refresh keeps the edit. */
export function BankEditPage() {
  const code = useParams().id ?? '';
  const bank = useBank(code);
  const user = useSessionUser();
  if (!may(user.role, 'editBanks')) {
    return (
      <>
        <PageHeader title="銀行編集" breadcrumbs={[{ label: '銀行一覧', href: LIST }]} />
        <ErrorState title="修正できません" message="銀行マスタを修正できるのは管理者のみです。" />
      </>
    );
  }
  return (
    <RecordQuery query={bank} title="銀行編集" parent={{ label: '銀行一覧', href: LIST }} noun="銀行">
      {(record) => <BankForm bank={record} />}
    </RecordQuery>
  );
}

function BankForm({ bank }: { bank: Bank }) {
  const navigate = useNavigate();
  const toast = useToast();
  const save = useUpdateBank();
  const form = useSchemaForm<BankValues, BankFormValues>(bankFormSchema, () => bankValuesOf(bank));
  useUnsavedChangesWarning(form);
  const detail = href('master/banks/:id', { id: bank.code });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const values = form.validate();
    if (!values) return;
    save.mutate(
      { bankCode: bank.code, input: values },
      {
        onSuccess: () => {
          form.markSaved();
          toast.success(bankMessages.bankUpdated);
          navigate(detail);
        },
        onError: (error) => {
          form.refused(error);
          toast.error(failureText(error, mutationMessages.updateFailed));
        },
      },
    );
  };

  return (
    <>
      <PageHeader
        title={`${bank.name}の修正`}
        breadcrumbs={[
          { label: 'マスタ' },
          { label: '銀行一覧', href: LIST },
          { label: bank.name, href: detail },
          { label: '編集' },
        ]}
        description={`銀行コード ${bank.code}。修正した内容は、全銀協データの更新でも上書きされません。`}
      />
      <Stack $gap={4}>
        <Card>
          <BankProvenance entry={bank} />
        </Card>
        <Form
          ref={form.formRef}
          validationBehavior="aria"
          onSubmit={submit}
          aria-label={`${bank.name}の修正`}
        >
          <FormSection title="銀行" columns={1}>
            <BankFields form={form} noun="銀行" />
          </FormSection>
          <FormActions>
            <Button variant="ghost" onPress={() => navigate(detail)} isDisabled={save.isPending}>
              やめる
            </Button>
            <Button
              type="submit"
              variant="primary"
              icon={<Save aria-hidden="true" />}
              isLoading={save.isPending}
            >
              保存
            </Button>
          </FormActions>
        </Form>
      </Stack>
    </>
  );
}
