import {
  RadioGroup as AriaRadioGroup,
  type RadioGroupProps as AriaRadioGroupProps,
  Radio,
} from 'react-aria-components';
import styled from 'styled-components';
import { FieldDescription, FieldErrorText, FieldLabel, FieldRoot } from '../Field/Field.styles.ts';
import { focusRing } from '../theme/mixins.ts';

export interface RadioOption {
  value: string;
  label: string;
  isDisabled?: boolean;
}

export interface RadioGroupProps extends Omit<AriaRadioGroupProps, 'children' | 'className' | 'style'> {
  label: string;
  options: RadioOption[];
  description?: string;
  errorMessage?: string | undefined;
}

const Root = styled(AriaRadioGroup)`
  ${FieldRoot}
  .options {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2, 5)};
    min-height: 40px;
    align-items: center;
  }
  &[data-orientation='vertical'] .options {
    flex-direction: column;
    align-items: flex-start;
  }
`;
const Dot = styled.span`
  display: grid;
  place-items: center;
  flex: none;
  width: 20px;
  height: 20px;
  border-radius: 50%;
  border: 2px solid ${({ theme }) => theme.color.border.strong};
  background: ${({ theme }) => theme.color.surface.base};
  &::after {
    content: '';
    width: 10px;
    height: 10px;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.accent.solid};
    transform: scale(0);
  }
`;
const Option = styled(Radio)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.color.text.primary};
  cursor: pointer;
  &[data-selected] ${Dot} {
    border-color: ${({ theme }) => theme.color.accent.solid};
    &::after {
      transform: scale(1);
    }
  }
  &[data-focus-visible] ${Dot} {
    ${focusRing}
  }
  &[data-invalid] ${Dot} {
    border-color: ${({ theme }) => theme.color.status.danger.text};
  }
  &[data-disabled] {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

/** One of a few choices, all visible (gender, a status). Arrow keys move between them. */
export function RadioGroup({
  label,
  options,
  description,
  errorMessage,
  isInvalid,
  ...props
}: RadioGroupProps) {
  return (
    <Root orientation="horizontal" {...props} isInvalid={isInvalid ?? Boolean(errorMessage)}>
      <FieldLabel>{label}</FieldLabel>
      <div className="options">
        {options.map((option) => (
          <Option key={option.value} value={option.value} isDisabled={option.isDisabled ?? false}>
            <Dot aria-hidden="true" />
            {option.label}
          </Option>
        ))}
      </div>
      {description ? <FieldDescription>{description}</FieldDescription> : null}
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </Root>
  );
}
