import { useClasses, useSchools, type WeeklyClass } from '@kayoi/api-client';
import {
  Badge,
  Card,
  EmptyState,
  ErrorState,
  PageHeader,
  Select,
  Skeleton,
  Stack,
  tabularNumbers,
} from '@kayoi/ui';
import { CalendarDays, School } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import { failureText } from '../../forms/failure.ts';
import { classScreenTexts as t } from './messages.ts';
import { enrolment, laneNames, timeRange, weekdayNames } from './timetable.ts';

const Week = styled.div`
  display: grid;
  grid-template-columns: repeat(7, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  overflow-x: auto;
`;
const Day = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(2)};
  min-width: 0;
  h2 {
    margin: 0;
    padding: ${({ theme }) => theme.space(1, 2)};
    font-size: ${({ theme }) => theme.font.size.sm};
    text-align: center;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surface.raised};
    color: ${({ theme }) => theme.color.text.primary};
  }
  ul {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space(2)};
    margin: 0;
    padding: 0;
    list-style: none;
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.text.secondary};
    text-align: center;
  }
`;
const Entry = styled.li<{ $inactive: boolean }>`
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  border-left: 4px solid ${({ theme }) => theme.color.status.info.solid};
  background: ${({ theme }) => theme.color.surface.base};
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.text.secondary};
  opacity: ${({ $inactive }) => ($inactive ? 0.6 : 1)};
  ${tabularNumbers}
  a {
    display: block;
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    color: ${({ theme }) => theme.color.text.link};
  }
  & > span {
    display: block;
  }
`;

/** One class in the week: its time, name (to the class), coach, lane and its enrolment against capacity. */
function TimetableEntry({ item }: { item: WeeklyClass }) {
  const full = item.enrolled_count >= item.capacity;
  return (
    <Entry $inactive={!item.is_active}>
      <span>{timeRange(item)}</span>
      <Link to={`/classes/${item.id}`}>{item.name}</Link>
      <span>{item.instructor?.name ?? 'コーチ未定'}</span>
      <span>
        {item.facility?.name ?? '施設未定'}・{laneNames(item)}
      </span>
      <Stack $direction="row" $gap={1} $wrap>
        <span>{enrolment(item)}</span>
        {full ? <Badge tone="warning">{t.full}</Badge> : null}
        {item.waitlist_count > 0 ? <Badge tone="info">{t.waitlist(item.waitlist_count)}</Badge> : null}
        {item.is_active ? null : <Badge tone="neutral">無効</Badge>}
      </Stack>
    </Entry>
  );
}

/**
 * /schools: a school's week — the weekday columns Sunday first, each day's classes by start time with the coach,
 * the lane and the enrolment against capacity; each links to its class.
 */
export function SchoolTimetablePage() {
  const [params, setParams] = useSearchParams();
  const schools = useSchools({ per_page: 100 });
  const list = schools.data?.data ?? [];
  const schoolId = Number(params.get('school')) || list[0]?.id;
  const classes = useClasses(schoolId ? { school_id: schoolId } : {});
  const byDay = useMemo(() => {
    const days = weekdayNames.map(() => [] as WeeklyClass[]);
    for (const item of classes.data ?? []) days[item.day_of_week]?.push(item);
    for (const day of days) day.sort((a, b) => a.start_time.localeCompare(b.start_time));
    return days;
  }, [classes.data]);

  let body: React.ReactNode;
  if (schools.error) {
    body = (
      <ErrorState message={failureText(schools.error, t.loadFailed)} onRetry={() => void schools.refetch()} />
    );
  } else if (schools.isPending) {
    body = <Skeleton height={360} />;
  } else if (!schoolId) {
    body = (
      <EmptyState icon={<School aria-hidden="true" />} title={t.noSchool} description={t.noSchoolHelp} />
    );
  } else if (classes.error) {
    body = (
      <ErrorState message={failureText(classes.error, t.loadFailed)} onRetry={() => void classes.refetch()} />
    );
  } else if (classes.isPending) {
    body = <Skeleton height={360} />;
  } else if ((classes.data ?? []).length === 0) {
    body = (
      <EmptyState
        icon={<CalendarDays aria-hidden="true" />}
        title={t.noTimetable}
        description={<Link to="/lane-assignment/class-lanes">クラス・レーン割当でクラスを追加する</Link>}
      />
    );
  } else {
    body = (
      <Card title={t.timetable}>
        <Week>
          {byDay.map((day, weekday) => (
            <Day key={weekdayNames[weekday]} aria-labelledby={`timetable-day-${weekday}`}>
              <h2 id={`timetable-day-${weekday}`}>{weekdayNames[weekday]}</h2>
              {day.length === 0 ? (
                <p>クラスなし</p>
              ) : (
                <ul>
                  {day.map((item) => (
                    <TimetableEntry key={item.id} item={item} />
                  ))}
                </ul>
              )}
            </Day>
          ))}
        </Week>
      </Card>
    );
  }

  return (
    <>
      <PageHeader title="スクール" breadcrumbs={[{ label: 'スクール管理' }, { label: 'スクール' }]} />
      <Stack $gap={4}>
        <Card>
          <Select
            label={t.school}
            items={list.map((school) => ({ id: String(school.id), label: school.name }))}
            isLoading={schools.isPending}
            selectedKey={schoolId ? String(schoolId) : null}
            onSelectionChange={(key) =>
              setParams(key === null ? {} : { school: String(key) }, { replace: true })
            }
            isDisabled={list.length === 0}
          />
        </Card>
        {body}
      </Stack>
    </>
  );
}
