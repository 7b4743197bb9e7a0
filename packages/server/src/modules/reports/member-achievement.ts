import { earlierDay, todayInTokyo } from '@kayoi/domain/calendar';
import {
  column,
  defineReport,
  figure,
  monthsOf,
  oneDecimal,
  percent,
  pick,
  type ReportContext,
  type ReportRow,
  reportHeader,
  storeFilter,
  sumOf,
  tokyoEnd,
  tokyoStart,
} from './shared.ts';

// 進級 (member achievement): promotions and promotion tests, from the classes module's promotion_tests,
// promotion_results and customer_grade_history (a read model over them).
//
// A promotion (進級) is a grade change to a higher grade (grades' sort_order: the lowest first) made in the
// period (its Tokyo day), by a test or by hand. A test's pass rate counts its results: passed ÷ tested, per
// tested grade, per class the member was tested from, per coach (that class's main instructor). The time to
// the next grade runs from the member's previous grade change (or their join day) to the promotion.

/**
 * The grade changes up to the period's end of the scope's members. One store's are read member by member on the
 * (customer, changed_at) index: a hash join read all 196,000 changes of a 50-store chain for the biggest store's
 * 8,300 (35 → 19 ms in EXPLAIN ANALYZE; offset 0 keeps PostgreSQL from making it that join again). The chain's
 * are hashed.
 */
const gradeChangesOf = (storeId: number | null) =>
  storeId === null
    ? `customer_grade_history h join customers c on c.id = h.customer_id
        where ${storeFilter('c', 1, storeId)} and h.changed_at < ${tokyoEnd(3)}`
    : `customers c cross join lateral (
         select h.* from customer_grade_history h where h.customer_id = c.id and h.changed_at < ${tokyoEnd(3)} offset 0) h
        where ${storeFilter('c', 1, storeId)}`;

/**
 * When each member (`c`) last reached their present grade (`reached.at`; none without such a change): one store's
 * looked up member by member, the chain's from one pass over every change grouped by member and grade (its 85,000
 * active members looked up twice each: 955 → 294 ms in EXPLAIN ANALYZE).
 */
const reachedGradeOf = (storeId: number | null) =>
  storeId === null
    ? `left join (select h.customer_id, h.to_grade_id, max(h.changed_at) as at from customer_grade_history h
                   group by 1, 2) reached on reached.customer_id = c.id and reached.to_grade_id = c.grade_id`
    : `left join lateral (select max(h.changed_at) as at from customer_grade_history h
                          where h.customer_id = c.id and h.to_grade_id = c.grade_id) reached on true`;

/**
 * Promotions in the period with the days each took (from the previous change, or the join day). The member's join
 * day comes along with their changes: looking each promotion's member up again cost the biggest store 16 of its
 * 44 ms (EXPLAIN ANALYZE, 4,772 promotions).
 */
const promotionsSql = (storeId: number | null) => `with changes as (
    select h.id, h.customer_id, h.from_grade_id, h.to_grade_id, h.changed_at,
           coalesce(c.joined_on, (c.created_at at time zone 'Asia/Tokyo')::date) as joined_on,
           lag(h.changed_at) over (partition by h.customer_id order by h.changed_at, h.id) as previous_at
      from ${gradeChangesOf(storeId)}
  ),
  promotions as (
    select x.customer_id, x.to_grade_id, g.name as grade, g.sort_order,
           to_char(x.changed_at at time zone 'Asia/Tokyo', 'YYYY-MM') as month,
           ((x.changed_at at time zone 'Asia/Tokyo')::date
             - coalesce((x.previous_at at time zone 'Asia/Tokyo')::date, x.joined_on)) as days
      from changes x
      join grades g on g.id = x.to_grade_id
      left join grades f on f.id = x.from_grade_id
     where x.changed_at >= ${tokyoStart(2)} and (f.id is null or g.sort_order > f.sort_order)
  )`;

const ACHIEVEMENT = { name: 'member-achievement', title: '進級' } as const;

type Achievement = Awaited<ReturnType<typeof readAchievement>>;
type Figures = ReturnType<typeof achievementFigures>;

/** The period's promotions, test results and the members longest at their grade: three statements at once. */
async function readAchievement(context: ReportContext) {
  const { db, period, scope } = context;
  const params = [scope.storeId, period.from, period.to];
  const asOf = earlierDay(period.to, todayInTokyo(context.now()));
  const [promoted, testRows, stuck] = await Promise.all([
    // Promotions per grade and month, per grade with the days they took, and overall — one statement.
    db.query<{
      level: 'grade_month' | 'grade' | 'all';
      grade: string | null;
      sort_order: number | null;
      month: string | null;
      promotions: number;
      median_days: number | null;
      average_days: number | null;
    }>(
      `${promotionsSql(scope.storeId)}
       select case grouping(grade, month) when 0 then 'grade_month' when 1 then 'grade' else 'all' end as level,
              grade, sort_order, month, count(*)::int as promotions,
              percentile_cont(0.5) within group (order by days)::float8 as median_days,
              avg(days)::float8 as average_days
         from promotions
        group by grouping sets ((grade, sort_order, to_grade_id, month), (grade, sort_order, to_grade_id), ())
        -- Then by grade: every store of a chain may have its own 10級, and their rows keep one order.
        order by sort_order nulls last, to_grade_id, month`,
      params,
    ),
    // The period's test results per tested grade, class, coach (the class's instructor) and test — one pass.
    db.query<{
      dim: 'grade' | 'class' | 'coach' | 'test';
      name: string | null;
      sort_order: number | null;
      held_on: string | null;
      tested: number;
      passed: number;
    }>(
      `select case when grouping(g.id) = 0 then 'grade' when grouping(k.name) = 0 then 'class'
                   when grouping(st.name) = 0 then 'coach' else 'test' end as dim,
              coalesce(g.name, k.name, st.name, pt.name) as name, g.sort_order,
              to_char(pt.held_on, 'YYYY-MM-DD') as held_on,
              count(r.id)::int as tested, count(*) filter (where r.passed)::int as passed
         from promotion_tests pt
         left join promotion_results r on r.test_id = pt.id
         left join grades g on g.id = r.tested_grade_id
         left join classes k on k.id = r.from_class_id
         left join staffs st on st.id = k.instructor_id
        where ${storeFilter('pt', 1, scope.storeId)} and pt.held_on between $2::date and $3::date
        group by grouping sets ((g.id, g.name, g.sort_order), (k.name), (st.name), (pt.id, pt.name, pt.held_on))
        order by g.sort_order nulls last, g.id, pt.held_on, pt.id, 2`,
      params,
    ),
    db.query<{
      member_number: string;
      name: string;
      grade: string;
      since: string;
      days: number;
      failed: number;
    }>(
      `with current as materialized (
           select c.id, c.member_number, c.family_name || ' ' || c.given_name as name, c.grade_id,
                  coalesce((reached.at at time zone 'Asia/Tokyo')::date, c.joined_on,
                           (c.created_at at time zone 'Asia/Tokyo')::date) as since
             from customers c ${reachedGradeOf(scope.storeId)}
            where ${storeFilter('c', 1, scope.storeId)} and c.status = 'active' and c.grade_id is not null
         )
         select x.member_number, x.name, g.name as grade, to_char(x.since, 'YYYY-MM-DD') as since,
                ($2::date - x.since) as days,
                (select count(*)::int from promotion_results r
                  where r.customer_id = x.id and r.tested_grade_id = x.grade_id and not r.passed) as failed
           from current x join grades g on g.id = x.grade_id
          where x.since <= $2::date
          order by days desc, x.member_number limit 20`,
      [scope.storeId, asOf],
    ),
  ]);
  return { promoted: promoted.rows, testRows: testRows.rows, stuck: stuck.rows, asOf };
}

const rate = (rows: { name: string | null; tested: number; passed: number }[], label: string) =>
  rows.map((r) => ({
    [label]: r.name ?? '級なし',
    tested: r.tested,
    passed: r.passed,
    failed: r.tested - r.passed,
    pass_rate: percent(r.passed, r.tested),
  }));
const rateColumns = [
  column('tested', '受験', 'int'),
  column('passed', '合格', 'int'),
  column('failed', '不合格', 'int'),
  column('pass_rate', '合格率', 'percent'),
];

/** What the report shows, from the statements' rows: per grade and month, per dimension of the tests. */
function achievementFigures({ promoted, testRows }: Achievement, months: string[]) {
  const byGradeMonth = {
    rows: promoted.filter((r) => r.level === 'grade_month') as {
      grade: string;
      sort_order: number;
      month: string;
      promotions: number;
    }[],
  };
  const medians = {
    rows: promoted
      .filter((r) => r.level !== 'grade_month')
      .map((r) => ({ ...r, grade: r.level === 'all' ? null : r.grade })),
  };
  // A test without results, and results without a grade, class or coach, have a null name in their own set.
  const dimension = (dim: string, fallback: string | null) =>
    testRows
      .filter((r) => r.dim === dim && (dim === 'test' || r.tested > 0))
      .map((r) => ({ ...r, name: r.name ?? fallback }));
  const gradeResults = { rows: dimension('grade', null) };
  const classResults = { rows: dimension('class', 'クラスなし') };
  const coachResults = { rows: dimension('coach', '担当なし') };
  const testResults = {
    rows: dimension('test', null) as { name: string; held_on: string; tested: number; passed: number }[],
  };

  const grades = [...new Map(byGradeMonth.rows.map((r) => [r.grade, r.sort_order])).keys()];
  const gradeMonthRows: ReportRow[] = grades.map((grade) => {
    const row: ReportRow = { grade };
    months.forEach((month, i) => {
      row[`m_${i + 1}`] =
        byGradeMonth.rows.find((r) => r.grade === grade && r.month === month)?.promotions ?? 0;
    });
    row.total = months.reduce((sum, _m, i) => sum + (row[`m_${i + 1}`] as number), 0);
    return row;
  });
  const monthRows: ReportRow[] = months.map((month) => ({
    month,
    promotions: byGradeMonth.rows.filter((r) => r.month === month).reduce((s, r) => s + r.promotions, 0),
  }));
  const overall = medians.rows.find((r) => r.grade === null);
  const medianRows: ReportRow[] = medians.rows
    .filter((r) => r.grade !== null)
    .map((r) => ({
      grade: r.grade,
      promotions: r.promotions,
      median_days: oneDecimal(r.median_days),
      average_days: oneDecimal(r.average_days),
    }));
  const tested = gradeResults.rows.reduce((s, r) => s + r.tested, 0);
  const passed = gradeResults.rows.reduce((s, r) => s + r.passed, 0);
  const promotions = overall?.promotions ?? 0;
  return {
    months,
    gradeMonthRows,
    monthRows,
    medianRows,
    overall,
    gradeResults,
    classResults,
    coachResults,
    testResults,
    tested,
    passed,
    promotions,
  };
}

/** The report's tables. */
function achievementTables(f: Figures, { stuck, asOf }: Achievement) {
  const {
    months,
    gradeMonthRows,
    medianRows,
    gradeResults,
    classResults,
    coachResults,
    testResults,
    tested,
    passed,
    promotions,
  } = f;
  return [
    {
      key: 'promotions_by_grade_month',
      title: '級別・月別の進級者数',
      columns: [
        column('grade', '進級先の級', 'text'),
        ...months.map((month, i) => column(`m_${i + 1}`, month, 'int')),
        column('total', '合計', 'int'),
      ],
      rows: gradeMonthRows,
      totals: {
        grade: '合計',
        ...Object.fromEntries(months.map((_m, i) => [`m_${i + 1}`, sumOf(gradeMonthRows, `m_${i + 1}`)])),
        total: promotions,
      } satisfies ReportRow as ReportRow,
    },
    {
      key: 'by_grade',
      title: '級別の合格率',
      columns: [column('grade', '受験した級', 'text'), ...rateColumns],
      rows: rate(gradeResults.rows, 'grade'),
      totals: {
        grade: '合計',
        tested,
        passed,
        failed: tested - passed,
        pass_rate: percent(passed, tested),
      },
    },
    {
      key: 'by_class',
      title: 'クラス別の合格率',
      columns: [column('class_name', 'クラス', 'text'), ...rateColumns],
      rows: rate(classResults.rows, 'class_name'),
    },
    {
      key: 'by_coach',
      title: 'コーチ別の合格率',
      columns: [column('coach', 'コーチ', 'text'), ...rateColumns],
      rows: rate(coachResults.rows, 'coach'),
    },
    {
      key: 'tests',
      title: '進級テスト',
      columns: [column('held_on', '実施日', 'date'), column('test', 'テスト', 'text'), ...rateColumns],
      rows: testResults.rows.map((r) => ({
        held_on: r.held_on,
        test: r.name,
        tested: r.tested,
        passed: r.passed,
        failed: r.tested - r.passed,
        pass_rate: percent(r.passed, r.tested),
      })),
    },
    {
      key: 'time_to_next_grade',
      title: '進級までの期間（級別）',
      columns: [
        column('grade', '進級先の級', 'text'),
        column('promotions', '進級者数', 'int'),
        column('median_days', '中央値（日）', 'days'),
        column('average_days', '平均（日）', 'days'),
      ],
      rows: medianRows,
    },
    {
      key: 'stuck',
      title: `同じ級に長く留まっている会員（${asOf}時点・上位20名）`,
      columns: [
        column('member_number', '会員番号', 'text'),
        column('name', '氏名', 'text'),
        column('grade', '級', 'text'),
        column('since', 'この級になった日', 'date'),
        column('days', '日数', 'days'),
        column('failed', 'この級の不合格回数', 'int'),
      ],
      rows: stuck.map((r) => ({ ...r })),
    },
  ];
}

export const memberAchievementReport = defineReport({
  operationId: 'getMemberAchievementReport',
  ...ACHIEVEMENT,
  async build(context) {
    const data = await readAchievement(context);
    const f = achievementFigures(data, monthsOf(context.period));
    const { monthRows, medianRows, overall, gradeResults, testResults, tested, passed, promotions } = f;
    return {
      ...reportHeader(ACHIEVEMENT, context),
      summary: [
        figure('promotions', '進級者数', promotions, 'int'),
        figure('tested', '受験者数', tested, 'int'),
        figure('passed', '合格者数', passed, 'int'),
        figure('pass_rate', '合格率', percent(passed, tested), 'percent'),
        figure('median_days', '進級までの期間（中央値）', oneDecimal(overall?.median_days ?? null), 'days'),
        figure('tests', '進級テスト回数', testResults.rows.length, 'int'),
      ],
      charts: [
        {
          key: 'promotions_by_month',
          title: '月別進級者数',
          kind: 'bar',
          x: column('month', '月', 'month'),
          series: [column('promotions', '進級者数', 'int')],
          rows: monthRows,
        },
        {
          key: 'pass_rate_by_grade',
          title: '級別合格率',
          kind: 'bar',
          x: column('grade', '級', 'text'),
          series: [column('pass_rate', '合格率', 'percent')],
          rows: pick(rate(gradeResults.rows, 'grade'), 'grade', 'pass_rate'),
        },
        {
          key: 'median_days_by_grade',
          title: '級別 進級までの日数（中央値）',
          kind: 'bar',
          x: column('grade', '進級先の級', 'text'),
          series: [column('median_days', '中央値（日）', 'days')],
          rows: pick(medianRows, 'grade', 'median_days'),
        },
      ],
      tables: achievementTables(f, data),
      notes: [
        '進級者数は期間内に上の級へ変わった回数です（テストでも手動でも）。',
        '合格率は期間内に実施した進級テストの結果（合格 ÷ 受験）です。コーチはそのクラスの担当コーチです。',
        '進級までの期間は前回の級の変更日（なければ入会日）から進級日までの日数です。',
        '長く留まっている会員は在籍中（休会を除く）の会員を、今の級になった日から数えます。',
      ],
    };
  },
});
