export type { BillingTrendChartProps, BillingTrendMonth } from './BillingTrendChart.tsx';
export { BillingTrendChart } from './BillingTrendChart.tsx';
