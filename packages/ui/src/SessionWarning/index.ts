export type { SessionWarningProps } from './SessionWarning.tsx';
export { SessionWarning } from './SessionWarning.tsx';
