import {
  type CustomerDetail,
  isApiError,
  type MemberClassEnrollment,
  type MemberWaitlistEntry,
  useClasses,
  useCustomerClasses,
  useDeclineWaitlistOffer,
  useEndClassEnrollment,
  useEnrollInClass,
  useMoveClassEnrollment,
  type WeeklyClass,
} from '@kayoi/api-client';
import { mutationMessages } from '@kayoi/api-client/messages';
import { formatJapaneseDate, todayInTokyo } from '@kayoi/domain/calendar';
import { classMessages, formatMessage } from '@kayoi/domain/messages';
import {
  Alert,
  Badge,
  Button,
  Card,
  ConfirmDialog,
  DataTable,
  DatePicker,
  ErrorState,
  Select,
  Stack,
  Switch,
  TextField,
  useToast,
} from '@kayoi/ui';
import { Plus } from 'lucide-react';
import { useState } from 'react';
import { failureText } from '../../forms/failure.ts';
import { EnrolmentQuote } from './EnrolmentQuote.tsx';
import { MemberDialog } from './MemberDialog.tsx';
import {
  classLabel,
  coachLabel,
  gradeRangeLabel,
  laneLabel,
  offerUntil,
  slotLabel,
} from './memberClasses.ts';

// The customer record's クラス (issue 14): the member's classes with weekday, time, lane and coach, their places
// on waiting lists (an offered seat held until when), enrol from here (full → キャンセル待ち; outside the grade
// range → the reason the server asks for), 曜日変更, 在籍終了, and an offered seat taken or declined (辞退).

type Dialog =
  | { kind: 'enrol' }
  | { kind: 'move'; row: MemberClassEnrollment }
  | { kind: 'end'; row: MemberClassEnrollment }
  | { kind: 'decline'; row: MemberWaitlistEntry }
  | { kind: 'withdraw'; row: MemberWaitlistEntry }
  | null;

export function CustomerClasses({ customer }: { customer: CustomerDetail }) {
  const toast = useToast();
  const [history, setHistory] = useState(false);
  const classes = useCustomerClasses(customer.id, history ? { include_ended: true } : {});
  const enrol = useEnrollInClass();
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const today = todayInTokyo();
  const enrollments = classes.data?.enrollments ?? [];
  const waitlist = classes.data?.waitlist ?? [];
  const running = (row: MemberClassEnrollment) =>
    row.enrollment.ended_on === null || row.enrollment.ended_on >= today;

  const takeSeat = (row: MemberWaitlistEntry) =>
    enrol.mutate(
      { classId: row.class.id, input: { customer_id: customer.id, join_waitlist: false } },
      {
        onSuccess: () => toast.success(formatMessage(classMessages.enrolled, { name: customer.name })),
        onError: (error) => toast.error(failureText(error, mutationMessages.createFailed)),
      },
    );

  return (
    <Card
      title="クラス"
      actions={
        <Button
          variant="secondary"
          size="sm"
          icon={<Plus aria-hidden="true" />}
          onPress={() => setDialog({ kind: 'enrol' })}
          isDisabled={customer.status !== 'active'}
        >
          クラスに登録
        </Button>
      }
    >
      {classes.isError ? (
        <ErrorState message="クラスを読み込めませんでした。" onRetry={() => void classes.refetch()} />
      ) : (
        <Stack $gap={4}>
          <Switch isSelected={history} onChange={setHistory}>
            終了した在籍も表示（曜日変更の履歴）
          </Switch>
          <EnrollmentTable
            rows={enrollments}
            isLoading={classes.isPending}
            history={history}
            isRunning={running}
            onMove={(row) => setDialog({ kind: 'move', row })}
            onEnd={(row) => setDialog({ kind: 'end', row })}
          />
          {waitlist.length > 0 ? (
            <WaitlistTable
              rows={waitlist}
              isTaking={(classId) => enrol.isPending && enrol.variables?.classId === classId}
              onTake={takeSeat}
              onDecline={(row) => setDialog({ kind: 'decline', row })}
              onWithdraw={(row) => setDialog({ kind: 'withdraw', row })}
            />
          ) : null}
        </Stack>
      )}

      {dialog?.kind === 'enrol' ? (
        <EnrolDialog customer={customer} taken={enrollments.filter(running)} onClose={close} />
      ) : null}
      {dialog?.kind === 'move' ? <MoveDialog customer={customer} row={dialog.row} onClose={close} /> : null}
      {dialog?.kind === 'end' ? (
        <EndDialog customer={customer} row={dialog.row} places={enrollments} onClose={close} />
      ) : null}
      <WaitlistDialogs customer={customer} dialog={dialog} close={close} />
    </Card>
  );
}

/** The member's places in classes (with the ended ones when `history`), each moved or ended from here. */
function EnrollmentTable({
  rows,
  isLoading,
  history,
  isRunning: running,
  onMove,
  onEnd,
}: {
  rows: MemberClassEnrollment[];
  isLoading: boolean;
  history: boolean;
  isRunning: (row: MemberClassEnrollment) => boolean;
  onMove: (row: MemberClassEnrollment) => void;
  onEnd: (row: MemberClassEnrollment) => void;
}) {
  return (
    <DataTable
      aria-label="在籍クラス"
      rows={rows}
      getRowId={(row) => row.enrollment.id}
      isLoading={isLoading}
      emptyState={history ? '在籍の記録はありません' : '在籍中のクラスはありません'}
      columns={[
        {
          id: 'class',
          header: 'クラス',
          isRowHeader: true,
          cell: (row) => <ClassCell klass={row.class} />,
        },
        { id: 'lane', header: 'レーン', nowrap: true, cell: (row) => laneLabel(row.class) },
        { id: 'coach', header: 'コーチ', cell: (row) => coachLabel(row.class) },
        {
          id: 'term',
          header: '在籍期間',
          nowrap: true,
          cell: (row) => (
            <Stack $gap={1}>
              <span>
                {formatJapaneseDate(row.enrollment.enrolled_on)}〜
                {row.enrollment.ended_on ? formatJapaneseDate(row.enrollment.ended_on) : ''}
              </span>
              {row.enrollment.moved_from ? (
                <small>曜日変更（{row.enrollment.moved_from.name}から）</small>
              ) : null}
              {row.enrollment.grade_override_reason ? (
                <small>対象級外：{row.enrollment.grade_override_reason}</small>
              ) : null}
            </Stack>
          ),
        },
        {
          id: 'actions',
          header: '操作',
          nowrap: true,
          cell: (row) =>
            running(row) ? (
              <Stack $direction="row" $gap={1}>
                <Button size="sm" aria-label={`曜日変更（${row.class.name}）`} onPress={() => onMove(row)}>
                  曜日変更
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`在籍終了（${row.class.name}）`}
                  onPress={() => onEnd(row)}
                >
                  在籍終了
                </Button>
              </Stack>
            ) : (
              <Badge>終了</Badge>
            ),
        },
      ]}
    />
  );
}

/** The member's places on waiting lists: an offered seat taken or declined, a wait withdrawn. */
function WaitlistTable({
  rows,
  isTaking,
  onTake,
  onDecline,
  onWithdraw,
}: {
  rows: MemberWaitlistEntry[];
  isTaking: (classId: number) => boolean;
  onTake: (row: MemberWaitlistEntry) => void;
  onDecline: (row: MemberWaitlistEntry) => void;
  onWithdraw: (row: MemberWaitlistEntry) => void;
}) {
  return (
    <DataTable
      aria-label="キャンセル待ち"
      rows={rows}
      getRowId={(row) => row.entry.id}
      columns={[
        {
          id: 'class',
          header: 'クラス',
          isRowHeader: true,
          cell: (row) => <ClassCell klass={row.class} />,
        },
        { id: 'position', header: '順番', nowrap: true, cell: (row) => `${row.entry.position}番目` },
        {
          id: 'status',
          header: '状態',
          cell: (row) =>
            row.entry.status === 'offered' && row.entry.offer_expires_at ? (
              <Stack $gap={1}>
                <Badge tone="success">席を確保中</Badge>
                <small>{offerUntil(row.entry.offer_expires_at)}</small>
              </Stack>
            ) : (
              '待機中'
            ),
        },
        {
          id: 'actions',
          header: '操作',
          nowrap: true,
          cell: (row) =>
            row.entry.status === 'offered' ? (
              <Stack $direction="row" $gap={1}>
                <Button
                  size="sm"
                  variant="primary"
                  aria-label={`登録する（${row.class.name}の席を確保）`}
                  isLoading={isTaking(row.class.id)}
                  onPress={() => onTake(row)}
                >
                  登録する
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  aria-label={`辞退（${row.class.name}）`}
                  onPress={() => onDecline(row)}
                >
                  辞退
                </Button>
              </Stack>
            ) : (
              <Button
                size="sm"
                variant="ghost"
                aria-label={`取り消す（${row.class.name}のキャンセル待ち）`}
                onPress={() => onWithdraw(row)}
              >
                取り消す
              </Button>
            ),
        },
      ]}
    />
  );
}

/** The confirmations of declining an offered seat and of withdrawing from a waiting list. */
type WaitlistDialogsProps = { customer: CustomerDetail; dialog: Dialog; close: () => void };

function WaitlistDialogs({ customer, dialog, close }: WaitlistDialogsProps) {
  const toast = useToast();
  const decline = useDeclineWaitlistOffer();
  const end = useEndClassEnrollment();
  return (
    <>
      <ConfirmDialog
        isOpen={dialog?.kind === 'decline'}
        onOpenChange={(open) => !open && close()}
        title="席を辞退しますか？"
        message={
          dialog?.kind === 'decline'
            ? `${customer.name}さんに案内中の「${dialog.row.class.name}」の席を辞退します。キャンセル待ちから外れ、席は次の方に案内されます。`
            : ''
        }
        confirmLabel="辞退する"
        tone="danger"
        isConfirming={decline.isPending}
        onConfirm={() => {
          if (dialog?.kind !== 'decline') return;
          decline.mutate(
            { classId: dialog.row.class.id, customerId: customer.id },
            {
              onSuccess: (answer) => {
                toast.success(answer.message ?? '辞退しました');
                close();
              },
              onError: (error) => {
                toast.error(failureText(error, mutationMessages.updateFailed));
                close();
              },
            },
          );
        }}
      />
      <ConfirmDialog
        isOpen={dialog?.kind === 'withdraw'}
        onOpenChange={(open) => !open && close()}
        title="キャンセル待ちを取り消しますか？"
        message={
          dialog?.kind === 'withdraw'
            ? `「${dialog.row.class.name}」のキャンセル待ち（${dialog.row.entry.position}番目）を取り消します。`
            : ''
        }
        confirmLabel="取り消す"
        tone="danger"
        isConfirming={end.isPending}
        onConfirm={() => {
          if (dialog?.kind !== 'withdraw') return;
          end.mutate(
            { classId: dialog.row.class.id, customerId: customer.id },
            {
              onSuccess: () => {
                toast.success(formatMessage(classMessages.waitlistWithdrawn, { name: customer.name }));
                close();
              },
              onError: (error) => {
                toast.error(failureText(error, mutationMessages.deleteFailed));
                close();
              },
            },
          );
        }}
      />
    </>
  );
}

/** The class's name over its weekday and time. */
function ClassCell({ klass }: { klass: WeeklyClass }) {
  return (
    <Stack $gap={1}>
      <span>{klass.name}</span>
      <small>{slotLabel(klass)}</small>
    </Stack>
  );
}

/** The server's refusal of an enrolment or a move, read for the dialog: the reason it asks for, or full. */
type Refusal = { reasonAsked?: string; full?: string; other?: string };

function refusalOf(error: unknown): Refusal {
  if (isApiError(error) && error.fieldErrors.grade_override_reason?.[0]) {
    return { reasonAsked: error.fieldErrors.grade_override_reason[0] };
  }
  if (isApiError(error) && error.status === 409) return { full: failureText(error, '') };
  return { other: failureText(error, mutationMessages.createFailed) };
}

/**
 * The class to go into (the store's active classes; those the member cannot choose disabled), from which day,
 * and — once the server asked for it — why outside the class's grade range; a refusal other than full said here.
 */
function ClassChoice({
  label,
  description,
  classes,
  isTaken,
  selected,
  onSelect,
  dayLabel,
  day,
  onDay,
  refusal,
  reason,
  onReason,
}: {
  label: string;
  description?: string | undefined;
  classes: ReturnType<typeof useClasses>;
  isTaken: (classId: number) => boolean;
  selected: string | null;
  onSelect: (key: string | null) => void;
  dayLabel: string;
  day: string | null;
  onDay: (day: string | null) => void;
  refusal: Refusal;
  reason: string;
  onReason: (reason: string) => void;
}) {
  const items = (classes.data ?? [])
    .filter((k) => k.is_active)
    .map((k) => ({
      id: String(k.id),
      label: `${classLabel(k)} 在籍${k.enrolled_count}/${k.capacity}名・対象級 ${gradeRangeLabel(k)}`,
      isDisabled: isTaken(k.id),
    }));
  return (
    <>
      <Select
        label={label}
        {...(description ? { description } : {})}
        items={items}
        selectedKey={selected}
        onSelectionChange={(key) => onSelect(key === null ? null : String(key))}
        isDisabled={classes.isPending}
      />
      <DatePicker label={dayLabel} description="空欄なら今日から" value={day} onChange={onDay} />
      {refusal.reasonAsked ? (
        <>
          <Alert tone="warning" title="対象級の範囲外です">
            {refusal.reasonAsked}
          </Alert>
          <TextField
            label="対象級外で登録する理由"
            isRequired
            value={reason}
            onChange={onReason}
            maxLength={200}
          />
        </>
      ) : null}
      {refusal.other ? <Alert tone="danger">{refusal.other}</Alert> : null}
    </>
  );
}

function EnrolDialog({
  customer,
  taken,
  onClose,
}: {
  customer: CustomerDetail;
  taken: readonly MemberClassEnrollment[];
  onClose: () => void;
}) {
  const toast = useToast();
  const enrol = useEnrollInClass();
  // The caller's store's classes: a customer record is only open in its own store.
  const classes = useClasses();
  const [classId, setClassId] = useState<string | null>(null);
  const [startsOn, setStartsOn] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [refusal, setRefusal] = useState<Refusal>({});
  const takenIds = new Set(taken.map((row) => row.class.id));

  const send = (joinWaitlist: boolean) => {
    if (!classId) return;
    enrol.mutate(
      {
        classId: Number(classId),
        input: {
          customer_id: customer.id,
          starts_on: startsOn,
          join_waitlist: joinWaitlist,
          grade_override_reason: reason.trim() || null,
        },
      },
      {
        onSuccess: (result) => {
          toast.success(
            result.status === 'enrolled'
              ? formatMessage(classMessages.enrolled, { name: customer.name })
              : formatMessage(classMessages.waitlisted, {
                  name: customer.name,
                  position: result.waitlist_entry?.position ?? '',
                }),
          );
          onClose();
        },
        onError: (error) => setRefusal(refusalOf(error)),
      },
    );
  };

  return (
    <MemberDialog
      title={`${customer.name}さんをクラスに登録`}
      onClose={onClose}
      busy={enrol.isPending}
      submitLabel="登録する"
      onSubmit={() => send(false)}
      canSubmit={classId !== null && (!refusal.reasonAsked || reason.trim() !== '')}
    >
      <ClassChoice
        label="クラス"
        description={customer.grade ? `${customer.name}さんの級：${customer.grade.name}` : undefined}
        classes={classes}
        isTaken={(id) => takenIds.has(id)}
        selected={classId}
        onSelect={(key) => {
          setClassId(key);
          setRefusal({});
        }}
        dayLabel="在籍開始日"
        day={startsOn}
        onDay={setStartsOn}
        refusal={refusal}
        reason={reason}
        onReason={setReason}
      />
      {classId ? (
        <EnrolmentQuote classId={Number(classId)} customerId={customer.id} startsOn={startsOn} />
      ) : null}
      {refusal.full ? (
        <Alert tone="warning" title="定員に達しています">
          <Stack $gap={2}>
            <span>{refusal.full}</span>
            <span>
              <Button onPress={() => send(true)} isLoading={enrol.isPending}>
                キャンセル待ちに登録
              </Button>
            </span>
          </Stack>
        </Alert>
      ) : null}
    </MemberDialog>
  );
}

function MoveDialog({
  customer,
  row,
  onClose,
}: {
  customer: CustomerDetail;
  row: MemberClassEnrollment;
  onClose: () => void;
}) {
  const toast = useToast();
  const move = useMoveClassEnrollment();
  const classes = useClasses();
  const [toClass, setToClass] = useState<string | null>(null);
  const [movesOn, setMovesOn] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [refusal, setRefusal] = useState<Refusal>({});
  const send = () =>
    toClass &&
    move.mutate(
      {
        classId: row.class.id,
        customerId: customer.id,
        input: {
          to_class_id: Number(toClass),
          moves_on: movesOn,
          grade_override_reason: reason.trim() || null,
        },
      },
      {
        onSuccess: (enrollment) => {
          const to = classes.data?.find((k) => k.id === enrollment.class_id)?.name ?? '';
          toast.success(formatMessage(classMessages.moved, { name: customer.name, to }));
          onClose();
        },
        onError: (error) => setRefusal(refusalOf(error)),
      },
    );

  return (
    <MemberDialog
      title={`曜日変更（${row.class.name}から）`}
      onClose={onClose}
      busy={move.isPending}
      submitLabel="移動する"
      onSubmit={send}
      canSubmit={toClass !== null && (!refusal.reasonAsked || reason.trim() !== '')}
    >
      <p>
        {customer.name}さんは移動日の前日まで「{row.class.name}
        」に在籍し、移動日から新しいクラスに在籍します。履歴は残ります。
      </p>
      <ClassChoice
        label="移動先のクラス"
        classes={classes}
        isTaken={(id) => id === row.class.id}
        selected={toClass}
        onSelect={(key) => {
          setToClass(key);
          setRefusal({});
        }}
        dayLabel="移動日"
        day={movesOn}
        onDay={setMovesOn}
        refusal={refusal}
        reason={reason}
        onReason={setReason}
      />
      {refusal.full ? <Alert tone="warning">{refusal.full}</Alert> : null}
    </MemberDialog>
  );
}

/**
 * What ending the place does to the program's contract, as the server does it (issue 29: the last class of a
 * program ends its contract the same day): ended with it, or kept by the member's other classes of the program.
 */
function contractConsequence(
  customer: CustomerDetail,
  row: MemberClassEnrollment,
  places: readonly MemberClassEnrollment[],
  lastDay: string,
): string | null {
  const program = row.class.program;
  if (!program) return null;
  const contract = customer.contracts.find(
    (c) => c.program_id === program.id && (c.ends_on === null || c.ends_on > lastDay),
  );
  if (!contract) return null;
  const others = places.filter(
    (p) =>
      p.enrollment.id !== row.enrollment.id &&
      p.class.program?.id === program.id &&
      (p.enrollment.ended_on === null || p.enrollment.ended_on > lastDay),
  );
  if (others.length > 0) {
    return `${program.name}の契約は、ほかのクラス（${others.map((p) => p.class.name).join('、')}）で続きます。`;
  }
  return `${program.name}のクラスはこれが最後のため、契約（${contract.plan_name}）も${formatJapaneseDate(lastDay)}で終了します。翌月からは月謝を請求しません。`;
}

function EndDialog({
  customer,
  row,
  places,
  onClose,
}: {
  customer: CustomerDetail;
  row: MemberClassEnrollment;
  places: readonly MemberClassEnrollment[];
  onClose: () => void;
}) {
  const toast = useToast();
  const end = useEndClassEnrollment();
  const [endsOn, setEndsOn] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const consequence = contractConsequence(customer, row, places, endsOn ?? todayInTokyo());
  return (
    <MemberDialog
      title={`在籍終了（${row.class.name}）`}
      onClose={onClose}
      busy={end.isPending}
      submitLabel="在籍を終了する"
      canSubmit
      onSubmit={() =>
        end.mutate(
          { classId: row.class.id, customerId: customer.id, query: endsOn ? { ends_on: endsOn } : {} },
          {
            onSuccess: () => {
              toast.success(formatMessage(classMessages.enrolmentEnded, { name: customer.name }));
              onClose();
            },
            onError: (error) => setRefusal(failureText(error, mutationMessages.deleteFailed)),
          },
        )
      }
    >
      <p>最終在籍日までレッスンに参加できます。空いた席はキャンセル待ちの先頭の方に案内されます。</p>
      <DatePicker label="最終在籍日" description="空欄なら今日まで" value={endsOn} onChange={setEndsOn} />
      {consequence ? <p role="status">{consequence}</p> : null}
      {refusal ? <Alert tone="danger">{refusal}</Alert> : null}
    </MemberDialog>
  );
}
