import {
  type FamilyMembershipOptions,
  type FamilyMembershipRequest,
  useCancelFamilyMembershipRequest,
  useCreateFamilyMembershipRequest,
  useFamilyMembershipRequests,
} from '@kayoi/api-client';
import {
  Alert,
  Badge,
  Button,
  Card,
  ConfirmDialog,
  ErrorState,
  PageHeader,
  RadioGroup,
  Select,
  Skeleton,
  Stack,
  TextArea,
} from '@kayoi/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { useSearchParams } from 'wouter';
import { formatTokyoDateTime, monthLabel } from './dates.ts';
import { messageOf } from './errors.ts';
import { Note, RowItem as Row, RowList as Rows } from './parts.ts';

// 各種申請 (issue 32): a family asks for a member's 休会, 退会, コース変更, 曜日変更 or 口座変更. The rules that apply to a
// request sent today — the deadline, the longest 休会, the earliest 退会 day, the classes with a seat free for a
// change — are the server's, shown before sending; the server checks the request again and the school approves or
// declines it. A 口座変更 carries only a reason (the school hands over the paper 口座振替依頼書; no bank data is typed
// here). The family sees each request's state and may take back one still pending.

type Member = FamilyMembershipOptions['members'][number];
type Place = Member['classes'][number];
type Choice = Place['day_changes'][number];
type Kind = FamilyMembershipRequest['kind'];
type Outcome = { tone: 'success' | 'danger'; text: string };

const KINDS: Record<Kind, string> = {
  pause: '休会',
  withdraw: '退会',
  course_change: 'コース変更',
  day_change: '曜日変更',
  bank_account: '口座変更',
};
const KIND_ORDER: Kind[] = ['pause', 'withdraw', 'day_change', 'course_change', 'bank_account'];
const isKind = (value: string | null): value is Kind => value !== null && value in KINDS;
const isMove = (kind: Kind) => kind === 'day_change' || kind === 'course_change';
const WEEKDAYS = ['日', '月', '火', '水', '木', '金', '土'] as const;
const STATES: Record<
  FamilyMembershipRequest['state'],
  { label: string; tone: 'warning' | 'success' | 'danger' | 'neutral' }
> = {
  pending: { label: '申請中', tone: 'warning' },
  approved: { label: '承認', tone: 'success' },
  rejected: { label: '却下', tone: 'danger' },
  cancelled: { label: '取り下げ', tone: 'neutral' },
};
/** How many months ahead a 休会 may start or a 退会 take effect, as offered (the server judges the rest). */
const MONTHS_AHEAD = 6;

const RuleList = styled.ul`
  margin: 0;
  padding-left: 1.25rem;
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
`;

/** `2027-01-31` → `2027年1月31日`. */
const dayLabel = (day: string) => `${monthLabel(day.slice(0, 7))}${Number(day.slice(8, 10))}日`;
const addMonths = (month: string, n: number) => {
  const index = Number(month.slice(0, 4)) * 12 + Number(month.slice(5, 7)) - 1 + n;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
};
const monthEnd = (month: string) => {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(year, m, 0)).getUTCDate()).padStart(2, '0')}`;
};
const months = (from: string, count: number) => Array.from({ length: count }, (_, i) => addMonths(from, i));

/** `月曜 16:00–17:00 小学生 月曜16:00`: a class as the family picks it. */
const classLabel = (k: Place['class']) =>
  `${WEEKDAYS[k.day_of_week]}曜 ${k.start_time}–${k.end_time} ${k.name}`;
const choiceLabel = (k: Choice) => `${classLabel(k)}（空き${k.free_seats}）`;

/** What a request asks for, in a line: 休会 2027年1月〜2月 / 退会 2027年1月31日付け / 曜日変更 A → B（…から）. */
function requestSummary(r: FamilyMembershipRequest) {
  if (r.kind === 'bank_account') return '口座変更（口座振替依頼書）';
  if (isMove(r.kind)) {
    const from = r.from_class ? classLabel(r.from_class) : '';
    const to = r.to_class ? classLabel(r.to_class) : '';
    return `${KINDS[r.kind]} ${from} → ${to}${r.moves_on ? `（${dayLabel(r.moves_on)}から）` : ''}`;
  }
  if (r.kind === 'withdraw') return `退会 ${r.effective_on ? `${dayLabel(r.effective_on)}付け` : ''}`;
  const from = r.from_month ? monthLabel(r.from_month) : '';
  return `休会 ${r.to_month && r.to_month !== r.from_month ? `${from}〜${monthLabel(r.to_month)}` : from}`;
}

/** コース変更・曜日変更: the member's class place, the class to move to (a seat free), and the month it starts. */
function MoveFields({
  member,
  kind,
  place,
  onPlace,
  to,
  onTo,
  movesOn,
  onMovesOn,
}: {
  member: Member;
  kind: Kind;
  place: Place | undefined;
  onPlace: (id: string) => void;
  to: Choice | undefined;
  onTo: (id: string) => void;
  movesOn: string;
  onMovesOn: (day: string) => void;
}) {
  if (!place) return <Alert tone="warning">{member.name}さんの在籍中のクラスがありません</Alert>;
  const choices = kind === 'day_change' ? place.day_changes : place.course_changes;
  return (
    <>
      <Select
        label="変更するクラス"
        items={member.classes.map((p) => ({ id: String(p.enrollment_id), label: classLabel(p.class) }))}
        selectedKey={String(place.enrollment_id)}
        onSelectionChange={(key) => onPlace(String(key))}
      />
      {choices.length === 0 ? (
        <Alert tone="warning">空きのある変更先のクラスがありません。スクールにご相談ください</Alert>
      ) : (
        <Select
          label="変更先のクラス"
          items={choices.map((k) => ({ id: String(k.id), label: choiceLabel(k) }))}
          selectedKey={to ? String(to.id) : null}
          onSelectionChange={(key) => onTo(String(key))}
        />
      )}
      <Select
        label="変更の開始日"
        items={months(member.moves_on.slice(0, 7), MONTHS_AHEAD).map((m) => ({
          id: `${m}-01`,
          label: `${dayLabel(`${m}-01`)}から`,
        }))}
        selectedKey={movesOn}
        onSelectionChange={(key) => onMovesOn(String(key))}
      />
    </>
  );
}

function RequestForm({ members, report }: { members: Member[]; report: (o: Outcome) => void }) {
  const create = useCreateFamilyMembershipRequest();
  const [params] = useSearchParams();
  const asked = params.get('kind');
  const [memberId, setMemberId] = useState(String(members[0]?.id ?? ''));
  const [kind, setKind] = useState<Kind>(isKind(asked) ? asked : 'pause');
  const [placeId, setPlaceId] = useState('');
  const [toId, setToId] = useState('');
  const [moveDay, setMoveDay] = useState('');
  const member = members.find((m) => String(m.id) === memberId) ?? members[0];
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const [effective, setEffective] = useState('');
  const [reason, setReason] = useState('');
  if (!member) return null;
  const fromMonth = from || member.first_month;
  const toMonth = to && to >= fromMonth ? to : fromMonth;
  const effectiveOn = effective || member.withdrawal_effective_on;
  const place = member.classes.find((p) => String(p.enrollment_id) === placeId) ?? member.classes[0];
  const choices = (kind === 'day_change' ? place?.day_changes : place?.course_changes) ?? [];
  const target = choices.find((k) => String(k.id) === toId) ?? choices[0];
  const movesOn = moveDay || member.moves_on;
  const fields = () => {
    if (kind === 'pause') return { from_month: fromMonth, to_month: toMonth };
    if (kind === 'withdraw') return { effective_on: effectiveOn };
    if (isMove(kind) && place && target)
      return { enrollment_id: place.enrollment_id, to_class_id: target.id, moves_on: movesOn };
    return {};
  };
  const send = async () => {
    try {
      const answer = await create.mutateAsync({
        customer_id: member.id,
        kind,
        ...fields(),
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      });
      report({ tone: 'success', text: answer.message ?? '申請しました' });
      setReason('');
    } catch (error) {
      report({ tone: 'danger', text: messageOf(error) });
    }
  };
  return (
    <Card title="新しい申請">
      <Stack $gap={4}>
        {members.length > 1 ? (
          <RadioGroup
            label="会員"
            value={String(member.id)}
            onChange={setMemberId}
            options={members.map((m) => ({ value: String(m.id), label: m.name }))}
          />
        ) : null}
        <RadioGroup
          label="申請の種類"
          value={kind}
          onChange={(value) => setKind(value as Kind)}
          options={KIND_ORDER.map((value) => ({ value, label: KINDS[value] }))}
        />
        {kind === 'bank_account' ? (
          <Alert tone="info" title="口座振替の口座の変更">
            <RuleList aria-label="申請のルール">
              <li>スクールから口座振替依頼書をお渡し（郵送）します</li>
              <li>ご記入・ご捺印のうえ、スクールへご提出ください</li>
              <li>スクールが新しい口座を登録すると完了です。それまでは今の口座から振り替えます</li>
              <li>口座番号などはこの画面では入力しません</li>
            </RuleList>
          </Alert>
        ) : (
          <Alert tone="info" title={`${member.name}さんの申請のルール`}>
            <RuleList aria-label="申請のルール">
              {(isMove(kind) ? member.move_notes : member.notes).map((note) => (
                <li key={note}>{note}</li>
              ))}
            </RuleList>
          </Alert>
        )}
        {member.open && !isMove(kind) && kind !== 'bank_account' ? (
          <Alert tone="warning">{member.open}</Alert>
        ) : (
          <>
            {isMove(kind) ? (
              <MoveFields
                member={member}
                kind={kind}
                place={place}
                onPlace={(id) => {
                  setPlaceId(id);
                  setToId('');
                }}
                to={target}
                onTo={setToId}
                movesOn={movesOn}
                onMovesOn={setMoveDay}
              />
            ) : kind === 'bank_account' ? null : kind === 'pause' ? (
              <>
                <Select
                  label="休会する最初の月"
                  items={months(member.first_month, MONTHS_AHEAD).map((m) => ({
                    id: m,
                    label: monthLabel(m),
                  }))}
                  selectedKey={fromMonth}
                  onSelectionChange={(key) => setFrom(String(key))}
                />
                <Select
                  label="休会する最後の月"
                  description={`最長${member.max_pause_months}か月（${monthLabel(addMonths(fromMonth, member.max_pause_months - 1))}まで）`}
                  items={months(fromMonth, member.max_pause_months).map((m) => ({
                    id: m,
                    label: monthLabel(m),
                  }))}
                  selectedKey={toMonth}
                  onSelectionChange={(key) => setTo(String(key))}
                />
              </>
            ) : (
              <Select
                label="退会日（月末）"
                items={months(member.withdrawal_effective_on.slice(0, 7), MONTHS_AHEAD).map((m) => ({
                  id: monthEnd(m),
                  label: dayLabel(monthEnd(m)),
                }))}
                selectedKey={effectiveOn}
                onSelectionChange={(key) => setEffective(String(key))}
              />
            )}
            <TextArea label="理由（任意）" value={reason} onChange={setReason} rows={2} maxCharacters={500} />
            <Button
              variant="primary"
              fullWidth
              isLoading={create.isPending}
              isDisabled={isMove(kind) && !target}
              onPress={() => void send()}
            >
              {KINDS[kind]}を申請する
            </Button>
          </>
        )}
      </Stack>
    </Card>
  );
}

function RequestRow({ request, report }: { request: FamilyMembershipRequest; report: (o: Outcome) => void }) {
  const cancel = useCancelFamilyMembershipRequest();
  const [asking, setAsking] = useState(false);
  const state = STATES[request.state];
  const run = async () => {
    try {
      await cancel.mutateAsync(request.id);
      report({ tone: 'success', text: '申請を取り下げました' });
    } catch (error) {
      report({ tone: 'danger', text: messageOf(error) });
    }
    setAsking(false);
  };
  return (
    <Row>
      <div>
        <Badge tone={state.tone}>{state.label}</Badge> <strong>{request.customer_name}</strong>
      </div>
      <div>{requestSummary(request)}</div>
      <Note>申請 {formatTokyoDateTime(request.requested_at)}</Note>
      {request.kind === 'bank_account' && request.state === 'pending' ? (
        <Note>
          {request.paper_sent_at
            ? `口座振替依頼書をお送りしました（${formatTokyoDateTime(request.paper_sent_at)}）`
            : '口座振替依頼書の準備中です'}
        </Note>
      ) : null}
      {request.state === 'rejected' && request.reject_reason ? (
        <Note>却下の理由: {request.reject_reason}</Note>
      ) : null}
      {request.state === 'pending' ? (
        <Button
          variant="ghost"
          onPress={() => setAsking(true)}
          aria-label={`${request.customer_name}の${KINDS[request.kind]}の申請を取り下げる`}
        >
          取り下げる
        </Button>
      ) : null}
      {asking ? (
        <ConfirmDialog
          isOpen
          onOpenChange={(open) => (open ? undefined : setAsking(false))}
          title="申請を取り下げますか？"
          message={`${request.customer_name}さんの${requestSummary(request)}の申請を取り下げます。`}
          confirmLabel="取り下げる"
          tone="danger"
          isConfirming={cancel.isPending}
          onConfirm={() => void run()}
        />
      ) : null}
    </Row>
  );
}

/** 各種申請: the form with the rules that apply, and the account's requests with the school's answers. */
export function RequestsPage() {
  const data = useFamilyMembershipRequests();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  return (
    <Stack $gap={4}>
      <PageHeader
        title="各種申請"
        description="休会・退会・コース変更・曜日変更・口座変更のお申し込み。スクールの承認後に確定します"
      />
      {outcome ? (
        <Alert tone={outcome.tone} role={outcome.tone === 'success' ? 'status' : 'alert'}>
          {outcome.text}
        </Alert>
      ) : null}
      {data.isPending ? (
        <Skeleton height={240} radius="lg" />
      ) : data.isError ? (
        <ErrorState message={messageOf(data.error)} onRetry={() => void data.refetch()} />
      ) : (
        <>
          <RequestForm members={data.data.members} report={setOutcome} />
          <Card title="これまでの申請">
            {data.data.requests.length === 0 ? (
              <Note>申請はまだありません</Note>
            ) : (
              <Rows aria-label="これまでの申請">
                {data.data.requests.map((request) => (
                  <RequestRow key={request.id} request={request} report={setOutcome} />
                ))}
              </Rows>
            )}
          </Card>
        </>
      )}
    </Stack>
  );
}
