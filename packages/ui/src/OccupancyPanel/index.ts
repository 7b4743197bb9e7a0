export type { OccupancyLists, OccupancyPanelProps, OccupancyRecord } from './OccupancyPanel.tsx';
export { OccupancyPanel, stayText } from './OccupancyPanel.tsx';
