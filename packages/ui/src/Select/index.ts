export type { SelectItem, SelectProps } from './Select.tsx';
export { Select } from './Select.tsx';
