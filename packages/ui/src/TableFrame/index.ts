export type { TableFrameProps } from './TableFrame.tsx';
export { TableFrame } from './TableFrame.tsx';
