import { type DailyReport, useDailyReport, useSignOffDailyReport } from '@kayoi/api-client';
import { formatJapaneseDate } from '@kayoi/domain/calendar';
import { Alert, Button, Card, formatDateTime, Modal, TextArea, useToast } from '@kayoi/ui';
import { CheckCircle2, Lock } from 'lucide-react';
import { useState } from 'react';
import styled from 'styled-components';
import { failureText } from '../../forms/failure.ts';
import type { RouteEntry } from '../../routes/table.ts';
import { reportMessages as m } from './messages.ts';
import { ReportControls, ReportPage } from './ReportPage.tsx';
import { useReportFilters } from './useReportFilters.ts';

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  p {
    margin: 0;
  }
  blockquote {
    margin: ${({ theme }) => theme.space(2, 0, 0)};
    white-space: pre-wrap;
  }
`;

/** The day's close (締め): who signed it and the note, or the manager's button to sign it. */
function SignOff({ report, storeId }: { report: DailyReport; storeId: number | undefined }) {
  const toast = useToast();
  const signOff = useSignOffDailyReport();
  const [isOpen, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const day = report.period.from;
  const signed = report.sign_off;
  const submit = () =>
    signOff.mutate(
      { date: day, ...(storeId ? { store_id: storeId } : {}), note: note.trim() || null },
      {
        onSuccess: () => {
          setOpen(false);
          toast.success(m.signOff.done);
        },
        onError: (error) => toast.error(failureText(error, m.signOff.failed)),
      },
    );
  return (
    <Card title={m.signOff.title}>
      {signed ? (
        <Row>
          <div>
            <p>
              <CheckCircle2 aria-hidden="true" size={16} />{' '}
              {m.signOff.signed(signed.signed_by.name, formatDateTime(signed.signed_at))}
            </p>
            {signed.note ? <blockquote aria-label={m.signOff.note}>{signed.note}</blockquote> : null}
          </div>
        </Row>
      ) : (
        <Row>
          <p>{m.signOff.unsigned}</p>
          <span data-print-hide>
            <Button icon={<Lock aria-hidden="true" />} onPress={() => setOpen(true)}>
              {m.signOff.buttonFor(formatJapaneseDate(day))}
            </Button>
          </span>
        </Row>
      )}
      <Modal
        title={m.signOff.buttonFor(formatJapaneseDate(day))}
        isOpen={isOpen}
        onOpenChange={setOpen}
        footer={
          <>
            <Button variant="secondary" onPress={() => setOpen(false)}>
              キャンセル
            </Button>
            <Button isLoading={signOff.isPending} onPress={submit}>
              {m.signOff.confirm}
            </Button>
          </>
        }
      >
        <Alert tone="info">
          {report.store.name}・{formatJapaneseDate(day)}の日報を締めます。締めた後は取り消せません。
        </Alert>
        <TextArea label={m.signOff.note} description={m.signOff.noteHint} value={note} onChange={setNote} />
      </Modal>
    </Card>
  );
}

/** /reports/daily: one day of one store for the close of the day, printable on A4, with the manager's sign-off. */
export function DailyReportPage({ route }: { route: RouteEntry }) {
  const filters = useReportFilters();
  const params = {
    date: filters.day,
    from: filters.day,
    to: filters.day,
    ...(filters.params.store_id ? { store_id: filters.params.store_id } : {}),
  };
  const query = useDailyReport(params);
  const storeId = filters.store === 'session' || filters.store === 'all' ? undefined : Number(filters.store);
  return (
    <ReportPage
      name="daily"
      title={route.title}
      params={params}
      query={query}
      controls={<ReportControls filters={filters} period="day" allowAllStores={false} />}
    >
      {(report) => <SignOff report={report} storeId={storeId} />}
    </ReportPage>
  );
}
