export type { KpiCardProps, KpiFigures, KpiTrend } from './KpiCard.tsx';
export { KPI_COUNT_UP_MS, KpiCard, KpiCardGroup } from './KpiCard.tsx';
