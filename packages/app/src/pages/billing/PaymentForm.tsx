import {
  type CashCollection,
  getCustomerBillingCreditQueryOptions,
  listInvoicesQueryOptions,
  useCreateCashCollection,
  type useCustomerBillingCredit,
  type useInvoices,
} from '@kayoi/api-client';
import { invoiceStatusLabels } from '@kayoi/domain/billing';
import { longMonthLabel } from '@kayoi/domain/calendar';
import { formatYen } from '@kayoi/domain/money';
import {
  Alert,
  Button,
  Card,
  Checkbox,
  DescriptionList,
  ErrorState,
  FormActions,
  Skeleton,
  Stack,
  TextField,
  useToast,
} from '@kayoi/ui';
import { useQuery } from '@tanstack/react-query';
import { JapaneseYen, X } from 'lucide-react';
import { type Dispatch, type FormEvent, type SetStateAction, useState } from 'react';
import { Form } from 'react-aria-components';
import { failureText } from '../../forms/failure.ts';
import { CustomerPicker, type PickedCustomer } from './CustomerPicker.tsx';
import { fieldError, useFieldErrors } from './fieldErrors.ts';
import { billingMessages } from './messages.ts';

const text = billingMessages.cash;

/** Yen as typed at a desk: full-width digits, commas, 円 or ￥ allowed; NaN when it is not a whole number. */
export function yenOf(typed: string): number {
  const cleaned = typed.normalize('NFKC').replace(/[,\s円￥¥]/g, '');
  if (!/^-?\d+$/.test(cleaned)) return Number.NaN;
  return Number(cleaned);
}

/** One key per payment being taken: a double click or a resend after a lost answer records it once. */
const newIdempotencyKey = () => `cash-${crypto.randomUUID()}`;

/**
 * A payment of one customer against one or more open invoices, each in full or in part, with the change. A member
 * with nothing confirmed to pay (the month's cycle still a draft) is not turned away: the cash is taken as 前受金,
 * prefilled with 今月のご請求予定額 less the credit already held, and the invoice uses it when it is confirmed.
 */
export function PaymentForm({ onRecorded }: { onRecorded: (payment: CashCollection) => void }) {
  const toast = useToast();
  const create = useCreateCashCollection();
  const errors = useFieldErrors();
  const [customer, setCustomer] = useState<PickedCustomer | null>(null);
  const [amounts, setAmounts] = useState<Record<number, string>>({});
  const [received, setReceived] = useState('');
  /** The 前受金 typed; null until staff type one (the planned amount is offered). */
  const [advance, setAdvance] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [key, setKey] = useState(newIdempotencyKey);
  const [problem, setProblem] = useState<string | null>(null);
  const { open, nothingOpen, credit, planned, plannedDue } = useOpenInvoices(customer);
  const advanceTyped = advance ?? (plannedDue > 0 ? String(plannedDue) : '');

  const start = (picked: PickedCustomer | null) => {
    setCustomer(picked);
    setAmounts({});
    setAdvance(null);
    setReceived('');
    setNote('');
    setProblem(null);
    errors.clear();
    setKey(newIdempotencyKey());
  };

  const chosen = Object.entries(amounts).map(([id, typed]) => ({
    invoice_id: Number(id),
    amount: yenOf(typed),
  }));
  const advanceYen = yenOf(advanceTyped);
  const total = nothingOpen
    ? Number.isNaN(advanceYen)
      ? 0
      : advanceYen
    : chosen.reduce((sum, a) => sum + (Number.isNaN(a.amount) ? 0 : a.amount), 0);
  const receivedYen = received.trim() === '' ? total : yenOf(received);
  const change = Number.isNaN(receivedYen) ? null : receivedYen - total;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (create.isPending || !customer) return;
    const refused = paymentProblem({ nothingOpen, advanceYen, chosen, invoices: open.data ?? [], change });
    if (refused) return setProblem(refused);
    setProblem(null);
    create.mutate(
      {
        customer_id: customer.id,
        method: 'cash',
        ...(nothingOpen ? { allocations: [], advance_amount: advanceYen } : { allocations: chosen }),
        received: receivedYen,
        idempotency_key: key,
        ...(note.trim() ? { note: note.trim() } : {}),
      },
      {
        onSuccess: (payment) => {
          toast.success(payment.is_advance ? text.advanceRecorded : text.recorded);
          start(null);
          onRecorded(payment);
        },
        onError: (error) => {
          errors.take(error);
          toast.error(failureText(error, billingMessages.saveFailed));
        },
      },
    );
  };

  return (
    <Card title="入金を受ける">
      <Form validationBehavior="aria" onSubmit={submit} aria-label="入金を受ける">
        <Stack $gap={4}>
          {customer ? (
            <PickedCustomerLine customer={customer} onChange={() => start(null)} />
          ) : (
            <CustomerPicker label={text.customer} description={text.customerHint} onPick={start} />
          )}
          {customer ? (
            <fieldset style={{ border: 0, margin: 0, padding: 0 }}>
              <legend>{text.openInvoices}</legend>
              {open.isError ? (
                <ErrorState
                  message={failureText(open.error, billingMessages.invoices.listFailed)}
                  onRetry={() => void open.refetch()}
                />
              ) : open.isPending ? (
                <Skeleton height={80} />
              ) : open.data.length === 0 ? (
                <AdvanceFields
                  credit={credit}
                  planned={planned}
                  value={advanceTyped}
                  onChange={setAdvance}
                  errorMessage={fieldError(errors.fields, 'advance_amount')}
                />
              ) : (
                <InvoiceAllocations invoices={open.data} amounts={amounts} setAmounts={setAmounts} />
              )}
            </fieldset>
          ) : null}
          {customer && open.data ? (
            <>
              <TextField
                label={`${text.received}（円）`}
                inputMode="numeric"
                value={received}
                onChange={setReceived}
                description="空欄なら入金額ちょうど"
                errorMessage={fieldError(errors.fields, 'received')}
              />
              <TextField label={text.note} value={note} onChange={setNote} maxLength={500} />
              <PaymentFigures total={total} receivedYen={receivedYen} change={change} />
              {problem ? (
                <Alert tone="warning" role="alert">
                  {problem}
                </Alert>
              ) : null}
              <FormActions>
                <Button
                  type="submit"
                  variant="primary"
                  icon={<JapaneseYen aria-hidden="true" />}
                  isLoading={create.isPending}
                >
                  {nothingOpen ? text.advanceSubmit : text.submit}
                </Button>
              </FormActions>
            </>
          ) : null}
        </Stack>
      </Form>
    </Card>
  );
}

/** The customer's open invoices and, when there are none, the month's planned bills and the credit held. */
function useOpenInvoices(customer: PickedCustomer | null) {
  const open = useQuery({
    ...listInvoicesQueryOptions({ customer_id: customer?.id ?? 0, open: true }),
    enabled: customer !== null,
  });
  const nothingOpen = customer !== null && open.data?.length === 0;
  const credit = useQuery({
    ...getCustomerBillingCreditQueryOptions(customer?.id ?? 0),
    enabled: nothingOpen,
  });
  const planned = credit.data?.planned_invoices ?? [];
  const plannedDue = Math.max(
    0,
    planned.reduce((sum, invoice) => sum + invoice.total, 0) - (credit.data?.credit ?? 0),
  );
  return { open, nothingOpen, credit, planned, plannedDue };
}

/** Why the payment cannot be taken as typed, or null when it can. */
function paymentProblem({
  nothingOpen,
  advanceYen,
  chosen,
  invoices,
  change,
}: {
  nothingOpen: boolean;
  advanceYen: number;
  chosen: { invoice_id: number; amount: number }[];
  invoices: NonNullable<ReturnType<typeof useInvoices>['data']>;
  change: number | null;
}): string | null {
  if (nothingOpen) {
    if (Number.isNaN(advanceYen) || advanceYen <= 0) return text.advanceMissing;
  } else if (chosen.length === 0) return text.noneSelected;
  for (const allocation of nothingOpen ? [] : chosen) {
    const invoice = invoices.find((i) => i.id === allocation.invoice_id);
    if (Number.isNaN(allocation.amount) || allocation.amount <= 0)
      return '金額は1円以上の整数で入力してください';
    if (invoice && allocation.amount > invoice.outstanding) return text.overpaid;
  }
  if (change === null || change < 0) return text.short;
  return null;
}

function PickedCustomerLine({ customer, onChange }: { customer: PickedCustomer; onChange: () => void }) {
  return (
    <Stack $gap={2}>
      <DescriptionList
        items={[
          {
            term: text.customer,
            description: `${customer.name}（会員番号 ${customer.memberNumber}）`,
          },
        ]}
      />
      <span>
        <Button variant="ghost" size="sm" icon={<X aria-hidden="true" />} onPress={onChange}>
          別の会員にする
        </Button>
      </span>
    </Stack>
  );
}

/** Nothing confirmed to pay: what the month will bill and the credit held, and the 前受金 to take. */
function AdvanceFields({
  credit,
  planned,
  value,
  onChange,
  errorMessage,
}: {
  credit: ReturnType<typeof useCustomerBillingCredit>;
  planned: NonNullable<ReturnType<typeof useCustomerBillingCredit>['data']>['planned_invoices'];
  value: string;
  onChange: (value: string) => void;
  errorMessage: string | undefined;
}) {
  return (
    <Stack $gap={3}>
      <p>{text.noOpen}</p>
      <p>{text.advanceLead}</p>
      {credit.isError ? (
        <ErrorState
          message={failureText(credit.error, billingMessages.saveFailed)}
          onRetry={() => void credit.refetch()}
        />
      ) : credit.isPending ? (
        <Skeleton height={48} />
      ) : (
        <DescriptionList
          items={[
            {
              term: text.planned,
              description:
                planned.length === 0
                  ? text.plannedNone
                  : planned
                      .map(
                        (invoice) =>
                          `${longMonthLabel(invoice.billing_month)}分 ${formatYen(invoice.total)}（確定前）`,
                      )
                      .join('・'),
            },
            { term: text.credit, description: formatYen(credit.data.credit) },
          ]}
        />
      )}
      <TextField
        label={`${text.advanceAmount}（円）`}
        inputMode="numeric"
        value={value}
        onChange={onChange}
        errorMessage={errorMessage}
      />
    </Stack>
  );
}

/** The open invoices to pay, each ticked with its outstanding amount, which can be lowered for a part payment. */
function InvoiceAllocations({
  invoices,
  amounts,
  setAmounts,
}: {
  invoices: NonNullable<ReturnType<typeof useInvoices>['data']>;
  amounts: Record<number, string>;
  setAmounts: Dispatch<SetStateAction<Record<number, string>>>;
}) {
  return (
    <Stack $gap={3}>
      {invoices.map((invoice) => {
        const label = `${longMonthLabel(invoice.billing_month)}分`;
        const isChosen = invoice.id in amounts;
        return (
          <Stack key={invoice.id} $gap={2}>
            <Checkbox
              isSelected={isChosen}
              onChange={(on) =>
                setAmounts((now) => {
                  const next = { ...now };
                  if (on) next[invoice.id] = String(invoice.outstanding);
                  else delete next[invoice.id];
                  return next;
                })
              }
            >
              {label}　未収 {formatYen(invoice.outstanding)}（請求 {formatYen(invoice.total)}・
              {invoiceStatusLabels[invoice.status]}）
            </Checkbox>
            {isChosen ? (
              <TextField
                label={`${label}に充てる金額（円）`}
                inputMode="numeric"
                value={amounts[invoice.id] ?? ''}
                onChange={(value) => setAmounts((now) => ({ ...now, [invoice.id]: value }))}
                description="一部入金のときは金額を変えてください"
              />
            ) : null}
          </Stack>
        );
      })}
    </Stack>
  );
}

function PaymentFigures({
  total,
  receivedYen,
  change,
}: {
  total: number;
  receivedYen: number;
  change: number | null;
}) {
  return (
    <DescriptionList
      items={[
        { term: text.amount, description: formatYen(total) },
        {
          term: text.received,
          description: Number.isNaN(receivedYen) ? '—' : formatYen(receivedYen),
        },
        { term: text.change, description: change === null || change < 0 ? '—' : formatYen(change) },
      ]}
    />
  );
}
