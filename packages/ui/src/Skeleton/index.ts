export type { SkeletonProps } from './Skeleton.tsx';
export { Skeleton } from './Skeleton.tsx';
