export type { FilterBarProps } from './FilterBar.tsx';
export { FilterBar } from './FilterBar.tsx';
