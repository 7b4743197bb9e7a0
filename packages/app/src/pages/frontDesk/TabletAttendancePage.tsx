import {
  isApiError,
  type LessonAttendanceStatus,
  useClearLessonAttendance,
  useMarkLessonAttendance,
  useRecordLessonCardTap,
  useTabletLessons,
} from '@kayoi/api-client';
import { cardMessages, customerCardErrorMessage } from '@kayoi/api-client/messages';
import { CARD_TYPE } from '@kayoi/nfc';
import {
  EmptyState,
  ErrorState,
  formatDate,
  LessonAttendanceCard,
  PageHeader,
  Skeleton,
  Stack,
  Tabs,
  useToast,
} from '@kayoi/ui';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useCardTaps, useNfc } from '../../frontDesk/NfcContext.tsx';
import { TabletTrials } from './TabletTrials.tsx';

/** `?date=YYYY-MM-DD` opens another day's roll (yesterday's, to complete it; tomorrow's, to prepare). */
const dayParam = (value: string | null) => (value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined);

/**
 * /tablet-attendance-v2: the instructors' tablet at the pool side — today's lessons (or `?date=`'s) by lane, big 出席 /
 * 欠席 / 欠席連絡 buttons per member, and a member card tapped here marks them present at their lesson. A
 * lesson lists its makeup members after its own, marked 振替; a member who called in absent reads 欠席連絡あり.
 */
export function TabletAttendancePage() {
  const [search] = useSearchParams();
  const day = dayParam(search.get('date'));
  const lessons = useTabletLessons(day ? { date: day } : undefined);
  const mark = useMarkLessonAttendance();
  const clear = useClearLessonAttendance();
  const tap = useRecordLessonCardTap();
  const toast = useToast();
  const nfc = useNfc();
  const [lane, setLane] = useState<string>('all');
  const [pending, setPending] = useState<number | null>(null);
  const data = lessons.data;
  const lanes = useMemo(
    () => [...new Set((data?.lessons ?? []).map((l) => l.lane ?? 'レーンなし'))].sort(),
    [data],
  );

  useCardTaps((card) => {
    if (card.type !== CARD_TYPE.customer) {
      toast.error(
        card.type === CARD_TYPE.staff ? '会員カードをかざしてください' : cardMessages.notRegisteredYet,
      );
      return;
    }
    tap.mutate(day ? { nfc_uid: card.uid, date: day } : { nfc_uid: card.uid }, {
      onSuccess: (result) => toast.success(`${result.member.name}さん 出席`, result.lesson_name),
      onError: (error) =>
        toast.error(
          isApiError(error) && error.status === 404 && error.serverMessage
            ? error.serverMessage
            : customerCardErrorMessage(
                isApiError(error) ? error.status : undefined,
                isApiError(error) ? error.serverMessage : undefined,
              ),
        ),
    });
  });

  const onMark = (classId: number, customerId: number, status: LessonAttendanceStatus | null) => {
    if (!data) return;
    setPending(customerId);
    const done = {
      onSettled: () => setPending(null),
      onError: () => toast.error('出欠を保存できませんでした'),
    };
    if (status) mark.mutate({ classId, customerId, date: data.date, status }, done);
    else clear.mutate({ classId, customerId, date: data.date }, done);
  };

  const cardsOf = (laneId: string) => (
    <Stack $gap={4}>
      {(data?.lessons ?? [])
        .filter((l) => laneId === 'all' || (l.lane ?? 'レーンなし') === laneId)
        .map((lesson) => (
          <LessonAttendanceCard
            key={lesson.class_id}
            name={`${lesson.name}${lesson.lane ? `（${lesson.lane}）` : ''}`}
            timeRange={`${lesson.start_time}〜${lesson.end_time}`}
            instructorName={lesson.instructor_name}
            capacity={lesson.capacity}
            counts={lesson.counts}
            pendingCustomerId={pending}
            members={lesson.members.map((m) => ({
              customerId: m.customer_id,
              name: m.name,
              nameKana: m.name_kana,
              presence: m.presence,
              mark: m.mark,
              source: m.source,
              roll: m.roll,
              absenceNotice: m.absence_notice,
            }))}
            onMark={(customerId, value) => onMark(lesson.class_id, customerId, value)}
            trials={
              lesson.trials?.length ? <TabletTrials lessonName={lesson.name} trials={lesson.trials} /> : null
            }
          />
        ))}
    </Stack>
  );
  return (
    <>
      <PageHeader
        title="タブレット出欠"
        breadcrumbs={[{ label: 'スクール管理' }, { label: 'タブレット出欠' }]}
        description={
          data
            ? `${formatDate(data.date)} のレッスン ${data.lessons.length}件・${
                // A card is asked for only where one can be read now (as at the check-in desk).
                nfc.status === 'connected'
                  ? '会員カードをタッチすると出席になります（NFC接続中）'
                  : nfc.status === 'unsupported'
                    ? 'この端末ではNFCカードを読み取れません。出欠は各会員のボタンで記録します'
                    : 'NFC未接続のため、出欠は各会員のボタンで記録します'
              }`
            : undefined
        }
      />
      {lessons.isError ? (
        <ErrorState title="レッスンを取得できませんでした" onRetry={() => void lessons.refetch()} />
      ) : lessons.isPending ? (
        <Skeleton height={240} />
      ) : data && data.lessons.length === 0 ? (
        <EmptyState title="本日のレッスンはありません" />
      ) : (
        <Tabs
          aria-label="レーン"
          selectedKey={lane}
          onSelectionChange={(key) => setLane(String(key))}
          items={['all', ...lanes].map((id) => ({
            id,
            label: id === 'all' ? 'すべて' : id,
            content: cardsOf(id),
          }))}
        />
      )}
    </>
  );
}
