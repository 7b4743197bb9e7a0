export type { NfcStatus, TopBarInbox, TopBarProps, TopBarUser } from './TopBar.tsx';
export { TopBar } from './TopBar.tsx';
