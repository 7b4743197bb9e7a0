import { type BillingCycle, useBillingCycles } from '@kayoi/api-client';
import { formatSlashDate, longMonthLabel } from '@kayoi/domain/calendar';
import { formatYen } from '@kayoi/domain/money';
import { Button, type DataTableColumn, formatCount, PageHeader } from '@kayoi/ui';
import { Plus, ReceiptJapaneseYen, Settings } from 'lucide-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { href } from '../../routes/table.ts';
import { BillingSettingsDialog } from './BillingSettingsDialog.tsx';
import { CycleStatusBadge } from './badges.tsx';
import { billingMessages } from './messages.ts';
import { PlainListResults } from './PlainListResults.tsx';

const text = billingMessages.cycles;

const columns: DataTableColumn<BillingCycle>[] = [
  { id: 'month', header: '請求月', isRowHeader: true, cell: (c) => longMonthLabel(c.billing_month) },
  { id: 'status', header: '状態', cell: (c) => <CycleStatusBadge status={c.status} /> },
  { id: 'withdrawal', header: '引落日', nowrap: true, cell: (c) => formatSlashDate(c.withdrawal_date) },
  { id: 'count', header: '件数', align: 'end', cell: (c) => `${formatCount(c.invoice_count)}件` },
  { id: 'total', header: '請求額', align: 'end', cell: (c) => formatYen(c.total) },
  { id: 'paid', header: '入金済', align: 'end', cell: (c) => formatYen(c.paid) },
  { id: 'outstanding', header: '未収', align: 'end', cell: (c) => formatYen(c.outstanding) },
];

/** /billing: the store's billing cycles, newest month first, each opening its invoices; 請求設定 in a dialog. */
export function CycleListPage() {
  const navigate = useNavigate();
  const cycles = useBillingCycles();
  const [settingsOpen, setSettingsOpen] = useState(false);
  const create = (label: string) => (
    <Button
      variant="primary"
      icon={<Plus aria-hidden="true" />}
      onPress={() => navigate(href('billing/cycles/new'))}
    >
      {label}
    </Button>
  );
  return (
    <>
      <PageHeader
        title={text.list}
        breadcrumbs={[{ label: billingMessages.area }, { label: text.list }]}
        actions={
          <>
            <Button
              variant="secondary"
              icon={<Settings aria-hidden="true" />}
              onPress={() => setSettingsOpen(true)}
            >
              {billingMessages.settings.title}
            </Button>
            {create('新規作成')}
          </>
        }
      />
      {settingsOpen ? <BillingSettingsDialog onClose={() => setSettingsOpen(false)} /> : null}
      <PlainListResults
        label="請求サイクル一覧"
        query={cycles}
        columns={columns}
        rows={[...(cycles.data ?? [])].sort((a, b) => b.billing_month.localeCompare(a.billing_month))}
        rowHref={(id) => href('billing/cycles/:id', { id })}
        errorMessage={text.listFailed}
        isFiltered={false}
        empty={{
          icon: <ReceiptJapaneseYen aria-hidden="true" />,
          title: text.empty,
          filteredTitle: text.empty,
          description: text.emptyDescription,
          action: create(text.create),
        }}
      />
    </>
  );
}
