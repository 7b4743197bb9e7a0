import { addDays, type Day } from '@kayoi/domain/calendar';
import { genderLabels } from '@kayoi/domain/labels';
import { inForceSql } from '../customers/contracts.ts';
import { gradeLabels, schoolGradeSql, youngerThanSql } from './shared.ts';
import { addUpRows } from './store-parts.ts';

// 会員 (members), what the report reads: its statements over the stores' kept spans and days (members-spans.ts makes
// them; members.ts reads the statements store by store), and each store's rows added up into the report's figures
// (stock, breakdowns, cohorts, tenure).

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
 * whether the day is in the report's period [$4, $5], from the stores' kept days (members-spans.ts). Grouped by the
 * month's first day and named after: a name for each of the 37,679 days of the chain's three years, 29–34 → 22–25 ms.
 */
export const FLOWS_SQL = `select to_char(d.month, 'YYYY-MM') as month, d.in_period, d.joins, d.pauses, d.returns, d.withdrawals,
            d.store_id
       from (select date_trunc('month', d.day) as month, d.day between $4::date and $5::date as in_period,
                    sum(d.joins)::int as joins, sum(d.pauses)::int as pauses, sum(d.returns)::int as returns,
                    sum(d.withdrawals)::int as withdrawals, d.store_id
               from report_member_days d
              where d.store_id = any($1::int[]) and d.day between $2::date and $3::date
                and d.joins + d.pauses + d.returns + d.withdrawals > 0
              group by 1, 2, d.store_id) d`;

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

/**
 * The SQL age band of `birth` on `on` as its index in AGE_BANDS (0 from 0〜2歳; AGE_BANDS.length without a birth
 * date): grouped by a number, not its label, the members report's breakdowns of 90,000 members 180 → 76 ms in psql.
 */
export const AGE_BAND_SQL = (birth: string, on: string) => {
  const cases = AGE_BANDS.map((band, i) => `when ${youngerThanSql(birth, on, band.max + 1)} then ${i}`).join(
    ' ',
  );
  return `case when ${birth} is null then ${AGE_BANDS.length} ${cases} end`;
};

/**
 * Days between the breakdowns' day and the one a store's mix is kept for (0710) up to which the mix is worked out
 * from the kept one: beyond, the pieces that start, end or cross an age band's edge between the two days are too many
 * to gain from it.
 */
export const MIX_REACH_DAYS = 14;

/**
 * Whether a piece `s` (report_member_spans) may count otherwise on the days `lo` and `hi` (SQL, lo <= hi) than on the
 * other: it starts or ends after `lo` and by `hi`, or its member's birth date is in a range whose members cross an age
 * band's edge then (youngerThanSql's: `birth > (day - e years)` differs on the two days).
 */
const mayDifferSql = (lo: string, hi: string) =>
  [
    `s.starts > ${lo} and s.starts <= ${hi}`,
    `s.ends > ${lo} and s.ends <= ${hi}`,
    ...AGE_BANDS.slice(0, -1).map(
      (band) =>
        `s.birth_date > (${lo} - interval '${band.max + 1} years')::date and s.birth_date <= (${hi} - interval '${band.max + 1} years')::date`,
    ),
  ]
    .map((test) => `(${test})`)
    .join('\n             or ');

/** The SQL label of an age band's index (AGE_BAND_SQL): its name, or 不明. */
const AGE_BAND_LABEL_SQL = (band: string) =>
  `(array[${[...AGE_BANDS.map((b) => b.label), UNKNOWN].map((label) => `'${label}'`).join(', ')}])[${band} + 1]`;

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
export const monthStepSql = (joined: string, day: string) => {
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
 * What the members report reads of each store of `$1` (an array) on given days, from the kept spans and days
 * (members-spans.ts, made before), in one statement; every row names its store (its last column). `$2` the stock
 * days; `$3` the breakdowns' day; the tenure of [`$4`, `$5`] as sums and counts (f1 / n1: the withdrawals, f2 / n2:
 * the members enrolled at `$5`, from the days' running sums), so that stores add up; `$6` how far from `$3` a store's
 * kept mix may be to be worked from (MIX_REACH_DAYS; -1 for none). The cohorts are counted from JOINERS_SQL's
 * (`cohortRows`).
 */
export const SPANS_SQL = `with
     -- The stores whose mix is kept for a day within $6 days of $3 (0710), and that day.
     anchored as materialized (
       select k.store_id, k.mixed_on as day from report_member_span_stores k
        where k.store_id = any($1::int[]) and k.mixed_on between $3::date - $6::int and $3::date + $6::int
     ),
     reach as (select least(min(day), $3::date) as lo, greatest(max(day), $3::date) as hi from anchored),
     -- The other stores of $1: read from every member's pieces.
     unanchored as (select array(select id from unnest($1::int[]) as id except select store_id from anchored) as ids),
     -- Pieces that may count otherwise on $3 than on a kept mix's day (found by index, 0710), and those of them of
     -- an anchored store, with its day.
     differing as materialized (
       select s.store_id, s.customer_id, s.grade_id, s.gender, s.birth_date, s.starts, s.ends from report_member_spans s
        where s.store_id = any($1::int[])
          and (${mayDifferSql('(select lo from reach)', '(select hi from reach)')})
          and s.starts <= (select hi from reach) and (select lo from reach) < s.ends
     ),
     changed as materialized (
       select s.*, k.day from differing s join anchored k on k.store_id = s.store_id
     ),
     -- The members enrolled on $3 (the breakdowns' day) by grade, gender and age band: an anchored store's kept mix,
     -- less its changed pieces as they counted on its day and plus them as they count on $3 (a member's pieces do not
     -- overlap); another store's pieces on $3, every one.
     mix as materialized (
       select x.store_id, x.grade_id, x.gender, x.band, sum(x.n) as n
         from (
           select a.store_id, a.grade_id, a.gender, a.band, a.members as n
             from report_member_mix a join anchored k on k.store_id = a.store_id
           union all
           select c.store_id, c.grade_id, c.gender, ${AGE_BAND_SQL('c.birth_date', 'c.day')}, -1
             from changed c where c.starts <= c.day and c.day < c.ends
           union all
           select c.store_id, c.grade_id, c.gender, ${AGE_BAND_SQL('c.birth_date', '$3::date')}, 1
             from changed c where c.starts <= $3::date and $3::date < c.ends
           union all
           select s.store_id, s.grade_id, s.gender, ${AGE_BAND_SQL('s.birth_date', '$3::date')}, 1
             from report_member_spans s
            where s.store_id = any((select ids from unanchored)::int[]) and s.starts <= $3::date and $3::date < s.ends
         ) x
        group by 1, 2, 3, 4
     ),
     -- The contracts in force on $3, apart, when a store is read from every member: with no index to look each
     -- member's up by, they are hashed (110,000 contracts on the bench's chain: 206–240 → 113–173 ms against a lookup
     -- per member).
     in_force as materialized (
       select c.customer_id, c.program_id from customer_contracts c
        where (select cardinality(ids) > 0 from unanchored)
          and ${inForceSql('c', '$3::date')}
     ),
     -- Each of their members enrolled on $3 once per program of their contracts in force then (two of one program
     -- count once).
     contracted as materialized (
       select distinct s.customer_id as id, s.store_id, c.program_id
         from in_force c
         join report_member_spans s on s.customer_id = c.customer_id and s.starts <= $3::date and $3::date < s.ends
        where s.store_id = any((select ids from unanchored)::int[])
     ),
     -- The members of an anchored store whose programs may differ on $3 from its day (0720): a piece of theirs may
     -- count otherwise, or a contract of theirs starts or ends between the two days.
     moved as materialized (
       select c.customer_id, c.store_id, c.day from changed c
       union
       select c.customer_id, k.store_id, k.day
         from customer_contracts c join customers cu on cu.id = c.customer_id join anchored k on k.store_id = cu.store_id
        where c.starts_on > (select lo from reach) and c.starts_on <= (select hi from reach)
           or c.ends_on >= (select lo from reach) and c.ends_on < (select hi from reach)
     ),
     -- Each of them once per program of their contracts in force on their store's day (taken away) and on $3
     -- (added), while enrolled then.
     moved_programs as materialized (
       select distinct m.store_id, m.customer_id, c.program_id, w.sign
         from moved m
         cross join lateral (values (m.day, -1), ($3::date, 1)) as w(day, sign)
         join customer_contracts c on c.customer_id = m.customer_id
          and ${inForceSql('c', 'w.day')}
        where exists (select 1 from report_member_spans s
                       where s.customer_id = m.customer_id and s.starts <= w.day and w.day < s.ends)
     ),
     -- Each program's members on $3 by store: an anchored store's kept counts and the moved members' changes, another
     -- store's from its members; and the members with any contract.
     programs_on as materialized (
       select x.store_id, x.program_id, sum(x.n) as n
         from (select p.store_id, p.program_id, p.members as n
                 from report_member_programs p join anchored k on k.store_id = p.store_id
               union all
               select store_id, program_id, sum(sign) from moved_programs group by 1, 2
               union all
               select store_id, program_id, count(*) from contracted group by 1, 2) x
        group by 1, 2
     ),
     contracted_members as materialized (
       select x.store_id, sum(x.n) as n
         from (select k.store_id, s.contracted as n
                 from anchored k join report_member_span_stores s on s.store_id = k.store_id
               union all
               select m.store_id, sum(m.sign)
                 from (select distinct store_id, customer_id, sign from moved_programs) m group by 1
               union all
               select store_id, count(distinct id) from contracted group by 1) x
        group by 1
     )
     -- The stock at the end of each asked day: the running total of the last day by then that has one.
     select 'stock' as part, to_char(a.day, 'YYYY-MM-DD') as key, null as key2, null::int as sort,
            coalesce(x.active, 0) as n1, coalesce(x.paused, 0) as n2, 0 as n3, 0 as n4, 0 as n5, null::float8 as f1,
            null::float8 as f2, k.store_id
       from unnest($1::int[]) as k(store_id) cross join unnest($2::date[]) as a(day)
       left join lateral (
         select d.active, d.paused from report_member_days d
          where d.store_id = k.store_id and d.day <= a.day
          order by d.day desc limit 1
       ) x on true
     union all
     -- A member with contracts counts in each of their programs; the rest, プログラムなし.
     select 'program', coalesce(p.name, 'プログラムなし'), p.id::text, coalesce(p.sort_order, 2147483647),
            sum(x.n)::int, 0, 0, 0, 0, null, null, x.store_id
       from (
         select c.store_id, c.program_id, c.n from programs_on c where c.n > 0
         union all
         select t.store_id, null, t.n - coalesce(c.n, 0)
           from (select store_id, sum(n) as n from mix group by 1) t
           left join contracted_members c on c.store_id = t.store_id
          where t.n > coalesce(c.n, 0)
       ) x
       left join programs p on p.id = x.program_id
      group by x.store_id, p.id, p.name, p.sort_order
     union all
     select 'people', ${AGE_BAND_LABEL_SQL('m.band')}, m.gender, null, sum(m.n)::int, 0, 0, 0, 0, null, null, m.store_id
       from mix m where m.n > 0 group by 2, 3, m.store_id
     union all
     select 'grade', coalesce(${schoolGradeSql('sc.name', 'g.name')}, '級なし'), g.id::text, coalesce(g.sort_order, 2147483647),
            sum(m.n)::int, coalesce(min(sc.sort_order), 2147483647), 0, 0, 0, null, null, m.store_id
       from mix m left join grades g on g.id = m.grade_id left join schools sc on sc.id = g.school_id
      where m.n > 0
      group by m.store_id, g.id, g.name, g.sort_order, sc.name
     union all
     select 'tenure', null, null, null, coalesce(w.n, 0), coalesce(e.n, 0), 0, 0, 0, w.days, e.days, k.store_id
       from unnest($1::int[]) as k(store_id)
       left join (select d.store_id, sum(d.withdrawals)::int as n, sum(d.withdrawn_days)::float8 as days
               from report_member_days d
              where d.store_id = any($1::int[]) and d.day between $4::date and $5::date and d.withdrawals > 0
              group by d.store_id) w on w.store_id = k.store_id
       left join lateral (
         select d.active + d.paused as n, ((d.active + d.paused) * ($5::date - date '2000-01-01') - d.joined_days)::float8 as days
           from report_member_days d
          where d.store_id = k.store_id and d.day <= $5::date
          order by d.day desc limit 1
       ) e on e.n > 0`;

/**
 * What the cohorts are counted from, of each store of `$1` (an array) for the join days [$2, $3] (a month or part of
 * one: `segmentsOf`, each kept on its own): the joiners of each join day (`join`: `n`), and their status spans by join
 * day and the months after joining each covers (`cover`: [`lo`, `hi`), `n` of them; a span covering none left out).
 * Neither depends on the day asked or today: `cohortRows` works the months each join day reached out, so that a
 * period a reader picks reads only its partial months' joiners and takes the whole months' as a preset kept them.
 * Before, one statement over the two years of joiners worked out each day's months in SQL at each first read: 62–75
 * ms of the 50-store chain's members report, beside its other statements.
 */
export const JOINERS_SQL = `select 'join' as kind, to_char(d.day, 'YYYY-MM-DD') as day, null::int as lo, null::int as hi,
            d.joins as n, d.store_id
       from report_member_days d
      where d.store_id = any($1::int[]) and d.day between $2::date and $3::date and d.joins > 0
     union all
     select 'cover', to_char(s.joined_on, 'YYYY-MM-DD'), s.lo, s.hi, count(*)::int, s.store_id
       from report_member_spans s
      where s.store_id = any($1::int[]) and s.joined_on between $2::date and $3::date and s.lo < s.hi
      group by s.store_id, s.joined_on, s.lo, s.hi`;

/** A store's joiners of some join days (JOINERS_SQL): [day, joins] and [day, lo, hi, spans]. */
export interface JoinersPart {
  joins: [day: Day, n: number][];
  covers: [day: Day, lo: number, hi: number, n: number][];
}

/**
 * `monthStepSql` in JavaScript, for a `day` after no infinity: the first k ≥ 0 whose day `joined` + k months is on or
 * after `day`, at most COHORT_STEPS.
 */
export function monthStep(joined: Day, day: Day): number {
  if (day <= joined) return 0;
  const months =
    (Number(day.slice(0, 4)) - Number(joined.slice(0, 4))) * 12 +
    Number(day.slice(5, 7)) -
    Number(joined.slice(5, 7));
  return Math.min(COHORT_STEPS, months + (Number(joined.slice(8, 10)) >= Number(day.slice(8, 10)) ? 0 : 1));
}

/**
 * The cohort rows (`reach` and `cover`, as spanFigures adds them up) of each store of `storeIds` from its joiners
 * (`segments`: each segment's parts by store, JOINERS_SQL's of the join days [ask.first, ask.last]): each join day's
 * cohort (its month), whether it is recent (after ask.recentAfter), and the months its joiners reached by today
 * (k < kr: the day k months on is by today) and by the period's end (k < ke). A day's four are worked out once for
 * every store, and each store's joiners are counted by the days' classes of alike four (keyed by numbers, not text:
 * the chain's 66,000 rows of a two years' joiners, 35 ms of JavaScript keyed by text).
 */
export function cohortRows(
  segments: readonly ReadonlyMap<number, JoinersPart>[],
  storeIds: readonly number[],
  ask: SpanAsk,
): Map<number, SpanRow[]> {
  const [afterToday, afterEnd] = [addDays(ask.today, 1), addDays(ask.end, 1)];
  const classOfDay = new Map<Day, number>();
  const classIds = new Map<string, number>();
  const classes: { month: string; recent: string; kr: number; ke: number }[] = [];
  const classOf = (day: Day) => {
    let id = classOfDay.get(day);
    if (id === undefined) {
      const kr = monthStep(day, afterToday);
      const step = {
        month: day.slice(0, 7),
        recent: String(day > ask.recentAfter),
        kr,
        ke: Math.min(kr, monthStep(day, afterEnd)),
      };
      const key = `${step.month} ${step.recent} ${step.kr} ${step.ke}`;
      id = classIds.get(key);
      if (id === undefined) {
        id = classes.length;
        classes.push(step);
        classIds.set(key, id);
      }
      classOfDay.set(day, id);
    }
    return id;
  };
  const row = (part: 'reach' | 'cover', id: number, n: [number, number, number, number]): SpanRow => {
    const { month, recent } = classes[id] as (typeof classes)[number];
    const [n1, n2, n3, n4] = n;
    return { part, key: month, key2: recent, sort: null, n1, n2, n3, n4, n5: 0, f1: null, f2: null };
  };
  // A cover's key: its class, then lo, min(hi, kr) and min(hi, ke), each a digit of base COHORT_STEPS + 1.
  const base = COHORT_STEPS + 1;
  const coverKey = (id: number, lo: number, reached: number, byEnd: number) =>
    ((id * base + lo) * base + reached) * base + byEnd;
  const rows = new Map<number, SpanRow[]>();
  for (const storeId of storeIds) {
    // Joins by class; covers by class and their [lo, min(hi, kr)) and min(hi, ke) (coverKey).
    const joins = new Map<number, number>();
    const covers = new Map<number, number>();
    for (const segment of segments) {
      const part = segment.get(storeId);
      if (part === undefined) continue;
      for (const [day, n] of part.joins) {
        const id = classOf(day);
        joins.set(id, (joins.get(id) ?? 0) + n);
      }
      for (const [day, lo, hi, n] of part.covers) {
        const id = classOf(day);
        const { kr, ke } = classes[id] as (typeof classes)[number];
        const reached = Math.min(hi, kr);
        if (lo >= reached) continue;
        const key = coverKey(id, lo, reached, Math.min(hi, ke));
        covers.set(key, (covers.get(key) ?? 0) + n);
      }
    }
    const storeRows: SpanRow[] = [];
    for (const [id, n] of joins) {
      const { kr, ke } = classes[id] as (typeof classes)[number];
      storeRows.push(row('reach', id, [kr, ke, n, 0]));
    }
    for (const [key, n] of covers) {
      const byEnd = key % base;
      const reached = Math.floor(key / base) % base;
      const lo = Math.floor(key / base ** 2) % base;
      storeRows.push(row('cover', Math.floor(key / base ** 3), [lo, reached, byEnd, n]));
    }
    rows.set(storeId, storeRows);
  }
  return rows;
}

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
