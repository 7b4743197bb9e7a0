import type { ReactNode } from 'react';
import styled from 'styled-components';
import { tabularNumbers } from '../theme/mixins.ts';

export type BadgeTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export interface BadgeProps {
  tone?: BadgeTone;
  children: ReactNode;
}

const Pill = styled.span<{ $tone: BadgeTone }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: 2px ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.pill};
  border: 1px solid ${({ theme, $tone }) => theme.color.status[$tone].border};
  background: ${({ theme, $tone }) => theme.color.status[$tone].subtle};
  color: ${({ theme, $tone }) => theme.color.status[$tone].text};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1.5;
  white-space: nowrap;
`;

/** A short label: a role, a status (未確認, 確認済み …). */
export function Badge({ tone = 'neutral', children }: BadgeProps) {
  return <Pill $tone={tone}>{children}</Pill>;
}

export interface CountBadgeProps {
  count: number;
  /** Above it the badge shows `max+` (default 99). */
  max?: number;
  /** What is counted, for screen readers: '未確認の仮登録' → '未確認の仮登録 3件'. */
  label: string;
}

const Count = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 20px;
  height: 20px;
  padding: 0 6px;
  border-radius: ${({ theme }) => theme.radius.pill};
  background: ${({ theme }) => theme.color.status.danger.solid};
  color: ${({ theme }) => theme.color.status.danger.onSolid};
  font-size: 11px;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: 1;
  ${tabularNumbers}
`;

/** The red count badge (unread messages, pending pre-registrations); nothing when the count is 0. */
export function CountBadge({ count, max = 99, label }: CountBadgeProps) {
  if (count <= 0) return null;
  return (
    <Count role="img" aria-label={`${label} ${count}件`}>
      {count > max ? `${max}+` : count}
    </Count>
  );
}
