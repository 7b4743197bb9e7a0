export type { DatePickerProps } from './DatePicker.tsx';
export { DatePicker } from './DatePicker.tsx';
