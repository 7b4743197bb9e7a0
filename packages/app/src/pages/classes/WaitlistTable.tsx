import {
  useDeclineWaitlistOffer,
  useEnrollInClass,
  type WaitlistEntry,
  type WeeklyClass,
} from '@kayoi/api-client';
import { mutationMessages } from '@kayoi/api-client/messages';
import { formatTokyo } from '@kayoi/domain/calendar';
import { classMessages, formatMessage } from '@kayoi/domain/messages';
import { Badge, Button, ConfirmDialog, DataTable, Stack, useToast } from '@kayoi/ui';
import { useState } from 'react';
import { failureText } from '../../forms/failure.ts';

// A class's waiting list (キャンセル待ち) in order: who holds an offered seat and until when (Tokyo time), and the
// offer answered — 登録する takes the seat, 辞退 lets it pass to the next in line (the server offers it on).

export function WaitlistTable({
  record,
  waitlist,
}: {
  record: WeeklyClass;
  waitlist: readonly WaitlistEntry[];
}) {
  const toast = useToast();
  const enrol = useEnrollInClass();
  const decline = useDeclineWaitlistOffer();
  const [declining, setDeclining] = useState<WaitlistEntry | null>(null);
  return (
    <>
      <DataTable
        aria-label="キャンセル待ち"
        rows={[...waitlist]}
        getRowId={(row) => row.id}
        columns={[
          { id: 'position', header: '順番', nowrap: true, cell: (row) => `${row.position}番目` },
          { id: 'name', header: '氏名', isRowHeader: true, cell: (row) => row.name },
          {
            id: 'status',
            header: '状態',
            cell: (row) =>
              row.status === 'offered' ? (
                <Stack $gap={1}>
                  <span>
                    <Badge tone="success">席を確保中</Badge>
                  </span>
                  {row.offer_expires_at ? (
                    <small>{formatTokyo(new Date(row.offer_expires_at), 'M月d日(EEE) HH:mm')}まで</small>
                  ) : null}
                </Stack>
              ) : (
                '待機中'
              ),
          },
          {
            id: 'actions',
            header: '操作',
            nowrap: true,
            cell: (row) =>
              row.status === 'offered' ? (
                <Stack $direction="row" $gap={1}>
                  <Button
                    size="sm"
                    variant="primary"
                    aria-label={`登録する（${row.name}さん）`}
                    isLoading={enrol.isPending && enrol.variables?.input.customer_id === row.customer_id}
                    onPress={() =>
                      enrol.mutate(
                        { classId: record.id, input: { customer_id: row.customer_id, join_waitlist: false } },
                        {
                          onSuccess: () =>
                            toast.success(formatMessage(classMessages.enrolled, { name: row.name })),
                          onError: (error) => toast.error(failureText(error, mutationMessages.createFailed)),
                        },
                      )
                    }
                  >
                    登録する
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`辞退（${row.name}さん）`}
                    onPress={() => setDeclining(row)}
                  >
                    辞退
                  </Button>
                </Stack>
              ) : null,
          },
        ]}
      />
      <ConfirmDialog
        isOpen={declining !== null}
        onOpenChange={(open) => !open && setDeclining(null)}
        title="席を辞退しますか？"
        message={
          declining
            ? `${declining.name}さんに案内中の席を辞退します。キャンセル待ちから外れ、席は次の方に案内されます。`
            : ''
        }
        confirmLabel="辞退する"
        tone="danger"
        isConfirming={decline.isPending}
        onConfirm={() => {
          if (!declining) return;
          decline.mutate(
            { classId: record.id, customerId: declining.customer_id },
            {
              onSuccess: (answer) => {
                toast.success(answer.message ?? '辞退しました');
                setDeclining(null);
              },
              onError: (error) => {
                toast.error(failureText(error, mutationMessages.updateFailed));
                setDeclining(null);
              },
            },
          );
        }}
      />
    </>
  );
}
