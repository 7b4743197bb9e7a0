export type { HeatMapProps } from './HeatMap.tsx';
export { HeatMap } from './HeatMap.tsx';
