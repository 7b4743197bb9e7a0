import {
  type CustomerLedger as Ledger,
  useCustomerLedger,
  useUpdateCustomerPaymentMethod,
} from '@kayoi/api-client';
import { type PaymentMethod, paymentMethodLabels, paymentMethods } from '@kayoi/domain/billing';
import { formatSlashDate, longMonthLabel } from '@kayoi/domain/calendar';
import { formatYen } from '@kayoi/domain/money';
import {
  Card,
  DescriptionList,
  ErrorState,
  Select,
  Skeleton,
  Stack,
  TableFrame,
  tabularNumbers,
  useToast,
} from '@kayoi/ui';
import styled from 'styled-components';
import { failureText } from '../../forms/failure.ts';
import { billingMessages } from '../billing/messages.ts';

// 請求・入金履歴 (issue 15) on the customer record: how the customer pays, what was invoiced and paid, and the
// running balance, as the server's ledger answers it; each invoice with its lines (契約, 割引, 調整, the amount
// and the tax rate) so staff can answer a parent. Admins and managers only (the page asks before showing it).

const KIND_LABELS = { invoice: '請求', payment: '入金', payment_void: '入金取消' } as const;

const Entries = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
  th,
  td {
    padding: ${({ theme }) => theme.space(2, 3)};
    border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
    text-align: start;
  }
  thead th {
    color: ${({ theme }) => theme.color.text.secondary};
    white-space: nowrap;
  }
  .end {
    text-align: end;
    white-space: nowrap;
    ${tabularNumbers}
  }
  ul {
    margin: ${({ theme }) => theme.space(1)} 0 0;
    padding: 0;
    list-style: none;
    color: ${({ theme }) => theme.color.text.secondary};
  }
  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(3)};
  }
  li span:last-child {
    white-space: nowrap;
    ${tabularNumbers}
  }
`;

type Entry = Ledger['entries'][number];

/** An invoice's lines under its description: where each came from, its amount and tax rate. */
function EntryLines({ entry }: { entry: Entry }) {
  if (entry.lines.length === 0) return null;
  return (
    <ul aria-label={`${entry.description}の明細`}>
      {entry.lines.map((line, index) => (
        // Lines have no id of their own here; their order is the invoice's.
        <li key={index}>
          <span>
            {billingMessages.lineSources[line.source]}　{line.description}
          </span>
          <span>
            {formatYen(line.amount)}（{line.tax_rate}%）
          </span>
        </li>
      ))}
    </ul>
  );
}

function LedgerBody({ customerId, ledger }: { customerId: number; ledger: Ledger }) {
  const toast = useToast();
  const method = useUpdateCustomerPaymentMethod();
  return (
    <Stack $gap={4}>
      <Select
        label="支払方法"
        items={paymentMethods.map((m) => ({ id: m, label: paymentMethodLabels[m] }))}
        selectedKey={ledger.payment_method}
        isDisabled={method.isPending}
        onSelectionChange={(key) =>
          key &&
          key !== ledger.payment_method &&
          method.mutate(
            { customerId, input: { payment_method: key as PaymentMethod } },
            {
              onSuccess: () => toast.success('支払方法を変更しました'),
              onError: (error) => toast.error(failureText(error, '支払方法を変更できませんでした')),
            },
          )
        }
      />
      <DescriptionList
        items={[
          { term: '請求合計', description: formatYen(ledger.invoiced_total) },
          { term: '入金合計', description: formatYen(ledger.paid_total) },
          // Paid ahead (前受金 not yet used by a confirmed invoice): a credit, not a negative 未収.
          ledger.balance < 0
            ? { term: '前受金残高', description: formatYen(-ledger.balance) }
            : { term: '残高（未収）', description: formatYen(ledger.balance) },
          {
            term: '未収の請求',
            description:
              ledger.open_invoices.length === 0
                ? 'なし'
                : ledger.open_invoices
                    .map((i) => `${longMonthLabel(i.billing_month)}分 ${formatYen(i.outstanding)}`)
                    .join('、'),
          },
        ]}
      />
      {ledger.entries.length === 0 ? (
        <p>請求・入金の記録はまだありません</p>
      ) : (
        <TableFrame label="請求・入金の明細">
          <Entries aria-label="請求・入金の明細">
            <thead>
              <tr>
                <th scope="col">日付</th>
                <th scope="col">種別</th>
                <th scope="col">内容</th>
                <th scope="col" className="end">
                  請求
                </th>
                <th scope="col" className="end">
                  入金
                </th>
                <th scope="col" className="end">
                  残高
                </th>
              </tr>
            </thead>
            <tbody>
              {ledger.entries.map((entry) => (
                <tr key={`${entry.kind}-${entry.reference_id}`}>
                  <td>{formatSlashDate(entry.date)}</td>
                  <td>{KIND_LABELS[entry.kind]}</td>
                  <td>
                    {entry.description}
                    <EntryLines entry={entry} />
                  </td>
                  <td className="end">{entry.debit ? formatYen(entry.debit) : ''}</td>
                  <td className="end">{entry.credit ? formatYen(entry.credit) : ''}</td>
                  <td className="end">{formatYen(entry.balance)}</td>
                </tr>
              ))}
            </tbody>
          </Entries>
        </TableFrame>
      )}
    </Stack>
  );
}

/** The customer record's 請求・入金履歴 section. */
export function CustomerLedger({ customerId }: { customerId: number }) {
  const ledger = useCustomerLedger(customerId);
  return (
    <Card title="請求・入金履歴">
      {ledger.isError ? (
        <ErrorState
          message={failureText(ledger.error, '請求・入金履歴を読み込めませんでした。')}
          onRetry={() => void ledger.refetch()}
        />
      ) : ledger.data ? (
        <LedgerBody customerId={customerId} ledger={ledger.data} />
      ) : (
        <Skeleton height={160} />
      )}
    </Card>
  );
}
