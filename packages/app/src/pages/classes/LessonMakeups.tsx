import {
  type ClassEnrollment,
  useAbsences,
  useCancelMakeupBooking,
  useCreateAbsence,
  useCreateMakeupBooking,
  useCustomers,
  useDeleteAbsence,
  useMakeupBookings,
  useMakeupCredits,
  type WeeklyClass,
} from '@kayoi/api-client';
import { mutationMessages } from '@kayoi/api-client/messages';
import { formatJapaneseDate } from '@kayoi/domain/calendar';
import { classMessages } from '@kayoi/domain/messages';
import { Alert, Button, Select, Stack, TextField, useToast } from '@kayoi/ui';
import { useState } from 'react';
import { failureText } from '../../forms/failure.ts';

// One lesson's 欠席・振替 (issue 14): an absence notice for an enrolled member (it gives a makeup credit by the
// school's rules), and a makeup booked into this lesson with another member's credit. Recording the absence and
// booking the makeup are separate steps; every rule (quota, validity, cutoff, same program, free seat) is the
// server's, said in its words.

const List = ({ label, children }: { label: string; children: React.ReactNode }) => (
  <ul aria-label={label} style={{ margin: 0, paddingLeft: '1.2em' }}>
    {children}
  </ul>
);

export function LessonMakeups({
  record,
  date,
  members,
}: {
  record: WeeklyClass;
  date: string;
  members: readonly ClassEnrollment[];
}) {
  const toast = useToast();
  const absences = useAbsences({ class_id: record.id, date });
  const bookings = useMakeupBookings({ date });
  const record_ = useCreateAbsence();
  const withdraw = useDeleteAbsence();
  const cancel = useCancelMakeupBooking();
  const [absent, setAbsent] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const failed = (fallback: string) => (error: Error) => {
    const message = failureText(error, fallback);
    setRefusal(message);
    toast.error(message);
  };
  const here = (bookings.data ?? []).filter((b) => b.class.id === record.id && b.status === 'booked');

  return (
    <Stack $gap={3}>
      <h3 style={{ margin: 0, fontSize: '1rem' }}>欠席連絡</h3>
      {refusal ? <Alert tone="danger">{refusal}</Alert> : null}
      <Stack $direction="row" $gap={2} $wrap $align="end">
        <Select
          label="欠席する会員"
          items={members.map((m) => ({ id: String(m.customer_id), label: m.name }))}
          selectedKey={absent}
          onSelectionChange={(key) => setAbsent(key === null ? null : String(key))}
          isDisabled={members.length === 0}
        />
        <TextField label="欠席理由" value={reason} onChange={setReason} />
        <Button
          isDisabled={absent === null}
          isLoading={record_.isPending}
          onPress={() =>
            absent &&
            record_.mutate(
              { class_id: record.id, customer_id: Number(absent), lesson_date: date, reason: reason || null },
              {
                onSuccess: (answer) => {
                  setRefusal(null);
                  setAbsent(null);
                  setReason('');
                  toast.success(answer.message ?? classMessages.absenceRecorded);
                },
                onError: failed(mutationMessages.createFailed),
              },
            )
          }
        >
          欠席を登録
        </Button>
      </Stack>
      {(absences.data ?? []).length > 0 ? (
        <List label="この日の欠席">
          {(absences.data ?? []).map((a) => (
            <li key={a.id}>
              {a.customer_name}
              {a.reason ? `（${a.reason}）` : ''}・
              {a.credit ? `振替権 ${formatJapaneseDate(a.credit.expires_on)}まで` : '振替権なし'}{' '}
              <Button
                size="sm"
                variant="ghost"
                aria-label={`${a.customer_name}さんの欠席を取り消す`}
                onPress={() =>
                  withdraw.mutate(a.id, {
                    onSuccess: () => toast.success(classMessages.absenceWithdrawn),
                    onError: failed(mutationMessages.deleteFailed),
                  })
                }
              >
                取り消す
              </Button>
            </li>
          ))}
        </List>
      ) : null}
      <h3 style={{ margin: 0, fontSize: '1rem' }}>振替予約（このレッスンへ）</h3>
      <MakeupBooking record={record} date={date} onRefused={failed(mutationMessages.createFailed)} />
      {here.length > 0 ? (
        <List label="この日の振替">
          {here.map((b) => (
            <li key={b.id}>
              {b.customer_name}（振替）{' '}
              <Button
                size="sm"
                variant="ghost"
                aria-label={`${b.customer_name}さんの振替予約を取り消す`}
                onPress={() =>
                  cancel.mutate(b.id, {
                    onSuccess: () => toast.success(classMessages.makeupCancelled),
                    onError: failed(mutationMessages.deleteFailed),
                  })
                }
              >
                取り消す
              </Button>
            </li>
          ))}
        </List>
      ) : null}
    </Stack>
  );
}

/** A member found by name or number, then one of their available credits, booked into this lesson. */
function MakeupBooking({
  record,
  date,
  onRefused,
}: {
  record: WeeklyClass;
  date: string;
  onRefused: (error: Error) => void;
}) {
  const [search, setSearch] = useState('');
  const [member, setMember] = useState<{ id: number; name: string } | null>(null);
  const found = useCustomers({ search, per_page: 10 });
  return (
    <Stack $gap={2}>
      <TextField
        label="振替する会員を検索"
        value={search}
        onChange={(value) => {
          setSearch(value);
          setMember(null);
        }}
      />
      {search.trim() && !member ? (
        <List label="振替の検索結果">
          {(found.data?.data ?? []).map((c) => (
            <li key={c.id}>
              {c.name}（{c.member_number}）{' '}
              <Button size="sm" aria-label={`${c.name}さんの振替権を見る`} onPress={() => setMember(c)}>
                振替権を見る
              </Button>
            </li>
          ))}
        </List>
      ) : null}
      {member ? <CreditChoice member={member} record={record} date={date} onRefused={onRefused} /> : null}
    </Stack>
  );
}

function CreditChoice({
  member,
  record,
  date,
  onRefused,
}: {
  member: { id: number; name: string };
  record: WeeklyClass;
  date: string;
  onRefused: (error: Error) => void;
}) {
  const toast = useToast();
  const credits = useMakeupCredits(member.id);
  const book = useCreateMakeupBooking();
  const [credit, setCredit] = useState<string | null>(null);
  const open = (credits.data ?? []).filter((c) => c.status === 'available');
  return (
    <Stack $direction="row" $gap={2} $wrap $align="end">
      <Select
        label={`${member.name}さんの振替権`}
        items={open.map((c) => ({
          id: String(c.id),
          label: `${c.class.name} ${formatJapaneseDate(c.lesson_date)}分（${formatJapaneseDate(c.expires_on)}まで）`,
        }))}
        selectedKey={credit}
        onSelectionChange={(key) => setCredit(key === null ? null : String(key))}
        isDisabled={open.length === 0}
        description={
          credits.isPending ? '読み込み中' : open.length === 0 ? '使える振替権がありません' : undefined
        }
      />
      <Button
        variant="primary"
        isDisabled={credit === null}
        isLoading={book.isPending}
        onPress={() =>
          credit &&
          book.mutate(
            { credit_id: Number(credit), class_id: record.id, lesson_date: date },
            { onSuccess: () => toast.success(classMessages.makeupBooked), onError: onRefused },
          )
        }
      >
        振替を予約
      </Button>
    </Stack>
  );
}
