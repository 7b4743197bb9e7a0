import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { Button as AriaButton, TextField as AriaTextField, Group } from 'react-aria-components';
import styled from 'styled-components';
import {
  FieldDescription,
  FieldErrorText,
  FieldInput,
  FieldLabel,
  FieldRoot,
} from '../Field/Field.styles.ts';
import type { TextFieldProps } from '../TextField/TextField.tsx';
import { focusRing } from '../theme/mixins.ts';

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

const Root = styled(AriaTextField)`
  ${FieldRoot}
`;
const Well = styled(Group)`
  position: relative;
  input {
    padding-right: 44px;
  }
`;
const Toggle = styled(AriaButton)`
  position: absolute;
  top: 50%;
  right: 4px;
  transform: translateY(-50%);
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.sm};
  background: transparent;
  color: ${({ theme }) => theme.color.text.secondary};
  cursor: pointer;
  svg {
    width: 18px;
    height: 18px;
  }
  &[data-hovered] {
    background: ${({ theme }) => theme.color.surface.hover};
  }
  &[data-focus-visible] {
    ${focusRing}
  }
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
      <Well>
        <FieldInput ref={inputRef} placeholder={placeholder} />
        <Toggle
          aria-label={visible ? 'パスワードを隠す' : 'パスワードを表示'}
          onPress={() => setVisible((v) => !v)}
          excludeFromTabOrder={false}
        >
          {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
        </Toggle>
      </Well>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </Root>
  );
}
