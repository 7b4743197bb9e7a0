import { type components, useImportGrades, useImportPrograms } from '@kayoi/api-client';
import { formatMessage, masterImportMessages, mutationMessages } from '@kayoi/api-client/messages';
import { gradeImportSample, programImportSample } from '@kayoi/domain/master-import';
import {
  Alert,
  type BadgeTone,
  Button,
  DataTable,
  type DataTableColumn,
  EmptyState,
  formatCount,
  Modal,
  Stack,
  StatusBadge,
  useToast,
} from '@kayoi/ui';
import { FileDown, FileUp, Upload } from 'lucide-react';
import { useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { failureText } from '../../forms/failure.ts';
import { saveFile } from '../../forms/saveFile.ts';

// マスタのCSV取り込み (issue 29): a school's programs or grade ladder from its own sheet. Choosing a file shows
// the preview (what will be 作成, 更新, 既存 or エラー, line by line); 取り込む writes every line at once, and is
// offered only when no line is in error — a half-read price list or ladder is worse than fixing the sheet.

type ImportResult = components['schemas']['MasterImportResult'];
type ImportRow = ImportResult['rows'][number];

export type MasterImportKind = 'programs' | 'grades';

const ACCEPTED = [
  '.csv',
  '.xlsx',
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
];

const outcomeTone: Record<ImportRow['outcome'], BadgeTone> = {
  created: 'success',
  updated: 'info',
  unchanged: 'neutral',
  refused: 'danger',
};

const KINDS = {
  programs: {
    title: 'プログラムをCSVで取り込む',
    sample: programImportSample,
    sampleName: 'プログラム見本.csv',
    nameHeader: 'プログラム名',
    imported: masterImportMessages.programsImported,
    explanation:
      '1行に1プログラム。見出しは スクール・カテゴリ・プログラム名・月謝（税込の円）・入会金・年会費・休会費・週回数・レッスン時間(分)・対象年齢(下限/上限)・表示順・説明。ないカテゴリは作成し、同じ名前のプログラムは更新します（月謝の変更は今月から）。',
  },
  grades: {
    title: '級をCSVで取り込む',
    sample: gradeImportSample,
    sampleName: '級見本.csv',
    nameHeader: '級名',
    imported: masterImportMessages.gradesImported,
    explanation:
      '1行に1つの級。見出しは スクール・級名・順番・技能1・技能2 …（技能は列を増やせます）。同じ名前の級は順番と技能を更新し、ファイルにない級はそのまま残します。',
  },
} as const;

function PreviewTable({ result, nameHeader }: { result: ImportResult; nameHeader: string }) {
  const columns: DataTableColumn<ImportRow>[] = [
    { id: 'line', header: '行', nowrap: true, align: 'end', cell: (row) => row.line },
    {
      id: 'outcome',
      header: '結果',
      nowrap: true,
      cell: (row) => (
        <StatusBadge
          label={masterImportMessages.outcomeLabels[row.outcome]}
          tone={outcomeTone[row.outcome]}
        />
      ),
    },
    { id: 'school', header: 'スクール', nowrap: true, cell: (row) => row.school },
    { id: 'name', header: nameHeader, isRowHeader: true, nowrap: true, cell: (row) => row.name || '—' },
    {
      id: 'detail',
      header: '内容',
      cell: (row) => (row.errors.length > 0 ? row.errors.join(' / ') : row.detail || '—'),
    },
  ];
  return (
    <DataTable
      aria-label="各行の結果"
      rows={result.rows}
      getRowId={(row) => row.line}
      columns={columns}
      emptyState={<EmptyState title="データの行がありません" />}
    />
  );
}

function PreviewSummary({ result }: { result: ImportResult }) {
  const { summary } = result;
  const encoding =
    result.format === 'xlsx' ? 'Excel' : result.encoding === 'shift_jis' ? 'Shift_JIS' : 'UTF-8';
  const count = (n: number) => formatCount(n);
  return (
    <Alert
      tone={summary.refused > 0 ? 'warning' : 'success'}
      title={`作成 ${count(summary.created)}件・更新 ${count(summary.updated)}件・既存 ${count(summary.unchanged)}件・エラー ${count(summary.refused)}件`}
    >
      {`${result.file_name}（${encoding}）：${count(summary.rows)}行。`}
      {summary.categories_created
        ? `新しいカテゴリ ${count(summary.categories_created)}件も作成します。`
        : ''}
      {summary.refused > 0
        ? 'エラーの行を直したファイルを選び直してください（1行でもエラーがあると取り込めません）。'
        : ''}
    </Alert>
  );
}

/** The import dialog of the program or grade master (its trigger is the list's CSVで取り込む). */
export function MasterImportDialog({
  kind,
  isOpen,
  onOpenChange,
}: {
  kind: MasterImportKind;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}) {
  const text = KINDS[kind];
  const programs = useImportPrograms();
  const grades = useImportGrades();
  const mutation = kind === 'programs' ? programs : grades;
  const toast = useToast();
  const [file, setFile] = useState<File | null>(null);
  const [preview, setPreview] = useState<ImportResult | null>(null);
  const [previewError, setPreviewError] = useState<unknown>(null);

  const close = (open: boolean) => {
    if (open) return;
    setFile(null);
    setPreview(null);
    setPreviewError(null);
    onOpenChange(false);
  };
  const choose = (files: FileList | null) => {
    const chosen = files?.[0];
    if (!chosen) return;
    setFile(chosen);
    setPreview(null);
    setPreviewError(null);
    mutation.mutate(
      { file: chosen, dryRun: true },
      { onSuccess: setPreview, onError: (error) => setPreviewError(error) },
    );
  };
  const apply = () => {
    if (!file) return;
    mutation.mutate(
      { file, dryRun: false },
      {
        onSuccess: (result) => {
          toast.success(formatMessage(text.imported, result.summary));
          close(false);
        },
        onError: (error) => toast.error(failureText(error, mutationMessages.createFailed)),
      },
    );
  };
  const writes = preview ? preview.summary.created + preview.summary.updated : 0;
  const canApply = !!preview && preview.summary.refused === 0 && writes > 0 && !mutation.isPending;

  return (
    <Modal
      title={text.title}
      isOpen={isOpen}
      onOpenChange={close}
      size="xl"
      isBlocking={mutation.isPending && !!preview}
      footer={
        <>
          <Button
            variant="secondary"
            onPress={() => close(false)}
            isDisabled={mutation.isPending && !!preview}
          >
            キャンセル
          </Button>
          <Button icon={<Upload aria-hidden="true" />} onPress={apply} isDisabled={!canApply}>
            {writes > 0 ? `${formatCount(writes)}件を取り込む` : '取り込む'}
          </Button>
        </>
      }
    >
      <Stack $gap={3}>
        <p style={{ margin: 0 }}>
          CSV（UTF-8 または Shift_JIS）か Excel（.xlsx）、1,000行まで。1行目は見出しにしてください。
          {text.explanation}
        </p>
        <Stack $direction="row" $gap={3} $align="center" $wrap>
          <FileTrigger acceptedFileTypes={ACCEPTED} onSelect={choose}>
            <Button variant="secondary" icon={<FileUp aria-hidden="true" />} isDisabled={mutation.isPending}>
              {file ? '別のファイルを選ぶ' : 'ファイルを選択'}
            </Button>
          </FileTrigger>
          {file ? <span aria-live="polite">選択中：{file.name}</span> : null}
          <Button
            variant="ghost"
            icon={<FileDown aria-hidden="true" />}
            onPress={() =>
              saveFile(
                new Blob([`\uFEFF${text.sample}\r\n`], { type: 'text/csv;charset=utf-8' }),
                text.sampleName,
              )
            }
          >
            見本のCSVをダウンロード
          </Button>
        </Stack>
        {mutation.isPending && !preview ? <p role="status">ファイルを確認しています…</p> : null}
        {previewError ? (
          <Alert tone="danger" title="ファイルを読み込めませんでした">
            {failureText(previewError, mutationMessages.confirmFailed)}
          </Alert>
        ) : null}
        {preview ? <PreviewSummary result={preview} /> : null}
        {preview ? <PreviewTable result={preview} nameHeader={text.nameHeader} /> : null}
      </Stack>
    </Modal>
  );
}

/** CSVで取り込む beside a master list's 新規登録 (shown to those who may write the masters). */
export function MasterImportButton({ kind }: { kind: MasterImportKind }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" icon={<FileUp aria-hidden="true" />} onPress={() => setOpen(true)}>
        CSVで取り込む
      </Button>
      <MasterImportDialog kind={kind} isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}
