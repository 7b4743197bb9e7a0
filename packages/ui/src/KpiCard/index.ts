export type { KpiCardProps, KpiFigures, KpiTrend } from './KpiCard.tsx';
export { KpiCard, KpiCardGroup } from './KpiCard.tsx';
