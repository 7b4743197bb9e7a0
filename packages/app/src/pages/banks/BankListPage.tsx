import { type ListBanksParams, useBanks } from '@kayoi/api-client';
import { Checkbox, type DataTableColumn, FilterBar, formatCount, PageHeader, SearchField } from '@kayoi/ui';
import { Landmark } from 'lucide-react';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useDebouncedSearch, useListParams } from '../../forms/listParams.ts';
import { href } from '../../routes/table.ts';
import { ListResults } from '../../shell/ListResults.tsx';
import { type Bank, BankFlags } from './BankFields.tsx';

const FILTERS = ['search', 'include_inactive'] as const;

/** master/banks (銀行マスタ): banks by code, name or reading (hiragana, katakana, half-width alike). */
export function BankListPage() {
  const navigate = useNavigate();
  const list = useListParams(FILTERS);
  const includeInactive = list.get('include_inactive') === '1';
  const params = {
    ...(list.get('search') ? { search: list.get('search') } : {}),
    ...(includeInactive ? { include_inactive: '1' as const } : {}),
    page: list.page,
    per_page: list.perPage,
  } satisfies ListBanksParams;
  const banks = useBanks(params);
  const { update } = list;
  const [search, setSearch] = useDebouncedSearch(
    list.get('search'),
    useCallback((text: string) => update({ search: text.trim() || null }), [update]),
  );

  const columns: DataTableColumn<Bank>[] = [
    { id: 'code', header: '銀行コード', nowrap: true, cell: (b) => b.code },
    { id: 'name', header: '銀行名', isRowHeader: true, nowrap: true, cell: (b) => b.name },
    { id: 'kana', header: 'フリガナ', cell: (b) => b.kana },
    {
      id: 'branch_count',
      header: '支店数',
      align: 'end',
      nowrap: true,
      cell: (b) => formatCount(b.branch_count),
    },
    { id: 'flags', header: '状態', cell: (b) => <BankFlags entry={b} /> },
  ];

  return (
    <>
      <PageHeader
        title="銀行一覧"
        breadcrumbs={[{ label: 'マスタ' }, { label: '銀行' }]}
        description="全銀協の銀行・支店コード（zengin-code）です。口座振替の口座を登録するときに使います。"
      />
      <FilterBar
        label="銀行の検索条件"
        isFiltered={list.isFiltered}
        onClear={list.clear}
        summary={banks.data ? `該当 ${formatCount(banks.data.meta.total)}件` : undefined}
      >
        <SearchField
          label="キーワード"
          placeholder="銀行コード・銀行名・フリガナ"
          value={search}
          onChange={setSearch}
          onSubmit={(text) => update({ search: text.trim() || null })}
        />
        <Checkbox
          isSelected={includeInactive}
          onChange={(selected) => update({ include_inactive: selected ? '1' : null })}
        >
          統合・廃止された銀行も表示
        </Checkbox>
      </FilterBar>
      <ListResults
        aria-label="銀行一覧"
        query={banks}
        list={list}
        columns={columns}
        getRowId={(b) => b.code}
        onRowAction={(code) => navigate(href('master/banks/:id', { id: code }))}
        errorMessage="銀行の一覧を読み込めませんでした。"
        empty={{
          icon: <Landmark aria-hidden="true" />,
          title: '銀行マスタを読み込んでいます',
          filteredTitle: '条件に合う銀行はありません',
          description: 'しばらくしてから再読み込みしてください。',
        }}
      />
    </>
  );
}
