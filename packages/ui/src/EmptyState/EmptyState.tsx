import { Inbox } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { japaneseLineBreaks } from '../theme/japaneseText.ts';
import { glassSurface } from '../theme/mixins.ts';

export interface EmptyStateProps {
  title: string;
  description?: ReactNode;
  icon?: ReactNode;
  action?: ReactNode;
}

export const StateBox = styled.div`
  ${glassSurface()}
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(10, 6)};
  border-radius: ${({ theme }) => theme.radius.lg};
  text-align: center;
  color: ${({ theme }) => theme.color.text.secondary};
  > svg {
    width: 40px;
    height: 40px;
    color: ${({ theme }) => theme.color.accent.text};
  }
  h2 {
    margin: ${({ theme }) => theme.space(2)} 0 0;
    font-size: ${({ theme }) => theme.font.size.xl};
    color: ${({ theme }) => theme.color.text.primary};
    ${japaneseLineBreaks}
    text-wrap: balance;
  }
  p {
    margin: 0;
    max-width: 520px;
    ${japaneseLineBreaks}
  }
`;

/** Nothing to show (yet): says so, and what to do about it. */
export function EmptyState({ title, description, icon, action }: EmptyStateProps) {
  return (
    <StateBox>
      {icon ?? <Inbox aria-hidden="true" />}
      <h2>{title}</h2>
      {description ? <p>{description}</p> : null}
      {action}
    </StateBox>
  );
}
