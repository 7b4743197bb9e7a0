import {
  type FamilyBankAccount,
  type FamilyInvoice,
  type FamilyInvoiceSummary,
  getFamilyPaymentSummaryQueryOptions,
  useFamilyBankAccounts,
  useFamilyInvoice,
  useFamilyInvoices,
  usePrintFamilyReceipt,
} from '@kayoi/api-client';
import {
  Alert,
  Badge,
  type BadgeTone,
  Button,
  Card,
  DescriptionList,
  EmptyState,
  ErrorState,
  formatYen,
  PageHeader,
  Skeleton,
  Stack,
  tabularNumbers,
} from '@kayoi/ui';
import { useQueryClient } from '@tanstack/react-query';
import { ChevronDown, ChevronUp, FileDown, ReceiptText } from 'lucide-react';
import { useId, useState } from 'react';
import styled from 'styled-components';
import { Link } from 'wouter';
import { formatLessonDay, monthLabel } from './dates.ts';
import { saveFile } from './download.ts';
import { messageOf } from './errors.ts';
import { Note, RowItem, RowList } from './parts.ts';
import { QueryStates } from './QueryStates.tsx';

// 請求・お支払い: a card per billing month with each member's invoice (the amount, paid or not, a failed 口座振替 with
// the bank's reason), its lines and payments when opened, what to do next while it is open, the desk's receipts
// as PDFs, a calendar year's payments as CSV, and the accounts on file (masked by the server, read only). Only the server decides what a family sees and what comes next.

const STATUS: Record<FamilyInvoiceSummary['status'], { label: string; tone: BadgeTone }> = {
  paid: { label: 'お支払い済み', tone: 'success' },
  unpaid: { label: 'お支払い前', tone: 'info' },
  partially_paid: { label: '一部お支払い済み', tone: 'warning' },
  failed: { label: '振替不能', tone: 'danger' },
};
const METHOD: Record<FamilyInvoiceSummary['payment_method'], string> = {
  bank_transfer: '口座振替',
  cash: '現金',
  other: 'その他',
};

const billedMonth = (month: string) => `${monthLabel(month)}分`;
/** `2026-10-27` → `10月27日（火）`. */
const dayLabel = formatLessonDay;

const Line = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(1, 3)};
  ${tabularNumbers}
`;
const Strong = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;
const Amount = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme }) => theme.font.size.lg};
`;
const Badges = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
`;
const Detail = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(3)};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.surface.sunken};
`;
const Subheading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.text.secondary};
`;
const Lines = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${tabularNumbers}
`;
const Total = styled(Line)`
  padding-top: ${({ theme }) => theme.space(2)};
  border-top: 1px solid ${({ theme }) => theme.color.border.default};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

function ReceiptButton({ paymentId, number }: { paymentId: number; number: number }) {
  const print = usePrintFamilyReceipt();
  const download = async () => {
    const file = await print.mutateAsync(paymentId);
    saveFile(file, `receipt-${number}.pdf`);
  };
  return (
    <div>
      <Button
        size="sm"
        variant="ghost"
        icon={<FileDown aria-hidden="true" />}
        isLoading={print.isPending}
        onPress={() => void download().catch(() => undefined)}
        aria-label={`領収書 No.${number}（PDF）をダウンロード`}
      >
        領収書 No.{number}（PDF）
      </Button>
      {print.isError ? <Alert tone="danger">{messageOf(print.error)}</Alert> : null}
    </div>
  );
}

function Payments({ invoice }: { invoice: FamilyInvoice }) {
  if (invoice.payments.length === 0) return <Note>まだお支払いはありません</Note>;
  return (
    <Lines aria-label="お支払い">
      {invoice.payments.map((payment) => (
        <li key={payment.id}>
          <Line>
            <span>
              {dayLabel(payment.paid_on)} {METHOD[payment.method]}
              {payment.is_advance ? '（前受金）' : ''}
            </span>
            <span>{formatYen(payment.amount)}</span>
          </Line>
          {payment.receipt_number === null ? (
            <Note>口座振替には領収書を発行していません。通帳の記帳でご確認ください。</Note>
          ) : (
            <>
              <Note>
                領収書 No.{payment.receipt_number}
                {payment.payment_amount !== payment.amount
                  ? `（このお支払い全体で ${formatYen(payment.payment_amount)}）`
                  : ''}
              </Note>
              <ReceiptButton paymentId={payment.id} number={payment.receipt_number} />
            </>
          )}
        </li>
      ))}
    </Lines>
  );
}

function InvoiceDetail({ id, regionId }: { id: number; regionId: string }) {
  const invoice = useFamilyInvoice(id);
  if (invoice.isPending) {
    return (
      <Detail id={regionId} role="status" aria-busy="true" aria-label="明細を読み込み中">
        <Skeleton height={120} />
      </Detail>
    );
  }
  if (invoice.isError) {
    return (
      <Detail id={regionId}>
        <ErrorState message={messageOf(invoice.error)} onRetry={() => void invoice.refetch()} />
      </Detail>
    );
  }
  const data = invoice.data;
  return (
    <Detail id={regionId} aria-label={`${data.member.name}の${billedMonth(data.billing_month)}の明細`}>
      {data.next_step ? (
        <Alert tone={data.failed_reason ? 'danger' : 'info'} title="お支払いについて">
          {data.next_step}
          {data.failed_reason && data.store.phone ? ` （${data.store.name} ${data.store.phone}）` : ''}
        </Alert>
      ) : null}
      <Subheading>明細</Subheading>
      <Lines aria-label="明細">
        {data.lines.map((line, index) => (
          // Lines have no id of their own here: their order is the invoice's, and never changes.
          <li key={index}>
            <Line>
              <span>{line.description}</span>
              <span>{formatYen(line.amount)}</span>
            </Line>
          </li>
        ))}
      </Lines>
      <Total>
        <span>合計（税込）</span>
        <span>{formatYen(data.total)}</span>
      </Total>
      {data.tax_by_rate.map((rate) => (
        <Note key={rate.rate}>
          {rate.rate}%対象 {formatYen(rate.amount)}（うち消費税 {formatYen(rate.tax)}）
        </Note>
      ))}
      <Subheading>お支払い</Subheading>
      <Payments invoice={data} />
    </Detail>
  );
}

function InvoiceRow({ invoice }: { invoice: FamilyInvoiceSummary }) {
  const [open, setOpen] = useState(false);
  const regionId = useId();
  const status = STATUS[invoice.status];
  return (
    <RowItem>
      <Line>
        <Strong>{invoice.member.name}</Strong>
        <Amount>{formatYen(invoice.total)}</Amount>
      </Line>
      <Badges>
        <Badge tone={status.tone}>{status.label}</Badge>
        <Note as="span">
          {METHOD[invoice.payment_method]}
          {invoice.withdrawal_date ? `（${dayLabel(invoice.withdrawal_date)}）` : ''}
        </Note>
      </Badges>
      {invoice.failed_reason ? <Note>振替できなかった理由：{invoice.failed_reason}</Note> : null}
      {invoice.outstanding > 0 && invoice.status !== 'failed' && invoice.paid_amount > 0 ? (
        <Note>残り {formatYen(invoice.outstanding)}</Note>
      ) : null}
      <div>
        <Button
          size="sm"
          variant="ghost"
          icon={open ? <ChevronUp aria-hidden="true" /> : <ChevronDown aria-hidden="true" />}
          aria-expanded={open}
          aria-controls={open ? regionId : undefined}
          aria-label={`${invoice.member.name}の${billedMonth(invoice.billing_month)}の明細・お支払い`}
          onPress={() => setOpen(!open)}
        >
          明細・お支払い
        </Button>
      </div>
      {open ? <InvoiceDetail id={invoice.id} regionId={regionId} /> : null}
    </RowItem>
  );
}

const ACCOUNT_TYPES: Record<NonNullable<FamilyBankAccount['account']>['account_type'], string> = {
  1: '普通',
  2: '当座',
  4: '貯蓄',
  9: 'その他',
};

function AccountOf({ entry }: { entry: FamilyBankAccount }) {
  if (entry.payment_method !== 'bank_transfer') {
    return <Note>{METHOD[entry.payment_method]}でお支払い（受付）</Note>;
  }
  if (!entry.account) return <Note>口座振替の口座はまだ登録されていません</Note>;
  const { account } = entry;
  return (
    <DescriptionList
      items={[
        { term: '金融機関', description: `${account.bank_name} ${account.branch_name}` },
        { term: '口座', description: `${ACCOUNT_TYPES[account.account_type]} ${account.account_number}` },
        { term: '名義', description: account.account_holder },
      ]}
    />
  );
}

/** The accounts on file: read only here; a change is a 口座変更 request (各種申請), then the school's 口座振替依頼書. */
function BankAccounts() {
  const accounts = useFamilyBankAccounts();
  return (
    <Card title="口座振替の口座">
      {accounts.isPending ? (
        <Skeleton height={96} />
      ) : accounts.isError ? (
        <ErrorState message={messageOf(accounts.error)} onRetry={() => void accounts.refetch()} />
      ) : (
        <Stack $gap={3}>
          <RowList aria-label="ご登録の口座">
            {accounts.data.map((entry) => (
              <RowItem key={entry.member.id}>
                <Strong>{entry.member.name}</Strong>
                <AccountOf entry={entry} />
              </RowItem>
            ))}
          </RowList>
          <Note>
            口座を変更される場合は、各種申請から口座変更をお申し込みください。スクールから口座振替依頼書をお渡しします。新しい口座の登録が済むまでは、今の口座から振り替えます。
          </Note>
          <Link to="/requests?kind=bank_account">口座変更を申請する</Link>
        </Stack>
      )}
    </Card>
  );
}

function YearSummary({ years }: { years: number[] }) {
  const client = useQueryClient();
  const [state, setState] = useState<{ year: number | null; error: string | null }>({
    year: null,
    error: null,
  });
  const download = async (year: number) => {
    setState({ year, error: null });
    try {
      saveFile(await client.fetchQuery(getFamilyPaymentSummaryQueryOptions(year)), `payments-${year}.csv`);
      setState({ year: null, error: null });
    } catch (error) {
      setState({ year: null, error: messageOf(error) });
    }
  };
  return (
    <Card title="年間のお支払い">
      <Stack $gap={3}>
        <Note>
          1月〜12月にお支払いいただいた金額を、月ごと・会員ごとにまとめたCSVファイルです（Excelで開けます）。
        </Note>
        <Badges>
          {years.map((year) => (
            <Button
              key={year}
              size="sm"
              variant="secondary"
              icon={<FileDown aria-hidden="true" />}
              isLoading={state.year === year}
              onPress={() => void download(year)}
              aria-label={`${year}年のお支払い一覧（CSV）をダウンロード`}
            >
              {year}年のお支払い一覧（CSV）
            </Button>
          ))}
        </Badges>
        {state.error ? <Alert tone="danger">{state.error}</Alert> : null}
      </Stack>
    </Card>
  );
}

/** 請求・お支払い: each month's invoices of the family's members, their details, receipts and the year's summary. */
export function BillingPage() {
  const billing = useFamilyInvoices();
  return (
    <Stack $gap={4}>
      <PageHeader title="請求・お支払い" description="毎月のご請求とお支払いの状況" />
      <QueryStates query={billing} placeholder={200}>
        {(data) => (
          <>
            {data.outstanding > 0 ? (
              <Alert tone="warning" title="お支払いが済んでいないご請求があります">
                合計 {formatYen(data.outstanding)}。明細でお支払いの方法をご確認ください。
              </Alert>
            ) : null}
            {data.months.length === 0 ? (
              <EmptyState
                icon={<ReceiptText aria-hidden="true" />}
                title="確定したご請求はまだありません"
                description="毎月の請求が確定すると、ここに表示されます。"
              />
            ) : (
              data.months.map((month) => (
                <Card key={month.billing_month} title={billedMonth(month.billing_month)}>
                  <Stack $gap={3}>
                    <RowList aria-label={`${billedMonth(month.billing_month)}のご請求`}>
                      {month.invoices.map((invoice) => (
                        <InvoiceRow key={invoice.id} invoice={invoice} />
                      ))}
                    </RowList>
                    <Total>
                      <span>ご家族の合計</span>
                      <span>{formatYen(month.total)}</span>
                    </Total>
                    {month.outstanding > 0 ? (
                      <Note>うち お支払い前 {formatYen(month.outstanding)}</Note>
                    ) : null}
                  </Stack>
                </Card>
              ))
            )}
            <BankAccounts />
            <YearSummary years={data.summary_years} />
          </>
        )}
      </QueryStates>
    </Stack>
  );
}
