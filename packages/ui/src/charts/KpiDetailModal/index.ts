export type { KpiComparisonTile, KpiDetailData, KpiDetailModalProps } from './KpiDetailModal.tsx';
export { KpiDetailModal } from './KpiDetailModal.tsx';
