export type { ToastApi, ToastContentData, ToastOptions, ToastTone } from './Toast.tsx';
export { preloadToastRegion, ToastProvider, toast, useToast } from './Toast.tsx';
