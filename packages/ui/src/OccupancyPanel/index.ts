export type { OccupancyLists, OccupancyPanelProps, OccupancyRecord } from './OccupancyPanel.tsx';
export { OccupancyPanel } from './OccupancyPanel.tsx';
