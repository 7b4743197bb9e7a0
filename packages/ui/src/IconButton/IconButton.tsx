import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import styled from 'styled-components';
import { Tooltip } from '../Tooltip/Tooltip.tsx';
import { focusRing } from '../theme/mixins.ts';

export interface IconButtonProps extends Omit<AriaButtonProps, 'children' | 'className' | 'style'> {
  /** The accessible name, also shown as the tooltip. */
  label: string;
  icon: ReactNode;
  variant?: 'ghost' | 'secondary';
  size?: 'sm' | 'md';
  /** Shown at the top right (an unread CountBadge). */
  badge?: ReactNode;
  /** Tooltip text when it should differ from the name (e.g. without the count). */
  tooltip?: string;
}

const Root = styled(AriaButton)<{ $variant: 'ghost' | 'secondary'; $size: number }>`
  position: relative;
  display: inline-grid;
  place-items: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  padding: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme, $variant }) => ($variant === 'secondary' ? theme.color.border.default : 'transparent')};
  background: ${({ theme, $variant }) => ($variant === 'secondary' ? theme.color.surface.base : 'transparent')};
  color: ${({ theme }) => theme.color.text.secondary};
  cursor: pointer;
  svg {
    width: 20px;
    height: 20px;
  }
  &[data-hovered] {
    background: ${({ theme }) => theme.color.surface.hover};
    color: ${({ theme }) => theme.color.text.primary};
  }
  &[data-pressed] {
    background: ${({ theme }) => theme.color.surface.pressed};
  }
  &[data-focus-visible] {
    ${focusRing}
  }
  &[data-disabled] {
    opacity: 0.5;
    cursor: not-allowed;
  }
`;
const Anchor = styled.span`
  position: relative;
  display: inline-flex;
`;
const Corner = styled.span`
  position: absolute;
  top: -4px;
  right: -4px;
  pointer-events: none;
`;

/** A button that is only an icon: its name is the tooltip too. */
export function IconButton({
  label,
  icon,
  variant = 'ghost',
  size = 'md',
  badge,
  tooltip,
  ...props
}: IconButtonProps) {
  return (
    <Anchor>
      <Tooltip content={tooltip ?? label}>
        <Root {...props} aria-label={label} $variant={variant} $size={size === 'sm' ? 32 : 40}>
          {icon}
        </Root>
      </Tooltip>
      {/* Outside the button: the count is already in its name. */}
      {badge ? <Corner aria-hidden="true">{badge}</Corner> : null}
    </Anchor>
  );
}
