export type { NfcStatus, TopBarProps, TopBarUser } from './TopBar.tsx';
export { TopBar } from './TopBar.tsx';
