import { useStaffs } from '@kayoi/api-client';
import { roleLabels } from '@kayoi/api-client/messages';
import {
  Avatar,
  Badge,
  Button,
  DataTable,
  EmptyState,
  ErrorState,
  PageHeader,
  Stack,
  StatusBadge,
} from '@kayoi/ui';
import { UserPlus, Users } from 'lucide-react';
import { useNavigate } from 'react-router';
import { href } from '../../routes/table.ts';
import { may } from '../../session/permissions.ts';
import { useSessionUser } from '../../session/session.tsx';
import { accountStatusLabel, accountStatusOf, accountStatusTone } from './status.ts';

/** master/staffs: the store's staff, their account state, and whether each has a staff card. */
export function StaffListPage() {
  const user = useSessionUser();
  const staffs = useStaffs();
  const navigate = useNavigate();
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
      {staffs.isError ? (
        <ErrorState title="スタッフを取得できませんでした" onRetry={() => void staffs.refetch()} />
      ) : (
        <DataTable
          aria-label="スタッフ一覧"
          isLoading={staffs.isPending}
          rows={staffs.data ?? []}
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
              title="まだスタッフがいません"
              description="「新規登録」でスタッフを追加すると、パスワード設定の招待メールが届きます。"
            />
          }
        />
      )}
    </>
  );
}
