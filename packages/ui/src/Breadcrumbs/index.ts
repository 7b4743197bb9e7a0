export type { BreadcrumbItem, BreadcrumbsProps } from './Breadcrumbs.tsx';
export { Breadcrumbs } from './Breadcrumbs.tsx';
