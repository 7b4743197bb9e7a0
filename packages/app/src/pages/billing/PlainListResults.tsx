import { DataTable, type DataTableColumn, EmptyState, ErrorState } from '@kayoi/ui';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router';
import { failureText } from '../../forms/failure.ts';

/**
 * A billing list answered whole (no pages): the table opening a row's page, the error with a retry, and the
 * empty state that tells a filtered list from an empty one (the first record offered only then).
 */
export function PlainListResults<Row extends { id: number }>({
  label,
  query,
  columns,
  rows,
  rowHref,
  errorMessage,
  isFiltered,
  empty,
}: {
  label: string;
  query: { isError: boolean; isPending: boolean; error: unknown; refetch: () => unknown };
  columns: DataTableColumn<Row>[];
  rows: Row[];
  rowHref: (id: number) => string;
  errorMessage: string;
  isFiltered: boolean;
  empty: { icon: ReactNode; title: string; filteredTitle: string; description: string; action: ReactNode };
}) {
  const navigate = useNavigate();
  if (query.isError)
    return (
      <ErrorState message={failureText(query.error, errorMessage)} onRetry={() => void query.refetch()} />
    );
  return (
    <DataTable
      aria-label={label}
      columns={columns}
      rows={rows}
      getRowId={(row) => row.id}
      isLoading={query.isPending}
      onRowAction={(id) => navigate(rowHref(Number(id)))}
      emptyState={
        <EmptyState
          icon={empty.icon}
          title={isFiltered ? empty.filteredTitle : empty.title}
          description={isFiltered ? '検索条件を変えてお試しください。' : empty.description}
          {...(isFiltered ? {} : { action: empty.action })}
        />
      }
    />
  );
}
