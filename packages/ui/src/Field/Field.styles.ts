import { Button, FieldError, Group, Input, Label, type LabelProps, Text } from 'react-aria-components';
import styled, { css } from 'styled-components';
import { focusRing } from '../theme/mixins.ts';

// The shared look of every form field: label above, input well, description and error below.

export const FieldRoot = css`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  min-width: 0;
`;

// `data-field-label` lets a form layout find a field's label whatever element react-aria renders it as.
export const FieldLabel = styled(Label).attrs({ 'data-field-label': '' } as unknown as LabelProps)`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.text.primary};
`;

export const FieldDescription = styled(Text).attrs({ slot: 'description' })`
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.text.muted};
`;

export const FieldErrorText = styled(FieldError)`
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.status.danger.text};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const inputWell = css`
  width: 100%;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  background: ${({ theme }) => theme.color.surface.base};
  color: ${({ theme }) => theme.color.text.primary};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.md};
  transition: border-color ${({ theme }) => theme.motion.fast};
  &::placeholder {
    color: ${({ theme }) => theme.color.text.muted};
  }
  &[data-hovered] {
    border-color: ${({ theme }) => theme.color.border.strong};
  }
  &[data-focus-visible],
  &[data-focused] {
    ${focusRing}
    outline-offset: 0;
    border-color: ${({ theme }) => theme.color.focus};
  }
  &[data-invalid] {
    border-color: ${({ theme }) => theme.color.status.danger.text};
  }
  &[data-disabled] {
    opacity: 0.6;
    cursor: not-allowed;
  }
`;

export const FieldInput = styled(Input)`
  ${inputWell}
`;

/** An icon at the start of a field's input (the search magnifier); the input leaves it room. */
export const fieldStartIcon = css`
  input {
    padding-left: 36px;
  }
  .icon {
    position: absolute;
    left: 10px;
    top: 50%;
    transform: translateY(-50%);
    width: 18px;
    height: 18px;
    color: ${({ theme }) => theme.color.text.muted};
    pointer-events: none;
  }
`;

/** A field whose input has a button at its end (show password, open the list). */
export const FieldWell = styled(Group)`
  position: relative;
  input {
    ${inputWell}
    padding-right: 44px;
  }
`;

export const FieldEndButton = styled(Button)`
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
