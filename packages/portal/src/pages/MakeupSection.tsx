import {
  type FamilyMakeupBooking,
  type FamilyMakeupLesson,
  type FamilyMakeupOptions,
  useBookFamilyMakeup,
  useCancelFamilyMakeupBooking,
  useFamilyMakeupOptions,
} from '@kayoi/api-client';
import { Alert, Badge, Button, Card, ErrorState, Skeleton, Stack } from '@kayoi/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { formatLessonDay, formatTokyoDateTime } from './dates.ts';
import { messageOf } from './errors.ts';
import { RowItem as Item, RowList as List, Note } from './parts.ts';

// 振替予約 on the 欠席・振替 tab (issue 31): for each member with a makeup credit, the credits and their expiry, the
// lessons bookable now (the server's rules decide which: grade range, free seat, cutoff, expiry), a confirmation,
// and the member's bookings with キャンセル until the cutoff. Every receipt and refusal is the server's message.

const Subheading = styled.h3`
  margin: ${({ theme }) => theme.space(2, 0)};
  font-size: ${({ theme }) => theme.font.size.md};
`;
const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
`;
const Heading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xl};
`;
const Row = styled.div`
  display: grid;
  grid-auto-flow: column;
  gap: ${({ theme }) => theme.space(2)};
`;

type Outcome = { tone: 'success' | 'danger'; text: string };
type MemberOptions = FamilyMakeupOptions['members'][number];

const SOURCE = { absence: 'お休み', cancelled: '休講' } as const;

/** Tells the section the server's receipt: the row itself leaves the list once the options are read again. */
type OnDone = (message: string) => void;

function LessonOffer({
  memberId,
  lesson,
  onDone,
}: {
  memberId: number;
  lesson: FamilyMakeupLesson;
  onDone: OnDone;
}) {
  const book = useBookFamilyMakeup();
  const [confirming, setConfirming] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const when = `${formatLessonDay(lesson.date)} ${lesson.start_time}〜${lesson.end_time}`;
  const send = async () => {
    try {
      const answer = await book.mutateAsync({
        customer_id: memberId,
        credit_id: lesson.credit_id,
        class_id: lesson.class_id,
        lesson_date: lesson.date,
      });
      setOutcome(null);
      onDone(answer.message ?? '');
    } catch (error) {
      setOutcome({ tone: 'danger', text: messageOf(error) });
    }
    setConfirming(false);
  };
  const details = [lesson.lanes.join('・'), lesson.coach ? `コーチ ${lesson.coach}` : null]
    .filter(Boolean)
    .join(' / ');
  return (
    <Item>
      <div>
        <strong>{when}</strong> {lesson.name}
      </div>
      {details ? <Note>{details}</Note> : null}
      <div>
        <Badge tone={lesson.free_seats <= 1 ? 'warning' : 'neutral'}>残り{lesson.free_seats}席</Badge>
      </div>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      {confirming ? (
        <Stack $gap={2}>
          <Note>
            この内容で振替を予約しますか？（予約の受付は {formatTokyoDateTime(lesson.book_until)} まで）
          </Note>
          <Row>
            <Button variant="secondary" onPress={() => setConfirming(false)}>
              やめる
            </Button>
            <Button variant="primary" isLoading={book.isPending} onPress={send}>
              予約を確定する
            </Button>
          </Row>
        </Stack>
      ) : (
        <Button
          variant="secondary"
          fullWidth
          onPress={() => setConfirming(true)}
          aria-label={`${when}に振替を予約`}
        >
          振替を予約
        </Button>
      )}
    </Item>
  );
}

function BookingRow({ booking, onDone }: { booking: FamilyMakeupBooking; onDone: OnDone }) {
  const cancel = useCancelFamilyMakeupBooking();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const when = `${formatLessonDay(booking.lesson_date)} ${booking.start_time}`;
  const send = async () => {
    try {
      const answer = await cancel.mutateAsync(booking.id);
      setOutcome(null);
      onDone(answer.message ?? '');
    } catch (error) {
      setOutcome({ tone: 'danger', text: messageOf(error) });
    }
  };
  return (
    <Item>
      <div>
        <strong>{when}</strong> {booking.class.name} <Badge tone="info">振替予約済み</Badge>
      </div>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      {booking.can_cancel ? (
        <>
          <Note>取り消しは {formatTokyoDateTime(booking.cancel_until)} まで</Note>
          <Button
            variant="secondary"
            fullWidth
            isLoading={cancel.isPending}
            onPress={send}
            aria-label={`${when}の振替予約をキャンセル`}
          >
            キャンセル
          </Button>
        </>
      ) : (
        <Note>取り消しの受付は終了しました。スクールへお電話ください</Note>
      )}
    </Item>
  );
}

function MemberMakeups({ entry, onDone }: { entry: MemberOptions; onDone: OnDone }) {
  const { member, credits, lessons, bookings } = entry;
  if (credits.length === 0 && bookings.length === 0) return null;
  return (
    <Card title={`${member.name}の振替`}>
      {credits.length > 0 ? (
        <>
          <Subheading>振替権</Subheading>
          <List aria-label={`${member.name}の振替権`}>
            {credits.map((credit) => (
              <Item key={credit.id}>
                <div>
                  {formatLessonDay(credit.lesson_date)}の{SOURCE[credit.source]}（{credit.class.name}）
                </div>
                <Note>{formatLessonDay(credit.expires_on)}まで有効</Note>
              </Item>
            ))}
          </List>
          <Subheading>振替できるレッスン</Subheading>
          {lessons.length === 0 ? (
            <Note>いま予約できるレッスンはありません（空きのあるレッスンが出ると表示されます）</Note>
          ) : (
            <List aria-label={`${member.name}の振替できるレッスン`}>
              {lessons.map((lesson) => (
                <LessonOffer
                  key={`${lesson.class_id}-${lesson.date}`}
                  memberId={member.id}
                  lesson={lesson}
                  onDone={onDone}
                />
              ))}
            </List>
          )}
        </>
      ) : null}
      {bookings.length > 0 ? (
        <>
          <Subheading>振替予約</Subheading>
          <List aria-label={`${member.name}の振替予約`}>
            {bookings.map((booking) => (
              <BookingRow key={booking.id} booking={booking} onDone={onDone} />
            ))}
          </List>
        </>
      ) : null}
    </Card>
  );
}

/** 振替予約: the members' credits, the lessons to book with them, and their bookings. */
export function MakeupSection() {
  const options = useFamilyMakeupOptions();
  const [receipt, setReceipt] = useState<string | null>(null);
  return (
    <Section aria-labelledby="makeup-heading">
      <Heading id="makeup-heading">振替予約</Heading>
      {receipt ? <Alert tone="success">{receipt}</Alert> : null}
      {options.isPending ? (
        <Skeleton height={160} radius="lg" />
      ) : options.isError ? (
        <ErrorState message={messageOf(options.error)} onRetry={() => void options.refetch()} />
      ) : options.data.members.some((m) => m.credits.length > 0 || m.bookings.length > 0) ? (
        options.data.members.map((entry) => (
          <MemberMakeups key={entry.member.id} entry={entry} onDone={setReceipt} />
        ))
      ) : (
        <Note>
          振替権はありません。欠席連絡をすると、スクールの規定の範囲で振替権が付与されます（予約は
          {options.data.window_days}日先まで）
        </Note>
      )}
    </Section>
  );
}
