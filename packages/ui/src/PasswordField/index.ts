export type { PasswordFieldProps } from './PasswordField.tsx';
export { PasswordField } from './PasswordField.tsx';
