export type { AlertProps, AlertTone } from './Alert.tsx';
export { Alert } from './Alert.tsx';
