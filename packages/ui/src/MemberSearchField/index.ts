export type { MemberCandidate, MemberSearchFieldProps } from './MemberSearchField.tsx';
export { MemberSearchField } from './MemberSearchField.tsx';
