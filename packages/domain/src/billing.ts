import { addDays, addMonths, type Day, dayInMonth, weekdayOf } from './calendar.ts';
import { isInForce } from './contracts.ts';
import { isHoliday } from './holidays.ts';
import { type TaxByRate, type TaxRate, taxByRate, totalTax } from './money.ts';

// Billing (issue 15) written once, in pure TypeScript: how a month's invoice of a customer is made from their
// contracts, the programs' fees, the discount groups and the adjustments; the consumption tax per rate; the
// bank business day of a withdrawal; a cash drawer's count. The server generates cycles with it, the property
// test checks it, and the screens preview with it. Money is integer yen, prices tax-inclusive.

/** A billing month, 'YYYY-MM'. */
export type BillingMonth = string;

export const billingCycleStatuses = ['draft', 'confirmed', 'exported', 'results_imported', 'closed'] as const;
export type BillingCycleStatus = (typeof billingCycleStatuses)[number];

export const invoiceStatuses = ['unpaid', 'paid', 'partially_paid', 'failed', 'void'] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

export const paymentMethods = ['bank_transfer', 'cash', 'other'] as const;
export type PaymentMethod = (typeof paymentMethods)[number];

export const paymentMethodLabels: Record<PaymentMethod, string> = {
  bank_transfer: '口座振替',
  cash: '現金',
  other: 'その他',
};

export const billingCycleStatusLabels: Record<BillingCycleStatus, string> = {
  draft: '下書き',
  confirmed: '確定',
  exported: '振替データ出力済',
  results_imported: '振替結果取込済',
  closed: '締め済',
};

export const invoiceStatusLabels: Record<InvoiceStatus, string> = {
  unpaid: '未入金',
  paid: '入金済',
  partially_paid: '一部入金',
  failed: '振替不能',
  void: '無効',
};

/** The first and last day of a billing month. */
export function monthDays(month: BillingMonth): { first: Day; last: Day } {
  return { first: `${month}-01`, last: addDays(`${addBillingMonths(month, 1)}-01`, -1) };
}

/** The month `n` months after `month` ('2026-12' + 1 = '2027-01'). */
export function addBillingMonths(month: BillingMonth, n: number): BillingMonth {
  return addMonths(`${month}-01`, n).slice(0, 7);
}

/** Whole months from `earlier` to `later` ('2026-09' → '2026-11' = 2). */
export const monthsBetween = (earlier: BillingMonth, later: BillingMonth) =>
  Number(later.slice(0, 4)) * 12 +
  Number(later.slice(5, 7)) -
  (Number(earlier.slice(0, 4)) * 12 + Number(earlier.slice(5, 7)));

// ---------------------------------------------------------------------------------------------------------
// Bank business days

/** Banks close on Saturdays, Sundays, national holidays and 12/31–1/3 (銀行の休日, 銀行法施行令 第5条). */
export function isBankHoliday(day: Day): boolean {
  const weekday = weekdayOf(day);
  const monthDay = day.slice(5);
  return (
    weekday === 0 ||
    weekday === 6 ||
    isHoliday(day) ||
    monthDay === '12-31' ||
    monthDay === '01-01' ||
    monthDay === '01-02' ||
    monthDay === '01-03'
  );
}

/** The day itself when banks are open, else the next day they are (引落日は翌営業日). */
export function nextBankBusinessDay(day: Day): Day {
  let result = day;
  while (isBankHoliday(result)) result = addDays(result, 1);
  return result;
}

/** The withdrawal day of a month: its `dayOfMonth`-th (the last day in a shorter month), moved to a bank day. */
export function withdrawalDateOf(month: BillingMonth, dayOfMonth: number): Day {
  return nextBankBusinessDay(dayInMonth(month, dayOfMonth));
}

// ---------------------------------------------------------------------------------------------------------
// Invoice lines

export type LineSource = 'contract' | 'discount' | 'adjustment';
export type LineKind =
  | 'monthly_fee'
  | 'pro_rata_fee'
  | 'entrance_fee'
  | 'annual_fee'
  | 'pause_fee'
  | 'discount'
  | 'goods'
  | 'refund'
  | 'correction'
  | 'other';

export const adjustmentKinds = ['goods', 'refund', 'correction', 'other'] as const;
export type AdjustmentKind = (typeof adjustmentKinds)[number];

export const lineKindLabels: Record<LineKind, string> = {
  monthly_fee: '月会費',
  pro_rata_fee: '月会費（日割）',
  entrance_fee: '入会金',
  annual_fee: '年会費',
  pause_fee: '休会費',
  discount: '割引',
  goods: '物品',
  refund: '返金',
  correction: '訂正',
  other: 'その他',
};

/** One line of an invoice: what it charges (positive) or credits (negative), and where it came from. */
export interface InvoiceLineDraft {
  source: LineSource;
  /** The contract, discount rule or adjustment the line came from. */
  source_id: number;
  kind: LineKind;
  description: string;
  amount: number;
  tax_rate: TaxRate;
  program_id: number | null;
}

/** A program's fees in force for the month (program_fees), tax-inclusive. */
export interface ProgramFees {
  monthly_fee: number;
  entrance_fee: number;
  annual_fee: number;
  pause_fee: number;
  tax_rate: TaxRate;
}

export interface BillingContract {
  id: number;
  program_id: number | null;
  /** The program's name, or the plan's when the contract names no program. */
  name: string;
  /** The contract's own fee, charged when it names no program (or the program has no fee for the month). */
  monthly_fee: number;
  starts_on: Day;
  ends_on: Day | null;
  fees: ProgramFees | null;
  /** The customer's first contract ever (its month charges the entrance fee). */
  is_first: boolean;
}

export interface BillingAdjustment {
  id: number;
  kind: AdjustmentKind;
  description: string;
  amount: number;
  tax_rate: TaxRate;
}

/** A customer as billing sees them for one month. */
export interface BillingCustomer {
  customer_id: number;
  /** Their status on the month's first day: paused members pay the pause fee instead of the monthly fee. */
  status: 'active' | 'paused' | 'withdrawn';
  contracts: readonly BillingContract[];
  adjustments: readonly BillingAdjustment[];
}

export interface BillingSettings {
  /** The first month of a contract starting after the 1st: the full fee or daily pro-rata (rounded down). */
  first_month_rule: 'full' | 'pro_rata';
  /** The month (1–12) the annual fee (年会費) is charged. */
  annual_fee_month: number;
}

export interface DiscountRule {
  id: number;
  /** The member's place in the group from which the rule applies (2 = the second member and later). */
  member_rank: number;
  /** Only the fees of this program; null: all the member's monthly fees. */
  program_id: number | null;
  discount_type: 'fixed' | 'percent';
  /** Yen off (fixed) or percent off (1–100). */
  value: number;
}

export interface DiscountGroupForMonth {
  id: number;
  name: string;
  /** Customer ids in the group's order (the first is the first member). */
  member_ids: readonly number[];
  rules: readonly DiscountRule[];
}

const DEFAULT_RATE: TaxRate = 10;

/** A contract runs in the month when it is in force (the customers module's rule) on one of its days. */
const runsInMonth = (contract: BillingContract, first: Day, last: Day) =>
  contract.starts_on <= last && isInForce(contract, contract.starts_on > first ? contract.starts_on : first);

/** A customer's fee lines of the month (before discounts and adjustments). */
export function feeLines(
  customer: BillingCustomer,
  month: BillingMonth,
  settings: BillingSettings,
): InvoiceLineDraft[] {
  const { first, last } = monthDays(month);
  // A member withdrawn by the month's first day pays only the contracts that end in the month (退会 ends them on
  // the withdrawal day: this is their withdrawal month) and nothing after, even from a contract left open.
  const running = customer.contracts.filter(
    (c) =>
      runsInMonth(c, first, last) &&
      (customer.status !== 'withdrawn' || (c.ends_on !== null && c.ends_on <= last)),
  );
  if (running.length === 0) return [];
  const lines: InvoiceLineDraft[] = [];
  const monthLength = Number(last.slice(8, 10));

  if (customer.status === 'paused') {
    // One 休会費 for the member: the highest of their programs'.
    const withPause = running
      .filter((c) => (c.fees?.pause_fee ?? 0) > 0)
      .sort((a, b) => (b.fees?.pause_fee ?? 0) - (a.fees?.pause_fee ?? 0) || a.id - b.id);
    const contract = withPause[0];
    if (contract?.fees) {
      lines.push({
        source: 'contract',
        source_id: contract.id,
        kind: 'pause_fee',
        description: `休会費（${contract.name}）`,
        amount: contract.fees.pause_fee,
        tax_rate: contract.fees.tax_rate,
        program_id: contract.program_id,
      });
    }
    return lines;
  }

  for (const contract of running) {
    const fee = contract.fees?.monthly_fee ?? contract.monthly_fee;
    const rate = contract.fees?.tax_rate ?? DEFAULT_RATE;
    const startsInMonth = contract.starts_on > first && contract.starts_on <= last;
    if (startsInMonth && settings.first_month_rule === 'pro_rata') {
      const days = monthLength - Number(contract.starts_on.slice(8, 10)) + 1;
      lines.push({
        source: 'contract',
        source_id: contract.id,
        kind: 'pro_rata_fee',
        description: `${contract.name} 月会費（日割 ${days}/${monthLength}日）`,
        amount: Math.floor((fee * days) / monthLength),
        tax_rate: rate,
        program_id: contract.program_id,
      });
    } else {
      lines.push({
        source: 'contract',
        source_id: contract.id,
        kind: 'monthly_fee',
        description: `${contract.name} 月会費`,
        amount: fee,
        tax_rate: rate,
        program_id: contract.program_id,
      });
    }
    if (contract.is_first && contract.starts_on >= first && (contract.fees?.entrance_fee ?? 0) > 0) {
      lines.push({
        source: 'contract',
        source_id: contract.id,
        kind: 'entrance_fee',
        description: `入会金（${contract.name}）`,
        amount: contract.fees?.entrance_fee ?? 0,
        tax_rate: rate,
        program_id: contract.program_id,
      });
    }
  }

  if (Number(month.slice(5, 7)) === settings.annual_fee_month) {
    // One 年会費 for the member: the highest of the programs they hold in the month.
    const withAnnual = running
      .filter((c) => (c.fees?.annual_fee ?? 0) > 0)
      .sort((a, b) => (b.fees?.annual_fee ?? 0) - (a.fees?.annual_fee ?? 0) || a.id - b.id);
    const contract = withAnnual[0];
    if (contract?.fees) {
      lines.push({
        source: 'contract',
        source_id: contract.id,
        kind: 'annual_fee',
        description: `年会費（${contract.name}）`,
        amount: contract.fees.annual_fee,
        tax_rate: contract.fees.tax_rate,
        program_id: contract.program_id,
      });
    }
  }
  return lines;
}

const isMonthlyFee = (line: InvoiceLineDraft) => line.kind === 'monthly_fee' || line.kind === 'pro_rata_fee';

/**
 * The discount lines of a group for the month: members ranked in the group's order among those with a monthly
 * fee this month; each member the one rule that fits best (the highest `member_rank` not above theirs, a
 * program's rule before an all-programs rule of the same rank), taken off their fees of its scope — fixed yen
 * (never more than the fees) or a percent rounded down.
 */
export function discountLines(
  group: DiscountGroupForMonth,
  feesByCustomer: ReadonlyMap<number, readonly InvoiceLineDraft[]>,
): Map<number, InvoiceLineDraft[]> {
  const result = new Map<number, InvoiceLineDraft[]>();
  const billed = group.member_ids.filter((id) => (feesByCustomer.get(id) ?? []).some(isMonthlyFee));
  billed.forEach((customerId, index) => {
    const rank = index + 1;
    const fees = (feesByCustomer.get(customerId) ?? []).filter(isMonthlyFee);
    const candidates = group.rules
      .filter((rule) => rule.member_rank <= rank)
      .filter((rule) => rule.program_id === null || fees.some((f) => f.program_id === rule.program_id))
      .sort(
        (a, b) =>
          b.member_rank - a.member_rank ||
          Number(b.program_id !== null) - Number(a.program_id !== null) ||
          a.id - b.id,
      );
    const rule = candidates[0];
    if (!rule) return;
    const scope = fees.filter((f) => rule.program_id === null || f.program_id === rule.program_id);
    const base = scope.reduce((sum, f) => sum + f.amount, 0);
    // Never more than the fees it discounts, whatever the rule says.
    const off = Math.min(
      base,
      rule.discount_type === 'fixed' ? rule.value : Math.floor((base * rule.value) / 100),
    );
    if (off <= 0) return;
    const how =
      rule.discount_type === 'fixed' ? `${rule.value.toLocaleString('ja-JP')}円引` : `${rule.value}%引`;
    result.set(customerId, [
      {
        source: 'discount',
        source_id: rule.id,
        kind: 'discount',
        description: `${group.name}（${rank}人目 ${how}）`,
        amount: -off,
        tax_rate: scope[0]?.tax_rate ?? DEFAULT_RATE,
        program_id: rule.program_id,
      },
    ]);
  });
  return result;
}

const adjustmentLine = (adjustment: BillingAdjustment): InvoiceLineDraft => ({
  source: 'adjustment',
  source_id: adjustment.id,
  kind: adjustment.kind,
  description: adjustment.description,
  amount: adjustment.amount,
  tax_rate: adjustment.tax_rate,
  program_id: null,
});

export interface InvoiceDraft {
  customer_id: number;
  lines: InvoiceLineDraft[];
  total: number;
  tax: number;
  tax_by_rate: TaxByRate[];
}

/** An invoice's total and taxes from its lines. */
export function totalsOf(lines: readonly InvoiceLineDraft[]) {
  const rates = taxByRate(lines);
  return {
    total: lines.reduce((sum, line) => sum + line.amount, 0),
    tax: totalTax(rates),
    tax_by_rate: rates,
  };
}

/**
 * The month's invoices of a store: one per customer with at least one line, the customers in id order and each
 * invoice's lines fees first, then discounts, then adjustments. Pure: the same input gives the same invoices.
 */
export function buildInvoices(
  customers: readonly BillingCustomer[],
  groups: readonly DiscountGroupForMonth[],
  month: BillingMonth,
  settings: BillingSettings,
): InvoiceDraft[] {
  const fees = new Map<number, InvoiceLineDraft[]>();
  for (const customer of customers) fees.set(customer.customer_id, feeLines(customer, month, settings));
  const discounts = new Map<number, InvoiceLineDraft[]>();
  // What is left to discount of each customer's monthly fees, by program: a member of two groups (兄弟割 and a
  // campaign) is never discounted below zero — each group's discount takes at most what the earlier ones left.
  const left = new Map<number, Map<number | null, number>>();
  for (const [customerId, lines] of fees) {
    const byProgram = new Map<number | null, number>();
    for (const line of lines.filter(isMonthlyFee)) {
      byProgram.set(line.program_id, (byProgram.get(line.program_id) ?? 0) + line.amount);
    }
    left.set(customerId, byProgram);
  }
  for (const group of [...groups].sort((a, b) => a.id - b.id)) {
    for (const [customerId, lines] of discountLines(group, fees)) {
      const remaining = left.get(customerId) ?? new Map<number | null, number>();
      const capped = lines.flatMap((line) => {
        const scope = line.program_id === null ? [...remaining.keys()] : [line.program_id];
        const room = scope.reduce<number>((sum, program) => sum + (remaining.get(program) ?? 0), 0);
        const off = Math.min(-line.amount, room);
        if (off <= 0) return [];
        let rest = off;
        for (const program of scope) {
          const taken = Math.min(rest, remaining.get(program) ?? 0);
          remaining.set(program, (remaining.get(program) ?? 0) - taken);
          rest -= taken;
        }
        return [{ ...line, amount: -off }];
      });
      discounts.set(customerId, [...(discounts.get(customerId) ?? []), ...capped]);
    }
  }
  return [...customers]
    .sort((a, b) => a.customer_id - b.customer_id)
    .flatMap((customer) => {
      const lines = [
        ...(fees.get(customer.customer_id) ?? []),
        ...(discounts.get(customer.customer_id) ?? []),
        ...[...customer.adjustments].sort((a, b) => a.id - b.id).map(adjustmentLine),
      ];
      if (lines.length === 0) return [];
      return [{ customer_id: customer.customer_id, lines, ...totalsOf(lines) }];
    });
}

/** An invoice's status from what was paid against it (a failed debit stays failed until money comes). */
export function invoiceStatusOf(total: number, paid: number, failed = false): InvoiceStatus {
  if (paid >= total) return 'paid';
  if (paid > 0) return 'partially_paid';
  return failed ? 'failed' : 'unpaid';
}

// ---------------------------------------------------------------------------------------------------------
// Cash (現金集金, レジ締め)

/** The notes and coins of a cash drawer, in yen. */
export const denominations = [10000, 5000, 2000, 1000, 500, 100, 50, 10, 5, 1] as const;
export type Denomination = (typeof denominations)[number];

/** The yen of a count by denomination ({ '1000': 3, '500': 1 } → 3,500). */
export function countedCash(counts: Readonly<Record<string, number>>): number {
  return denominations.reduce((sum, d) => sum + d * (counts[String(d)] ?? 0), 0);
}

/** Aging of an outstanding invoice by whole months from its billing month (当月, 1か月, 2か月, 3か月以上). */
export type AgingBucket = 'current' | 'one_month' | 'two_months' | 'three_months_or_more';
export function agingBucketOf(billingMonth: BillingMonth, asOf: BillingMonth): AgingBucket {
  const months = monthsBetween(billingMonth, asOf);
  if (months <= 0) return 'current';
  if (months === 1) return 'one_month';
  if (months === 2) return 'two_months';
  return 'three_months_or_more';
}
