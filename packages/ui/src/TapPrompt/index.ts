export type { ReaderStatus, TapPromptProps } from './TapPrompt.tsx';
export { TapPrompt } from './TapPrompt.tsx';
