import { type components, isApiError, useGrades, useSaveGradeLadder } from '@kayoi/api-client';
import { formatMessage, masterMessages } from '@kayoi/api-client/messages';
import {
  Alert,
  Button,
  Card,
  focusRing,
  IconButton,
  PageHeader,
  Select,
  Stack,
  TableFrame,
  useToast,
  visuallyHidden,
} from '@kayoi/ui';
import { ListPlus, Plus, Trash2 } from 'lucide-react';
import {
  type Dispatch,
  type KeyboardEvent,
  memo,
  type SetStateAction,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { Input, TextField } from 'react-aria-components';
import styled from 'styled-components';
import { failureText } from '../../forms/failure.ts';
import { newRowKey } from '../../forms/RowsEditor.tsx';
import { href } from '../../routes/table.ts';
import { useSchoolItems } from './masterOptions.ts';

// 級の一括登録 (issue 29, a chain without typing twice): a school's grade ladder and each grade's skills in one
// table instead of one form per grade. The keyboard does it all: ↓ or Enter goes to the same cell of the next
// row (Enter on the last row adds one), ↑ to the row above, Tab along the row. One 保存 saves every row or none;
// a refused row shows its message under its cell.

type Grade = components['schemas']['Grade'];
type LadderRow = components['schemas']['GradeLadderRow'];

interface Row {
  key: string;
  id: number | null;
  name: string;
  order: string;
  skills: string;
}

const COLUMNS = ['order', 'name', 'skills'] as const;
type Column = (typeof COLUMNS)[number];
const LABELS: Record<Column, string> = { order: '順番', name: '級名', skills: '検定項目（「、」区切り）' };
const SAVE_FAILED = '保存に失敗しました';
const LADDER_SIZE = 25;

const rowOf = (grade: Grade): Row => ({
  key: `grade-${grade.id}`,
  id: grade.id,
  name: grade.name,
  order: String(grade.sort_order),
  skills: grade.skills.map((skill) => skill.name).join('、'),
});

const blank = (order: number, name = ''): Row => ({
  key: newRowKey(),
  id: null,
  name,
  order: String(order),
  skills: '',
});

const nextOrder = (rows: readonly Row[]) => Math.max(0, ...rows.map((row) => Number(row.order) || 0)) + 1;

/** 25級 … 1級, the usual swim-school ladder, as empty rows to fill in. */
const usualLadder = () => Array.from({ length: LADDER_SIZE }, (_, i) => blank(i + 1, `${LADDER_SIZE - i}級`));

const isEmpty = (row: Row) => !row.id && !row.name.trim() && !row.skills.trim();

/** The rows as the server takes them; empty new rows at the end are not sent. */
function ladderBody(rows: readonly Row[]): LadderRow[] {
  let end = rows.length;
  while (end > 0 && isEmpty(rows[end - 1] as Row)) end -= 1;
  return rows.slice(0, end).map((row) => ({
    ...(row.id ? { id: row.id } : {}),
    name: row.name,
    sort_order: Number(row.order) || 0,
    skills: row.skills
      .split(/[、,，\n]/)
      .map((skill) => skill.trim())
      .filter(Boolean),
  }));
}

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => theme.space(1, 1.5)};
    text-align: start;
    vertical-align: top;
  }
  thead th {
    font-size: ${({ theme }) => theme.font.size.sm};
    color: ${({ theme }) => theme.color.text.secondary};
    border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
  }
  .no {
    width: 3.5em;
    color: ${({ theme }) => theme.color.text.secondary};
    padding-top: ${({ theme }) => theme.space(3)};
  }
  .order {
    width: 6em;
  }
  .name {
    width: 12em;
  }
`;

const CellInput = styled(Input)`
  width: 100%;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.space(2)};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  background: ${({ theme }) => theme.color.surface.base};
  color: ${({ theme }) => theme.color.text.primary};
  font: inherit;
  &[data-focused] {
    ${focusRing}
    outline-offset: 0;
    border-color: ${({ theme }) => theme.color.focus};
  }
  &[data-invalid] {
    border-color: ${({ theme }) => theme.color.status.danger.text};
  }
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

const CellError = styled.p`
  margin: ${({ theme }) => theme.space(1, 0, 0)};
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.status.danger.text};
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

/** The errors of a refused save, by row index and column. */
function errorsOf(error: unknown): Map<string, string> {
  const found = new Map<string, string>();
  if (!isApiError(error)) return found;
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    const match = /^grades\.(\d+)\.(\w+)$/.exec(field);
    if (!match) continue;
    const column = match[2] === 'sort_order' ? 'order' : match[2] === 'id' ? 'name' : match[2];
    const key = `${match[1]}.${column}`;
    found.set(key, [found.get(key), ...messages].filter(Boolean).join(' '));
  }
  return found;
}

/**
 * Moves the focus to a cell: at once when it is drawn, else once the rows it needs are (a row Enter has just added).
 * A ref, not state: moving between cells re-renders nothing.
 */
function useCellFocus() {
  const table = useRef<HTMLTableElement>(null);
  const wanted = useRef<string | null>(null);
  const focusDrawn = useCallback(() => {
    const input = wanted.current
      ? table.current?.querySelector<HTMLInputElement>(`[data-cell="${wanted.current}"]`)
      : null;
    if (!input) return;
    input.focus();
    wanted.current = null;
  }, []);
  // After every render: the cell a just-added row brings.
  useEffect(focusDrawn);
  const focusCell = useCallback(
    (row: number, column: Column) => {
      wanted.current = `${row}.${column}`;
      focusDrawn();
    },
    [focusDrawn],
  );
  return { table, focusCell };
}

type SetRows = Dispatch<SetStateAction<Row[]>>;

interface RowEvents {
  edit: (index: number, column: Column, value: string) => void;
  keyDown: (index: number, column: Column, event: KeyboardEvent) => void;
  remove: (key: string) => void;
}

/**
 * One row of the table. Memoised: typing in a cell or moving between cells redraws that row alone, not the 75
 * fields of a 25-grade ladder (each keystroke took ≈ 250 ms in a story's browser when every row was redrawn).
 */
const LadderRowCells = memo(function LadderRowCells({
  row,
  index,
  errors,
  events,
}: {
  row: Row;
  index: number;
  errors: Map<string, string>;
  events: RowEvents;
}) {
  return (
    <tr>
      <th scope="row" className="no">
        {index + 1}
      </th>
      {COLUMNS.map((column) => {
        const error = errors.get(`${index}.${column}`);
        return (
          <td key={column} className={column}>
            <TextField
              aria-label={`${index + 1}行目 ${LABELS[column]}`}
              value={row[column]}
              onChange={(value) => events.edit(index, column, value)}
              isInvalid={Boolean(error)}
              {...(column === 'order' ? { inputMode: 'numeric' as const } : {})}
            >
              <CellInput
                data-cell={`${index}.${column}`}
                onKeyDown={(event) => events.keyDown(index, column, event)}
              />
              {error ? <CellError>{error}</CellError> : null}
            </TextField>
          </td>
        );
      })}
      <td>
        {row.id ? null : (
          <IconButton
            label={`${index + 1}行目を削除`}
            icon={<Trash2 aria-hidden="true" />}
            onPress={() => events.remove(row.key)}
          />
        )}
      </td>
    </tr>
  );
});

/** What the cells do, the same functions for the page's life (they read the row count through a ref). */
function useRowEvents(rowCount: number, setRows: SetRows, focusCell: (row: number, column: Column) => void) {
  const count = useRef(rowCount);
  count.current = rowCount;
  return useMemo<RowEvents>(
    () => ({
      edit: (index, column, value) =>
        setRows((current) => current.map((row, i) => (i === index ? { ...row, [column]: value } : row))),
      keyDown: (index, column, event) => {
        if (event.nativeEvent.isComposing) return; // the IME's Enter confirms the kanji
        if (event.key === 'ArrowUp' && index > 0) {
          event.preventDefault();
          focusCell(index - 1, column);
        } else if (event.key === 'ArrowDown' || event.key === 'Enter') {
          event.preventDefault();
          const last = index === count.current - 1;
          if (last && event.key === 'Enter') setRows((current) => [...current, blank(nextOrder(current))]);
          if (!last || event.key === 'Enter') focusCell(index + 1, column);
        }
      },
      remove: (key) => setRows((current) => current.filter((other) => other.key !== key)),
    }),
    [setRows, focusCell],
  );
}

function LadderTable({
  rows,
  setRows,
  errors,
  cells: { table, focusCell },
}: {
  rows: Row[];
  setRows: SetRows;
  errors: Map<string, string>;
  cells: ReturnType<typeof useCellFocus>;
}) {
  const events = useRowEvents(rows.length, setRows, focusCell);
  return (
    <TableFrame label="級の一覧表">
      <Table ref={table} aria-label="級の一覧表">
        <thead>
          <tr>
            <th scope="col" className="no">
              行
            </th>
            {COLUMNS.map((column) => (
              <th key={column} scope="col" className={column}>
                {LABELS[column]}
              </th>
            ))}
            <th scope="col">
              <Hidden>操作</Hidden>
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <LadderRowCells key={row.key} row={row} index={index} errors={errors} events={events} />
          ))}
        </tbody>
      </Table>
    </TableFrame>
  );
}

/** The school's grades as rows, once per school; the rows are the page's from then on. */
function useLadderRows(schoolId: number | undefined) {
  const grades = useGrades(schoolId ? { school_id: schoolId, per_page: 100 } : { per_page: 10 });
  const [rows, setRows] = useState<Row[]>([]);
  const [loadedFor, setLoadedFor] = useState<number | undefined>();
  useEffect(() => {
    if (!schoolId || loadedFor === schoolId || !grades.data || grades.isPlaceholderData) return;
    setRows(grades.data.data.map(rowOf));
    setLoadedFor(schoolId);
  }, [schoolId, loadedFor, grades.data, grades.isPlaceholderData]);
  return { rows, setRows, loaded: Boolean(schoolId) && loadedFor === schoolId };
}

/** master/grades/ladder: a school's grade ladder in one table, saved at once. */
export function GradeLadderPage() {
  const schools = useSchoolItems();
  const [schoolId, setSchoolId] = useState<number | undefined>();
  const { rows, setRows, loaded } = useLadderRows(schoolId);
  const save = useSaveGradeLadder();
  const toast = useToast();
  const errors = useMemo(() => errorsOf(save.error), [save.error]);
  const cells = useCellFocus();

  const onSave = () => {
    if (!schoolId) return;
    save.mutate(
      { id: schoolId, input: { grades: ladderBody(rows) } },
      {
        onSuccess: (answer) => {
          setRows(answer.grades.map(rowOf));
          toast.success(
            formatMessage(masterMessages.gradeLadderSaved, {
              created: answer.created,
              updated: answer.updated,
            }),
          );
        },
        onError: (error) => {
          if (!isApiError(error) || error.status !== 422) toast.error(failureText(error, SAVE_FAILED));
        },
      },
    );
  };

  return (
    <>
      <PageHeader
        title="級の一括登録"
        breadcrumbs={[
          { label: 'マスタ' },
          { label: '級一覧', href: href('master/grades') },
          { label: '級の一括登録' },
        ]}
        description="スクールの級と検定項目を1つの表で入力し、まとめて保存します。↓またはEnterで次の行、↑で前の行、Tabで右のセルへ。最後の行でEnterを押すと行が増えます。"
      />
      <Card title="スクールの級">
        <Stack $gap={3}>
          <Select
            label="スクール"
            items={schools.items}
            isLoading={schools.isLoading}
            selectedKey={schoolId ? String(schoolId) : null}
            onSelectionChange={(key) => {
              save.reset();
              setSchoolId(key ? Number(key) : undefined);
            }}
          />
          {save.error && errors.size > 0 ? (
            <Alert tone="danger" title="保存できませんでした">
              {`${new Set([...errors.keys()].map((key) => key.split('.')[0])).size}行に問題があります。各行のメッセージを確かめてください。`}
            </Alert>
          ) : null}
          {loaded ? (
            <>
              {rows.length > 0 ? (
                <LadderTable rows={rows} setRows={setRows} errors={errors} cells={cells} />
              ) : null}
              <Stack $direction="row" $gap={2} $wrap>
                <Button
                  icon={<Plus aria-hidden="true" />}
                  onPress={() => setRows([...rows, blank(nextOrder(rows))])}
                >
                  行を追加
                </Button>
                {rows.length === 0 ? (
                  <Button
                    icon={<ListPlus aria-hidden="true" />}
                    onPress={() => {
                      setRows(usualLadder());
                      cells.focusCell(0, 'skills');
                    }}
                  >
                    25級〜1級の行を作る
                  </Button>
                ) : null}
                <Button variant="primary" onPress={onSave} isDisabled={rows.length === 0 || save.isPending}>
                  保存
                </Button>
              </Stack>
            </>
          ) : null}
        </Stack>
      </Card>
    </>
  );
}
