export type { PagerProps } from './Pager.tsx';
export { PAGE_SIZES, Pager, visiblePages } from './Pager.tsx';
