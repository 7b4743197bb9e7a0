export { MIN_BAR_WIDTH, placeBars, rateTone } from './layout.ts';
export type { ScheduleClass, ScheduleTimelineProps } from './ScheduleTimeline.tsx';
export { ScheduleTimeline } from './ScheduleTimeline.tsx';
