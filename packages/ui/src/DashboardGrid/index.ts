export type { DashboardGridProps, DashboardLayoutState } from './DashboardGrid.tsx';
export { DashboardGrid, DashboardLayoutControls, useDashboardLayout } from './DashboardGrid.tsx';
export type { DashboardBreakpoint, DashboardLayoutItem, DashboardTileId } from './layout.ts';
export {
  DASHBOARD_GRID,
  DASHBOARD_LAYOUT_STORAGE_KEY,
  DASHBOARD_TILES,
  DEFAULT_DASHBOARD_LAYOUT,
  layoutFor,
  readSavedLayout,
} from './layout.ts';
