import type { Invoice } from '@kayoi/api-client';
import { lineKindLabels, paymentMethodLabels } from '@kayoi/domain/billing';
import { longMonthLabel } from '@kayoi/domain/calendar';
import { formatYen } from '@kayoi/domain/money';
import { focusRing, Skeleton, TableFrame, tabularNumbers } from '@kayoi/ui';
import { ChevronDown, ChevronRight } from 'lucide-react';
import { Fragment, type ReactNode, useState } from 'react';
import { Button as AriaButton } from 'react-aria-components';
import styled from 'styled-components';
import { InvoiceStatusBadge } from './badges.tsx';
import { billingMessages } from './messages.ts';

const text = billingMessages.invoices;

const Grid = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.md};
  color: ${({ theme }) => theme.color.text.primary};
  th,
  td {
    padding: ${({ theme }) => theme.space(2.5, 3)};
    border-bottom: 1px solid ${({ theme }) => theme.color.border.subtle};
    text-align: start;
    vertical-align: top;
  }
  thead th {
    color: ${({ theme }) => theme.color.text.secondary};
    font-size: ${({ theme }) => theme.font.size.sm};
    white-space: nowrap;
  }
  .end {
    text-align: end;
    white-space: nowrap;
    ${tabularNumbers}
  }
  .muted {
    color: ${({ theme }) => theme.color.text.secondary};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

/** The billing screens' tables, each in its own scrolling frame: a phone scrolls the table, not the page. */
export function Table({ 'aria-label': label, children }: { 'aria-label': string; children: ReactNode }) {
  return (
    <TableFrame label={label}>
      <Grid aria-label={label}>{children}</Grid>
    </TableFrame>
  );
}

const Toggle = styled(AriaButton)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(1)};
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.color.text.link};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-align: start;
  cursor: pointer;
  outline: none;
  border-radius: ${({ theme }) => theme.radius.sm};
  &[data-focus-visible] {
    ${focusRing}
  }
  svg {
    width: 16px;
    height: 16px;
    flex: none;
  }
`;

const Lines = styled.div`
  padding: ${({ theme }) => theme.space(1, 0, 2, 6)};
  background: ${({ theme }) => theme.color.surface.sunken};
  table td,
  table th {
    padding: ${({ theme }) => theme.space(1.5, 3)};
  }
`;

const sourceOf = (line: Invoice['lines'][number]) => billingMessages.lineSources[line.source];

/** The lines of one invoice, each saying where it came from, and the earlier unpaid invoices beside it. */
export function InvoiceLines({ invoice }: { invoice: Invoice }) {
  return (
    <Lines>
      <Table aria-label={`${invoice.customer_name}の明細`}>
        <thead>
          <tr>
            <th scope="col">内容</th>
            <th scope="col">区分</th>
            <th scope="col">発生元</th>
            <th scope="col" className="end">
              税率
            </th>
            <th scope="col" className="end">
              金額（税込）
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.length === 0 ? (
            <tr>
              <td colSpan={5} className="muted">
                {text.noLines}
              </td>
            </tr>
          ) : null}
          {invoice.lines.map((line) => (
            <tr key={line.id}>
              <td>{line.description}</td>
              <td>{lineKindLabels[line.kind]}</td>
              <td>
                {sourceOf(line)} <span className="muted">#{line.source_id}</span>
              </td>
              <td className="end">{line.tax_rate}%</td>
              <td className="end">{formatYen(line.amount)}</td>
            </tr>
          ))}
          {invoice.tax_by_rate.map((rate) => (
            <tr key={`rate-${rate.rate}`}>
              <td colSpan={4} className="end muted">
                {rate.rate}%対象 {formatYen(rate.amount)} のうち消費税
              </td>
              <td className="end muted">{formatYen(rate.tax)}</td>
            </tr>
          ))}
          {invoice.carried.map((carry) => (
            <tr key={`carry-${carry.invoice_id}`}>
              <td>
                {longMonthLabel(carry.billing_month)}分 {text.carried}
              </td>
              <td>{billingMessages.carrySource}</td>
              <td>
                {billingMessages.carrySource} <span className="muted">請求 #{carry.invoice_id}</span>
              </td>
              <td className="end">—</td>
              <td className="end">{formatYen(carry.outstanding)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Lines>
  );
}

/** A cycle's invoices: a row per customer, opened (Enter or Space on the name) to show its lines. */
export function InvoiceTable({ invoices, isLoading }: { invoices: Invoice[]; isLoading: boolean }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (id: number) =>
    setOpen((now) => {
      const next = new Set(now);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });
  if (isLoading) return <Skeleton height={240} />;
  return (
    <Table aria-label={text.title}>
      <thead>
        <tr>
          <th scope="col">会員</th>
          <th scope="col">支払方法</th>
          <th scope="col">状態</th>
          <th scope="col" className="end">
            請求額
          </th>
          <th scope="col" className="end">
            うち消費税
          </th>
          <th scope="col" className="end">
            入金済
          </th>
          <th scope="col" className="end">
            繰越未収
          </th>
        </tr>
      </thead>
      <tbody>
        {invoices.map((invoice) => {
          const isOpen = open.has(invoice.id);
          const linesId = `invoice-${invoice.id}-lines`;
          return (
            <Fragment key={invoice.id}>
              <tr>
                <th scope="row">
                  <Toggle
                    aria-expanded={isOpen}
                    {...(isOpen ? { 'aria-controls': linesId } : {})}
                    onPress={() => toggle(invoice.id)}
                  >
                    {isOpen ? <ChevronDown aria-hidden="true" /> : <ChevronRight aria-hidden="true" />}
                    {invoice.customer_name}
                  </Toggle>
                  <div className="muted">会員番号 {invoice.member_number}</div>
                </th>
                <td>{paymentMethodLabels[invoice.payment_method]}</td>
                <td>
                  <InvoiceStatusBadge status={invoice.status} />
                  {invoice.failed_reason ? <div className="muted">{invoice.failed_reason}</div> : null}
                </td>
                <td className="end">{formatYen(invoice.total)}</td>
                <td className="end">{formatYen(invoice.tax)}</td>
                <td className="end">{formatYen(invoice.paid_amount)}</td>
                <td className="end">{invoice.carried_balance ? formatYen(invoice.carried_balance) : '—'}</td>
              </tr>
              {isOpen ? (
                <tr id={linesId}>
                  <td colSpan={7} style={{ padding: 0 }}>
                    <InvoiceLines invoice={invoice} />
                  </td>
                </tr>
              ) : null}
            </Fragment>
          );
        })}
      </tbody>
    </Table>
  );
}
