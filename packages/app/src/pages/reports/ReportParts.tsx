import type { Report, ReportChart, ReportColumn, ReportRow, ReportTable } from '@kayoi/api-client';
import { longMonthLabel, monthLabel } from '@kayoi/domain/calendar';
import { Card, TableFrame, tabularNumbers } from '@kayoi/ui';
import { HeatMap, SeriesChart } from '@kayoi/ui/charts';
import styled from 'styled-components';
import { formatCell, formatTick, isNumeric, minTickStepOf } from './format.ts';
import { reportMessages as m } from './messages.ts';

// The parts every report draws from the one Report shape: its headline figures, its charts (the kit's visx
// charts, each with its data table) and its typed tables.

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(170px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  div {
    padding: ${({ theme }) => theme.space(3, 4)};
    border-radius: ${({ theme }) => theme.radius.lg};
    border: 1px solid ${({ theme }) => theme.color.border.subtle};
    background: ${({ theme }) => theme.color.surface.base};
    break-inside: avoid;
  }
  dt {
    color: ${({ theme }) => theme.color.text.secondary};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  dd {
    margin: ${({ theme }) => theme.space(1, 0, 0)};
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    ${tabularNumbers}
  }
  small {
    display: block;
    margin-top: ${({ theme }) => theme.space(0.5)};
    color: ${({ theme }) => theme.color.text.secondary};
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.regular};
  }
`;

/** The headline figures, each with the same period a year earlier when the report has one. */
export function SummaryFigures({ report }: { report: Report }) {
  return (
    <Figures aria-label={m.summary}>
      {report.summary.map((figure) => (
        <div key={figure.key}>
          <dt>{figure.label}</dt>
          <dd>
            {formatCell(figure.type, figure.value)}
            {figure.previous !== undefined && figure.previous !== null ? (
              <small>
                {m.previous} {formatCell(figure.type, figure.previous)}
              </small>
            ) : null}
            {figure.note ? <small>{figure.note}</small> : null}
          </dd>
        </div>
      ))}
    </Figures>
  );
}

const labelOf = (column: ReportColumn, row: ReportRow) => {
  const value = row[column.key];
  // Months stay whole (2026年11月) so two years never share a label; the axis shortens them.
  if (column.type === 'month' && typeof value === 'string') return longMonthLabel(value);
  return formatCell(column.type, value);
};

const WEEKDAYS = ['日', '月', '火', '水', '木', '金', '土'];

const ChartBox = styled.div`
  min-height: 340px;
  break-inside: avoid;
`;

/** One chart of the report: a heat map, or series over categories (a pie is drawn as bars: easier to compare). */
export function ReportChartView({
  chart: given,
  tableTitles,
}: {
  chart: ReportChart;
  tableTitles: readonly string[];
}) {
  // Each chart and table is a titled region: a chart named like a table is told apart as the graph.
  const chart = tableTitles.includes(given.title) ? { ...given, title: `${given.title}（グラフ）` } : given;
  if (chart.kind === 'heatmap' && chart.y) {
    const xKey = chart.x.key;
    const yKey = chart.y.key;
    const value = chart.series[0];
    const unique = (key: string) => [...new Set(chart.rows.map((row) => String(row[key] ?? '')))];
    // Hours run in order with none left out (an empty hour is a blank cell, not a missing column);
    // weekdays run Sunday first.
    const hours = unique(xKey).map(Number);
    const columns =
      chart.x.type === 'int' && hours.length > 0 && hours.every(Number.isInteger)
        ? Array.from({ length: Math.max(...hours) - Math.min(...hours) + 1 }, (_, i) =>
            String(Math.min(...hours) + i),
          )
        : unique(xKey);
    const rows = unique(yKey).sort((a, b) => WEEKDAYS.indexOf(a) - WEEKDAYS.indexOf(b));
    // An hour (9) reads as 9時 when the axis's label is its unit.
    const columnLabels =
      chart.x.type === 'int' && chart.x.label.length === 1
        ? columns.map((x) => `${x}${chart.x.label}`)
        : columns;
    const values = rows.map((y) =>
      columns.map((x) => {
        const cell = chart.rows.find((row) => String(row[xKey]) === x && String(row[yKey]) === y);
        const figure = value ? cell?.[value.key] : null;
        return typeof figure === 'number' ? figure : null;
      }),
    );
    return (
      <HeatMap
        title={chart.title}
        rowHeader={chart.y.label}
        rows={rows}
        columns={columnLabels}
        values={values}
        formatValue={(v) => formatCell(value?.type ?? 'int', v)}
        emptyText={m.empty}
      />
    );
  }
  // One axis: the series of the first one's kind (a rate beside counts stays in the table below).
  const type = chart.series[0]?.type ?? 'int';
  const series = chart.series.filter((s) => s.type === type);
  const categories = chart.rows.map((row) => labelOf(chart.x, row));
  const months = new Map(
    chart.rows.map((row) => [labelOf(chart.x, row), String(row[chart.x.key] ?? '')] as const),
  );
  return (
    <ChartBox>
      <SeriesChart
        title={chart.title}
        kind={chart.kind === 'pie' || chart.kind === 'heatmap' ? 'bar' : chart.kind}
        categoryHeader={chart.x.label}
        categories={categories}
        series={series.map((s) => ({
          key: s.key,
          label: s.label,
          values: chart.rows.map((row) => {
            const figure = row[s.key];
            return typeof figure === 'number' ? figure : null;
          }),
        }))}
        formatValue={(v) => formatCell(type, v)}
        formatTick={(v, ticks) => formatTick(type, v, ticks)}
        minTickStep={minTickStepOf(type)}
        {...(type === 'percent' ? { ceiling: 100 } : {})}
        {...(chart.x.type === 'month'
          ? { formatCategoryTick: (label: string) => monthLabel(months.get(label) ?? '') }
          : {})}
        emptyText={m.empty}
      />
    </ChartBox>
  );
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  ${tabularNumbers}
  th,
  td {
    padding: ${({ theme }) => theme.space(2, 3)};
    border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
    text-align: start;
    vertical-align: top;
  }
  thead th {
    color: ${({ theme }) => theme.color.text.secondary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    white-space: nowrap;
  }
  .end {
    text-align: end;
    white-space: nowrap;
  }
  .emphasis {
    background: ${({ theme }) => theme.color.status.warning.subtle};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    print-color-adjust: exact;
    -webkit-print-color-adjust: exact;
  }
  tfoot th,
  tfoot td {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    border-top: 2px solid ${({ theme }) => theme.color.border.default};
  }
  tr {
    break-inside: avoid;
  }
`;
const Remark = styled.p`
  margin: ${({ theme }) => theme.space(2, 0, 0)};
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.text.secondary};
`;

export interface Emphasis {
  /** Which table, and which of its columns matter most. */
  table: (table: ReportTable) => boolean;
  column: (column: ReportColumn) => boolean;
  /** Why they are marked, under the table. */
  remark: string;
}

/** One table of the report, its columns typed (￥ and thousands, %, counts at the end), with its totals. */
export function ReportTableView({
  table,
  emphasis,
}: {
  table: ReportTable;
  emphasis?: Emphasis | undefined;
}) {
  const emphasized = emphasis?.table(table) ?? false;
  const marked = (column: ReportColumn) => emphasized && (emphasis?.column(column) ?? false);
  const cellClass = (column: ReportColumn) =>
    [isNumeric(column.type) ? 'end' : '', marked(column) ? 'emphasis' : ''].join(' ').trim() || undefined;
  const [first, ...rest] = table.columns;
  const row = (cells: ReportRow, heading?: string) => (
    <>
      {first ? <th scope="row">{heading ?? formatCell(first.type, cells[first.key])}</th> : null}
      {rest.map((column) => (
        <td key={column.key} className={cellClass(column)}>
          {formatCell(column.type, cells[column.key])}
        </td>
      ))}
    </>
  );
  return (
    <Card title={table.title}>
      {table.rows.length === 0 ? (
        <p>{m.empty}</p>
      ) : (
        <TableFrame label={table.title}>
          <Table aria-label={table.title}>
            <thead>
              <tr>
                {table.columns.map((column) => (
                  <th key={column.key} scope="col" className={cellClass(column)}>
                    {column.label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {table.rows.map((cells, i) => (
                // Rows have no id of their own; their order is the server's and never changes in place.
                <tr key={i}>{row(cells)}</tr>
              ))}
            </tbody>
            {table.totals ? (
              <tfoot>
                <tr>{row(table.totals, '合計')}</tr>
              </tfoot>
            ) : null}
          </Table>
        </TableFrame>
      )}
      {emphasized && table.columns.some(marked) ? <Remark>{emphasis?.remark}</Remark> : null}
    </Card>
  );
}

/** A report with nothing to show in its period: no table and no chart has a row. */
export const isEmptyReport = (report: Report) =>
  report.tables.every((t) => t.rows.length === 0) && report.charts.every((c) => c.rows.length === 0);
