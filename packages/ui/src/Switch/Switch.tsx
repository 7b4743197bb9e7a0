import { Switch as AriaSwitch, type SwitchProps as AriaSwitchProps } from 'react-aria-components';
import styled from 'styled-components';
import { focusRing } from '../theme/mixins.ts';

export interface SwitchProps extends Omit<AriaSwitchProps, 'children' | 'className' | 'style'> {
  children: React.ReactNode;
}

const Track = styled.span`
  position: relative;
  flex: none;
  width: 40px;
  height: 24px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.border.strong};
  transition: background ${({ theme }) => theme.motion.fast};
  &::after {
    content: '';
    position: absolute;
    top: 3px;
    left: 3px;
    width: 18px;
    height: 18px;
    border-radius: 50%;
    background: ${({ theme }) => theme.color.surface.base};
    box-shadow: ${({ theme }) => theme.shadow.sm};
    transition: transform ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.easing};
  }
`;
const Root = styled(AriaSwitch)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.color.text.primary};
  cursor: pointer;
  &[data-selected] ${Track} {
    background: ${({ theme }) => theme.color.accent.solid};
    &::after {
      transform: translateX(16px);
    }
  }
  &[data-focus-visible] ${Track} {
    ${focusRing}
  }
  &[data-disabled] {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;

/** An on/off setting that takes effect at once. */
export function Switch({ children, ...props }: SwitchProps) {
  return (
    <Root {...props}>
      <Track aria-hidden="true" />
      {children}
    </Root>
  );
}
