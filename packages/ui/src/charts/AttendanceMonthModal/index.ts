export type {
  AttendanceMonthDetailData,
  AttendanceMonthModalProps,
  RateRow,
} from './AttendanceMonthModal.tsx';
export { AttendanceMonthModal } from './AttendanceMonthModal.tsx';
