import { FileText, Paperclip, X } from 'lucide-react';
import styled from 'styled-components';
import { formatCount } from '../format.ts';
import { IconButton } from '../IconButton/index.ts';

export interface AttachmentItem {
  id: number | string;
  name: string;
  url?: string | undefined;
  mime_type: string;
  size: number;
}

export interface AttachmentListProps {
  /** The list's name: 「添付ファイル」. */
  label: string;
  items: readonly AttachmentItem[];
  /** Shown as a small preview (images the server served; not for files still on the user's machine). */
  showPreviews?: boolean;
  /** A form's list: each file can be taken off. */
  onRemove?: ((item: AttachmentItem) => void) | undefined;
}

/** 184,320 bytes → 180 KB; under a kilobyte in bytes; from a megabyte with one decimal. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${formatCount(bytes)} B`;
  if (bytes < 1024 * 1024) return `${formatCount(Math.round(bytes / 1024))} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const isImage = (item: AttachmentItem) => /^image\/(png|jpe?g|gif|webp)$/i.test(item.mime_type);

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  max-width: 240px;
  padding: ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  background: ${({ theme }) => theme.color.surface.sunken};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text.primary};
  a {
    color: ${({ theme }) => theme.color.text.link};
    overflow-wrap: anywhere;
  }
  img {
    display: block;
    width: 220px;
    max-height: 160px;
    object-fit: contain;
    border-radius: ${({ theme }) => theme.radius.sm};
    background: ${({ theme }) => theme.color.surface.base};
  }
  .line {
    display: flex;
    gap: ${({ theme }) => theme.space(1)};
    align-items: center;
    min-width: 0;
  }
  .line svg {
    flex: none;
    width: 16px;
    height: 16px;
  }
  .name {
    overflow-wrap: anywhere;
  }
  .size {
    color: ${({ theme }) => theme.color.text.muted};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
`;

/** Files attached to a post or a message: images with a preview, the others as links, each with its size. */
export function AttachmentList({ label, items, showPreviews = true, onRemove }: AttachmentListProps) {
  if (items.length === 0) return null;
  return (
    <List aria-label={label}>
      {items.map((item) => (
        <Item key={item.id}>
          {showPreviews && item.url && isImage(item) ? (
            <a href={item.url} target="_blank" rel="noopener noreferrer">
              <img src={item.url} alt={item.name} loading="lazy" />
            </a>
          ) : null}
          <span className="line">
            {isImage(item) ? <Paperclip aria-hidden="true" /> : <FileText aria-hidden="true" />}
            {item.url ? (
              <a
                className="name"
                href={item.url}
                target="_blank"
                rel="noopener noreferrer"
                download={item.name}
              >
                {item.name}
              </a>
            ) : (
              <span className="name">{item.name}</span>
            )}
            {onRemove ? (
              <IconButton
                size="sm"
                label={`${item.name}を外す`}
                icon={<X aria-hidden="true" />}
                onPress={() => onRemove(item)}
              />
            ) : null}
          </span>
          <span className="size">{formatFileSize(item.size)}</span>
        </Item>
      ))}
    </List>
  );
}
