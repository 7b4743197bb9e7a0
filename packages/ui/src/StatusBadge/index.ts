export type { StatusBadgeProps } from './StatusBadge.tsx';
export { StatusBadge } from './StatusBadge.tsx';
