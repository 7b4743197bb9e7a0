export type { TooltipProps } from './Tooltip.tsx';
export { Tooltip } from './Tooltip.tsx';
