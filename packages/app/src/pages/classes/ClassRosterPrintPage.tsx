import {
  type ClassEnrollment,
  listAbsencesQueryOptions,
  listLessonsQueryOptions,
  listMakeupBookingsQueryOptions,
  type MakeupBooking,
  useClass,
  useClassEnrollments,
  useCustomer,
  type WeeklyClass,
} from '@kayoi/api-client';
import { formatJapaneseDate, weekdayOf } from '@kayoi/domain/calendar';
import { Alert, Button, Card, DatePicker, PageHeader, Skeleton, Stack } from '@kayoi/ui';
import { useQuery } from '@tanstack/react-query';
import { ArrowLeft, Printer } from 'lucide-react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import styled, { createGlobalStyle } from 'styled-components';
import { failureText } from '../../forms/failure.ts';
import { RecordQuery } from '../RecordStates.tsx';
import { laneNames, timeRange, weekdayNames } from './timetable.ts';

// /classes/{id}/roster: the class roster (クラス名簿) printed on A4 by the browser (print CSS: only the sheet is
// printed) — the class, its coaches and its members with 会員番号, name, kana and current grade, and with a lesson
// day chosen (?date=), that day's 欠席連絡 and the makeup members (振替) booked into it, with a box to tick.

const PARENT = { label: 'スクール', href: '/schools' };

const PrintOnlyTheRoster = createGlobalStyle`
  @media print {
    @page {
      size: A4 portrait;
      margin: 12mm;
    }
    body * {
      visibility: hidden;
    }
    [data-roster],
    [data-roster] * {
      visibility: visible;
    }
    [data-roster] {
      position: absolute;
      left: 0;
      top: 0;
      width: 100%;
      margin: 0;
      padding: 0;
      border: none;
      box-shadow: none;
    }
  }
`;

const Sheet = styled.article`
  box-sizing: border-box;
  width: 100%;
  max-width: 186mm;
  padding: 10mm;
  background: #ffffff;
  color: #111827;
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  font-size: 10.5pt;
  h2 {
    margin: 0 0 4mm;
    font-size: 16pt;
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr max-content 1fr;
    gap: 1.5mm 4mm;
    margin: 0 0 5mm;
  }
  dt {
    font-weight: bold;
  }
  dd {
    margin: 0;
  }
  table {
    width: 100%;
    border-collapse: collapse;
  }
  th,
  td {
    border: 1px solid #4b5563;
    padding: 1.5mm 2mm;
    text-align: left;
    vertical-align: middle;
  }
  thead th {
    background: #f3f4f6;
  }
  tr {
    break-inside: avoid;
  }
  .number,
  .tick {
    text-align: center;
    white-space: nowrap;
  }
  .tick {
    width: 14mm;
  }
  footer {
    margin-top: 4mm;
    display: flex;
    justify-content: space-between;
    font-size: 9pt;
    color: #374151;
  }
`;

export function ClassRosterPrintPage() {
  const id = Number(useParams().id);
  const item = useClass(id);
  return (
    <RecordQuery query={item} title="クラス名簿" parent={PARENT} noun="クラス">
      {(record: WeeklyClass) => <RosterScreen record={record} />}
    </RecordQuery>
  );
}

function RosterScreen({ record }: { record: WeeklyClass }) {
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const date = params.get('date');
  const setDate = (value: string | null) => setParams(value ? { date: value } : {}, { replace: true });
  const wrongDay = date !== null && weekdayOf(date) !== record.day_of_week;
  return (
    <>
      <PageHeader
        title={`クラス名簿：${record.name}`}
        description="A4で印刷します。レッスン日を選ぶと、その日の欠席連絡と振替の受講者も載ります。"
        breadcrumbs={[
          { label: 'スクール', href: record.school ? `/schools?school=${record.school.id}` : '/schools' },
          { label: record.name, href: `/classes/${record.id}` },
          { label: 'クラス名簿' },
        ]}
        actions={
          <Stack $direction="row" $gap={2}>
            <Button icon={<ArrowLeft aria-hidden="true" />} onPress={() => navigate(`/classes/${record.id}`)}>
              クラス詳細へ
            </Button>
            <Button variant="primary" icon={<Printer aria-hidden="true" />} onPress={() => window.print()}>
              印刷する（A4）
            </Button>
          </Stack>
        }
      />
      <Stack $gap={4}>
        <Card>
          <Stack $direction="row" $gap={3} $wrap $align="end">
            <DatePicker
              label="レッスン日（任意）"
              value={date}
              onChange={setDate}
              description={`${weekdayNames[record.day_of_week]}の日付を選びます`}
            />
            {date ? <Button onPress={() => setDate(null)}>日付を外す</Button> : null}
          </Stack>
          {wrongDay ? (
            <Alert tone="warning">
              {formatJapaneseDate(date)}はこのクラスのレッスン日（{weekdayNames[record.day_of_week]}
              ）ではありません
            </Alert>
          ) : null}
        </Card>
        <RosterSheet record={record} date={wrongDay ? null : date} />
      </Stack>
    </>
  );
}

/** The sheet: what the page prints. */
export function RosterSheet({ record, date }: { record: WeeklyClass; date: string | null }) {
  const roster = useClassEnrollments(record.id);
  const withDate = date !== null;
  const absences = useQuery({
    ...listAbsencesQueryOptions({ date: date ?? undefined, class_id: record.id }),
    enabled: withDate,
  });
  const bookings = useQuery({
    ...listMakeupBookingsQueryOptions({ date: date ?? undefined }),
    enabled: withDate,
  });
  const lessons = useQuery({ ...listLessonsQueryOptions({ date: date ?? '' }), enabled: withDate });
  const lesson = lessons.data?.lessons.find((entry) => entry.class_id === record.id);
  const error = roster.error ?? absences.error ?? bookings.error ?? lessons.error;
  if (error) return <Alert tone="danger">{failureText(error, '名簿を読み込めませんでした。')}</Alert>;
  if (roster.isPending || (withDate && (absences.isPending || bookings.isPending || lessons.isPending)))
    return <Skeleton height={320} />;

  const members = roster.data?.enrollments ?? [];
  const absent = new Set((absences.data ?? []).map((a) => a.customer_id));
  const makeups = (bookings.data ?? []).filter((b) => b.class.id === record.id && b.status === 'booked');
  const coaches = [
    lesson?.substitute_instructor ? `${lesson.substitute_instructor.name}（代行）` : record.instructor?.name,
    record.assistant_instructor ? `${record.assistant_instructor.name}（アシスタント）` : null,
  ]
    .filter(Boolean)
    .join('・');
  const lanes = lesson ? laneNames(lesson) : laneNames(record);
  return (
    <>
      <PrintOnlyTheRoster />
      <Sheet data-roster aria-label={`${record.name}のクラス名簿`}>
        <h2>クラス名簿</h2>
        <dl>
          <dt>クラス</dt>
          <dd>{record.name}</dd>
          <dt>スクール</dt>
          <dd>
            {record.school?.name ?? '—'}
            {record.program ? `・${record.program.name}` : ''}
          </dd>
          <dt>曜日・時間</dt>
          <dd>
            {weekdayNames[record.day_of_week]} {lesson ? timeRange(lesson) : timeRange(record)}
          </dd>
          <dt>施設・レーン</dt>
          <dd>
            {record.facility?.name ?? '—'}・{lanes}
          </dd>
          <dt>コーチ</dt>
          <dd>{coaches || '—'}</dd>
          <dt>在籍</dt>
          <dd>
            {members.length}名（定員{record.capacity}名）
          </dd>
          {date ? (
            <>
              <dt>レッスン日</dt>
              <dd>
                {formatJapaneseDate(date)}
                {lesson?.status === 'cancelled' ? '（休講）' : ''}
              </dd>
              <dt>欠席連絡・振替</dt>
              <dd>
                欠席連絡{absent.size}名・振替{makeups.length}名
              </dd>
            </>
          ) : null}
        </dl>
        <table aria-label="受講者">
          <thead>
            <tr>
              <th scope="col" className="number">
                No.
              </th>
              <th scope="col">会員番号</th>
              <th scope="col">氏名</th>
              <th scope="col">フリガナ</th>
              <th scope="col">現在の級</th>
              {date ? <th scope="col">欠席・振替</th> : null}
              <th scope="col" className="tick">
                出欠
              </th>
            </tr>
          </thead>
          <tbody>
            {members.map((member, index) => (
              <MemberRow
                key={member.customer_id}
                number={index + 1}
                member={member}
                note={date ? (absent.has(member.customer_id) ? '欠席連絡' : '') : null}
              />
            ))}
            {makeups.map((booking, index) => (
              <MakeupRow key={booking.id} number={members.length + index + 1} booking={booking} />
            ))}
            {members.length + makeups.length === 0 ? (
              <tr>
                <td colSpan={date ? 7 : 6}>在籍者はいません</td>
              </tr>
            ) : null}
          </tbody>
        </table>
        <footer>
          <span>
            {record.name}（{weekdayNames[record.day_of_week]} {timeRange(record)}）
          </span>
          <span>{record.school?.name ?? ''}</span>
        </footer>
      </Sheet>
    </>
  );
}

function MemberRow({
  number,
  member,
  note,
}: {
  number: number;
  member: ClassEnrollment;
  /** The day's note (欠席連絡 or empty); null when no day is chosen. */
  note: string | null;
}) {
  return (
    <tr>
      <td className="number">{number}</td>
      <td>{member.member_number}</td>
      <th scope="row">{member.name}</th>
      <td>{member.name_kana}</td>
      <td>{member.grade?.name ?? '—'}</td>
      {note !== null ? <td>{note}</td> : null}
      <td className="tick">□</td>
    </tr>
  );
}

/** A makeup member of the day: their record gives 会員番号, kana and grade. */
function MakeupRow({ number, booking }: { number: number; booking: MakeupBooking }) {
  const customer = useCustomer(booking.customer_id);
  return (
    <tr>
      <td className="number">{number}</td>
      <td>{customer.data?.member_number ?? '—'}</td>
      <th scope="row">{booking.customer_name}</th>
      <td>{customer.data?.name_kana ?? '—'}</td>
      <td>{customer.data?.grade?.name ?? '—'}</td>
      <td>振替</td>
      <td className="tick">□</td>
    </tr>
  );
}
