import {
  type TrialLesson,
  useBookTrialLesson,
  useCancelTrialLesson,
  useDecideTrialOutcome,
  useRecordTrialResult,
  useTrialLessons,
  useTrialSlots,
} from '@kayoi/api-client';
import { formatJapaneseDate, todayInTokyo } from '@kayoi/domain/calendar';
import { trialMessages } from '@kayoi/domain/messages';
import {
  Button,
  Card,
  DescriptionList,
  RadioGroup,
  Select,
  Stack,
  TextArea,
  TextField,
  useToast,
} from '@kayoi/ui';
import { useState } from 'react';
import { failureText } from '../../forms/failure.ts';

// 体験 (issue 29) on the pre-registration: the trial booked (or a lesson with a free seat to book it into), the
// coach's result and the outcome — 入会 (the application becomes a member placed in the class) or 見送り.
// Every rule (the seat, the lock, the conversion) is the server's; refusals are shown as it words them.

const ATTENDANCE = { present: '出席', no_show: '欠席' } as const;
const OUTCOME = { enrolled: '入会', declined: '見送り' } as const;

export function TrialCard({ preRegistrationId, open }: { preRegistrationId: number; open: boolean }) {
  const trials = useTrialLessons({ pre_registration_id: preRegistrationId });
  const live = (trials.data ?? []).find((t) => t.status === 'booked');
  return (
    <Card title="体験">
      {trials.isPending ? (
        <p>読み込み中</p>
      ) : live ? (
        <LiveTrial trial={live} />
      ) : open ? (
        <BookTrial preRegistrationId={preRegistrationId} />
      ) : (
        <p>体験の予約はありません。</p>
      )}
    </Card>
  );
}

function LiveTrial({ trial }: { trial: TrialLesson }) {
  const held = trial.lesson_date <= todayInTokyo();
  return (
    <Stack $gap={4}>
      <DescriptionList
        items={[
          {
            term: 'レッスン',
            description: `${formatJapaneseDate(trial.lesson_date)} ${trial.start_time}〜 ${trial.class.name}`,
          },
          { term: '出欠', description: trial.attendance ? ATTENDANCE[trial.attendance] : '未記録' },
          { term: 'コーチの推奨級', description: trial.suggested_grade?.name ?? '—' },
          { term: 'コーチのコメント', description: trial.coach_comment ?? '—' },
          {
            term: '結果',
            description: trial.outcome
              ? `${OUTCOME[trial.outcome]}${trial.outcome_reason ? `（${trial.outcome_reason}）` : ''}`
              : '未決定',
          },
        ]}
      />
      {!held ? <CancelTrial trial={trial} /> : null}
      {held && trial.outcome === null ? <RecordResult trial={trial} /> : null}
      {held && trial.attendance !== null && trial.outcome === null ? <DecideOutcome trial={trial} /> : null}
    </Stack>
  );
}

function BookTrial({ preRegistrationId }: { preRegistrationId: number }) {
  const toast = useToast();
  const slots = useTrialSlots({ pre_registration_id: preRegistrationId, weeks: 2 });
  const book = useBookTrialLesson();
  const [slot, setSlot] = useState<string | null>(null);
  const items = (slots.data ?? []).map((s) => ({
    id: `${s.class_id}:${s.lesson_date}`,
    label: `${formatJapaneseDate(s.lesson_date)} ${s.start_time}〜 ${s.name}（空き${s.free_seats}席）`,
  }));
  return (
    <Stack $direction="row" $gap={2} $wrap $align="end">
      <Select
        label="体験するレッスン（2週間以内の空きのあるレッスン）"
        items={items}
        selectedKey={slot}
        onSelectionChange={(key) => setSlot(key === null ? null : String(key))}
        isDisabled={items.length === 0}
        description={
          slots.isPending ? '読み込み中' : items.length === 0 ? '空きのあるレッスンがありません' : undefined
        }
      />
      <Button
        variant="primary"
        isDisabled={slot === null}
        isLoading={book.isPending}
        onPress={() => {
          if (!slot) return;
          const [classId, date] = slot.split(':');
          book.mutate(
            { pre_registration_id: preRegistrationId, class_id: Number(classId), lesson_date: String(date) },
            {
              onSuccess: () => toast.success(trialMessages.booked),
              onError: (error) => toast.error(failureText(error, trialMessages.full)),
            },
          );
        }}
      >
        体験を予約
      </Button>
    </Stack>
  );
}

function CancelTrial({ trial }: { trial: TrialLesson }) {
  const toast = useToast();
  const cancel = useCancelTrialLesson();
  return (
    <Stack $direction="row" $gap={2}>
      <Button
        variant="secondary"
        isLoading={cancel.isPending}
        onPress={() =>
          cancel.mutate(trial.id, {
            onSuccess: () => toast.success(trialMessages.cancelled),
            onError: (error) => toast.error(failureText(error, trialMessages.lessonStarted)),
          })
        }
      >
        体験を取り消す（日程変更）
      </Button>
    </Stack>
  );
}

function RecordResult({ trial }: { trial: TrialLesson }) {
  const toast = useToast();
  const record = useRecordTrialResult();
  const [attendance, setAttendance] = useState<string>(trial.attendance ?? 'present');
  const [comment, setComment] = useState(trial.coach_comment ?? '');
  return (
    <Stack $gap={2}>
      <RadioGroup
        label="出欠"
        orientation="horizontal"
        options={[
          { value: 'present', label: '出席' },
          { value: 'no_show', label: '欠席' },
        ]}
        value={attendance}
        onChange={setAttendance}
      />
      <TextArea label="コーチのコメント" value={comment} onChange={setComment} />
      <Stack $direction="row">
        <Button
          variant="secondary"
          isLoading={record.isPending}
          onPress={() =>
            record.mutate(
              {
                id: trial.id,
                attendance: attendance === 'no_show' ? 'no_show' : 'present',
                suggested_grade_id: trial.suggested_grade?.id ?? null,
                comment: comment || null,
              },
              {
                onSuccess: () => toast.success(trialMessages.resultRecorded),
                onError: (error) => toast.error(failureText(error, trialMessages.notYetHeld)),
              },
            )
          }
        >
          結果を記録
        </Button>
      </Stack>
    </Stack>
  );
}

function DecideOutcome({ trial }: { trial: TrialLesson }) {
  const toast = useToast();
  const decide = useDecideTrialOutcome();
  const [reason, setReason] = useState('');
  const send = (outcome: 'enrolled' | 'declined') =>
    decide.mutate(
      { id: trial.id, outcome, reason: reason || null },
      {
        onSuccess: () =>
          toast.success(outcome === 'enrolled' ? '入会を登録しました' : trialMessages.declined),
        onError: (error) => toast.error(failureText(error, trialMessages.reasonRequired)),
      },
    );
  return (
    <Stack $direction="row" $gap={2} $wrap $align="end">
      <Button variant="primary" isLoading={decide.isPending} onPress={() => send('enrolled')}>
        入会（{trial.class.name}に在籍）
      </Button>
      <TextField label="見送りの理由" value={reason} onChange={setReason} />
      <Button variant="secondary" isLoading={decide.isPending} onPress={() => send('declined')}>
        見送り
      </Button>
    </Stack>
  );
}
