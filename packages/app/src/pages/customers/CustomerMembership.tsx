import {
  type CustomerDetail,
  isApiError,
  type MembershipRequest,
  type MembershipRules,
  useCancelMembershipRequest,
  useMembershipRequests,
  useMembershipRules,
  useRequestMembershipChange,
  useReturnFromPause,
} from '@kayoi/api-client';
import { mutationMessages } from '@kayoi/api-client/messages';
import {
  addDays,
  addMonths,
  formatJapaneseDate,
  longMonthLabel,
  monthEndOf,
  todayInTokyo,
} from '@kayoi/domain/calendar';
import { pausePeriodLabel } from '@kayoi/domain/membership';
import { Button, Card, Modal, RadioGroup, Select, Stack, StatusBadge, TextArea, useToast } from '@kayoi/ui';
import { CalendarClock } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { Form } from 'react-aria-components';
import { failureText } from '../../forms/failure.ts';
import { may } from '../../session/permissions.ts';
import { useSessionUser } from '../../session/session.tsx';

// 休会・退会 by the store's rules (issue 29 §3) on the customer's record: the scheduled periods, cancelling one
// before it begins, and the dialog that shows the first month or the 退会 day the rules give before confirming.
// The months and refusals are the server's; the choices start where its rules say.

const MONTHS_AHEAD = 12;
const REASON_MAX = 500;

const monthsFrom = (first: string, count: number) =>
  Array.from({ length: count }, (_, i) => addMonths(`${first}-01`, i).slice(0, 7));

const stateLabels: Record<MembershipRequest['state'], string> = {
  scheduled: '予定',
  in_effect: '適用中',
  done: '終了',
  cancelled: '取消',
};

/** '休会予定 2027年1月〜2月' / '退会予定 2027年1月31日(日)'. */
function membershipRequestTitle(r: MembershipRequest): string {
  const kind = r.kind === 'pause' ? '休会' : '退会';
  const when = r.ends_on ? pausePeriodLabel(r.starts_on, r.ends_on) : formatJapaneseDate(r.starts_on);
  return `${kind}${r.state === 'scheduled' ? '予定' : ''} ${when}`;
}

export function CustomerMembershipPanel({ customer }: { customer: CustomerDetail }) {
  const requests = useMembershipRequests(customer.id);
  const cancel = useCancelMembershipRequest();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const [returning, setReturning] = useState<MembershipRequest | null>(null);
  const live = (requests.data ?? []).filter((r) => r.state !== 'cancelled' && r.state !== 'done');
  return (
    <Card
      title="休会・退会"
      actions={
        customer.status === 'withdrawn' ? null : (
          <Button
            variant="secondary"
            size="sm"
            icon={<CalendarClock aria-hidden="true" />}
            onPress={() => setOpen(true)}
          >
            休会・退会の届け出
          </Button>
        )
      }
    >
      {live.length === 0 ? (
        <p>休会・退会の予定はありません</p>
      ) : (
        <Stack
          $gap={2}
          as="ul"
          aria-label="休会・退会の予定"
          style={{ listStyle: 'none', margin: 0, padding: 0 }}
        >
          {live.map((r) => (
            <li key={r.id}>
              <StatusBadge label={stateLabels[r.state]} tone={r.state === 'scheduled' ? 'info' : 'warning'} />{' '}
              {membershipRequestTitle(r)}
              {r.state === 'scheduled' ? (
                <>
                  {' '}
                  <Button
                    variant="ghost"
                    size="sm"
                    isLoading={cancel.isPending && cancel.variables?.requestId === r.id}
                    onPress={() =>
                      cancel.mutate(
                        { id: customer.id, requestId: r.id },
                        {
                          onSuccess: (answer) =>
                            toast.success(
                              answer.message ?? '予定を取り消しました',
                              membershipRequestTitle(r),
                            ),
                          onError: (error) => toast.error(failureText(error, mutationMessages.updateFailed)),
                        },
                      )
                    }
                  >
                    取り消す
                  </Button>
                </>
              ) : null}
              {returnMonths(r).length > 0 ? (
                <>
                  {' '}
                  <Button variant="ghost" size="sm" onPress={() => setReturning(r)}>
                    復会する
                  </Button>
                </>
              ) : null}
            </li>
          ))}
        </Stack>
      )}
      {open ? <MembershipRequestDialog customer={customer} onClose={() => setOpen(false)} /> : null}
      {returning ? (
        <ReturnDialog customer={customer} request={returning} onClose={() => setReturning(null)} />
      ) : null}
    </Card>
  );
}

/**
 * The months a 休会 may end early from (復会): after this month and its first month, up to its last month — the
 * server's rule, offered as choices (it refuses any other).
 */
function returnMonths(r: MembershipRequest): string[] {
  if (r.kind !== 'pause' || !r.ends_on || (r.state !== 'scheduled' && r.state !== 'in_effect')) return [];
  const next = addMonths(`${todayInTokyo().slice(0, 7)}-01`, 1).slice(0, 7);
  const afterStart = addMonths(r.starts_on, 1).slice(0, 7);
  const first = [next, afterStart].sort()[1] as string;
  const last = r.ends_on.slice(0, 7);
  const months: string[] = [];
  for (let m = first; m <= last; m = addMonths(`${m}-01`, 1).slice(0, 7)) months.push(m);
  return months;
}

/** 復会 before the 休会's planned end: the month the member is 在籍 again from, and what it bills. */
function ReturnDialog({
  customer,
  request,
  onClose,
}: {
  customer: CustomerDetail;
  request: MembershipRequest;
  onClose: () => void;
}) {
  const toast = useToast();
  const back = useReturnFromPause();
  const months = returnMonths(request);
  const [month, setMonth] = useState(months[0] ?? '');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    back.mutate(
      { id: customer.id, requestId: request.id, returnMonth: month },
      {
        onSuccess: (answer) => {
          toast.success(`${customer.name}さん`, answer.message ?? '復会を受け付けました');
          onClose();
        },
        onError: (failure) => {
          setError(isApiError(failure) ? failure.fieldErrors.return_month?.[0] : undefined);
          toast.error(failureText(failure, mutationMessages.updateFailed));
        },
      },
    );
  };
  return (
    <Modal
      title="復会"
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      isBlocking={back.isPending}
      footer={
        <>
          <Button variant="ghost" onPress={onClose} isDisabled={back.isPending}>
            やめる
          </Button>
          <Button variant="primary" type="submit" form="membership-return-form" isLoading={back.isPending}>
            復会する
          </Button>
        </>
      }
    >
      <Form id="membership-return-form" validationBehavior="aria" onSubmit={submit}>
        <Stack $gap={4}>
          <p>{membershipRequestTitle(request)}を早めに終えて、在籍に戻します。</p>
          <Select
            label="復会月"
            items={months.map((m) => ({ id: m, label: longMonthLabel(m) }))}
            selectedKey={month}
            onSelectionChange={(key) => setMonth(String(key))}
            errorMessage={error}
          />
          <p role="status">
            {longMonthLabel(month)}1日から在籍に戻り、{longMonthLabel(month)}
            分からは休会費ではなく月謝を請求します。
          </p>
        </Stack>
      </Form>
    </Modal>
  );
}

/** The rules as a clerk reads them, e.g. 届け出は前月10日まで・休会は最長3か月・休会中の席は確保. */
const rulesText = (rules: MembershipRules) =>
  `届け出は前月${rules.request_deadline_day}日まで・休会は最長${rules.max_pause_months}か月・休会中の席は${
    rules.pause_keeps_seat ? '確保' : 'キャンセル待ちの方へ'
  }`;

/** What the request will do, as the dialog says it before confirming. */
function summaryOf(
  kind: 'pause' | 'withdraw' | '',
  r: MembershipRules | undefined,
  startsOn: string,
  endsOn: string,
  lastDay: string,
): string | null {
  if (kind === 'pause' && r) {
    const seat = r.pause_keeps_seat
      ? 'クラスの席はそのまま確保します。'
      : 'クラスの席は休会前日で終了し、キャンセル待ちの先頭の方にご案内します。';
    return `休会期間：${pausePeriodLabel(startsOn, endsOn)}（${formatJapaneseDate(addDays(endsOn, 1))}に復会）。休会の月は休会費を請求します。${seat}`;
  }
  if (kind === 'withdraw' && lastDay) {
    return `退会日：${formatJapaneseDate(lastDay)}。この日で契約とクラスを終了し、空いた席はキャンセル待ちの先頭の方にご案内します。翌月からは請求しません。`;
  }
  return null;
}

/** The 休会・退会 request by the store's rules (also where the status dialog sends a 退会: `initialKind`). */
export function MembershipRequestDialog({
  customer,
  onClose,
  initialKind = '',
}: {
  customer: CustomerDetail;
  onClose: () => void;
  initialKind?: 'pause' | 'withdraw' | '';
}) {
  const user = useSessionUser();
  const toast = useToast();
  const rules = useMembershipRules();
  const request = useRequestMembershipChange();
  const canWithdraw = may(user.role, 'withdrawCustomer');
  const [kind, setKind] = useState<'pause' | 'withdraw' | ''>(initialKind);
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const [withdrawOn, setWithdrawOn] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});

  const r = rules.data;
  const first = r?.first_month ?? '';
  const fromMonth = from ?? first;
  const toMonth = to ?? fromMonth;
  const lastDay = withdrawOn ?? r?.withdrawal_effective_on ?? '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!kind || request.isPending) return;
    const input =
      kind === 'pause'
        ? { kind, from_month: fromMonth, to_month: toMonth, ...(reason ? { reason } : {}) }
        : { kind, effective_on: lastDay, ...(reason ? { reason } : {}) };
    request.mutate(
      { id: customer.id, input },
      {
        onSuccess: (made) => {
          toast.success(`${customer.name}さん`, membershipRequestTitle(made));
          onClose();
        },
        onError: (error) => {
          setErrors(isApiError(error) ? error.fieldErrors : {});
          toast.error(failureText(error, mutationMessages.updateFailed));
        },
      },
    );
  };

  const summary = summaryOf(kind, r, `${fromMonth}-01`, monthEndOf(toMonth), lastDay);

  return (
    <Modal
      title="休会・退会の届け出"
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      isBlocking={request.isPending}
      footer={
        <>
          <Button variant="ghost" onPress={onClose} isDisabled={request.isPending}>
            やめる
          </Button>
          <Button
            variant="primary"
            type="submit"
            form="membership-request-form"
            isLoading={request.isPending}
            isDisabled={!kind || !r}
          >
            受け付ける
          </Button>
        </>
      }
    >
      <Form id="membership-request-form" validationBehavior="aria" onSubmit={submit}>
        <Stack $gap={4}>
          {r ? <p role="note">ルール：{rulesText(r)}</p> : null}
          <RadioGroup
            label="届け出"
            name="kind"
            orientation="horizontal"
            isRequired
            options={[
              { value: 'pause', label: '休会', isDisabled: customer.status !== 'active' },
              {
                value: 'withdraw',
                label: canWithdraw ? '退会' : '退会（管理者・マネージャーのみ）',
                isDisabled: !canWithdraw,
              },
            ]}
            value={kind || null}
            onChange={(value) => setKind(value as 'pause' | 'withdraw')}
            errorMessage={errors.kind?.[0]}
          />
          {kind === 'pause' && r ? (
            <>
              <Select
                label="休会開始月"
                items={monthsFrom(first, MONTHS_AHEAD).map((m) => ({ id: m, label: longMonthLabel(m) }))}
                selectedKey={fromMonth}
                onSelectionChange={(key) => {
                  setFrom(String(key));
                  setTo(null);
                }}
                description={`最短で${longMonthLabel(first)}から（前月${r.request_deadline_day}日まで）`}
                errorMessage={errors.from_month?.[0]}
              />
              <Select
                label="休会終了月"
                items={monthsFrom(fromMonth, r.max_pause_months).map((m) => ({
                  id: m,
                  label: longMonthLabel(m),
                }))}
                selectedKey={toMonth}
                onSelectionChange={(key) => setTo(String(key))}
                description={`最長${r.max_pause_months}か月`}
                errorMessage={errors.to_month?.[0]}
              />
            </>
          ) : null}
          {kind === 'withdraw' && r ? (
            <Select
              label="退会日"
              items={monthsFrom(r.withdrawal_effective_on.slice(0, 7), MONTHS_AHEAD).map((m) => ({
                id: monthEndOf(m),
                label: formatJapaneseDate(monthEndOf(m)),
              }))}
              selectedKey={lastDay}
              onSelectionChange={(key) => setWithdrawOn(String(key))}
              description={`最短で${formatJapaneseDate(r.withdrawal_effective_on)}（退会月の前月${r.request_deadline_day}日まで）`}
              errorMessage={errors.effective_on?.[0]}
            />
          ) : null}
          {kind ? (
            <TextArea
              label="理由"
              name="reason"
              description="任意"
              maxCharacters={REASON_MAX}
              value={reason}
              onChange={setReason}
            />
          ) : null}
          {summary ? <p role="status">{summary}</p> : null}
        </Stack>
      </Form>
    </Modal>
  );
}
