import { AreaSeries, BarGroup, BarSeries, BarStack, Grid, LineSeries, Tooltip, XYChart } from '@visx/xychart';
import { useState } from 'react';
import { ToggleButton } from 'react-aria-components';
import styled, { css, useTheme } from 'styled-components';
import { DashboardTile } from '../../DashboardTile/DashboardTile.tsx';
import { Skeleton } from '../../Skeleton/Skeleton.tsx';
import { focusRing, tabularNumbers, visuallyHidden } from '../../theme/mixins.ts';
import { categoryTickLayout, cutLabel, niceTicks } from '../axis.ts';
import { ChartArea, ChartSize, Legend, TileColumn, TooltipBox } from '../ChartFrame.tsx';
import { useChartTheme } from '../chartTheme.ts';
import { ChartAxis } from '../tickLabel.tsx';

export type SeriesChartKind = 'bar' | 'stacked_bar' | 'line' | 'area';

export interface SeriesChartSeries {
  key: string;
  label: string;
  /** One value per category; null where there is none (a month still to come). */
  values: readonly (number | null)[];
}

export interface SeriesChartProps {
  title: string;
  kind: SeriesChartKind;
  /** The header of the categories' column in the data table (月, プログラム …). */
  categoryHeader: string;
  /** Along the x axis, in order. */
  categories: readonly string[];
  series: readonly SeriesChartSeries[];
  /** A figure as written in the table and the tooltip (￥1,200, 2.1%, 35). */
  formatValue: (value: number) => string;
  /** A figure on the y axis (shorter: 120万円), given the axis's ticks; `formatValue` when absent. */
  formatTick?: (value: number, ticks: readonly number[]) => string;
  /** The finest step between the y axis's ticks (1 for yen and counts: never ￥0.5); none by default. */
  minTickStep?: number;
  /** A category on the x axis (shorter: 11月 for 2026年11月); the category itself when absent. */
  formatCategoryTick?: (category: string) => string;
  isLoading?: boolean;
  error?: string | null | undefined;
  onRetry?: () => void;
  /** Shown instead of the chart when there are no categories. */
  emptyText?: string;
  /** The drawing's height in pixels. */
  height?: number;
  /** The top of the y axis when the figures have a natural ceiling (100 for a rate in %). */
  ceiling?: number;
}

/** The axis labels' size (the chart theme's small label). */
const TICK_FONT_SIZE = 11;

// Lines past the first are dashed too, so a reader who cannot tell the colours apart can tell the lines.
const DASHES = [undefined, '6 4', '2 3', '10 3 2 3', '1 5'] as const;

const Toggle = styled(ToggleButton)`
  padding: ${({ theme }) => theme.space(1, 2)};
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  background: ${({ theme }) => theme.color.surface.base};
  color: ${({ theme }) => theme.color.text.primary};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
  outline: none;
  &[data-hovered] {
    background: ${({ theme }) => theme.color.surface.hover};
  }
  &[data-selected] {
    background: ${({ theme }) => theme.color.surface.selected};
  }
  &[data-focus-visible] {
    ${focusRing}
  }
  @media print {
    display: none;
  }
`;

const DataTable = styled.table<{ $hidden: boolean }>`
  ${tabularNumbers}
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  th,
  td {
    padding: ${({ theme }) => theme.space(1.5, 3)};
    border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
    white-space: nowrap;
  }
  thead th {
    color: ${({ theme }) => theme.color.text.secondary};
    text-align: start;
  }
  td {
    text-align: end;
  }
  ${({ $hidden }) =>
    $hidden &&
    css`
      ${visuallyHidden}
    `}
`;

const Caption = styled.caption`
  ${visuallyHidden}
`;

interface Point {
  category: string;
  value: number | null;
  series: string;
}

/**
 * Series over categories — grouped or stacked bars, lines (this year beside last year) or areas — with its
 * figures as a table: hidden for screen readers under the drawing, or shown in its place with 表で表示.
 */
export function SeriesChart({
  title,
  kind,
  categoryHeader,
  categories,
  series,
  formatValue,
  formatTick = formatValue,
  formatCategoryTick = (category: string) => category,
  isLoading = false,
  error,
  onRetry,
  emptyText = '表示できるデータがありません',
  height = 260,
  ceiling,
  minTickStep = 0,
}: SeriesChartProps) {
  const chartTheme = useChartTheme();
  const theme = useTheme();
  const [asTable, setAsTable] = useState(false);
  const colour = (i: number) => theme.viz[i % theme.viz.length] as string;
  const pointsOf = (s: SeriesChartSeries): Point[] =>
    categories.map((category, i) => ({ category, value: s.values[i] ?? null, series: s.label }));
  const drawn = (s: SeriesChartSeries) =>
    kind === 'line' ? pointsOf(s).filter((p) => p.value !== null) : pointsOf(s);
  const { min, max, yTicks } = valueAxis(kind, series, categories.length, ceiling, minTickStep);
  const tickLabels = categories.map((category) => formatCategoryTick(category));
  const x = (p: Point) => p.category;
  const y = (p: Point) => p.value ?? 0;
  const seriesProps = (s: SeriesChartSeries) => ({
    dataKey: s.label,
    data: drawn(s),
    xAccessor: x,
    yAccessor: y,
  });
  const bars = series.map((s, i) => (
    <BarSeries key={s.key} {...seriesProps(s)} colorAccessor={() => colour(i)} />
  ));

  return (
    <DashboardTile
      title={title}
      actions={
        categories.length > 0 && !isLoading && !error ? (
          <Toggle isSelected={asTable} onChange={setAsTable}>
            表で表示
          </Toggle>
        ) : null
      }
      isLoading={isLoading}
      error={error}
      {...(onRetry ? { onRetry } : {})}
      empty={!isLoading && categories.length === 0 ? emptyText : null}
      skeleton={<Skeleton height={height} radius="md" />}
    >
      <TileColumn>
        {asTable ? null : (
          <>
            <SeriesLegend series={series} colour={colour} />
            <ChartArea aria-hidden="true" $min={height}>
              <ChartSize>
                {(size) => {
                  const layout = categoryTicks(tickLabels, size.width);
                  return (
                    <XYChart
                      width={size.width}
                      height={size.height}
                      theme={chartTheme}
                      xScale={
                        kind === 'line' || kind === 'area'
                          ? { type: 'band', paddingInner: 1, paddingOuter: 0.2 }
                          : { type: 'band', paddingInner: 0.3 }
                      }
                      yScale={{
                        type: 'linear',
                        domain: [yTicks[0] ?? min, yTicks.at(-1) ?? max],
                      }}
                      margin={{ ...MARGIN, bottom: Math.max(32, layout.height + 8) }}
                    >
                      <Grid columns={false} numTicks={yTicks.length - 1} />
                      {kind === 'bar' ? <BarGroup padding={0.1}>{bars}</BarGroup> : null}
                      {kind === 'stacked_bar' ? <BarStack>{bars}</BarStack> : null}
                      <LinesOrAreas kind={kind} series={series} seriesProps={seriesProps} colour={colour} />
                      <ChartAxis
                        orientation="bottom"
                        tickValues={categories.filter((_, i) => i % layout.every === 0)}
                        tickFormat={(category: string) =>
                          cutLabel(formatCategoryTick(category), layout.maxChars)
                        }
                        {...(layout.angle
                          ? {
                              tickLabelProps: {
                                angle: -layout.angle,
                                textAnchor: 'end' as const,
                                verticalAnchor: 'middle' as const,
                                dx: -4,
                                dy: 4,
                              },
                            }
                          : {})}
                      />
                      <ChartAxis
                        orientation="left"
                        tickValues={yTicks}
                        tickFormat={(v: number) => formatTick(v, yTicks)}
                      />
                      <Tooltip<Point>
                        snapTooltipToDatumX
                        showSeriesGlyphs={kind === 'line'}
                        renderTooltip={({ tooltipData }) => {
                          const category = tooltipData?.nearestDatum?.datum.category;
                          if (category === undefined) return null;
                          return (
                            <TooltipFigures
                              category={category}
                              categories={categories}
                              series={series}
                              formatValue={formatValue}
                            />
                          );
                        }}
                      />
                    </XYChart>
                  );
                }}
              </ChartSize>
            </ChartArea>
          </>
        )}
        <FiguresTable
          title={title}
          categoryHeader={categoryHeader}
          categories={categories}
          series={series}
          formatValue={formatValue}
          hidden={!asTable}
        />
      </TileColumn>
    </DashboardTile>
  );
}

const MARGIN = { top: 8, right: 16, left: 64 };

/**
 * The labels along the axis as they fit the chart's width: level, else slanted and cut, and at most about a dozen
 * (24 months: every other one); the tooltip and the table have them all, whole.
 */
function categoryTicks(labels: string[], width: number) {
  const layout = categoryTickLayout(labels, Math.max(0, width - MARGIN.left - MARGIN.right), {
    fontSize: TICK_FONT_SIZE,
  });
  return { ...layout, every: Math.max(layout.every, Math.ceil(labels.length / 12), 1) };
}

/** The y axis: its extent over every figure (a stack's sums), and distinct, round ticks ending on its ends. */
function valueAxis(
  kind: SeriesChartKind,
  series: readonly SeriesChartSeries[],
  count: number,
  ceiling: number | undefined,
  minTickStep: number,
) {
  const sums = Array.from({ length: count }, (_, i) =>
    series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0),
  );
  const figures = kind === 'stacked_bar' ? sums : series.flatMap((s) => s.values.map((v) => v ?? 0));
  const max = Math.max(1, ...figures);
  const min = Math.min(0, ...figures);
  // Distinct, round ticks; the axis ends on its first and last (a rate's natural ceiling when it has one).
  const yTicks = niceTicks(min, ceiling !== undefined && max <= ceiling ? ceiling : max, 4, minTickStep);
  return { min, max, yTicks };
}

function SeriesLegend({
  series,
  colour,
}: {
  series: readonly SeriesChartSeries[];
  colour: (i: number) => string;
}) {
  return (
    <Legend aria-hidden="true">
      {series.map((s, i) => (
        <li key={s.key}>
          <i style={{ background: colour(i) }} />
          {s.label}
        </li>
      ))}
    </Legend>
  );
}

/** The line or area marks of each series (bars are drawn by the chart itself, grouped or stacked). */
function LinesOrAreas({
  kind,
  series,
  seriesProps,
  colour,
}: {
  kind: SeriesChartKind;
  series: readonly SeriesChartSeries[];
  seriesProps: (s: SeriesChartSeries) => {
    dataKey: string;
    data: Point[];
    xAccessor: (p: Point) => string;
    yAccessor: (p: Point) => number;
  };
  colour: (i: number) => string;
}) {
  return (
    <>
      {kind === 'line'
        ? series.map((s, i) => (
            <LineSeries
              key={s.key}
              {...seriesProps(s)}
              stroke={colour(i)}
              strokeWidth={2}
              {...(DASHES[i % DASHES.length] ? { strokeDasharray: DASHES[i % DASHES.length] } : {})}
            />
          ))
        : null}
      {kind === 'area'
        ? series.map((s, i) => (
            <AreaSeries
              key={s.key}
              {...seriesProps(s)}
              fill={colour(i)}
              fillOpacity={0.25}
              lineProps={{ stroke: colour(i), strokeWidth: 2 }}
            />
          ))
        : null}
    </>
  );
}

/** The tooltip's figures: every series' value in the category pointed at. */
function TooltipFigures({
  category,
  categories,
  series,
  formatValue,
}: {
  category: string;
  categories: readonly string[];
  series: readonly SeriesChartSeries[];
  formatValue: (value: number) => string;
}) {
  const index = categories.indexOf(category);
  return (
    <TooltipBox>
      <strong>{category}</strong>
      {series.map((s) => {
        const value = s.values[index] ?? null;
        return (
          <span key={s.key}>
            {s.label} {value === null ? '—' : formatValue(value)}
          </span>
        );
      })}
    </TooltipBox>
  );
}

/** The figures as a table: hidden for screen readers under the drawing, or shown in its place. */
function FiguresTable({
  title,
  categoryHeader,
  categories,
  series,
  formatValue,
  hidden,
}: {
  title: string;
  categoryHeader: string;
  categories: readonly string[];
  series: readonly SeriesChartSeries[];
  formatValue: (value: number) => string;
  hidden: boolean;
}) {
  return (
    <DataTable $hidden={hidden}>
      <Caption>{`${title}（表）`}</Caption>
      <thead>
        <tr>
          <th scope="col">{categoryHeader}</th>
          {series.map((s) => (
            <th key={s.key} scope="col">
              {s.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {categories.map((category, i) => (
          <tr key={category}>
            <th scope="row">{category}</th>
            {series.map((s) => {
              const value = s.values[i] ?? null;
              return <td key={s.key}>{value === null ? '—' : formatValue(value)}</td>;
            })}
          </tr>
        ))}
      </tbody>
    </DataTable>
  );
}
