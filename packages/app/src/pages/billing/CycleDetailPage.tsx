import {
  type BillingCycle,
  isApiError,
  useBillingCycle,
  useBillingCycleInvoices,
  useCloseBillingCycle,
  useConfirmBillingCycle,
  useGenerateBillingCycle,
} from '@kayoi/api-client';
import { invoiceStatuses, invoiceStatusLabels } from '@kayoi/domain/billing';
import { formatSlashDate, longMonthLabel } from '@kayoi/domain/calendar';
import { formatYen } from '@kayoi/domain/money';
import {
  Alert,
  Button,
  Card,
  ConfirmDialog,
  DescriptionList,
  EmptyState,
  ErrorState,
  FilterBar,
  formatCount,
  formatDateTime,
  PageHeader,
  SearchField,
  Stack,
  useToast,
} from '@kayoi/ui';
import { CheckCheck, Lock, Pencil, RefreshCw, Sparkles } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ChoiceFilter } from '../../forms/ChoiceFilter.tsx';
import { failureText } from '../../forms/failure.ts';
import { useDebouncedSearch, useListParams } from '../../forms/listParams.ts';
import { href } from '../../routes/table.ts';
import { ListPager } from '../../shell/ListPager.tsx';
import { RecordQuery } from '../RecordStates.tsx';
import { CycleStatusBadge } from './badges.tsx';
import { ContractCheckPanel } from './ContractCheckPanel.tsx';
import { CycleStepper } from './CycleStepper.tsx';
import { InvoiceTable } from './InvoiceTable.tsx';
import { billingMessages } from './messages.ts';
import { ZenginLinks } from './ZenginLinks.tsx';

const text = billingMessages.cycles;
const LIST = { label: text.list, href: '/billing' };
const who = (at: string | null, by: string | null) => (at ? `${formatDateTime(at)}　${by ?? '—'}` : '—');

/** The cycle's invoices with a search and a status filter in the address bar, a page at a time. */
function CycleInvoices({ cycle }: { cycle: BillingCycle }) {
  const list = useListParams(['search', 'status'] as const);
  const { update } = list;
  const status = list.get('status');
  const [search, setSearch] = useDebouncedSearch(
    list.get('search'),
    useCallback((words: string) => update({ search: words.trim() || null }), [update]),
  );
  const invoices = useBillingCycleInvoices(cycle.id, {
    ...(list.get('search') ? { search: list.get('search') } : {}),
    ...((invoiceStatuses as readonly string[]).includes(status)
      ? { status: status as (typeof invoiceStatuses)[number] }
      : {}),
    page: list.page,
    per_page: list.perPage,
  });
  const rows = invoices.data?.data ?? [];
  return (
    <Card title={billingMessages.invoices.title}>
      <Stack $gap={3}>
        <FilterBar
          label="請求書の検索条件"
          isFiltered={list.isFiltered}
          onClear={list.clear}
          summary={invoices.data ? `該当 ${formatCount(invoices.data.meta.total)}件` : undefined}
        >
          <SearchField
            label="キーワード"
            placeholder={billingMessages.invoices.search}
            value={search}
            onChange={setSearch}
            onSubmit={(words) => update({ search: words.trim() || null })}
          />
          <ChoiceFilter
            label="状態"
            items={invoiceStatuses.map((s) => ({ id: s, label: invoiceStatusLabels[s] }))}
            value={status}
            onChange={(value) => update({ status: value })}
          />
        </FilterBar>
        {invoices.isError ? (
          <ErrorState
            message={failureText(invoices.error, billingMessages.invoices.listFailed)}
            onRetry={() => void invoices.refetch()}
          />
        ) : !invoices.isPending && rows.length === 0 ? (
          <EmptyState
            title={list.isFiltered ? billingMessages.invoices.filteredEmpty : billingMessages.invoices.empty}
            description={list.isFiltered ? '検索条件を変えてお試しください。' : text.notGenerated}
          />
        ) : (
          <InvoiceTable invoices={rows} isLoading={invoices.isPending} />
        )}
      </Stack>
      <ListPager list={list} meta={invoices.data?.meta} />
    </Card>
  );
}

/** What the cycle's state lets one do next: generate while draft, confirm (asked first), close at the end. */
function CycleActions({ cycle }: { cycle: BillingCycle }) {
  const navigate = useNavigate();
  const toast = useToast();
  const generate = useGenerateBillingCycle();
  const confirm = useConfirmBillingCycle();
  const close = useCloseBillingCycle();
  const [asking, setAsking] = useState(false);
  const input = { id: cycle.id, input: { revision: cycle.revision } };
  const failed = (error: Error) => {
    setAsking(false);
    toast.error(
      isApiError(error) && error.status === 409
        ? failureText(error, text.stale)
        : failureText(error, billingMessages.saveFailed),
    );
  };
  const busy = generate.isPending || confirm.isPending || close.isPending;

  if (cycle.status === 'draft') {
    const generated = cycle.generated_at !== null;
    return (
      <>
        <Button
          variant="secondary"
          icon={<Pencil aria-hidden="true" />}
          isDisabled={busy}
          onPress={() => navigate(href('billing/cycles/:id/edit', { id: cycle.id }))}
        >
          編集
        </Button>
        <Button
          variant={generated ? 'secondary' : 'primary'}
          icon={generated ? <RefreshCw aria-hidden="true" /> : <Sparkles aria-hidden="true" />}
          isLoading={generate.isPending}
          isDisabled={busy && !generate.isPending}
          onPress={() =>
            generate.mutate(input, { onSuccess: () => toast.success(text.generated), onError: failed })
          }
        >
          {generated ? text.regenerate : text.generate}
        </Button>
        {generated ? (
          <Button
            variant="primary"
            icon={<Lock aria-hidden="true" />}
            isDisabled={busy}
            onPress={() => setAsking(true)}
          >
            {text.confirm}
          </Button>
        ) : null}
        <ConfirmDialog
          isOpen={asking}
          onOpenChange={setAsking}
          title={text.confirmTitle}
          message={text.confirmMessage(
            longMonthLabel(cycle.billing_month),
            formatCount(cycle.invoice_count),
            formatYen(cycle.total),
          )}
          confirmLabel="確定する"
          isConfirming={confirm.isPending}
          onConfirm={() =>
            confirm.mutate(input, {
              onSuccess: () => {
                setAsking(false);
                toast.success(text.confirmed);
              },
              onError: failed,
            })
          }
        />
      </>
    );
  }
  return (
    <>
      <ZenginLinks cycleId={cycle.id} />
      {cycle.status === 'results_imported' ? (
        <Button
          variant="primary"
          icon={<CheckCheck aria-hidden="true" />}
          isLoading={close.isPending}
          onPress={() =>
            close.mutate(input, { onSuccess: () => toast.success(text.closed), onError: failed })
          }
        >
          {text.close}
        </Button>
      ) : null}
    </>
  );
}

function CycleDetail({ cycle }: { cycle: BillingCycle }) {
  const month = longMonthLabel(cycle.billing_month);
  return (
    <>
      <PageHeader
        title={`${month}の請求`}
        breadcrumbs={[{ label: billingMessages.area }, LIST, { label: month }]}
        description={<CycleStatusBadge status={cycle.status} />}
        actions={<CycleActions cycle={cycle} />}
      />
      <Stack $gap={4}>
        <CycleStepper status={cycle.status} />
        {cycle.status === 'draft' ? (
          <Alert tone="info" role="status">
            {cycle.generated_at ? text.regenerateHint : text.notGenerated}
          </Alert>
        ) : (
          <Alert tone="success" role="status">
            {text.lockedHint}
          </Alert>
        )}
        <Card title="概要">
          <DescriptionList
            items={[
              { term: '締め日', description: formatSlashDate(cycle.closing_date) },
              { term: '引落日', description: formatSlashDate(cycle.withdrawal_date) },
              { term: '請求件数', description: `${formatCount(cycle.invoice_count)}件` },
              { term: '請求額（税込）', description: formatYen(cycle.total) },
              { term: 'うち消費税', description: formatYen(cycle.tax) },
              { term: '入金済', description: formatYen(cycle.paid) },
              { term: '未収', description: formatYen(cycle.outstanding) },
              { term: '生成', description: who(cycle.generated_at, cycle.generated_by) },
              { term: '確定', description: who(cycle.confirmed_at, cycle.confirmed_by) },
              ...(cycle.closed_at ? [{ term: '締め', description: formatDateTime(cycle.closed_at) }] : []),
            ]}
          />
        </Card>
        {cycle.status === 'draft' ? <ContractCheckPanel cycleId={cycle.id} /> : null}
        <CycleInvoices cycle={cycle} />
      </Stack>
    </>
  );
}

/** /billing/cycles/{id}: where the cycle stands, what to do next, and every invoice with its lines. */
export function CycleDetailPage() {
  const cycle = useBillingCycle(Number(useParams().id));
  return (
    <RecordQuery query={cycle} title="請求サイクル詳細" parent={LIST} noun={text.noun}>
      {(loaded) => <CycleDetail cycle={loaded} />}
    </RecordQuery>
  );
}
