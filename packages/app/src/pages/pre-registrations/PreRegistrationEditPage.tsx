import {
  type PreRegistration,
  usePreRegistration,
  usePreRegistrationFormOptions,
  useUpdatePreRegistration,
} from '@kayoi/api-client';
import { createPreRegistrationStaffEditFormSchema } from '@kayoi/api-client/forms';
import {
  allowedNextStatuses,
  mutationMessages,
  preRegistrationMessages,
  preRegistrationStatusLabels,
} from '@kayoi/api-client/messages';
import { Alert, Button, FormActions, FormSection, PageHeader, Select, useToast } from '@kayoi/ui';
import { Save } from 'lucide-react';
import { type FormEvent, useMemo } from 'react';
import { Form } from 'react-aria-components';
import { useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { failureText } from '../../forms/failure.ts';
import { useUnsavedChangesWarning } from '../../forms/UnsavedChangesGuard.tsx';
import { useSchemaForm } from '../../forms/useSchemaForm.ts';
import { href } from '../../routes/table.ts';
import { RecordFailed, RecordLoading } from '../RecordStates.tsx';
import { PreRegistrationFields, type PreRegistrationValues, valuesOf } from './PreRegistrationFields.tsx';

interface EditValues extends PreRegistrationValues {
  /** '' keeps the status as it is. */
  status: string;
}

const LIST = href('customer-pre-registrations');

/** customer-pre-registrations/{id}/edit: the public form's fields minus consent, plus an optional status (seed §5). */
export function PreRegistrationEditPage() {
  const id = Number(useParams().id);
  const record = usePreRegistration(id);
  if (record.isPending)
    return <RecordLoading title="仮登録編集" parent={{ label: '仮登録一覧', href: LIST }} />;
  if (record.isError) {
    return (
      <RecordFailed
        title="仮登録編集"
        parent={{ label: '仮登録一覧', href: LIST }}
        noun="仮登録"
        error={record.error}
        onRetry={() => void record.refetch()}
      />
    );
  }
  return <EditForm record={record.data} />;
}

function EditForm({ record }: { record: PreRegistration }) {
  const navigate = useNavigate();
  const toast = useToast();
  const options = usePreRegistrationFormOptions();
  const update = useUpdatePreRegistration();
  const detail = href('customer-pre-registrations/:id', { id: record.id });
  const name = `${record.family_name} ${record.given_name}`;
  // The status select's "変更しない" is '' in the form and absent on the wire.
  const schema = useMemo(
    () =>
      z.preprocess(
        (values) => ({ ...(values as object), status: (values as { status?: string }).status || undefined }),
        createPreRegistrationStaffEditFormSchema(),
      ),
    [],
  );
  const form = useSchemaForm<EditValues, z.output<typeof schema>>(schema, () => ({
    ...valuesOf(record),
    status: '',
  }));
  useUnsavedChangesWarning(form);

  if (record.status === 'converted') {
    return (
      <>
        <PageHeader
          title="仮登録編集"
          breadcrumbs={[
            { label: '仮登録一覧', href: LIST },
            { label: name, href: detail },
            { label: '編集' },
          ]}
        />
        <Alert tone="info" title={preRegistrationMessages.convertedCannotBeEdited}>
          顧客情報の変更は顧客詳細から行ってください。
        </Alert>
      </>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (update.isPending) return;
    const values = form.validate();
    if (!values) return;
    update.mutate(
      { id: record.id, fields: values },
      {
        onSuccess: () => {
          form.markSaved();
          toast.success(preRegistrationMessages.updated);
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
        title={`${name}さんの仮登録を編集`}
        breadcrumbs={[{ label: '仮登録一覧', href: LIST }, { label: name, href: detail }, { label: '編集' }]}
      />
      <Form ref={form.formRef} validationBehavior="aria" onSubmit={submit} aria-label="仮登録の編集">
        <FormSection title="ステータス" columns={2}>
          <Select
            label="ステータス"
            name="status"
            items={[
              { id: 'keep', label: `変更しない（${preRegistrationStatusLabels[record.status]}）` },
              ...allowedNextStatuses(record.status).map((status) => ({
                id: status,
                label: preRegistrationStatusLabels[status],
              })),
            ]}
            selectedKey={form.values.status || 'keep'}
            onSelectionChange={(key) => form.set('status', key === 'keep' || key === null ? '' : String(key))}
            errorMessage={form.errors.status}
          />
        </FormSection>
        <PreRegistrationFields
          form={form}
          options={options.data}
          avatarUrl={record.avatar_url}
          initialPostalCode={record.postal_code}
          audience="staff"
        />
        <FormActions>
          <Button variant="ghost" onPress={() => navigate(detail)} isDisabled={update.isPending}>
            やめる
          </Button>
          <Button
            type="submit"
            variant="primary"
            icon={<Save aria-hidden="true" />}
            isLoading={update.isPending}
          >
            保存
          </Button>
        </FormActions>
      </Form>
    </>
  );
}
