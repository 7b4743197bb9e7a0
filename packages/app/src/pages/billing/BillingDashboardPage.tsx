import { type BillingDashboard, useBillingDashboard } from '@kayoi/api-client';
import { addBillingMonths, paymentMethodLabels } from '@kayoi/domain/billing';
import { longMonthLabel, todayInTokyo } from '@kayoi/domain/calendar';
import { formatYen } from '@kayoi/domain/money';
import {
  Card,
  ErrorState,
  fitColumns,
  formatCount,
  formatRate,
  PageHeader,
  Select,
  Skeleton,
  Stack,
  StatusBadge,
  tabularNumbers,
} from '@kayoi/ui';
import { BillingTrendChart } from '@kayoi/ui/charts';
import { useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import { failureText } from '../../forms/failure.ts';
import { href } from '../../routes/table.ts';
import { Table } from './InvoiceTable.tsx';
import { billingMessages } from './messages.ts';

const text = billingMessages.dashboard;
const AGING_ORDER = ['current', 'one_month', 'two_months', 'three_months_or_more'] as const;

const Figures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(180px, 1fr));
  gap: ${({ theme }) => theme.space(3)};
  margin: 0;
  div {
    padding: ${({ theme }) => theme.space(4)};
    border-radius: ${({ theme }) => theme.radius.lg};
    border: 1px solid ${({ theme }) => theme.color.border.subtle};
    background: ${({ theme }) => theme.color.surface.base};
  }
  dt {
    color: ${({ theme }) => theme.color.text.secondary};
    font-size: ${({ theme }) => theme.font.size.sm};
  }
  dd {
    margin: ${({ theme }) => theme.space(1, 0, 0)};
    font-size: ${({ theme }) => theme.font.size.xl};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    ${tabularNumbers}
  }
`;

const Columns = styled.div`
  display: grid;
  ${fitColumns(460)}
  align-items: start;
  gap: ${({ theme }) => theme.space(4)};
  tbody th {
    white-space: nowrap;
  }
`;

function MonthFigures({ data }: { data: BillingDashboard }) {
  return (
    <Figures>
      <div>
        <dt>{text.billed}</dt>
        <dd>{formatYen(data.billed)}</dd>
      </div>
      <div>
        <dt>{text.collected}</dt>
        <dd>{formatYen(data.collected)}</dd>
      </div>
      <div>
        <dt>{text.outstanding}</dt>
        <dd>{formatYen(data.outstanding)}</dd>
      </div>
      <div>
        <dt>{text.rate}</dt>
        <dd>{formatRate(data.collection_rate)}</dd>
      </div>
    </Figures>
  );
}

function ByMethod({ data }: { data: BillingDashboard }) {
  return (
    <Card title={text.byMethod}>
      <Table aria-label={text.byMethod}>
        <thead>
          <tr>
            <th scope="col">支払方法</th>
            <th scope="col" className="end">
              件数
            </th>
            <th scope="col" className="end">
              {text.billed}
            </th>
            <th scope="col" className="end">
              {text.collected}
            </th>
            <th scope="col" className="end">
              {text.outstanding}
            </th>
          </tr>
        </thead>
        <tbody>
          {data.by_method.map((m) => (
            <tr key={m.payment_method}>
              <th scope="row">{paymentMethodLabels[m.payment_method]}</th>
              <td className="end">{formatCount(m.invoice_count)}件</td>
              <td className="end">{formatYen(m.billed)}</td>
              <td className="end">{formatYen(m.collected)}</td>
              <td className="end">{formatYen(m.outstanding)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Card>
  );
}

function Aging({ data }: { data: BillingDashboard }) {
  return (
    <Card title={text.aging}>
      <Table aria-label={text.aging}>
        <thead>
          <tr>
            <th scope="col">経過</th>
            <th scope="col" className="end">
              件数
            </th>
            <th scope="col" className="end">
              {text.outstanding}
            </th>
          </tr>
        </thead>
        <tbody>
          {AGING_ORDER.map((bucket) => {
            const row = data.aging.find((a) => a.bucket === bucket);
            return (
              <tr key={bucket}>
                <th scope="row">{billingMessages.aging[bucket]}</th>
                <td className="end">{formatCount(row?.invoice_count ?? 0)}件</td>
                <td className="end">{formatYen(row?.amount ?? 0)}</td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </Card>
  );
}

function FollowUp({ data }: { data: BillingDashboard }) {
  return (
    <Card title={text.followUp}>
      {data.follow_up.length === 0 ? (
        <p>{text.followUpEmpty}</p>
      ) : (
        <Table aria-label={text.followUp}>
          <thead>
            <tr>
              <th scope="col">会員</th>
              <th scope="col">支払方法</th>
              <th scope="col">最も古い未収</th>
              <th scope="col" className="end">
                件数
              </th>
              <th scope="col" className="end">
                {text.outstanding}
              </th>
            </tr>
          </thead>
          <tbody>
            {data.follow_up.map((f) => (
              <tr key={f.customer_id}>
                <th scope="row">
                  <Link to={href('customers/:id', { id: f.customer_id })}>{f.customer_name}</Link>
                  <div className="muted">会員番号 {f.member_number}</div>
                </th>
                <td>
                  {paymentMethodLabels[f.payment_method]}
                  {f.has_failed_debit ? (
                    <>
                      {' '}
                      <StatusBadge label={text.failedDebit} tone="danger" />
                    </>
                  ) : null}
                </td>
                <td>{longMonthLabel(f.oldest_month)}分</td>
                <td className="end">{formatCount(f.invoice_count)}件</td>
                <td className="end">{formatYen(f.outstanding)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Card>
  );
}

/** The last twelve months to choose from, this month first. */
const monthChoices = (thisMonth: string) =>
  Array.from({ length: 12 }, (_, i) => {
    const month = addBillingMonths(thisMonth, -i);
    return { id: month, label: longMonthLabel(month) };
  });

/**
 * /billing/dashboard: a month's billed, collected and outstanding (also by payment method), the collection rate,
 * what is outstanding by age with the members to follow up, and the twelve months' trend.
 */
export function BillingDashboardPage() {
  const [month, setMonth] = useState<string | null>(null);
  const dashboard = useBillingDashboard(month ? { month } : {});
  const shown = dashboard.data?.month ?? todayInTokyo().slice(0, 7);
  const error = dashboard.error ? failureText(dashboard.error, billingMessages.loadFailed) : null;
  return (
    <>
      <PageHeader
        title={text.title}
        breadcrumbs={[{ label: billingMessages.area }, { label: text.title }]}
        actions={
          <Select
            label={text.month}
            items={monthChoices(month ?? shown)}
            selectedKey={month ?? shown}
            onSelectionChange={(key) => key && setMonth(String(key))}
          />
        }
      />
      {error ? (
        <ErrorState message={error} onRetry={() => void dashboard.refetch()} />
      ) : (
        <Stack $gap={4}>
          {dashboard.data ? <MonthFigures data={dashboard.data} /> : <Skeleton height={96} />}
          {dashboard.data ? (
            <Columns>
              <div>
                <ByMethod data={dashboard.data} />
              </div>
              <div>
                <Aging data={dashboard.data} />
              </div>
            </Columns>
          ) : (
            <Skeleton height={200} />
          )}
          {dashboard.data ? <FollowUp data={dashboard.data} /> : null}
          <div style={{ height: 360 }}>
            <BillingTrendChart
              title={text.trend}
              data={dashboard.data?.trend}
              isLoading={dashboard.isPending}
            />
          </div>
        </Stack>
      )}
    </>
  );
}
