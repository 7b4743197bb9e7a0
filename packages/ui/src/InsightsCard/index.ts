export type { Insight, InsightKind, InsightsCardProps } from './InsightsCard.tsx';
export { InsightsCard } from './InsightsCard.tsx';
