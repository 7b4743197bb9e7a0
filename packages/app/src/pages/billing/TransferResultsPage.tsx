import {
  type BillingCycle,
  isApiError,
  type TransferResultOutcome,
  type TransferResultRecord,
  useBillingCycle,
  useImportTransferResults,
  useTransferResults,
} from '@kayoi/api-client';
import { longMonthLabel } from '@kayoi/domain/calendar';
import { formatYen } from '@kayoi/domain/money';
import {
  Alert,
  Button,
  Card,
  DescriptionList,
  ErrorState,
  formatCount,
  formatDateTime,
  PageHeader,
  Skeleton,
  Stack,
  StatusBadge,
  useToast,
} from '@kayoi/ui';
import { Upload } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams } from 'react-router';
import { failureText } from '../../forms/failure.ts';
import { href } from '../../routes/table.ts';
import { RecordQuery } from '../RecordStates.tsx';
import { Table } from './InvoiceTable.tsx';
import { billingMessages } from './messages.ts';
import { ResultFileDrop } from './ResultFileDrop.tsx';
import { zenginMessages } from './zenginMessages.ts';

const text = zenginMessages.results;
const LIST = { label: billingMessages.cycles.list, href: '/billing' };

/** Records of one outcome: who, 顧客番号, amount, the bank's code with its Japanese reason, what was done. */
function RecordTable({ label, records }: { label: string; records: readonly TransferResultRecord[] }) {
  return (
    <Table aria-label={label}>
      <thead>
        <tr>
          <th scope="col">会員</th>
          <th scope="col">顧客番号</th>
          <th scope="col" className="end">
            金額
          </th>
          <th scope="col">振替結果</th>
          <th scope="col">内容</th>
        </tr>
      </thead>
      <tbody>
        {records.map((r) => (
          <tr key={`${r.import_id}-${r.record_number}`}>
            <th scope="row">
              {r.customer_id ? (
                <Link to={href('customers/:id', { id: r.customer_id })}>{r.customer_name ?? '—'}</Link>
              ) : (
                (r.customer_name ?? '—')
              )}
            </th>
            <td className="muted">{r.customer_number}</td>
            <td className="end">{formatYen(r.amount)}</td>
            <td>
              {r.result_code} {r.result_label}
            </td>
            <td>{r.message}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}

/** A long list (every record debited) drawn only once opened. */
function RecordsOnDemand({ label, records }: { label: string; records: readonly TransferResultRecord[] }) {
  const [open, setOpen] = useState(false);
  if (records.length === 0) return null;
  return (
    <details onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>
        {label}の明細（{formatCount(records.length)}件）
      </summary>
      {open ? <RecordTable label={`${label}の明細`} records={records} /> : null}
    </details>
  );
}

/** What an upload changed: the four counts, then the failed and unmatched records (the ones to act on). */
function Outcome({ outcome }: { outcome: TransferResultOutcome }) {
  const { import: run } = outcome;
  return (
    <Card title={text.outcome}>
      <Stack $gap={4}>
        {run.status === 'unchanged' ? (
          <Alert tone="info" role="status">
            {text.unchanged}
          </Alert>
        ) : (
          <Alert tone="success" role="status">
            {text.imported}（{run.file_name}）
          </Alert>
        )}
        <DescriptionList
          items={[
            { term: text.paid, description: `${formatCount(run.paid_count)}件` },
            { term: text.failed, description: `${formatCount(run.failed_count)}件` },
            { term: text.unchangedCount, description: `${formatCount(run.unchanged_count)}件` },
            { term: text.unmatched, description: `${formatCount(run.unmatched_count)}件` },
            { term: text.paidTotal, description: formatYen(run.paid_total) },
          ]}
        />
        {outcome.failed.length > 0 ? (
          <Stack $gap={2}>
            <h3>{text.failed}</h3>
            <p>{text.failedHint}</p>
            <RecordTable label={`${text.failed}の明細`} records={outcome.failed} />
          </Stack>
        ) : null}
        <RecordsOnDemand label={text.paid} records={outcome.paid} />
        <RecordsOnDemand label={text.unchangedCount} records={outcome.unchanged} />
        {outcome.unmatched.length > 0 ? (
          <Stack $gap={2}>
            <h3>{text.unmatched}</h3>
            <Alert tone="warning">{text.unmatchedHint}</Alert>
            <RecordTable label={`${text.unmatched}の明細`} records={outcome.unmatched} />
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}

/** The server's refusal: its message and, one per line, what did not match (nothing was changed). */
function Refusal({ error }: { error: unknown }) {
  const details = isApiError(error) ? Object.values(error.fieldErrors).flat() : [];
  return (
    <Alert tone="danger" title={text.refused}>
      <Stack $gap={1}>
        <span>{failureText(error, text.refused)}</span>
        {details.length > 0 ? (
          <ul>
            {details.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : null}
      </Stack>
    </Alert>
  );
}

function ResultUpload({ cycle }: { cycle: BillingCycle }) {
  const toast = useToast();
  const upload = useImportTransferResults();
  const [file, setFile] = useState<File | null>(null);
  const [outcome, setOutcome] = useState<TransferResultOutcome | null>(null);
  const send = () => {
    if (!file || upload.isPending) return;
    setOutcome(null);
    upload.mutate(
      { cycleId: cycle.id, file },
      {
        onSuccess: (answer) => {
          setOutcome(answer.data);
          toast.success(answer.data.import.status === 'unchanged' ? text.unchanged : text.imported);
        },
      },
    );
  };
  return (
    <>
      <Card title={text.upload}>
        <Stack $gap={3}>
          <ResultFileDrop
            label={text.choose}
            hint={text.uploadHint}
            fileName={file?.name ?? null}
            isDisabled={upload.isPending}
            onChoose={(chosen) => {
              setFile(chosen);
              setOutcome(null);
              upload.reset();
            }}
          />
          <div>
            <Button
              variant="primary"
              icon={<Upload aria-hidden="true" />}
              isDisabled={!file}
              isLoading={upload.isPending}
              onPress={send}
            >
              {text.submit}
            </Button>
          </div>
          {upload.isPending ? <p role="status">{text.importing}</p> : null}
          {upload.isError ? <Refusal error={upload.error} /> : null}
        </Stack>
      </Card>
      {outcome ? <Outcome outcome={outcome} /> : null}
    </>
  );
}

/** The cycle's imports so far, newest first, and the debits that failed (what the cash desk follows up). */
function PastImports({ cycleId }: { cycleId: number }) {
  const results = useTransferResults(cycleId);
  if (results.isError)
    return (
      <Card title={text.past}>
        <ErrorState
          message={failureText(results.error, text.pastFailed)}
          onRetry={() => void results.refetch()}
        />
      </Card>
    );
  if (!results.data)
    return (
      <Card title={text.past}>
        <Skeleton height={120} />
      </Card>
    );
  const { imports, records } = results.data;
  const failed = records.filter((r) => r.outcome === 'failed');
  return (
    <>
      <Card title={text.failedRecords}>
        {failed.length === 0 ? (
          <p>{text.noFailed}</p>
        ) : (
          <RecordTable label={text.failedRecords} records={failed} />
        )}
      </Card>
      <Card title={text.past}>
        {imports.length === 0 ? (
          <p>{text.pastEmpty}</p>
        ) : (
          <Table aria-label={text.past}>
            <thead>
              <tr>
                <th scope="col">取込日時</th>
                <th scope="col">ファイル</th>
                <th scope="col" className="end">
                  {text.paid}
                </th>
                <th scope="col" className="end">
                  {text.failed}
                </th>
                <th scope="col" className="end">
                  {text.unchangedCount}
                </th>
                <th scope="col" className="end">
                  {text.unmatched}
                </th>
                <th scope="col" className="end">
                  {text.paidTotal}
                </th>
              </tr>
            </thead>
            <tbody>
              {imports.map((run) => (
                <tr key={run.id}>
                  <th scope="row">
                    {formatDateTime(run.imported_at)}
                    <div className="muted">{run.imported_by ?? '—'}</div>
                  </th>
                  <td>
                    {run.file_name}{' '}
                    <StatusBadge
                      label={text.statuses[run.status]}
                      tone={run.status === 'applied' ? 'success' : 'neutral'}
                    />
                    <div className="muted" title={run.sha256}>
                      SHA-256 {run.sha256.slice(0, 12)}…
                    </div>
                  </td>
                  <td className="end">{formatCount(run.paid_count)}</td>
                  <td className="end">{formatCount(run.failed_count)}</td>
                  <td className="end">{formatCount(run.unchanged_count)}</td>
                  <td className="end">{formatCount(run.unmatched_count)}</td>
                  <td className="end">{formatYen(run.paid_total)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Card>
    </>
  );
}

function TransferResults({ cycle }: { cycle: BillingCycle }) {
  const month = longMonthLabel(cycle.billing_month);
  const title = `${month}の${text.title}`;
  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={[
          { label: billingMessages.area },
          LIST,
          { label: month, href: href('billing/cycles/:id', { id: cycle.id }) },
          { label: text.title },
        ]}
      />
      <Stack $gap={4}>
        {cycle.status === 'draft' || cycle.status === 'confirmed' ? (
          <Alert tone="info" role="status">
            {text.notExported}
          </Alert>
        ) : null}
        <ResultUpload cycle={cycle} />
        <PastImports cycleId={cycle.id} />
      </Stack>
    </>
  );
}

/**
 * /billing/cycles/{id}/transfer-results: the bank's result file uploaded (chosen or dropped), what it changed
 * — paid, failed with the bank's reason, unchanged, unmatched — and the cycle's past imports.
 */
export function TransferResultsPage() {
  const cycle = useBillingCycle(Number(useParams().id));
  return (
    <RecordQuery query={cycle} title={text.title} parent={LIST} noun={billingMessages.cycles.noun}>
      {(loaded) => <TransferResults cycle={loaded} />}
    </RecordQuery>
  );
}
