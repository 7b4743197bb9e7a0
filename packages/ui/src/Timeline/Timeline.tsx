import type { ReactNode } from 'react';
import styled from 'styled-components';
import type { BadgeTone } from '../Badge/Badge.tsx';
import { tabularNumbers } from '../theme/mixins.ts';

export interface TimelineEntry {
  id: string | number;
  /** When, already formatted ('2026/11/21'). */
  time: string;
  title: ReactNode;
  body?: ReactNode;
  /** Who or what, in small print after the time. */
  meta?: ReactNode;
  tone?: BadgeTone;
}

export interface TimelineProps {
  'aria-label': string;
  entries: TimelineEntry[];
  /** Shown when there are no entries. */
  emptyText?: string;
}

const List = styled.ol`
  position: relative;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    position: relative;
    padding: 0 0 ${({ theme }) => theme.space(4)} ${({ theme }) => theme.space(7)};
  }
  li::before {
    content: '';
    position: absolute;
    left: 7px;
    top: 18px;
    bottom: 0;
    width: 2px;
    background: ${({ theme }) => theme.color.border.subtle};
  }
  li:last-child {
    padding-bottom: 0;
  }
  li:last-child::before {
    display: none;
  }
  .head {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: ${({ theme }) => theme.space(1, 3)};
  }
  .title {
    font-weight: ${({ theme }) => theme.font.weight.bold};
    color: ${({ theme }) => theme.color.text.primary};
  }
  .time,
  .meta {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.text.secondary};
    ${tabularNumbers}
  }
  .body {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    color: ${({ theme }) => theme.color.text.primary};
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;
const Marker = styled.span<{ $tone: BadgeTone }>`
  position: absolute;
  left: 0;
  top: 4px;
  width: 16px;
  height: 16px;
  border-radius: 50%;
  border: 3px solid ${({ theme }) => theme.color.surface.base};
  background: ${({ theme, $tone }) => theme.color.status[$tone].solid};
  box-shadow: 0 0 0 1px ${({ theme, $tone }) => theme.color.status[$tone].border};
`;
const Empty = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.text.secondary};
`;

/** What happened to a record, newest first (status changes, their reasons, who made them). */
export function Timeline({ entries, emptyText = '履歴はありません', ...props }: TimelineProps) {
  if (entries.length === 0) return <Empty>{emptyText}</Empty>;
  return (
    <List aria-label={props['aria-label']}>
      {entries.map((entry) => (
        <li key={entry.id}>
          <Marker $tone={entry.tone ?? 'neutral'} aria-hidden="true" />
          <div className="head">
            <span className="title">{entry.title}</span>
            <span className="time">{entry.time}</span>
            {entry.meta ? <span className="meta">{entry.meta}</span> : null}
          </div>
          {entry.body ? <p className="body">{entry.body}</p> : null}
        </li>
      ))}
    </List>
  );
}
