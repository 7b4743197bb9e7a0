export type { CardProps } from './Card.tsx';
export { Card, Panel } from './Card.tsx';
