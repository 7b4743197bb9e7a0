import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { TextField as AriaTextField } from 'react-aria-components';
import styled from 'styled-components';
import {
  FieldDescription,
  FieldEndButton,
  FieldErrorText,
  FieldInput,
  FieldLabel,
  FieldRoot,
  FieldWell,
} from '../Field/Field.styles.ts';
import type { TextFieldProps } from '../TextField/TextField.tsx';

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

const Root = styled(AriaTextField)`
  ${FieldRoot}
`;

/** A password input with a show/hide toggle. */
export function PasswordField({
  label,
  description,
  errorMessage,
  placeholder,
  inputRef,
  isInvalid,
  ...props
}: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Root {...props} type={visible ? 'text' : 'password'} isInvalid={isInvalid ?? Boolean(errorMessage)}>
      <FieldLabel>{label}</FieldLabel>
      <FieldWell>
        <FieldInput ref={inputRef} placeholder={placeholder} />
        <FieldEndButton
          aria-label={visible ? 'パスワードを隠す' : 'パスワードを表示'}
          onPress={() => setVisible((v) => !v)}
          excludeFromTabOrder={false}
        >
          {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
        </FieldEndButton>
      </FieldWell>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </Root>
  );
}
