import {
  type BillingCycle,
  billingKeys,
  type CollectionProfile,
  downloadZenginExportQueryOptions,
  downloadZenginExportVersionQueryOptions,
  useBillingCycles,
  useCollectionProfiles,
  useZenginExportPrecheck,
  useZenginExports,
  type ZenginExport,
  type ZenginPrecheck,
} from '@kayoi/api-client';
import { formatSlashDate, longMonthLabel } from '@kayoi/domain/calendar';
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
  Select,
  Skeleton,
  Stack,
  StatusBadge,
  useToast,
} from '@kayoi/ui';
import { useQueryClient } from '@tanstack/react-query';
import { Download, FileDown } from 'lucide-react';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { failureText } from '../../forms/failure.ts';
import { saveFile } from '../../forms/saveFile.ts';
import { href } from '../../routes/table.ts';
import { BANK_ACCOUNT_ANCHOR } from './BankAccountPanel.tsx';
import { CollectionProfiles } from './CollectionProfiles.tsx';
import { Table } from './InvoiceTable.tsx';
import { billingMessages } from './messages.ts';
import { zenginMessages } from './zenginMessages.ts';

const text = zenginMessages.export;

/** A cycle whose request file may be made: confirmed, or later (a new version after a change). */
const exportable = (cycle: BillingCycle) => cycle.status !== 'draft';

/** Downloads the file (a new version only when its content changed) and refreshes what it moved. */
function useDownload() {
  const queryClient = useQueryClient();
  const toast = useToast();
  const [busy, setBusy] = useState<string | null>(null);
  const download = async (key: string, fetchFile: () => Promise<{ blob: Blob; fileName: string | null }>) => {
    setBusy(key);
    try {
      const file = await fetchFile();
      saveFile(file.blob, file.fileName ?? 'zengin.txt');
      toast.success(text.downloaded, file.fileName ?? undefined);
      await queryClient.invalidateQueries({ queryKey: billingKeys.all });
    } catch (error) {
      toast.error(failureText(error, text.downloadFailed));
    } finally {
      setBusy(null);
    }
  };
  return { busy, download, queryClient };
}

function PrecheckBody({ precheck }: { precheck: ZenginPrecheck }) {
  return (
    <Stack $gap={4}>
      {precheck.exportable ? null : (
        <Alert tone="warning" role="status">
          {precheck.blocking_message ?? text.downloadFailed}
        </Alert>
      )}
      <DescriptionList
        items={[
          { term: text.profile, description: precheck.profile_name ?? '—' },
          {
            term: text.withdrawal,
            description: precheck.withdrawal_date ? formatSlashDate(precheck.withdrawal_date) : '—',
          },
          {
            term: text.included,
            description: `${formatCount(precheck.included_count)}件　${formatYen(precheck.included_total)}`,
          },
          { term: text.issues, description: `${formatCount(precheck.issues.length)}件` },
        ]}
      />
      {precheck.issues.length === 0 ? (
        <Alert tone="success" role="status">
          {text.noIssues}
        </Alert>
      ) : (
        <Stack $gap={2}>
          <p>{text.issuesHint}</p>
          <Table aria-label={text.issues}>
            <thead>
              <tr>
                <th scope="col">会員</th>
                <th scope="col" className="end">
                  金額
                </th>
                <th scope="col">理由</th>
                <th scope="col">操作</th>
              </tr>
            </thead>
            <tbody>
              {precheck.issues.map((issue) => (
                <tr key={issue.invoice_id}>
                  <th scope="row">
                    {issue.customer_name}
                    <div className="muted">{issue.member_number}</div>
                  </th>
                  <td className="end">{formatYen(issue.amount)}</td>
                  <td>{issue.message}</td>
                  <td>
                    <Link
                      to={`${href('customers/:id', { id: issue.customer_id })}#${BANK_ACCOUNT_ANCHOR}`}
                      aria-label={`${issue.customer_name}の${text.fix}`}
                    >
                      {text.fix}
                    </Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Stack>
      )}
    </Stack>
  );
}

/** The pre-check of one cycle and profile, and the button that makes the file. */
function ExportPanel({ cycle, profileId }: { cycle: BillingCycle; profileId: number | null }) {
  const params = profileId ? { profile_id: profileId } : {};
  const precheck = useZenginExportPrecheck(cycle.id, params);
  const { busy, download, queryClient } = useDownload();
  return (
    <Card
      title={`${text.precheck}（${longMonthLabel(cycle.billing_month)}）`}
      actions={
        <Stack $direction="row" $gap={2} $wrap>
          <Button
            variant="primary"
            icon={<FileDown aria-hidden="true" />}
            isDisabled={!precheck.data?.exportable || (busy !== null && busy !== 'latest')}
            isLoading={busy === 'latest'}
            onPress={() =>
              void download('latest', () =>
                queryClient.fetchQuery(downloadZenginExportQueryOptions(cycle.id, params)),
              )
            }
          >
            {text.download}
          </Button>
        </Stack>
      }
    >
      {precheck.isError ? (
        <ErrorState
          message={failureText(precheck.error, text.precheckFailed)}
          onRetry={() => void precheck.refetch()}
        />
      ) : precheck.data ? (
        <PrecheckBody precheck={precheck.data} />
      ) : (
        <Skeleton height={160} />
      )}
    </Card>
  );
}

function ExportHistory({ cycle }: { cycle: BillingCycle }) {
  const exports = useZenginExports(cycle.id);
  const { busy, download, queryClient } = useDownload();
  const again = (row: ZenginExport) =>
    void download(String(row.id), () =>
      queryClient.fetchQuery(downloadZenginExportVersionQueryOptions(cycle.id, row.id)),
    );
  return (
    <Card title={text.history}>
      {exports.isError ? (
        <ErrorState
          message={failureText(exports.error, text.historyFailed)}
          onRetry={() => void exports.refetch()}
        />
      ) : !exports.data ? (
        <Skeleton height={120} />
      ) : exports.data.length === 0 ? (
        <p>{text.historyEmpty}</p>
      ) : (
        <Table aria-label={text.history}>
          <thead>
            <tr>
              <th scope="col">版</th>
              <th scope="col">出力日時</th>
              <th scope="col">委託者設定・ファイル</th>
              <th scope="col" className="end">
                件数
              </th>
              <th scope="col" className="end">
                合計
              </th>
              <th scope="col">操作</th>
            </tr>
          </thead>
          <tbody>
            {exports.data.map((row) => (
              <tr key={row.id}>
                <th scope="row">
                  v{row.version} {row.is_latest ? <StatusBadge label={text.latest} tone="info" /> : null}
                </th>
                <td>
                  {formatDateTime(row.exported_at)}
                  <div className="muted">{row.exported_by ?? '—'}</div>
                </td>
                <td>
                  {row.profile_name}
                  <div className="muted">{row.file_name}</div>
                  <div className="muted" title={row.sha256}>
                    SHA-256 {row.sha256.slice(0, 16)}…
                  </div>
                </td>
                <td className="end">{formatCount(row.record_count)}</td>
                <td className="end">{formatYen(row.total_amount)}</td>
                <td>
                  <Button
                    size="sm"
                    variant="secondary"
                    icon={<Download aria-hidden="true" />}
                    aria-label={`v${row.version}を${text.again}`}
                    isLoading={busy === String(row.id)}
                    isDisabled={busy !== null && busy !== String(row.id)}
                    onPress={() => again(row)}
                  >
                    {text.again}
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Card>
  );
}

/** Picks the cycle and the profile (both kept in the address bar: ?cycle=12&profile=1). */
function Choice({ cycles, profiles }: { cycles: BillingCycle[]; profiles: CollectionProfile[] }) {
  const [params, setParams] = useSearchParams();
  const choices = cycles.filter(exportable);
  const asked = Number(params.get('cycle'));
  const cycle = choices.find((c) => c.id === asked) ?? choices[0] ?? null;
  const askedProfile = Number(params.get('profile'));
  const profile =
    profiles.find((p) => p.id === askedProfile) ?? profiles.find((p) => p.is_default) ?? profiles[0] ?? null;
  const choose = (name: 'cycle' | 'profile', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(name, value);
        return next;
      },
      { replace: true },
    );
  if (!cycle)
    return (
      <Alert tone="info" role="status">
        {text.noCycles}
      </Alert>
    );
  return (
    <Stack $gap={4}>
      <Card>
        <Stack $direction="row" $gap={4} $wrap $align="end">
          <Select
            label={text.cycle}
            description={text.cycleHint}
            items={choices.map((c) => ({ id: c.id, label: longMonthLabel(c.billing_month) }))}
            selectedKey={cycle.id}
            onSelectionChange={(key) => key !== null && choose('cycle', String(key))}
          />
          {profiles.length > 0 ? (
            <Select
              label={text.profile}
              items={profiles.map((p) => ({ id: p.id, label: p.name }))}
              selectedKey={profile?.id ?? null}
              onSelectionChange={(key) => key !== null && choose('profile', String(key))}
            />
          ) : null}
          <Link to={href('billing/cycles/:id/transfer-results', { id: cycle.id })}>{text.results}</Link>
        </Stack>
      </Card>
      <ExportPanel cycle={cycle} profileId={profile?.id ?? null} />
      <ExportHistory cycle={cycle} />
    </Stack>
  );
}

/**
 * /billing/zengin-export: the 全銀協 request file of a confirmed cycle — what goes in and what cannot (with a
 * link to fix each account), the file itself, its kept versions, and the store's collection profiles.
 */
export function ZenginExportPage() {
  const cycles = useBillingCycles();
  const profiles = useCollectionProfiles();
  const failed = cycles.isError ? cycles : profiles.isError ? profiles : null;
  return (
    <>
      <PageHeader
        title={text.title}
        description={text.description}
        breadcrumbs={[{ label: billingMessages.area }, { label: text.title }]}
      />
      <Stack $gap={4}>
        {failed ? (
          <ErrorState
            message={failureText(failed.error, billingMessages.loadFailed)}
            onRetry={() => void failed.refetch()}
          />
        ) : cycles.data && profiles.data ? (
          <Choice cycles={cycles.data} profiles={profiles.data} />
        ) : (
          <Skeleton height={240} />
        )}
        <CollectionProfiles />
      </Stack>
    </>
  );
}
