export type { AttendanceTrendChartProps, TrendPoint } from './AttendanceTrendChart.tsx';
export { AttendanceTrendChart } from './AttendanceTrendChart.tsx';
