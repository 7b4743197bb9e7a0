import { DataTable, type DataTableProps, EmptyState, ErrorState } from '@kayoi/ui';
import type { ReactNode } from 'react';
import type { useListParams } from '../forms/listParams.ts';
import { type ListPageMeta, ListPager } from './ListPager.tsx';

type ListParams = Pick<ReturnType<typeof useListParams>, 'page' | 'perPage' | 'update' | 'isFiltered'>;

export interface ListResultsProps<Row>
  extends Pick<
    DataTableProps<Row>,
    'aria-label' | 'columns' | 'getRowId' | 'sortDescriptor' | 'onSortChange' | 'onRowAction'
  > {
  /** The list query: one page of rows and the pagination metadata. */
  query: {
    isError: boolean;
    isPending: boolean;
    refetch: () => unknown;
    data?: { data: Row[]; meta: ListPageMeta } | undefined;
  };
  list: ListParams;
  /** Said when the page cannot be loaded (with a retry). */
  errorMessage: string;
  /**
   * The empty list: `filteredTitle` when filters or words hide every row, else `title`, `description` and the
   * `action` that starts the first record (a new school: 「まだ施設がありません」 — 施設を追加).
   */
  empty: { icon: ReactNode; title: string; filteredTitle: string; description: string; action?: ReactNode };
}

/**
 * A list page's results: the table (or the error with a retry), the empty state that tells a filtered list
 * from an empty one, and the pager in the shell's footer.
 */
export function ListResults<Row>({ query, list, errorMessage, empty, ...table }: ListResultsProps<Row>) {
  return (
    <>
      {query.isError ? (
        <ErrorState message={errorMessage} onRetry={() => void query.refetch()} />
      ) : (
        <DataTable
          {...table}
          rows={query.data?.data ?? []}
          isLoading={query.isPending}
          emptyState={
            <EmptyState
              icon={empty.icon}
              title={list.isFiltered ? empty.filteredTitle : empty.title}
              description={list.isFiltered ? '検索条件を変えてお試しください。' : empty.description}
              {...(!list.isFiltered && empty.action ? { action: empty.action } : {})}
            />
          }
        />
      )}
      <ListPager list={list} meta={query.data?.meta} />
    </>
  );
}
