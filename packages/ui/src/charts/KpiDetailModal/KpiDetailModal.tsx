import { Group } from '@visx/group';
import { Pie } from '@visx/shape';
import { Grid, LineSeries, Tooltip } from '@visx/xychart';
import styled, { useTheme } from 'styled-components';
import { formatCount, formatRate, formatSigned } from '../../format.ts';
import { type KpiTrend, kpiChange } from '../../KpiCard/trend.ts';
import { Modal } from '../../Modal/Modal.tsx';
import { tabularNumbers } from '../../theme/mixins.ts';
import { ChartArea, HiddenTable, SizedXYChart, TooltipBox } from '../ChartFrame.tsx';
import { useChartTheme } from '../chartTheme.ts';
import { DetailBody } from '../DetailBody.tsx';
import { ChartAxis } from '../tickLabel.tsx';

export interface KpiComparisonTile {
  period: 'today' | 'yesterday' | 'last_week' | 'last_month';
  label: string;
  date: string;
  value: number;
  previous_date: string;
  previous: number;
  delta: number;
  /** null when `previous` is 0: no base to compare with (比較なし). */
  percentage: number | null;
  trend: KpiTrend;
}

export interface KpiDetailData {
  label: string;
  unit: string;
  value: number;
  timeline: readonly { date: string; value: number }[];
  comparisons: readonly KpiComparisonTile[];
  breakdown_title: string;
  breakdown: readonly { label: string; value: number; percentage: number }[];
}

export interface KpiDetailModalProps {
  /** The KPI's label while loading; the modal is open while it is set. */
  label: string | null;
  detail?: KpiDetailData | undefined;
  isLoading?: boolean;
  error?: string | null | undefined;
  onRetry?: () => void;
  onClose: () => void;
}

const Current = styled.p`
  ${tabularNumbers}
  margin: 0 0 ${({ theme }) => theme.space(4)};
  display: flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.color.text.secondary};
  strong {
    font-size: ${({ theme }) => theme.font.size.display};
    color: ${({ theme }) => theme.color.text.primary};
  }
`;
const Tiles = styled.ul`
  ${tabularNumbers}
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space(4)};
  padding: 0;
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space(2)};
  li {
    display: grid;
    gap: 2px;
    padding: ${({ theme }) => theme.space(3)};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.surface.sunken};
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.text.secondary};
  }
  strong {
    font-size: ${({ theme }) => theme.font.size.xl};
    color: ${({ theme }) => theme.color.text.primary};
  }
`;
const Change = styled.span<{ $trend: KpiTrend | 'none' }>`
  && {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    color: ${({ theme, $trend }) =>
      $trend === 'up'
        ? theme.color.status.success.text
        : $trend === 'down'
          ? theme.color.status.danger.text
          : theme.color.text.secondary};
  }
`;
const Charts = styled.div`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.space(4)};
  @media (max-width: 760px) {
    grid-template-columns: 1fr;
  }
  > section {
    display: flex;
    flex-direction: column;
    min-width: 0;
  }
  h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;
const PieRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  align-items: center;
`;
const LegendList = styled.ul`
  ${tabularNumbers}
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space(1.5)};
  font-size: ${({ theme }) => theme.font.size.sm};
  li {
    display: grid;
    grid-template-columns: 12px 1fr auto;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
  i {
    width: 12px;
    height: 12px;
    border-radius: 3px;
  }
  span:last-child {
    color: ${({ theme }) => theme.color.text.secondary};
  }
`;

const shortDate = (iso: string) => `${Number(iso.slice(5, 7))}/${Number(iso.slice(8, 10))}`;

interface TimelinePoint {
  date: string;
  value: number;
}

/** 内訳: the breakdown's pie and its legend with each slice's value and share. */
function Breakdown({ detail, unit }: { detail: KpiDetailData; unit: string }) {
  const theme = useTheme();
  const total = detail.breakdown.reduce((sum, s) => sum + s.value, 0);
  return (
    <section aria-label={`内訳（${detail.breakdown_title}）`}>
      <h3>内訳（{detail.breakdown_title}）</h3>
      {detail.breakdown.length === 0 ? (
        <p>内訳を出せるデータがありません。</p>
      ) : (
        <PieRow>
          <svg width={160} height={160} aria-hidden="true" focusable="false">
            <Group top={80} left={80}>
              <Pie
                data={[...detail.breakdown]}
                pieValue={(slice) => slice.value}
                outerRadius={76}
                innerRadius={40}
                padAngle={0.01}
                pieSortValues={null}
              >
                {(pie) =>
                  pie.arcs.map((arc, i) => (
                    <path
                      key={arc.data.label}
                      d={pie.path(arc) ?? ''}
                      fill={theme.viz[i % theme.viz.length]}
                      stroke={theme.color.surface.raised}
                      strokeWidth={1}
                    />
                  ))
                }
              </Pie>
            </Group>
          </svg>
          <LegendList aria-label={`${detail.breakdown_title}の内訳（合計 ${formatCount(total)}${unit}）`}>
            {detail.breakdown.map((slice, i) => (
              <li key={slice.label}>
                <i style={{ background: theme.viz[i % theme.viz.length] }} />
                <span>{slice.label}</span>
                <span>
                  {formatCount(slice.value)}
                  {unit}（{formatRate(slice.percentage)}）
                </span>
              </li>
            ))}
          </LegendList>
        </PieRow>
      )}
    </section>
  );
}

/** '{label}詳細分析': the KPI now, four comparisons, the last 30 days and what the value is made of. */
export function KpiDetailModal({
  label,
  detail,
  isLoading = false,
  error,
  onRetry,
  onClose,
}: KpiDetailModalProps) {
  const chartTheme = useChartTheme();
  const theme = useTheme();
  const unit = detail?.unit ?? '';
  return (
    <Modal
      title={`${detail?.label ?? label ?? ''}詳細分析`}
      isOpen={label !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      size="xl"
    >
      <DetailBody
        detail={detail}
        isLoading={isLoading}
        error={error}
        onRetry={onRetry}
        skeleton={{ headlineWidth: '30%', heights: [40, 72, 220] }}
      >
        {(detail) => (
          <>
            <Current>
              現在値 <strong>{formatCount(detail.value)}</strong>
              {unit}
            </Current>
            <Tiles aria-label="期間比較">
              {detail.comparisons.map((tile) => (
                <li key={tile.period}>
                  <span>
                    {tile.label}（{shortDate(tile.date)}）
                  </span>
                  <strong>
                    {formatCount(tile.value)}
                    <small>{unit}</small>
                  </strong>
                  <Change $trend={kpiChange(tile.trend, tile.percentage).tone}>
                    {formatSigned(tile.delta)}
                    {unit}（{kpiChange(tile.trend, tile.percentage).text}）
                  </Change>
                  <span>{shortDate(tile.previous_date)}比</span>
                </li>
              ))}
            </Tiles>
            <Charts>
              <section aria-label="30日間の推移">
                <h3>30日間の推移</h3>
                <ChartArea $min={220} aria-hidden="true">
                  <SizedXYChart
                    theme={chartTheme}
                    xScale={{ type: 'band', paddingInner: 0.2 }}
                    yScale={{ type: 'linear', nice: true, zero: false }}
                    // Room for half of the last date label (11/24) right of the last point.
                    margin={{ top: 8, right: 24, bottom: 28, left: 48 }}
                  >
                    <Grid columns={false} numTicks={4} />
                    <LineSeries
                      dataKey={detail.label}
                      data={[...detail.timeline]}
                      xAccessor={(p: TimelinePoint) => shortDate(p.date)}
                      yAccessor={(p: TimelinePoint) => p.value}
                      stroke={theme.viz[0]}
                      strokeWidth={2}
                    />
                    <ChartAxis
                      orientation="bottom"
                      tickValues={detail.timeline.filter((_, i) => i % 5 === 4).map((p) => shortDate(p.date))}
                    />
                    <ChartAxis orientation="left" numTicks={4} tickFormat={(v: number) => formatCount(v)} />
                    <Tooltip<TimelinePoint>
                      snapTooltipToDatumX
                      snapTooltipToDatumY
                      showDatumGlyph
                      renderTooltip={({ tooltipData }) => {
                        const point = tooltipData?.nearestDatum?.datum;
                        return point ? (
                          <TooltipBox>
                            <strong>{shortDate(point.date)}</strong>
                            <span>
                              {formatCount(point.value)}
                              {unit}
                            </span>
                          </TooltipBox>
                        ) : null;
                      }}
                    />
                  </SizedXYChart>
                </ChartArea>
                <HiddenTable>
                  <caption>30日間の推移</caption>
                  <tbody>
                    {detail.timeline.map((p) => (
                      <tr key={p.date}>
                        <th scope="row">{p.date}</th>
                        <td>
                          {p.value}
                          {unit}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </HiddenTable>
              </section>
              <Breakdown detail={detail} unit={unit} />
            </Charts>
          </>
        )}
      </DetailBody>
    </Modal>
  );
}
