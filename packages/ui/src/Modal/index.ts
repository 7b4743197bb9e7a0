export type { ModalProps, ModalSize } from './Modal.tsx';
export { Modal } from './Modal.tsx';
