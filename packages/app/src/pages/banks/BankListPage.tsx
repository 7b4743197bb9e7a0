import { useBanks } from '@kayoi/api-client';
import { type DataTableColumn, formatCount, PageHeader } from '@kayoi/ui';
import { Landmark } from 'lucide-react';
import { useNavigate } from 'react-router';
import { href } from '../../routes/table.ts';
import { ListResults } from '../../shell/ListResults.tsx';
import { type Bank, BankFlags, BankSearchBar, useBankSearch } from './BankFields.tsx';

/** master/banks (銀行マスタ): banks by code, name or reading (hiragana, katakana, half-width alike). */
export function BankListPage() {
  const navigate = useNavigate();
  const search = useBankSearch();
  const banks = useBanks(search.params);

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
      <BankSearchBar
        search={search}
        label="銀行の検索条件"
        searchLabel="キーワード"
        placeholder="銀行コード・銀行名・フリガナ"
        inactiveLabel="統合・廃止された銀行も表示"
        total={banks.data?.meta.total}
      />
      <ListResults
        aria-label="銀行一覧"
        query={banks}
        list={search.list}
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
