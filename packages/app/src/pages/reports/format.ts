import type { ReportValueType } from '@kayoi/api-client';
import { formatSlashDate, longMonthLabel } from '@kayoi/domain/calendar';
import { formatYen } from '@kayoi/domain/money';
import { formatCount, formatDateTime, formatNumber, yenTickFormat } from '@kayoi/ui';

const oneDecimal = (value: number) => formatNumber(value, { maximumFractionDigits: 1 });

/** A report's figure as the screen, the chart's table and the printout write it: ￥1,234 · 2.1% · 1,200. */
export function formatCell(type: ReportValueType, value: string | number | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'string') {
    if (type === 'date') return formatSlashDate(value);
    if (type === 'month') return longMonthLabel(value);
    if (type === 'datetime') return formatDateTime(value);
    return value;
  }
  switch (type) {
    case 'yen':
      return formatYen(value);
    case 'percent':
      return `${oneDecimal(value)}%`;
    case 'decimal':
      return oneDecimal(value);
    case 'days':
      return `${formatCount(value)}日`;
    case 'int':
      return formatCount(value);
    default:
      return String(value);
  }
}

/** The y axis's shorter figure, given the axis's ticks: yen in 円 or 万円 (each tick distinct), the rest as the table writes it. */
export function formatTick(type: ReportValueType, value: number, ticks: readonly number[]): string {
  if (type === 'yen') return yenTickFormat(ticks)(value);
  return formatCell(type, value);
}

/** The finest step of a value axis: whole yen, days and counts (no ￥0.5 or 0.5名); any for rates. */
export const minTickStepOf = (type: ReportValueType) =>
  type === 'yen' || type === 'int' || type === 'days' ? 1 : 0;

/** Numbers line up at the end of their column; words at the start. */
export const isNumeric = (type: ReportValueType) => !['text', 'date', 'month', 'datetime'].includes(type);
