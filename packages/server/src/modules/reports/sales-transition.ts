import { addMonths, type Day, monthStartOf } from '@kayoi/domain/calendar';
import type { Queryable } from '../../db/database.ts';
import { billingMonthsOf, byMonth, salesByMonthAndMethod } from './sales.ts';
import {
  column,
  defineReport,
  figure,
  oneDecimal,
  percent,
  pick,
  type ReportRow,
  reportHeader,
  storeFilter,
  sumOf,
  yearBefore,
} from './shared.ts';

// 売上推移 (sales transition): the billing months of the period side by side (12 or 24), each beside the same
// month a year earlier, with the year-over-year change, what was collected, and the months by school. The same
// figures as the sales report's monthly table (`salesByMonth`), so the two agree.

/**
 * Billed per billing month and school (void invoices excluded), from billing's kept totals per store, month and
 * program (billing_line_totals, 0410, kept by triggers on invoices and their lines; program 0: lines of no program),
 * the programs named at the time of reading; a program whose lines were all voided is left out, as its lines
 * were. Before, every invoice line of the period was summed: 24 months of a 50-store chain are 3 million lines.
 */
async function billedBySchool(db: Queryable, storeId: number | null, first: Day, last: Day) {
  const { rows } = await db.query<{ month: string; school: string | null; billed: number }>(
    `with t as (
       select t.billing_month, t.program_id, sum(t.billed)::bigint as billed from billing_line_totals t
        where ${storeFilter('t', 1, storeId)} and t.billing_month between $2::date and $3::date
        group by t.store_id, 1, 2 having sum(t.billed) <> 0)
     select to_char(t.billing_month, 'YYYY-MM') as month, s.name as school, sum(t.billed)::bigint as billed
       from t
       left join programs p on p.id = t.program_id
       left join schools s on s.id = p.school_id
      group by 1, 2, s.id order by s.id nulls last`,
    [storeId, first, last],
  );
  return rows;
}

/** Payments received per calendar month of the period (debits and the desk's), voids excluded: billing's day totals. */
async function receiptsByMonth(db: Queryable, storeId: number | null, from: Day, to: Day) {
  const { rows } = await db.query<{ month: string; amount: number }>(
    `select to_char(p.paid_on, 'YYYY-MM') as month, sum(p.amount)::bigint as amount from billing_receipt_totals p
      where ${storeFilter('p', 1, storeId)} and p.paid_on between $2::date and $3::date
      group by 1 having sum(p.payments) > 0`,
    [storeId, from, to],
  );
  return new Map(rows.map((r) => [r.month, r.amount]));
}

const TRANSITION = { name: 'sales-transition', title: '売上推移' } as const;

export const salesTransitionReport = defineReport({
  operationId: 'getSalesTransitionReport',
  ...TRANSITION,
  period: {
    maxMonths: 24,
    // Without `from`: the last 12 (or `months`) months ending with `to`'s month.
    defaultFrom: (to, query) => addMonths(monthStartOf(to), -((Number(query.months) || 12) - 1)),
  },
  async build(context) {
    const { db, period, scope } = context;
    const storeId = scope.storeId;
    const { first, last } = billingMonthsOf(period);
    const [months, previous, schools, receipts] = await Promise.all([
      salesByMonthAndMethod(db, storeId, first, last).then(byMonth),
      salesByMonthAndMethod(db, storeId, addMonths(first, -12), addMonths(last, -12)).then(byMonth),
      billedBySchool(db, storeId, first, last),
      receiptsByMonth(db, storeId, period.from, period.to),
    ]);

    const rows: ReportRow[] = [];
    for (let month = first; month <= last; month = addMonths(month, 1)) {
      const key = month.slice(0, 7);
      const m = months.get(key);
      const p = previous.get(addMonths(month, -12).slice(0, 7));
      const billed = m?.billed ?? 0;
      const before = p?.billed ?? 0;
      rows.push({
        month: key,
        invoices: m?.invoices ?? 0,
        billed,
        collected: m?.collected ?? 0,
        outstanding: billed - (m?.collected ?? 0),
        billed_prev: before,
        change: billed - before,
        yoy: percent(billed, before),
        received: receipts.get(key) ?? 0,
      });
    }
    const billed = sumOf(rows, 'billed');
    const billedPrev = sumOf(rows, 'billed_prev');
    // 前年比 of the period compares like with like: the months that were billed a year earlier (a school's first
    // year, or a history that starts inside the window, would otherwise read as +1,000 %).
    const comparable = rows.filter((r) => (r.billed_prev as number) > 0);
    const schoolNames = [...new Set(schools.map((s) => s.school ?? 'その他'))];
    const billedOf = new Map<string, number>();
    for (const s of schools) {
      const key = `${s.month} ${s.school ?? 'その他'}`;
      billedOf.set(key, (billedOf.get(key) ?? 0) + s.billed);
    }
    const schoolRows: ReportRow[] = rows.map((row) => {
      const cells: ReportRow = { month: row.month ?? null };
      schoolNames.forEach((name, i) => {
        cells[`school_${i + 1}`] = billedOf.get(`${row.month} ${name}`) ?? 0;
      });
      return cells;
    });
    const schoolColumns = schoolNames.map((name, i) => column(`school_${i + 1}`, name, 'yen'));

    return {
      ...reportHeader(TRANSITION, context, yearBefore(period)),
      summary: [
        figure('billed', '請求額（期間計）', billed, 'yen', { previous: billedPrev }),
        figure(
          'yoy',
          '前年比',
          percent(sumOf(comparable, 'billed'), sumOf(comparable, 'billed_prev')),
          'percent',
        ),
        figure('collected', '入金済（期間計）', sumOf(rows, 'collected'), 'yen'),
        figure('outstanding', '未収（期間計）', sumOf(rows, 'outstanding'), 'yen'),
        figure('average_month', '月平均請求額', rows.length ? Math.round(billed / rows.length) : null, 'yen'),
        figure(
          'average_per_member',
          '会員1人あたり月額',
          sumOf(rows, 'invoices') ? Math.round(billed / sumOf(rows, 'invoices')) : null,
          'yen',
        ),
        figure('growth', '最初の月から最後の月への伸び', oneDecimal(growth(rows)), 'percent'),
      ],
      charts: [
        {
          key: 'monthly',
          title: '月別請求額（前年同月と比較）',
          kind: 'bar',
          x: column('month', '請求月', 'month'),
          series: [column('billed', '請求額', 'yen'), column('billed_prev', '前年同月', 'yen')],
          rows: pick(rows, 'month', 'billed', 'billed_prev'),
        },
        {
          key: 'yoy',
          title: '前年比の推移',
          kind: 'line',
          x: column('month', '請求月', 'month'),
          series: [column('yoy', '前年比', 'percent')],
          rows: pick(rows, 'month', 'yoy'),
        },
        {
          key: 'by_school',
          title: 'スクール別請求額',
          kind: 'stacked_bar',
          x: column('month', '請求月', 'month'),
          series: schoolColumns,
          rows: schoolRows,
        },
      ],
      tables: [
        {
          key: 'monthly',
          title: '月別',
          columns: [
            column('month', '請求月', 'month'),
            column('invoices', '請求件数（人）', 'int'),
            column('billed', '請求額', 'yen'),
            column('collected', '入金済', 'yen'),
            column('outstanding', '未収', 'yen'),
            column('billed_prev', '前年同月', 'yen'),
            column('change', '前年差', 'yen'),
            column('yoy', '前年比', 'percent'),
            column('received', '入金（受領月）', 'yen'),
          ],
          rows,
          totals: {
            month: '合計',
            invoices: sumOf(rows, 'invoices'),
            billed,
            collected: sumOf(rows, 'collected'),
            outstanding: sumOf(rows, 'outstanding'),
            billed_prev: billedPrev,
            change: billed - billedPrev,
            yoy: percent(billed, billedPrev),
            received: sumOf(rows, 'received'),
          },
        },
        {
          key: 'by_school',
          title: 'スクール別',
          columns: [column('month', '請求月', 'month'), ...schoolColumns],
          rows: schoolRows,
        },
      ],
      notes: [
        '請求額は各請求月の請求書（取消を除く、税込）の合計です。前年同月は12か月前の請求月です。',
        '前年比は請求額 ÷ 前年同月 × 100（前年同月が0円のときは空欄）です。期間の前年比は前年同月に請求のある月だけで比べます。',
        '入金（受領月）は各月に受け取った入金（口座振替・窓口）で、請求月とは一致しないことがあります。',
      ],
    };
  },
});

/** The change from the first month with sales to the last month, in percent. */
function growth(rows: readonly ReportRow[]): number | null {
  const billed = rows.map((r) => r.billed as number).filter((v) => v > 0);
  const first = billed[0];
  const last = billed[billed.length - 1];
  return first && last !== undefined ? ((last - first) / first) * 100 : null;
}
