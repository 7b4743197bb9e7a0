export type { LogoutModalProps } from './LogoutModal.tsx';
export { LogoutModal } from './LogoutModal.tsx';
