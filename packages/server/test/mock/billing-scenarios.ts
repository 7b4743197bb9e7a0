import type { Answer, Role, Step } from './drivers.ts';
import type { Scenario } from './scenarios.ts';

// The billing scenarios (issue 15) the mock's billing fixtures are recorded from (`pnpm fixtures` writes their
// answers to fixtures/billing-<clock>.json) and the parity test replays: 渋谷校's settings, a cycle created,
// generated (twice: never doubles), confirmed (a second confirm refused), its invoices; an adjustment made,
// changed and voided (the trail kept); a family discount group; a cash payment sent twice with one key (one
// payment), its receipt printed and reprinted (再発行), the day's cash and its close (レジ締め) from the stored
// float (a typed other float refused), a payment voided (its receipt no longer printed); cash taken as 前受金
// while the month is a draft (issue 28), used when it is confirmed; the dashboard and a customer's ledger. Every answer is the server's: the mock holds no billing rule.

const get = (as: Role, path: string): Step => ({ as, method: 'GET', path });
const send = (as: Role, method: Step['method'], path: string, json?: unknown): Step => ({
  as,
  method,
  path,
  ...(json === undefined ? {} : { json }),
});

/** The customers whose record the stories open (their ledger is on it). */
const LEDGER_CUSTOMERS = [1, 2, 3, 4, 5, 6, 7];
/** 山田 花子 (#1) and 田中 健一 (#2, 休会) in a family group; #1 pays at the desk. */
const PAYER = 1;
const MONTH = '2026-11';
const NEXT = '2026-12';
const CYCLE = 1;

const SETTINGS = {
  first_month_rule: 'pro_rata',
  annual_fee_month: 4,
  withdrawal_day: 27,
  closing_day: 10,
  cash_float: 30000,
};

const FAMILY = {
  name: '山田家 兄弟割',
  kind: 'family',
  valid_from: '2026-04-01',
  valid_to: null,
  note: '2人目から1,000円引き',
  member_ids: [1, 7],
  rules: [{ member_rank: 2, program_id: null, discount_type: 'fixed', value: 1000 }],
};

const SWIMSUIT = {
  customer_id: PAYER,
  billing_month: NEXT,
  kind: 'goods',
  description: 'スクール水着',
  amount: 3300,
  tax_rate: 10,
};

/** The payer's first open invoice, found in the answer to their open invoices (each end reads its own). */
const openInvoiceOf = (answers: readonly Answer[]) => {
  const list = answers.findLast((a) => a.op === 'listInvoices')?.body?.data as
    | { id: number; outstanding: number }[]
    | undefined;
  return list?.[0];
};
const createdPaymentId = (answers: readonly Answer[]) =>
  answers.find((a) => a.op === 'createCashCollection' && a.status === 201)?.body?.data?.id as
    | number
    | undefined;
const createdId = (answers: readonly Answer[], op: string) =>
  answers.find((a) => a.op === op && a.status === 201)?.body?.data?.id as number | undefined;

export const BILLING_SCENARIOS: readonly Scenario[] = [
  {
    name: 'billing: what a manager reads before anything is billed, and what staff may not',
    clocks: ['friday'],
    fixtures: 'billing',
    steps: [
      get('manager', '/api/billing/settings'),
      get('manager', '/api/billing/cycles'),
      get('manager', '/api/billing/cycles/9999'),
      get('manager', '/api/billing/adjustments'),
      get('manager', '/api/discount-groups'),
      get('manager', `/api/billing/invoices?customer_id=${PAYER}&open=true`),
      get('manager', '/api/billing/cash-collections'),
      get('manager', '/api/billing/cash-closes/2026-11-20'),
      get('manager', '/api/billing/dashboard'),
      get('manager', `/api/billing/dashboard?month=${NEXT}`),
      ...LEDGER_CUSTOMERS.map((id) => get('manager', `/api/customers/${id}/ledger`)),
      get('admin', `/api/customers/${PAYER}/ledger`),
      get('staff', '/api/billing/cycles'),
      get('staff', `/api/customers/${PAYER}/ledger`),
    ],
  },
  {
    // The customer record's stories at the Saturday clock show its 請求・入金履歴 too (empty: nothing billed).
    name: "billing: the customers' ledgers on Saturday morning",
    clocks: ['saturday'],
    fixtures: 'billing',
    steps: LEDGER_CUSTOMERS.map((id) => get('manager', `/api/customers/${id}/ledger`)),
  },
  {
    name: 'billing: a manager sets the rules, creates, generates twice and confirms a month, and reads it',
    clocks: ['friday'],
    fixtures: 'billing',
    steps: [
      send('manager', 'PUT', '/api/billing/settings', SETTINGS),
      get('manager', '/api/billing/settings'),
      send('manager', 'POST', '/api/discount-groups', FAMILY),
      send('manager', 'POST', '/api/billing/cycles', { billing_month: MONTH }),
      send('manager', 'POST', '/api/billing/cycles', { billing_month: MONTH }),
      send('manager', 'POST', '/api/billing/cycles', {
        billing_month: NEXT,
        withdrawal_date: '2026-12-27',
      }),
      get('manager', '/api/billing/cycles'),
      get('manager', `/api/billing/cycles/${CYCLE}`),
      send('manager', 'PUT', `/api/billing/cycles/${CYCLE}`, { withdrawal_date: '2026-11-30' }),
      send('manager', 'POST', `/api/billing/cycles/${CYCLE}/generate`, {}),
      get('manager', `/api/billing/cycles/${CYCLE}/invoices`),
      get('manager', `/api/billing/cycles/${CYCLE}/invoices?page=2`),
      get('manager', `/api/billing/cycles/${CYCLE}/invoices?search=山田`),
      get('manager', `/api/billing/cycles/${CYCLE}/invoices?customer_id=${PAYER}`),
      get('manager', `/api/billing/cycles/${CYCLE}/contract-check`),
      send('manager', 'POST', `/api/billing/cycles/${CYCLE}/generate`, {}),
      get('manager', `/api/billing/cycles/${CYCLE}`),
      get('manager', `/api/billing/cycles/${CYCLE}/invoices`),
      send('manager', 'POST', `/api/billing/cycles/${CYCLE}/confirm`, {}),
      send('manager', 'POST', `/api/billing/cycles/${CYCLE}/confirm`, {}),
      send('manager', 'POST', `/api/billing/cycles/${CYCLE}/generate`, {}),
      get('manager', `/api/billing/cycles/${CYCLE}`),
      get('manager', '/api/billing/cycles'),
      get('manager', `/api/billing/cycles/${CYCLE}/invoices`),
      get('manager', `/api/billing/cycles/${CYCLE}/invoices?status=unpaid`),
      get('manager', '/api/billing/dashboard'),
      get('manager', `/api/customers/${PAYER}/ledger`),
      get('manager', `/api/customers/7/ledger`),
      send('manager', 'POST', `/api/billing/cycles/${CYCLE}/close`, {}),
      get('staff', `/api/billing/cycles/${CYCLE}`),
      send('staff', 'POST', `/api/billing/cycles/${CYCLE}/generate`, {}),
    ],
  },
  {
    name: 'billing: adjustments made, changed and voided; a discount group kept, changed and deleted',
    clocks: ['friday'],
    fixtures: 'billing',
    steps: [
      send('manager', 'POST', '/api/billing/adjustments', SWIMSUIT),
      send('manager', 'POST', '/api/billing/adjustments', { ...SWIMSUIT, amount: 0 }),
      send('manager', 'POST', '/api/billing/adjustments', {
        customer_id: 7,
        billing_month: NEXT,
        kind: 'refund',
        description: '11月休講分の返金',
        amount: -2000,
        tax_rate: 10,
      }),
      get('manager', '/api/billing/adjustments'),
      get('manager', `/api/billing/adjustments?billing_month=${NEXT}`),
      get('manager', `/api/billing/adjustments?customer_id=${PAYER}`),
      {
        expand: (answers) => {
          const id = createdId(answers, 'createBillingAdjustment');
          if (!id) return [];
          return [
            get('manager', `/api/billing/adjustments/${id}`),
            send('manager', 'PUT', `/api/billing/adjustments/${id}`, { ...SWIMSUIT, amount: 3520 }),
            send('manager', 'POST', `/api/billing/adjustments/${id}/void`, {
              reason: '重複して登録したため',
            }),
            send('manager', 'POST', `/api/billing/adjustments/${id}/void`, { reason: 'もう一度' }),
            send('manager', 'PUT', `/api/billing/adjustments/${id}`, { ...SWIMSUIT, amount: 3630 }),
            get('manager', `/api/billing/adjustments/${id}`),
            get('manager', '/api/billing/adjustments?status=void'),
          ];
        },
      },
      send('manager', 'POST', '/api/discount-groups', FAMILY),
      send('manager', 'POST', '/api/discount-groups', {
        ...FAMILY,
        name: '期間の逆転',
        valid_from: '2026-12-01',
        valid_to: '2026-11-01',
      }),
      get('manager', '/api/discount-groups'),
      get('manager', '/api/discount-groups?search=山田'),
      {
        expand: (answers) => {
          const id = createdId(answers, 'createDiscountGroup');
          if (!id) return [];
          return [
            get('manager', `/api/discount-groups/${id}`),
            send('manager', 'PUT', `/api/discount-groups/${id}`, {
              ...FAMILY,
              member_ids: [1, 7, 2],
              rules: [
                { member_rank: 2, program_id: null, discount_type: 'fixed', value: 1000 },
                { member_rank: 3, program_id: null, discount_type: 'percent', value: 10 },
              ],
            }),
            send('manager', 'DELETE', `/api/discount-groups/${id}`),
            get('manager', `/api/discount-groups/${id}`),
          ];
        },
      },
      get('staff', '/api/billing/adjustments'),
    ],
  },
  {
    name: 'billing: a cash payment at the desk, sent twice; its receipt printed and reprinted; the day closed',
    clocks: ['friday'],
    fixtures: 'billing',
    steps: [
      send('manager', 'PUT', '/api/billing/settings', SETTINGS),
      send('manager', 'PUT', `/api/customers/${PAYER}/payment-method`, { payment_method: 'cash' }),
      send('manager', 'POST', '/api/billing/cycles', { billing_month: MONTH }),
      send('manager', 'POST', `/api/billing/cycles/${CYCLE}/generate`, {}),
      send('manager', 'POST', `/api/billing/cycles/${CYCLE}/confirm`, {}),
      get('manager', `/api/billing/invoices?customer_id=${PAYER}&open=true`),
      get('manager', `/api/billing/invoices?customer_id=${PAYER}`),
      {
        expand: (answers) => {
          const invoice = openInvoiceOf(answers);
          if (!invoice) return [];
          const payment = {
            customer_id: PAYER,
            method: 'cash',
            allocations: [{ invoice_id: invoice.id, amount: invoice.outstanding }],
            received: invoice.outstanding + 2000,
            idempotency_key: 'story-cash-payment-1',
          };
          return [
            send('manager', 'POST', '/api/billing/cash-collections', {
              ...payment,
              idempotency_key: 'story-cash-too-little',
              received: 1,
            }),
            send('manager', 'POST', '/api/billing/cash-collections', payment),
            send('manager', 'POST', '/api/billing/cash-collections', payment),
            send('manager', 'POST', '/api/billing/cash-collections', {
              ...payment,
              idempotency_key: 'story-cash-payment-2',
            }),
          ];
        },
      },
      {
        expand: (answers) => {
          const id = createdPaymentId(answers);
          if (!id) return [];
          return [
            get('manager', `/api/billing/cash-collections/${id}/receipt`),
            send('manager', 'POST', `/api/billing/cash-collections/${id}/receipt`),
            get('manager', `/api/billing/cash-collections/${id}/receipt`),
            send('manager', 'POST', `/api/billing/cash-collections/${id}/receipt`),
            get('manager', '/api/billing/cash-collections'),
            get('manager', `/api/billing/cash-collections?customer_id=${PAYER}`),
            get('manager', '/api/billing/cash-closes/2026-11-20'),
            get('manager', `/api/billing/invoices?customer_id=${PAYER}&open=true`),
            get('manager', `/api/customers/${PAYER}/ledger`),
            get('manager', '/api/billing/dashboard'),
            send('manager', 'POST', '/api/billing/cash-closes', {
              business_date: '2026-11-20',
              float_amount: 25000,
              counts: { '10000': 3 },
            }),
            send('manager', 'POST', '/api/billing/cash-closes', {
              business_date: '2026-11-20',
              float_amount: 30000,
              counts: { '10000': 3, '5000': 1, '1000': 5, '500': 1, '100': 2 },
              note: '',
            }),
            get('manager', '/api/billing/cash-closes/2026-11-20'),
            send('manager', 'POST', '/api/billing/cash-closes', {
              business_date: '2026-11-20',
              float_amount: 30000,
              counts: { '10000': 3 },
            }),
            send('manager', 'POST', `/api/billing/cash-collections/${id}/void`, { reason: '金額の誤り' }),
            send('manager', 'POST', `/api/billing/cash-collections/${id}/void`, { reason: '金額の誤り' }),
            get('manager', `/api/billing/cash-collections/${id}/receipt`),
            send('manager', 'POST', `/api/billing/cash-collections/${id}/receipt`),
            get('manager', `/api/customers/${PAYER}/ledger`),
            get('manager', `/api/billing/invoices?customer_id=${PAYER}&open=true`),
          ];
        },
      },
      get('manager', '/api/billing/cash-collections/9999/receipt'),
      get('staff', '/api/billing/cash-collections'),
    ],
  },
  {
    // Issue 28: the month is generated, not confirmed; the parent at the counter pays anyway.
    name: 'billing: cash taken as 前受金 while the month is a draft, used when it is confirmed, then voided',
    clocks: ['friday'],
    fixtures: 'billing',
    steps: [
      send('manager', 'PUT', '/api/billing/settings', SETTINGS),
      send('manager', 'POST', '/api/billing/cycles', { billing_month: MONTH }),
      send('manager', 'POST', `/api/billing/cycles/${CYCLE}/generate`, {}),
      get('manager', `/api/billing/invoices?customer_id=${PAYER}&open=true`),
      get('manager', `/api/customers/${PAYER}/billing-credit`),
      send('manager', 'POST', '/api/billing/cash-collections', {
        customer_id: PAYER,
        method: 'cash',
        allocations: [],
        received: 5000,
        idempotency_key: 'story-cash-nothing',
      }),
      send('manager', 'POST', '/api/billing/cash-collections', {
        customer_id: PAYER,
        method: 'cash',
        allocations: [],
        advance_amount: 5000,
        received: 10000,
        idempotency_key: 'story-cash-advance-1',
      }),
      get('manager', `/api/customers/${PAYER}/billing-credit`),
      {
        expand: (answers) => {
          const id = createdPaymentId(answers);
          if (!id) return [];
          return [
            get('manager', `/api/billing/cash-collections/${id}/receipt`),
            send('manager', 'POST', `/api/billing/cycles/${CYCLE}/confirm`, {}),
            get('manager', `/api/customers/${PAYER}/billing-credit`),
            get('manager', `/api/billing/invoices?customer_id=${PAYER}&open=true`),
            get('manager', `/api/billing/cash-collections?customer_id=${PAYER}`),
            get('manager', `/api/customers/${PAYER}/ledger`),
            send('manager', 'POST', `/api/billing/cash-collections/${id}/void`, { reason: '受領額の誤り' }),
            get('manager', `/api/customers/${PAYER}/billing-credit`),
            get('manager', `/api/billing/invoices?customer_id=${PAYER}&open=true`),
          ];
        },
      },
      get('manager', '/api/customers/9999/billing-credit'),
      get('staff', `/api/customers/${PAYER}/billing-credit`),
    ],
  },
];
