export type { DescriptionListProps } from './DescriptionList.tsx';
export { DescriptionList } from './DescriptionList.tsx';
