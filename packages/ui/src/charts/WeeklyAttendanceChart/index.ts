export type { WeekdayCount, WeeklyAttendanceChartProps } from './WeeklyAttendanceChart.tsx';
export { WeeklyAttendanceChart } from './WeeklyAttendanceChart.tsx';
