export type { TimelineEntry, TimelineProps } from './Timeline.tsx';
export { Timeline } from './Timeline.tsx';
