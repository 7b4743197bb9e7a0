import { ArrowDown, ArrowUp, ChevronsUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { Cell, Column, Row, type SortDescriptor, Table, TableBody, TableHeader } from 'react-aria-components';
import styled from 'styled-components';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { stickyFirstColumn } from '../TableFrame/TableFrame.tsx';
import { japaneseCellBreaks } from '../theme/japaneseText.ts';
import { focusRing, glassSurface, tabularNumbers, visuallyHidden } from '../theme/mixins.ts';
import { useOverflows } from '../theme/useOverflows.ts';

export interface DataTableColumn<T> {
  id: string;
  header: string;
  cell: (row: T) => ReactNode;
  isRowHeader?: boolean;
  allowsSorting?: boolean;
  align?: 'start' | 'end';
  width?: number;
  /** Keeps short values (a date and time, a phone number) on one line; the row header (a name) by default. */
  nowrap?: boolean;
}

export interface DataTableProps<T> {
  'aria-label': string;
  columns: DataTableColumn<T>[];
  rows: T[];
  getRowId: (row: T) => string | number;
  sortDescriptor?: SortDescriptor;
  onSortChange?: (descriptor: SortDescriptor) => void;
  /** Opens a row (Enter or click). */
  onRowAction?: (id: string | number) => void;
  isLoading?: boolean;
  /** Shown when there are no rows. */
  emptyState?: ReactNode;
}

export type { SortDescriptor };

// A table wider than its card (a tablet at the desk, a phone) scrolls inside the card, never past the page's
// edge, its first column in view (TableFrame's); the hovered row's first cell keeps its tint over the solid ground.
const Frame = styled.div`
  ${glassSurface()}
  border-radius: ${({ theme }) => theme.radius.lg};
  max-width: 100%;
  overflow-x: auto;
  ${stickyFirstColumn}
  &[data-overflows] tr[data-hovered] td:first-child {
    background: linear-gradient(${({ theme }) => `${theme.color.surface.hover}, ${theme.color.surface.hover}`}),
      ${({ theme }) => theme.glass.fallback};
  }
`;
const Grid = styled(Table)`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.md};
  color: ${({ theme }) => theme.color.text.primary};
  outline: none;
  th {
    padding: ${({ theme }) => theme.space(3, 4)};
    border-bottom: 1px solid ${({ theme }) => theme.color.border.default};
    color: ${({ theme }) => theme.color.text.secondary};
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    text-align: start;
    white-space: nowrap;
    outline: none;
    &[data-allows-sorting] {
      cursor: pointer;
    }
    &[data-hovered] {
      color: ${({ theme }) => theme.color.text.primary};
    }
    &[data-focus-visible] {
      ${focusRing}
      outline-offset: -2px;
    }
    span.head {
      display: inline-flex;
      align-items: center;
      gap: ${({ theme }) => theme.space(1)};
    }
    svg {
      width: 14px;
      height: 14px;
    }
  }
  td {
    padding: ${({ theme }) => theme.space(3, 4)};
    border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
    outline: none;
    ${japaneseCellBreaks}
    &[data-focus-visible] {
      ${focusRing}
      outline-offset: -2px;
    }
  }
  .end {
    text-align: end;
    ${tabularNumbers}
  }
  .nowrap {
    white-space: nowrap;
  }
  tr {
    outline: none;
    &[data-hovered] td {
      background: ${({ theme }) => theme.color.surface.hover};
    }
    &[data-href],
    &[data-action] {
      cursor: pointer;
    }
    &[data-focus-visible] td {
      box-shadow: inset 0 2px 0 ${({ theme }) => theme.color.focus}, inset 0 -2px 0 ${({ theme }) => theme.color.focus};
    }
  }
  tbody tr:last-child td {
    border-bottom: 0;
  }
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

function SortIcon({ direction }: { direction: 'ascending' | 'descending' | undefined }) {
  if (direction === 'ascending') return <ArrowUp aria-hidden="true" />;
  if (direction === 'descending') return <ArrowDown aria-hidden="true" />;
  return <ChevronsUpDown aria-hidden="true" />;
}

/** A list of records: sortable headers, keyboard row navigation, loading and empty states. */
export function DataTable<T>({
  columns,
  rows,
  getRowId,
  sortDescriptor,
  onSortChange,
  onRowAction,
  isLoading = false,
  emptyState,
  ...props
}: DataTableProps<T>) {
  const loadingRows = Array.from({ length: 5 }, (_, index) => index);
  const [frame, overflows] = useOverflows<HTMLDivElement>();
  return (
    <Frame ref={frame} aria-busy={isLoading || undefined} data-overflows={overflows || undefined}>
      <Grid
        aria-label={props['aria-label']}
        {...(sortDescriptor ? { sortDescriptor } : {})}
        {...(onSortChange ? { onSortChange } : {})}
        {...(onRowAction ? { onRowAction: (key) => onRowAction(key as string | number) } : {})}
      >
        <TableHeader>
          {columns.map((column) => (
            <Column
              key={column.id}
              id={column.id}
              isRowHeader={column.isRowHeader ?? false}
              allowsSorting={column.allowsSorting ?? false}
              className={column.align === 'end' ? 'end' : undefined}
              {...(column.width ? { width: column.width } : {})}
            >
              {({ allowsSorting, sortDirection }) => (
                <span className="head">
                  {column.header}
                  {allowsSorting ? <SortIcon direction={sortDirection} /> : null}
                </span>
              )}
            </Column>
          ))}
        </TableHeader>
        <TableBody renderEmptyState={() => (isLoading ? null : (emptyState ?? 'データがありません'))}>
          {isLoading
            ? loadingRows.map((index) => (
                <Row key={`loading-${index}`} id={`loading-${index}`}>
                  {columns.map((column) => (
                    <Cell key={column.id}>
                      <Skeleton height={14} width={column.align === 'end' ? 48 : '70%'} />
                      {column.isRowHeader ? <Hidden>読み込み中</Hidden> : null}
                    </Cell>
                  ))}
                </Row>
              ))
            : rows.map((row) => (
                <Row key={getRowId(row)} id={getRowId(row)}>
                  {columns.map((column) => (
                    <Cell
                      key={column.id}
                      className={
                        [
                          column.align === 'end' ? 'end' : '',
                          (column.nowrap ?? column.isRowHeader) ? 'nowrap' : '',
                        ]
                          .join(' ')
                          .trim() || undefined
                      }
                    >
                      {column.cell(row)}
                    </Cell>
                  ))}
                </Row>
              ))}
        </TableBody>
      </Grid>
    </Frame>
  );
}
