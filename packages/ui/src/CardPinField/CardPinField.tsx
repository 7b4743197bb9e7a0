import type { Ref } from 'react';
import { TextField as AriaTextField } from 'react-aria-components';
import styled from 'styled-components';
import {
  FieldDescription,
  FieldErrorText,
  FieldInput,
  FieldLabel,
  FieldRoot,
} from '../Field/Field.styles.ts';

export interface CardPinFieldProps {
  /** 'カード暗証番号' unless the form says otherwise ('新しい暗証番号', '暗証番号（確認）'). */
  label?: string;
  value: string;
  onChange: (pin: string) => void;
  onBlur?: () => void;
  description?: string;
  /** Shown (and announced) on the field. */
  errorMessage?: string | undefined;
  name?: string;
  autoFocus?: boolean;
  isDisabled?: boolean;
  inputRef?: Ref<HTMLInputElement>;
}

/** The most digits a card PIN has (4–6). */
const MAX_DIGITS = 6;

/** Keeps the digits only, as ASCII (an IME's full-width １２３４ included), at most 6. */
const digitsOf = (value: string) => value.normalize('NFKC').replace(/\D/g, '').slice(0, MAX_DIGITS);

const Root = styled(AriaTextField)`
  ${FieldRoot}
  input {
    letter-spacing: 0.3em;
  }
`;

/**
 * The 4–6 digit card PIN (カード暗証番号): masked like a password, the numeric keypad on tablets, nothing but
 * digits kept, no autofill. Enter submits the form around it.
 */
export function CardPinField({
  label = 'カード暗証番号',
  value,
  onChange,
  onBlur,
  description = '4〜6桁の数字',
  errorMessage,
  name,
  autoFocus,
  isDisabled,
  inputRef,
}: CardPinFieldProps) {
  return (
    <Root
      type="password"
      inputMode="numeric"
      autoComplete="off"
      maxLength={MAX_DIGITS}
      value={value}
      onChange={(next) => onChange(digitsOf(next))}
      isInvalid={Boolean(errorMessage)}
      {...(onBlur ? { onBlur } : {})}
      {...(name ? { name } : {})}
      {...(autoFocus ? { autoFocus } : {})}
      {...(isDisabled ? { isDisabled } : {})}
    >
      <FieldLabel>{label}</FieldLabel>
      <FieldInput ref={inputRef} />
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </Root>
  );
}
