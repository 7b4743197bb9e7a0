import { Paperclip, Send, X } from 'lucide-react';
import { type KeyboardEvent, useId, useLayoutEffect, useRef, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import styled from 'styled-components';
import { AttachmentList } from '../AttachmentList/index.ts';
import { Button } from '../Button/index.ts';
import { focusRing } from '../theme/mixins.ts';

export interface MentionCandidate {
  id: number;
  name: string;
}

export interface ChatComposerProps {
  /** The field's name: 「メッセージ」, or 「メッセージを編集」 while editing. */
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** Enter (or 送信): the text as typed. */
  onSubmit: (text: string) => void;
  /** Editing a message: Escape and やめる leave the edit. */
  onCancel?: (() => void) | undefined;
  submitLabel?: string;
  /** Who `@` offers (the room's participants). */
  mentionCandidates?: readonly MentionCandidate[];
  isSending?: boolean;
  isDisabled?: boolean;
  errorMessage?: string | undefined;
  placeholder?: string;
  /** Files chosen to go with the message; with `onFilesChange`, a ファイルを添付 button chooses them. */
  files?: readonly File[];
  onFilesChange?: ((files: File[]) => void) | undefined;
}

/** What a message may carry (the server's rule, checked again there by the bytes). */
export const CHAT_ATTACHMENT_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'application/pdf'] as const;
export const CHAT_ATTACHMENT_MAX_FILES = 5;
export const CHAT_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

/** Why chosen files were not taken, or null (the server's wording). */
export function refusedFiles(current: readonly File[], chosen: readonly File[]): string | null {
  if (chosen.some((file) => !(CHAT_ATTACHMENT_TYPES as readonly string[]).includes(file.type))) {
    return '添付できるのは画像（JPEG・PNG・GIF）とPDFのみです';
  }
  if (chosen.some((file) => file.size > CHAT_ATTACHMENT_MAX_BYTES)) {
    return '添付ファイルは1件10MB以下にしてください';
  }
  if (current.length + chosen.length > CHAT_ATTACHMENT_MAX_FILES) {
    return `添付ファイルは1件のメッセージにつき${CHAT_ATTACHMENT_MAX_FILES}件までです`;
  }
  return null;
}

/** How a mention is written in the text: `@` and the name without its space (`@山田太郎`). */
export const mentionText = (name: string) => `@${name.replace(/\s+/g, '')}`;

/** The `@word` being typed just before the caret, if any. */
function mentionAt(value: string, caret: number): { start: number; query: string } | null {
  const match = /(^|\s)@([^\s@]*)$/.exec(value.slice(0, caret));
  if (!match) return null;
  return { start: caret - (match[2]?.length ?? 0) - 1, query: match[2] ?? '' };
}

const Root = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  label {
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    color: ${({ theme }) => theme.color.text.primary};
  }
  .hint,
  .error {
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.text.muted};
  }
  .error {
    color: ${({ theme }) => theme.color.status.danger.text};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  align-items: flex-end;
`;

const Area = styled.textarea`
  flex: 1;
  min-height: 44px;
  max-height: 200px;
  padding: ${({ theme }) => theme.space(2, 3)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  background: ${({ theme }) => theme.color.surface.base};
  color: ${({ theme }) => theme.color.text.primary};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  resize: vertical;
  &:focus-visible {
    ${focusRing}
    outline-offset: 0;
  }
  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.status.danger.text};
  }
  &::placeholder {
    color: ${({ theme }) => theme.color.text.muted};
  }
`;

const Suggestions = styled.div`
  position: absolute;
  bottom: calc(100% + 4px);
  left: 0;
  z-index: 10;
  min-width: 220px;
  max-height: 240px;
  overflow: auto;
  margin: 0;
  padding: ${({ theme }) => theme.space(1)};
  list-style: none;
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  background: ${({ theme }) => theme.color.surface.raised};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  [role='option'] {
    padding: ${({ theme }) => theme.space(1, 2)};
    border-radius: ${({ theme }) => theme.radius.sm};
    cursor: pointer;
    color: ${({ theme }) => theme.color.text.primary};
  }
  [role='option'][aria-selected='true'] {
    background: ${({ theme }) => theme.color.surface.selected};
  }
`;

/**
 * The message field of a chat room: Enter sends, Shift+Enter starts a new line (a Japanese IME's Enter that
 * confirms a conversion sends nothing); `@` offers the room's participants (↑↓ to choose, Enter or Tab to
 * insert, Escape to close). While editing, Escape and やめる leave the edit.
 */
export function ChatComposer({
  label,
  value,
  onChange,
  onSubmit,
  onCancel,
  submitLabel = '送信',
  mentionCandidates = [],
  isSending = false,
  isDisabled = false,
  errorMessage,
  placeholder,
  files = [],
  onFilesChange,
}: ChatComposerProps) {
  const id = useId();
  const [fileError, setFileError] = useState<string | null>(null);
  const addFiles = (list: FileList | null) => {
    if (!list || !onFilesChange) return;
    const chosen = Array.from(list);
    const refused = refusedFiles(files, chosen);
    setFileError(refused);
    if (!refused) onFilesChange([...files, ...chosen]);
  };
  const { area, setCaret, setActive, setDismissed, matches, open, activeIndex, insert, mentionKey } =
    useMentions(value, onChange, mentionCandidates);

  const send = () => {
    if (isSending || isDisabled) return;
    onSubmit(value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    // A Japanese IME's Enter confirms the conversion: it is not ours.
    if (event.nativeEvent.isComposing || event.keyCode === 229) return;
    if (mentionKey(event)) return;
    if (event.key === 'Escape' && onCancel) {
      event.preventDefault();
      onCancel();
      return;
    }
    if (event.key === 'Enter' && !event.shiftKey) {
      event.preventDefault();
      send();
    }
  };

  const listId = `${id}-mentions`;
  const optionId = (index: number) => `${id}-mention-${index}`;
  return (
    <Root>
      <label htmlFor={`${id}-field`}>{label}</label>
      <Row>
        {open ? (
          <MentionList
            id={listId}
            optionId={optionId}
            matches={matches}
            activeIndex={activeIndex}
            onChoose={insert}
          />
        ) : null}
        <Area
          ref={area}
          id={`${id}-field`}
          rows={2}
          value={value}
          placeholder={placeholder}
          disabled={isDisabled}
          aria-invalid={errorMessage ? true : undefined}
          aria-describedby={`${id}-hint${errorMessage ? ` ${id}-error` : ''}`}
          aria-controls={open ? listId : undefined}
          aria-activedescendant={open ? optionId(activeIndex) : undefined}
          onChange={(event) => {
            const { value: next, selectionStart } = event.target;
            onChange(next);
            setCaret(selectionStart);
            setActive(0);
            // A newly typed @ opens the list again, even where an earlier one was closed with Escape.
            if (next[selectionStart - 1] === '@') setDismissed(null);
          }}
          onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
          onKeyDown={onKeyDown}
        />
        {onFilesChange ? (
          <FileTrigger allowsMultiple acceptedFileTypes={[...CHAT_ATTACHMENT_TYPES]} onSelect={addFiles}>
            <Button
              variant="secondary"
              icon={<Paperclip aria-hidden="true" />}
              isDisabled={isDisabled || isSending}
            >
              ファイルを添付
            </Button>
          </FileTrigger>
        ) : null}
        {onCancel ? (
          <Button variant="ghost" icon={<X aria-hidden="true" />} onPress={onCancel} isDisabled={isSending}>
            やめる
          </Button>
        ) : null}
        <Button
          variant="primary"
          icon={<Send aria-hidden="true" />}
          onPress={send}
          isLoading={isSending}
          isDisabled={isDisabled}
        >
          {submitLabel}
        </Button>
      </Row>
      {onFilesChange ? (
        <AttachmentList
          label="送信する添付ファイル"
          items={files.map((file, index) => ({
            id: index,
            name: file.name,
            mime_type: file.type,
            size: file.size,
          }))}
          showPreviews={false}
          onRemove={(item) => {
            setFileError(null);
            onFilesChange(files.filter((_, index) => index !== item.id));
          }}
        />
      ) : null}
      {fileError ? (
        <span className="error" role="alert">
          {fileError}
        </span>
      ) : null}
      <span id={`${id}-hint`} className="hint">
        Enterで送信、Shift+Enterで改行、@でメンション
      </span>
      {errorMessage ? (
        <span id={`${id}-error`} className="error" role="alert">
          {errorMessage}
        </span>
      ) : null}
    </Root>
  );
}

/** The @ being typed at the caret, the staff it may name, and putting the chosen one in. */
function useMentions(
  value: string,
  onChange: (value: string) => void,
  mentionCandidates: readonly MentionCandidate[],
) {
  const area = useRef<HTMLTextAreaElement>(null);
  const [caret, setCaret] = useState(0);
  const [active, setActive] = useState(0);
  const [dismissed, setDismissed] = useState<number | null>(null);
  // Where the caret goes once a chosen mention is in the field: set in the commit that puts it there, so keys
  // typed right after land behind the mention (a frame later, they could land at the end first). Checked after
  // every commit: the one that writes the new value is where it applies.
  const caretAfterInsert = useRef<number | null>(null);
  useLayoutEffect(() => {
    const position = caretAfterInsert.current;
    if (position === null) return;
    caretAfterInsert.current = null;
    area.current?.setSelectionRange(position, position);
  });
  const mention = mentionAt(value, caret);
  const query = mention?.query.replace(/\s+/g, '').toLowerCase() ?? '';
  const matches =
    mention && dismissed !== mention.start
      ? mentionCandidates.filter((c) => c.name.replace(/\s+/g, '').toLowerCase().includes(query)).slice(0, 8)
      : [];
  const open = matches.length > 0;
  const activeIndex = Math.min(active, matches.length - 1);

  const insert = (candidate: MentionCandidate) => {
    if (!mention) return;
    const text = `${mentionText(candidate.name)} `;
    const next = value.slice(0, mention.start) + text + value.slice(caret);
    const position = mention.start + text.length;
    caretAfterInsert.current = position;
    onChange(next);
    setCaret(position);
    setActive(0);
  };

  /** ↑↓ move through the open list, Enter or Tab choose, Escape closes it; true when the key was the list's. */
  const mentionKey = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open) return false;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((activeIndex + step + matches.length) % matches.length);
      return true;
    }
    if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      const chosen = matches[activeIndex];
      if (chosen) insert(chosen);
      return true;
    }
    if (event.key === 'Escape') {
      event.preventDefault();
      setDismissed(mention?.start ?? null);
      return true;
    }
    return false;
  };
  return { area, setCaret, setActive, setDismissed, matches, open, activeIndex, insert, mentionKey };
}

function MentionList({
  id,
  optionId,
  matches,
  activeIndex,
  onChoose: insert,
}: {
  id: string;
  optionId: (index: number) => string;
  matches: readonly MentionCandidate[];
  activeIndex: number;
  onChoose: (candidate: MentionCandidate) => void;
}) {
  return (
    <Suggestions id={id} role="listbox" aria-label="メンションする相手">
      {matches.map((candidate, index) => (
        // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard chooses from the field (↑↓ Enter).
        <div
          key={candidate.id}
          id={optionId(index)}
          role="option"
          tabIndex={-1}
          aria-selected={index === activeIndex}
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => insert(candidate)}
        >
          {candidate.name}
        </div>
      ))}
    </Suggestions>
  );
}
