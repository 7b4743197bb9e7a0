export type { PagerProps } from './Pager.tsx';
export { Pager, visiblePages } from './Pager.tsx';
