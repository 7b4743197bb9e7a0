import { type AttendanceStatus, type CurrentVisitor, useAttendanceStatus } from '@kayoi/api-client';
import { frontDeskTexts as texts } from '@kayoi/api-client/messages';
import {
  Badge,
  Button,
  Card,
  DataTable,
  EmptyState,
  ErrorState,
  formatDuration,
  PageHeader,
  type ReaderStatus,
  Select,
  Stack,
  TapPrompt,
} from '@kayoi/ui';
import { memo, useCallback, useDeferredValue, useState } from 'react';
import { DeskMemberSearch } from '../../frontDesk/DeskMemberSearch.tsx';
import { type NfcApi, useNfc } from '../../frontDesk/NfcContext.tsx';
import { useFrontDesk } from '../../frontDesk/useFrontDesk.tsx';

const modalTypes = [
  { id: 'detailed', label: '詳細表示' },
  { id: 'simple', label: 'シンプル表示（全画面）' },
];

/** What the desk can do with cards now: Web NFC not started yet is a reader waiting for its scan button. */
function readerStatusOf(nfc: NfcApi): ReaderStatus {
  if (nfc.platform.reader === 'webnfc' && nfc.state === 'idle') return 'idle';
  return nfc.status;
}

/**
 * /entry-exit/check-in and /check-out: the desk's card prompt (the server decides in or out), the member
 * search for members without their card, and — for check-in — today's check-ins and check-outs, for
 * check-out — who is inside, each with a チェックアウト button.
 */
export function EntryExitPage({ mode }: { mode: 'check-in' | 'check-out' }) {
  const nfc = useNfc();
  const desk = useFrontDesk();
  const status = useAttendanceStatus();
  // The lists follow the status at a lower priority than the desk: drawing a new list yields to the next
  // tap's card and to the welcome display it opens, instead of keeping them waiting for the whole table.
  const data = useDeferredValue(status.data);
  const [sending, setSending] = useState<number | null>(null);
  const heading = mode === 'check-in' ? texts.checkIn : texts.checkOut;
  const { submitCustomer } = desk;

  const record = useCallback(
    async (id: number) => {
      setSending(id);
      try {
        await submitCustomer({ customer_id: id });
      } finally {
        setSending(null);
      }
    },
    [submitCustomer],
  );
  const checkOut = useCallback((id: number) => void record(id), [record]);

  return (
    <>
      <PageHeader
        title={heading}
        breadcrumbs={[{ label: texts.entryExit }, { label: heading }]}
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
          reader={readerStatusOf(nfc)}
          readerNotice={nfc.notice}
          manualHint={texts.recordWithoutCard}
          queued={desk.queued}
          offline={desk.offline}
          hint={nfc.cooldown}
          onReconnect={nfc.reconnect}
        />
        <Card title={texts.memberSearchTitle}>
          <div style={{ maxWidth: 560 }}>
            <DeskMemberSearch onRecord={record} />
          </div>
        </Card>
        {status.isError ? (
          <ErrorState title="在館状況を取得できませんでした" onRetry={() => void status.refetch()} />
        ) : mode === 'check-in' ? (
          <TodaysList status={data} />
        ) : (
          <InsideList visitors={data?.inside ?? null} onCheckOut={checkOut} sending={sending} />
        )}
      </Stack>
    </>
  );
}

type RecentRow = AttendanceStatus['recent'][number];

const recentColumns = [
  { id: 'time', header: '時刻', cell: (row: RecentRow) => row.time, width: 90 },
  { id: 'name', header: '氏名', cell: (row: RecentRow) => row.name, isRowHeader: true },
  {
    id: 'action',
    header: '区分',
    cell: (row: RecentRow) => (
      <Badge tone={row.action === 'check_in' ? 'success' : 'info'}>
        {row.action === 'check_in' ? texts.checkIn : texts.checkOut}
      </Badge>
    ),
  },
];
const recentRowId = (row: RecentRow) => `${row.attendance_id}-${row.action}`;
const noRecent: RecentRow[] = [];

/** Today's check-ins and check-outs: drawn again only when the status changes, not on every tap. */
const TodaysList = memo(function TodaysList({ status }: { status: AttendanceStatus | undefined }) {
  return (
    <Card
      title={`${texts.todaysList}（${texts.checkIn} ${status?.checked_in_today ?? 0}件・${texts.checkOut} ${status?.checked_out_today ?? 0}件）`}
    >
      <DataTable
        aria-label={texts.todaysList}
        isLoading={status === undefined}
        rows={status?.recent ?? noRecent}
        getRowId={recentRowId}
        columns={recentColumns}
        emptyState={<EmptyState title={texts.todaysListEmpty} />}
      />
    </Card>
  );
});

const InsideList = memo(function InsideList({
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
          { id: 'since', header: texts.checkIn, cell: (row) => row.check_in_time, width: 110 },
          { id: 'stay', header: '滞在', cell: (row) => formatDuration(row.stay_minutes), width: 90 },
          {
            id: 'action',
            header: '操作',
            cell: (row) => (
              <Button
                size="sm"
                variant="secondary"
                aria-label={`${row.name}さんを${texts.checkOut}`}
                onPress={() => onCheckOut(row.customer_id)}
                isLoading={sending === row.customer_id}
              >
                {texts.checkOut}
              </Button>
            ),
          },
        ]}
        emptyState={<EmptyState title="在館中の会員はいません" />}
      />
    </Card>
  );
});
