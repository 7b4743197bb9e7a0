import {
  listStoresQueryOptions,
  type StaffDetail,
  useCreateStaff,
  useStaff,
  useUpdateStaff,
} from '@kayoi/api-client';
import { type StaffFormValues, staffFormSchema } from '@kayoi/api-client/forms';
import { genderLabels, mutationMessages, roleLabels, staffMessages } from '@kayoi/api-client/messages';
import { convertKana } from '@kayoi/domain/kana';
import {
  Button,
  Checkbox,
  DatePicker,
  FieldSpan,
  FormActions,
  FormSection,
  IconButton,
  PageHeader,
  RadioGroup,
  Select,
  Stack,
  Switch,
  TextField,
  useToast,
} from '@kayoi/ui';
import { useQuery } from '@tanstack/react-query';
import { Plus, Save, Trash2 } from 'lucide-react';
import type { FormEvent } from 'react';
import { Form } from 'react-aria-components';
import { useNavigate, useParams } from 'react-router';
import { failureText } from '../../forms/failure.ts';
import { useUnsavedChangesWarning } from '../../forms/UnsavedChangesGuard.tsx';
import { type SchemaForm, useSchemaForm } from '../../forms/useSchemaForm.ts';
import { href, type Role } from '../../routes/table.ts';
import { useSessionUser } from '../../session/session.tsx';
import { RecordQuery } from '../RecordStates.tsx';
import { rolesUpTo } from './status.ts';

interface QualificationValues {
  name: string;
  certificate_number: string;
  acquired_on: string;
  expires_on: string;
}

interface StaffValues extends Record<string, unknown> {
  name: string;
  name_kana: string;
  email: string;
  role: string;
  store_id: string;
  gender: string;
  is_instructor: boolean;
  qualifications: QualificationValues[];
  send_invitation: boolean;
}

const emptyQualification = (): QualificationValues => ({
  name: '',
  certificate_number: '',
  acquired_on: '',
  expires_on: '',
});

const valuesOf = (s: StaffDetail): StaffValues => ({
  name: s.name,
  name_kana: s.name_kana ?? '',
  email: s.email,
  role: s.role,
  store_id: s.store_id ? String(s.store_id) : '',
  gender: s.gender ?? '',
  is_instructor: s.is_instructor ?? false,
  qualifications: (s.qualifications ?? []).map((q) => ({
    name: q.name,
    certificate_number: q.certificate_number ?? '',
    acquired_on: q.acquired_on ?? '',
    expires_on: q.expires_on ?? '',
  })),
  send_invitation: false,
});

const LIST = href('master/staffs');
const NO_GENDER = 'none';
const QUALIFICATIONS_MAX = 20;

/** master/staffs/new and master/staffs/{id}/edit: the staff account form. */
export function StaffFormPage({ mode }: { mode: 'new' | 'edit' }) {
  const id = Number(useParams().id);
  if (mode === 'new') return <StaffForm />;
  return <EditLoader id={id} />;
}

function EditLoader({ id }: { id: number }) {
  return (
    <RecordQuery
      query={useStaff(id)}
      title="スタッフ編集"
      parent={{ label: 'スタッフ一覧', href: LIST }}
      noun="スタッフ"
    >
      {(staff) => <StaffForm staff={staff} />}
    </RecordQuery>
  );
}

function StaffForm({ staff }: { staff?: StaffDetail }) {
  const user = useSessionUser();
  const navigate = useNavigate();
  const toast = useToast();
  const create = useCreateStaff();
  const update = useUpdateStaff();
  const saving = create.isPending || update.isPending;
  const form = useSchemaForm<StaffValues, StaffFormValues>(staffFormSchema, () =>
    staff
      ? valuesOf(staff)
      : {
          name: '',
          name_kana: '',
          email: '',
          role: 'staff',
          store_id: user.store_id ? String(user.store_id) : '',
          gender: '',
          is_instructor: false,
          qualifications: [],
          send_invitation: true,
        },
  );
  useUnsavedChangesWarning(form);
  const detail = staff ? href('master/staffs/:id', { id: staff.id }) : LIST;
  const title = staff ? `${staff.name}さんの情報を編集` : 'スタッフ登録';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    const parsed = form.validate();
    if (!parsed) return;
    const input = { ...parsed, store_id: parsed.store_id ?? null };
    const failed = (error: Error, fallback: string) => {
      form.refused(error);
      toast.error(failureText(error, fallback));
    };
    if (staff) {
      const { send_invitation: _unused, ...fields } = input;
      update.mutate(
        { id: staff.id, input: fields },
        {
          onSuccess: () => {
            form.markSaved();
            toast.success(staffMessages.updated);
            navigate(detail);
          },
          onError: (error) => failed(error, mutationMessages.updateFailed),
        },
      );
    } else {
      create.mutate(input, {
        onSuccess: (created) => {
          form.markSaved();
          toast.success(
            staffMessages.created,
            input.send_invitation ? `${created.email} に招待メールを送信しました` : undefined,
          );
          navigate(href('master/staffs/:id', { id: created.id }));
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
          { label: 'マスタ' },
          { label: 'スタッフ一覧', href: LIST },
          ...(staff ? [{ label: staff.name, href: detail }, { label: '編集' }] : [{ label: '新規登録' }]),
        ]}
      />
      <Form ref={form.formRef} validationBehavior="aria" onSubmit={submit} aria-label={title}>
        <BasicsSection form={form} isNew={!staff} />
        <RoleAndStoreSection form={form} staff={staff} />

        <QualificationFields form={form} />

        <FormActions>
          <Button variant="ghost" onPress={() => navigate(detail)} isDisabled={saving}>
            やめる
          </Button>
          <Button type="submit" variant="primary" icon={<Save aria-hidden="true" />} isLoading={saving}>
            {staff ? '保存' : '登録'}
          </Button>
        </FormActions>
      </Form>
    </>
  );
}

type StaffFormState = SchemaForm<StaffValues, StaffFormValues>;

/** 基本情報: name and kana, the login e-mail, gender. */
function BasicsSection({ form, isNew }: { form: StaffFormState; isNew: boolean }) {
  const { values, errors, text } = form;
  return (
    <FormSection title="基本情報">
      <TextField label="氏名" isRequired autoComplete="off" placeholder="例）山田 太郎" {...text('name')} />
      <TextField
        label="フリガナ"
        isRequired
        description="ひらがなで入力してもカタカナに変換します"
        {...text('name_kana', convertKana)}
      />
      <TextField
        label="メールアドレス"
        type="email"
        isRequired
        description={isNew ? 'ログインIDになり、招待メールが届きます' : 'ログインIDになります'}
        {...text('email')}
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
    </FormSection>
  );
}

/** 権限と所属: the role (never one's own), the store (admins only choose it), 指導員, and the invitation. */
function RoleAndStoreSection({ form, staff }: { form: StaffFormState; staff: StaffDetail | undefined }) {
  const user = useSessionUser();
  const { values, errors } = form;
  // The store list is the administrators' (a manager's staff join the manager's store).
  const stores = useQuery({ ...listStoresQueryOptions(), enabled: user.role === 'admin' });
  const ownAccount = staff?.id === user.id;
  // Only admins place an account in another store (the server's rule).
  const storeChoice = user.role === 'admin';
  return (
    <FormSection title="権限と所属">
      <Select
        label="権限"
        name="role"
        isRequired
        isDisabled={ownAccount}
        {...(ownAccount ? { description: '自分自身の権限は変更できません' } : {})}
        items={rolesUpTo(user.role).map((role: Role) => ({ id: role, label: roleLabels[role] }))}
        selectedKey={values.role || null}
        onSelectionChange={(key) => form.set('role', key === null ? '' : String(key))}
        errorMessage={errors.role}
      />
      {storeChoice ? (
        <Select
          label="所属店舗"
          name="store_id"
          items={(stores.data ?? []).map((s) => ({ id: String(s.id), label: s.name }))}
          isLoading={stores.isPending}
          selectedKey={values.store_id || null}
          onSelectionChange={(key) => form.set('store_id', key === null ? '' : String(key))}
          errorMessage={errors.store_id}
        />
      ) : (
        <TextField
          label="所属店舗"
          isReadOnly
          value={staff?.store ?? user.store ?? ''}
          description="他の店舗への登録・移動は管理者が行います"
        />
      )}
      <FieldSpan span="full">
        <Switch
          isSelected={values.is_instructor}
          onChange={(selected) => form.set('is_instructor', selected)}
        >
          指導員（レッスンを担当する）
        </Switch>
      </FieldSpan>
      {staff ? null : (
        <FieldSpan span="full">
          <Checkbox
            isSelected={values.send_invitation}
            onChange={(selected) => form.set('send_invitation', selected)}
          >
            登録後すぐに招待メールを送る（本人がパスワードを設定します）
          </Checkbox>
        </FieldSpan>
      )}
    </FormSection>
  );
}

/** 資格: a list the user grows and shrinks; each line judged like the rest of the form. */
function QualificationFields({ form }: { form: SchemaForm<StaffValues, StaffFormValues> }) {
  const list = form.values.qualifications;
  const change = (index: number, patch: Partial<QualificationValues>) =>
    form.set(
      'qualifications',
      list.map((q, i) => (i === index ? { ...q, ...patch } : q)),
    );
  const error = (index: number, field: keyof QualificationValues) =>
    form.errors[`qualifications.${index}.${field}`];
  return (
    <FormSection title="資格" description="指導員資格や救急法など（20件まで）" columns={1}>
      {list.length === 0 ? <p style={{ margin: 0 }}>資格は登録されていません。</p> : null}
      {list.map((q, index) => (
        // Lines have no id until saved: their place is who they are while the form is open.
        <Stack
          key={index}
          $direction="row"
          $gap={3}
          $wrap
          $align="end"
          role="group"
          aria-label={`資格${index + 1}`}
        >
          <TextField
            label="資格名"
            isRequired
            value={q.name}
            onChange={(name) => change(index, { name })}
            onBlur={() => form.touch('qualifications')}
            errorMessage={error(index, 'name')}
          />
          <TextField
            label="認定番号"
            value={q.certificate_number}
            onChange={(certificate_number) => change(index, { certificate_number })}
            onBlur={() => form.touch('qualifications')}
            errorMessage={error(index, 'certificate_number')}
          />
          <DatePicker
            label="取得日"
            value={q.acquired_on || null}
            onChange={(value) => {
              change(index, { acquired_on: value ?? '' });
              form.touch('qualifications');
            }}
            errorMessage={error(index, 'acquired_on')}
          />
          <DatePicker
            label="有効期限"
            value={q.expires_on || null}
            onChange={(value) => {
              change(index, { expires_on: value ?? '' });
              form.touch('qualifications');
            }}
            errorMessage={error(index, 'expires_on')}
          />
          <IconButton
            label={`資格${index + 1}を削除`}
            icon={<Trash2 aria-hidden="true" />}
            onPress={() =>
              form.set(
                'qualifications',
                list.filter((_, i) => i !== index),
              )
            }
          />
        </Stack>
      ))}
      <div>
        <Button
          variant="secondary"
          size="sm"
          icon={<Plus aria-hidden="true" />}
          isDisabled={list.length >= QUALIFICATIONS_MAX}
          onPress={() => form.set('qualifications', [...list, emptyQualification()])}
        >
          資格を追加
        </Button>
      </div>
    </FormSection>
  );
}
