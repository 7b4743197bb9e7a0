import {
  type CustomerListItem,
  exportCustomersQueryOptions,
  isApiError,
  type ListCustomersParams,
  useCustomerFormOptions,
  useCustomers,
} from '@kayoi/api-client';
import { customerMessages, customerStatuses, customerStatusLabels } from '@kayoi/api-client/messages';
import { todayInTokyo } from '@kayoi/domain/calendar';
import {
  Avatar,
  Button,
  type DataTableColumn,
  FilterBar,
  formatCount,
  formatDate,
  PageHeader,
  SearchField,
  Select,
  type SortDescriptor,
  Stack,
  StatusBadge,
  useToast,
} from '@kayoi/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Download, FileUp, UserPlus, Users } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useDebouncedSearch, useListParams } from '../../forms/listParams.ts';
import { saveFile } from '../../forms/saveFile.ts';
import { href } from '../../routes/table.ts';
import { may } from '../../session/permissions.ts';
import { useSessionUser } from '../../session/session.tsx';
import { listTotal } from '../../shell/ListPager.tsx';
import { ListResults } from '../../shell/ListResults.tsx';
import { customerStatusTone } from './status.ts';

const FILTERS = ['search', 'status', 'program_id', 'grade_id', 'sort'] as const;
const ALL = 'all';
const SORTS = [
  'name_kana',
  '-name_kana',
  'member_number',
  '-member_number',
  'joined_on',
  '-joined_on',
  'birth_date',
  '-birth_date',
] as const;
type Sort = (typeof SORTS)[number];
type Status = (typeof customerStatuses)[number];

const isStatus = (value: string): value is Status => (customerStatuses as readonly string[]).includes(value);

// The 年齢 column sorts by birth date the other way round: youngest first is the latest birth date first.
function sortDescriptorOf(sort: Sort): SortDescriptor {
  const descending = sort.startsWith('-');
  const field = sort.replace(/^-/, '');
  if (field === 'birth_date') return { column: 'age', direction: descending ? 'ascending' : 'descending' };
  return { column: field, direction: descending ? 'descending' : 'ascending' };
}
function sortOf(descriptor: SortDescriptor): Sort {
  const age = descriptor.column === 'age';
  const descending = age ? descriptor.direction === 'ascending' : descriptor.direction === 'descending';
  const sort = `${descending ? '-' : ''}${age ? 'birth_date' : String(descriptor.column)}`;
  return SORTS.find((s) => s === sort) ?? 'name_kana';
}

const columns: DataTableColumn<CustomerListItem>[] = [
  {
    id: 'member_number',
    header: '会員番号',
    allowsSorting: true,
    nowrap: true,
    cell: (c) => c.member_number,
  },
  {
    id: 'name_kana',
    header: '氏名',
    isRowHeader: true,
    allowsSorting: true,
    nowrap: true,
    cell: (c) => (
      <Stack $direction="row" $gap={3} $align="center">
        <Avatar name={c.name} size="sm" decorative {...(c.photo_url ? { src: c.photo_url } : {})} />
        <span>
          {c.name}
          <br />
          <small>{c.name_kana}</small>
        </span>
      </Stack>
    ),
  },
  {
    id: 'age',
    header: '年齢',
    allowsSorting: true,
    nowrap: true,
    align: 'end',
    cell: (c) => (c.age === null ? '—' : `${c.age}歳`),
  },
  {
    id: 'status',
    header: 'ステータス',
    cell: (c) => (
      <StatusBadge
        label={customerStatusLabels[c.status]}
        tone={customerStatusTone[c.status]}
        {...(c.status_since ? { title: `${formatDate(c.status_since)}から` } : {})}
      />
    ),
  },
  { id: 'grade', header: '級', nowrap: true, cell: (c) => c.grade?.name ?? '—' },
  {
    id: 'programs',
    header: 'プログラム',
    cell: (c) => (c.programs.length > 0 ? c.programs.join('、') : '—'),
  },
  {
    id: 'joined_on',
    header: '入会日',
    allowsSorting: true,
    nowrap: true,
    cell: (c) => (c.joined_on ? formatDate(c.joined_on) : '—'),
  },
  {
    id: 'last_visit_at',
    header: '最終来館',
    nowrap: true,
    cell: (c) => (c.last_visit_at ? formatDate(c.last_visit_at) : '—'),
  },
  { id: 'mobile', header: '電話番号', nowrap: true, cell: (c) => c.mobile ?? c.phone ?? '—' },
];

/**
 * The page the address names, read by the cursor that led to it when the history entry keeps one (次へ, 前へ,
 * then Back or a reload), else by its number (a link, 最後のページ). A cursor the server refuses (made by an
 * older server) is dropped and the page read by number, rather than showing an error that a retry repeats.
 */
function useCustomerPage(
  list: Pick<ReturnType<typeof useListParams>, 'cursor' | 'page' | 'perPage' | 'update'>,
  filters: ListCustomersParams,
) {
  const { cursor, page, perPage, update } = list;
  const customers = useCustomers({
    ...filters,
    page,
    per_page: perPage,
    ...(cursor ? { cursor } : {}),
  });
  const refused =
    cursor !== undefined &&
    isApiError(customers.error) &&
    customers.error.status === 422 &&
    'cursor' in customers.error.fieldErrors;
  useEffect(() => {
    if (refused) update({ page });
  }, [refused, update, page]);
  return customers;
}

/** customers: the member list (search by name, kana, phone or member number; filters; sort; CSV for managers). */
export function CustomerListPage() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const toast = useToast();
  const queryClient = useQueryClient();
  const list = useListParams(FILTERS);
  const options = useCustomerFormOptions();
  const status = list.get('status');
  const sort = SORTS.find((s) => s === list.get('sort')) ?? 'name_kana';
  const programId = Number(list.get('program_id')) || undefined;
  const gradeId = Number(list.get('grade_id')) || undefined;
  const filters = {
    ...(list.get('search') ? { search: list.get('search') } : {}),
    ...(isStatus(status) ? { status } : {}),
    ...(programId ? { program_id: programId } : {}),
    ...(gradeId ? { grade_id: gradeId } : {}),
    sort,
  } satisfies ListCustomersParams;
  const customers = useCustomerPage(list, filters);
  const { update } = list;
  const [search, setSearch] = useDebouncedSearch(
    list.get('search'),
    useCallback((text: string) => update({ search: text.trim() || null }), [update]),
  );
  const [exporting, setExporting] = useState(false);

  const exportCsv = async () => {
    setExporting(true);
    try {
      const file = await queryClient.fetchQuery(exportCustomersQueryOptions(filters));
      saveFile(file, `customers-${todayInTokyo().replaceAll('-', '')}.csv`);
    } catch {
      toast.error(customerMessages.exportFailed);
    } finally {
      setExporting(false);
    }
  };

  const counted = customers.data ? listTotal(customers.data.meta) : undefined;
  return (
    <>
      <PageHeader
        title="顧客一覧"
        breadcrumbs={[{ label: '顧客' }, { label: '顧客一覧' }]}
        actions={<ListActions mayImport={may(user.role, 'importCustomers')} />}
      />
      <FilterBar
        label="顧客の検索条件"
        isFiltered={list.isFiltered}
        onClear={list.clear}
        summary={
          counted ? `該当 ${formatCount(counted.total)}件${counted.lowerBound ? '以上' : ''}` : undefined
        }
        actions={
          may(user.role, 'exportCustomers') ? (
            <Button
              variant="secondary"
              size="sm"
              icon={<Download aria-hidden="true" />}
              isLoading={exporting}
              onPress={() => void exportCsv()}
            >
              CSV出力
            </Button>
          ) : null
        }
      >
        <SearchField
          label="キーワード"
          placeholder="氏名・フリガナ・電話番号・会員番号"
          value={search}
          onChange={setSearch}
          onSubmit={(text) => update({ search: text.trim() || null })}
        />
        <Select
          label="ステータス"
          items={[
            { id: ALL, label: 'すべて' },
            ...customerStatuses.map((s) => ({ id: s, label: customerStatusLabels[s] })),
          ]}
          selectedKey={isStatus(status) ? status : ALL}
          onSelectionChange={(key) => update({ status: key === ALL || key === null ? null : String(key) })}
        />
        <Select
          label="プログラム"
          items={[
            { id: ALL, label: 'すべて' },
            ...(options.data?.programs ?? []).map((p) => ({ id: String(p.id), label: p.name })),
          ]}
          selectedKey={programId ? String(programId) : ALL}
          onSelectionChange={(key) =>
            update({ program_id: key === ALL || key === null ? null : String(key) })
          }
        />
        <Select
          label="級"
          items={[
            { id: ALL, label: 'すべて' },
            ...(options.data?.grades ?? []).map((g) => ({ id: String(g.id), label: g.name })),
          ]}
          selectedKey={gradeId ? String(gradeId) : ALL}
          onSelectionChange={(key) => update({ grade_id: key === ALL || key === null ? null : String(key) })}
        />
      </FilterBar>
      <ListResults
        aria-label="顧客一覧"
        query={customers}
        list={list}
        columns={columns}
        getRowId={(c) => c.id}
        sortDescriptor={sortDescriptorOf(sort)}
        onSortChange={(descriptor) => update({ sort: sortOf(descriptor) })}
        onRowAction={(id) => navigate(href('customers/:id', { id }))}
        errorMessage="顧客の一覧を読み込めませんでした。"
        empty={{
          icon: <Users aria-hidden="true" />,
          title: '顧客はまだ登録されていません',
          filteredTitle: '条件に合う顧客はいません',
          description: '「新規登録」または仮登録の変換で顧客を登録できます。',
        }}
      />
    </>
  );
}

/** 会員データの移行 (for those who may import) and 新規登録. */
function ListActions({ mayImport }: { mayImport: boolean }) {
  const navigate = useNavigate();
  return (
    <>
      {mayImport ? (
        <Button
          variant="secondary"
          icon={<FileUp aria-hidden="true" />}
          onPress={() => navigate(href('customers/import'))}
        >
          会員データの移行
        </Button>
      ) : null}
      <Button
        variant="primary"
        icon={<UserPlus aria-hidden="true" />}
        onPress={() => navigate(href('customers/new'))}
      >
        新規登録
      </Button>
    </>
  );
}
