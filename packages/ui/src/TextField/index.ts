export type { TextFieldProps } from './TextField.tsx';
export { TextField } from './TextField.tsx';
