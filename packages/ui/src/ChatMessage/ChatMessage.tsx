import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { type AttachmentItem, AttachmentList } from '../AttachmentList/index.ts';
import { Avatar } from '../Avatar/index.ts';
import { IconButton } from '../IconButton/index.ts';
import { LinkedText } from '../LinkedText/index.ts';
import { visuallyHidden } from '../theme/mixins.ts';

export interface ChatMessageProps {
  senderName: string;
  senderPhotoUrl?: string | null | undefined;
  /** When it was sent, already formatted ('11/21 10:05'); `dateTime` is the instant for `<time>`. */
  timeLabel: string;
  dateTime: string;
  body: string;
  /** The signed-in staff member's own message: drawn on the right, with 編集 and 削除. */
  isOwn?: boolean;
  isEdited?: boolean;
  isDeleted?: boolean;
  /** Marks where the reader's unread messages begin, or a message found by a search. */
  isHighlighted?: boolean;
  onEdit?: (() => void) | undefined;
  onDelete?: (() => void) | undefined;
  /** What the item is called in its buttons' names: メッセージ (default), コメント. */
  noun?: string;
  /** Beside the time: where the message is (a search result's room, as a link). */
  context?: ReactNode;
  /** Files sent with it (images previewed, PDFs as links); none for a deleted message. */
  attachments?: readonly AttachmentItem[] | undefined;
}

/** What the tombstone of a deleted message says (the spec's wording). */
export const DELETED_MESSAGE_TEXT = 'このメッセージは削除されました';

const Row = styled.li<{ $own: boolean; $highlighted: boolean }>`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: flex-start;
  flex-direction: ${({ $own }) => ($own ? 'row-reverse' : 'row')};
  padding: ${({ theme }) => theme.space(1, 2)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme, $highlighted }) => ($highlighted ? theme.color.surface.selected : 'transparent')};
  list-style: none;
  &:hover .actions,
  &:focus-within .actions {
    opacity: 1;
  }
`;

const Column = styled.div<{ $own: boolean }>`
  display: flex;
  flex-direction: column;
  align-items: ${({ $own }) => ($own ? 'flex-end' : 'flex-start')};
  gap: ${({ theme }) => theme.space(1)};
  max-width: min(640px, 80%);
  min-width: 0;
`;

const Meta = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: baseline;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.text.secondary};
  strong {
    color: ${({ theme }) => theme.color.text.primary};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
  a {
    color: ${({ theme }) => theme.color.text.link};
  }
`;

const Bubble = styled.div<{ $own: boolean; $deleted: boolean }>`
  padding: ${({ theme }) => theme.space(2, 3)};
  border-radius: ${({ theme }) => theme.radius.lg};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  background: ${({ theme, $own }) => ($own ? theme.color.accent.subtle : theme.color.surface.raised)};
  color: ${({ theme, $deleted }) => ($deleted ? theme.color.text.muted : theme.color.text.primary)};
  font-style: ${({ $deleted }) => ($deleted ? 'italic' : 'normal')};
  max-width: 100%;
  min-width: 0;
`;

const Actions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(1)};
  opacity: 0;
  @media (hover: none) {
    opacity: 1;
  }
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

/**
 * One chat message: who, when, the text as text (links only for http(s) and mailto), 編集済み once edited, and
 * a tombstone once deleted. The reader's own messages sit on the right with 編集 and 削除.
 */
export function ChatMessage({
  senderName,
  senderPhotoUrl,
  timeLabel,
  dateTime,
  body,
  isOwn = false,
  isEdited = false,
  isDeleted = false,
  isHighlighted = false,
  onEdit,
  onDelete,
  noun = 'メッセージ',
  context,
  attachments,
}: ChatMessageProps) {
  return (
    <Row $own={isOwn} $highlighted={isHighlighted}>
      <Avatar name={senderName} {...(senderPhotoUrl ? { src: senderPhotoUrl } : {})} size="sm" decorative />
      <Column $own={isOwn}>
        <Meta>
          <strong>{senderName}</strong>
          <time dateTime={dateTime}>{timeLabel}</time>
          {isEdited && !isDeleted ? <span>編集済み</span> : null}
          {context}
        </Meta>
        <Bubble $own={isOwn} $deleted={isDeleted}>
          {isDeleted ? DELETED_MESSAGE_TEXT : <LinkedText text={body} />}
        </Bubble>
        {!isDeleted && attachments && attachments.length > 0 ? (
          <AttachmentList label={`${senderName}さんの添付ファイル`} items={attachments} showPreviews />
        ) : null}
      </Column>
      {isDeleted || (!onEdit && !onDelete) ? null : (
        <Actions className="actions">
          {onEdit ? (
            <IconButton
              size="sm"
              label={`${senderName}さんの${noun}を編集（${timeLabel}）`}
              tooltip="編集"
              icon={<Pencil aria-hidden="true" />}
              onPress={onEdit}
            />
          ) : null}
          {onDelete ? (
            <IconButton
              size="sm"
              label={`${senderName}さんの${noun}を削除（${timeLabel}）`}
              tooltip="削除"
              icon={<Trash2 aria-hidden="true" />}
              onPress={onDelete}
            />
          ) : null}
        </Actions>
      )}
      {isOwn ? <Hidden>（自分の{noun}）</Hidden> : null}
    </Row>
  );
}

/** The history: a list whose items are `ChatMessage`s. */
export const ChatMessageList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
`;

/**
 * The scrolling frame of a room's history: a named region the keyboard can reach and scroll (↑↓, PageUp), so
 * older messages are there without a mouse.
 */
export const ChatHistoryFrame = styled.div.attrs({ role: 'region', tabIndex: 0 })`
  height: min(60vh, 640px);
  min-height: 280px;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.space(1)};
  border-radius: ${({ theme }) => theme.radius.md};
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focus};
    outline-offset: 2px;
  }
`;

/** Says new messages aloud to screen readers (politely, without moving the focus); shows nothing. */
export const LiveAnnouncer = styled.div.attrs({ role: 'status', 'aria-live': 'polite', 'aria-atomic': true })`
  ${visuallyHidden}
`;
