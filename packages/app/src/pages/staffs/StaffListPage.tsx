import { useStaffs } from '@kayoi/api-client';
import { roleLabels } from '@kayoi/api-client/messages';
import {
  Avatar,
  Badge,
  Button,
  DataTable,
  EmptyState,
  ErrorState,
  FilterBar,
  formatCount,
  PageHeader,
  Select,
  Stack,
  StatusBadge,
} from '@kayoi/ui';
import { UserPlus, Users } from 'lucide-react';
import { useNavigate } from 'react-router';
import { useListParams } from '../../forms/listParams.ts';
import { href } from '../../routes/table.ts';
import { may } from '../../session/permissions.ts';
import { useSessionUser } from '../../session/session.tsx';
import { accountStatuses, accountStatusLabel, accountStatusOf, accountStatusTone } from './status.ts';

const FILTERS = ['status'] as const;
const ALL = 'all';

/** master/staffs: the store's staff, their account state, and whether each has a staff card. */
export function StaffListPage() {
  const user = useSessionUser();
  const staffs = useStaffs();
  const navigate = useNavigate();
  const list = useListParams(FILTERS);
  const status = accountStatuses.find((s) => s === list.get('status'));
  // The store's staff come whole (a few dozen at most): the state is chosen here.
  const rows = (staffs.data ?? []).filter((row) => !status || accountStatusOf(row) === status);
  return (
    <>
      <PageHeader
        title="スタッフ一覧"
        breadcrumbs={[{ label: 'マスタ' }, { label: 'スタッフ' }]}
        actions={
          may(user.role, 'manageStaff') ? (
            <Button
              variant="primary"
              icon={<UserPlus aria-hidden="true" />}
              onPress={() => navigate(href('master/staffs/new'))}
            >
              新規登録
            </Button>
          ) : null
        }
      />
      <FilterBar
        label="スタッフの絞り込み"
        isFiltered={list.isFiltered}
        onClear={list.clear}
        summary={staffs.data ? `該当 ${formatCount(rows.length)}人` : undefined}
      >
        <Select
          label="状態"
          items={[
            { id: ALL, label: 'すべて' },
            ...accountStatuses.map((s) => ({ id: s, label: accountStatusLabel[s] })),
          ]}
          selectedKey={status ?? ALL}
          onSelectionChange={(key) =>
            list.update({ status: key === ALL || key === null ? null : String(key) })
          }
        />
      </FilterBar>
      {staffs.isError ? (
        <ErrorState title="スタッフを取得できませんでした" onRetry={() => void staffs.refetch()} />
      ) : (
        <DataTable
          aria-label="スタッフ一覧"
          isLoading={staffs.isPending}
          rows={rows}
          getRowId={(row) => row.id}
          onRowAction={(id) => navigate(href('master/staffs/:id', { id }))}
          columns={[
            {
              id: 'name',
              header: '氏名',
              isRowHeader: true,
              nowrap: true,
              cell: (row) => (
                <Stack $direction="row" $gap={3} $align="center">
                  <Avatar
                    name={row.name}
                    size="sm"
                    decorative
                    {...(row.photo_url ? { src: row.photo_url } : {})}
                  />
                  <span>
                    {row.name}
                    <br />
                    <small>{row.name_kana ?? ''}</small>
                  </span>
                </Stack>
              ),
            },
            { id: 'email', header: 'メールアドレス', cell: (row) => row.email },
            { id: 'role', header: '権限', cell: (row) => <Badge tone="info">{roleLabels[row.role]}</Badge> },
            {
              id: 'status',
              header: '状態',
              cell: (row) => {
                const status = accountStatusOf(row);
                return <StatusBadge label={accountStatusLabel[status]} tone={accountStatusTone[status]} />;
              },
            },
            { id: 'instructor', header: '指導員', cell: (row) => (row.is_instructor ? '指導員' : '—') },
            {
              id: 'card',
              header: 'スタッフカード',
              cell: (row) =>
                row.card ? <Badge tone="success">発行済み</Badge> : <Badge tone="neutral">未発行</Badge>,
            },
          ]}
          emptyState={
            <EmptyState
              icon={<Users aria-hidden="true" />}
              title={list.isFiltered ? 'この状態のスタッフはいません' : 'まだスタッフがいません'}
              description={
                list.isFiltered
                  ? '絞り込みを変えてお試しください。'
                  : '「新規登録」でスタッフを追加すると、パスワード設定の招待メールが届きます。'
              }
            />
          }
        />
      )}
    </>
  );
}
