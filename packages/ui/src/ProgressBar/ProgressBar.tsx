import { ProgressBar as AriaProgressBar, Label } from 'react-aria-components';
import styled from 'styled-components';
import { tabularNumbers } from '../theme/mixins.ts';

export interface ProgressBarProps {
  label: string;
  value: number;
  maxValue?: number;
  tone?: 'accent' | 'success' | 'warning' | 'danger';
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
  height: 8px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.surface.sunken};
  overflow: hidden;
`;
const Fill = styled.div<{ $tone: NonNullable<ProgressBarProps['tone']> }>`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme, $tone }) => ($tone === 'accent' ? theme.color.accent.solid : theme.color.status[$tone].solid)};
  transition: width ${({ theme }) => theme.motion.normal} ${({ theme }) => theme.motion.easing};
`;

/** A determinate progress bar with its label and percentage. */
export function ProgressBar({ label, value, maxValue = 100, tone = 'accent' }: ProgressBarProps) {
  return (
    <Root value={value} maxValue={maxValue}>
      {({ percentage, valueText }) => (
        <>
          <Label>{label}</Label>
          <span className="value">{valueText}</span>
          <Track>
            <Fill $tone={tone} style={{ width: `${percentage ?? 0}%` }} />
          </Track>
        </>
      )}
    </Root>
  );
}
