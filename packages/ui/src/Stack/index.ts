export type { StackProps } from './Stack.tsx';
export { Stack } from './Stack.tsx';
