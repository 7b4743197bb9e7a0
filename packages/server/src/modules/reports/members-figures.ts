import type { Day } from '@kayoi/domain/calendar';
import { genderLabels } from '@kayoi/domain/labels';
import { gradeLabels, schoolGradeSql, tokyoEnd, youngerThanSql } from './shared.ts';
import { addUpRows, type StoresStatement } from './store-parts.ts';

// 会員 (members), what the report reads: the status spans and the flows as SQL (members.ts reads them store by
// store), and each store's rows added up into the report's figures (stock, breakdowns, cohorts, tenure).

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

export interface Flow {
  month: string;
  joins: number;
  pauses: number;
  returns: number;
  withdrawals: number;
}

export type FlowRow = Flow & { in_period: boolean };

/**
 * Joins, pauses, returns (休会→在籍) and withdrawals of each store of `$1` (an array) per month of [$2, $3], and
 * whether the day is in the report's period [$4, $5].
 */
export const FLOWS_SQL = `with mc as (
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
export function flowSums(rows: readonly FlowRow[]) {
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

export const AGE_BANDS: readonly { label: string; max: number }[] = [
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
export const UNKNOWN = '不明';

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
 * is the months between the two days' months, or one more when that month's day is still before `day`: when
 * `joined`'s day of the month is before `day`'s (the month's last day, where `joined`'s day is past it, is never
 * before `day`'s). In `date_part` (float8) rather than `extract` (numeric), and without interval arithmetic: the
 * 50-store chain's cohorts (48,000 joiners, a step each for today, the period's end and each span's start and end)
 * 570 → 485 ms of their statement in psql.
 */
const monthStepSql = (joined: string, day: string) => {
  const months = `((date_part('year', ${day})::int - date_part('year', ${joined})::int) * 12
    + date_part('month', ${day})::int - date_part('month', ${joined})::int)`;
  return `(case when ${day} = 'infinity'::date then ${COHORT_STEPS} when ${day} <= ${joined} then 0
    else least(${COHORT_STEPS}, ${months}
      + case when date_part('day', ${joined}) >= date_part('day', ${day}) then 0 else 1 end) end)`;
};

export interface Breakdowns {
  programs: { name: string; members: number }[];
  ages: Map<string, number>;
  genders: Map<string, number>;
  grades: { name: string; members: number }[];
}

export interface CohortCell {
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

export interface SpanRow {
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
export interface SpanAsk {
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
 * Each member enrolled on `$3` with their grade then: the grade their last change by then led to, else the one their
 * first change left, else today's. One store's members are looked up one by one on the (customer, changed_at, id)
 * index; several stores' (a chain's first read of a period) take the changes whole, one pass over the index each
 * way: on the 50-store chain (90,000 members) that part, with the spans it reads, 445 → 310 ms in psql. The same rows
 * either way.
 */
const GRADES_OF_ONE = `
         select e.id, e.store_id, coalesce(
           (select h.to_grade_id from customer_grade_history h where h.customer_id = e.id
              and h.changed_at < ${tokyoEnd(3)}
            order by h.changed_at desc, h.id desc limit 1),
           (select h.from_grade_id from customer_grade_history h where h.customer_id = e.id
            order by h.changed_at, h.id limit 1),
           e.grade_id) as grade_id
           -- offset 0: each member's grade looked up once, not again in the join's hash condition.
           from enrolled e offset 0`;
const GRADES_OF_SEVERAL = `
         select e.id, e.store_id, coalesce(l.to_grade_id, f.from_grade_id, e.grade_id) as grade_id
           from enrolled e
           left join (
             select distinct on (h.customer_id) h.customer_id, h.to_grade_id from customer_grade_history h
              where h.changed_at < ${tokyoEnd(3)}
              order by h.customer_id, h.changed_at desc, h.id desc
           ) l on l.customer_id = e.id
           left join (
             select distinct on (h.customer_id) h.customer_id, h.from_grade_id from customer_grade_history h
              order by h.customer_id desc, h.changed_at, h.id
           ) f on f.customer_id = e.id`;

/**
 * Everything the members report reads from the status spans of each store of `$1`, in one statement (the spans are
 * computed once); every row names its store (its last column). `$2` the stock days; `$3` the breakdowns' day; the
 * cohorts of the members who joined between `$4` and `$5`, reached by today (`$7`) and by the end (`$8`), recent
 * those who joined after `$6`; the tenure of [`$9`, `$10`] as sums and counts (f1 / n1: the withdrawals, f2 / n2:
 * the members enrolled at `$10`), so that stores add up. `gradesOnDay`: GRADES_OF_ONE or GRADES_OF_SEVERAL.
 */
const spansStatement = (gradesOnDay: string) => `with ${MEMBER_SPANS_SQL},
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
       from (${gradesOnDay}) x left join grades g on g.id = x.grade_id left join schools sc on sc.id = g.school_id
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

/** The statement for one store's members, and for several stores' (a chain's first read), written once. */
export const SPANS_SQL: StoresStatement = {
  one: spansStatement(GRADES_OF_ONE),
  several: spansStatement(GRADES_OF_SEVERAL),
};

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
export function spanFigures(storeRows: readonly SpanRow[]): SpanFigures {
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
