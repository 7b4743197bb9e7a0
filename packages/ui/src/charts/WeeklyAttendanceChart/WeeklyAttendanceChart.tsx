import { AreaSeries, Grid, Tooltip } from '@visx/xychart';
import { useTheme } from 'styled-components';
import { DashboardTile } from '../../DashboardTile/DashboardTile.tsx';
import { formatSigned } from '../../format.ts';
import { Skeleton } from '../../Skeleton/Skeleton.tsx';
import { ChartArea, HiddenTable, Legend, SizedXYChart, TileColumn, TooltipBox } from '../ChartFrame.tsx';
import { useChartTheme } from '../chartTheme.ts';
import { ChartAxis } from '../tickLabel.tsx';
import { drawableRuns } from './segments.ts';

export interface WeekdayCount {
  label: string;
  count: number;
  /** A day of this week still to come: left out of the line rather than drawn as 0. */
  is_future?: boolean;
  /** The store is closed that day: a gap in the line, marked 休業, never a 0. */
  is_closed?: boolean;
}

export interface WeeklyAttendanceChartProps {
  data?: { this_week: readonly WeekdayCount[]; last_week: readonly WeekdayCount[] } | undefined;
  isLoading?: boolean;
  error?: string | null | undefined;
  onRetry?: () => void;
}

interface Point {
  label: string;
  /** null: the day is still to come, or the store is closed that day. */
  thisWeek: number | null;
  /** null: the store was closed that day. */
  lastWeek: number | null;
  /** The store is closed that day this week (休業). */
  closed: boolean;
}

const count = (n: number | null) => (n === null ? '—' : `${n.toLocaleString('ja-JP')}名`);

const signed = (n: number) => `${formatSigned(n)}名`;

/** Check-ins per weekday, this week against last week (曜日別出席傾向). */
export function WeeklyAttendanceChart({
  data,
  isLoading = false,
  error,
  onRetry,
}: WeeklyAttendanceChartProps) {
  const chartTheme = useChartTheme();
  const theme = useTheme();
  const points: Point[] = (data?.this_week ?? []).map((day, i) => {
    const last = data?.last_week[i];
    return {
      label: day.label,
      thisWeek: day.is_future || day.is_closed ? null : day.count,
      lastWeek: last?.is_closed ? null : (last?.count ?? 0),
      closed: day.is_closed === true,
    };
  });
  // Each line in runs of the days that are there: a closed day is a gap, never a dive to 0.
  const lastWeekRuns = drawableRuns(points, (p) => p.lastWeek);
  const thisWeekRuns = drawableRuns(points, (p) => p.thisWeek);
  const closedLabels = new Set(points.filter((p) => p.closed).map((p) => p.label));
  const max = Math.max(1, ...points.flatMap((p) => [p.thisWeek ?? 0, p.lastWeek ?? 0]));
  return (
    <DashboardTile
      title="曜日別出席傾向"
      isLoading={isLoading || (!data && !error)}
      error={error}
      {...(onRetry ? { onRetry } : {})}
      skeleton={<Skeleton height={200} radius="md" />}
    >
      <TileColumn>
        <Legend aria-hidden="true">
          <li>
            <i style={{ background: theme.viz[0] }} />
            今週
          </li>
          <li>
            <i style={{ background: theme.viz[3] }} />
            先週
          </li>
        </Legend>
        <ChartArea aria-hidden="true">
          <SizedXYChart
            theme={chartTheme}
            // Every weekday on the axis, a closed one too (no series has a point there).
            xScale={{ type: 'band', paddingInner: 0, paddingOuter: 0, domain: points.map((p) => p.label) }}
            yScale={{ type: 'linear', domain: [0, Math.ceil(max * 1.1)], nice: true }}
            margin={{ top: 8, right: 16, bottom: 28, left: 40 }}
          >
            <Grid columns={false} numTicks={4} />
            {lastWeekRuns.map((run, i) => (
              <AreaSeries
                key={`last-${run[0]?.label}`}
                dataKey={i === 0 ? '先週' : `先週${i + 1}`}
                data={run}
                xAccessor={(p) => p.label}
                yAccessor={(p) => p.lastWeek ?? 0}
                fillOpacity={0.15}
                lineProps={{ stroke: theme.viz[3], strokeDasharray: '4 3', strokeWidth: 2 }}
                fill={theme.viz[3]}
              />
            ))}
            {thisWeekRuns.map((run, i) => (
              <AreaSeries
                key={`this-${run[0]?.label}`}
                dataKey={i === 0 ? '今週' : `今週${i + 1}`}
                data={run}
                xAccessor={(p) => p.label}
                yAccessor={(p) => p.thisWeek ?? 0}
                fillOpacity={0.3}
                lineProps={{ stroke: theme.viz[0], strokeWidth: 2 }}
                fill={theme.viz[0]}
              />
            ))}
            <ChartAxis
              orientation="bottom"
              tickFormat={(label: string) => (closedLabels.has(label) ? `${label}・休業` : label)}
            />
            <ChartAxis
              orientation="left"
              numTicks={4}
              tickFormat={(v: number) => v.toLocaleString('ja-JP')}
            />
            <Tooltip<Point>
              snapTooltipToDatumX
              showVerticalCrosshair
              showSeriesGlyphs
              renderTooltip={({ tooltipData }) => {
                const point = tooltipData?.nearestDatum?.datum;
                if (!point) return null;
                return (
                  <TooltipBox>
                    <strong>{point.label}曜日</strong>
                    <span>今週 {point.closed ? '休業日' : count(point.thisWeek)}</span>
                    <span>先週 {point.lastWeek === null ? '休業日' : count(point.lastWeek)}</span>
                    {point.thisWeek === null || point.lastWeek === null ? null : (
                      <span>差 {signed(point.thisWeek - point.lastWeek)}</span>
                    )}
                  </TooltipBox>
                );
              }}
            />
          </SizedXYChart>
        </ChartArea>
        <HiddenTable>
          <caption>曜日別の入館数（今週と先週）</caption>
          <thead>
            <tr>
              <th scope="col">曜日</th>
              <th scope="col">今週</th>
              <th scope="col">先週</th>
              <th scope="col">差</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.label}>
                <th scope="row">{p.label}</th>
                <td>{p.closed ? '休業日' : p.thisWeek === null ? 'これから' : `${p.thisWeek}名`}</td>
                <td>{p.lastWeek === null ? '休業日' : `${p.lastWeek}名`}</td>
                <td>{p.thisWeek === null || p.lastWeek === null ? '—' : signed(p.thisWeek - p.lastWeek)}</td>
              </tr>
            ))}
          </tbody>
        </HiddenTable>
      </TileColumn>
    </DashboardTile>
  );
}
