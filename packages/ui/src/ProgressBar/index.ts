export type { ProgressBarProps } from './ProgressBar.tsx';
export { ProgressBar } from './ProgressBar.tsx';
