import {
  type components,
  connectStoreEvents,
  getCustomerImportReportQueryOptions,
  useCustomerImports,
  useImportCustomers,
} from '@kayoi/api-client';
import { formatMessage, memberImportMessages, mutationMessages } from '@kayoi/api-client/messages';
import {
  type CustomerImportField,
  customerImportFieldLabels,
  customerImportFields,
  customerImportSample,
} from '@kayoi/domain/member-import';
import {
  Alert,
  type BadgeTone,
  Button,
  Card,
  DataTable,
  type DataTableColumn,
  EmptyState,
  ErrorState,
  FormSection,
  formatCount,
  formatDate,
  formatDateTime,
  PageHeader,
  ProgressBar,
  Select,
  Stack,
  StatusBadge,
  useToast,
} from '@kayoi/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Download, FileDown, FileUp, Upload } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { FileTrigger } from 'react-aria-components';
import { failureText } from '../../forms/failure.ts';
import { saveFile } from '../../forms/saveFile.ts';
import { href } from '../../routes/table.ts';

type ImportResult = components['schemas']['CustomerImportResult'];
type ImportRow = components['schemas']['CustomerImportRow'];
type ImportRun = components['schemas']['CustomerImportRun'];
type Outcome = ImportRow['outcome'];
type Mapping = Record<string, CustomerImportField | null>;

const LIST = href('customers');
const NOT_IMPORTED = 'none';
const ACCEPTED = [
  '.csv',
  '.xlsx',
  'text/csv',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
];

const outcomeTone: Record<Outcome, BadgeTone> = {
  created: 'success',
  updated: 'info',
  unchanged: 'neutral',
  refused: 'danger',
};

/** The fields whose columns carry a line's course (issue 29): the table shows the course when one is mapped. */
const COURSE_FIELDS: readonly CustomerImportField[] = [
  'program',
  'class',
  'class_weekday',
  'class_start_time',
  'grade',
];

/** 見本のCSV: every column the import reads, two members; with a BOM so Excel in Japan reads it as UTF-8. */
const saveSample = () =>
  saveFile(
    new Blob([`\uFEFF${customerImportSample}\r\n`], { type: 'text/csv;charset=utf-8' }),
    '会員データ見本.csv',
  );

const summaryText = (template: string, summary: ImportResult['summary']) =>
  formatMessage(template, {
    created: formatCount(summary.created),
    updated: formatCount(summary.updated),
    refused: formatCount(summary.refused),
  });

const encodingLabel = (result: Pick<ImportResult, 'format' | 'encoding'>) =>
  result.format === 'xlsx'
    ? 'Excel（.xlsx）'
    : result.encoding === 'shift_jis'
      ? 'CSV（Shift_JIS）'
      : 'CSV（UTF-8）';

/**
 * customers/import (会員データの移行): a school's member file from its old system. Choose a .csv (UTF-8 or
 * Shift_JIS) or .xlsx, see what would happen line by line with the columns' fields (each changeable), import,
 * then download the run's report. Reading, mapping and judging are the server's; this page shows its answers.
 */
export function CustomerImportPage() {
  const toast = useToast();
  const queryClient = useQueryClient();
  const preview = useImportCustomers();
  const run = useImportCustomers();
  const [file, setFile] = useState<File | null>(null);
  const [mapping, setMapping] = useState<Mapping>({});
  const [done, setDone] = useState<ImportResult | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  /** The key of the import under way: its `customer.import.progress` events move the bar. */
  const progressKey = useRef<string | null>(null);

  const check = (chosen: File, overrides: Mapping) => {
    preview.mutate(
      { file: chosen, dryRun: true, ...(Object.keys(overrides).length > 0 ? { mapping: overrides } : {}) },
      { onError: (error) => toast.error(failureText(error, mutationMessages.confirmFailed)) },
    );
  };

  const choose = (files: FileList | null) => {
    const chosen = files?.item(0);
    if (!chosen) return;
    setFile(chosen);
    setMapping({});
    setDone(null);
    run.reset();
    check(chosen, {});
  };

  const remap = (index: number, field: CustomerImportField | null) => {
    if (!file) return;
    const next = { ...mapping, [String(index)]: field };
    setMapping(next);
    check(file, next);
  };

  const importNow = () => {
    if (!file || run.isPending) return;
    const key = crypto.randomUUID();
    progressKey.current = key;
    setProgress(null);
    run.mutate(
      { file, dryRun: false, progressKey: key, ...(Object.keys(mapping).length > 0 ? { mapping } : {}) },
      {
        onSettled: () => {
          progressKey.current = null;
        },
        onSuccess: (result) => {
          setDone(result);
          toast.success(summaryText(memberImportMessages.imported, result.summary));
        },
        onError: (error) => toast.error(failureText(error, mutationMessages.createFailed)),
      },
    );
  };

  const download = async (id: number, name: string) => {
    try {
      const report = await queryClient.fetchQuery(getCustomerImportReportQueryOptions(id));
      saveFile(report, `import-${id}-${name.replace(/\.[^.]+$/, '')}.csv`);
    } catch (error) {
      toast.error(failureText(error, '取り込み結果をダウンロードできませんでした'));
    }
  };

  const result = done ?? (preview.isPending ? null : (preview.data ?? null));
  const canImport = Boolean(result && !done && result.summary.created + result.summary.updated > 0);

  // The store's event stream, held open while an import can start or runs (so it is open before the first
  // batch commits): the server announces each committed batch of this page's import with its key. The
  // shell's own stream refreshes the lists; this one only moves the bar.
  const following = canImport || run.isPending;
  useEffect(() => {
    if (!following) return undefined;
    const stream = connectStoreEvents({
      onEvent: (event) => {
        if (event.type !== 'customer.import.progress' || !event.payload) return;
        if (event.payload.progress_key !== progressKey.current) return;
        setProgress({ done: event.payload.done, total: event.payload.total });
      },
    });
    return () => stream.close();
  }, [following]);

  return (
    <>
      <PageHeader
        title="会員データの移行"
        breadcrumbs={[{ label: '顧客一覧', href: LIST }, { label: '会員データの移行' }]}
        description="以前のシステムの会員データ（CSV・Excel）を取り込みます。取り込む前に、各行がどうなるかを確認できます。同じファイルをもう一度取り込んでも会員は重複しません（会員番号が同じ会員は更新され、途中で止まった取り込みは残りの行から続きます）。"
      />
      <Stack $gap={4}>
        <ChooseFile
          file={file}
          onSelect={choose}
          isRunning={run.isPending}
          isReading={preview.isPending}
          error={preview.isError ? preview.error : null}
        />

        {result ? (
          <>
            <ResultSummary result={result} />
            {done ? null : (
              <ColumnMapping
                columns={result.columns}
                isDisabled={preview.isPending || run.isPending}
                onRemap={remap}
              />
            )}
            <FollowUps result={result} />
            <RowResults result={result} />
            <ImportStep
              result={result}
              done={done}
              canImport={canImport}
              isReading={preview.isPending}
              isRunning={run.isPending}
              progress={progress}
              onImport={importNow}
              onDownload={(finished) => void download(finished.id as number, finished.file_name)}
            />
          </>
        ) : null}

        <PastRuns onDownload={(runItem) => void download(runItem.id, runItem.file_name)} />
      </Stack>
    </>
  );
}

/** 2. 列の割り当て: each column of the file and the field it goes into (changing one checks the file again). */
function ColumnMapping({
  columns,
  isDisabled,
  onRemap: remap,
}: {
  columns: ImportResult['columns'];
  isDisabled: boolean;
  onRemap: (index: number, field: CustomerImportField | null) => void;
}) {
  return (
    <FormSection
      title="2. 列の割り当て"
      description="見出しから推測した項目です。違っていれば選び直すと、確認をやり直します。"
      columns={3}
    >
      {columns.map((column) => (
        <Select
          key={column.index}
          label={`${column.index + 1}列目「${column.header || '（見出しなし）'}」`}
          items={[
            { id: NOT_IMPORTED, label: '取り込まない' },
            ...customerImportFields.map((field) => ({
              id: field,
              label:
                field === column.suggested
                  ? `${customerImportFieldLabels[field]}（推奨）`
                  : customerImportFieldLabels[field],
            })),
          ]}
          selectedKey={column.field ?? NOT_IMPORTED}
          isDisabled={isDisabled}
          onSelectionChange={(key) =>
            remap(
              column.index,
              key === NOT_IMPORTED || key === null ? null : (String(key) as CustomerImportField),
            )
          }
        />
      ))}
    </FormSection>
  );
}

/** 3. 取り込む (the button and the progress while it runs), then 4. 取り込み結果 with its CSV. */
function ImportStep({
  result,
  done,
  canImport,
  isReading,
  isRunning,
  progress,
  onImport,
  onDownload,
}: {
  result: ImportResult;
  done: ImportResult | null;
  canImport: boolean;
  isReading: boolean;
  isRunning: boolean;
  progress: { done: number; total: number } | null;
  onImport: () => void;
  onDownload: (done: ImportResult) => void;
}) {
  return (
    <Card title={done ? '4. 取り込み結果' : '3. 取り込む'}>
      {done?.id ? (
        <Stack $direction="row" $gap={3} $wrap $align="center">
          <p style={{ margin: 0 }}>各行の結果（エラーの理由を含む）をCSVで保存できます。</p>
          <Button variant="secondary" icon={<Download aria-hidden="true" />} onPress={() => onDownload(done)}>
            結果をCSVでダウンロード
          </Button>
        </Stack>
      ) : (
        <Stack $gap={3}>
          <p style={{ margin: 0 }}>
            エラーの行は取り込まれません。エラーを直したファイルを後から取り込むこともできます。
          </p>
          <div>
            <Button
              variant="primary"
              icon={<Upload aria-hidden="true" />}
              isDisabled={!canImport || isReading}
              isLoading={isRunning}
              onPress={onImport}
            >
              {`${formatCount((result.summary.created ?? 0) + (result.summary.updated ?? 0))}件を取り込む`}
            </Button>
          </div>
          {isRunning ? (
            <Stack $gap={2}>
              {/* Indeterminate until the first batch is announced, then 「n / m 件」 written. */}
              <ProgressBar
                label="取り込み中"
                isIndeterminate={!progress}
                value={progress?.done ?? 0}
                maxValue={Math.max(progress?.total ?? 0, 1)}
                {...(progress
                  ? {
                      valueLabel: `${formatCount(progress.done)} / ${formatCount(progress.total)} 件`,
                    }
                  : {})}
              />
              <p style={{ margin: 0 }}>
                500件ずつ保存します。10,000行で30秒ほどかかります。この画面のままお待ちください。
              </p>
            </Stack>
          ) : null}
        </Stack>
      )}
    </Card>
  );
}

/** Step 1: what the import reads, the file chooser and 見本のCSV; reading the chosen file shows here. */
function ChooseFile({
  file,
  onSelect,
  isRunning,
  isReading,
  error,
}: {
  file: File | null;
  onSelect: (files: FileList | null) => void;
  isRunning: boolean;
  isReading: boolean;
  error: unknown;
}) {
  return (
    <Card title="1. ファイルを選ぶ">
      <Stack $gap={3}>
        <p style={{ margin: 0 }}>
          CSV（UTF-8 または Shift_JIS）か
          Excel（.xlsx）、10MB・20,000行まで。1行目は見出し（氏名・フリガナ・生年月日・電話番号など）にしてください。生年月日と入会日は「2015/4/1」「平成27年4月1日」「H27.4.1」のどれでも読み取ります。
        </p>
        <p style={{ margin: 0 }}>
          プログラム・クラス・級の列があれば、入会日からの契約（月会費はプログラムのとおり）とクラスの在籍も一緒に登録します。クラスはクラス名か「火
          16:00」のような曜日と開始時刻で指定できます。満席のクラスや見つからない名前の行はエラーとして表示し、取り込みません。
        </p>
        <Stack $direction="row" $gap={3} $align="center" $wrap>
          <FileTrigger acceptedFileTypes={ACCEPTED} onSelect={onSelect}>
            <Button variant="secondary" icon={<FileUp aria-hidden="true" />} isDisabled={isRunning}>
              {file ? '別のファイルを選ぶ' : 'ファイルを選択'}
            </Button>
          </FileTrigger>
          {file ? <span aria-live="polite">選択中：{file.name}</span> : null}
          <Button variant="ghost" icon={<FileDown aria-hidden="true" />} onPress={saveSample}>
            見本のCSVをダウンロード
          </Button>
        </Stack>
        {isReading ? <p role="status">ファイルを確認しています…</p> : null}
        {error && !isReading ? (
          <Alert tone="danger" title="ファイルを読み込めませんでした">
            {failureText(error, mutationMessages.confirmFailed)}
          </Alert>
        ) : null}
      </Stack>
    </Card>
  );
}

function ResultSummary({ result }: { result: ImportResult }) {
  const { summary } = result;
  return (
    <Alert
      tone={summary.refused > 0 ? 'warning' : 'success'}
      title={summaryText(
        result.dry_run ? memberImportMessages.previewed : memberImportMessages.imported,
        summary,
      )}
    >
      {`${result.file_name}（${encodingLabel(result)}）：${formatCount(summary.rows)}行、変更なし ${formatCount(
        summary.unchanged,
      )}件、空行 ${formatCount(summary.skipped)}件。`}
    </Alert>
  );
}

/** 小学生コース / ジュニアA（火 16:00–17:00） 2023/4/1〜 / 15級: what a line's course makes, or —. */
const courseColumns: DataTableColumn<ImportRow>[] = [
  { id: 'program', header: 'プログラム', nowrap: true, cell: (row) => row.course?.program?.name ?? '—' },
  {
    id: 'class',
    header: 'クラス（開始日）',
    cell: (row) =>
      row.course?.class
        ? `${row.course.class.name} ${formatDate(row.course.starts_on)}〜`
        : row.course?.program
          ? `クラスなし（${formatDate(row.course.starts_on)}〜）`
          : '—',
  },
  { id: 'grade', header: '級', nowrap: true, cell: (row) => row.course?.grade?.name ?? '—' },
];

const rowColumns: DataTableColumn<ImportRow>[] = [
  { id: 'line', header: '行', nowrap: true, align: 'end', cell: (row) => formatCount(row.line) },
  {
    id: 'outcome',
    header: '結果',
    nowrap: true,
    cell: (row) => (
      <StatusBadge label={memberImportMessages.outcomeLabels[row.outcome]} tone={outcomeTone[row.outcome]} />
    ),
  },
  { id: 'member_number', header: '会員番号', nowrap: true, cell: (row) => row.member_number ?? '—' },
  { id: 'name', header: '氏名', isRowHeader: true, nowrap: true, cell: (row) => row.name ?? '—' },
  {
    id: 'errors',
    header: '理由・要対応',
    cell: (row) => [...Object.values(row.errors).flat(), ...row.follow_ups].join(' / ') || '—',
  },
];

/**
 * The lines taken with something left to do (保護者未登録: a child the file gave no guardian for), listed apart so
 * the desk can finish them on each customer's page; before the import it also says how to map a 保護者 column.
 */
function FollowUps({ result }: { result: ImportResult }) {
  const rows = result.rows.filter((row) => row.outcome !== 'refused' && row.follow_ups.length > 0);
  if (rows.length === 0) return null;
  const guardianMapped = result.columns.some((column) => column.field === 'guardian_name');
  return (
    <Alert
      tone="warning"
      title={`${memberImportMessages.guardianMissingLabel} ${formatCount(rows.length)}件（取り込み後に対応）`}
    >
      <Stack $gap={2}>
        <p style={{ margin: 0 }}>
          未成年で保護者が登録されない会員です。取り込んだうえで、顧客情報で保護者を登録してください。
          {guardianMapped
            ? ''
            : 'ファイルに保護者の列があれば、列の割り当てで「保護者氏名」「保護者電話番号」を選ぶと一緒に取り込めます。'}
        </p>
        <ul aria-label={`${memberImportMessages.guardianMissingLabel}の会員`} style={{ margin: 0 }}>
          {rows.map((row) => (
            <li
              key={row.line}
            >{`${formatCount(row.line)}行目 ${row.member_number ?? '（会員番号なし）'} ${row.name ?? ''}`}</li>
          ))}
        </ul>
      </Stack>
    </Alert>
  );
}

function RowResults({ result }: { result: ImportResult }) {
  const [onlyRefused, setOnlyRefused] = useState(false);
  const rows = onlyRefused ? result.rows.filter((row) => row.outcome === 'refused') : result.rows;
  // The course's columns once a program, class or grade column is mapped, before the reasons.
  const withCourse = result.columns.some((column) => column.field && COURSE_FIELDS.includes(column.field));
  const columns = withCourse
    ? [...rowColumns.slice(0, -1), ...courseColumns, ...rowColumns.slice(-1)]
    : rowColumns;
  return (
    <Card
      title="各行の結果"
      actions={
        result.summary.refused > 0 ? (
          <Button variant="ghost" size="sm" onPress={() => setOnlyRefused((v) => !v)}>
            {onlyRefused ? 'すべての行を表示' : 'エラーの行だけ表示'}
          </Button>
        ) : null
      }
    >
      <Stack $gap={3}>
        {result.rows_truncated ? (
          <p style={{ margin: 0 }}>
            エラーの行すべてと、ほかの行の先頭を表示しています。全行の結果は取り込み後にCSVでダウンロードできます。
          </p>
        ) : null}
        <DataTable
          aria-label="各行の結果"
          rows={rows}
          getRowId={(row) => row.line}
          columns={columns}
          emptyState={<EmptyState title="データの行がありません" />}
        />
      </Stack>
    </Card>
  );
}

const runTone: Record<ImportRun['status'], BadgeTone> = {
  running: 'info',
  completed: 'success',
  interrupted: 'warning',
  resumed: 'neutral',
};

/** A run's state; one not completed says how many of its lines arrived. */
function RunStatus({ run }: { run: ImportRun }) {
  const badge = (
    <StatusBadge label={memberImportMessages.statusLabels[run.status]} tone={runTone[run.status]} />
  );
  if (run.status === 'completed') return badge;
  return (
    <Stack $gap={1}>
      <span>{badge}</span>
      <span>{`${formatCount(run.done)} / ${formatCount(run.total)} 件`}</span>
    </Stack>
  );
}

function PastRuns({ onDownload }: { onDownload: (run: ImportRun) => void }) {
  const runs = useCustomerImports({ per_page: 20 });
  const columns: DataTableColumn<ImportRun>[] = [
    {
      id: 'started_at',
      header: '取り込み日時',
      nowrap: true,
      cell: (r) => formatDateTime(r.started_at),
    },
    {
      id: 'file_name',
      header: 'ファイル',
      isRowHeader: true,
      cell: (r) => `${r.file_name}（${encodingLabel(r)}）`,
    },
    { id: 'imported_by', header: '実行者', nowrap: true, cell: (r) => r.imported_by?.name ?? '—' },
    { id: 'status', header: '状態', cell: (r) => <RunStatus run={r} /> },
    {
      id: 'summary',
      header: '件数',
      cell: (r) =>
        `新規 ${formatCount(r.summary.created)}・更新 ${formatCount(r.summary.updated)}・エラー ${formatCount(r.summary.refused)}`,
    },
    {
      id: 'report',
      header: '結果',
      nowrap: true,
      // Only a completed import has a report (a running or interrupted one never wrote it).
      cell: (r) =>
        r.status === 'completed' ? (
          <Button
            variant="ghost"
            size="sm"
            icon={<Download aria-hidden="true" />}
            onPress={() => onDownload(r)}
          >
            CSV
          </Button>
        ) : (
          '—'
        ),
    },
  ];
  return (
    <Card title="これまでの取り込み">
      {runs.data?.data.some((run) => run.status === 'interrupted') ? (
        <Alert tone="warning" title={memberImportMessages.interruptedTitle}>
          {memberImportMessages.interruptedHint}
        </Alert>
      ) : null}
      {runs.isError ? (
        <ErrorState message="取り込みの履歴を読み込めませんでした。" onRetry={() => void runs.refetch()} />
      ) : (
        <DataTable
          aria-label="これまでの取り込み"
          isLoading={runs.isPending}
          rows={runs.data?.data ?? []}
          getRowId={(r) => r.id}
          columns={columns}
          emptyState={<EmptyState title="まだ取り込んだことはありません" />}
        />
      )}
    </Card>
  );
}
