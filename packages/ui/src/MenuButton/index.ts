export type { MenuButtonItem, MenuButtonProps } from './MenuButton.tsx';
export { MenuButton } from './MenuButton.tsx';
