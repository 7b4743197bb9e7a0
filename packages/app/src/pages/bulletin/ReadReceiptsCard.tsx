import { useBulletinReadReceipts } from '@kayoi/api-client';
import { Card, DataTable, ErrorState, formatCount, formatDateTime, Skeleton, Tabs } from '@kayoi/ui';

/**
 * A manager's view of who has read a post (既読, first reader first, with when) and who has not yet (未読):
 * two tabs, each a table a screen reader can walk. Mounted for managers and admins only (staff get 403).
 */
export function ReadReceiptsCard({ postId }: { postId: number }) {
  const query = useBulletinReadReceipts(postId);
  const receipts = query.data;
  return (
    <Card title="既読状況">
      {query.isError ? (
        <ErrorState message="既読状況を読み込めませんでした。" onRetry={() => void query.refetch()} />
      ) : !receipts ? (
        <Skeleton height={120} />
      ) : (
        <Tabs
          aria-label="既読状況"
          items={[
            {
              id: 'read',
              label: `既読 ${formatCount(receipts.read_count)}名`,
              content: (
                <DataTable
                  aria-label="既読のスタッフ"
                  rows={receipts.read}
                  getRowId={(row) => row.staff.id}
                  emptyState="まだ誰も読んでいません"
                  columns={[
                    { id: 'name', header: '氏名', isRowHeader: true, cell: (row) => row.staff.name },
                    {
                      id: 'read_at',
                      header: '既読日時',
                      nowrap: true,
                      cell: (row) => formatDateTime(row.read_at),
                    },
                  ]}
                />
              ),
            },
            {
              id: 'unread',
              label: `未読 ${formatCount(receipts.unread_count)}名`,
              content: (
                <DataTable
                  aria-label="未読のスタッフ"
                  rows={receipts.unread}
                  getRowId={(staff) => staff.id}
                  emptyState="全員が読みました"
                  columns={[{ id: 'name', header: '氏名', isRowHeader: true, cell: (staff) => staff.name }]}
                />
              ),
            },
          ]}
        />
      )}
    </Card>
  );
}
