import {
  type Absence,
  type CustomerDetail,
  type MakeupCredit,
  type MemberClassEnrollment,
  useAbsences,
  useCancelMakeupBooking,
  useCreateAbsence,
  useCreateMakeupBooking,
  useCustomerClasses,
  useDeleteAbsence,
  useLessons,
  useMakeupCredits,
} from '@kayoi/api-client';
import { mutationMessages } from '@kayoi/api-client/messages';
import { formatJapaneseDate, todayInTokyo } from '@kayoi/domain/calendar';
import { classMessages } from '@kayoi/domain/messages';
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
  TextField,
  useToast,
} from '@kayoi/ui';
import { PhoneCall } from 'lucide-react';
import { useState } from 'react';
import { failureText } from '../../forms/failure.ts';
import { MemberDialog } from './MemberDialog.tsx';
import { classLabel, creditSourceLabels, creditState, lessonDaysAround } from './memberClasses.ts';

// The customer record's 欠席・振替 (issue 14): an absence notice taken at the desk for one of the member's
// lessons (before or after it), the makeup credits (振替権) with their validity and state, a makeup booked into
// a lesson with one of them, and a booking cancelled (the credit comes back). Recording the absence and booking
// the makeup are separate steps; whether a lesson can take the makeup is the server's to say.

type Dialog =
  | { kind: 'absence' }
  | { kind: 'book'; credit: MakeupCredit }
  | { kind: 'cancel'; credit: MakeupCredit }
  | { kind: 'withdraw'; absenceId: number; label: string }
  | null;

export function CustomerMakeups({ customer }: { customer: CustomerDetail }) {
  const today = todayInTokyo();
  const credits = useMakeupCredits(customer.id);
  const absences = useAbsences({ customer_id: customer.id });
  const classes = useCustomerClasses(customer.id);
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);
  const running = (classes.data?.enrollments ?? []).filter(
    (row) => row.enrollment.ended_on === null || row.enrollment.ended_on >= today,
  );

  return (
    <Card
      title="欠席・振替"
      actions={
        <Button
          variant="secondary"
          size="sm"
          icon={<PhoneCall aria-hidden="true" />}
          onPress={() => setDialog({ kind: 'absence' })}
          isDisabled={running.length === 0}
        >
          欠席連絡を登録
        </Button>
      }
    >
      {credits.isError || absences.isError ? (
        <ErrorState
          message="欠席・振替を読み込めませんでした。"
          onRetry={() => {
            void credits.refetch();
            void absences.refetch();
          }}
        />
      ) : (
        <Stack $gap={4}>
          <CreditTable
            credits={credits.data ?? []}
            isLoading={credits.isPending}
            today={today}
            onBook={(credit) => setDialog({ kind: 'book', credit })}
            onCancel={(credit) => setDialog({ kind: 'cancel', credit })}
          />
          <AbsenceTable
            absences={absences.data ?? []}
            isLoading={absences.isPending}
            onWithdraw={(absence) =>
              setDialog({
                kind: 'withdraw',
                absenceId: absence.id,
                label: `${absence.class.name} ${formatJapaneseDate(absence.lesson_date)}`,
              })
            }
          />
        </Stack>
      )}

      {dialog?.kind === 'absence' ? (
        <AbsenceDialog customer={customer} enrollments={running} onClose={close} />
      ) : null}
      {dialog?.kind === 'book' ? (
        <MakeupDialog customer={customer} credit={dialog.credit} onClose={close} />
      ) : null}
      <MakeupConfirmations dialog={dialog} close={close} />
    </Card>
  );
}

/** 振替権: each credit, its state, and booking a makeup with it (or cancelling the booking, before the day). */
function CreditTable({
  credits,
  isLoading,
  today,
  onBook,
  onCancel,
}: {
  credits: MakeupCredit[];
  isLoading: boolean;
  today: string;
  onBook: (credit: MakeupCredit) => void;
  onCancel: (credit: MakeupCredit) => void;
}) {
  return (
    <DataTable
      aria-label="振替権"
      rows={credits}
      getRowId={(credit) => credit.id}
      isLoading={isLoading}
      emptyState="振替権はありません"
      columns={[
        {
          id: 'lesson',
          header: '元のレッスン',
          isRowHeader: true,
          cell: (credit) =>
            `${creditSourceLabels[credit.source]}：${credit.class.name} ${formatJapaneseDate(credit.lesson_date)}`,
        },
        {
          id: 'expires',
          header: '有効期限',
          nowrap: true,
          cell: (credit) => formatJapaneseDate(credit.expires_on),
        },
        {
          id: 'state',
          header: '状態',
          cell: (credit) => {
            const state = creditState(credit, today);
            return (
              <Stack $gap={1}>
                <span>
                  <Badge tone={state.tone}>{state.label}</Badge>
                </span>
                <small>{state.note}</small>
              </Stack>
            );
          },
        },
        {
          id: 'actions',
          header: '操作',
          nowrap: true,
          cell: (credit) =>
            credit.status === 'available' ? (
              <Button
                size="sm"
                aria-label={`振替を予約（${formatJapaneseDate(credit.lesson_date)}の振替権）`}
                onPress={() => onBook(credit)}
              >
                振替を予約
              </Button>
            ) : credit.status === 'booked' && credit.booking && credit.booking.lesson_date >= today ? (
              <Button
                size="sm"
                variant="ghost"
                aria-label={`予約を取り消す（${formatJapaneseDate(credit.booking.lesson_date)}の振替）`}
                onPress={() => onCancel(credit)}
              >
                予約を取り消す
              </Button>
            ) : null,
        },
      ]}
    />
  );
}

/** 欠席連絡: the member's absences, whether each gave a credit, and withdrawing one. */
function AbsenceTable({
  absences,
  isLoading,
  onWithdraw,
}: {
  absences: Absence[];
  isLoading: boolean;
  onWithdraw: (absence: Absence) => void;
}) {
  return (
    <DataTable
      aria-label="欠席連絡"
      rows={absences}
      getRowId={(absence) => absence.id}
      isLoading={isLoading}
      emptyState="欠席連絡はありません"
      columns={[
        {
          id: 'lesson',
          header: 'レッスン',
          isRowHeader: true,
          cell: (a) => `${a.class.name} ${formatJapaneseDate(a.lesson_date)}`,
        },
        { id: 'reason', header: '理由', cell: (a) => a.reason ?? '—' },
        {
          id: 'credit',
          header: '振替権',
          nowrap: true,
          cell: (a) => (a.credit ? 'あり' : 'なし（月の上限）'),
        },
        { id: 'by', header: '受付', nowrap: true, cell: (a) => a.recorded_by?.name ?? '—' },
        {
          id: 'actions',
          header: '操作',
          nowrap: true,
          cell: (a) => (
            <Button
              size="sm"
              variant="ghost"
              aria-label={`取り消す（${formatJapaneseDate(a.lesson_date)}の欠席連絡）`}
              onPress={() => onWithdraw(a)}
            >
              取り消す
            </Button>
          ),
        },
      ]}
    />
  );
}

/** The confirmations of cancelling a makeup booking and of withdrawing an absence. */
function MakeupConfirmations({ dialog, close }: { dialog: Dialog; close: () => void }) {
  const toast = useToast();
  const cancel = useCancelMakeupBooking();
  const withdraw = useDeleteAbsence();
  return (
    <>
      <ConfirmDialog
        isOpen={dialog?.kind === 'cancel'}
        onOpenChange={(open) => !open && close()}
        title="振替予約を取り消しますか？"
        message={
          dialog?.kind === 'cancel' && dialog.credit.booking
            ? `${dialog.credit.booking.class.name} ${formatJapaneseDate(dialog.credit.booking.lesson_date)}の振替予約を取り消します。振替権は戻ります。`
            : ''
        }
        confirmLabel="取り消す"
        tone="danger"
        isConfirming={cancel.isPending}
        onConfirm={() => {
          if (dialog?.kind !== 'cancel' || !dialog.credit.booking) return;
          cancel.mutate(dialog.credit.booking.id, {
            onSuccess: () => {
              toast.success(classMessages.makeupCancelled);
              close();
            },
            onError: (error) => {
              toast.error(failureText(error, mutationMessages.deleteFailed));
              close();
            },
          });
        }}
      />
      <ConfirmDialog
        isOpen={dialog?.kind === 'withdraw'}
        onOpenChange={(open) => !open && close()}
        title="欠席連絡を取り消しますか？"
        message={
          dialog?.kind === 'withdraw'
            ? `${dialog.label}の欠席連絡を取り消します。使われていない振替権も取り消されます。`
            : ''
        }
        confirmLabel="取り消す"
        tone="danger"
        isConfirming={withdraw.isPending}
        onConfirm={() => {
          if (dialog?.kind !== 'withdraw') return;
          withdraw.mutate(dialog.absenceId, {
            onSuccess: () => {
              toast.success(classMessages.absenceWithdrawn);
              close();
            },
            onError: (error) => {
              toast.error(failureText(error, mutationMessages.deleteFailed));
              close();
            },
          });
        }}
      />
    </>
  );
}

function AbsenceDialog({
  customer,
  enrollments,
  onClose,
}: {
  customer: CustomerDetail;
  enrollments: readonly MemberClassEnrollment[];
  onClose: () => void;
}) {
  const toast = useToast();
  const record = useCreateAbsence();
  const today = todayInTokyo();
  const [classId, setClassId] = useState<string | null>(
    enrollments.length === 1 ? String(enrollments[0]?.class.id) : null,
  );
  const [day, setDay] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const chosen = enrollments.find((row) => String(row.class.id) === classId);
  const days = chosen ? lessonDaysAround(chosen.class.day_of_week, today, chosen.enrollment) : [];
  const send = () =>
    chosen &&
    day &&
    record.mutate(
      {
        class_id: chosen.class.id,
        customer_id: customer.id,
        lesson_date: day,
        reason: reason.trim() || null,
      },
      {
        onSuccess: (answer) => {
          toast.success(answer.message ?? classMessages.absenceRecorded);
          onClose();
        },
        onError: (error) => setRefusal(failureText(error, mutationMessages.createFailed)),
      },
    );
  return (
    <MemberDialog
      title={`欠席連絡（${customer.name}さん）`}
      onClose={onClose}
      busy={record.isPending}
      submitLabel="欠席を登録"
      onSubmit={send}
      canSubmit={Boolean(chosen && day)}
    >
      <p>振替の予約は欠席の登録のあと、振替権の「振替を予約」から行います。</p>
      <Select
        label="クラス"
        items={enrollments.map((row) => ({ id: String(row.class.id), label: classLabel(row.class) }))}
        selectedKey={classId}
        onSelectionChange={(key) => {
          setClassId(key === null ? null : String(key));
          setDay(null);
          setRefusal(null);
        }}
      />
      <Select
        label="欠席するレッスン日"
        items={days}
        selectedKey={day}
        onSelectionChange={(key) => {
          setDay(key === null ? null : String(key));
          setRefusal(null);
        }}
        isDisabled={!chosen}
      />
      <TextField label="欠席理由" description="任意（例：発熱のため）" value={reason} onChange={setReason} />
      {refusal ? <Alert tone="danger">{refusal}</Alert> : null}
    </MemberDialog>
  );
}

function MakeupDialog({
  customer,
  credit,
  onClose,
}: {
  customer: CustomerDetail;
  credit: MakeupCredit;
  onClose: () => void;
}) {
  const toast = useToast();
  const book = useCreateMakeupBooking();
  const today = todayInTokyo();
  const [day, setDay] = useState<string | null>(null);
  const [lesson, setLesson] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const lessons = useLessons({ date: day ?? today });
  const items = (day ? (lessons.data?.lessons ?? []) : [])
    .filter((l) => l.status !== 'cancelled')
    .map((l) => ({
      id: String(l.class_id),
      label: `${l.start_time}〜${l.end_time} ${l.name}（${l.program?.name ?? 'プログラムなし'}・予約${l.booked}/${l.capacity}名）`,
    }));
  const send = () =>
    day &&
    lesson &&
    book.mutate(
      { credit_id: credit.id, class_id: Number(lesson), lesson_date: day },
      {
        onSuccess: () => {
          toast.success(classMessages.makeupBooked);
          onClose();
        },
        onError: (error) => setRefusal(failureText(error, mutationMessages.createFailed)),
      },
    );
  return (
    <MemberDialog
      title={`振替を予約（${customer.name}さん）`}
      onClose={onClose}
      busy={book.isPending}
      submitLabel="振替を予約"
      onSubmit={send}
      canSubmit={Boolean(day && lesson)}
    >
      <p>
        振替権：{credit.class.name} {formatJapaneseDate(credit.lesson_date)}の
        {creditSourceLabels[credit.source]}（{credit.program?.name ?? 'プログラムなし'}・
        {formatJapaneseDate(credit.expires_on)}まで有効）
      </p>
      <DatePicker
        label="振替日"
        value={day}
        minValue={today}
        maxValue={credit.expires_on}
        onChange={(value) => {
          setDay(value);
          setLesson(null);
          setRefusal(null);
        }}
      />
      <Select
        label="振替先のレッスン"
        description="同じプログラム・対象級で空きのあるレッスンに予約できます"
        items={items}
        selectedKey={lesson}
        onSelectionChange={(key) => {
          setLesson(key === null ? null : String(key));
          setRefusal(null);
        }}
        isDisabled={!day || lessons.isPending || items.length === 0}
      />
      {day && !lessons.isPending && items.length === 0 ? <p>この日のレッスンはありません。</p> : null}
      {refusal ? (
        <Alert tone="danger" title="予約できません">
          {refusal}
        </Alert>
      ) : null}
    </MemberDialog>
  );
}
