export type {
  AttendanceModalDetails,
  AttendanceModalProps,
  AttendanceModalVariant,
  AttendanceTone,
  AttendanceVisitEntry,
} from './AttendanceModal.tsx';
export { AttendanceModal } from './AttendanceModal.tsx';
