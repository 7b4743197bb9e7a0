export type { FieldSpanProps, FormActionsProps, FormSectionProps } from './FormSection.tsx';
export { FieldSpan, FormActions, FormSection } from './FormSection.tsx';
