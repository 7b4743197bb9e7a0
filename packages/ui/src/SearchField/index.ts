export type { SearchFieldProps } from './SearchField.tsx';
export { SearchField } from './SearchField.tsx';
