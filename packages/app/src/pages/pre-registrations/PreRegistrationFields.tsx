import type { PreRegistration, PreRegistrationFormOptions } from '@kayoi/api-client';
import { isMinorApplicant } from '@kayoi/api-client/forms';
import { genderLabels } from '@kayoi/api-client/messages';
import { todayInTokyo } from '@kayoi/domain/calendar';
import { AVATAR_MAX_BYTES } from '@kayoi/domain/constants';
import { normalizePhone } from '@kayoi/domain/contact';
import { convertKana } from '@kayoi/domain/kana';
import {
  AvatarUpload,
  DatePicker,
  FieldSpan,
  FormSection,
  formatYen,
  RadioGroup,
  Select,
  TextArea,
  TextField,
} from '@kayoi/ui';
import { AddressFields } from '../../forms/AddressFields.tsx';
import type { SchemaForm } from '../../forms/useSchemaForm.ts';

/** The pre-registration fields as the form holds them (selects as keys, dates as 'YYYY-MM-DD' or ''). */
export interface PreRegistrationValues extends Record<string, unknown> {
  store_id: string;
  avatar: File | null;
  family_name: string;
  given_name: string;
  family_name_kana: string;
  given_name_kana: string;
  birth_date: string;
  gender: '' | 'male' | 'female' | 'other';
  phone: string;
  mobile: string;
  email: string;
  postal_code: string;
  region: string;
  prefecture: string;
  city: string;
  street_address: string;
  building: string;
  desired_program_id: string;
  desired_join_date: string;
  desired_visit_date: string;
  guardian_name: string;
  guardian_name_kana: string;
  guardian_relationship: string;
  guardian_phone: string;
  notes: string;
}

export const emptyPreRegistration = (storeId = ''): PreRegistrationValues => ({
  store_id: storeId,
  avatar: null,
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
  region: '',
  prefecture: '',
  city: '',
  street_address: '',
  building: '',
  desired_program_id: '',
  desired_join_date: '',
  desired_visit_date: '',
  guardian_name: '',
  guardian_name_kana: '',
  guardian_relationship: '',
  guardian_phone: '',
  notes: '',
});

/** A stored record as the edit form's starting values. */
export function valuesOf(record: PreRegistration): PreRegistrationValues {
  return {
    store_id: String(record.store_id),
    avatar: null,
    family_name: record.family_name,
    given_name: record.given_name,
    family_name_kana: record.family_name_kana,
    given_name_kana: record.given_name_kana,
    birth_date: record.birth_date,
    gender: record.gender,
    phone: record.phone ?? '',
    mobile: record.mobile,
    email: record.email,
    postal_code: record.postal_code,
    region: record.region ?? '',
    prefecture: record.prefecture,
    city: record.city,
    street_address: record.street_address,
    building: record.building ?? '',
    desired_program_id: record.desired_program_id === null ? '' : String(record.desired_program_id),
    desired_join_date: record.desired_join_date ?? '',
    desired_visit_date: record.desired_visit_date ?? '',
    guardian_name: record.guardian_name ?? '',
    guardian_name_kana: record.guardian_name_kana ?? '',
    guardian_relationship: record.guardian_relationship ?? '',
    guardian_phone: record.guardian_phone ?? '',
    notes: record.notes ?? '',
  };
}

const NO_PROGRAM = 'none';
const genderOptions = (['male', 'female', 'other'] as const).map((value) => ({
  value,
  label: genderLabels[value],
}));
const AVATAR_HINT = `JPEG・PNG・GIF、${Math.round(AVATAR_MAX_BYTES / 1_024_000)}MBまで（任意）`;

/** The Tokyo day before today, 'YYYY-MM-DD' (a birth date is strictly before today). */
function yesterday(): string {
  const day = new Date(`${todayInTokyo()}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - 1);
  return day.toISOString().slice(0, 10);
}

export interface PreRegistrationFieldsProps {
  form: SchemaForm<PreRegistrationValues, unknown>;
  options: PreRegistrationFormOptions | undefined;
  /** The photo already on record (staff edit). */
  avatarUrl?: string | null;
  /** The record's postal code when editing: its address is not looked up again. */
  initialPostalCode?: string;
  /** Staff see the fields in their own words (お客様 → 申込者). */
  audience: 'visitor' | 'staff';
}

/**
 * The fields of a pre-registration (seed §3, §5), shared by the public form and the staff edit form: store and
 * program from the public options, names with kana converted for the user, dates by Tokyo day, address by
 * postal code, the photo.
 */
export function PreRegistrationFields({
  form,
  options,
  avatarUrl,
  initialPostalCode,
  audience,
}: PreRegistrationFieldsProps) {
  const { values, errors } = form;
  const person = audience === 'visitor' ? 'お客様' : '申込者';
  // A child's form is filled in by a parent: the guardian is asked for as soon as the birth date says under 18.
  const minor = isMinorApplicant(values.birth_date);
  const guardianRequired = minor && audience === 'visitor';

  return (
    <>
      <WishSection form={form} options={options} />
      <PersonSection form={form} person={person} avatarUrl={avatarUrl} />
      {minor || values.guardian_name ? <GuardianSection form={form} isRequired={guardianRequired} /> : null}
      <ContactSection form={form} />

      <FormSection title="ご住所">
        <AddressFields form={form} isRequired withRegion initialPostalCode={initialPostalCode ?? ''} />
      </FormSection>

      <FormSection title="ご質問・ご要望" columns={1}>
        <TextArea
          label="備考"
          name="notes"
          placeholder={audience === 'visitor' ? '泳力やご不安な点など、ご自由にお書きください' : undefined}
          value={values.notes}
          onChange={(value) => form.set('notes', value)}
          onBlur={() => form.touch('notes')}
          errorMessage={errors.notes}
        />
      </FormSection>
    </>
  );
}

type Form = PreRegistrationFieldsProps['form'];

/** The store and program wanted, and the days to visit and to join. */
function WishSection({ form, options }: { form: Form; options: PreRegistrationFormOptions | undefined }) {
  const { values, errors } = form;
  const today = todayInTokyo();
  const stores = options?.stores ?? [];
  const programs = (options?.programs ?? []).filter((p) => String(p.store_id) === values.store_id);
  return (
    <FormSection title="ご希望の店舗・プログラム">
      <Select
        label="店舗"
        name="store_id"
        isRequired
        placeholder="選択してください"
        isLoading={!options}
        items={stores.map((s) => ({ id: String(s.id), label: s.name }))}
        selectedKey={values.store_id || null}
        onSelectionChange={(key) => {
          const storeId = key === null ? '' : String(key);
          const keepsProgram = (options?.programs ?? []).some(
            (p) => String(p.store_id) === storeId && String(p.id) === values.desired_program_id,
          );
          form.patch({ store_id: storeId, ...(keepsProgram ? {} : { desired_program_id: '' }) });
          form.touch('store_id');
        }}
        errorMessage={errors.store_id}
      />
      <Select
        label="希望プログラム"
        name="desired_program_id"
        isDisabled={!values.store_id}
        description={values.store_id ? undefined : '店舗を選ぶと選べます'}
        items={[
          { id: NO_PROGRAM, label: '未定・相談したい' },
          ...programs.map((p) => ({
            id: String(p.id),
            label: `${p.name}（月額 ${formatYen(p.monthly_fee)}）`,
          })),
        ]}
        selectedKey={values.desired_program_id || NO_PROGRAM}
        onSelectionChange={(key) =>
          form.set('desired_program_id', key === null || key === NO_PROGRAM ? '' : String(key))
        }
        errorMessage={errors.desired_program_id}
      />
      <DatePicker
        label="見学希望日"
        value={values.desired_visit_date || null}
        minValue={today}
        onChange={(value) => {
          form.set('desired_visit_date', value ?? '');
          form.touch('desired_visit_date');
        }}
        description="今日以降の日付"
        errorMessage={errors.desired_visit_date}
      />
      <DatePicker
        label="入会希望日"
        value={values.desired_join_date || null}
        minValue={today}
        onChange={(value) => {
          form.set('desired_join_date', value ?? '');
          form.touch('desired_join_date');
        }}
        description="今日以降の日付"
        errorMessage={errors.desired_join_date}
      />
    </FormSection>
  );
}

/** The person who will come to the school: names with kana, birth date, gender, photo. */
function PersonSection({
  form,
  person,
  avatarUrl,
}: {
  form: Form;
  person: string;
  avatarUrl: string | null | undefined;
}) {
  const { values, errors, text } = form;
  return (
    <FormSection title={`${person}情報`} description="スクールに通われるご本人の情報をご記入ください。">
      <TextField
        label="姓"
        isRequired
        autoComplete="family-name"
        placeholder="例）山田"
        {...text('family_name')}
      />
      <TextField
        label="名"
        isRequired
        autoComplete="given-name"
        placeholder="例）花子"
        {...text('given_name')}
      />
      <TextField
        label="姓（カナ）"
        isRequired
        placeholder="例）ヤマダ"
        description="ひらがなで入力してもカタカナに変換します"
        {...text('family_name_kana', convertKana)}
      />
      <TextField
        label="名（カナ）"
        isRequired
        placeholder="例）ハナコ"
        description="ひらがなで入力してもカタカナに変換します"
        {...text('given_name_kana', convertKana)}
      />
      <DatePicker
        label="生年月日"
        isRequired
        value={values.birth_date || null}
        maxValue={yesterday()}
        onChange={(value) => {
          form.set('birth_date', value ?? '');
          form.touch('birth_date');
        }}
        errorMessage={errors.birth_date}
      />
      <RadioGroup
        label="性別"
        name="gender"
        isRequired
        options={genderOptions}
        value={values.gender || null}
        onChange={(value) => {
          form.set('gender', value as PreRegistrationValues['gender']);
          form.touch('gender');
        }}
        errorMessage={errors.gender}
      />
      <FieldSpan span="full">
        <AvatarUpload
          label="顔写真"
          value={values.avatar}
          currentUrl={avatarUrl}
          onChange={(file) => {
            form.set('avatar', file);
            form.touch('avatar');
          }}
          description={AVATAR_HINT}
          errorMessage={errors.avatar}
        />
      </FieldSpan>
    </FormSection>
  );
}

/** The guardian of a child applicant; `isRequired` on the public form. */
function GuardianSection({ form, isRequired }: { form: Form; isRequired: boolean }) {
  const { text } = form;
  return (
    <FormSection
      title="保護者"
      description={
        isRequired
          ? '18歳未満の方のお申し込みには、保護者の方の情報が必要です。'
          : '18歳未満の方は保護者の情報を登録してください。'
      }
    >
      <TextField
        label="保護者氏名"
        isRequired={isRequired}
        autoComplete="name"
        placeholder="例）山田 洋子"
        {...text('guardian_name')}
      />
      <TextField
        label="保護者氏名（フリガナ）"
        isRequired={isRequired}
        placeholder="例）ヤマダ ヨウコ"
        description="ひらがなで入力してもカタカナに変換します"
        {...text('guardian_name_kana', convertKana)}
      />
      <TextField
        label="続柄"
        isRequired={isRequired}
        placeholder="例）母"
        {...text('guardian_relationship')}
      />
      <TextField
        label="保護者電話番号"
        isRequired={isRequired}
        type="tel"
        autoComplete="tel"
        placeholder="例）090-1234-5678"
        {...text('guardian_phone', normalizePhone)}
      />
    </FormSection>
  );
}

function ContactSection({ form }: { form: Form }) {
  const { text } = form;
  return (
    <FormSection title="連絡先">
      <TextField
        label="携帯電話番号"
        isRequired
        type="tel"
        autoComplete="tel"
        placeholder="例）090-1234-5678"
        {...text('mobile', normalizePhone)}
      />
      <TextField
        label="電話番号"
        type="tel"
        placeholder="例）03-1234-5678"
        description="固定電話がある場合"
        {...text('phone', normalizePhone)}
      />
      <FieldSpan span="full">
        <TextField
          label="メールアドレス"
          isRequired
          type="email"
          autoComplete="email"
          placeholder="例）yamada@example.jp"
          {...text('email')}
        />
      </FieldSpan>
    </FormSection>
  );
}
