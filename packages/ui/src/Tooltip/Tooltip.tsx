import type { ReactElement, ReactNode } from 'react';
import {
  Tooltip as AriaTooltip,
  type TooltipProps as AriaTooltipProps,
  TooltipTrigger,
} from 'react-aria-components';
import styled from 'styled-components';

export interface TooltipProps {
  content: ReactNode;
  /** A focusable element (a react-aria Button, a link). */
  children: ReactElement;
  placement?: AriaTooltipProps['placement'];
  delay?: number;
}

const Bubble = styled(AriaTooltip)`
  max-width: 280px;
  padding: ${({ theme }) => theme.space(1, 2)};
  border-radius: ${({ theme }) => theme.radius.sm};
  background: ${({ theme }) => theme.color.text.primary};
  color: ${({ theme }) => theme.color.text.inverse};
  font-size: ${({ theme }) => theme.font.size.xs};
  box-shadow: ${({ theme }) => theme.shadow.md};
  z-index: ${({ theme }) => theme.z.popover};
`;

/** A short hint on hover and keyboard focus. */
export function Tooltip({ content, children, placement = 'bottom', delay = 500 }: TooltipProps) {
  return (
    <TooltipTrigger delay={delay}>
      {children}
      <Bubble placement={placement} offset={6}>
        {content}
      </Bubble>
    </TooltipTrigger>
  );
}
