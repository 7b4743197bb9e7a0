import { ProgressBar as AriaProgressBar } from 'react-aria-components';
import styled, { keyframes } from 'styled-components';

export interface SpinnerProps {
  /** The accessible name (default '読み込み中'). */
  label?: string;
  size?: number;
}

const spin = keyframes`to { transform: rotate(360deg); }`;

const Ring = styled.span<{ $size: number }>`
  display: inline-block;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  border-radius: 50%;
  border: ${({ $size }) => Math.max(2, Math.round($size / 8))}px solid currentColor;
  border-right-color: transparent;
  animation: ${spin} 0.8s linear infinite;
  vertical-align: middle;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

/** An indeterminate progress indicator with a name for screen readers. */
export function Spinner({ label = '読み込み中', size = 20 }: SpinnerProps) {
  return (
    <AriaProgressBar isIndeterminate aria-label={label} style={{ display: 'inline-flex' }}>
      <Ring $size={size} aria-hidden="true" />
    </AriaProgressBar>
  );
}
