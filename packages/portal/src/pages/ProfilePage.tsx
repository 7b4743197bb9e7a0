import {
  type ContactChangeRequest,
  type FamilyProfile,
  lookupPostalCodeQueryOptions,
  useChangeFamilyPassword,
  useCreateFamilyChangeRequest,
  useFamilyProfile,
  useLogoutFamilyOtherSessions,
} from '@kayoi/api-client';
import {
  CONTACT_FIELD_LABELS,
  CONTACT_FIELDS,
  type ContactField,
  familyContactChangeFormSchema,
  familyPasswordChangeFormSchema,
} from '@kayoi/api-client/forms';
import { familyProfileMessages } from '@kayoi/api-client/messages';
import {
  Alert,
  Badge,
  Button,
  Card,
  DescriptionList,
  ErrorState,
  PageHeader,
  PasswordField,
  Skeleton,
  Stack,
  TextField,
} from '@kayoi/ui';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import { formatTokyoDateTime } from './dates.ts';
import { messageOf } from './errors.ts';
import { NotificationCard, NotificationDevicesCard } from './NotificationSettings.tsx';
import { Note, Shortcuts } from './parts.ts';

// プロフィール (issue 31): the account, each member's contact details with a change request the school approves,
// the notification settings, the password and 他の端末からログアウト. The server checks everything again.

type Member = FamilyProfile['members'][number];
type Outcome = { tone: 'success' | 'danger'; text: string };
type Errors = Partial<Record<string, string>>;

const LIMITS: Record<ContactField, number> = {
  phone: 20,
  mobile: 20,
  email: 100,
  postal_code: 10,
  prefecture: 20,
  city: 50,
  street_address: 100,
  building: 100,
};

const Changes = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.space(5)};
`;
const Row = styled.div`
  display: grid;
  grid-auto-flow: column;
  gap: ${({ theme }) => theme.space(2)};
`;

/** A zod result's first message per field. */
function errorsOf(issues: { path: PropertyKey[]; message: string }[]): Errors {
  const errors: Errors = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? '');
    errors[key] ??= issue.message;
  }
  return errors;
}

const show = (value: string | null) => value || '未登録';

function RequestState({ request }: { request: ContactChangeRequest }) {
  const list = (
    <Changes>
      {request.changes.map((c) => (
        <li key={c.field}>
          {CONTACT_FIELD_LABELS[c.field]}: {show(c.before)} → {show(c.after)}
        </li>
      ))}
    </Changes>
  );
  if (request.state === 'pending')
    return (
      <Stack $gap={2}>
        <div>
          <Badge tone="info">確認中</Badge> {formatTokyoDateTime(request.requested_at)} に申請
        </div>
        {list}
      </Stack>
    );
  if (request.state === 'rejected')
    return (
      <Alert tone="danger" title="前回の変更申請は承認されませんでした">
        理由: {request.reject_reason}
      </Alert>
    );
  if (request.state === 'approved')
    return <Note>前回の変更申請は {formatTokyoDateTime(request.decided_at ?? '')} に反映されました</Note>;
  return null;
}

/** The member's contact details as the form's text values. */
const valuesOf = (member: Member) =>
  Object.fromEntries(CONTACT_FIELDS.map((f) => [f, member.contact[f] ?? ''])) as Record<ContactField, string>;

function ContactForm({ member, onDone }: { member: Member; onDone: (outcome: Outcome) => void }) {
  const create = useCreateFamilyChangeRequest();
  const client = useQueryClient();
  const [values, setValues] = useState(() => valuesOf(member));
  const [errors, setErrors] = useState<Errors>({});
  const [lookup, setLookup] = useState<string | null>(null);
  const set = (field: ContactField) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const findAddress = async () => {
    const code = values.postal_code.normalize('NFKC').trim();
    if (!/^\d{3}-?\d{4}$/.test(code)) {
      setLookup('郵便番号を7桁で入力してください');
      return;
    }
    try {
      const [area] = await client.fetchQuery(lookupPostalCodeQueryOptions(code));
      if (!area) return;
      setValues((v) => ({ ...v, prefecture: area.prefecture, city: area.city, street_address: area.town }));
      setLookup(`住所を入力しました（${area.prefecture}${area.city}${area.town}）`);
    } catch (error) {
      setLookup(messageOf(error));
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = familyContactChangeFormSchema.safeParse(values);
    if (!parsed.success) {
      setErrors(errorsOf(parsed.error.issues));
      return;
    }
    setErrors({});
    try {
      await create.mutateAsync({
        customer_id: member.id,
        ...Object.fromEntries(CONTACT_FIELDS.map((f) => [f, parsed.data[f] ?? null])),
      });
      onDone({ tone: 'success', text: familyProfileMessages.changeRequested });
    } catch (error) {
      setErrors({ form: messageOf(error) });
    }
  };
  return (
    <form onSubmit={submit} noValidate aria-label={`${member.name}の連絡先の変更`}>
      <Stack $gap={3}>
        {errors.form ? <Alert tone="danger">{errors.form}</Alert> : null}
        {CONTACT_FIELDS.map((field) => (
          <Stack $gap={2} key={field}>
            <TextField
              label={CONTACT_FIELD_LABELS[field]}
              value={values[field]}
              onChange={set(field)}
              maxLength={LIMITS[field]}
              validationBehavior="aria"
              isInvalid={Boolean(errors[field])}
              errorMessage={errors[field]}
              {...(field === 'email' ? { type: 'email' as const, autoComplete: 'email' } : {})}
              {...(field === 'phone' || field === 'mobile' ? { type: 'tel' as const } : {})}
            />
            {field === 'postal_code' ? (
              <>
                <Button variant="secondary" onPress={findAddress}>
                  郵便番号から住所を入力
                </Button>
                {lookup ? <Note role="status">{lookup}</Note> : null}
              </>
            ) : null}
          </Stack>
        ))}
        <Note>スクールが確認したあとに反映されます。</Note>
        <Row>
          <Button variant="secondary" onPress={() => onDone({ tone: 'success', text: '' })}>
            やめる
          </Button>
          <Button type="submit" variant="primary" isLoading={create.isPending}>
            変更を申請する
          </Button>
        </Row>
      </Stack>
    </form>
  );
}

function MemberCard({ member }: { member: Member }) {
  const [editing, setEditing] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const c = member.contact;
  const address = [
    c.postal_code ? `〒${c.postal_code}` : '',
    c.prefecture,
    c.city,
    c.street_address,
    c.building,
  ]
    .filter(Boolean)
    .join(' ');
  const action = member.latest_request?.state === 'pending' ? '申請をやり直す' : '連絡先の変更を申請';
  return (
    <Card title={`${member.name}（${member.store.name}）`}>
      <Stack $gap={3}>
        {outcome?.text ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
        {editing ? (
          <ContactForm
            member={member}
            onDone={(done) => {
              setOutcome(done);
              setEditing(false);
            }}
          />
        ) : (
          <>
            <DescriptionList
              items={[
                { term: '電話番号', description: show(c.phone) },
                { term: '携帯電話番号', description: show(c.mobile) },
                { term: 'メールアドレス', description: show(c.email) },
                { term: '住所', description: address || '未登録' },
              ]}
            />
            {member.latest_request ? <RequestState request={member.latest_request} /> : null}
            <Button
              variant="secondary"
              fullWidth
              onPress={() => {
                setOutcome(null);
                setEditing(true);
              }}
              aria-label={`${member.name}の${action}`}
            >
              {action}
            </Button>
          </>
        )}
      </Stack>
    </Card>
  );
}

const NO_PASSWORDS = { current_password: '', password: '', password_confirmation: '' };

function AccountCard({ email }: { email: string }) {
  const change = useChangeFamilyPassword();
  const others = useLogoutFamilyOtherSessions();
  const [values, setValues] = useState(NO_PASSWORDS);
  const [errors, setErrors] = useState<Errors>({});
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const set = (key: keyof typeof NO_PASSWORDS) => (value: string) =>
    setValues((v) => ({ ...v, [key]: value }));
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = familyPasswordChangeFormSchema.safeParse(values);
    setErrors(parsed.success ? {} : errorsOf(parsed.error.issues));
    if (!parsed.success) return;
    try {
      await change.mutateAsync(values);
      setValues(NO_PASSWORDS);
      setOutcome({ tone: 'success', text: familyProfileMessages.passwordChanged });
    } catch (error) {
      setOutcome({ tone: 'danger', text: messageOf(error) });
    }
  };
  const logoutOthers = async () => {
    try {
      const { revoked } = await others.mutateAsync();
      setOutcome({ tone: 'success', text: `他の端末からログアウトしました（${revoked}台）` });
    } catch (error) {
      setOutcome({ tone: 'danger', text: messageOf(error) });
    }
  };
  const field = (
    key: keyof typeof NO_PASSWORDS,
    label: string,
    autoComplete: string,
    description?: string,
  ) => (
    <PasswordField
      label={label}
      autoComplete={autoComplete}
      validationBehavior="aria"
      value={values[key]}
      onChange={set(key)}
      isInvalid={Boolean(errors[key])}
      errorMessage={errors[key]}
      {...(description ? { description } : {})}
    />
  );
  return (
    <Card title="アカウント">
      <Stack $gap={4}>
        <DescriptionList items={[{ term: 'ログインID', description: email }]} />
        {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
        <form onSubmit={submit} noValidate aria-label="パスワードの変更">
          <Stack $gap={3}>
            {field('current_password', '現在のパスワード', 'current-password')}
            {field('password', '新しいパスワード', 'new-password', '8文字以上')}
            {field('password_confirmation', '新しいパスワード（確認）', 'new-password')}
            <Button type="submit" variant="primary" fullWidth isLoading={change.isPending}>
              パスワードを変更
            </Button>
          </Stack>
        </form>
        <Note>スマートフォンを紛失したときなどは、この端末以外のログインを終了できます。</Note>
        <Button variant="secondary" fullWidth isLoading={others.isPending} onPress={logoutOthers}>
          他の端末からログアウト
        </Button>
      </Stack>
    </Card>
  );
}

/** プロフィール: members' contact details (changes through the school), notifications, the account. */
export function ProfilePage() {
  const profile = useFamilyProfile();
  return (
    <Stack $gap={4}>
      <PageHeader title="プロフィール" description="連絡先の変更は、スクールの確認後に反映されます" />
      <Shortcuts aria-label="手続き">
        <Link to="/billing">請求・お支払い（明細・領収書）</Link>
        <Link to="/requests">休会・退会・クラスや口座の変更（各種申請）</Link>
        <Link to="/messages">スクールへのお問い合わせ</Link>
      </Shortcuts>
      {profile.isPending ? (
        <Skeleton height={240} radius="lg" />
      ) : profile.isError ? (
        <ErrorState message={messageOf(profile.error)} onRetry={() => void profile.refetch()} />
      ) : (
        <>
          {profile.data.members.map((member) => (
            <MemberCard key={member.id} member={member} />
          ))}
          <NotificationCard settings={profile.data.notification_settings} />
          <NotificationDevicesCard />
          <AccountCard email={profile.data.account.email} />
        </>
      )}
    </Stack>
  );
}
