import { useBank, useBankBranches } from '@kayoi/api-client';
import { Button, Card, type DataTableColumn, formatCount, PageHeader, Stack } from '@kayoi/ui';
import { Landmark, Pencil } from 'lucide-react';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { href } from '../../routes/table.ts';
import { may } from '../../session/permissions.ts';
import { useSessionUser } from '../../session/session.tsx';
import { ListResults } from '../../shell/ListResults.tsx';
import { RecordQuery } from '../RecordStates.tsx';
import { BankBranchDialog } from './BankBranchDialog.tsx';
import {
  type Bank,
  type BankBranch,
  BankFlags,
  BankProvenance,
  BankSearchBar,
  useBankSearch,
} from './BankFields.tsx';

const LIST = href('master/banks');

/** master/banks/{code}: the bank, its correction state, and its branches (admins correct a branch here). */
export function BankDetailPage() {
  const code = useParams().id ?? '';
  return (
    <RecordQuery
      query={useBank(code)}
      title="銀行詳細"
      parent={{ label: '銀行一覧', href: LIST }}
      noun="銀行"
    >
      {(bank) => <Detail bank={bank} />}
    </RecordQuery>
  );
}

function Detail({ bank }: { bank: Bank }) {
  const user = useSessionUser();
  const navigate = useNavigate();
  const canEdit = may(user.role, 'editBanks');
  const search = useBankSearch();
  const branches = useBankBranches(bank.code, search.params);
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
            <BankSearchBar
              search={search}
              label="支店の検索条件"
              searchLabel="支店を検索"
              placeholder="支店コード・支店名・フリガナ"
              inactiveLabel="統合・廃止された支店も表示"
              total={branches.data?.meta.total}
            />
            <ListResults
              aria-label="支店一覧"
              query={branches}
              list={search.list}
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
