import {
  type FamilyHome,
  type FamilyLesson,
  type FamilyLessonChange,
  useFamilyHome,
  useFamilyMessages,
  useFamilyNotices,
} from '@kayoi/api-client';
import { Badge, Card, PageHeader, Stack } from '@kayoi/ui';
import { CalendarCheck } from 'lucide-react';
import styled from 'styled-components';
import { Link } from 'wouter';
import { InTurn } from '../shell/InTurn.tsx';
import { formatLessonDay, formatTokyoDateTime } from './dates.ts';
import { Note as Detail, RowList as Lessons, RowItem, Shortcuts } from './parts.ts';
import { LoadingCards, QueryStates } from './QueryStates.tsx';

// A lesson's lines sit closer than parts.ts's rows.
const Lesson = styled(RowItem)`
  gap: ${({ theme }) => theme.space(1)};
`;
const When = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-variant-numeric: tabular-nums;
`;
// A reply's start: three lines at most, as text (never HTML).
const Excerpt = styled.div`
  display: -webkit-box;
  -webkit-box-orient: vertical;
  -webkit-line-clamp: 3;
  overflow: hidden;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;
const Subheading = styled.h3`
  margin: ${({ theme }) => theme.space(4, 0, 2)};
  font-size: ${({ theme }) => theme.font.size.md};
`;

const CHANGE_LABELS: Record<FamilyLessonChange['kind'], string> = {
  cancelled: '休講',
  substitute: '代行',
  moved: '変更',
};

function LessonStatus({ lesson }: { lesson: FamilyLesson }) {
  if (lesson.status === 'cancelled') return <Badge tone="danger">休講</Badge>;
  return (
    <>
      {lesson.status === 'moved' ? <Badge tone="warning">時間・コース変更</Badge> : null}
      {lesson.absence_reported ? <Badge tone="info">欠席連絡済み</Badge> : null}
    </>
  );
}

function NextLesson({ lesson }: { lesson: FamilyLesson }) {
  const lanes = lesson.lanes.length > 0 ? lesson.lanes.join('・') : 'コース未定';
  const coach = lesson.coach
    ? `${lesson.coach} コーチ${lesson.is_substitute ? '（代行）' : ''}`
    : 'コーチ未定';
  return (
    <Lesson>
      <When>
        <span>
          {formatLessonDay(lesson.date)} {lesson.start_time}〜{lesson.end_time}
        </span>
        <LessonStatus lesson={lesson} />
      </When>
      <div>{lesson.name}</div>
      <Detail>
        {lanes}　{coach}
      </Detail>
      {lesson.can_report_absence ? (
        <Detail>欠席連絡は {formatTokyoDateTime(lesson.absence_deadline)} まで</Detail>
      ) : null}
    </Lesson>
  );
}

function MemberCard({ entry }: { entry: FamilyHome['members'][number] }) {
  return (
    <Card title={entry.member.name}>
      {entry.next_lessons.length === 0 ? (
        <Detail>予定されているレッスンはありません</Detail>
      ) : (
        <Lessons aria-label={`${entry.member.name}の次のレッスン`}>
          {entry.next_lessons.map((lesson) => (
            <NextLesson key={`${lesson.class_id}-${lesson.date}`} lesson={lesson} />
          ))}
        </Lessons>
      )}
      {entry.week_changes.length > 0 ? (
        <>
          <Subheading>今週の変更</Subheading>
          <Lessons>
            {entry.week_changes.map((change) => (
              <Lesson key={`${change.class_id}-${change.date}-${change.kind}`}>
                <When>
                  <Badge tone={change.kind === 'cancelled' ? 'danger' : 'warning'}>
                    {CHANGE_LABELS[change.kind]}
                  </Badge>
                  <span>
                    {formatLessonDay(change.date)} {change.start_time}〜{change.end_time}
                  </span>
                </When>
                <div>{change.name}</div>
                {change.reason || change.coach ? (
                  <Detail>
                    {[change.reason, change.coach ? `${change.coach} コーチ` : null]
                      .filter(Boolean)
                      .join('　')}
                  </Detail>
                ) : null}
              </Lesson>
            ))}
          </Lessons>
        </>
      ) : null}
    </Card>
  );
}

/** How many unread notices ホーム lists (the rest are one tap away in お知らせ). */
const UNREAD_ON_HOME = 3;

/** The unread お知らせ, the latest few, when there are any (ホーム stays about lessons otherwise). */
function UnreadNotices({ notices }: { notices: ReturnType<typeof useFamilyNotices> }) {
  const unread = notices.data?.notices.filter((notice) => notice.read_at === null) ?? [];
  if (unread.length === 0) return null;
  return (
    <Card title={`未読のお知らせ ${notices.data?.unread_count ?? unread.length}件`}>
      <Lessons aria-label="未読のお知らせ">
        {unread.slice(0, UNREAD_ON_HOME).map((notice) => (
          <Lesson key={notice.id}>
            <div>{notice.title}</div>
            <Detail>{formatTokyoDateTime(notice.published_at)}</Detail>
          </Lesson>
        ))}
      </Lessons>
      <Subheading as="p">
        <Link to="/notices">お知らせを開く</Link>
      </Subheading>
    </Card>
  );
}

/** The desk's replies the family has not read (お問い合わせ), the latest one's start, when there are any. */
function UnreadReplies({ messages }: { messages: ReturnType<typeof useFamilyMessages> }) {
  const count = messages.data?.unread_count ?? 0;
  const latest = messages.data?.messages.findLast((m) => m.author === 'staff' && m.read_at === null);
  if (count === 0 || !latest) return null;
  return (
    <Card title={`スクールからの返信 ${count}件`}>
      <Lessons aria-label="未読の返信">
        <Lesson>
          <Excerpt>{latest.body}</Excerpt>
          <Detail>
            {latest.store.name} {latest.staff_name}　{formatTokyoDateTime(latest.created_at)}
          </Detail>
        </Lesson>
      </Lessons>
      <Subheading as="p">
        <Link to="/messages">お問い合わせを開く</Link>
      </Subheading>
    </Card>
  );
}

/**
 * ホーム: a card per child (or for the adult member) with the next lessons and this week's 休講・代行・変更, under
 * the unread お知らせ and replies. Drawn once all three answers are in (asked at once, with the screen's code):
 * a card that came later would push the page down under the reader's thumb.
 */
export function HomePage() {
  const home = useFamilyHome();
  const notices = useFamilyNotices();
  const messages = useFamilyMessages();
  return (
    <Stack $gap={4}>
      <PageHeader title="ホーム" description="次のレッスンと今週の変更" />
      {notices.isPending || messages.isPending ? (
        <LoadingCards height={160} />
      ) : (
        <InTurn>
          <UnreadNotices notices={notices} />
          <UnreadReplies messages={messages} />
          <Shortcuts aria-label="ほかのページ">
            <Link to="/waitlist">キャンセル待ちの確認・登録</Link>
            <Link to="/billing">請求・お支払い</Link>
            <Link to="/messages">お問い合わせ</Link>
          </Shortcuts>
          <QueryStates
            query={home}
            placeholder={160}
            empty={{
              when: (data) => data.members.length === 0,
              icon: <CalendarCheck aria-hidden="true" />,
              title: '登録されている会員がいません',
              description: 'お手数ですが、スクールにお問い合わせください。',
            }}
          >
            {(data) => data.members.map((entry) => <MemberCard key={entry.member.id} entry={entry} />)}
          </QueryStates>
        </InTurn>
      )}
    </Stack>
  );
}
