import { type CashCollection, type CashDay, useCashDay, useVoidCashCollection } from '@kayoi/api-client';
import { formatSlashDate, longMonthLabel, todayInTokyo } from '@kayoi/domain/calendar';
import { formatYen } from '@kayoi/domain/money';
import {
  Button,
  Card,
  ErrorState,
  fitColumns,
  formatTime,
  PageHeader,
  Skeleton,
  Stack,
  StatusBadge,
  useToast,
} from '@kayoi/ui';
import { useState } from 'react';
import styled from 'styled-components';
import { failureText } from '../../forms/failure.ts';
import { CashClosePanel } from './CashClosePanel.tsx';
import { VoidReasonDialog } from './FormParts.tsx';
import { Table } from './InvoiceTable.tsx';
import { billingMessages } from './messages.ts';
import { PaymentForm } from './PaymentForm.tsx';
import { ReceiptModal } from './ReceiptView.tsx';

const text = billingMessages.cash;

const Columns = styled.div`
  display: grid;
  ${fitColumns(420)}
  align-items: start;
  gap: ${({ theme }) => theme.space(4)};
`;

/** 取消 of a payment, with the reason kept (the receipt number is never reused). */
function VoidPayment({ payment, onClose }: { payment: CashCollection | null; onClose: () => void }) {
  const toast = useToast();
  const voidPayment = useVoidCashCollection();
  return (
    <VoidReasonDialog
      title={text.voidTitle}
      isOpen={payment !== null}
      isVoiding={voidPayment.isPending}
      onClose={onClose}
      message={
        payment
          ? `領収書 No.${payment.receipt_number}（${payment.customer_name}　${formatYen(payment.amount)}）を取り消します。記録と番号は残ります。`
          : null
      }
      onVoid={(reason, done) =>
        payment &&
        voidPayment.mutate(
          { id: payment.id, input: { reason } },
          {
            onSuccess: () => {
              toast.success(text.voided);
              done();
            },
            onError: (error) => toast.error(failureText(error, billingMessages.saveFailed)),
          },
        )
      }
    />
  );
}

function TodayPayments({ day, onReceipt }: { day: CashDay; onReceipt: (id: number) => void }) {
  const [voiding, setVoiding] = useState<CashCollection | null>(null);
  return (
    <Card title={`${text.today}（${formatSlashDate(day.business_date)}）`}>
      {day.payments.length === 0 ? (
        <p>{text.todayEmpty}</p>
      ) : (
        <Table aria-label={text.today}>
          <thead>
            <tr>
              <th scope="col">領収書</th>
              <th scope="col">会員</th>
              <th scope="col">対象月</th>
              <th scope="col" className="end">
                金額
              </th>
              <th scope="col">操作</th>
            </tr>
          </thead>
          <tbody>
            {day.payments.map((p) => (
              <tr key={p.id}>
                <th scope="row">
                  No.{p.receipt_number}
                  <div className="muted">{formatTime(p.created_at)}</div>
                </th>
                <td>
                  {p.customer_name}
                  {p.voided_at ? (
                    <>
                      {' '}
                      <StatusBadge label="取消" tone="neutral" title={p.void_reason ?? undefined} />
                    </>
                  ) : null}
                </td>
                <td>
                  {/* A 前受金 names the months it has paid once they are confirmed. */}
                  {p.is_advance
                    ? `前受金${p.allocations.length > 0 ? `（${p.allocations.map((a) => longMonthLabel(a.billing_month)).join('、')}に充当）` : ''}`
                    : p.allocations.map((a) => longMonthLabel(a.billing_month)).join('、')}
                </td>
                <td className="end">{formatYen(p.amount)}</td>
                <td>
                  <Stack $gap={1}>
                    <Button
                      size="sm"
                      variant="secondary"
                      onPress={() => onReceipt(p.id)}
                      aria-label={`領収書 No.${p.receipt_number}を表示`}
                    >
                      {text.receipt}
                    </Button>
                    {p.voided_at ? null : (
                      <Button
                        size="sm"
                        variant="ghost"
                        onPress={() => setVoiding(p)}
                        aria-label={`領収書 No.${p.receipt_number}の入金を取消`}
                      >
                        {text.void}
                      </Button>
                    )}
                  </Stack>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <VoidPayment payment={voiding} onClose={() => setVoiding(null)} />
    </Card>
  );
}

/**
 * /billing/cash-collections: take a cash payment against a customer's open invoices and print its receipt; the
 * day's payments (receipts again, 取消 with a reason); the day's close (レジ締め) by denomination.
 */
export function CashCollectionsPage() {
  const today = todayInTokyo();
  const day = useCashDay(today);
  const [receiptOf, setReceiptOf] = useState<number | null>(null);
  return (
    <>
      <PageHeader title={text.title} breadcrumbs={[{ label: billingMessages.area }, { label: text.title }]} />
      <Columns>
        <PaymentForm onRecorded={(payment) => setReceiptOf(payment.id)} />
        <Stack $gap={4}>
          {day.isError ? (
            <ErrorState
              message={failureText(day.error, billingMessages.loadFailed)}
              onRetry={() => void day.refetch()}
            />
          ) : day.data ? (
            <>
              <TodayPayments day={day.data} onReceipt={setReceiptOf} />
              <CashClosePanel day={day.data} />
            </>
          ) : (
            <Skeleton height={240} />
          )}
        </Stack>
      </Columns>
      <ReceiptModal paymentId={receiptOf} onClose={() => setReceiptOf(null)} />
    </>
  );
}
