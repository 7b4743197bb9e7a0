export type { AccessDeniedModalProps } from './AccessDeniedModal.tsx';
export { AccessDeniedModal } from './AccessDeniedModal.tsx';
