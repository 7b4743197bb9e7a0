import { type Day, earlierDay, todayInTokyo } from '@kayoi/domain/calendar';
import type { Queryable } from '../../db/database.ts';
import { rowsByStore } from '../../db/rows.ts';
import { keepMemberSpans } from './members-spans.ts';
import {
  column,
  defineReport,
  figure,
  gradeLabels,
  monthsOf,
  oneDecimal,
  type Period,
  percent,
  pick,
  type ReportContext,
  type ReportRow,
  reportHeader,
  schoolGradeSql,
  sumOf,
} from './shared.ts';
import { addUpRows, storeParts, storePartsById, storePartsBySegment } from './store-parts.ts';

// 進級 (member achievement): promotions and promotion tests, from the classes module's promotion_tests,
// promotion_results and customer_grade_history (a read model over them).
//
// A promotion (進級) is a grade change to a higher grade (grades' sort_order: the lowest first) made in the
// period (its Tokyo day), by a test or by hand. A test's pass rate counts its results: passed ÷ tested, per
// tested grade, per class the member was tested from, per coach (that class's main instructor). The time to
// the next grade runs from the member's previous grade change (or their join day) to the promotion.

// A chain's report is its stores' parts added up (`storeParts`): each store's part is kept until data it was read
// from changes. Grades are counted by name: every store of a chain has its own 10級, and the chain's 10級 is all of
// them (before, a chain's table showed one store's count per name and its median rows 50 alike-named lines).

/**
 * The promotions in [$2, $3] (a segment of the period: segmentsOf) of each store of `$1` (an array) with the days each
 * took (from the previous change, or the join day), counted per grade (its school's and its name, schoolGradeSql) and
 * month, and per grade and days taken (the days' distribution, from which the chain's medians come). From each store's
 * grade changes kept with the days each took (0640, members-spans.ts), made once the store's members or their grade
 * changes changed: the 50-store chain's year (107,000 promotions) 185–234 ms alone, against 506–579 for a window over
 * all 195,000 changes to find each one's previous. The promotions are counted per grade before the grades are named,
 * both ways in one pass (grouping sets: the year 135–155 → 98–123 ms, a month 24–27 → 21–23, against a CTE read twice).
 */
const PROMOTIONS_SQL = `with counted as (
    select x.store_id, x.to_grade_id as grade_id, x.month, x.days, count(*)::int as n
      from report_member_grade_changes x
      join grades g on g.id = x.to_grade_id
      left join grades f on f.id = x.from_grade_id
     where x.store_id = any($1::int[]) and x.day between $2::date and $3::date
       and (f.id is null or g.sort_order > f.sort_order)
     group by grouping sets ((x.store_id, x.to_grade_id, x.month), (x.store_id, x.to_grade_id, x.days))
  )
  select ${schoolGradeSql('sc.name', 'g.name')} as grade, min(g.sort_order)::int as sort_order,
         to_char(c.month, 'YYYY-MM') as month, c.days, sum(c.n)::int as n, min(sc.sort_order)::int as school_sort,
         c.store_id
    from counted c join grades g on g.id = c.grade_id left join schools sc on sc.id = g.school_id
   group by c.store_id, 1, c.month, c.days`;

/**
 * The test results of the period of each store of `$1` (an array) per tested grade (its school's and its name),
 * class, coach (the class's instructor) and test; a chain's are these added up by the same keys (`readAchievement`).
 * From each test's results counted by grade and by class when they were entered (0660, report_promotion_counts):
 * the 50-store chain's year 60–95 ms, against 290–350 for its 160,000 results joined and grouped four ways. A test
 * without results is a test row of none, and counts none in a grade, class and coach without a name, as before.
 * The by-class rows are added up by class once before the classes and the coaches name them (36,031 rows of a year
 * of the chain → one a class: seven alternating runs in a pg client, 66–83 → 56–71 ms), straight from the join of
 * the period's tests and their by-class counts; the by-grade counts are joined apart, and the grades' and the tests'
 * rows read only those (2,560 rows), not all the period's counts kept once (38,590): 71–101 → 48–56 ms, ten runs
 * each in a pg client with JIT off, as the server's connections have it.
 */
const TESTS_SQL = `with tests as materialized (
       select pt.store_id, pt.id, pt.name, pt.held_on from promotion_tests pt
        where pt.store_id = any($1::int[]) and pt.held_on between $2::date and $3::date
     ),
     -- The results by the class they came from, once: the classes' and the coaches' rows are named from these.
     by_class as materialized (
       select t.store_id, x.class_id, sum(coalesce(x.tested, 0)) as tested, sum(coalesce(x.passed, 0)) as passed
         from tests t left join report_promotion_counts x on x.test_id = t.id and x.by_class
        group by 1, 2
     ),
     -- The results by tested grade, test by test: the grades' and the tests' rows.
     by_grade as materialized (
       select t.store_id, t.id as test_id, t.name as test_name, t.held_on, x.grade_id,
              coalesce(x.tested, 0) as tested, coalesce(x.passed, 0) as passed
         from tests t left join report_promotion_counts x on x.test_id = t.id and not x.by_class
     )
     select 'grade' as dim, ${schoolGradeSql('sc.name', 'g.name')} as name, min(g.sort_order) as sort_order,
            null as held_on, null::int as test_id, sum(c.tested)::int as tested, sum(c.passed)::int as passed,
            min(sc.sort_order) as school_sort, c.store_id
       from by_grade c left join grades g on g.id = c.grade_id left join schools sc on sc.id = g.school_id
      group by c.store_id, sc.name, g.name
     union all
     select 'class', k.name, null, null, null, sum(c.tested)::int, sum(c.passed)::int, null, c.store_id
       from by_class c left join classes k on k.id = c.class_id
      group by c.store_id, k.name
     union all
     select 'coach', st.name, null, null, null, sum(c.tested)::int, sum(c.passed)::int, null, c.store_id
       from by_class c left join classes k on k.id = c.class_id left join staffs st on st.id = k.instructor_id
      group by c.store_id, st.name
     union all
     select 'test', c.test_name, null, to_char(c.held_on, 'YYYY-MM-DD'), c.test_id, sum(c.tested)::int,
            sum(c.passed)::int, null, c.store_id
       from by_grade c
      group by c.store_id, c.test_id, c.test_name, c.held_on
      order by 9, 8 nulls first, 3 nulls last, 4, 5, 2`;

/** The chain's test rows, added up, in TESTS_SQL's order: names compared as the database does. */
const ORDER_TESTS_SQL = `select * from jsonb_to_recordset($1::jsonb)
         as x(dim text, name text, sort_order int, held_on text, test_id int, tested int, passed int, school_sort int)
      order by 8 nulls first, 3 nulls last, 4, 5, 2`;

/**
 * The 20 active members longest at their grade (as of `$2`) of each store of `$1` (an array) — a chain's 20 are
 * among its stores'. From each store's members' days they reached their grade (0640, members-spans.ts): the store's
 * earliest up to its 20th (and those alike with it), then named and ordered by member number among equals: the
 * chain's 71–116 ms alone, against 364–401 for a lookup of each of its 84,864 active members' last change.
 */
const STUCK_SQL = `with candidates as (
       select x.* from unnest($1::int[]) as st(id)
       cross join lateral (
         select g.store_id, g.customer_id, g.grade_id, g.since from report_member_grade_since g
          where g.store_id = st.id and g.since <= coalesce(
            (select e.since from report_member_grade_since e where e.store_id = st.id and e.since <= $2::date
              order by e.since offset 19 limit 1), $2::date)
       ) x
     ),
     longest as (
       select x.*, c.member_number, c.name,
              row_number() over (partition by x.store_id order by $2::date - x.since desc, c.member_number) as n
         from candidates x
         -- A lookup of each candidate (1,017 of the chain's): joined, the planner read all 100,000 customers.
         cross join lateral (
           select c.member_number, c.family_name || ' ' || c.given_name as name from customers c
            where c.id = x.customer_id limit 1
         ) c
     )
     select x.member_number, x.name, ${schoolGradeSql('sc.name', 'g.name')} as grade, to_char(x.since, 'YYYY-MM-DD') as since,
            ($2::date - x.since) as days,
            (select count(*)::int from promotion_results r
              where r.customer_id = x.customer_id and r.tested_grade_id = x.grade_id and not r.passed) as failed,
            x.store_id
       from longest x join grades g on g.id = x.grade_id left join schools sc on sc.id = g.school_id
      where x.n <= 20
      order by x.store_id, days desc, x.member_number`;

const MERGE_STUCK_SQL = `select * from jsonb_to_recordset($1::jsonb)
         as x(member_number text, name text, grade text, since text, days int, failed int)
      order by days desc, member_number limit 20`;

const ACHIEVEMENT = { name: 'member-achievement', title: '進級' } as const;
/** The kept parts a 進級 part is made of: a segment's promotions, and the members longest at their grade. */
const PROMOTION_PARTS = 'member-achievement-promotions';
const STUCK_PARTS = 'member-achievement-stuck';

type Achievement = Awaited<ReturnType<typeof readAchievement>>;
type Figures = ReturnType<typeof achievementFigures>;

interface TestRow {
  dim: 'grade' | 'class' | 'coach' | 'test';
  name: string | null;
  sort_order: number | null;
  held_on: string | null;
  test_id: number | null;
  tested: number;
  passed: number;
  /** A grade's school's order (the grade rows'), before the grade's own. */
  school_sort: number | null;
}
interface StuckRow {
  member_number: string;
  name: string;
  grade: string;
  since: string;
  days: number;
  failed: number;
}
interface PromotionRow {
  level: 'grade_month' | 'grade' | 'all';
  grade: string | null;
  sort_order: number | null;
  month: string | null;
  promotions: number;
  median_days: number | null;
  average_days: number | null;
}

/** A store's part: promotions per grade and month, each grade's days taken ([days, count] by days), tests, stuck. */
interface AchievementPart {
  months: [grade: string, sort: number, month: string, promotions: number, schoolSort: number][];
  days: [grade: string, sort: number, days: number, count: number, schoolSort: number][];
  tests: TestRow[];
  stuck: StuckRow[];
}

/** The median (as PostgreSQL's percentile_cont(0.5)) and the mean of a distribution given as [value, count]. */
function medianAndMean(counts: ReadonlyMap<number, number>) {
  const values = [...counts.keys()].sort((a, b) => a - b);
  const n = values.reduce((sum, v) => sum + (counts.get(v) ?? 0), 0);
  if (n === 0) return { n, median: null, mean: null };
  const at = (i: number) => {
    let seen = 0;
    for (const v of values) {
      seen += counts.get(v) ?? 0;
      if (i < seen) return v;
    }
    return values[values.length - 1] as number;
  };
  const position = 0.5 * (n - 1);
  const low = at(Math.floor(position));
  const high = at(Math.ceil(position));
  const total = values.reduce((sum, v) => sum + v * (counts.get(v) ?? 0), 0);
  return { n, median: low + (position - Math.floor(position)) * (high - low), mean: total / n };
}

/**
 * The promotions per grade and month, per grade with the days they took, and overall, from the stores' parts:
 * grades by name (the lowest sort order of the name first), months in order.
 */
function promotionRows(parts: readonly AchievementPart[]): PromotionRow[] {
  const sortOf = new Map<string, number>();
  const schoolSortOf = new Map<string, number>();
  const byMonth = new Map<string, Map<string, number>>();
  const byDays = new Map<string, Map<number, number>>();
  const all = new Map<number, number>();
  const lowest = (grade: string, sort: number, schoolSort: number) => {
    sortOf.set(grade, Math.min(sortOf.get(grade) ?? sort, sort));
    schoolSortOf.set(grade, Math.min(schoolSortOf.get(grade) ?? schoolSort, schoolSort));
  };
  for (const part of parts) {
    for (const [grade, sort, month, n, schoolSort] of part.months) {
      lowest(grade, sort, schoolSort);
      const months = byMonth.get(grade) ?? new Map<string, number>();
      months.set(month, (months.get(month) ?? 0) + n);
      byMonth.set(grade, months);
    }
    for (const [grade, sort, days, n, schoolSort] of part.days) {
      lowest(grade, sort, schoolSort);
      const counts = byDays.get(grade) ?? new Map<number, number>();
      counts.set(days, (counts.get(days) ?? 0) + n);
      byDays.set(grade, counts);
      all.set(days, (all.get(days) ?? 0) + n);
    }
  }
  // The schools in their order, each school's grades in theirs (a grade's name holds its school's first).
  const grades = [...sortOf.keys()].sort(
    (a, b) =>
      (schoolSortOf.get(a) ?? 0) - (schoolSortOf.get(b) ?? 0) ||
      (sortOf.get(a) ?? 0) - (sortOf.get(b) ?? 0) ||
      (a < b ? -1 : a > b ? 1 : 0),
  );
  const rows: PromotionRow[] = [];
  for (const grade of grades) {
    const sort_order = sortOf.get(grade) ?? null;
    for (const [month, promotions] of [...(byMonth.get(grade) ?? [])].sort(([a], [b]) => (a < b ? -1 : 1))) {
      rows.push({
        level: 'grade_month',
        grade,
        sort_order,
        month,
        promotions,
        median_days: null,
        average_days: null,
      });
    }
    const { n, median, mean } = medianAndMean(byDays.get(grade) ?? new Map());
    rows.push({
      level: 'grade',
      grade,
      sort_order,
      month: null,
      promotions: n,
      median_days: median,
      average_days: mean,
    });
  }
  const { n, median, mean } = medianAndMean(all);
  rows.push({
    level: 'all',
    grade: null,
    sort_order: null,
    month: null,
    promotions: n,
    median_days: median,
    average_days: mean,
  });
  return rows;
}

type Stored<Row> = Row & { store_id: number };

/** A store's promotions of some days: a segment's part (`segmentsOf`). */
type PromotionsPart = Pick<AchievementPart, 'months' | 'days'>;

/** The promotions of `segment` of each store of `storeIds`. */
async function readPromotions(
  db: Queryable,
  storeIds: readonly number[],
  segment: Period,
): Promise<Map<number, PromotionsPart>> {
  const { rows } = await db.query<
    Stored<{
      grade: string;
      sort_order: number;
      month: string | null;
      days: number | null;
      n: number;
      school_sort: number;
    }>
  >(PROMOTIONS_SQL, [storeIds, segment.from, segment.to]);
  const parts = new Map<number, PromotionsPart>(storeIds.map((id) => [id, { months: [], days: [] }]));
  for (const r of rows) {
    const part = parts.get(r.store_id);
    if (!part) continue;
    if (r.month !== null) part.months.push([r.grade, r.sort_order, r.month, r.n, r.school_sort]);
    else part.days.push([r.grade, r.sort_order, r.days ?? 0, r.n, r.school_sort]);
  }
  return parts;
}

/** The members longest at their grade as of `asOf` of each store of `storeIds`. */
async function readStuck(
  db: Queryable,
  storeIds: readonly number[],
  asOf: Day,
): Promise<Map<number, StuckRow[]>> {
  const { rows } = await db.query<Stored<StuckRow>>(STUCK_SQL, [storeIds, asOf]);
  const stuckOf = rowsByStore(rows);
  return new Map(storeIds.map((id) => [id, stuckOf.get(id) ?? []]));
}

/** A store's segments' promotions as one: the months side by side, the days each took added up by grade. */
function joined(segments: readonly PromotionsPart[]): PromotionsPart {
  if (segments.length === 1) return segments[0] as PromotionsPart;
  const byGrade = new Map<string, Map<number, AchievementPart['days'][number]>>();
  for (const segment of segments) {
    for (const row of segment.days) {
      const [grade, sort, taken, n, schoolSort] = row;
      const counts = byGrade.get(grade) ?? new Map<number, AchievementPart['days'][number]>();
      byGrade.set(grade, counts);
      const was = counts.get(taken);
      counts.set(
        taken,
        was ? [grade, Math.min(was[1], sort), taken, was[3] + n, Math.min(was[4], schoolSort)] : row,
      );
    }
  }
  return {
    months: segments.flatMap((s) => s.months),
    days: [...byGrade.values()].flatMap((counts) => [...counts.values()]),
  };
}

/**
 * The parts of the stores `storeIds`: the promotions of each of the period's segments (kept parts, read for the
 * stores that lack them), its test results, and the members longest at their grade as of `asOf` (kept by that day
 * alone: every period to that day shows them), joined store by store.
 */
async function readParts(
  db: Queryable,
  storeIds: readonly number[],
  period: Period,
  { asOf, today }: { asOf: Day; today: Day },
): Promise<Map<number, AchievementPart>> {
  await keepMemberSpans(db, storeIds, today);
  const of = { module: import.meta.url, storeId: null, storeIds };
  const [segments, tests, stuck] = await Promise.all([
    storePartsBySegment(db, {
      ...of,
      report: PROMOTION_PARTS,
      key: PROMOTIONS_SQL,
      period,
      read: (ids, segment) => readPromotions(db, ids, segment),
    }),
    db.query<Stored<TestRow>>(TESTS_SQL, [storeIds, period.from, period.to]),
    storePartsById(db, {
      ...of,
      report: STUCK_PARTS,
      key: [STUCK_SQL, asOf],
      read: (ids) => readStuck(db, ids, asOf),
    }),
  ]);
  const testsOf = rowsByStore(tests.rows);
  // A store deleted since the stores were asked for has none: no promotions, no members either.
  const none: PromotionsPart = { months: [], days: [] };
  return new Map(
    storeIds.map((id) => [
      id,
      {
        ...joined(segments.map((parts) => parts.get(id) ?? none)),
        tests: testsOf.get(id) ?? [],
        stuck: stuck.get(id) ?? [],
      },
    ]),
  );
}

/** The period's promotions, test results and the members longest at their grade, store by store. */
async function readAchievement(context: ReportContext) {
  const { db, period, scope } = context;
  const today = todayInTokyo(context.now());
  const asOf = earlierDay(period.to, today);
  const parts = await storeParts(db, {
    report: ACHIEVEMENT.name,
    module: import.meta.url,
    key: [PROMOTIONS_SQL, TESTS_SQL, STUCK_SQL, period, asOf],
    storeId: scope.storeId,
    read: (ids) => readParts(db, ids, period, { asOf, today }),
  });
  const promoted = promotionRows(parts);
  // One store's rows are in their order already.
  if (parts.length === 1) {
    const [part] = parts as [AchievementPart];
    return { ...named({ promoted, testRows: part.tests, stuck: part.stuck }), asOf };
  }
  // A chain's test rows by dimension and name (a test by itself), at the name's lowest sort order.
  const testSums = addUpRows(
    parts.flatMap((p) => p.tests),
    {
      id: (row) => [row.dim, row.name, row.held_on, row.test_id],
      summed: () => ['tested', 'passed'],
      lowest: 'sort_order',
    },
  );
  const [testRows, stuck] = await Promise.all([
    db.query<TestRow>(ORDER_TESTS_SQL, [JSON.stringify(testSums)]),
    db.query<StuckRow>(MERGE_STUCK_SQL, [JSON.stringify(parts.flatMap((p) => p.stuck))]),
  ]);
  return { ...named({ promoted, testRows: testRows.rows, stuck: stuck.rows }), asOf };
}

/** The grades named for the reader (gradeLabels): with their school's name when the rows hold several schools'. */
function named(rows: { promoted: PromotionRow[]; testRows: TestRow[]; stuck: StuckRow[] }) {
  const { promoted, testRows, stuck } = rows;
  const label = gradeLabels([
    ...promoted.map((r) => r.grade),
    ...testRows.filter((r) => r.dim === 'grade').map((r) => r.name),
    ...stuck.map((r) => r.grade),
  ]);
  return {
    promoted: promoted.map((r) => ({ ...r, grade: label(r.grade) })),
    testRows: testRows.map((r) => (r.dim === 'grade' ? { ...r, name: label(r.name) } : r)),
    stuck: stuck.map((r) => ({ ...r, grade: label(r.grade) as string })),
  };
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
      // Named in the columns' order: a kept part comes back from jsonb with its keys in another.
      rows: stuck.map((r) => ({
        member_number: r.member_number,
        name: r.name,
        grade: r.grade,
        since: r.since,
        days: r.days,
        failed: r.failed,
      })),
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
