import type {
  BillingAdjustment,
  BillingCycle,
  BillingDashboard,
  CashClose,
  CashCollection,
  CustomerBillingCredit,
  CustomerLedger,
  DiscountGroup,
  Invoice,
  Receipt,
} from '@kayoi/api-client';

// The billing stories' records: 渋谷校's December 2026 draft and a year of earlier cycles, the 山田 family
// (兄弟割 on 花子, a swimsuit, November carried), a cash payer who paid part, a failed debit.

export const cycleOf = (month: string, overrides: Partial<BillingCycle> = {}): BillingCycle => ({
  id: Number(month.replace('-', '')) % 1000,
  store_id: 1,
  billing_month: month,
  closing_date: `${month}-10`,
  withdrawal_date: `${month}-28`,
  status: 'closed',
  revision: 3,
  invoice_count: 180,
  total: 1498300,
  tax: 136209,
  paid: 1498300,
  outstanding: 0,
  generated_at: '2026-10-20T10:00:00+09:00',
  generated_by: '佐藤 美咲',
  confirmed_at: '2026-10-21T10:00:00+09:00',
  confirmed_by: '佐藤 美咲',
  closed_at: '2026-11-05T10:00:00+09:00',
  created_at: '2026-10-20T09:55:00+09:00',
  ...overrides,
});

export const DRAFT: BillingCycle = cycleOf('2026-12', {
  id: 12,
  status: 'draft',
  revision: 1,
  invoice_count: 182,
  total: 1512400,
  tax: 137490,
  paid: 0,
  outstanding: 1512400,
  generated_at: '2026-11-24T09:58:12+09:00',
  confirmed_at: null,
  confirmed_by: null,
  closed_at: null,
  withdrawal_date: '2026-12-28',
});

export const CYCLES: BillingCycle[] = [
  DRAFT,
  cycleOf('2026-11', {
    id: 11,
    status: 'results_imported',
    paid: 1421700,
    outstanding: 76600,
    closed_at: null,
    withdrawal_date: '2026-11-27',
  }),
  cycleOf('2026-10', { id: 10, withdrawal_date: '2026-10-27' }),
  cycleOf('2026-09', { id: 9, withdrawal_date: '2026-09-28', total: 1476200, paid: 1476200 }),
];

export const INVOICES: Invoice[] = [
  {
    id: 3401,
    cycle_id: 12,
    customer_id: 1532,
    customer_name: '山田 花子',
    member_number: '100181',
    billing_month: '2026-12',
    payment_method: 'bank_transfer',
    total: 10600,
    tax: 963,
    tax_by_rate: [{ rate: 10, amount: 10600, tax: 963 }],
    paid_amount: 0,
    outstanding: 10600,
    status: 'unpaid',
    failed_reason: null,
    carried_balance: 7700,
    carried: [{ source: 'carry', invoice_id: 3120, billing_month: '2026-11', outstanding: 7700 }],
    lines: [
      {
        id: 90211,
        source: 'contract',
        source_id: 881,
        kind: 'monthly_fee',
        description: 'ジュニアスイミング 週1回 12月分',
        amount: 8800,
        tax_rate: 10,
        program_id: 3,
      },
      {
        id: 90212,
        source: 'discount',
        source_id: 31,
        kind: 'discount',
        description: '山田家 兄弟割（2人目 1,000円引き）',
        amount: -1000,
        tax_rate: 10,
        program_id: 3,
      },
      {
        id: 90213,
        source: 'adjustment',
        source_id: 77,
        kind: 'goods',
        description: 'スクール水着 140cm',
        amount: 2800,
        tax_rate: 10,
        program_id: null,
      },
    ],
  },
  {
    id: 3402,
    cycle_id: 12,
    customer_id: 1531,
    customer_name: '山田 太郎',
    member_number: '100180',
    billing_month: '2026-12',
    payment_method: 'bank_transfer',
    total: 8800,
    tax: 800,
    tax_by_rate: [{ rate: 10, amount: 8800, tax: 800 }],
    paid_amount: 0,
    outstanding: 8800,
    status: 'unpaid',
    failed_reason: null,
    carried_balance: 0,
    carried: [],
    lines: [
      {
        id: 90220,
        source: 'contract',
        source_id: 880,
        kind: 'monthly_fee',
        description: 'ジュニアスイミング 週1回 12月分',
        amount: 8800,
        tax_rate: 10,
        program_id: 3,
      },
    ],
  },
  {
    id: 3403,
    cycle_id: 12,
    customer_id: 1610,
    customer_name: '高橋 蓮',
    member_number: '100245',
    billing_month: '2026-12',
    payment_method: 'cash',
    total: 13200,
    tax: 1200,
    tax_by_rate: [{ rate: 10, amount: 13200, tax: 1200 }],
    paid_amount: 5000,
    outstanding: 8200,
    status: 'partially_paid',
    failed_reason: null,
    carried_balance: 0,
    carried: [],
    lines: [
      {
        id: 90230,
        source: 'contract',
        source_id: 940,
        kind: 'pro_rata_fee',
        description: 'ベビースイミング 12月分（12/10入会 日割）',
        amount: 7700,
        tax_rate: 10,
        program_id: 5,
      },
      {
        id: 90231,
        source: 'contract',
        source_id: 940,
        kind: 'entrance_fee',
        description: '入会金',
        amount: 5500,
        tax_rate: 10,
        program_id: 5,
      },
    ],
  },
];

export const PAGE_META = (total: number) => ({
  current_page: 1,
  last_page: 1,
  per_page: 20,
  total,
  from: total ? 1 : null,
  to: total || null,
});

const TREND_MONTHS = [
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
  '2026-07',
  '2026-08',
  '2026-09',
  '2026-10',
  '2026-11',
];

export const DASHBOARD: BillingDashboard = {
  month: '2026-11',
  billed: 1498300,
  collected: 1421700,
  outstanding: 76600,
  invoice_count: 180,
  collection_rate: 94.9,
  by_method: [
    {
      payment_method: 'bank_transfer',
      billed: 1320000,
      collected: 1266100,
      outstanding: 53900,
      invoice_count: 158,
    },
    { payment_method: 'cash', billed: 178300, collected: 155600, outstanding: 22700, invoice_count: 22 },
  ],
  aging: [
    { bucket: 'current', amount: 76600, invoice_count: 8 },
    { bucket: 'one_month', amount: 15400, invoice_count: 2 },
    { bucket: 'three_months_or_more', amount: 8800, invoice_count: 1 },
  ],
  follow_up: [
    {
      customer_id: 7,
      customer_name: '伊藤 さくら',
      member_number: '100132',
      payment_method: 'bank_transfer',
      outstanding: 26400,
      oldest_month: '2026-08',
      invoice_count: 3,
      has_failed_debit: true,
    },
    {
      customer_id: 1532,
      customer_name: '山田 花子',
      member_number: '100181',
      payment_method: 'cash',
      outstanding: 7700,
      oldest_month: '2026-11',
      invoice_count: 1,
      has_failed_debit: false,
    },
  ],
  trend: TREND_MONTHS.map((month, i) => ({
    month,
    billed: 1380000 + i * 10800,
    collected: i === 11 ? 1421700 : 1380000 + i * 10800 - (i % 3) * 4400,
  })),
};

/** 花子's open invoices at the desk: November carried (7,700) and December (10,600). */
export const OPEN_INVOICES: Invoice[] = [
  {
    ...(INVOICES[0] as Invoice),
    id: 3120,
    cycle_id: 11,
    billing_month: '2026-11',
    total: 7700,
    tax: 700,
    tax_by_rate: [{ rate: 10, amount: 7700, tax: 700 }],
    outstanding: 7700,
    carried_balance: 0,
    carried: [],
  },
  INVOICES[0] as Invoice,
];

export const adjustmentOf = (overrides: Partial<BillingAdjustment>): BillingAdjustment => ({
  id: 77,
  customer_id: 1532,
  customer_name: '山田 花子',
  member_number: '100181',
  billing_month: '2026-12',
  kind: 'goods',
  description: 'スクール水着 140cm',
  amount: 2800,
  tax_rate: 10,
  status: 'open',
  invoice_id: null,
  created_at: '2026-11-20T16:02:00+09:00',
  created_by: '佐藤 美咲',
  updated_at: '2026-11-20T16:02:00+09:00',
  voided_at: null,
  voided_by: null,
  void_reason: null,
  ...overrides,
});

export const ADJUSTMENTS: BillingAdjustment[] = [
  adjustmentOf({}),
  adjustmentOf({
    id: 78,
    customer_id: 1610,
    customer_name: '高橋 蓮',
    member_number: '100245',
    kind: 'refund',
    description: '11/3 臨時休館分の返金',
    amount: -2200,
  }),
  adjustmentOf({
    id: 70,
    billing_month: '2026-11',
    kind: 'goods',
    description: 'スイムキャップ',
    amount: 1100,
    status: 'applied',
    invoice_id: 3120,
  }),
  adjustmentOf({
    id: 69,
    billing_month: '2026-11',
    kind: 'correction',
    description: '入会金の二重登録',
    amount: 5500,
    status: 'void',
    voided_at: '2026-11-02T10:00:00+09:00',
    voided_by: '山田 太郎',
    void_reason: '登録誤り',
  }),
];

/** 山田家 兄弟割: 太郎 first, 花子 second, 1,000円引き from the second. */
export const FAMILY_GROUP: DiscountGroup = {
  id: 5,
  name: '山田家 兄弟割',
  kind: 'family',
  valid_from: '2026-04-01',
  valid_to: null,
  note: '兄弟3人在籍',
  members: [
    { customer_id: 1531, customer_name: '山田 太郎', member_number: '100180', position: 1 },
    { customer_id: 1532, customer_name: '山田 花子', member_number: '100181', position: 2 },
  ],
  rules: [
    {
      id: 31,
      member_rank: 2,
      program_id: null,
      program_name: null,
      discount_type: 'fixed',
      value: 1000,
    },
  ],
  created_at: '2026-04-01T10:00:00+09:00',
  updated_at: '2026-04-01T10:00:00+09:00',
};

/** 花子 pays November (7,700) with a 10,000 note: 領収書 No.1043. */
export const PAYMENT: CashCollection = {
  id: 810,
  customer_id: 1532,
  customer_name: '山田 花子',
  method: 'cash',
  amount: 7700,
  received: 10000,
  change: 2300,
  paid_on: '2026-11-24',
  receipt_number: 1043,
  allocations: [{ invoice_id: 3120, billing_month: '2026-11', amount: 7700 }],
  is_advance: false,
  unapplied: 0,
  note: null,
  created_at: '2026-11-24T16:12:00+09:00',
  created_by: '佐藤 美咲',
  voided_at: null,
  void_reason: null,
};

/** The receipt of PAYMENT, as first printed. */
export const RECEIPT: Receipt = {
  receipt_number: 1043,
  issued_on: '2026-11-24',
  customer_name: '山田 花子',
  amount: 7700,
  received: 10000,
  change: 2300,
  description: '2026年11月分 月謝として',
  tax_by_rate: [{ rate: 10, amount: 7700, tax: 700 }],
  months: ['2026-11'],
  store: {
    name: '渋谷校',
    company_name: '株式会社カヨイスイミング',
    invoice_registration_number: 'T1234567890123',
    address: '東京都渋谷区神南1-2-3',
    phone: '03-1234-5678',
  },
  staff_name: '佐藤 美咲',
  voided: false,
  print_count: 0,
  reissued: false,
  first_printed_at: null,
  last_printed_at: null,
};

/** RECEIPT as its first print answers it: the original. */
export const RECEIPT_PRINTED: Receipt = {
  ...RECEIPT,
  print_count: 1,
  first_printed_at: '2026-11-24T16:12:30+09:00',
  last_printed_at: '2026-11-24T16:12:30+09:00',
};

/** RECEIPT printed again the next day (a parent lost it): 再発行, the first reissue. */
export const RECEIPT_REPRINTED: Receipt = {
  ...RECEIPT_PRINTED,
  print_count: 2,
  reissued: true,
  last_printed_at: '2026-11-25T10:03:00+09:00',
};

/** The day's close: 30,000 float, 25,400 taken, the drawer 400 short. */
export const CASH_CLOSE: CashClose = {
  id: 40,
  business_date: '2026-11-24',
  float_amount: 30000,
  collected: 25400,
  payment_count: 3,
  expected_cash: 55400,
  counts: {
    '1': 0,
    '5': 0,
    '10': 0,
    '50': 0,
    '100': 10,
    '500': 4,
    '1000': 12,
    '2000': 0,
    '5000': 2,
    '10000': 3,
  },
  counted_cash: 55000,
  difference: -400,
  note: '差額400円 原因調査中',
  closed_by: '佐藤 美咲',
  closed_at: '2026-11-24T21:05:00+09:00',
};

/** 花子's fee and her 兄弟割 of a month, as her ledger lists them. */
const familyLines = (month: number): CustomerLedger['entries'][number]['lines'] => [
  {
    description: `ジュニアスイミング 週1回 ${month}月分`,
    source: 'contract',
    amount: 8800,
    tax_rate: 10,
  },
  { description: '山田家 兄弟割（2人目 1,100円引き）', source: 'discount', amount: -1100, tax_rate: 10 },
];

/** 花子's ledger: November invoiced and paid in cash (No.1043), December invoiced and open. */
export const LEDGER: CustomerLedger = {
  customer_id: 1532,
  payment_method: 'bank_transfer',
  invoiced_total: 23400,
  paid_total: 7700,
  balance: 15700,
  entries: [
    {
      date: '2026-11-10',
      kind: 'invoice',
      reference_id: 3120,
      billing_month: '2026-11',
      receipt_number: null,
      description: '2026年11月分 請求',
      debit: 7700,
      credit: 0,
      balance: 7700,
      lines: familyLines(11),
    },
    {
      date: '2026-11-24',
      kind: 'payment',
      reference_id: 810,
      billing_month: null,
      receipt_number: 1043,
      description: '現金入金（領収書 No.1043）',
      debit: 0,
      credit: 7700,
      balance: 0,
      lines: [],
    },
    {
      date: '2026-12-10',
      kind: 'invoice',
      reference_id: 3401,
      billing_month: '2026-12',
      receipt_number: null,
      description: '2026年12月分 請求',
      debit: 15700,
      credit: 0,
      balance: 15700,
      lines: [
        ...familyLines(12),
        { description: '年会費', source: 'contract', amount: 4400, tax_rate: 10 },
        { description: 'スクール水着 140cm', source: 'adjustment', amount: 3600, tax_rate: 10 },
      ],
    },
  ],
  open_invoices: [
    {
      id: 3401,
      billing_month: '2026-12',
      total: 15700,
      paid_amount: 0,
      outstanding: 15700,
      status: 'unpaid',
    },
  ],
};

/** 山田 花子's December, generated but not confirmed: nothing to pay yet, 7,700 planned (今月のご請求予定額). */
export const DRAFT_CREDIT: CustomerBillingCredit = {
  customer_id: 1532,
  credit: 0,
  planned_invoices: [{ cycle_id: 12, billing_month: '2026-12', total: 7700 }],
};

/** The 7,700 taken as 前受金 from a 10,000 note: no allocation until December is confirmed. */
export const ADVANCE_PAYMENT: CashCollection = {
  ...PAYMENT,
  id: 811,
  receipt_number: 1044,
  allocations: [],
  is_advance: true,
  unapplied: 7700,
};

/** ADVANCE_PAYMENT's receipt: marked 前受金, no month and no tax yet. */
export const ADVANCE_RECEIPT: Receipt = {
  ...RECEIPT,
  receipt_number: 1044,
  description: '前受金として',
  tax_by_rate: [],
  months: [],
};
