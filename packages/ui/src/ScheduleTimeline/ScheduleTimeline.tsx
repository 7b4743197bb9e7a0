import { Clock, User, Users } from 'lucide-react';
import styled from 'styled-components';
import { DashboardTile } from '../DashboardTile/DashboardTile.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { focusRing, tabularNumbers } from '../theme/mixins.ts';
import { placeBars, rateTone, TIMELINE_END_MINUTES, TIMELINE_START_MINUTES } from './layout.ts';

export interface ScheduleClass {
  id: number;
  class_name: string;
  instructor_name: string | null;
  start_time: string;
  end_time: string;
  enrolled: number;
  capacity: number;
  attendance_rate: number;
  /** today: today's presences; recent: the last lessons held; none: no lesson held yet. */
  attendance_basis?: 'today' | 'recent' | 'none';
}

export interface ScheduleTimelineProps {
  classes?: readonly ScheduleClass[] | undefined;
  isLoading?: boolean;
  error?: string | null | undefined;
  onRetry?: () => void;
  /** Pixels per hour of the timeline (default 180: an hour-long class fills its minimum width exactly). */
  hourWidth?: number;
}

const ROW_HEIGHT = 130;
const AXIS_HEIGHT = 24;

const Scroller = styled.div`
  overflow-x: auto;
  overflow-y: hidden;
  outline: none;
  border-radius: ${({ theme }) => theme.radius.md};
  &[data-focus-visible='true'],
  &:focus-visible {
    ${focusRing}
  }
`;
const Track = styled.div`
  position: relative;
`;
const Hour = styled.span`
  position: absolute;
  top: 0;
  bottom: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.text.muted};
  transform: translateX(-50%);
  ${tabularNumbers}
  &::after {
    content: '';
    position: absolute;
    left: 50%;
    top: ${AXIS_HEIGHT - 6}px;
    bottom: 0;
    width: 1px;
    background: ${({ theme }) => theme.color.border.subtle};
  }
  &:first-child {
    transform: none;
  }
`;
const Bars = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
`;
const Bar = styled.li<{ $tone: 'success' | 'info' | 'warning' }>`
  ${tabularNumbers}
  position: absolute;
  box-sizing: border-box;
  height: ${ROW_HEIGHT - 8}px;
  padding: ${({ theme }) => theme.space(2, 3)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme, $tone }) => theme.color.status[$tone].border};
  border-left: 4px solid ${({ theme, $tone }) => theme.color.status[$tone].solid};
  background: ${({ theme, $tone }) => theme.color.status[$tone].subtle};
  color: ${({ theme }) => theme.color.text.primary};
  overflow: hidden;
  display: grid;
  align-content: start;
  gap: 2px;
  font-size: ${({ theme }) => theme.font.size.xs};
  .name {
    display: block;
    min-height: 1.5em;
    line-height: 1.5;
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    color: ${({ theme }) => theme.color.text.primary};
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  span {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    white-space: nowrap;
    color: ${({ theme }) => theme.color.text.secondary};
  }
  svg {
    width: 12px;
    height: 12px;
    flex: none;
  }
`;
const Rate = styled.span<{ $tone: 'success' | 'info' | 'warning' }>`
  && {
    color: ${({ theme, $tone }) => theme.color.status[$tone].text};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;
const Loading = styled.div`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space(3)};
`;

const BASIS: Record<NonNullable<ScheduleClass['attendance_basis']>, string> = {
  today: '本日',
  recent: '直近4回',
  none: '実績なし',
};

/** Today's classes on a 10:00–21:00 timeline, coloured by attendance rate; overlapping classes stack. */
export function ScheduleTimeline({
  classes,
  isLoading = false,
  error,
  onRetry,
  hourWidth = 180,
}: ScheduleTimelineProps) {
  const perMinute = hourWidth / 60;
  const width = (TIMELINE_END_MINUTES - TIMELINE_START_MINUTES) * perMinute;
  const { bars, rows } = placeBars(classes ?? [], perMinute);
  const hours = Array.from(
    { length: (TIMELINE_END_MINUTES - TIMELINE_START_MINUTES) / 60 + 1 },
    (_, i) => TIMELINE_START_MINUTES / 60 + i,
  );
  return (
    <DashboardTile
      title="本日のクラススケジュール"
      isLoading={isLoading || (!classes && !error)}
      error={error}
      {...(onRetry ? { onRetry } : {})}
      empty={classes && classes.length === 0 ? '本日のクラスはありません' : null}
      skeleton={
        <Loading>
          <Skeleton height={88} radius="md" />
          <Skeleton height={88} radius="md" />
          <Skeleton height={88} radius="md" />
        </Loading>
      }
    >
      <Scroller tabIndex={0} role="region" aria-label="タイムライン（10:00〜21:00）">
        <Track style={{ width: width + 40, height: AXIS_HEIGHT + Math.max(1, rows) * ROW_HEIGHT }}>
          <div aria-hidden="true">
            {hours.map((hour) => (
              <Hour key={hour} style={{ left: (hour * 60 - TIMELINE_START_MINUTES) * perMinute }}>
                {`${hour}:00`}
              </Hour>
            ))}
          </div>
          <Bars aria-label="本日のクラス">
            {bars.map(({ item, left, width: barWidth, row }) => {
              const tone = rateTone(item.attendance_rate);
              return (
                <Bar
                  key={item.id}
                  $tone={tone}
                  style={{ left, width: barWidth, top: AXIS_HEIGHT + row * ROW_HEIGHT }}
                >
                  <b className="name">{item.class_name}</b>
                  <span>
                    <Clock aria-hidden="true" />
                    {item.start_time}〜{item.end_time}
                  </span>
                  <span>
                    <User aria-hidden="true" />
                    {item.instructor_name ?? '担当未定'}
                  </span>
                  <span>
                    <Users aria-hidden="true" />
                    在籍 {item.enrolled}/{item.capacity}名
                  </span>
                  <Rate $tone={tone}>
                    出席率 {item.attendance_rate.toLocaleString('ja-JP', { maximumFractionDigits: 1 })}%
                    {item.attendance_basis ? `（${BASIS[item.attendance_basis]}）` : null}
                  </Rate>
                </Bar>
              );
            })}
          </Bars>
        </Track>
      </Scroller>
    </DashboardTile>
  );
}
