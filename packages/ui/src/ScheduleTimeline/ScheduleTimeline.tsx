import styled from 'styled-components';
import { DashboardTile } from '../DashboardTile/DashboardTile.tsx';
import { formatRate } from '../format.ts';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { focusRing, tabularNumbers } from '../theme/mixins.ts';
import { placeBars, RATE_TONES, rateTone, TIMELINE_END_MINUTES, TIMELINE_START_MINUTES } from './layout.ts';

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
/**
 * lucide's clock, user and users, drawn by CSS (a mask in the text's colour): as components they were 138 icons and
 * 506 SVG elements on the demo store's Saturday (46 bars), a third of the dashboard's elements.
 */
const icon = (body: string) =>
  `url("data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="black" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${body}</svg>`,
  )}")`;
const ICONS = {
  time: icon('<circle cx="12" cy="12" r="10"/><path d="M12 6v6l4 2"/>'),
  instructor: icon('<path d="M19 21v-2a4 4 0 0 0-4-4H9a4 4 0 0 0-4 4v2"/><circle cx="12" cy="7" r="4"/>'),
  enrolled: icon(
    '<path d="M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2"/><path d="M16 3.128a4 4 0 0 1 0 7.744"/><path d="M22 21v-2a4 4 0 0 0-3-3.87"/><circle cx="9" cy="7" r="4"/>',
  ),
};

/*
 * The hours and the bars are plain elements styled from their lists: a styled component for each bar, hour and rate
 * computed and hashed its style at each render, 104 of them for the demo store's Saturday.
 */
const Hours = styled.div`
  > span {
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
  }
`;
const Bars = styled.ol`
  list-style: none;
  margin: 0;
  padding: 0;
  > li {
    ${tabularNumbers}
    position: absolute;
    box-sizing: border-box;
    height: ${ROW_HEIGHT - 8}px;
    padding: ${({ theme }) => theme.space(2, 3)};
    border-radius: ${({ theme }) => theme.radius.md};
    color: ${({ theme }) => theme.color.text.primary};
    overflow: hidden;
    display: grid;
    align-content: start;
    gap: 2px;
    font-size: ${({ theme }) => theme.font.size.xs};
  }
  ${({ theme }) =>
    RATE_TONES.map(
      (tone) => `
  > li[data-tone='${tone}'] {
    border: 1px solid ${theme.color.status[tone].border};
    border-left: 4px solid ${theme.color.status[tone].solid};
    background: ${theme.color.status[tone].subtle};
  }
  > li[data-tone='${tone}'] .rate {
    color: ${theme.color.status[tone].text};
  }`,
    ).join('')}
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
  ${Object.entries(ICONS)
    .map(
      ([name, url]) => `
  .${name}::before {
    content: '';
    width: 12px;
    height: 12px;
    flex: none;
    background: currentColor;
    mask: ${url} center / contain no-repeat;
  }`,
    )
    .join('')}
  .rate {
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
          <Hours aria-hidden="true">
            {hours.map((hour) => (
              <span key={hour} style={{ left: (hour * 60 - TIMELINE_START_MINUTES) * perMinute }}>
                {`${hour}:00`}
              </span>
            ))}
          </Hours>
          <Bars aria-label="本日のクラス">
            {bars.map(({ item, left, width: barWidth, row }) => (
              <li
                key={item.id}
                data-tone={rateTone(item.attendance_rate)}
                style={{ left, width: barWidth, top: AXIS_HEIGHT + row * ROW_HEIGHT }}
              >
                <b className="name">{item.class_name}</b>
                <span className="time">
                  {item.start_time}〜{item.end_time}
                </span>
                <span className="instructor">{item.instructor_name ?? '担当未定'}</span>
                <span className="enrolled">
                  在籍 {item.enrolled}/{item.capacity}名
                </span>
                <span className="rate">
                  出席率 {formatRate(item.attendance_rate)}
                  {item.attendance_basis ? `（${BASIS[item.attendance_basis]}）` : null}
                </span>
              </li>
            ))}
          </Bars>
        </Track>
      </Scroller>
    </DashboardTile>
  );
}
