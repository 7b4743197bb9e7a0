export type { LaneBoardProps } from './LaneBoard.tsx';
export { LaneBoard } from './LaneBoard.tsx';
export type { BoardClass, BoardLane, BoardPlacement } from './layout.ts';
export { conflictsOf, moveTo, resizeTo, snap } from './layout.ts';
