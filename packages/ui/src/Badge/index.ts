export type { BadgeProps, BadgeTone, CountBadgeProps } from './Badge.tsx';
export { Badge, CountBadge } from './Badge.tsx';
