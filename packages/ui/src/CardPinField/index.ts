export type { CardPinFieldProps } from './CardPinField.tsx';
export { CardPinField } from './CardPinField.tsx';
