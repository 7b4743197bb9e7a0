export type { ToastApi, ToastContentData, ToastOptions, ToastTone } from './Toast.tsx';
export { ToastProvider, toast, useToast } from './Toast.tsx';
