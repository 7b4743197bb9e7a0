export type { NfcLoginModalProps, NfcLoginStaff, NfcLoginStep } from './NfcLoginModal.tsx';
export { NfcLoginModal } from './NfcLoginModal.tsx';
