import { Button } from '@kayoi/ui';
import { FileUp } from 'lucide-react';
import { useId } from 'react';
import { DropZone, FileTrigger } from 'react-aria-components';
import styled from 'styled-components';

const Zone = styled(DropZone)`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 2px dashed ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface.sunken};
  color: ${({ theme }) => theme.color.text.secondary};
  &[data-drop-target] {
    border-color: ${({ theme }) => theme.color.accent.solid};
    background: ${({ theme }) => theme.color.accent.subtle};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/**
 * The bank's result file: a button that opens the file dialog (the keyboard's way) or a file dropped on the
 * zone. The file goes to the server as it is; its layout, counts and sums are the server's to judge.
 */
export function ResultFileDrop({
  label,
  hint,
  fileName,
  isDisabled,
  onChoose,
}: {
  label: string;
  hint: string;
  fileName: string | null;
  isDisabled?: boolean;
  onChoose: (file: File) => void;
}) {
  const hintId = useId();
  return (
    <Zone
      aria-describedby={hintId}
      isDisabled={isDisabled ?? false}
      getDropOperation={() => 'copy'}
      onDrop={async (event) => {
        const item = event.items.find((dropped) => dropped.kind === 'file');
        if (item?.kind === 'file') onChoose(await item.getFile());
      }}
    >
      <FileTrigger onSelect={(files) => files?.[0] && onChoose(files[0])}>
        <Button variant="secondary" icon={<FileUp aria-hidden="true" />} isDisabled={isDisabled ?? false}>
          {fileName ? '別のファイルを選ぶ' : label}
        </Button>
      </FileTrigger>
      <p id={hintId}>{hint}</p>
      {fileName ? <p aria-live="polite">選択中：{fileName}</p> : null}
    </Zone>
  );
}
