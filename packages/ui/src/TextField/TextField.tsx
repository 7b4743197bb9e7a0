import type { Ref } from 'react';
import { TextField as AriaTextField, type TextFieldProps as AriaTextFieldProps } from 'react-aria-components';
import styled from 'styled-components';
import {
  FieldDescription,
  FieldErrorText,
  FieldInput,
  FieldLabel,
  FieldRoot,
} from '../Field/Field.styles.ts';

export interface TextFieldProps extends Omit<AriaTextFieldProps, 'children' | 'className' | 'style'> {
  label: string;
  description?: string;
  /** Shown (and announced) when `isInvalid`. */
  errorMessage?: string | undefined;
  placeholder?: string;
  inputRef?: Ref<HTMLInputElement>;
  /** The description reports the outcome of something the field started (a postal code lookup): announce changes. */
  announceDescription?: boolean;
}

const Root = styled(AriaTextField)`
  ${FieldRoot}
`;

/** A labelled text input with its description and error message wired for screen readers. */
export function TextField({
  label,
  description,
  errorMessage,
  placeholder,
  inputRef,
  isInvalid,
  announceDescription = false,
  ...props
}: TextFieldProps) {
  return (
    <Root {...props} isInvalid={isInvalid ?? Boolean(errorMessage)}>
      <FieldLabel>{label}</FieldLabel>
      <FieldInput ref={inputRef} placeholder={placeholder} />
      {description ? (
        <FieldDescription {...(announceDescription ? { 'aria-live': 'polite' as const } : {})}>
          {description}
        </FieldDescription>
      ) : null}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </Root>
  );
}
