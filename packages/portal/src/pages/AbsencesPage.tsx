import { type FamilyLesson, useFamilyHome, useReportFamilyAbsence } from '@kayoi/api-client';
import { familyAccountMessages } from '@kayoi/api-client/messages';
import { Alert, Badge, Button, Card, ErrorState, PageHeader, Skeleton, Stack, TextField } from '@kayoi/ui';
import { useState } from 'react';
import { formatLessonDay, formatTokyoDateTime } from './dates.ts';
import { messageOf } from './errors.ts';
import { MakeupSection } from './MakeupSection.tsx';
import { RowItem as Lesson, RowList as Lessons, Note } from './parts.ts';

type Outcome = { tone: 'success' | 'danger'; text: string };

/** One lesson: its time, and 欠席連絡 until the school's cutoff (the server decides; the page only offers). */
function AbsenceRow({ memberId, lesson }: { memberId: number; lesson: FamilyLesson }) {
  const report = useReportFamilyAbsence();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const when = `${formatLessonDay(lesson.date)} ${lesson.start_time}〜${lesson.end_time}`;
  const send = async () => {
    try {
      const answer = await report.mutateAsync({
        customer_id: memberId,
        class_id: lesson.class_id,
        lesson_date: lesson.date,
        reason: reason.trim() || null,
      });
      // The server's own receipt, which may add that the month's makeup quota is used up.
      setOutcome({ tone: 'success', text: answer.message ?? familyAccountMessages.absenceReported });
      setOpen(false);
    } catch (error) {
      setOutcome({ tone: 'danger', text: messageOf(error) });
    }
  };
  return (
    <Lesson>
      <div>
        <strong>{when}</strong> {lesson.name}
      </div>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      {lesson.status === 'cancelled' ? (
        <div>
          <Badge tone="danger">休講</Badge>
        </div>
      ) : lesson.absence_reported || outcome?.tone === 'success' ? (
        <div>
          <Badge tone="info">欠席連絡済み</Badge>
        </div>
      ) : !lesson.can_report_absence ? (
        <Note>欠席連絡の受付は終了しました。スクールへお電話ください</Note>
      ) : open ? (
        <Stack $gap={2}>
          <TextField label="理由（任意）" value={reason} onChange={setReason} maxLength={200} />
          <Stack $gap={2} style={{ gridAutoFlow: 'column' }}>
            <Button variant="secondary" onPress={() => setOpen(false)}>
              やめる
            </Button>
            <Button variant="primary" isLoading={report.isPending} onPress={send}>
              欠席を連絡する
            </Button>
          </Stack>
        </Stack>
      ) : (
        <>
          <Note>受付は {formatTokyoDateTime(lesson.absence_deadline)} まで</Note>
          <Button
            variant="secondary"
            fullWidth
            onPress={() => setOpen(true)}
            aria-label={`${when}の欠席連絡`}
          >
            欠席連絡
          </Button>
        </>
      )}
    </Lesson>
  );
}

/** 欠席・振替: 欠席連絡 for each child's next lessons, then 振替予約 (MakeupSection). */
export function AbsencesPage() {
  const home = useFamilyHome();
  return (
    <Stack $gap={4}>
      <PageHeader title="欠席・振替" description="レッスンを休むときは、開始前の受付時間内にご連絡ください" />
      {home.isPending ? (
        <Skeleton height={200} radius="lg" />
      ) : home.isError ? (
        <ErrorState message={messageOf(home.error)} onRetry={() => void home.refetch()} />
      ) : (
        home.data.members.map(({ member, next_lessons }) => (
          <Card key={member.id} title={member.name}>
            {next_lessons.length === 0 ? (
              <Note>予定されているレッスンはありません</Note>
            ) : (
              <Lessons aria-label={`${member.name}のレッスン`}>
                {next_lessons.map((lesson) => (
                  <AbsenceRow
                    key={`${lesson.class_id}-${lesson.date}`}
                    memberId={member.id}
                    lesson={lesson}
                  />
                ))}
              </Lessons>
            )}
          </Card>
        ))
      )}
      <MakeupSection />
    </Stack>
  );
}
