import {
  type LineKind,
  lineKindLabels,
  type PaymentMethod,
  paymentMethodLabels,
} from '@kayoi/domain/billing';
import { addMonths, type Day, monthStartOf } from '@kayoi/domain/calendar';
import type { Queryable } from '../../db/database.ts';
import { membersByProgram } from './sales-members.ts';
import {
  column,
  defineReport,
  figure,
  type Period,
  percent,
  pick,
  type ReportChart,
  type ReportRow,
  type ReportTable,
  reportHeader,
  storeFilter,
  sumOf,
  yearBefore,
} from './shared.ts';

// 売上 (sales): what was billed and what was collected, from the billing module's invoices, their lines and
// the cash desk's payments. A read model over billing's tables.
//
// 請求額 (billed) = the invoices (void excluded) of the billing months the period covers — from the month of
// `from` to the month of `to`: the school bills by month. 入金済 (collected) = what those invoices have been
// paid (by bank transfer results or at the desk); 未収 the rest. 期間内の入金 = payments received in the period
// (paid_on within it, voids excluded), whatever month they paid. Amounts are tax-inclusive integer yen; the tax
// per rate is the invoices' own (rounded once per rate and invoice, as an 適格請求書 states it).

/** The billing months a period covers, as their first days. */
export const billingMonthsOf = (period: Period) => ({
  first: monthStartOf(period.from),
  last: monthStartOf(period.to),
});

export interface MonthMethodSales {
  month: string;
  method: PaymentMethod;
  billed: number;
  collected: number;
  invoices: number;
}

/**
 * Billed, collected and the number of invoices per billing month and payment method, from `first` to `last`
 * (first days): billing's own totals (billing_cycle_totals, kept by its triggers on invoices; void invoices count
 * in nothing), so the sales reports agree with the billing dashboard and read a few rows per month.
 */
export async function salesByMonthAndMethod(
  db: Queryable,
  storeId: number | null,
  first: Day,
  last: Day,
): Promise<MonthMethodSales[]> {
  const { rows } = await db.query<MonthMethodSales>(
    `select to_char(t.billing_month, 'YYYY-MM') as month, t.payment_method as method, sum(t.billed)::bigint as billed,
            sum(t.collected)::bigint as collected, sum(t.invoice_count)::int as invoices
       from billing_cycle_totals t
      where ${storeFilter('t', 1, storeId)} and t.billing_month between $2::date and $3::date
      group by 1, 2`,
    [storeId, first, last],
  );
  return rows;
}

/** The per-month sums of `salesByMonthAndMethod`, by month. */
export function byMonth(rows: readonly MonthMethodSales[]) {
  const months = new Map<string, { billed: number; collected: number; invoices: number }>();
  for (const r of rows) {
    const m = months.get(r.month) ?? { billed: 0, collected: 0, invoices: 0 };
    m.billed += r.billed;
    m.collected += r.collected;
    m.invoices += r.invoices;
    months.set(r.month, m);
  }
  return months;
}

/**
 * Payments received in a day range (debits by 口座振替 and the desk's), by method, voids excluded: billing's day
 * totals (billing_receipt_totals, 0540, kept by triggers on payments), not every payment of the period.
 */
export async function receiptsIn(db: Queryable, storeId: number | null, from: Day, to: Day) {
  const { rows } = await db.query<{ method: PaymentMethod; amount: number; payments: number }>(
    `select p.method, sum(p.amount)::bigint as amount, sum(p.payments)::int as payments
       from billing_receipt_totals p
      where ${storeFilter('p', 1, storeId)} and p.paid_on between $2::date and $3::date
      group by 1 having sum(p.payments) > 0`,
    [storeId, from, to],
  );
  return rows;
}

const SALES = { name: 'sales', title: '売上' } as const;

interface SalesLine {
  part: 'line' | 'tax';
  program: string | null;
  category: string | null;
  school: string | null;
  kind: LineKind | null;
  rate: number | null;
  billed: number;
  members: number;
  lines: number;
  tax: number;
}

/**
 * The period's invoice lines by program (with its category and school) and by kind, and the invoices' own tax per
 * rate, from billing's kept figures (migration 0410, kept by triggers on invoices and their lines; void invoices
 * count in nothing): billed and lines per store, month, cycle, program and kind (billing_line_totals) and the tax per
 * rate (billing_tax_totals); 請求人数 (distinct members over the period) from the stores' kept parts
 * (sales-members.ts). Summing every line of the period instead took 2.3 s of CPU for a year of a 50-store chain (a
 * million invoices) and 232 ms for its biggest store.
 */
async function salesLines(db: Queryable, storeId: number | null, params: [number | null, Day, Day]) {
  const inScope = (alias: string) =>
    `${storeFilter(alias, 1, storeId)} and ${alias}.billing_month between $2::date and $3::date`;
  const [lines, members] = await Promise.all([
    db.query<SalesLine & { billed_program: number | null }>(
      `with per_program as (
         select t.program_id, sum(t.billed)::bigint as billed, sum(t.lines)::int as lines
           from billing_line_totals t where ${inScope('t')}
          group by t.program_id having sum(t.lines) > 0)
       select 'line' as part, s.id as school_id, pc.id as category_id, p.id as program_id, p.name as program,
              pc.name as category, s.name as school, null::text as kind, null::int as rate, g.billed,
              g.program_id as billed_program, g.lines, 0::bigint as tax
         from per_program g
         left join programs p on p.id = g.program_id
         left join program_categories pc on pc.id = p.category_id
         left join schools s on s.id = p.school_id
       union all
       select 'line', null, null, null, null, null, null, t.kind, null, sum(t.billed)::bigint, null, sum(t.lines)::int, 0
         from billing_line_totals t where ${inScope('t')}
        group by t.kind having sum(t.lines) > 0
       union all
       select 'tax', null, null, null, null, null, null, null, x.rate, sum(x.amount)::bigint, null, 0, sum(x.tax)::bigint
         from billing_tax_totals x where ${inScope('x')}
        group by x.rate having sum(x.entries) > 0
        order by part, school_id nulls last, category_id nulls last, program_id nulls last, kind`,
      params,
    ),
    membersByProgram(db, storeId, params[1], params[2]),
  ]);
  return lines.rows.map(
    ({ billed_program, ...line }): SalesLine => ({
      ...line,
      members: billed_program === null ? 0 : (members.get(billed_program) ?? 0),
    }),
  );
}

/** The report's charts: billed and collected by month (with the year before), by program, by payment method. */
function salesCharts(
  monthRows: ReportRow[],
  programRows: ReportRow[],
  methodRows: ReportRow[],
): ReportChart[] {
  return [
    {
      key: 'monthly',
      title: '請求月別の請求額と入金済',
      kind: 'bar',
      x: column('month', '請求月', 'month'),
      series: [
        column('billed', '請求額', 'yen'),
        column('collected', '入金済', 'yen'),
        column('billed_prev', '前年同月', 'yen'),
      ],
      rows: pick(monthRows, 'month', 'billed', 'collected', 'billed_prev'),
    },
    {
      key: 'by_program',
      title: 'プログラム別請求額',
      kind: 'bar',
      x: column('program', 'プログラム', 'text'),
      series: [column('billed', '請求額', 'yen')],
      rows: pick(programRows, 'program', 'billed'),
    },
    {
      key: 'by_method',
      title: '支払方法別',
      kind: 'pie',
      x: column('method', '支払方法', 'text'),
      series: [column('billed', '請求額', 'yen')],
      rows: pick(methodRows, 'method', 'billed'),
    },
  ];
}

/** The report's tables: by program, category, school, kind, payment method and tax rate, by month, receipts. */
function salesTables(t: {
  programRows: ReportRow[];
  grouped: (key: 'school' | 'category') => ReportRow[];
  byKind: readonly SalesLine[];
  methodRows: ReportRow[];
  taxes: readonly { rate: number; amount: number; tax: number }[];
  monthRows: ReportRow[];
  receiptRows: ReportRow[];
  figures: { billed: number; collected: number; tax: number; invoiceCount: number; received: number };
}): ReportTable[] {
  const { programRows, grouped, byKind, methodRows, taxes, monthRows, receiptRows } = t;
  const { billed, collected, tax, invoiceCount, received } = t.figures;
  return [
    {
      key: 'by_program',
      title: 'プログラム別',
      columns: [
        column('school', 'スクール', 'text'),
        column('category', 'カテゴリ', 'text'),
        column('program', 'プログラム', 'text'),
        column('members', '請求人数', 'int'),
        column('billed', '請求額', 'yen'),
      ],
      rows: programRows,
      totals: { school: '合計', category: null, program: null, members: null, billed },
    },
    {
      key: 'by_category',
      title: 'カテゴリ別',
      columns: [column('category', 'カテゴリ', 'text'), column('billed', '請求額', 'yen')],
      rows: grouped('category'),
      totals: { category: '合計', billed },
    },
    {
      key: 'by_school',
      title: 'スクール別',
      columns: [column('school', 'スクール', 'text'), column('billed', '請求額', 'yen')],
      rows: grouped('school'),
      totals: { school: '合計', billed },
    },
    {
      key: 'by_kind',
      title: '種類別（月会費・入会金・割引など）',
      columns: [
        column('kind', '種類', 'text'),
        column('lines', '件数', 'int'),
        column('billed', '金額', 'yen'),
      ],
      rows: (Object.keys(lineKindLabels) as LineKind[])
        .flatMap((kind) => byKind.filter((r) => r.kind === kind))
        .map((r) => ({ kind: lineKindLabels[r.kind as LineKind], lines: r.lines, billed: r.billed })),
      totals: { kind: '合計', lines: null, billed },
    },
    {
      key: 'by_method',
      title: '支払方法別',
      columns: [
        column('method', '支払方法', 'text'),
        column('invoices', '請求件数', 'int'),
        column('billed', '請求額', 'yen'),
        column('collected', '入金済', 'yen'),
        column('outstanding', '未収', 'yen'),
        column('collection_rate', '回収率', 'percent'),
        column('failed', '振替不能', 'int'),
      ],
      rows: methodRows,
      totals: {
        method: '合計',
        invoices: invoiceCount,
        billed,
        collected,
        outstanding: billed - collected,
        collection_rate: percent(collected, billed),
        failed: sumOf(methodRows, 'failed'),
      },
    },
    {
      key: 'tax',
      title: '税率別（税込金額と消費税）',
      columns: [
        column('rate', '税率', 'text'),
        column('amount', '対象額（税込）', 'yen'),
        column('net', '税抜', 'yen'),
        column('tax', '消費税', 'yen'),
      ],
      rows: taxes.map((r) => ({
        rate: r.rate === 0 ? '非課税・不課税' : `${r.rate}%`,
        amount: r.amount,
        net: r.amount - r.tax,
        tax: r.tax,
      })),
      totals: {
        rate: '合計',
        amount: taxes.reduce((sum, r) => sum + r.amount, 0),
        net: null,
        tax,
      },
    },
    {
      key: 'monthly',
      title: '請求月別',
      columns: [
        column('month', '請求月', 'month'),
        column('invoices', '請求件数', 'int'),
        column('billed', '請求額', 'yen'),
        column('collected', '入金済', 'yen'),
        column('outstanding', '未収', 'yen'),
        column('billed_prev', '前年同月', 'yen'),
        column('yoy', '前年比', 'percent'),
      ],
      rows: monthRows,
    },
    {
      key: 'receipts',
      title: '期間内の入金（受領日基準）',
      columns: [
        column('method', '支払方法', 'text'),
        column('payments', '件数', 'int'),
        column('amount', '入金額', 'yen'),
      ],
      rows: receiptRows,
      totals: { method: '合計', payments: sumOf(receiptRows, 'payments'), amount: received },
    },
  ];
}

export const salesReport = defineReport({
  operationId: 'getSalesReport',
  ...SALES,
  async build(context) {
    const { db, period, scope } = context;
    const storeId = scope.storeId;
    const { first, last } = billingMonthsOf(period);
    const params: [number | null, Day, Day] = [storeId, first, last];
    const comparison = yearBefore(period);
    const [lines, failed, months, previous, receipts] = await Promise.all([
      salesLines(db, storeId, params),
      db.query<{ method: PaymentMethod; failed: number }>(
        `select i.payment_method as method, count(*)::int as failed from invoices i
          where i.status = 'failed' and ${storeFilter('i', 1, storeId)} and i.billing_month between $2::date and $3::date
          group by 1`,
        params,
      ),
      salesByMonthAndMethod(db, storeId, first, last),
      salesByMonthAndMethod(db, storeId, addMonths(first, -12), addMonths(last, -12)),
      receiptsIn(db, storeId, period.from, period.to),
    ]);
    const lineRows = lines.filter((r) => r.part === 'line');
    // In the grouping sets, a program row has no kind and a kind row has one (every line has a kind).
    const byProgram = lineRows.filter((r) => r.kind === null);
    const byKind = lineRows.filter((r) => r.kind !== null);
    const taxes = lines
      .filter((r) => r.part === 'tax')
      .map((r) => ({ rate: r.rate ?? 0, amount: r.billed, tax: r.tax }))
      .sort((a, b) => b.rate - a.rate);
    const byMethod = (['bank_transfer', 'cash', 'other'] as const).flatMap((method) => {
      const rows = months.filter((r) => r.method === method);
      if (rows.length === 0) return [];
      return [
        {
          method,
          invoices: rows.reduce((sum, r) => sum + r.invoices, 0),
          billed: rows.reduce((sum, r) => sum + r.billed, 0),
          collected: rows.reduce((sum, r) => sum + r.collected, 0),
          failed: failed.rows.find((f) => f.method === method)?.failed ?? 0,
        },
      ];
    });
    const monthTotals = byMonth(months);
    const previousTotals = byMonth(previous);

    const programRows: ReportRow[] = byProgram.map((r) => ({
      school: r.school ?? '—',
      category: r.category ?? '—',
      program: r.program ?? 'プログラム外（物品・調整など）',
      members: r.members,
      billed: r.billed,
    }));
    const grouped = (key: 'school' | 'category') => {
      const sums = new Map<string, number>();
      for (const row of programRows) {
        const name = String(row[key]);
        sums.set(name, (sums.get(name) ?? 0) + (row.billed as number));
      }
      return [...sums].map(([name, billed]) => ({ [key]: name, billed }));
    };

    const methodRows: ReportRow[] = byMethod.map((r) => ({
      method: paymentMethodLabels[r.method],
      invoices: r.invoices,
      billed: r.billed,
      collected: r.collected,
      outstanding: r.billed - r.collected,
      collection_rate: percent(r.collected, r.billed),
      failed: r.failed,
    }));
    const billed = sumOf(methodRows, 'billed');
    const collected = sumOf(methodRows, 'collected');
    const tax = taxes.reduce((sum, r) => sum + r.tax, 0);
    const previousBilled = previous.reduce((sum, m) => sum + m.billed, 0);
    const monthRows: ReportRow[] = [];
    for (let month = first; month <= last; month = addMonths(month, 1)) {
      const m = monthTotals.get(month.slice(0, 7));
      const p = previousTotals.get(addMonths(month, -12).slice(0, 7));
      monthRows.push({
        month: month.slice(0, 7),
        billed: m?.billed ?? 0,
        collected: m?.collected ?? 0,
        outstanding: (m?.billed ?? 0) - (m?.collected ?? 0),
        invoices: m?.invoices ?? 0,
        billed_prev: p?.billed ?? 0,
        yoy: percent(m?.billed ?? 0, p?.billed ?? 0),
      });
    }
    const receiptRows: ReportRow[] = receipts.map((r) => ({
      method: paymentMethodLabels[r.method],
      payments: r.payments,
      amount: r.amount,
    }));
    const received = sumOf(receiptRows, 'amount');
    const invoiceCount = sumOf(methodRows, 'invoices');

    const tables = salesTables({
      programRows,
      grouped,
      byKind,
      methodRows,
      taxes,
      monthRows,
      receiptRows,
      figures: { billed, collected, tax, invoiceCount, received },
    });

    return {
      ...reportHeader(SALES, context, comparison),
      summary: [
        figure('billed', '請求額', billed, 'yen', { previous: previousBilled }),
        figure('collected', '入金済', collected, 'yen'),
        figure('outstanding', '未収', billed - collected, 'yen'),
        figure('collection_rate', '回収率', percent(collected, billed), 'percent'),
        figure('tax', '消費税', tax, 'yen'),
        figure(
          'average_per_invoice',
          '請求1件あたり',
          invoiceCount ? Math.round(billed / invoiceCount) : null,
          'yen',
        ),
        figure('received', '期間内の入金', received, 'yen'),
      ],
      charts: salesCharts(monthRows, programRows, methodRows),
      tables,
      notes: [
        `請求額は${first.slice(0, 7)}〜${last.slice(0, 7)}の請求月の請求書（取消を除く、税込）の合計です。`,
        '入金済は同じ請求書への入金（口座振替の結果・窓口）の合計、未収はその残りです。',
        '期間内の入金は期間中に受け取った入金（口座振替・窓口、取消を除く）で、どの月の請求かは問いません。',
        '消費税は請求書ごと・税率ごとに端数を切り捨てた額の合計です。',
      ],
    };
  },
});
