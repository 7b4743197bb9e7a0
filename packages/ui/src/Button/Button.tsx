import type { ReactNode } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import styled, { css } from 'styled-components';
import { Spinner } from '../Spinner/Spinner.tsx';
import { focusRing } from '../theme/mixins.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export interface ButtonProps extends Omit<AriaButtonProps, 'children' | 'className' | 'style'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, keeps the width and ignores presses. */
  isLoading?: boolean;
  fullWidth?: boolean;
  icon?: ReactNode;
  children?: ReactNode;
}

const heights: Record<ButtonSize, number> = { sm: 32, md: 40, lg: 48 };

export const buttonStyles = css<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth?: boolean }>`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: ${({ $size }) => heights[$size]}px;
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  padding: 0 ${({ theme, $size }) => theme.space($size === 'sm' ? 3 : 4)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid transparent;
  font: inherit;
  font-size: ${({ theme, $size }) => ($size === 'lg' ? theme.font.size.lg : theme.font.size.md)};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  cursor: pointer;
  user-select: none;
  transition:
    background ${({ theme }) => theme.motion.fast},
    border-color ${({ theme }) => theme.motion.fast};
  svg {
    width: 1.1em;
    height: 1.1em;
    flex: none;
  }
  ${({ theme, $variant }) => {
    switch ($variant) {
      case 'primary':
        return css`
          background: ${theme.color.accent.solid};
          color: ${theme.color.accent.onSolid};
          &[data-hovered] {
            background: ${theme.color.accent.hover};
          }
          &[data-pressed] {
            background: ${theme.color.accent.pressed};
          }
        `;
      case 'danger':
        return css`
          background: ${theme.color.status.danger.solid};
          color: ${theme.color.status.danger.onSolid};
          &[data-hovered] {
            filter: brightness(0.92);
          }
        `;
      case 'secondary':
        return css`
          background: ${theme.color.surface.base};
          color: ${theme.color.text.primary};
          border-color: ${theme.color.border.default};
          &[data-hovered] {
            background: ${theme.color.surface.hover};
          }
          &[data-pressed] {
            background: ${theme.color.surface.pressed};
          }
        `;
      default:
        return css`
          background: transparent;
          color: ${theme.color.text.primary};
          &[data-hovered] {
            background: ${theme.color.surface.hover};
          }
          &[data-pressed] {
            background: ${theme.color.surface.pressed};
          }
        `;
    }
  }}
  &[data-focus-visible] {
    ${focusRing}
  }
  &[data-disabled] {
    cursor: not-allowed;
    opacity: 0.5;
  }
  &[data-pending] {
    cursor: progress;
  }
`;

const Root = styled(AriaButton)<{ $variant: ButtonVariant; $size: ButtonSize; $fullWidth?: boolean }>`
  ${buttonStyles}
`;
const Content = styled.span<{ $hidden: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: inherit;
  opacity: ${({ $hidden }) => ($hidden ? 0 : 1)};
`;
const Overlay = styled.span`
  position: absolute;
  inset: 0;
  display: grid;
  place-items: center;
`;

/** The product's button: primary for the one main action of a screen, secondary/ghost for the rest. */
export function Button({
  variant = 'secondary',
  size = 'md',
  isLoading = false,
  fullWidth = false,
  icon,
  children,
  ...props
}: ButtonProps) {
  return (
    <Root {...props} isPending={isLoading} $variant={variant} $size={size} $fullWidth={fullWidth}>
      <Content $hidden={isLoading}>
        {icon}
        {children}
      </Content>
      {isLoading ? (
        <Overlay>
          <Spinner label="処理中" size={16} />
        </Overlay>
      ) : null}
    </Root>
  );
}
