export type { CelebrationProps } from './Celebration.tsx';
export { Celebration, useThresholdCrossing } from './Celebration.tsx';
