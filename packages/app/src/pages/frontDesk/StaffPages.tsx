import { useStaff, useStaffs } from '@kayoi/api-client';
import { roleLabels } from '@kayoi/api-client/messages';
import {
  Avatar,
  Badge,
  Card,
  DataTable,
  EmptyState,
  ErrorState,
  PageHeader,
  Skeleton,
  Stack,
} from '@kayoi/ui';
import { useNavigate, useParams } from 'react-router';
import { CardRegistryContainer } from './CardRegistryContainer.tsx';

/** master/staffs: the store's staff and whether each has a staff card. */
export function StaffListPage() {
  const staffs = useStaffs();
  const navigate = useNavigate();
  return (
    <>
      <PageHeader title="スタッフ一覧" breadcrumbs={[{ label: 'マスタ' }, { label: 'スタッフ' }]} />
      {staffs.isError ? (
        <ErrorState title="スタッフを取得できませんでした" onRetry={() => void staffs.refetch()} />
      ) : (
        <DataTable
          aria-label="スタッフ一覧"
          isLoading={staffs.isPending}
          rows={staffs.data ?? []}
          getRowId={(row) => row.id}
          onRowAction={(id) => navigate(`/master/staffs/${id}`)}
          columns={[
            { id: 'name', header: '氏名', cell: (row) => row.name, isRowHeader: true },
            { id: 'kana', header: 'フリガナ', cell: (row) => row.name_kana ?? '' },
            { id: 'email', header: 'メールアドレス', cell: (row) => row.email },
            { id: 'role', header: '権限', cell: (row) => <Badge tone="info">{roleLabels[row.role]}</Badge> },
            {
              id: 'card',
              header: 'スタッフカード',
              cell: (row) =>
                row.card ? <Badge tone="success">発行済み</Badge> : <Badge tone="neutral">未発行</Badge>,
            },
          ]}
          emptyState={<EmptyState title="スタッフはいません" />}
        />
      )}
    </>
  );
}

/** master/staffs/:id: the profile and the place where staff cards are issued. */
export function StaffDetailPage() {
  const id = Number(useParams().id);
  const staff = useStaff(id);
  const data = staff.data;
  return (
    <>
      <PageHeader
        title={data ? data.name : 'スタッフ詳細'}
        breadcrumbs={[
          { label: 'マスタ' },
          { label: 'スタッフ', href: '/master/staffs' },
          { label: data?.name ?? 'スタッフ詳細' },
        ]}
      />
      {staff.isError ? (
        <ErrorState title="スタッフを取得できませんでした" onRetry={() => void staff.refetch()} />
      ) : !data ? (
        <Skeleton height={200} />
      ) : (
        <Stack $gap={4}>
          <Card title="プロフィール">
            <div style={{ display: 'flex', gap: 24, alignItems: 'center', flexWrap: 'wrap' }}>
              <Avatar name={data.name} size="lg" {...(data.photo_url ? { src: data.photo_url } : {})} />
              <dl
                style={{
                  display: 'grid',
                  gridTemplateColumns: 'max-content 1fr',
                  gap: '8px 24px',
                  margin: 0,
                }}
              >
                <dt>氏名</dt>
                <dd style={{ margin: 0 }}>
                  {data.name}（{data.name_kana ?? ''}）
                </dd>
                <dt>メールアドレス</dt>
                <dd style={{ margin: 0 }}>{data.email}</dd>
                <dt>権限</dt>
                <dd style={{ margin: 0 }}>
                  <Badge tone="info">{roleLabels[data.role]}</Badge>
                </dd>
                <dt>所属店舗</dt>
                <dd style={{ margin: 0 }}>{data.store ?? '未設定'}</dd>
              </dl>
            </div>
          </Card>
          <CardRegistryContainer holderType="staff" holderId={data.id} holderName={data.name} />
        </Stack>
      )}
    </>
  );
}
