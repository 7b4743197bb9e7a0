import {
  type CustomerDetail,
  type CustomerFormFields,
  useCreateCustomer,
  useCustomer,
  useCustomerFormOptions,
  useNextMemberNumber,
  useUpdateCustomer,
} from '@kayoi/api-client';
import { type CustomerFormValues, createCustomerFormSchema } from '@kayoi/api-client/forms';
import { customerMessages, genderLabels, mutationMessages } from '@kayoi/api-client/messages';
import { ageInTokyo, todayInTokyo } from '@kayoi/domain/calendar';
import { ADULT_AGE, AVATAR_MAX_BYTES } from '@kayoi/domain/constants';
import { normalizePhone } from '@kayoi/domain/contact';
import { convertKana } from '@kayoi/domain/kana';
import {
  AvatarUpload,
  Button,
  DatePicker,
  FieldSpan,
  FormActions,
  FormSection,
  PageHeader,
  RadioGroup,
  Select,
  TextArea,
  TextField,
  useToast,
} from '@kayoi/ui';
import { Save } from 'lucide-react';
import { type FormEvent, useMemo } from 'react';
import { Form } from 'react-aria-components';
import { useNavigate, useParams } from 'react-router';
import { AddressFields } from '../../forms/AddressFields.tsx';
import { toHalfWidth } from '../../forms/address.ts';
import { failureText } from '../../forms/failure.ts';
import { useUnsavedChangesWarning } from '../../forms/UnsavedChangesGuard.tsx';
import { type SchemaForm, useSchemaForm } from '../../forms/useSchemaForm.ts';
import { href } from '../../routes/table.ts';
import { RecordFailed, RecordLoading } from '../RecordStates.tsx';

interface CustomerValues extends Record<string, unknown> {
  member_number: string;
  family_name: string;
  given_name: string;
  family_name_kana: string;
  given_name_kana: string;
  birth_date: string;
  gender: string;
  phone: string;
  mobile: string;
  email: string;
  postal_code: string;
  prefecture: string;
  city: string;
  street_address: string;
  building: string;
  guardian_name: string;
  guardian_name_kana: string;
  guardian_relationship: string;
  guardian_phone: string;
  grade_id: string;
  joined_on: string;
  memo: string;
  notes: string;
  avatar: File | null;
  remove_avatar: boolean;
}

const empty = (): CustomerValues => ({
  member_number: '',
  family_name: '',
  given_name: '',
  family_name_kana: '',
  given_name_kana: '',
  birth_date: '',
  gender: '',
  phone: '',
  mobile: '',
  email: '',
  postal_code: '',
  prefecture: '',
  city: '',
  street_address: '',
  building: '',
  guardian_name: '',
  guardian_name_kana: '',
  guardian_relationship: '',
  guardian_phone: '',
  grade_id: '',
  joined_on: todayInTokyo(),
  memo: '',
  notes: '',
  avatar: null,
  remove_avatar: false,
});

const valuesOf = (c: CustomerDetail): CustomerValues => ({
  member_number: c.member_number,
  family_name: c.family_name,
  given_name: c.given_name,
  family_name_kana: c.family_name_kana,
  given_name_kana: c.given_name_kana,
  birth_date: c.birth_date ?? '',
  gender: c.gender ?? '',
  phone: c.phone ?? '',
  mobile: c.mobile ?? '',
  email: c.email ?? '',
  postal_code: c.postal_code ?? '',
  prefecture: c.prefecture ?? '',
  city: c.city ?? '',
  street_address: c.street_address ?? '',
  building: c.building ?? '',
  guardian_name: c.guardian_name ?? '',
  guardian_name_kana: c.guardian_name_kana ?? '',
  guardian_relationship: c.guardian_relationship ?? '',
  guardian_phone: c.guardian_phone ?? '',
  grade_id: c.grade ? String(c.grade.id) : '',
  joined_on: c.joined_on ?? '',
  memo: c.memo ?? '',
  notes: c.notes ?? '',
  avatar: null,
  remove_avatar: false,
});

const LIST = href('customers');
const NO_GENDER = 'none';
const NO_GRADE = 'none';

/** customers/new and customers/{id}/edit: the customer form (photo, postal code lookup, guardian for minors). */
export function CustomerFormPage({ mode }: { mode: 'new' | 'edit' }) {
  const id = Number(useParams().id);
  if (mode === 'new') return <CustomerForm />;
  return <EditLoader id={id} />;
}

function EditLoader({ id }: { id: number }) {
  const customer = useCustomer(id);
  if (customer.isPending)
    return <RecordLoading title="顧客編集" parent={{ label: '顧客一覧', href: LIST }} />;
  if (customer.isError) {
    return (
      <RecordFailed
        title="顧客編集"
        parent={{ label: '顧客一覧', href: LIST }}
        noun="顧客"
        error={customer.error}
        onRetry={() => void customer.refetch()}
      />
    );
  }
  return <CustomerForm customer={customer.data} />;
}

function CustomerForm({ customer }: { customer?: CustomerDetail }) {
  const navigate = useNavigate();
  const toast = useToast();
  const create = useCreateCustomer();
  const update = useUpdateCustomer();
  const saving = create.isPending || update.isPending;
  const schema = useMemo(() => createCustomerFormSchema(), []);
  const form = useSchemaForm<CustomerValues, CustomerFormValues>(schema, () =>
    customer ? valuesOf(customer) : empty(),
  );
  useUnsavedChangesWarning(form);
  const { values } = form;
  const age = values.birth_date ? ageInTokyo(values.birth_date) : undefined;
  const minor = age !== undefined && age < ADULT_AGE;
  const detail = customer ? href('customers/:id', { id: customer.id }) : LIST;
  const title = customer ? `${customer.name}さんの情報を編集` : '顧客登録';

  const { text } = form;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const parsed = form.validate();
    if (!parsed) return;
    const fields = parsed as CustomerFormFields;
    const failed = (error: Error, fallback: string) => {
      form.refused(error);
      toast.error(failureText(error, fallback));
    };
    if (customer) {
      update.mutate(
        { id: customer.id, fields },
        {
          onSuccess: () => {
            form.markSaved();
            toast.success(customerMessages.updated);
            navigate(detail);
          },
          onError: (error) => failed(error, mutationMessages.updateFailed),
        },
      );
    } else {
      create.mutate(fields, {
        onSuccess: (created) => {
          form.markSaved();
          toast.success(customerMessages.created, `会員番号 ${created.member_number}`);
          navigate(href('customers/:id', { id: created.id }));
        },
        onError: (error) => failed(error, mutationMessages.createFailed),
      });
    }
  };

  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={[
          { label: '顧客一覧', href: LIST },
          ...(customer
            ? [{ label: customer.name, href: detail }, { label: '編集' }]
            : [{ label: '新規登録' }]),
        ]}
      />
      <Form ref={form.formRef} validationBehavior="aria" onSubmit={submit} aria-label={title}>
        <BasicsSection form={form} customer={customer} age={age} />

        <FormSection title="連絡先">
          <TextField label="携帯電話番号" type="tel" {...text('mobile', normalizePhone)} />
          <TextField label="電話番号" type="tel" {...text('phone', normalizePhone)} />
          <FieldSpan span="full">
            <TextField label="メールアドレス" type="email" {...text('email')} />
          </FieldSpan>
        </FormSection>

        <FormSection title="住所">
          <AddressFields form={form} initialPostalCode={customer?.postal_code ?? ''} />
        </FormSection>

        <GuardianSection minor={minor} text={text} />

        <FormSection title="メモ" columns={1}>
          <TextField
            label="申し送りメモ"
            description="受付と入館の画面に表示される短いメモ（200文字まで）"
            {...text('memo')}
          />
          <TextArea label="メモ" maxCharacters={2000} {...text('notes')} value={values.notes} />
        </FormSection>

        <FormActions>
          <Button variant="ghost" onPress={() => navigate(detail)} isDisabled={saving}>
            やめる
          </Button>
          <Button type="submit" variant="primary" icon={<Save aria-hidden="true" />} isLoading={saving}>
            {customer ? '保存' : '登録'}
          </Button>
        </FormActions>
      </Form>
    </>
  );
}

/** 基本情報: names, birth date (with the age it makes), gender, member number, joining day, grade, photo. */
function BasicsSection({
  form,
  customer,
  age,
}: {
  form: SchemaForm<CustomerValues, CustomerFormValues>;
  customer: CustomerDetail | undefined;
  age: number | undefined;
}) {
  const { values, errors, text } = form;
  const options = useCustomerFormOptions();
  // The number a new customer saved without one would get now (a hint: it is given when saved).
  const next = useNextMemberNumber(!customer);
  const minor = age !== undefined && age < ADULT_AGE;
  return (
    <FormSection title="基本情報">
      <TextField label="姓" isRequired autoComplete="off" {...text('family_name')} />
      <TextField label="名" isRequired autoComplete="off" {...text('given_name')} />
      <TextField
        label="姓（カナ）"
        isRequired
        description="ひらがなで入力してもカタカナに変換します"
        {...text('family_name_kana', convertKana)}
      />
      <TextField
        label="名（カナ）"
        isRequired
        description="ひらがなで入力してもカタカナに変換します"
        {...text('given_name_kana', convertKana)}
      />
      <DatePicker
        label="生年月日"
        value={values.birth_date || null}
        maxValue={todayInTokyo()}
        onChange={(value) => {
          form.set('birth_date', value ?? '');
          form.touch('birth_date');
        }}
        {...(age === undefined ? {} : { description: `${age}歳${minor ? '（未成年）' : ''}` })}
        errorMessage={errors.birth_date}
      />
      <RadioGroup
        label="性別"
        name="gender"
        options={[
          ...(['male', 'female', 'other'] as const).map((g) => ({ value: g, label: genderLabels[g] })),
          { value: NO_GENDER, label: '未回答' },
        ]}
        value={values.gender || NO_GENDER}
        onChange={(value) => form.set('gender', value === NO_GENDER ? '' : value)}
        errorMessage={errors.gender}
      />
      <TextField
        label="会員番号"
        description={
          customer
            ? '店舗内で重複しない番号'
            : `空欄なら自動で採番します${next.data ? `（次の番号: ${next.data.member_number}）` : ''}`
        }
        inputMode="numeric"
        {...text('member_number', toHalfWidth)}
      />
      <DatePicker
        label="入会日"
        value={values.joined_on || null}
        onChange={(value) => {
          form.set('joined_on', value ?? '');
          form.touch('joined_on');
        }}
        errorMessage={errors.joined_on}
      />
      <Select
        label="級"
        name="grade_id"
        items={[
          { id: NO_GRADE, label: '未設定' },
          ...(options.data?.grades ?? []).map((g) => ({ id: String(g.id), label: g.name })),
        ]}
        selectedKey={values.grade_id || NO_GRADE}
        onSelectionChange={(key) => form.set('grade_id', key === NO_GRADE || key === null ? '' : String(key))}
        errorMessage={errors.grade_id}
      />
      <FieldSpan span="full">
        <AvatarUpload
          label="写真"
          value={values.avatar}
          currentUrl={customer?.photo_url}
          isCurrentRemoved={values.remove_avatar}
          onCurrentRemovedChange={(removed) => form.set('remove_avatar', removed)}
          onChange={(file) => {
            form.set('avatar', file);
            form.touch('avatar');
          }}
          description={`JPEG・PNG・GIF、${Math.round(AVATAR_MAX_BYTES / 1_024_000)}MBまで。入退館の画面に表示されます。`}
          errorMessage={errors.avatar}
        />
      </FieldSpan>
    </FormSection>
  );
}

/** 保護者: the guardian's name is required under 18 (the form says so once the birth date makes them a minor). */
function GuardianSection({
  minor,
  text,
}: {
  minor: boolean;
  text: SchemaForm<CustomerValues, CustomerFormValues>['text'];
}) {
  return (
    <FormSection
      title="保護者"
      description={
        minor ? '18歳未満の方は保護者の氏名が必須です。' : '18歳未満の方は保護者の氏名を登録してください。'
      }
      columns={2}
    >
      <TextField label="保護者氏名" isRequired={minor} {...text('guardian_name')} />
      <TextField
        label="保護者氏名（フリガナ）"
        description="ひらがなで入力してもカタカナに変換します"
        {...text('guardian_name_kana', convertKana)}
      />
      <TextField label="続柄" placeholder="例）母" {...text('guardian_relationship')} />
      <TextField label="保護者電話番号" type="tel" {...text('guardian_phone', normalizePhone)} />
    </FormSection>
  );
}
