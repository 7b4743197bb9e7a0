import { type ListBankBranchesParams, useBank, useBankBranches } from '@kayoi/api-client';
import {
  Button,
  Card,
  Checkbox,
  type DataTableColumn,
  FilterBar,
  formatCount,
  PageHeader,
  SearchField,
  Stack,
} from '@kayoi/ui';
import { Landmark, Pencil } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useDebouncedSearch, useListParams } from '../../forms/listParams.ts';
import { href } from '../../routes/table.ts';
import { may } from '../../session/permissions.ts';
import { useSessionUser } from '../../session/session.tsx';
import { ListResults } from '../../shell/ListResults.tsx';
import { RecordFailed, RecordLoading } from '../RecordStates.tsx';
import { BankBranchDialog } from './BankBranchDialog.tsx';
import { type Bank, type BankBranch, BankFlags, BankProvenance } from './BankFields.tsx';

const LIST = href('master/banks');
const FILTERS = ['search', 'include_inactive'] as const;

/** master/banks/{code}: the bank, its correction state, and its branches (admins correct a branch here). */
export function BankDetailPage() {
  const code = useParams().id ?? '';
  const bank = useBank(code);
  if (bank.isPending) return <RecordLoading title="銀行詳細" parent={{ label: '銀行一覧', href: LIST }} />;
  if (bank.isError) {
    return (
      <RecordFailed
        title="銀行詳細"
        parent={{ label: '銀行一覧', href: LIST }}
        noun="銀行"
        error={bank.error}
        onRetry={() => void bank.refetch()}
      />
    );
  }
  return <Detail bank={bank.data} />;
}

function Detail({ bank }: { bank: Bank }) {
  const user = useSessionUser();
  const navigate = useNavigate();
  const canEdit = may(user.role, 'editBanks');
  const list = useListParams(FILTERS);
  const includeInactive = list.get('include_inactive') === '1';
  const params = {
    ...(list.get('search') ? { search: list.get('search') } : {}),
    ...(includeInactive ? { include_inactive: '1' as const } : {}),
    page: list.page,
    per_page: list.perPage,
  } satisfies ListBankBranchesParams;
  const branches = useBankBranches(bank.code, params);
  const { update } = list;
  const [search, setSearch] = useDebouncedSearch(
    list.get('search'),
    useCallback((text: string) => update({ search: text.trim() || null }), [update]),
  );
  const [editing, setEditing] = useState<BankBranch | null>(null);

  const columns: DataTableColumn<BankBranch>[] = [
    { id: 'code', header: '支店コード', nowrap: true, cell: (b) => b.code },
    { id: 'name', header: '支店名', isRowHeader: true, nowrap: true, cell: (b) => b.name },
    { id: 'kana', header: 'フリガナ', cell: (b) => b.kana },
    { id: 'note', header: '備考', cell: (b) => b.note ?? '—' },
    { id: 'flags', header: '状態', cell: (b) => <BankFlags entry={b} /> },
  ];

  return (
    <>
      <PageHeader
        title={bank.name}
        breadcrumbs={[{ label: 'マスタ' }, { label: '銀行一覧', href: LIST }, { label: bank.name }]}
        description={`銀行コード ${bank.code}　${bank.kana}`}
        actions={
          canEdit ? (
            <Button
              variant="secondary"
              icon={<Pencil aria-hidden="true" />}
              onPress={() => navigate(href('master/banks/:id/edit', { id: bank.code }))}
            >
              編集
            </Button>
          ) : null
        }
      />
      <Stack $gap={4}>
        <Card title="銀行">
          <BankProvenance entry={bank} />
        </Card>
        <Card title={`支店（${formatCount(bank.branch_count)}）`}>
          <Stack $gap={3}>
            {canEdit ? (
              <p style={{ margin: 0 }}>支店を選ぶと、名称・フリガナ・使用の有無・備考を修正できます。</p>
            ) : null}
            <FilterBar
              label="支店の検索条件"
              isFiltered={list.isFiltered}
              onClear={list.clear}
              summary={branches.data ? `該当 ${formatCount(branches.data.meta.total)}件` : undefined}
            >
              <SearchField
                label="支店を検索"
                placeholder="支店コード・支店名・フリガナ"
                value={search}
                onChange={setSearch}
                onSubmit={(text) => update({ search: text.trim() || null })}
              />
              <Checkbox
                isSelected={includeInactive}
                onChange={(selected) => update({ include_inactive: selected ? '1' : null })}
              >
                統合・廃止された支店も表示
              </Checkbox>
            </FilterBar>
            <ListResults
              aria-label="支店一覧"
              query={branches}
              list={list}
              columns={columns}
              getRowId={(b) => b.code}
              {...(canEdit
                ? {
                    onRowAction: (code: string | number) =>
                      setEditing(branches.data?.data.find((b) => b.code === code) ?? null),
                  }
                : {})}
              errorMessage="支店の一覧を読み込めませんでした。"
              empty={{
                icon: <Landmark aria-hidden="true" />,
                title: '支店はありません',
                filteredTitle: '条件に合う支店はありません',
                description: '',
              }}
            />
          </Stack>
        </Card>
      </Stack>
      {editing ? (
        <BankBranchDialog
          branch={editing}
          isOpen
          onOpenChange={(open) => {
            if (!open) setEditing(null);
          }}
        />
      ) : null}
    </>
  );
}
