import { useCustomerGradeHistory } from '@kayoi/api-client';
import { formatJapaneseDate, formatTokyo } from '@kayoi/domain/calendar';
import { Badge, Card, ErrorState, Skeleton, Stack, Timeline } from '@kayoi/ui';

// The member's grade (級) and its history on the customer record (issue 14): each promotion with the test that
// gave it, who recorded it and when.

export function CustomerGradeHistory({ customerId }: { customerId: number }) {
  const history = useCustomerGradeHistory(customerId);
  return (
    <Card title="級・進級履歴">
      {history.isError ? (
        <ErrorState message="進級履歴を読み込めませんでした。" onRetry={() => void history.refetch()} />
      ) : history.isPending ? (
        <Skeleton height={96} />
      ) : (
        <Stack $gap={4}>
          <p>
            現在の級：
            {history.data.current_grade ? (
              <Badge tone="info">{history.data.current_grade.name}</Badge>
            ) : (
              '未設定'
            )}
          </p>
          <Timeline
            aria-label="進級履歴"
            emptyText="進級の記録はまだありません"
            entries={history.data.entries.map((entry) => ({
              id: entry.id,
              time: formatTokyo(new Date(entry.changed_at), 'yyyy年M月d日 HH:mm'),
              title: `${entry.from_grade?.name ?? '—'} → ${entry.to_grade?.name ?? '—'}`,
              tone: 'success' as const,
              ...(entry.changed_by ? { meta: `記録：${entry.changed_by.name}` } : {}),
              ...(entry.test
                ? { body: `${entry.test.name}（${formatJapaneseDate(entry.test.held_on)}）` }
                : {}),
            }))}
          />
        </Stack>
      )}
    </Card>
  );
}
