import type { ReportValueType } from '@kayoi/api-client';
import { formatSlashDate, longMonthLabel } from '@kayoi/domain/calendar';
import { formatYen } from '@kayoi/domain/money';
import { formatCount, formatDateTime } from '@kayoi/ui';

const oneDecimal = (value: number) => value.toLocaleString('ja-JP', { maximumFractionDigits: 1 });

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

/** The y axis's shorter figure: yen in 万, the rest as the table writes it. */
export function formatTick(type: ReportValueType, value: number): string {
  if (type === 'yen' && Math.abs(value) >= 10_000) return `${formatCount(Math.round(value / 10_000))}万`;
  return formatCell(type, value);
}

/** Numbers line up at the end of their column; words at the start. */
export const isNumeric = (type: ReportValueType) => !['text', 'date', 'month', 'datetime'].includes(type);
