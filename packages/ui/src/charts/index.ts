// Charts (visx) live here, behind their own entry point: `@kayoi/ui/charts`, so screens without charts
// never load visx. Series are the non-animated ones: nothing moves, screenshots are stable.
export type {
  AttendanceMonthDetailData,
  AttendanceMonthModalProps,
  RateRow,
} from './AttendanceMonthModal/index.ts';
export { AttendanceMonthModal } from './AttendanceMonthModal/index.ts';
export type { AttendanceTrendChartProps, TrendPoint } from './AttendanceTrendChart/index.ts';
export { AttendanceTrendChart } from './AttendanceTrendChart/index.ts';
export type { BillingTrendChartProps, BillingTrendMonth } from './BillingTrendChart/index.ts';
export { BillingTrendChart } from './BillingTrendChart/index.ts';
export type { HeatMapProps } from './HeatMap/index.ts';
export { HeatMap } from './HeatMap/index.ts';
export type { KpiComparisonTile, KpiDetailData, KpiDetailModalProps } from './KpiDetailModal/index.ts';
export { KpiDetailModal } from './KpiDetailModal/index.ts';
export type { SeriesChartKind, SeriesChartProps, SeriesChartSeries } from './SeriesChart/index.ts';
export { SeriesChart } from './SeriesChart/index.ts';
export type { WeekdayCount, WeeklyAttendanceChartProps } from './WeeklyAttendanceChart/index.ts';
export { WeeklyAttendanceChart } from './WeeklyAttendanceChart/index.ts';
