import {
  isApiError,
  type SchoolClassRules,
  type SchoolClassRulesInput,
  useSchoolClassRules,
  useUpdateSchoolClassRules,
} from '@kayoi/api-client';
import { mutationMessages } from '@kayoi/api-client/messages';
import { classMessages } from '@kayoi/domain/messages';
import {
  Alert,
  Badge,
  Button,
  Card,
  DescriptionList,
  ErrorState,
  Skeleton,
  Stack,
  TextField,
  useToast,
} from '@kayoi/ui';
import { Pencil } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { toHalfWidth } from '../../forms/address.ts';
import { failureText } from '../../forms/failure.ts';
import { may } from '../../session/permissions.ts';
import { useSessionUser } from '../../session/session.tsx';

// 振替・在籍のルール on a school's master page (issue 14, coach side): how long a makeup credit lasts, how many a
// month, how late a makeup may be booked, how late a family may send 欠席連絡 on マイページ and how far ahead it may
// book a makeup there, how long a freed seat is held for the waiting list, and the monthly class-change deadline. Everyone of the store reads them; admins and managers change them (the server decides,
// PUT is x-roles admin/manager, and its ranges and messages are the server's).

type Field = keyof SchoolClassRulesInput;

const FIELDS: { name: Field; label: string; description: string; optional?: boolean }[] = [
  {
    name: 'makeup_validity_months',
    label: '振替権の有効期限（か月）',
    description: '欠席したレッスンの月から何か月後の月末まで使えるか（0：その月の末まで）',
  },
  {
    name: 'cancelled_validity_months',
    label: '休講の振替権の有効期限（か月）',
    description: '休講にしたレッスンの月から何か月後の月末まで使えるか',
  },
  {
    name: 'makeup_quota_per_weekly_lesson',
    label: '月の振替上限（週1回あたり）',
    description: '欠席で付与する振替権の月の上限。週2回のプログラムはこの2倍',
  },
  {
    name: 'booking_cutoff_minutes',
    label: '振替予約の締切（分前）',
    description: 'レッスン開始の何分前まで振替を予約できるか',
  },
  {
    name: 'absence_cutoff_minutes',
    label: 'マイページの欠席連絡の締切（分前）',
    description: 'ご家庭がマイページから欠席連絡できるのはレッスン開始の何分前までか（過ぎたらお電話）',
  },
  {
    name: 'makeup_booking_window_days',
    label: 'マイページの振替予約の期間（日先まで）',
    description:
      'ご家庭がマイページから振替を予約できるのは今日から何日先のレッスンまでか（受付では制限なし）',
  },
  {
    name: 'waitlist_hold_hours',
    label: 'キャンセル待ちの確保時間（時間）',
    description: '空いた席を順番の来た方のために確保しておく時間',
  },
  {
    name: 'change_deadline_day',
    label: '変更締切日（毎月）',
    description: 'この日までの曜日変更は翌月から、過ぎたら翌々月から。空欄は締切なし',
    optional: true,
  },
];

const monthsText = (months: number, from: string) =>
  months === 0
    ? `${from}の月末まで`
    : months === 1
      ? `${from}の翌月末まで`
      : `${from}の${months}か月後の月末まで`;

/** The rules as a head coach reads them. */
const summary = (rules: SchoolClassRules) => [
  { term: '振替権の有効期限', description: monthsText(rules.makeup_validity_months, '欠席した月') },
  { term: '休講の振替権の有効期限', description: monthsText(rules.cancelled_validity_months, '休講の月') },
  {
    term: '月の振替上限',
    description: `週1回のプログラムで月${rules.makeup_quota_per_weekly_lesson}回（週の回数に比例）`,
  },
  { term: '振替予約の締切', description: `レッスン開始の${rules.booking_cutoff_minutes}分前まで` },
  {
    term: 'マイページの欠席連絡',
    description: `レッスン開始の${rules.absence_cutoff_minutes}分前まで`,
  },
  { term: 'マイページの振替予約', description: `${rules.makeup_booking_window_days}日先のレッスンまで` },
  { term: 'キャンセル待ちの確保時間', description: `${rules.waitlist_hold_hours}時間` },
  {
    term: '変更締切日',
    description:
      rules.change_deadline_day === null
        ? '締切なし（いつでも翌月から）'
        : `毎月${rules.change_deadline_day}日（過ぎたら翌々月から）`,
  },
];

type Draft = Record<Field, string>;

const draftOf = (rules: SchoolClassRules): Draft =>
  Object.fromEntries(
    FIELDS.map(({ name }) => [name, rules[name] === null ? '' : String(rules[name])]),
  ) as Draft;

/** A field's text as the API's value: blank is null, digits a number; anything else goes as typed for the server to refuse. */
const inputValue = (text: string): number | string | null => {
  const trimmed = toHalfWidth(text);
  if (trimmed === '') return null;
  return /^-?\d+$/.test(trimmed) ? Number(trimmed) : trimmed;
};

export function SchoolRulesCard({ schoolId }: { schoolId: number }) {
  const user = useSessionUser();
  const rules = useSchoolClassRules(schoolId);
  const [draft, setDraft] = useState<Draft | null>(null);
  const mayEdit = may(user.role, 'updateSchoolClassRules');
  return (
    <Card
      title="振替・在籍のルール"
      actions={
        rules.data && !draft && mayEdit ? (
          <Button icon={<Pencil aria-hidden="true" />} onPress={() => setDraft(draftOf(rules.data))}>
            ルールを編集
          </Button>
        ) : null
      }
    >
      {rules.isError ? (
        <ErrorState
          message={failureText(rules.error, '振替・在籍のルールを読み込めませんでした。')}
          onRetry={() => void rules.refetch()}
        />
      ) : rules.isPending ? (
        <Skeleton height={160} />
      ) : draft ? (
        <RulesForm schoolId={schoolId} draft={draft} setDraft={setDraft} onDone={() => setDraft(null)} />
      ) : (
        <Stack $gap={3}>
          {rules.data.is_default ? (
            <div>
              <Badge tone="neutral">標準の設定（まだ変更されていません）</Badge>
            </div>
          ) : null}
          <DescriptionList items={summary(rules.data)} />
        </Stack>
      )}
    </Card>
  );
}

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(260px, 100%), 1fr));
  gap: ${({ theme }) => theme.space(4)};
`;

function RulesForm({
  schoolId,
  draft,
  setDraft,
  onDone,
}: {
  schoolId: number;
  draft: Draft;
  setDraft: (draft: Draft) => void;
  onDone: () => void;
}) {
  const toast = useToast();
  const save = useUpdateSchoolClassRules();
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const submit = () => {
    const input = Object.fromEntries(
      FIELDS.map(({ name }) => [name, inputValue(draft[name])]),
    ) as unknown as SchoolClassRulesInput;
    save.mutate(
      { schoolId, input },
      {
        onSuccess: () => {
          toast.success(classMessages.rulesUpdated);
          onDone();
        },
        onError: (error) => {
          const message = failureText(error, mutationMessages.updateFailed);
          setErrors(isApiError(error) ? error.fieldErrors : {});
          setFailure(message);
          toast.error(message);
        },
      },
    );
  };
  return (
    <form
      aria-label="振替・在籍のルールの編集"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack $gap={4}>
        {failure ? <Alert tone="danger">{failure}</Alert> : null}
        <Fields>
          {FIELDS.map((field) => (
            <TextField
              key={field.name}
              label={field.label}
              description={field.description}
              inputMode="numeric"
              isRequired={!field.optional}
              value={draft[field.name]}
              onChange={(value) => setDraft({ ...draft, [field.name]: value })}
              isInvalid={(errors[field.name]?.length ?? 0) > 0}
              errorMessage={errors[field.name]?.join(' ')}
            />
          ))}
        </Fields>
        <Stack $direction="row" $gap={2}>
          <Button type="submit" variant="primary" isLoading={save.isPending}>
            保存
          </Button>
          <Button onPress={onDone} isDisabled={save.isPending}>
            やめる
          </Button>
        </Stack>
      </Stack>
    </form>
  );
}
