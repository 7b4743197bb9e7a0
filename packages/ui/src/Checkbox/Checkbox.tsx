import { Check } from 'lucide-react';
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components';
import styled from 'styled-components';
import { focusRing } from '../theme/mixins.ts';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'children' | 'className' | 'style'> {
  children: React.ReactNode;
}

const Box = styled.span`
  display: grid;
  place-items: center;
  flex: none;
  width: 20px;
  height: 20px;
  border-radius: ${({ theme }) => theme.radius.sm};
  border: 2px solid ${({ theme }) => theme.color.border.strong};
  background: ${({ theme }) => theme.color.surface.base};
  color: ${({ theme }) => theme.color.accent.onSolid};
  svg {
    width: 14px;
    height: 14px;
    visibility: hidden;
  }
`;
const Root = styled(AriaCheckbox)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.color.text.primary};
  font-size: ${({ theme }) => theme.font.size.md};
  cursor: pointer;
  &[data-selected] ${Box} {
    background: ${({ theme }) => theme.color.accent.solid};
    border-color: ${({ theme }) => theme.color.accent.solid};
    svg {
      visibility: visible;
    }
  }
  &[data-focus-visible] ${Box} {
    ${focusRing}
  }
  &[data-disabled] {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

export function Checkbox({ children, ...props }: CheckboxProps) {
  return (
    <Root {...props}>
      <Box aria-hidden="true">
        <Check strokeWidth={3} />
      </Box>
      {children}
    </Root>
  );
}
