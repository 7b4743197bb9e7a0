import { AreaSeries, Axis, Grid, Tooltip, XYChart } from '@visx/xychart';
import { useTheme } from 'styled-components';
import { DashboardTile } from '../../DashboardTile/DashboardTile.tsx';
import { formatSigned } from '../../format.ts';
import { Skeleton } from '../../Skeleton/Skeleton.tsx';
import { ChartArea, HiddenTable, Legend, TileColumn, TooltipBox } from '../ChartFrame.tsx';
import { useChartTheme } from '../chartTheme.ts';

export interface WeekdayCount {
  label: string;
  count: number;
  /** A day of this week still to come: left out of the line rather than drawn as 0. */
  is_future?: boolean;
}

export interface WeeklyAttendanceChartProps {
  data?: { this_week: readonly WeekdayCount[]; last_week: readonly WeekdayCount[] } | undefined;
  isLoading?: boolean;
  error?: string | null | undefined;
  onRetry?: () => void;
}

interface Point {
  label: string;
  /** null: the day is still to come. */
  thisWeek: number | null;
  lastWeek: number;
}

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
  const points: Point[] = (data?.this_week ?? []).map((day, i) => ({
    label: day.label,
    thisWeek: day.is_future ? null : day.count,
    lastWeek: data?.last_week[i]?.count ?? 0,
  }));
  const soFar = points.filter((p) => p.thisWeek !== null);
  const max = Math.max(1, ...points.flatMap((p) => [p.thisWeek ?? 0, p.lastWeek]));
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
          <XYChart
            theme={chartTheme}
            xScale={{ type: 'band', paddingInner: 0, paddingOuter: 0 }}
            yScale={{ type: 'linear', domain: [0, Math.ceil(max * 1.1)], nice: true }}
            margin={{ top: 8, right: 16, bottom: 28, left: 40 }}
          >
            <Grid columns={false} numTicks={4} />
            <AreaSeries
              dataKey="先週"
              data={points}
              xAccessor={(p) => p.label}
              yAccessor={(p) => p.lastWeek}
              fillOpacity={0.15}
              lineProps={{ stroke: theme.viz[3], strokeDasharray: '4 3', strokeWidth: 2 }}
              fill={theme.viz[3]}
            />
            <AreaSeries
              dataKey="今週"
              data={soFar}
              xAccessor={(p) => p.label}
              yAccessor={(p) => p.thisWeek ?? 0}
              fillOpacity={0.3}
              lineProps={{ stroke: theme.viz[0], strokeWidth: 2 }}
              fill={theme.viz[0]}
            />
            <Axis orientation="bottom" />
            <Axis orientation="left" numTicks={4} tickFormat={(v: number) => v.toLocaleString('ja-JP')} />
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
                    <span>
                      今週 {point.thisWeek === null ? '—' : `${point.thisWeek.toLocaleString('ja-JP')}名`}
                    </span>
                    <span>先週 {point.lastWeek.toLocaleString('ja-JP')}名</span>
                    {point.thisWeek === null ? null : (
                      <span>差 {signed(point.thisWeek - point.lastWeek)}</span>
                    )}
                  </TooltipBox>
                );
              }}
            />
          </XYChart>
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
                <td>{p.thisWeek === null ? 'これから' : `${p.thisWeek}名`}</td>
                <td>{p.lastWeek}名</td>
                <td>{p.thisWeek === null ? '—' : signed(p.thisWeek - p.lastWeek)}</td>
              </tr>
            ))}
          </tbody>
        </HiddenTable>
      </TileColumn>
    </DashboardTile>
  );
}
