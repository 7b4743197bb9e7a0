export type { ComboBoxProps } from './ComboBox.tsx';
export { ComboBox } from './ComboBox.tsx';
