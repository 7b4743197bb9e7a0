import { useAttendanceStatus } from '@kayoi/api-client';
import { frontDeskTexts as texts } from '@kayoi/api-client/messages';
import {
  Badge,
  Card,
  DataTable,
  EmptyState,
  ErrorState,
  formatDate,
  formatDuration,
  PageHeader,
  Stack,
} from '@kayoi/ui';

/** /entry-exit/current-status: who is inside now and since when; refreshed live by the store's events. */
export function CurrentStatusPage() {
  const status = useAttendanceStatus();
  const data = status.data;
  return (
    <>
      <PageHeader
        title="在館状況"
        breadcrumbs={[{ label: texts.entryExit }, { label: '在館状況' }]}
        description={
          data
            ? `${formatDate(data.date)} 現在 在館 ${data.inside_count}名・本日の${texts.checkIn} ${data.checked_in_today}件・${texts.checkOut} ${data.checked_out_today}件（リアルタイム更新）`
            : undefined
        }
      />
      {status.isError ? (
        <ErrorState title="在館状況を取得できませんでした" onRetry={() => void status.refetch()} />
      ) : (
        <Stack $gap={4}>
          <Card title={`在館中（${data?.inside_count ?? 0}名）`}>
            <DataTable
              aria-label="在館中の会員"
              isLoading={status.isPending}
              rows={data?.inside ?? []}
              getRowId={(row) => row.attendance_id}
              columns={[
                { id: 'name', header: '氏名', cell: (row) => row.name, isRowHeader: true },
                { id: 'kana', header: 'フリガナ', cell: (row) => row.name_kana },
                { id: 'number', header: '会員番号', cell: (row) => row.member_number },
                { id: 'since', header: `${texts.checkIn}時刻`, cell: (row) => row.check_in_time },
                { id: 'stay', header: '滞在時間', cell: (row) => formatDuration(row.stay_minutes) },
                {
                  id: 'contract',
                  header: '契約時間',
                  cell: (row) =>
                    row.is_overtime ? (
                      <Badge tone="warning">時間外</Badge>
                    ) : (
                      <Badge tone="success">時間内</Badge>
                    ),
                },
              ]}
              emptyState={<EmptyState title="在館中の会員はいません" />}
            />
          </Card>
        </Stack>
      )}
    </>
  );
}
