import styled from 'styled-components';
import type { BadgeTone } from '../Badge/Badge.tsx';

export interface StatusBadgeProps {
  /** The status's name as staff read it (未確認, 休会 …). */
  label: string;
  tone: BadgeTone;
  /** Hover text: since when, or why. */
  title?: string;
}

const Pill = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1.5)};
  padding: 2px ${({ theme }) => theme.space(2.5)} 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme, $tone }) => theme.color.status[$tone].border};
  background: ${({ theme, $tone }) => theme.color.status[$tone].subtle};
  color: ${({ theme, $tone }) => theme.color.status[$tone].text};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1.5;
  white-space: nowrap;
  &::before {
    content: '';
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${({ theme, $tone }) => theme.color.status[$tone].solid};
  }
`;

/**
 * One status of a record (a pre-registration's 未確認 … キャンセル, a customer's 在籍 / 休会 / 退会): the
 * word is always written, so the colour is never the only cue. Pages map their statuses to tones.
 */
export function StatusBadge({ label, tone, title }: StatusBadgeProps) {
  return (
    <Pill $tone={tone} title={title}>
      {label}
    </Pill>
  );
}
