import {
  getCashCollectionReceiptQueryOptions,
  type Receipt,
  usePrintCashCollectionReceipt,
} from '@kayoi/api-client';
import { formatSlashDate, longMonthLabel } from '@kayoi/domain/calendar';
import { formatYen } from '@kayoi/domain/money';
import {
  Alert,
  Button,
  ErrorState,
  formatDateTime,
  Modal,
  Skeleton,
  Stack,
  tabularNumbers,
  useToast,
} from '@kayoi/ui';
import { useQuery } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import styled, { createGlobalStyle } from 'styled-components';
import { failureText } from '../../forms/failure.ts';
import { billingMessages } from './messages.ts';

const RECEIPT_CLASS = 'kayoi-receipt';

/** On paper only the receipt: everything else of the page is hidden while printing. */
const PrintOnlyTheReceipt = createGlobalStyle`
  @media print {
    body * {
      visibility: hidden;
    }
    .${RECEIPT_CLASS}, .${RECEIPT_CLASS} * {
      visibility: visible;
    }
    .${RECEIPT_CLASS} {
      position: absolute;
      inset: 0 auto auto 0;
      width: 100%;
      color: #000;
      background: #fff;
    }
  }
`;

const Paper = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.base};
  color: ${({ theme }) => theme.color.text.primary};
  ${tabularNumbers}
  h2 {
    margin: 0;
    text-align: center;
    letter-spacing: 0.5em;
    font-size: ${({ theme }) => theme.font.size.xl};
  }
  .head {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(4)};
  }
  .customer {
    font-size: ${({ theme }) => theme.font.size.lg};
    border-bottom: 1px solid currentColor;
    padding-bottom: ${({ theme }) => theme.space(1)};
  }
  .amount {
    text-align: center;
    font-size: ${({ theme }) => theme.font.size.xxl};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    border: 2px solid currentColor;
    padding: ${({ theme }) => theme.space(2)};
  }
  dl {
    display: grid;
    grid-template-columns: max-content 1fr;
    gap: ${({ theme }) => theme.space(1, 4)};
    margin: 0;
  }
  dd {
    margin: 0;
  }
  .issuer {
    justify-self: end;
    text-align: end;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  .reissue {
    justify-self: end;
    text-align: end;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  .reissue strong {
    display: inline-block;
    margin-inline-end: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(0.5, 2)};
    border: 2px solid currentColor;
    letter-spacing: 0.2em;
  }
  .voided {
    justify-self: center;
    color: ${({ theme }) => theme.color.status.danger.text};
    border: 2px solid currentColor;
    padding: ${({ theme }) => theme.space(1, 3)};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

/**
 * The 再発行 mark of a receipt printed before: which reissue the paper is and, once printed, when. `printed`: the
 * receipt is the answer to this print (its count includes it); otherwise a preview of the next print.
 */
function ReissueMark({ receipt, printed }: { receipt: Receipt; printed: boolean }) {
  if (!receipt.reissued) return null;
  const nth = printed ? receipt.print_count - 1 : receipt.print_count;
  return (
    <div className="reissue">
      <strong>再発行</strong>
      {nth}回目
      {printed && receipt.last_printed_at ? `（${formatDateTime(receipt.last_printed_at)}）` : null}
    </div>
  );
}

/**
 * A 領収書 (適格簡易請求書): the number, the amount, 但し書き, tax per rate and the issuer's 登録番号; a reprint says
 * 再発行 with its count (and date once printed), so a second original never exists.
 */
export function ReceiptPaper({ receipt, printed = false }: { receipt: Receipt; printed?: boolean }) {
  return (
    <Paper className={RECEIPT_CLASS} aria-label={`領収書 No.${receipt.receipt_number}`}>
      <h2>領収書</h2>
      <ReissueMark receipt={receipt} printed={printed} />
      <div className="head">
        <span className="customer">{receipt.customer_name} 様</span>
        <span>
          No.{receipt.receipt_number}
          <br />
          発行日 {formatSlashDate(receipt.issued_on)}
        </span>
      </div>
      <div className="amount">{formatYen(receipt.amount)}-</div>
      {receipt.voided ? <div className="voided">取消済</div> : null}
      <dl>
        <dt>但し</dt>
        <dd>{receipt.description}</dd>
        {/* A 前受金's receipt names no month: what it pays is known when the invoice is confirmed. */}
        {receipt.months.length > 0 ? (
          <>
            <dt>対象月</dt>
            <dd>{receipt.months.map((m) => longMonthLabel(m)).join('、')}</dd>
          </>
        ) : null}
        {receipt.tax_by_rate.map((rate) => (
          <div key={rate.rate} style={{ display: 'contents' }}>
            <dt>{rate.rate}%対象</dt>
            <dd>
              {formatYen(rate.amount)}（うち消費税 {formatYen(rate.tax)}）
            </dd>
          </div>
        ))}
        <dt>お預かり</dt>
        <dd>{formatYen(receipt.received)}</dd>
        <dt>お釣り</dt>
        <dd>{formatYen(receipt.change)}</dd>
      </dl>
      <div className="issuer">
        {receipt.store.company_name ? <div>{receipt.store.company_name}</div> : null}
        <div>{receipt.store.name}</div>
        {receipt.store.address ? <div>{receipt.store.address}</div> : null}
        {receipt.store.phone ? <div>TEL {receipt.store.phone}</div> : null}
        <div>登録番号 {receipt.store.invoice_registration_number ?? '—'}</div>
        {receipt.staff_name ? <div>担当 {receipt.staff_name}</div> : null}
      </div>
    </Paper>
  );
}

/**
 * A payment's receipt in a dialog, with 印刷: the server counts the print first (the original once, every later
 * print a 再発行), the paper shows what it answered, then the browser prints the receipt alone.
 */
export function ReceiptModal({ paymentId, onClose }: { paymentId: number | null; onClose: () => void }) {
  const toast = useToast();
  const receipt = useQuery({
    ...getCashCollectionReceiptQueryOptions(paymentId ?? 0),
    enabled: paymentId !== null,
  });
  const print = usePrintCashCollectionReceipt();
  /** The answer to this dialog's last print (what went on paper). */
  const [printed, setPrinted] = useState<{ id: number; receipt: Receipt } | null>(null);
  const shown = printed && printed.id === paymentId ? printed : null;
  const printNow = () => {
    if (paymentId === null || print.isPending) return;
    print.mutate(paymentId, {
      onSuccess: (answer) => {
        // The paper shows the print's answer (再発行 and its count) before the browser prints it.
        flushSync(() => setPrinted({ id: paymentId, receipt: answer }));
        window.print();
      },
      onError: (error) => toast.error(failureText(error, '領収書を印刷できませんでした')),
    });
  };
  const data = shown?.receipt ?? receipt.data;
  return (
    <Modal
      title={billingMessages.cash.receipt}
      isOpen={paymentId !== null}
      onOpenChange={(open) => (open ? null : onClose())}
      footer={
        <>
          <Button variant="ghost" onPress={onClose}>
            閉じる
          </Button>
          <Button
            variant="primary"
            icon={<Printer aria-hidden="true" />}
            isDisabled={!data || data.voided}
            isLoading={print.isPending}
            onPress={printNow}
          >
            {billingMessages.cash.print}
          </Button>
        </>
      }
    >
      <PrintOnlyTheReceipt />
      {receipt.isError ? (
        <ErrorState
          message={failureText(receipt.error, '領収書を読み込めませんでした。')}
          onRetry={() => void receipt.refetch()}
        />
      ) : data ? (
        <Stack $gap={3}>
          {!shown && data.print_count > 0 ? (
            <Alert tone="info" role="status">
              この領収書は印刷済みです（{data.print_count}回
              {data.last_printed_at ? `、最終 ${formatDateTime(data.last_printed_at)}` : ''}
              ）。もう一度印刷すると「再発行」と記載されます。
            </Alert>
          ) : null}
          <ReceiptPaper receipt={data} printed={shown !== null} />
        </Stack>
      ) : (
        <Skeleton height={320} />
      )}
    </Modal>
  );
}
