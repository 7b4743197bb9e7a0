import {
  type PreRegistration,
  useCreatePublicPreRegistration,
  usePreRegistrationFormOptions,
} from '@kayoi/api-client';
import { createPreRegistrationPublicFormSchema } from '@kayoi/api-client/forms';
import { mutationMessages, preRegistrationMessages } from '@kayoi/api-client/messages';
import {
  Alert,
  Button,
  Checkbox,
  DescriptionList,
  ErrorState,
  FormActions,
  FormSection,
  formatDate,
  PublicPage,
  useToast,
} from '@kayoi/ui';
import { Send } from 'lucide-react';
import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { Form } from 'react-aria-components';
import { useSearchParams } from 'react-router';
import { failureText } from '../../forms/failure.ts';
import { UnsavedChangesGuard, useUnsavedChangesWarning } from '../../forms/UnsavedChangesGuard.tsx';
import { useSchemaForm } from '../../forms/useSchemaForm.ts';
import {
  emptyPreRegistration,
  PreRegistrationFields,
  type PreRegistrationValues,
} from './PreRegistrationFields.tsx';

interface RegisterValues extends PreRegistrationValues {
  confirmation: boolean;
}

const TITLE = '仮登録フォーム';

/**
 * /register (seed §2, §5): the public sign-up form, outside the login wrapper. The schema is the one the server
 * parses; the server still judges everything again (the photo by its bytes). A thank-you page follows.
 */
export function RegisterPage() {
  const [params] = useSearchParams();
  const options = usePreRegistrationFormOptions();
  const create = useCreatePublicPreRegistration();
  const toast = useToast();
  const schema = useMemo(() => createPreRegistrationPublicFormSchema(), []);
  const form = useSchemaForm<RegisterValues, unknown>(schema, () => ({
    ...emptyPreRegistration(params.get('store') ?? ''),
    confirmation: false,
  }));
  useUnsavedChangesWarning(form);
  const [received, setReceived] = useState<PreRegistration | null>(null);

  // A school with one store needs no choice.
  const onlyStore = options.data?.stores.length === 1 ? options.data.stores[0] : undefined;
  const { set } = form;
  useEffect(() => {
    if (onlyStore && !form.values.store_id) set('store_id', String(onlyStore.id));
  }, [onlyStore, form.values.store_id, set]);

  useEffect(() => {
    document.title = received ? `${preRegistrationMessages.thankYouTitle} | Kayoi` : `${TITLE} | Kayoi`;
  }, [received]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const parsed = form.validate();
    if (!parsed) return;
    create.mutate(parsed as Parameters<typeof create.mutate>[0], {
      onSuccess: (record) => {
        form.markSaved();
        setReceived(record);
        window.scrollTo({ top: 0 });
      },
      onError: (error) => {
        form.refused(error);
        toast.error(failureText(error, mutationMessages.createFailed));
      },
    });
  };

  if (received) {
    return (
      <ThankYou
        record={received}
        storeName={options.data?.stores.find((s) => s.id === received.store_id)?.name ?? received.store ?? ''}
        onAnother={() => {
          form.reset({ ...emptyPreRegistration(String(received.store_id)), confirmation: false });
          create.reset();
          setReceived(null);
        }}
      />
    );
  }

  return (
    <PublicPage
      title={TITLE}
      description="見学・体験・ご入会をご希望の方は、以下のフォームからお申し込みください。内容を確認のうえ、スタッフよりご連絡いたします。"
    >
      {options.isError ? (
        <ErrorState
          message="店舗とプログラムの一覧を読み込めませんでした。通信状況をご確認のうえ、再度お試しください。"
          onRetry={() => void options.refetch()}
        />
      ) : (
        <Form ref={form.formRef} validationBehavior="aria" onSubmit={submit} aria-label={TITLE}>
          {/* Outside the shell: this page's own guard. */}
          <UnsavedChangesGuard />
          <PreRegistrationFields form={form} options={options.data} audience="visitor" />
          <FormSection title="個人情報の取り扱い" columns={1}>
            <p style={{ margin: 0 }}>
              ご入力いただいた個人情報は、見学・体験・ご入会のご案内とご連絡のためにのみ利用し、ご本人の同意なく第三者に提供することはありません。
            </p>
            <Consent
              isSelected={form.values.confirmation}
              onChange={(checked) => {
                form.set('confirmation', checked);
                form.touch('confirmation');
              }}
              errorMessage={form.errors.confirmation}
            />
          </FormSection>
          <FormActions note="送信後、確認の連絡をお待ちください。">
            <Button
              type="submit"
              variant="primary"
              size="lg"
              icon={<Send aria-hidden="true" />}
              isLoading={create.isPending}
            >
              {create.isPending ? '送信しています…' : 'この内容で申し込む'}
            </Button>
          </FormActions>
        </Form>
      )}
    </PublicPage>
  );
}

function Consent({
  isSelected,
  onChange,
  errorMessage,
}: {
  isSelected: boolean;
  onChange: (checked: boolean) => void;
  errorMessage: string | undefined;
}) {
  return (
    <div>
      <Checkbox
        name="confirmation"
        isRequired
        isSelected={isSelected}
        onChange={onChange}
        isInvalid={Boolean(errorMessage)}
        aria-describedby={errorMessage ? 'confirmation-error' : undefined}
      >
        個人情報の取り扱いに同意する
      </Checkbox>
      {errorMessage ? (
        <Alert tone="danger" role="alert">
          <span id="confirmation-error">{errorMessage}</span>
        </Alert>
      ) : null}
    </div>
  );
}

function ThankYou({
  record,
  storeName,
  onAnother,
}: {
  record: PreRegistration;
  storeName: string;
  onAnother: () => void;
}) {
  // The page changed under the user's hands: screen readers start again at the thank-you.
  useEffect(() => {
    document.getElementById('main-content')?.focus();
  }, []);
  return (
    <PublicPage
      width="narrow"
      title={preRegistrationMessages.thankYouTitle}
      description={preRegistrationMessages.thankYouBody}
    >
      <FormSection title="お申し込み内容" columns={1}>
        <Alert tone="success" role="status">
          受付番号 {record.id} で承りました。
        </Alert>
        <DescriptionList
          items={[
            {
              term: 'お名前',
              description: `${record.family_name} ${record.given_name}（${record.family_name_kana} ${record.given_name_kana}）`,
            },
            { term: '店舗', description: storeName },
            {
              term: '見学希望日',
              description: record.desired_visit_date ? formatDate(record.desired_visit_date) : '指定なし',
            },
            {
              term: '入会希望日',
              description: record.desired_join_date ? formatDate(record.desired_join_date) : '指定なし',
            },
            { term: 'ご連絡先', description: `${record.mobile} / ${record.email}` },
          ]}
        />
      </FormSection>
      <FormActions>
        <Button variant="secondary" onPress={onAnother}>
          続けて別の方を申し込む
        </Button>
      </FormActions>
    </PublicPage>
  );
}
