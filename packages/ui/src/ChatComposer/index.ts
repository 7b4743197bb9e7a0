export type { ChatComposerProps, MentionCandidate } from './ChatComposer.tsx';
export { ChatComposer, mentionText } from './ChatComposer.tsx';
