import type { Queryable } from '../../db/database.ts';
import {
  column,
  defineReport,
  figure,
  monthsOf,
  type Period,
  percent,
  type ReportColumn,
  type ReportData,
  type ReportRow,
  type ReportScope,
  reportHeader,
  storeFilter,
} from './shared.ts';

// 体験レポート (issue 29): the trial lessons (体験) held in the period by the month of their lesson and by program
// — 体験数 (trials booked and not cancelled), 出席 (the coach recorded 出席), 入会数 (the outcome 入会) and
// 入会率 = 入会数 ÷ 体験数. Read from the classes module's trial_lessons.

interface TrialFigures {
  month: string;
  program_id: number | null;
  program_name: string | null;
  program_order: number;
  trials: number;
  attended: number;
  enrolled: number;
  declined: number;
}

async function trialFigures(db: Queryable, scope: ReportScope, period: Period): Promise<TrialFigures[]> {
  const { rows } = await db.query<TrialFigures>(
    `select to_char(t.lesson_date, 'YYYY-MM') as month, t.program_id, p.name as program_name,
            coalesce(min(p.sort_order), 0)::int as program_order, count(*)::int as trials,
            count(*) filter (where t.attendance = 'present')::int as attended,
            count(*) filter (where t.outcome = 'enrolled')::int as enrolled,
            count(*) filter (where t.outcome = 'declined')::int as declined
       from trial_lessons t
       left join programs p on p.id = t.program_id
      where ${storeFilter('t', 1, scope.storeId)} and t.status = 'booked'
        and t.lesson_date between $2::date and $3::date
      group by 1, 2, 3
      order by 1, 4, 3 nulls last, 2`,
    [scope.storeId, period.from, period.to],
  );
  return rows;
}

type Summed = Pick<TrialFigures, 'trials' | 'attended' | 'enrolled' | 'declined'>;
const blank = (): Summed => ({ trials: 0, attended: 0, enrolled: 0, declined: 0 });
const addInto = (into: Summed, row: Summed) => {
  into.trials += row.trials;
  into.attended += row.attended;
  into.enrolled += row.enrolled;
  into.declined += row.declined;
};
const cells = (f: Summed): ReportRow => ({
  trials: f.trials,
  attended: f.attended,
  enrolled: f.enrolled,
  declined: f.declined,
  enrolment_rate: percent(f.enrolled, f.trials),
});
const FIGURE_COLUMNS: ReportColumn[] = [
  column('trials', '体験数', 'int'),
  column('attended', '出席', 'int'),
  column('enrolled', '入会数', 'int'),
  column('declined', '見送り', 'int'),
  column('enrolment_rate', '入会率', 'percent'),
];

/** The figures added up by a key (the month, the program), in the order first met. */
function groupBy(rows: readonly TrialFigures[], keyOf: (row: TrialFigures) => string) {
  const groups = new Map<string, Summed & { first: TrialFigures }>();
  for (const row of rows) {
    const key = keyOf(row);
    const group = groups.get(key) ?? { ...blank(), first: row };
    addInto(group, row);
    groups.set(key, group);
  }
  return groups;
}

const REPORT = { name: 'trials', title: '体験' } as const;

export const trialsReport = defineReport({
  ...REPORT,
  operationId: 'getTrialsReport',
  async build(context): Promise<ReportData> {
    const rows = await trialFigures(context.db, context.scope, context.period);
    const totals = blank();
    for (const row of rows) addInto(totals, row);
    const byMonth = groupBy(rows, (r) => r.month);
    const monthRows: ReportRow[] = monthsOf(context.period).map((month) => ({
      month,
      ...cells(byMonth.get(month) ?? blank()),
    }));
    const programs = [...groupBy(rows, (r) => String(r.program_id ?? 0)).values()].sort(
      (a, b) => a.first.program_order - b.first.program_order,
    );
    const programRows: ReportRow[] = programs.map((p) => ({
      program_name: p.first.program_name ?? '（プログラムなし）',
      ...cells(p),
    }));
    const detailRows: ReportRow[] = rows.map((r) => ({
      month: r.month,
      program_name: r.program_name ?? '（プログラムなし）',
      ...cells(r),
    }));
    return {
      ...reportHeader(REPORT, context),
      summary: [
        figure('trials', '体験数', totals.trials, 'int'),
        figure('attended', '出席', totals.attended, 'int'),
        figure('enrolled', '入会数', totals.enrolled, 'int'),
        figure('enrolment_rate', '入会率', percent(totals.enrolled, totals.trials), 'percent'),
      ],
      charts: [
        {
          key: 'months',
          title: '月別の体験数と入会数',
          kind: 'bar' as const,
          x: column('month', '月', 'month'),
          series: [column('trials', '体験数', 'int'), column('enrolled', '入会数', 'int')],
          rows: monthRows,
        },
      ],
      tables: [
        {
          key: 'months',
          title: '月別',
          columns: [column('month', '月', 'month'), ...FIGURE_COLUMNS],
          rows: monthRows,
          totals: { month: '合計', ...cells(totals) },
        },
        {
          key: 'programs',
          title: 'プログラム別',
          columns: [column('program_name', 'プログラム', 'text'), ...FIGURE_COLUMNS],
          rows: programRows,
          totals: { program_name: '合計', ...cells(totals) },
        },
        {
          key: 'program_months',
          title: 'プログラム別・月別',
          columns: [
            column('month', '月', 'month'),
            column('program_name', 'プログラム', 'text'),
            ...FIGURE_COLUMNS,
          ],
          rows: detailRows,
          totals: { month: '合計', ...cells(totals) },
        },
      ],
      notes: [
        '体験数はレッスン日が期間内の体験（取消を除く）、入会数はそのうち入会になった件数です。',
        '入会率は入会数 ÷ 体験数です。',
      ],
    };
  },
});
