export type { StaffSwitchModalProps } from './StaffSwitchModal.tsx';
export { StaffSwitchModal } from './StaffSwitchModal.tsx';
