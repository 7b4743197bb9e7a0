import type { PageSize } from '@kayoi/domain/constants';
import { Button, type DataTableColumn, FilterBar, formatCount, PageHeader, SearchField } from '@kayoi/ui';
import { Plus } from 'lucide-react';
import { type ReactNode, useCallback } from 'react';
import { useNavigate } from 'react-router';
import { ChoiceFilter } from '../../forms/ChoiceFilter.tsx';
import { useDebouncedSearch, useListParams } from '../../forms/listParams.ts';
import { href } from '../../routes/table.ts';
import { ListResults, type ListResultsProps } from '../../shell/ListResults.tsx';
import { type MasterArea, useMayWrite } from './masterArea.ts';

const ACTIVE_FILTER = [
  { id: 'true', label: '有効' },
  { id: 'false', label: '無効' },
];

/** The filters every master list has (words, 有効/無効) and the page, as the list operation takes them. */
export function useMasterListParams<K extends string>(extra: readonly K[] = []) {
  const list = useListParams(['search', 'is_active', ...extra] as const);
  const active = list.get('is_active');
  const params = {
    ...(list.get('search') ? { search: list.get('search') } : {}),
    ...(active === 'true' || active === 'false' ? { is_active: active === 'true' } : {}),
    page: list.page,
    per_page: list.perPage,
  };
  return { list, params };
}

type Filter = 'search' | 'is_active';
/** What the page reads of the list's address-bar state (a list with more filters stands in: methods). */
interface List {
  get(name: Filter): string;
  update(changes: Partial<Record<Filter | 'page' | 'per_page', string | number | null>>): void;
  clear(): void;
  page: number;
  perPage: PageSize;
  isFiltered: boolean;
}

export interface MasterListPageProps<Row extends { id: number }>
  extends Pick<ListResultsProps<Row>, 'query' | 'columns'> {
  area: MasterArea;
  list: List;
  /** What the search box finds, e.g. 施設名. */
  searchPlaceholder: string;
  /** The list's own filters beside the words and 状態 (a school, a kind). */
  filters?: ReactNode;
  /** The empty list's first sentence's end: 「施設を登録すると、ここに一覧で表示されます。」 */
  emptyDescription: string;
  emptyIcon: ReactNode;
  /** More actions beside 新規登録 for those who may write (級の一括登録). */
  moreActions?: ReactNode;
}

/**
 * master/*: one page of a master's records, as the customer list shows its own — words and 有効/無効 in the
 * address bar, the pager in the footer, an empty list that offers the first record to those who may write.
 */
export function MasterListPage<Row extends { id: number }>({
  area,
  list,
  query,
  columns,
  searchPlaceholder,
  filters,
  emptyDescription,
  emptyIcon,
  moreActions,
}: MasterListPageProps<Row>) {
  const navigate = useNavigate();
  const mayWrite = useMayWrite(area);
  const { update } = list;
  const [search, setSearch] = useDebouncedSearch(
    list.get('search'),
    useCallback((text: string) => update({ search: text.trim() || null }), [update]),
  );
  const active = list.get('is_active');
  const title = `${area.noun}一覧`;
  const add = (label: string) => (
    <Button
      variant="primary"
      icon={<Plus aria-hidden="true" />}
      onPress={() => navigate(href(`${area.base}/new`))}
    >
      {label}
    </Button>
  );

  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={[{ label: 'マスタ' }, { label: title }]}
        actions={
          mayWrite ? (
            <>
              {moreActions}
              {add('新規登録')}
            </>
          ) : null
        }
      />
      <FilterBar
        label={`${area.noun}の検索条件`}
        isFiltered={list.isFiltered}
        onClear={list.clear}
        summary={query.data ? `該当 ${formatCount(query.data.meta.total)}件` : undefined}
      >
        <SearchField
          label="キーワード"
          placeholder={searchPlaceholder}
          value={search}
          onChange={setSearch}
          onSubmit={(text) => update({ search: text.trim() || null })}
        />
        {filters}
        <ChoiceFilter
          label="状態"
          items={ACTIVE_FILTER}
          value={active === 'true' || active === 'false' ? active : ''}
          onChange={(value) => update({ is_active: value })}
        />
      </FilterBar>
      <ListResults
        aria-label={title}
        query={query}
        list={list}
        columns={columns as DataTableColumn<Row>[]}
        getRowId={(row) => row.id}
        onRowAction={(id) => navigate(href(`${area.base}/:id`, { id }))}
        errorMessage={`${area.noun}の一覧を読み込めませんでした。`}
        empty={{
          icon: emptyIcon,
          title: `まだ${area.noun}がありません`,
          filteredTitle: `条件に合う${area.noun}はありません`,
          description: emptyDescription,
          ...(mayWrite ? { action: add(`${area.noun}を追加`) } : {}),
        }}
      />
    </>
  );
}

// The masters' filters are the app's one choice filter (forms/ChoiceFilter).
export { ChoiceFilter };
