import {
  isApiError,
  type MembershipRules,
  useMembershipRules,
  usePrograms,
  useUpdateMembershipRules,
} from '@kayoi/api-client';
import { mutationMessages } from '@kayoi/api-client/messages';
import { formatJapaneseDate, longMonthLabel } from '@kayoi/domain/calendar';
import { membershipMessages } from '@kayoi/domain/membership';
import {
  Alert,
  Badge,
  Button,
  Card,
  DataTable,
  type DataTableColumn,
  DescriptionList,
  ErrorState,
  formatYen,
  PageHeader,
  RadioGroup,
  Skeleton,
  Stack,
  TextField,
  useToast,
} from '@kayoi/ui';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { toHalfWidth } from '../../forms/address.ts';
import { failureText } from '../../forms/failure.ts';
import { href } from '../../routes/table.ts';

// 休会・退会のルール (issue 29 §3) in the store's school settings: the request deadline (前月N日まで), and so the
// first month a request made today affects, the longest 休会, whether a 休会 keeps the class place or releases it
// to the waiting list, and each program's 休会費 (a fee of the program, edited on its master page). Admins and
// managers open it (the route's roles, as the server's x-roles); ranges and messages are the server's.

interface Draft {
  request_deadline_day: string;
  max_pause_months: string;
  pause_keeps_seat: 'keep' | 'release';
}

const draftOf = (rules: MembershipRules): Draft => ({
  request_deadline_day: String(rules.request_deadline_day),
  max_pause_months: String(rules.max_pause_months),
  pause_keeps_seat: rules.pause_keeps_seat ? 'keep' : 'release',
});

/** A field's text as the API's value: digits a number; anything else goes as typed for the server to refuse. */
const numberOrText = (text: string): number => {
  const value = toHalfWidth(text);
  return (/^-?\d+$/.test(value) ? Number(value) : value) as number;
};

/** What a request made today gets, as the server computed it with the saved rules. */
const effects = (rules: MembershipRules) => [
  { term: '届け出の締切', description: `休会・退会する月の前月${rules.request_deadline_day}日まで` },
  { term: '今日の届け出で休会できる最初の月', description: longMonthLabel(rules.first_month) },
  {
    term: '今日の届け出で退会できる最も早い日',
    description: formatJapaneseDate(rules.withdrawal_effective_on),
  },
  { term: '休会の最長期間', description: `${rules.max_pause_months}か月` },
  {
    term: '休会中のクラスの席',
    description: rules.pause_keeps_seat
      ? '確保する（休会明けも同じクラス）'
      : '休会前日で終了し、キャンセル待ちの先頭の方にご案内する',
  },
];

const Fields = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(260px, 100%), 1fr));
  gap: ${({ theme }) => theme.space(4)};
`;

function RulesForm({ rules }: { rules: MembershipRules }) {
  const toast = useToast();
  const save = useUpdateMembershipRules();
  const [draft, setDraft] = useState<Draft>(() => draftOf(rules));
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      request_deadline_day: numberOrText(draft.request_deadline_day),
      max_pause_months: numberOrText(draft.max_pause_months),
      pause_keeps_seat: draft.pause_keeps_seat === 'keep',
    };
    save.mutate(input, {
      onSuccess: (saved) => {
        setErrors({});
        setFailure(null);
        setDraft(draftOf(saved));
        toast.success(membershipMessages.rulesSaved);
      },
      onError: (error) => {
        const message = failureText(error, mutationMessages.updateFailed);
        setErrors(isApiError(error) ? error.fieldErrors : {});
        setFailure(message);
        toast.error(message);
      },
    });
  };
  const field = (name: 'request_deadline_day' | 'max_pause_months') => ({
    value: draft[name],
    onChange: (value: string) => setDraft({ ...draft, [name]: value }),
    isInvalid: (errors[name]?.length ?? 0) > 0,
    errorMessage: errors[name]?.join(' '),
  });
  return (
    <form aria-label="休会・退会のルールの編集" onSubmit={submit}>
      <Stack $gap={4}>
        {failure ? <Alert tone="danger">{failure}</Alert> : null}
        <Fields>
          <TextField
            label="届け出の締切日（前月の何日まで）"
            description="例：10なら、1月からの休会・1月末の退会は12月10日までに届け出"
            inputMode="numeric"
            isRequired
            {...field('request_deadline_day')}
          />
          <TextField
            label="休会の最長期間（か月）"
            description="一度の届け出で休会できる月数"
            inputMode="numeric"
            isRequired
            {...field('max_pause_months')}
          />
        </Fields>
        <RadioGroup
          label="休会中のクラスの席"
          orientation="horizontal"
          options={[
            { value: 'keep', label: '確保する' },
            { value: 'release', label: 'キャンセル待ちの方へ譲る' },
          ]}
          value={draft.pause_keeps_seat}
          onChange={(value) => setDraft({ ...draft, pause_keeps_seat: value as Draft['pause_keeps_seat'] })}
          errorMessage={errors.pause_keeps_seat?.join(' ')}
        />
        <div>
          <Button type="submit" variant="primary" isLoading={save.isPending}>
            保存
          </Button>
        </div>
      </Stack>
    </form>
  );
}

type Program = NonNullable<ReturnType<typeof usePrograms>['data']>['data'][number];

const feeColumns: DataTableColumn<Program>[] = [
  {
    id: 'name',
    header: 'プログラム',
    isRowHeader: true,
    cell: (p) => <Link to={href('master/programs/:id/edit', { id: p.id })}>{p.name}</Link>,
  },
  { id: 'school', header: 'スクール', nowrap: true, cell: (p) => p.school.name },
  {
    id: 'monthly_fee',
    header: '月謝（税込）',
    nowrap: true,
    align: 'end',
    cell: (p) => (p.monthly_fee === null ? '—' : formatYen(p.monthly_fee)),
  },
  {
    id: 'pause_fee',
    header: '休会費（月額）',
    nowrap: true,
    align: 'end',
    cell: (p) => (p.pause_fee === null ? '—' : formatYen(p.pause_fee)),
  },
];

/** Each program's 休会費, billed for every month of a 休会; changed with the program's fees. */
function PauseFees() {
  const programs = usePrograms({ per_page: 100, is_active: true });
  return (
    <Card title="プログラムごとの休会費">
      <Stack $gap={3}>
        <p>
          休会の月は、月謝の代わりに休会費を請求します。休会費はプログラムの料金として、プログラム名から編集できます（適用月を指定して改定）。
        </p>
        {programs.isError ? (
          <ErrorState
            message={failureText(programs.error, 'プログラムを読み込めませんでした。')}
            onRetry={() => void programs.refetch()}
          />
        ) : (
          <DataTable
            aria-label="プログラムごとの休会費"
            columns={feeColumns}
            rows={programs.data?.data ?? []}
            getRowId={(p) => p.id}
            isLoading={programs.isPending}
            emptyState="プログラムがまだありません"
          />
        )}
      </Stack>
    </Card>
  );
}

/** master/membership-rules: the store's 休会・退会 rules and each program's 休会費. */
export function MembershipRulesPage() {
  const rules = useMembershipRules();
  return (
    <>
      <PageHeader
        title="休会・退会のルール"
        breadcrumbs={[
          { label: 'スクール一覧', href: href('master/schools') },
          { label: '休会・退会のルール' },
        ]}
        description="店舗の休会・退会の届け出の締切、休会の最長期間、休会中の席の扱いを設定します。会員の記録の「休会・退会の届け出」はこのルールで受け付けます。"
      />
      <Stack $gap={4}>
        <Card title="休会・退会のルール">
          {rules.isError ? (
            <ErrorState
              message={failureText(rules.error, '休会・退会のルールを読み込めませんでした。')}
              onRetry={() => void rules.refetch()}
            />
          ) : rules.isPending ? (
            <Skeleton height={200} />
          ) : (
            <Stack $gap={5}>
              {rules.data.is_default ? (
                <div>
                  <Badge tone="neutral">標準の設定（まだ変更されていません）</Badge>
                </div>
              ) : null}
              <DescriptionList items={effects(rules.data)} />
              <RulesForm rules={rules.data} />
            </Stack>
          )}
        </Card>
        <PauseFees />
      </Stack>
    </>
  );
}
