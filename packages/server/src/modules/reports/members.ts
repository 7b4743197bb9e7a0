import {
  addDays,
  addMonths,
  type Day,
  earlierDay,
  fiscalYearDays,
  fiscalYearOf,
  monthLabel,
  todayInTokyo,
} from '@kayoi/domain/calendar';
import { genderLabels } from '@kayoi/domain/labels';
import type { Queryable } from '../../db/database.ts';
import { rowsByStore } from '../../db/rows.ts';
import {
  column,
  defineReport,
  figure,
  gradeLabels,
  monthsOf,
  oneDecimal,
  percent,
  pick,
  type ReportChart,
  type ReportRow,
  type ReportTable,
  reportHeader,
  schoolGradeSql,
  yearBefore,
  youngerThanSql,
} from './shared.ts';
import { addUpRows, storeParts } from './store-parts.ts';

// 会員 (members): membership over a period, from the customers and their status history
// (customer_status_changes), read as billing reads it — a member's status on a day is the latest change in
// effect by then; before their first change, what that change changed from; without changes, today's.
//
// 在籍 (enrolled) = joined by that day and not withdrawn: active or paused (休会中 shown apart). A member who
// has not joined yet (joined_on after the day) is not counted. 退会率 = the month's withdrawals ÷ enrolled at the
// previous month's end.

/**
 * The status spans of the customers of the stores `$1` (an array) as SQL CTEs (`mc`: the members with their join
 * day; `member_spans`: [starts, ends) with one status each, the member's store, and their birth date, gender and
 * grade for the breakdowns). A chain's figures are its stores' added up (`storeParts`).
 */
const MEMBER_SPANS_SQL = `mc as (
    select c.id, c.store_id, coalesce(c.joined_on, (c.created_at at time zone 'Asia/Tokyo')::date) as joined_on,
           c.status, c.birth_date, c.gender, c.grade_id
      from customers c where c.store_id = any($1::int[])
  ),
  mch as (
    select s.customer_id, s.from_status, s.status, s.effective_on,
           row_number() over w as n, lead(s.effective_on) over w as next_on
      from customer_status_changes s join mc on mc.id = s.customer_id
    window w as (partition by s.customer_id order by s.effective_on, s.id)
  ),
  member_spans as (
    select mc.id as customer_id, mc.store_id, mc.joined_on, mc.joined_on as starts,
           coalesce(f.effective_on, 'infinity'::date) as ends, coalesce(f.from_status, mc.status) as status,
           mc.birth_date, mc.gender, mc.grade_id
      from mc left join mch f on f.customer_id = mc.id and f.n = 1
    union all
    select h.customer_id, mc.store_id, mc.joined_on, h.effective_on, coalesce(h.next_on, 'infinity'::date), h.status,
           mc.birth_date, mc.gender, mc.grade_id
      from mch h join mc on mc.id = h.customer_id
  )`;

interface Flow {
  month: string;
  joins: number;
  pauses: number;
  returns: number;
  withdrawals: number;
}

type FlowRow = Flow & { in_period: boolean };

/**
 * Joins, pauses, returns (休会→在籍) and withdrawals of each store of `$1` (an array) per month of [$2, $3], and
 * whether the day is in the report's period [$4, $5].
 */
const FLOWS_SQL = `with mc as (
       select c.id, c.store_id, coalesce(c.joined_on, (c.created_at at time zone 'Asia/Tokyo')::date) as joined_on
         from customers c where c.store_id = any($1::int[])
     ),
     events as (
       select store_id, joined_on as day, 'join' as kind from mc where joined_on between $2::date and $3::date
       union all
       select mc.store_id, s.effective_on,
              case when s.status = 'paused' then 'pause'
                   when s.status = 'withdrawn' then 'withdraw'
                   when s.from_status = 'paused' then 'return'
                   else 'other' end
         from customer_status_changes s join mc on mc.id = s.customer_id
        where s.effective_on between $2::date and $3::date and s.status is distinct from s.from_status
     )
     select to_char(day, 'YYYY-MM') as month, day between $4::date and $5::date as in_period,
            count(*) filter (where kind = 'join')::int as joins,
            count(*) filter (where kind = 'pause')::int as pauses,
            count(*) filter (where kind = 'return')::int as returns,
            count(*) filter (where kind = 'withdraw')::int as withdrawals, store_id
       from events group by 1, 2, store_id`;

/**
 * The flows per month from the rows of every store asked: `all` counts every day of the range, `inPeriod` only the
 * days of the report's period (its first and last months may be partial).
 */
function flowSums(rows: readonly FlowRow[]) {
  const sum = (only: boolean) => {
    const months = new Map<string, Flow>();
    for (const r of rows) {
      if (only && !r.in_period) continue;
      const m = months.get(r.month) ?? { month: r.month, joins: 0, pauses: 0, returns: 0, withdrawals: 0 };
      m.joins += r.joins;
      m.pauses += r.pauses;
      m.returns += r.returns;
      m.withdrawals += r.withdrawals;
      months.set(r.month, m);
    }
    return months;
  };
  return { all: sum(false), inPeriod: sum(true) };
}

const AGE_BANDS: readonly { label: string; max: number }[] = [
  { label: '0〜2歳', max: 2 },
  { label: '3〜5歳', max: 5 },
  { label: '6〜8歳', max: 8 },
  { label: '9〜12歳', max: 12 },
  { label: '13〜15歳', max: 15 },
  { label: '16〜18歳', max: 18 },
  { label: '19〜39歳', max: 39 },
  { label: '40〜59歳', max: 59 },
  { label: '60歳以上', max: 200 },
];
const UNKNOWN = '不明';

/** The SQL age band of `birth` on `on` (the labels above, 不明 without a birth date). */
const AGE_BAND_SQL = (birth: string, on: string) => {
  const cases = AGE_BANDS.map(
    (band) => `when ${youngerThanSql(birth, on, band.max + 1)} then '${band.label}'`,
  ).join(' ');
  return `case when ${birth} is null then '${UNKNOWN}' ${cases} end`;
};

/** Months after joining a cohort is followed for (k = 0…12); a step of COHORT_STEPS is "never". */
const COHORT_STEPS = 13;

/**
 * The SQL of the first k ≥ 0 whose day `joined` + k months (as `joined + make_interval(months => k)` reads it, the
 * month's last day for a day it has not) is on or after `day`, at most COHORT_STEPS: the months k after joining
 * that fall before `day` are [0, that step). The day k months on lies in the month k after `joined`'s, so the step
 * is the months between the two days' months, or one more when that month's day is still before `day`.
 */
const monthStepSql = (joined: string, day: string) => {
  const months = `((extract(year from ${day})::int - extract(year from ${joined})::int) * 12
    + extract(month from ${day})::int - extract(month from ${joined})::int)`;
  return `(case when ${day} = 'infinity'::date then ${COHORT_STEPS} when ${day} <= ${joined} then 0
    else least(${COHORT_STEPS}, ${months}
      + case when (${joined} + make_interval(months => ${months}))::date >= ${day} then 0 else 1 end) end)`;
};

interface Breakdowns {
  programs: { name: string; members: number }[];
  ages: Map<string, number>;
  genders: Map<string, number>;
  grades: { name: string; members: number }[];
}

interface CohortCell {
  cohort: string;
  k: number;
  /** Joined after the retention window's start. */
  recent: boolean;
  /** Reached their k-th month by today, and of them still members then. */
  reached: number;
  remaining: number;
  /** The same, counting only k-th months reached by the period's end. */
  reached_by_end: number;
  remaining_by_end: number;
}

/** What the members report reads from the status spans, in one statement (the spans are computed once). */
interface SpanFigures {
  /** Active and paused members at the end of each asked day. */
  stock: Map<Day, { active: number; paused: number }>;
  /** Members enrolled at `at` by program (contracts in force), age band, gender and grade. */
  mix: Breakdowns;
  /** Per join month and k = 0…12 months after joining (k = 0: the joiners themselves). */
  cohorts: CohortCell[];
  /** Average days a member of the withdrawals in [from, to] had been one, and of the members enrolled at `to`. */
  tenure: { withdrawn_days: number | null; enrolled_days: number | null };
}

interface SpanRow {
  part: 'stock' | 'program' | 'people' | 'grade' | 'reach' | 'cover' | 'tenure';
  key: string | null;
  key2: string | null;
  sort: number | null;
  n1: number;
  n2: number;
  n3: number;
  n4: number;
  n5: number;
  f1: number | null;
  f2: number | null;
}

/** What the members report asks of the status spans (see SPANS_SQL). */
interface SpanAsk {
  days: readonly Day[];
  at: Day;
  first: Day;
  last: Day;
  recentAfter: Day;
  today: Day;
  end: Day;
  from: Day;
  to: Day;
}

/**
 * Everything the members report reads from the status spans of each store of `$1`, in one statement (the spans are
 * computed once); every row names its store (its last column). `$2` the stock days; `$3` the breakdowns' day; the
 * cohorts of the members who joined between `$4` and `$5`, reached by today (`$7`) and by the end (`$8`), recent
 * those who joined after `$6`; the tenure of [`$9`, `$10`] as sums and counts (f1 / n1: the withdrawals, f2 / n2:
 * the members enrolled at `$10`), so that stores add up.
 */
const SPANS_SQL = `with ${MEMBER_SPANS_SQL},
     spans as materialized (select * from member_spans),
     -- A member's spans do not overlap: one row per member enrolled on $3.
     enrolled as materialized (
       select s.customer_id as id, s.store_id, s.birth_date, s.gender, s.grade_id from spans s
        where s.starts <= $3::date and $3::date < s.ends and s.joined_on <= $3::date and s.status in ('active', 'paused')
     ),
     -- Each joiner's months reached (k < kr: the day k months after joining is by today) and reached by the
     -- period's end (k < ke).
     joiners as materialized (
       select mc.id, mc.store_id, to_char(mc.joined_on, 'YYYY-MM') as cohort, (mc.joined_on > $6::date)::text as recent,
              mc.joined_on, st.kr, least(st.kr, st.to_end) as ke
         from mc cross join lateral (
           select ${monthStepSql('mc.joined_on', '$7::date + 1')} as kr, ${monthStepSql('mc.joined_on', '$8::date + 1')} as to_end
         ) st
        where mc.joined_on between $4::date and $5::date
     ),
     -- The stock on each asked day as a running sum (not days × spans): a span counts from its start (or the join
     -- day, when later) to the day before it ends; an asked day comes after that day's changes. The changes are
     -- added up per day first, so the running sum sorts days, not spans.
     span_events as (
       select s.store_id, greatest(s.starts, s.joined_on) as day, s.status, 1 as delta from spans s
        where s.status in ('active', 'paused') and greatest(s.starts, s.joined_on) < s.ends
       union all
       select s.store_id, s.ends, s.status, -1 from spans s
        where s.status in ('active', 'paused') and greatest(s.starts, s.joined_on) < s.ends and s.ends <> 'infinity'
     ),
     stock_events as (
       select store_id, day, sum(delta) filter (where status = 'active') as active,
              sum(delta) filter (where status = 'paused') as paused, 0 as ord
         from span_events group by store_id, day
       union all
       select st.store_id, d.day, 0, 0, 1 from unnest($1::int[]) as st(store_id) cross join unnest($2::date[]) as d(day)
     ),
     stock as (
       select store_id, day, ord, sum(coalesce(active, 0)) over w as active, sum(coalesce(paused, 0)) over w as paused
         from stock_events
       window w as (partition by store_id order by day, ord rows between unbounded preceding and current row)
     )
     select 'stock' as part, to_char(day, 'YYYY-MM-DD') as key, null as key2, null::int as sort, active::int as n1,
            paused::int as n2, 0 as n3, 0 as n4, 0 as n5, null::float8 as f1, null::float8 as f2, store_id
       from stock where ord = 1
     union all
     select 'program', coalesce(p.name, 'プログラムなし'), p.id::text, coalesce(p.sort_order, 2147483647),
            count(*)::int, 0, 0, 0, 0, null, null, m.store_id
       from (
         -- Each member once per program (two contracts of one program count once), hashed rather than sorted.
         select distinct e.id, e.store_id, k.program_id from enrolled e
           left join customer_contracts k on k.customer_id = e.id and k.starts_on <= $3::date
                 and (k.ends_on is null or k.ends_on >= $3::date)
       ) m
       left join programs p on p.id = m.program_id
      group by m.store_id, p.id, p.name, p.sort_order
     union all
     select 'people', ${AGE_BAND_SQL('e.birth_date', '$3::date')}, e.gender, null, count(*)::int, 0, 0, 0, 0, null, null,
            e.store_id
       from enrolled e group by 2, 3, e.store_id
     union all
     select 'grade', coalesce(${schoolGradeSql('sc.name', 'g.name')}, '級なし'), g.id::text, coalesce(g.sort_order, 2147483647),
            count(*)::int, coalesce(min(sc.sort_order), 2147483647), 0, 0, 0, null, null, x.store_id
       from (
         select e.id, e.store_id, coalesce(
           (select h.to_grade_id from customer_grade_history h where h.customer_id = e.id
              and h.changed_at < (($3::date + 1)::timestamp at time zone 'Asia/Tokyo')
            order by h.changed_at desc, h.id desc limit 1),
           (select h.from_grade_id from customer_grade_history h where h.customer_id = e.id
            order by h.changed_at, h.id limit 1),
           e.grade_id) as grade_id
           -- offset 0: each member's grade looked up once, not again in the join's hash condition.
           from enrolled e offset 0
       ) x left join grades g on g.id = x.grade_id left join schools sc on sc.id = g.school_id
      group by x.store_id, g.id, g.name, g.sort_order, sc.name
     union all
     select 'reach', j.cohort, j.recent, null, j.kr, j.ke, count(*)::int, 0, 0, null, null, j.store_id
       from joiners j group by 2, 3, 5, 6, j.store_id
     union all
     -- A member's months k after joining that one of their spans covers: [its start's step, its end's step).
     select 'cover', j.cohort, j.recent, null, x.lo, least(x.hi, j.kr), least(x.hi, j.ke), count(*)::int, 0, null, null,
            j.store_id
       from joiners j join spans s on s.customer_id = j.id and s.status in ('active', 'paused')
       cross join lateral (
         select ${monthStepSql('j.joined_on', 's.starts')} as lo, ${monthStepSql('j.joined_on', 's.ends')} as hi
       ) x
      where x.lo < least(x.hi, j.kr)
      group by 2, 3, 5, 6, 7, j.store_id
     union all
     select 'tenure', null, null, null, coalesce(w.n, 0), coalesce(e.n, 0), 0, 0, 0, w.days, e.days, st.store_id
       from unnest($1::int[]) as st(store_id)
       left join (select mc.store_id, count(*)::int as n, sum(s.effective_on - mc.joined_on)::float8 as days
               from customer_status_changes s join mc on mc.id = s.customer_id
              where s.status = 'withdrawn' and s.from_status is distinct from 'withdrawn'
                and s.effective_on between $9::date and $10::date
              group by mc.store_id) w on w.store_id = st.store_id
       left join (select s.store_id, count(*)::int as n, sum($10::date - s.joined_on)::float8 as days from spans s
              where s.starts <= $10::date and $10::date < s.ends and s.joined_on <= $10::date
                and s.status in ('active', 'paused')
              group by s.store_id) e on e.store_id = st.store_id`;

const spanParams = (storeIds: readonly number[], ask: SpanAsk) => [
  storeIds,
  ask.days,
  ask.at,
  ask.first,
  ask.last,
  ask.recentAfter,
  ask.today,
  ask.end,
  ask.from,
  ask.to,
];

const COUNTS = ['n1', 'n2', 'n3', 'n4', 'n5', 'f1', 'f2'] as const;
type Count = (typeof COUNTS)[number];

/** What is added up when two stores' rows are one row of the report: the counts (and the tenure's sums). */
const SUMMED: Record<SpanRow['part'], readonly Count[]> = {
  stock: ['n1', 'n2'],
  program: ['n1'],
  people: ['n1'],
  grade: ['n1'],
  reach: ['n3'],
  cover: ['n4'],
  tenure: ['n1', 'n2', 'f1', 'f2'],
};
/** The rest of a row's counts, which with its part, keys and sort name the row (a cohort's months, for one). */
const KEPT = new Map(
  Object.entries(SUMMED).map(([part, summed]) => [part, COUNTS.filter((n) => !summed.includes(n))]),
);

/**
 * Programs and grades by name: every store of a chain has its own 10級 (and often its own 小学生コース), and the
 * chain's 10級 is all of them, at the lowest sort order the name has. A grade's name is its school's and its own
 * (schoolGradeSql): スイミング 10級 and 体操 10級 are two rows, and its school's order is kept in n2.
 */
const BY_NAME: ReadonlySet<SpanRow['part']> = new Set(['program', 'grade']);

/** The members report's figures from the span rows of the stores asked, added up (programs and grades by name). */
function spanFigures(storeRows: readonly SpanRow[]): SpanFigures {
  const rows = addUpRows(storeRows, {
    id: (row) =>
      BY_NAME.has(row.part)
        ? [row.part, row.key]
        : [row.part, row.key, row.key2, row.sort, ...(KEPT.get(row.part) ?? []).map((n) => row[n])],
    summed: (row) => SUMMED[row.part],
    // Only a program's or a grade's differ: the other rows' sort is part of their id.
    lowest: 'sort',
  });
  const part = (name: SpanRow['part']) => rows.filter((r) => r.part === name);
  // Names are one row each (addUpRows), so sort order and name give one order from call to call.
  const bySort = (a: SpanRow, b: SpanRow) =>
    (a.sort ?? 0) - (b.sort ?? 0) || String(a.key).localeCompare(String(b.key));
  const ages = new Map<string, number>();
  const genders = new Map<string, number>();
  for (const row of part('people')) {
    const band = row.key ?? UNKNOWN;
    ages.set(band, (ages.get(band) ?? 0) + row.n1);
    const gender = row.key2 ? genderLabels[row.key2 as keyof typeof genderLabels] : UNKNOWN;
    genders.set(gender, (genders.get(gender) ?? 0) + row.n1);
  }
  const tenureRow = part('tenure')[0];
  // A grade is its school's (schoolGradeSql): the schools in their order (n2), each school's grades in theirs.
  const grades = part('grade').sort((a, b) => a.n2 - b.n2 || bySort(a, b));
  const gradeName = gradeLabels(grades.map((r) => r.key));
  return {
    stock: new Map(part('stock').map((r) => [r.key as Day, { active: r.n1, paused: r.n2 }])),
    mix: {
      programs: part('program')
        .sort(bySort)
        .map((r) => ({ name: r.key as string, members: r.n1 })),
      ages,
      genders,
      grades: grades.map((r) => ({ name: gradeName(r.key) as string, members: r.n1 })),
    },
    cohorts: cohortCellsOf(part('reach'), part('cover')),
    tenure: {
      withdrawn_days: tenureRow?.n1 ? (tenureRow.f1 ?? 0) / tenureRow.n1 : null,
      enrolled_days: tenureRow?.n2 ? (tenureRow.f2 ?? 0) / tenureRow.n2 : null,
    },
  };
}

/**
 * The cohort cells from what spanFigures counted: per cohort (and whether it is recent), how many joiners reached
 * each month k by today (`reach`: k < kr) and by the period's end (k < ke), and how many of them a span of theirs
 * as a member covers then (`cover`: lo ≤ k < hi). Each is added up over k as a running sum of its starts and ends.
 */
function cohortCellsOf(reach: readonly SpanRow[], cover: readonly SpanRow[]): CohortCell[] {
  const sums = new Map<string, { cohort: string; recent: boolean; deltas: number[][] }>();
  const add = (row: SpanRow, measure: number, from: number, to: number, n: number) => {
    if (from >= to) return;
    const id = `${row.key}|${row.key2}`;
    let sum = sums.get(id);
    if (!sum) {
      const deltas = Array.from({ length: 4 }, () => new Array<number>(COHORT_STEPS + 1).fill(0));
      sum = { cohort: row.key as string, recent: row.key2 === 'true', deltas };
      sums.set(id, sum);
    }
    const deltas = sum.deltas[measure] as number[];
    deltas[from] = (deltas[from] ?? 0) + n;
    deltas[to] = (deltas[to] ?? 0) - n;
  };
  for (const row of reach) {
    add(row, 0, 0, row.n1, row.n3);
    add(row, 2, 0, row.n2, row.n3);
  }
  for (const row of cover) {
    add(row, 1, row.n1, row.n2, row.n4);
    add(row, 3, row.n1, row.n3, row.n4);
  }
  const cells: CohortCell[] = [];
  for (const { cohort, recent, deltas } of sums.values()) {
    const running = [0, 0, 0, 0];
    for (let k = 0; k < COHORT_STEPS; k += 1) {
      for (let m = 0; m < 4; m += 1) running[m] = (running[m] ?? 0) + (deltas[m]?.[k] ?? 0);
      const [reached = 0, remaining = 0, reachedByEnd = 0, remainingByEnd = 0] = running;
      if (reached === 0) continue;
      cells.push({
        cohort,
        k,
        recent,
        reached,
        remaining,
        reached_by_end: reachedByEnd,
        remaining_by_end: remainingByEnd,
      });
    }
  }
  return cells;
}

const DAYS_PER_MONTH = 365.25 / 12;
const toMonths = (days: number | null) => (days === null ? null : oneDecimal(days / DAYS_PER_MONTH));

/**
 * The day a month's stock is read: its last day, or `to` or today when earlier (期末, the month in progress);
 * null for a month that has not begun.
 */
const monthEnd = (month: string, to: Day, today: Day): Day | null => {
  if (`${month}-01` > today || `${month}-01` > to) return null;
  const end = addDays(addMonths(`${month}-01`, 1), -1);
  return earlierDay(earlierDay(end, to), today);
};

/** The monthly table's rows: month-end members and paused, the month's flows, the churn on the month before. */
function monthlyRows(
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
function retentionCurve(retention: readonly CohortCell[]) {
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
function cohortRowsOf(months: readonly string[], cohortCells: readonly CohortCell[]): ReportRow[] {
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
function memberCharts(
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
function memberTables(t: {
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
function memberSummary(f: {
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

const NOTES = [
  '在籍数は入会済みで退会していない会員（休会中を含む）の数です。月末在籍数の当月は期間の終了日時点です。',
  '退会率は当月の退会者数を前月末の在籍数で割った値です（月2%が目安）。',
  'プログラム別は期末に契約中のプログラムで数えます（複数契約の会員は各プログラムに数えます）。',
  '継続率は入会日からnか月後の日に在籍している割合です。平均在籍期間（退会者）は期間内の退会者の入会日から退会日までです。',
];

const MEMBERS = { name: 'members', title: '会員' } as const;

/**
 * The span figures and flows of the scope, store by store: each store's part (its rows of both statements) is kept
 * until its members change, the stores without one are read together, and a chain's report adds the parts up.
 */
async function readFigures(db: Queryable, storeId: number | null, spanAsk: SpanAsk, flowAsk: readonly Day[]) {
  const parts = await storeParts(db, {
    report: MEMBERS.name,
    module: import.meta.url,
    key: [SPANS_SQL, spanAsk, FLOWS_SQL, flowAsk],
    storeId,
    read: async (ids) => {
      const [spanRows, flowRows] = await Promise.all([
        db.query<SpanRow & { store_id: number }>(SPANS_SQL, spanParams(ids, spanAsk)),
        db.query<FlowRow & { store_id: number }>(FLOWS_SQL, [ids, ...flowAsk]),
      ]);
      const spans = rowsByStore(spanRows.rows);
      const flows = rowsByStore(flowRows.rows);
      return new Map(ids.map((id) => [id, { spans: spans.get(id) ?? [], flows: flows.get(id) ?? [] }]));
    },
  });
  return {
    spans: spanFigures(parts.flatMap((part) => part.spans)),
    flowSets: flowSums(parts.flatMap((part) => part.flows)),
  };
}

export const membersReport = defineReport({
  operationId: 'getMembersReport',
  ...MEMBERS,
  async build(context) {
    const { db, period, scope } = context;
    const storeId = scope.storeId;
    const today = todayInTokyo(context.now());
    const months = monthsOf(period);
    const previousMonth = addMonths(`${months[0]}-01`, -1).slice(0, 7);
    const fiscalYear = fiscalYearOf(period.to);
    const thisYear = fiscalYearDays(fiscalYear);
    const fyMonths = monthsOf({ from: thisYear.first, to: thisYear.last });
    const lastFyMonths = fyMonths.map((m) => addMonths(`${m}-01`, -12).slice(0, 7));

    const endOf = (month: string) => monthEnd(month, period.to, today);
    const fullEnd = (month: string) => monthEnd(month, '9999-12-31', today);
    const ends = (list: readonly string[], end: (month: string) => Day | null) =>
      list.map(end).filter((day): day is Day => Boolean(day));
    const stockDays = new Set<Day>([
      ...ends([previousMonth, ...months], endOf),
      ...ends([...fyMonths, ...lastFyMonths], fullEnd),
    ]);
    const comparison = yearBefore(period);
    const compareEnd = earlierDay(comparison.to, today);
    stockDays.add(compareEnd);

    const retentionFrom = addMonths(period.to, -24);
    const cohortFirst = `${months[0]}-01`;
    const spanAsk: SpanAsk = {
      days: [...stockDays],
      at: earlierDay(period.to, today),
      first: earlierDay(cohortFirst, addDays(retentionFrom, 1)),
      last: period.to,
      recentAfter: retentionFrom,
      today,
      end: earlierDay(period.to, today),
      from: period.from,
      to: period.to,
    };
    const flowAsk: Day[] = [
      earlierDay(period.from, `${lastFyMonths[0]}-01`),
      // The later of the period's end and the fiscal year's (days compare as text).
      [period.to, thisYear.last].sort()[1] as Day,
      period.from,
      period.to,
    ];
    const { spans, flowSets } = await readFigures(db, storeId, spanAsk, flowAsk);
    const { stock, mix, cohorts: cohortCells, tenure: tenures } = spans;
    const flow = flowSets.inPeriod;
    const fyFlow = flowSets.all;
    const lastFyFlow = flowSets.all;
    // The retention window: joiners of the two years before the period's end, their k-th month reached by then.
    const retention = cohortCells
      .filter((c) => c.recent)
      .map((c) => ({ ...c, reached: c.reached_by_end, remaining: c.remaining_by_end }));
    const enrolledAt = (day: Day | null) => {
      if (!day) return null;
      const s = stock.get(day);
      return s ? s.active + s.paused : 0;
    };
    const pausedAt = (day: Day | null) => (day ? (stock.get(day)?.paused ?? 0) : null);

    const monthly = monthlyRows(months, previousMonth, flow, endOf, enrolledAt, pausedAt);
    const total = (key: keyof Flow) =>
      months.reduce((sum, m) => sum + ((flow.get(m)?.[key] as number | undefined) ?? 0), 0);
    const joins = total('joins');
    const withdrawals = total('withdrawals');
    const churnRates = monthly.map((r) => r.churn_rate).filter((v): v is number => typeof v === 'number');
    const averageChurn = churnRates.length
      ? oneDecimal(churnRates.reduce((a, b) => a + b, 0) / churnRates.length)
      : null;
    const closing = enrolledAt(endOf(months[months.length - 1] as string));
    const openingAll = enrolledAt(endOf(previousMonth));

    // One-year retention: joiners whose 12th month has come, over the last two years.
    const reached12 = retention.filter((c) => c.k === 12);
    const retention1y = percent(
      reached12.reduce((a, c) => a + c.remaining, 0),
      reached12.reduce((a, c) => a + c.reached, 0),
    );
    const { curve, exitsByTenure } = retentionCurve(retention);

    const seasonality: ReportRow[] = fyMonths.map((month, i) => {
      const last = lastFyMonths[i] as string;
      return {
        month: monthLabel(month),
        this_year: enrolledAt(fullEnd(month)),
        last_year: enrolledAt(fullEnd(last)),
        joins_this_year: month <= today.slice(0, 7) ? (fyFlow.get(month)?.joins ?? 0) : null,
        joins_last_year: lastFyFlow.get(last)?.joins ?? 0,
      };
    });

    const byProgram: ReportTable = {
      key: 'by_program',
      title: 'プログラム別在籍数（期末）',
      columns: [column('program', 'プログラム', 'text'), column('members', '在籍数', 'int')],
      rows: mix.programs.map((p) => ({ program: p.name, members: p.members })),
    };
    const ageRows = [...AGE_BANDS.map((b) => b.label), UNKNOWN]
      .filter((label) => mix.ages.has(label))
      .map((label) => ({ age_band: label, members: mix.ages.get(label) ?? 0 }));
    const genderRows = [...Object.values(genderLabels), UNKNOWN]
      .filter((label) => mix.genders.has(label))
      .map((label) => ({ gender: label, members: mix.genders.get(label) ?? 0 }));

    const charts = memberCharts(monthly, curve, seasonality, fiscalYear);

    const tables = memberTables({
      monthly,
      totals: {
        month: '合計',
        enrolled: closing,
        paused: null,
        joins,
        pauses: total('pauses'),
        returns: total('returns'),
        withdrawals,
        net: joins - withdrawals,
        churn_rate: averageChurn,
      },
      byProgram,
      ageRows,
      genderRows,
      mix,
      cohortRows: cohortRowsOf(months, cohortCells),
      curve: curve.map((row, i) => ({ ...row, drop: exitsByTenure[i]?.drop ?? null })),
      seasonality,
      fiscalYear,
    });

    const summary = memberSummary({
      closing,
      previous: enrolledAt(compareEnd),
      paused: pausedAt(endOf(months[months.length - 1] as string)),
      joins,
      withdrawals,
      opening: openingAll,
      averageChurn,
      tenures,
      retention1y,
    });

    return {
      ...reportHeader(MEMBERS, context, comparison),
      summary,
      charts,
      tables,
      notes: NOTES,
    };
  },
});
