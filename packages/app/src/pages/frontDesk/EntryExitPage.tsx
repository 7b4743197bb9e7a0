import { type CurrentVisitor, useAttendanceStatus } from '@kayoi/api-client';
import {
  Badge,
  Button,
  Card,
  DataTable,
  EmptyState,
  ErrorState,
  formatDuration,
  PageHeader,
  Select,
  Stack,
  TapPrompt,
  TextField,
} from '@kayoi/ui';
import { useState } from 'react';
import { useNfc } from '../../frontDesk/NfcContext.tsx';
import { useFrontDesk } from '../../frontDesk/useFrontDesk.tsx';

const modalTypes = [
  { id: 'detailed', label: '詳細表示' },
  { id: 'simple', label: 'シンプル表示（全画面）' },
];

/**
 * /entry-exit/check-in and /check-out: the desk's card prompt (the server decides in or out), a manual entry
 * by customer id, and — for check-in — today's entries and exits, for check-out — who is inside, each with
 * a 退館 button.
 */
export function EntryExitPage({ mode }: { mode: 'check-in' | 'check-out' }) {
  const nfc = useNfc();
  const desk = useFrontDesk();
  const status = useAttendanceStatus();
  const [customerId, setCustomerId] = useState('');
  const [sending, setSending] = useState<number | null>(null);
  const heading = mode === 'check-in' ? '入館' : '退館';

  const record = async (id: number) => {
    setSending(id);
    try {
      await desk.submitCustomer({ customer_id: id });
    } finally {
      setSending(null);
    }
  };

  return (
    <>
      <PageHeader
        title={heading}
        breadcrumbs={[{ label: '入退館' }, { label: heading }]}
        actions={
          <Select
            label="表示形式"
            items={modalTypes}
            selectedKey={desk.modalType}
            onSelectionChange={(key) => desk.setModalType(key === 'simple' ? 'simple' : 'detailed')}
          />
        }
      />
      <Stack $gap={4}>
        <TapPrompt
          heading={heading}
          reader={nfc.status}
          readerNotice={nfc.notice}
          queued={desk.queued}
          offline={desk.offline}
          hint={nfc.cooldown}
          onReconnect={nfc.reconnect}
        />
        <Card title="会員IDで記録">
          <form
            onSubmit={(event) => {
              event.preventDefault();
              const id = Number(customerId);
              if (Number.isInteger(id) && id > 0) void record(id);
            }}
            style={{ display: 'flex', gap: 12, alignItems: 'flex-end', flexWrap: 'wrap' }}
          >
            <TextField
              label="顧客ID"
              inputMode="numeric"
              value={customerId}
              onChange={setCustomerId}
              description="カードを忘れた会員は顧客IDで記録できます"
            />
            <Button
              type="submit"
              variant="primary"
              isLoading={sending !== null && sending === Number(customerId)}
            >
              記録する
            </Button>
          </form>
        </Card>
        {status.isError ? (
          <ErrorState title="在館状況を取得できませんでした" onRetry={() => void status.refetch()} />
        ) : mode === 'check-in' ? (
          <Card
            title={`本日の入退館（入館 ${status.data?.checked_in_today ?? 0}件・退館 ${status.data?.checked_out_today ?? 0}件）`}
          >
            <DataTable
              aria-label="本日の入退館"
              isLoading={status.isPending}
              rows={status.data?.recent ?? []}
              getRowId={(row) => `${row.attendance_id}-${row.action}`}
              columns={[
                { id: 'time', header: '時刻', cell: (row) => row.time, width: 90 },
                { id: 'name', header: '氏名', cell: (row) => row.name, isRowHeader: true },
                {
                  id: 'action',
                  header: '区分',
                  cell: (row) => (
                    <Badge tone={row.action === 'check_in' ? 'success' : 'info'}>
                      {row.action === 'check_in' ? '入館' : '退館'}
                    </Badge>
                  ),
                },
              ]}
              emptyState={<EmptyState title="本日の入退館はまだありません" />}
            />
          </Card>
        ) : (
          <InsideList
            visitors={status.data?.inside ?? null}
            onCheckOut={(id) => void record(id)}
            sending={sending}
          />
        )}
      </Stack>
    </>
  );
}

function InsideList({
  visitors,
  onCheckOut,
  sending,
}: {
  visitors: CurrentVisitor[] | null;
  onCheckOut: (customerId: number) => void;
  sending: number | null;
}) {
  return (
    <Card title={`在館中（${visitors?.length ?? 0}名）`}>
      <DataTable
        aria-label="在館中の会員"
        isLoading={visitors === null}
        rows={visitors ?? []}
        getRowId={(row) => row.attendance_id}
        columns={[
          { id: 'name', header: '氏名', cell: (row) => row.name, isRowHeader: true },
          { id: 'since', header: '入館', cell: (row) => row.check_in_time, width: 90 },
          { id: 'stay', header: '滞在', cell: (row) => formatDuration(row.stay_minutes), width: 90 },
          {
            id: 'action',
            header: '操作',
            cell: (row) => (
              <Button
                size="sm"
                variant="secondary"
                onPress={() => onCheckOut(row.customer_id)}
                isLoading={sending === row.customer_id}
              >
                退館
              </Button>
            ),
          },
        ]}
        emptyState={<EmptyState title="在館中の会員はいません" />}
      />
    </Card>
  );
}
