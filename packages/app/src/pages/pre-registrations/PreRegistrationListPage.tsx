import {
  type ListPreRegistrationsParams,
  listStoresQueryOptions,
  type PreRegistration,
  type PreRegistrationStatus,
  usePreRegistrationFormOptions,
  usePreRegistrationStats,
  usePreRegistrations,
} from '@kayoi/api-client';
import { preRegistrationStatuses, preRegistrationStatusLabels } from '@kayoi/api-client/messages';
import {
  Button,
  type DataTableColumn,
  DatePicker,
  FilterBar,
  formatCount,
  formatDate,
  formatDateTime,
  PageHeader,
  SearchField,
  Select,
  type SortDescriptor,
  StatusBadge,
} from '@kayoi/ui';
import { useQuery } from '@tanstack/react-query';
import { ExternalLink, Inbox } from 'lucide-react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useDebouncedSearch, useListParams } from '../../forms/listParams.ts';
import { href } from '../../routes/table.ts';
import { useSessionUser } from '../../session/session.tsx';
import { ListResults } from '../../shell/ListResults.tsx';
import { preRegistrationStatusTone } from './status.ts';

const FILTERS = ['status', 'store_id', 'search', 'date_from', 'date_to', 'sort'] as const;
const ALL = 'all';
type Sort = NonNullable<ListPreRegistrationsParams['sort']>;

const isStatus = (value: string): value is PreRegistrationStatus =>
  (preRegistrationStatuses as readonly string[]).includes(value);

function sortDescriptorOf(sort: Sort): SortDescriptor {
  if (sort === 'desired_join_date') return { column: 'desired_join_date', direction: 'ascending' };
  return { column: 'created_at', direction: sort === 'created_at' ? 'ascending' : 'descending' };
}

function sortOf(descriptor: SortDescriptor): Sort {
  if (descriptor.column === 'desired_join_date') return 'desired_join_date';
  return descriptor.direction === 'ascending' ? 'created_at' : '-created_at';
}

/** customer-pre-registrations: the review list (seed §2, §7), filtered by status, store, days and words. */
export function PreRegistrationListPage() {
  const user = useSessionUser();
  const navigate = useNavigate();
  const list = useListParams(FILTERS);
  const status = list.get('status');
  const sort =
    (['created_at', '-created_at', 'desired_join_date'] as const).find((s) => s === list.get('sort')) ??
    '-created_at';
  // The list opens on the store the user works in, as the sidebar's 未確認 badge counts it; an admin may pick
  // another store or widen it to every store (store_id=all in the address).
  const isAdmin = user.role === 'admin';
  const allStores = isAdmin && list.get('store_id') === ALL;
  const storeId =
    isAdmin && !allStores ? Number(list.get('store_id')) || user.store_id || undefined : undefined;
  const params: ListPreRegistrationsParams = {
    ...(isStatus(status) ? { status } : {}),
    ...(storeId ? { store_id: storeId } : {}),
    ...(list.get('search') ? { search: list.get('search') } : {}),
    ...(list.get('date_from') ? { date_from: list.get('date_from') } : {}),
    ...(list.get('date_to') ? { date_to: list.get('date_to') } : {}),
    sort,
    page: list.page,
    per_page: list.perPage,
  };
  const records = usePreRegistrations(params);
  // The status filter's counts are those of the store the list shows (none for every store at once).
  const stats = usePreRegistrationStats(storeId ? { store_id: storeId } : {});
  const options = usePreRegistrationFormOptions();
  // Only admins pick a store (the list of stores is theirs to read).
  const stores = useQuery({ ...listStoresQueryOptions(), enabled: isAdmin });
  const { update } = list;
  const [search, setSearch] = useDebouncedSearch(
    list.get('search'),
    useCallback((text: string) => update({ search: text.trim() || null }), [update]),
  );

  const programName = (id: number | null) =>
    id === null ? '未定' : (options.data?.programs.find((p) => p.id === id)?.name ?? `プログラム ${id}`);
  const counts: Partial<Record<PreRegistrationStatus, number>> = allStores
    ? {}
    : {
        pending: stats.data?.pending_count,
        confirmed: stats.data?.confirmed_count,
        converted: stats.data?.converted_count,
        cancelled: stats.data?.cancelled_count,
      };

  const columns = columnsOf(user.role === 'admin', programName);

  const total = records.data?.meta.total ?? 0;
  return (
    <>
      <PageHeader
        title="仮登録一覧"
        breadcrumbs={[{ label: '顧客' }, { label: '仮登録一覧' }]}
        description="公開フォームから届いた申し込みです。内容を確認し、顧客として登録します。"
        actions={
          <Button
            variant="secondary"
            icon={<ExternalLink aria-hidden="true" />}
            onPress={() => window.open('/register', '_blank', 'noopener')}
          >
            公開フォームを開く
          </Button>
        }
      />
      <FilterBar
        label="仮登録の検索条件"
        isFiltered={list.isFiltered}
        onClear={list.clear}
        summary={records.data ? `該当 ${formatCount(total)}件` : undefined}
      >
        <SearchField
          label="キーワード"
          placeholder="氏名・フリガナ・メール・電話番号"
          value={search}
          onChange={setSearch}
          onSubmit={(text) => update({ search: text.trim() || null })}
        />
        <Select
          label="ステータス"
          items={[
            { id: ALL, label: 'すべて' },
            ...preRegistrationStatuses.map((s) => ({
              id: s,
              label:
                counts[s] === undefined
                  ? preRegistrationStatusLabels[s]
                  : `${preRegistrationStatusLabels[s]}（${counts[s]}）`,
            })),
          ]}
          selectedKey={isStatus(status) ? status : ALL}
          onSelectionChange={(key) => update({ status: key === ALL || key === null ? null : String(key) })}
        />
        {isAdmin ? (
          <Select
            label="店舗"
            items={[
              { id: ALL, label: 'すべての店舗' },
              ...(stores.data ?? []).map((s) => ({ id: String(s.id), label: s.name })),
            ]}
            selectedKey={allStores ? ALL : String(storeId ?? '')}
            onSelectionChange={(key) =>
              // The user's own store is the list's default: no parameter for it.
              update({ store_id: key === null || key === String(user.store_id) ? null : String(key) })
            }
          />
        ) : null}
        <DatePicker
          label="受付日（から）"
          value={list.get('date_from') || null}
          onChange={(value) => update({ date_from: value })}
        />
        <DatePicker
          label="受付日（まで）"
          value={list.get('date_to') || null}
          onChange={(value) => update({ date_to: value })}
        />
      </FilterBar>
      <ListResults
        aria-label="仮登録一覧"
        query={records}
        list={list}
        columns={columns}
        getRowId={(r) => r.id}
        sortDescriptor={sortDescriptorOf(sort)}
        onSortChange={(descriptor) => update({ sort: sortOf(descriptor) })}
        onRowAction={(id) => navigate(href('customer-pre-registrations/:id', { id }))}
        errorMessage="仮登録の一覧を読み込めませんでした。"
        empty={{
          icon: <Inbox aria-hidden="true" />,
          title: '仮登録はまだありません',
          filteredTitle: '条件に合う仮登録はありません',
          description: '公開フォームから申し込みが届くと、ここに表示されます。',
        }}
      />
    </>
  );
}

/** The list's columns; 店舗 for an admin, who may see every store's. */
function columnsOf(
  showStore: boolean,
  programName: (id: number | null) => string,
): DataTableColumn<PreRegistration>[] {
  return [
    {
      id: 'created_at',
      header: '受付日時',
      allowsSorting: true,
      nowrap: true,
      cell: (r) => formatDateTime(r.created_at),
    },
    {
      id: 'name',
      header: '氏名',
      isRowHeader: true,
      cell: (r) => (
        <span>
          {r.family_name} {r.given_name}
          <br />
          <small>
            {r.family_name_kana} {r.given_name_kana}
          </small>
        </span>
      ),
    },
    ...(showStore ? [{ id: 'store', header: '店舗', cell: (r: PreRegistration) => r.store ?? '' }] : []),
    { id: 'program', header: '希望プログラム', cell: (r) => programName(r.desired_program_id) },
    {
      id: 'desired_visit_date',
      header: '見学希望日',
      nowrap: true,
      cell: (r) => (r.desired_visit_date ? formatDate(r.desired_visit_date) : '—'),
    },
    {
      id: 'desired_join_date',
      header: '入会希望日',
      allowsSorting: true,
      nowrap: true,
      cell: (r) => (r.desired_join_date ? formatDate(r.desired_join_date) : '—'),
    },
    { id: 'mobile', header: '携帯電話', nowrap: true, cell: (r) => r.mobile },
    {
      id: 'status',
      header: 'ステータス',
      cell: (r) => (
        <StatusBadge
          label={preRegistrationStatusLabels[r.status]}
          tone={preRegistrationStatusTone[r.status]}
        />
      ),
    },
  ];
}
