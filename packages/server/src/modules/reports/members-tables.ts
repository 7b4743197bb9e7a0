import { type Day, earlierDay, monthEndOf } from '@kayoi/domain/calendar';
import type { Breakdowns, CohortCell, Flow } from './members-figures.ts';
import {
  column,
  figure,
  oneDecimal,
  percent,
  pick,
  type ReportChart,
  type ReportRow,
  type ReportTable,
} from './shared.ts';

// 会員 (members), what the report shows: the month ends read, the monthly rows, the retention curve and the
// cohorts, the charts, the tables, the figures above them and the notes.

const DAYS_PER_MONTH = 365.25 / 12;
const toMonths = (days: number | null) => (days === null ? null : oneDecimal(days / DAYS_PER_MONTH));

/**
 * The day a month's stock is read: its last day, or `to` or today when earlier (期末, the month in progress);
 * null for a month that has not begun.
 */
export const monthEnd = (month: string, to: Day, today: Day): Day | null => {
  if (`${month}-01` > today || `${month}-01` > to) return null;
  return earlierDay(earlierDay(monthEndOf(month), to), today);
};

/** The monthly table's rows: month-end members and paused, the month's flows, the churn on the month before. */
export function monthlyRows(
  months: readonly string[],
  previousMonth: string,
  flow: ReadonlyMap<string, Flow>,
  endOf: (month: string) => Day | null,
  enrolledAt: (day: Day | null) => number | null,
  pausedAt: (day: Day | null) => number | null,
): ReportRow[] {
  return months.map((month, i) => {
    const f = flow.get(month);
    const end = endOf(month);
    const before = endOf(i === 0 ? previousMonth : (months[i - 1] as string));
    const opening = enrolledAt(before);
    const withdrawals = f?.withdrawals ?? 0;
    return {
      month,
      enrolled: enrolledAt(end),
      paused: pausedAt(end),
      joins: f?.joins ?? 0,
      pauses: f?.pauses ?? 0,
      returns: f?.returns ?? 0,
      withdrawals,
      net: (f?.joins ?? 0) - withdrawals,
      churn_rate: opening === null ? null : percent(withdrawals, opening),
    };
  });
}

/**
 * The retention curve: of joiners who reached month k, the share still members; and the exits per month of
 * membership, the drop from one month to the next (the sixth-month cluster).
 */
export function retentionCurve(retention: readonly CohortCell[]) {
  const curve: ReportRow[] = Array.from({ length: 12 }, (_, i) => {
    const cells = retention.filter((c) => c.k === i + 1);
    const reached = cells.reduce((a, c) => a + c.reached, 0);
    const remaining = cells.reduce((a, c) => a + c.remaining, 0);
    return { month_after: `${i + 1}か月後`, reached, remaining, rate: percent(remaining, reached) };
  });
  const exitsByTenure: ReportRow[] = curve.map((row, i) => {
    const prev = i === 0 ? 100 : (curve[i - 1]?.rate as number | null);
    const rate = row.rate as number | null;
    return {
      month_after: row.month_after ?? null,
      drop: prev === null || rate === null ? null : oneDecimal(prev - rate),
    };
  });
  return { curve, exitsByTenure };
}

/** Per join month of the period: the joiners and how many of them remain after 3, 6 and 12 months. */
export function cohortRowsOf(months: readonly string[], cohortCells: readonly CohortCell[]): ReportRow[] {
  return months.map((month) => {
    const cell = (k: number) => {
      const cells = cohortCells.filter((c) => c.cohort === month && c.k === k);
      if (cells.length === 0) return undefined;
      return {
        reached: cells.reduce((sum, c) => sum + c.reached, 0),
        remaining: cells.reduce((sum, c) => sum + c.remaining, 0),
      };
    };
    const joined = cell(0)?.reached ?? 0;
    const at = (k: number) => {
      const c = cell(k);
      return c ? c.remaining : null;
    };
    const rate = (k: number) => {
      const c = cell(k);
      return c ? percent(c.remaining, c.reached) : null;
    };
    return {
      cohort: month,
      joins: joined,
      after_3: at(3),
      rate_3: rate(3),
      after_6: at(6),
      rate_6: rate(6),
      after_12: at(12),
      rate_12: rate(12),
    };
  });
}

/** The report's charts: month-end members with joins and withdrawals, churn, the retention curve, seasons. */
export function memberCharts(
  monthly: readonly ReportRow[],
  curve: readonly ReportRow[],
  seasonality: readonly ReportRow[],
  fiscalYear: number,
): ReportChart[] {
  return [
    {
      key: 'monthly',
      title: '月末在籍数と入退会',
      kind: 'bar',
      x: column('month', '月', 'month'),
      series: [
        column('enrolled', '月末在籍数', 'int'),
        column('joins', '入会', 'int'),
        column('withdrawals', '退会', 'int'),
      ],
      rows: pick(monthly, 'month', 'enrolled', 'joins', 'withdrawals'),
    },
    {
      key: 'churn',
      title: '退会率の推移（基準 月2%）',
      kind: 'line',
      x: column('month', '月', 'month'),
      series: [column('churn_rate', '退会率', 'percent')],
      rows: pick(monthly, 'month', 'churn_rate'),
    },
    {
      key: 'retention_curve',
      title: '入会後の継続率（過去2年の入会者）',
      kind: 'line',
      x: column('month_after', '入会後', 'text'),
      series: [column('rate', '継続率', 'percent')],
      rows: pick(curve, 'month_after', 'rate'),
    },
    {
      key: 'seasonality',
      title: `${fiscalYear}年度と前年度の月末在籍数`,
      kind: 'line',
      x: column('month', '月', 'text'),
      series: [
        column('this_year', `${fiscalYear}年度`, 'int'),
        column('last_year', `${fiscalYear - 1}年度`, 'int'),
      ],
      rows: pick(seasonality, 'month', 'this_year', 'last_year'),
    },
  ];
}

/** The report's tables: by month (with totals), by program, age band, gender and grade, cohorts, retention, seasons. */
export function memberTables(t: {
  monthly: readonly ReportRow[];
  totals: ReportRow;
  byProgram: ReportTable;
  ageRows: readonly ReportRow[];
  genderRows: readonly ReportRow[];
  mix: Breakdowns;
  cohortRows: readonly ReportRow[];
  curve: readonly ReportRow[];
  seasonality: readonly ReportRow[];
  fiscalYear: number;
}): ReportTable[] {
  const { monthly, totals, byProgram, ageRows, genderRows, mix, cohortRows, curve, seasonality, fiscalYear } =
    t;
  return [
    {
      key: 'monthly',
      title: '月別',
      columns: [
        column('month', '月', 'month'),
        column('enrolled', '月末在籍数', 'int'),
        column('paused', 'うち休会中', 'int'),
        column('joins', '入会', 'int'),
        column('pauses', '休会', 'int'),
        column('returns', '復会', 'int'),
        column('withdrawals', '退会', 'int'),
        column('net', '純増', 'int'),
        column('churn_rate', '退会率', 'percent'),
      ],
      rows: [...monthly],
      totals,
    },
    byProgram,
    {
      key: 'by_age',
      title: '年齢層別在籍数（期末）',
      columns: [column('age_band', '年齢層', 'text'), column('members', '在籍数', 'int')],
      rows: [...ageRows],
    },
    {
      key: 'by_gender',
      title: '性別在籍数（期末）',
      columns: [column('gender', '性別', 'text'), column('members', '在籍数', 'int')],
      rows: [...genderRows],
    },
    {
      key: 'by_grade',
      title: '級別在籍数（期末）',
      columns: [column('grade', '級', 'text'), column('members', '在籍数', 'int')],
      rows: mix.grades.map((g) => ({ grade: g.name, members: g.members })),
    },
    {
      key: 'cohorts',
      title: '入会月別の継続（コホート）',
      columns: [
        column('cohort', '入会月', 'month'),
        column('joins', '入会', 'int'),
        column('after_3', '3か月後', 'int'),
        column('rate_3', '3か月継続率', 'percent'),
        column('after_6', '6か月後', 'int'),
        column('rate_6', '6か月継続率', 'percent'),
        column('after_12', '12か月後', 'int'),
        column('rate_12', '12か月継続率', 'percent'),
      ],
      rows: [...cohortRows],
    },
    {
      key: 'retention_curve',
      title: '入会後の継続率と月ごとの離脱（過去2年の入会者）',
      columns: [
        column('month_after', '入会後', 'text'),
        column('reached', '対象者', 'int'),
        column('remaining', '継続', 'int'),
        column('rate', '継続率', 'percent'),
        column('drop', '前月からの離脱（ポイント）', 'decimal'),
      ],
      rows: [...curve],
    },
    {
      key: 'seasonality',
      title: `季節変動（${fiscalYear}年度と前年度）`,
      columns: [
        column('month', '月', 'text'),
        column('this_year', `${fiscalYear}年度 月末在籍数`, 'int'),
        column('last_year', `${fiscalYear - 1}年度 月末在籍数`, 'int'),
        column('joins_this_year', `${fiscalYear}年度 入会`, 'int'),
        column('joins_last_year', `${fiscalYear - 1}年度 入会`, 'int'),
      ],
      rows: [...seasonality],
    },
  ];
}

/** The figures above the report: members at the end (against a year before), flows, churn, tenure, retention. */
export function memberSummary(f: {
  closing: number | null;
  previous: number | null;
  paused: number | null;
  joins: number;
  withdrawals: number;
  opening: number | null;
  averageChurn: number | null;
  tenures: { withdrawn_days: number | null; enrolled_days: number | null };
  retention1y: number | null;
}) {
  const { closing, previous, paused, joins, withdrawals, opening, averageChurn, tenures, retention1y } = f;
  return [
    figure('enrolled', '在籍数（期末）', closing, 'int', { previous }),
    figure('paused', 'うち休会中', paused, 'int'),
    figure('joins', '入会', joins, 'int'),
    figure('withdrawals', '退会', withdrawals, 'int'),
    figure('net', '純増', closing === null || opening === null ? null : closing - opening, 'int'),
    figure('churn_rate', '平均退会率（月）', averageChurn, 'percent', { note: '基準 月2%' }),
    figure(
      'average_tenure_months',
      '平均在籍期間（退会者・月）',
      toMonths(tenures.withdrawn_days),
      'decimal',
    ),
    figure(
      'enrolled_tenure_months',
      '在籍者の平均在籍期間（月）',
      toMonths(tenures.enrolled_days),
      'decimal',
    ),
    figure('retention_1y', '1年継続率', retention1y, 'percent'),
  ];
}

export const NOTES = [
  '在籍数は入会済みで退会していない会員（休会中を含む）の数です。月末在籍数の当月は期間の終了日時点です。',
  '退会率は当月の退会者数を前月末の在籍数で割った値です（月2%が目安）。',
  'プログラム別は期末に契約中のプログラムで数えます（複数契約の会員は各プログラムに数えます）。',
  '継続率は入会日からnか月後の日に在籍している割合です。平均在籍期間（退会者）は期間内の退会者の入会日から退会日までです。',
];
