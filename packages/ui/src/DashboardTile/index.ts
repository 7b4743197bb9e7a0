export type { DashboardTileProps } from './DashboardTile.tsx';
export { DashboardTile } from './DashboardTile.tsx';
