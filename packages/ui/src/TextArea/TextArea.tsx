import {
  TextArea as AriaTextArea,
  TextField as AriaTextField,
  type TextFieldProps,
} from 'react-aria-components';
import styled from 'styled-components';
import { FieldDescription, FieldErrorText, FieldLabel, FieldRoot, inputWell } from '../Field/Field.styles.ts';
import { tabularNumbers } from '../theme/mixins.ts';

export interface TextAreaProps extends Omit<TextFieldProps, 'children' | 'className' | 'style'> {
  label: string;
  description?: string;
  errorMessage?: string | undefined;
  placeholder?: string;
  rows?: number;
  /** Shows 'n / max文字' under the field; the limit itself is the form schema's. */
  maxCharacters?: number;
}

const Root = styled(AriaTextField)`
  ${FieldRoot}
`;
const Area = styled(AriaTextArea)`
  ${inputWell}
  padding: ${({ theme }) => theme.space(2, 3)};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  resize: vertical;
`;
const Footer = styled.div`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  .count {
    margin-left: auto;
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.text.muted};
    ${tabularNumbers}
  }
  .count[data-over] {
    color: ${({ theme }) => theme.color.status.danger.text};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

const length = (value: string) => Array.from(value).length;

/** Several lines of text (notes, a reason) with an optional character count. */
export function TextArea({
  label,
  description,
  errorMessage,
  placeholder,
  rows = 4,
  maxCharacters,
  isInvalid,
  ...props
}: TextAreaProps) {
  const count = length(String(props.value ?? ''));
  return (
    <Root {...props} isInvalid={isInvalid ?? Boolean(errorMessage)}>
      <FieldLabel>{label}</FieldLabel>
      <Area rows={rows} placeholder={placeholder} />
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <Footer>
        <FieldErrorText>{errorMessage}</FieldErrorText>
        {maxCharacters !== undefined && props.value !== undefined ? (
          <span className="count" data-over={count > maxCharacters || undefined} aria-hidden="true">
            {count} / {maxCharacters}文字
          </span>
        ) : null}
      </Footer>
    </Root>
  );
}
