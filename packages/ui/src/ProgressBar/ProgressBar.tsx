import { ProgressBar as AriaProgressBar, Label } from 'react-aria-components';
import styled, { css, keyframes } from 'styled-components';
import { tabularNumbers } from '../theme/mixins.ts';

export interface ProgressBarProps {
  label: string;
  /** Ignored while indeterminate. */
  value?: number;
  maxValue?: number;
  tone?: 'accent' | 'success' | 'warning' | 'danger';
  /**
   * How far it is, in words, shown and announced instead of the percentage (e.g. 「500 / 1,200 件」).
   * Ignored while indeterminate.
   */
  valueLabel?: string;
  /** Something is under way but how far is not known yet: a moving stripe, no value announced. */
  isIndeterminate?: boolean;
}

const Root = styled(AriaProgressBar)`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${({ theme }) => theme.space(1, 2)};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text.secondary};
  .value {
    ${tabularNumbers}
  }
`;
const Track = styled.div`
  grid-column: 1 / -1;
  position: relative;
  height: 8px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface.sunken};
  overflow: hidden;
`;
const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;
const Fill = styled.div<{ $tone: NonNullable<ProgressBarProps['tone']>; $indeterminate: boolean }>`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme, $tone }) => ($tone === 'accent' ? theme.color.accent.solid : theme.color.status[$tone].solid)};
  transition: width ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};
  ${({ $indeterminate }) =>
    $indeterminate
      ? css`
          width: 40%;
          animation: ${slide} 1.4s ease-in-out infinite;
          @media (prefers-reduced-motion: reduce) {
            animation: none;
            width: 100%;
            opacity: 0.4;
          }
        `
      : ''}
`;

/**
 * A progress bar with its label and how far it is (the percentage, or `valueLabel`); `isIndeterminate`
 * while how far is not known yet.
 */
export function ProgressBar({
  label,
  value = 0,
  maxValue = 100,
  tone = 'accent',
  valueLabel,
  isIndeterminate = false,
}: ProgressBarProps) {
  return (
    <Root
      value={value}
      maxValue={maxValue}
      isIndeterminate={isIndeterminate}
      {...(valueLabel !== undefined && !isIndeterminate ? { valueLabel } : {})}
    >
      {({ percentage, valueText }) => (
        <>
          <Label>{label}</Label>
          <span className="value">{isIndeterminate ? '' : valueText}</span>
          <Track>
            <Fill
              $tone={tone}
              $indeterminate={isIndeterminate}
              style={isIndeterminate ? undefined : { width: `${percentage ?? 0}%` }}
            />
          </Track>
        </>
      )}
    </Root>
  );
}
