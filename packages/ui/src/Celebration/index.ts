export type { CelebrationProps } from './Celebration.tsx';
export { CELEBRATION_MS, CELEBRATION_PIECES, Celebration, useThresholdCrossing } from './Celebration.tsx';
