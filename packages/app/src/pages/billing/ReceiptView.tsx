import { getCashCollectionReceiptQueryOptions, type Receipt } from '@kayoi/api-client';
import { formatSlashDate, longMonthLabel } from '@kayoi/domain/calendar';
import { formatYen } from '@kayoi/domain/money';
import { Button, ErrorState, Modal, Skeleton, tabularNumbers } from '@kayoi/ui';
import { useQuery } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
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
  .voided {
    justify-self: center;
    color: ${({ theme }) => theme.color.status.danger.text};
    border: 2px solid currentColor;
    padding: ${({ theme }) => theme.space(1, 3)};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

/** A 領収書 (適格簡易請求書): the number, the amount, 但し書き, tax per rate and the issuer's 登録番号. */
export function ReceiptPaper({ receipt }: { receipt: Receipt }) {
  return (
    <Paper className={RECEIPT_CLASS} aria-label={`領収書 No.${receipt.receipt_number}`}>
      <h2>領収書</h2>
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
        <dt>対象月</dt>
        <dd>{receipt.months.map((m) => longMonthLabel(m)).join('、')}</dd>
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

/** A payment's receipt in a dialog, with 印刷 (the browser's print, the receipt alone on the paper). */
export function ReceiptModal({ paymentId, onClose }: { paymentId: number | null; onClose: () => void }) {
  const receipt = useQuery({
    ...getCashCollectionReceiptQueryOptions(paymentId ?? 0),
    enabled: paymentId !== null,
  });
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
            isDisabled={!receipt.data}
            onPress={() => window.print()}
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
      ) : receipt.data ? (
        <ReceiptPaper receipt={receipt.data} />
      ) : (
        <Skeleton height={320} />
      )}
    </Modal>
  );
}
