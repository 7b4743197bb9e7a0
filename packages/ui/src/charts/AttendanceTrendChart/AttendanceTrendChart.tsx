import { GlyphSeries, Grid, LineSeries, Tooltip } from '@visx/xychart';
import { Button as AriaButton } from 'react-aria-components';
import styled, { useTheme } from 'styled-components';
import { DashboardTile } from '../../DashboardTile/DashboardTile.tsx';
import { formatRate } from '../../format.ts';
import { Skeleton } from '../../Skeleton/Skeleton.tsx';
import { focusRing, tabularNumbers, visuallyHidden } from '../../theme/mixins.ts';
import { ChartArea, SizedXYChart, TileColumn, TooltipBox } from '../ChartFrame.tsx';
import { useChartTheme } from '../chartTheme.ts';
import { ChartAxis } from '../tickLabel.tsx';

export interface TrendPoint {
  /** 'YYYY-MM' */
  month: string;
  /** '11月' */
  label: string;
  /** Percent. */
  rate: number;
}

export interface AttendanceTrendChartProps {
  data?: readonly TrendPoint[] | undefined;
  isLoading?: boolean;
  error?: string | null | undefined;
  onRetry?: () => void;
  /** A month's point (or its button) was chosen: opens the '{month}詳細' modal. */
  onSelectMonth?: (month: string) => void;
}

const Months = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)};
`;
const MonthButton = styled(AriaButton)`
  ${tabularNumbers}
  display: inline-grid;
  padding: ${({ theme }) => theme.space(1, 2)};
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  background: ${({ theme }) => theme.color.surface.base};
  color: ${({ theme }) => theme.color.text.secondary};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: 1.3;
  text-align: center;
  cursor: pointer;
  outline: none;
  strong {
    color: ${({ theme }) => theme.color.text.primary};
  }
  &[data-hovered] {
    background: ${({ theme }) => theme.color.surface.hover};
  }
  &[data-focus-visible] {
    ${focusRing}
  }
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

/** The monthly attendance rate (出席トレンド); a month's point or button opens its detail. */
export function AttendanceTrendChart({
  data,
  isLoading = false,
  error,
  onRetry,
  onSelectMonth,
}: AttendanceTrendChartProps) {
  const chartTheme = useChartTheme();
  const theme = useTheme();
  const points = [...(data ?? [])];
  return (
    <DashboardTile
      title="出席トレンド"
      isLoading={isLoading || (!data && !error)}
      error={error}
      {...(onRetry ? { onRetry } : {})}
      empty={data && data.length === 0 ? '表示できる月がありません' : null}
      skeleton={<Skeleton height={200} radius="md" />}
    >
      <TileColumn>
        <ChartArea aria-hidden="true" style={{ cursor: onSelectMonth ? 'pointer' : 'default' }}>
          <SizedXYChart
            theme={chartTheme}
            xScale={{ type: 'band', paddingInner: 0.4 }}
            yScale={{ type: 'linear', domain: [0, 100] }}
            margin={{ top: 12, right: 12, bottom: 28, left: 40 }}
            {...(onSelectMonth
              ? { onPointerUp: ({ datum }: { datum: object }) => onSelectMonth((datum as TrendPoint).month) }
              : {})}
          >
            <Grid columns={false} numTicks={5} />
            <LineSeries
              dataKey="出席率"
              data={points}
              xAccessor={(p) => p.label}
              yAccessor={(p) => p.rate}
              stroke={theme.viz[1]}
              strokeWidth={2}
            />
            <GlyphSeries
              dataKey="出席率の点"
              data={points}
              xAccessor={(p) => p.label}
              yAccessor={(p) => p.rate}
              colorAccessor={() => theme.viz[1]}
              size={10}
            />
            <ChartAxis orientation="bottom" />
            <ChartAxis orientation="left" numTicks={5} tickFormat={(v: number) => `${v}%`} />
            <Tooltip<TrendPoint>
              snapTooltipToDatumX
              snapTooltipToDatumY
              showDatumGlyph
              renderTooltip={({ tooltipData }) => {
                const point = tooltipData?.nearestDatum?.datum;
                if (!point) return null;
                return (
                  <TooltipBox>
                    <strong>{point.label}</strong>
                    <span>出席率 {formatRate(point.rate)}</span>
                    {onSelectMonth ? <span>クリックで詳細</span> : null}
                  </TooltipBox>
                );
              }}
            />
          </SizedXYChart>
        </ChartArea>
        <Months role="group" aria-label="月別の出席率（選ぶと詳細）">
          {points.map((point) => (
            <MonthButton
              key={point.month}
              {...(onSelectMonth ? { onPress: () => onSelectMonth(point.month) } : { isDisabled: true })}
            >
              <span>{point.label}</span> <strong>{formatRate(point.rate)}</strong>
              <Hidden>（詳細）</Hidden>
            </MonthButton>
          ))}
        </Months>
      </TileColumn>
    </DashboardTile>
  );
}
