export type { SeriesChartKind, SeriesChartProps, SeriesChartSeries } from './SeriesChart.tsx';
export { SeriesChart } from './SeriesChart.tsx';
