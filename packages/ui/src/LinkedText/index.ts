export type { LinkedTextProps } from './LinkedText.tsx';
export { LinkedText, linkParts, safeHref } from './LinkedText.tsx';
