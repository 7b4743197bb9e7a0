export type { LoginCardProps } from './LoginCard.tsx';
export { LoginCard, NfcHint } from './LoginCard.tsx';
