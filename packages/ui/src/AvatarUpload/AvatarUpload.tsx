import { ImagePlus, Trash2, Undo2, UserRound } from 'lucide-react';
import { useId } from 'react';
import { DropZone, FileTrigger } from 'react-aria-components';
import styled from 'styled-components';
import { Button } from '../Button/Button.tsx';
import { focusRing } from '../theme/mixins.ts';
import { useObjectUrl } from './useObjectUrl.ts';

export interface AvatarUploadProps {
  label: string;
  /** The newly chosen file (not yet sent), or null. */
  value: Blob | null;
  onChange: (file: File | null) => void;
  /** The photo already on record (edit forms). */
  currentUrl?: string | null | undefined;
  /** The photo on record is marked for removal (edit forms). */
  isCurrentRemoved?: boolean;
  onCurrentRemovedChange?: (removed: boolean) => void;
  /** MIME types offered in the file dialog; the form schema judges what was chosen. */
  acceptedTypes?: string[];
  description?: string;
  errorMessage?: string | undefined;
  isDisabled?: boolean;
}

const Root = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space(1)};
  .label {
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    color: ${({ theme }) => theme.color.text.primary};
  }
  .description {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xs};
    color: ${({ theme }) => theme.color.text.muted};
  }
  .error {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xs};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    color: ${({ theme }) => theme.color.status.danger.text};
  }
`;
const Zone = styled(DropZone)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)};
  border: 2px dashed ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface.sunken};
  color: ${({ theme }) => theme.color.text.secondary};
  &[data-drop-target] {
    border-color: ${({ theme }) => theme.color.accent.solid};
    background: ${({ theme }) => theme.color.accent.subtle};
  }
  &[data-focus-visible] {
    ${focusRing}
  }
  &[data-invalid] {
    border-color: ${({ theme }) => theme.color.status.danger.text};
  }
  .hint {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  .buttons {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space(2)};
    margin-top: ${({ theme }) => theme.space(2)};
  }
`;
const Preview = styled.div`
  display: grid;
  place-items: center;
  flex: none;
  width: 96px;
  height: 96px;
  border-radius: 50%;
  overflow: hidden;
  border: 1px solid ${({ theme }) => theme.color.border.subtle};
  background: ${({ theme }) => theme.color.accent.subtle};
  color: ${({ theme }) => theme.color.accent.text};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
  svg {
    width: 48px;
    height: 48px;
  }
`;

const DEFAULT_TYPES = ['image/jpeg', 'image/png', 'image/gif'];

/**
 * A photo field: choose a file or drop (or paste) one, see it before sending, take it back. The file is
 * handed to the form as it is; size and type are judged by the form's schema and, by content, the server.
 */
export function AvatarUpload({
  label,
  value,
  onChange,
  currentUrl,
  isCurrentRemoved = false,
  onCurrentRemovedChange,
  acceptedTypes = DEFAULT_TYPES,
  description,
  errorMessage,
  isDisabled = false,
}: AvatarUploadProps) {
  const labelId = useId();
  const descriptionId = useId();
  const errorId = useId();
  const chosenUrl = useObjectUrl(value);
  const shownUrl = chosenUrl ?? (isCurrentRemoved ? null : (currentUrl ?? null));
  const describedBy = [description ? descriptionId : null, errorMessage ? errorId : null]
    .filter(Boolean)
    .join(' ');

  return (
    <Root role="group" aria-labelledby={labelId} aria-describedby={describedBy || undefined}>
      <span className="label" id={labelId}>
        {label}
      </span>
      <Zone
        aria-label={`${label}をドロップまたは貼り付け`}
        isDisabled={isDisabled}
        data-invalid={errorMessage ? true : undefined}
        getDropOperation={(types) => (acceptedTypes.some((type) => types.has(type)) ? 'copy' : 'cancel')}
        onDrop={async (event) => {
          for (const item of event.items) {
            if (item.kind === 'file') {
              onChange(await item.getFile());
              return;
            }
          }
        }}
      >
        <Preview>
          {shownUrl ? (
            <img src={shownUrl} alt={chosenUrl ? '選択した写真のプレビュー' : '登録済みの写真'} />
          ) : (
            <UserRound aria-hidden="true" />
          )}
        </Preview>
        <div>
          <p className="hint">画像をここにドロップするか、ファイルを選択してください。</p>
          <div className="buttons">
            <FileTrigger
              acceptedFileTypes={acceptedTypes}
              onSelect={(files) => {
                const file = files?.item(0);
                if (file) onChange(file);
              }}
            >
              <Button
                variant="secondary"
                size="sm"
                icon={<ImagePlus aria-hidden="true" />}
                isDisabled={isDisabled}
              >
                {shownUrl ? '写真を変更' : '写真を選択'}
              </Button>
            </FileTrigger>
            {value ? (
              <Button
                variant="ghost"
                size="sm"
                icon={<Undo2 aria-hidden="true" />}
                onPress={() => onChange(null)}
              >
                選択を取り消す
              </Button>
            ) : null}
            {!value && currentUrl && onCurrentRemovedChange ? (
              <Button
                variant="ghost"
                size="sm"
                icon={isCurrentRemoved ? <Undo2 aria-hidden="true" /> : <Trash2 aria-hidden="true" />}
                onPress={() => onCurrentRemovedChange(!isCurrentRemoved)}
              >
                {isCurrentRemoved ? '削除を取り消す' : '写真を削除'}
              </Button>
            ) : null}
          </div>
        </div>
      </Zone>
      {description ? (
        <p className="description" id={descriptionId}>
          {description}
        </p>
      ) : null}
      {errorMessage ? (
        <p className="error" id={errorId} role="alert">
          {errorMessage}
        </p>
      ) : null}
    </Root>
  );
}
