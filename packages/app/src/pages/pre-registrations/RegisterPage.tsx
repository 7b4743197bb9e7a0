import {
  type PreRegistration,
  useCreatePublicPreRegistration,
  usePreRegistrationFormOptions,
} from '@kayoi/api-client';
import { createPreRegistrationPublicFormSchema, isMinorApplicant } from '@kayoi/api-client/forms';
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

  const storeId = form.values.store_id || params.get('store');
  const brand = schoolBrand(options.data?.stores, storeId);
  const logo = schoolLogo(options.data?.stores, storeId);
  useEffect(() => {
    const page = received ? preRegistrationMessages.thankYouTitle : TITLE;
    document.title = brand ? `${page} | ${brand}` : page;
  }, [received, brand]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending) return;
    const parsed = form.validate();
    if (!parsed) return;
    // A guardian typed for a child's birth date that was then corrected to an adult's is not sent.
    const sent = isMinorApplicant(form.values.birth_date) ? parsed : withoutGuardian(parsed);
    create.mutate(sent as Parameters<typeof create.mutate>[0], {
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
        brand={logo ? logo.caption : brand}
        logo={logo}
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
      brand={logo ? logo.caption : brand}
      logo={logo}
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

type FormStore = { id: number; name: string; company_name: string | null; logo_url: string | null };

/**
 * The school the form is branded with, from the store master: the chosen store's school name (会社名) and
 * store name; before a store is chosen, the school's name when every store shares it, else the stores' names.
 */
function schoolBrand(stores: readonly FormStore[] | undefined, storeId: string | null): string {
  if (!stores || stores.length === 0) return '';
  const chosen =
    stores.find((s) => String(s.id) === storeId) ?? (stores.length === 1 ? stores[0] : undefined);
  if (chosen) return [chosen.company_name, chosen.name].filter(Boolean).join(' ');
  const schools = new Set(stores.map((s) => s.company_name));
  const [only] = schools;
  return schools.size === 1 && only ? only : stores.map((s) => s.name).join('・');
}

/**
 * The chosen store's logo from the store master (or the only store's), its alternative text the school's name,
 * and what is written beside it (the store's name, which the logo does not say). None: the name only.
 */
function schoolLogo(
  stores: readonly FormStore[] | undefined,
  storeId: string | null,
): { src: string; alt: string; caption: string } | null {
  if (!stores || stores.length === 0) return null;
  const chosen =
    stores.find((s) => String(s.id) === storeId) ?? (stores.length === 1 ? stores[0] : undefined);
  if (!chosen?.logo_url) return null;
  const school = chosen.company_name ?? chosen.name;
  return { src: chosen.logo_url, alt: school, caption: school === chosen.name ? '' : chosen.name };
}

function withoutGuardian<T extends object>(values: T): T {
  const {
    guardian_name: _name,
    guardian_name_kana: _kana,
    guardian_relationship: _relationship,
    guardian_phone: _phone,
    ...rest
  } = values as T & Record<string, unknown>;
  return rest as T;
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
  brand,
  logo,
  record,
  storeName,
  onAnother,
}: {
  brand: string;
  logo: { src: string; alt: string } | null;
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
      brand={brand}
      logo={logo}
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
