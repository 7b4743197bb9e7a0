import { monthLabel } from '@kayoi/domain/calendar';
import { formatYen } from '@kayoi/domain/money';
import { BarGroup, BarSeries, Grid, Tooltip } from '@visx/xychart';
import { useTheme } from 'styled-components';
import { DashboardTile } from '../../DashboardTile/DashboardTile.tsx';
import { Skeleton } from '../../Skeleton/Skeleton.tsx';
import { ChartArea, HiddenTable, Legend, SizedXYChart, TileColumn, TooltipBox } from '../ChartFrame.tsx';
import { useChartTheme } from '../chartTheme.ts';
import { ChartAxis } from '../tickLabel.tsx';

export interface BillingTrendMonth {
  /** 'YYYY-MM' */
  month: string;
  /** Billed that month, integer yen. */
  billed: number;
  /** Collected against that month's invoices, integer yen. */
  collected: number;
}

export interface BillingTrendChartProps {
  title?: string;
  data?: readonly BillingTrendMonth[] | undefined;
  isLoading?: boolean;
  error?: string | null | undefined;
  onRetry?: () => void;
}

/** 万円 on the axis: 1,498,300 → '150万'. */
const tenThousands = (yen: number) => `${Math.round(yen / 10_000).toLocaleString('ja-JP')}万`;

/** Billed and collected per month, side by side (請求・入金の推移), with the figures as a table for readers. */
export function BillingTrendChart({
  title = '請求・入金の推移（12か月）',
  data,
  isLoading = false,
  error,
  onRetry,
}: BillingTrendChartProps) {
  const chartTheme = useChartTheme();
  const theme = useTheme();
  const points = [...(data ?? [])];
  const max = Math.max(1, ...points.flatMap((p) => [p.billed, p.collected]));
  return (
    <DashboardTile
      title={title}
      isLoading={isLoading || (!data && !error)}
      error={error}
      {...(onRetry ? { onRetry } : {})}
      empty={data && data.length === 0 ? '表示できる月がありません' : null}
      skeleton={<Skeleton height={220} radius="md" />}
    >
      <TileColumn>
        <Legend aria-hidden="true">
          <li>
            <i style={{ background: theme.viz[0] }} />
            請求額
          </li>
          <li>
            <i style={{ background: theme.viz[2] }} />
            入金額
          </li>
        </Legend>
        <ChartArea aria-hidden="true" $min={220}>
          <SizedXYChart
            theme={chartTheme}
            xScale={{ type: 'band', paddingInner: 0.3 }}
            yScale={{ type: 'linear', domain: [0, Math.ceil(max * 1.1)], nice: true }}
            margin={{ top: 8, right: 16, bottom: 28, left: 56 }}
          >
            <Grid columns={false} numTicks={4} />
            <BarGroup padding={0.1}>
              <BarSeries
                dataKey="請求額"
                data={points}
                xAccessor={(p) => monthLabel(p.month)}
                yAccessor={(p) => p.billed}
                colorAccessor={() => theme.viz[0]}
              />
              <BarSeries
                dataKey="入金額"
                data={points}
                xAccessor={(p) => monthLabel(p.month)}
                yAccessor={(p) => p.collected}
                colorAccessor={() => theme.viz[2]}
              />
            </BarGroup>
            <ChartAxis orientation="bottom" />
            <ChartAxis orientation="left" numTicks={4} tickFormat={(v: number) => tenThousands(v)} />
            <Tooltip<BillingTrendMonth>
              snapTooltipToDatumX
              renderTooltip={({ tooltipData }) => {
                const point = tooltipData?.nearestDatum?.datum;
                if (!point) return null;
                return (
                  <TooltipBox>
                    <strong>{monthLabel(point.month)}</strong>
                    <span>請求 {formatYen(point.billed)}</span>
                    <span>入金 {formatYen(point.collected)}</span>
                  </TooltipBox>
                );
              }}
            />
          </SizedXYChart>
        </ChartArea>
        <HiddenTable>
          <caption>月別の請求額と入金額</caption>
          <thead>
            <tr>
              <th scope="col">月</th>
              <th scope="col">請求額</th>
              <th scope="col">入金額</th>
            </tr>
          </thead>
          <tbody>
            {points.map((p) => (
              <tr key={p.month}>
                <th scope="row">{`${p.month.slice(0, 4)}年${monthLabel(p.month)}`}</th>
                <td>{formatYen(p.billed)}</td>
                <td>{formatYen(p.collected)}</td>
              </tr>
            ))}
          </tbody>
        </HiddenTable>
      </TileColumn>
    </DashboardTile>
  );
}
