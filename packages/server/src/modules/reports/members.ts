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
import {
  column,
  defineReport,
  figure,
  monthsOf,
  oneDecimal,
  type Period,
  percent,
  pick,
  type ReportChart,
  type ReportRow,
  type ReportTable,
  reportHeader,
  storeFilter,
  yearBefore,
} from './shared.ts';

// 会員 (members): membership over a period, from the customers and their status history
// (customer_status_changes), read as billing reads it — a member's status on a day is the latest change in
// effect by then; before their first change, what that change changed from; without changes, today's.
//
// 在籍 (enrolled) = joined by that day and not withdrawn: active or paused (休会中 shown apart). A member who
// has not joined yet (joined_on after the day) is not counted. 退会率 = the month's withdrawals ÷ enrolled at the
// previous month's end.

/**
 * The status spans of the scope's customers as SQL CTEs (`mc`: the members with their join day; `member_spans`:
 * [starts, ends) with one status each). `$1` is the store (`storeId`; null: every store). Exported so another
 * report counting members (custom) counts them the same way.
 */
export const memberSpansSql = (storeId: number | null) => `mc as (
    select c.id, c.store_id, coalesce(c.joined_on, (c.created_at at time zone 'Asia/Tokyo')::date) as joined_on,
           c.status, c.birth_date, c.gender, c.grade_id
      from customers c where ${storeFilter('c', 1, storeId)}
  ),
  mch as (
    select s.customer_id, s.from_status, s.status, s.effective_on,
           row_number() over w as n, lead(s.effective_on) over w as next_on
      from customer_status_changes s join mc on mc.id = s.customer_id
    window w as (partition by s.customer_id order by s.effective_on, s.id)
  ),
  member_spans as (
    select mc.id as customer_id, mc.joined_on, mc.joined_on as starts,
           coalesce(f.effective_on, 'infinity'::date) as ends, coalesce(f.from_status, mc.status) as status
      from mc left join mch f on f.customer_id = mc.id and f.n = 1
    union all
    select h.customer_id, mc.joined_on, h.effective_on, coalesce(h.next_on, 'infinity'::date), h.status
      from mch h join mc on mc.id = h.customer_id
  )`;

/** Enrolled members (active, paused) at the end of each given day. */
async function enrolledOn(db: Queryable, storeId: number | null, days: readonly Day[]) {
  if (days.length === 0) return new Map<Day, { active: number; paused: number }>();
  const { rows } = await db.query<{ day: Day; active: number; paused: number }>(
    `with ${memberSpansSql(storeId)}
     select to_char(d.day, 'YYYY-MM-DD') as day,
            count(*) filter (where s.status = 'active')::int as active,
            count(*) filter (where s.status = 'paused')::int as paused
       from unnest($2::date[]) as d(day)
       join member_spans s on s.starts <= d.day and d.day < s.ends and s.joined_on <= d.day
      group by d.day`,
    [storeId, days],
  );
  return new Map(rows.map((r) => [r.day, { active: r.active, paused: r.paused }]));
}

interface Flow {
  month: string;
  joins: number;
  pauses: number;
  returns: number;
  withdrawals: number;
}

/**
 * Joins, pauses, returns (休会→在籍) and withdrawals per month of [from, to]: `all` counts every day of the range,
 * `inPeriod` only the days of the report's period (its first and last months may be partial).
 */
async function flows(db: Queryable, storeId: number | null, from: Day, to: Day, period: Period) {
  const { rows } = await db.query<Flow & { in_period: boolean }>(
    `with mc as (
       select c.id, coalesce(c.joined_on, (c.created_at at time zone 'Asia/Tokyo')::date) as joined_on
         from customers c where ${storeFilter('c', 1, storeId)}
     ),
     events as (
       select joined_on as day, 'join' as kind from mc where joined_on between $2::date and $3::date
       union all
       select s.effective_on,
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
            count(*) filter (where kind = 'withdraw')::int as withdrawals
       from events group by 1, 2`,
    [storeId, from, to, period.from, period.to],
  );
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

/** The SQL age band of `birth` on `$2` (the labels above, 不明 without a birth date). */
const AGE_BAND_SQL = (birth: string, on: string) => {
  const age = `extract(year from age(${on}, ${birth}))`;
  const cases = AGE_BANDS.map((band) => `when ${age} <= ${band.max} then '${band.label}'`).join(' ');
  return `case when ${birth} is null then '${UNKNOWN}' ${cases} end`;
};

interface Breakdowns {
  programs: { name: string; members: number }[];
  ages: Map<string, number>;
  genders: Map<string, number>;
  grades: { name: string; members: number }[];
}

/** Who the members enrolled at the end of `day` are: by program (contracts in force), age band, gender, grade. */
async function breakdowns(db: Queryable, storeId: number | null, day: Day): Promise<Breakdowns> {
  const enrolled = `with ${memberSpansSql(storeId)},
    enrolled as (
      select mc.* from member_spans s join mc on mc.id = s.customer_id
       where s.starts <= $2::date and $2::date < s.ends and s.joined_on <= $2::date
         and s.status in ('active', 'paused')
    )`;
  const [programs, people, grades] = await Promise.all([
    db.query<{ name: string; members: number }>(
      `${enrolled}
       select coalesce(p.name, 'プログラムなし') as name, count(distinct e.id)::int as members
         from enrolled e
         left join customer_contracts k on k.customer_id = e.id and k.starts_on <= $2::date
               and (k.ends_on is null or k.ends_on >= $2::date)
         left join programs p on p.id = k.program_id
        group by p.id, p.name, p.sort_order order by p.sort_order nulls last, p.name`,
      [storeId, day],
    ),
    db.query<{ band: string; gender: string | null; members: number }>(
      `${enrolled}
       select ${AGE_BAND_SQL('e.birth_date', '$2::date')} as band, e.gender, count(*)::int as members
         from enrolled e group by 1, 2`,
      [storeId, day],
    ),
    db.query<{ name: string; members: number }>(
      `${enrolled},
       graded as (
         select e.id, coalesce(
           (select h.to_grade_id from customer_grade_history h where h.customer_id = e.id
              and h.changed_at < (($2::date + 1)::timestamp at time zone 'Asia/Tokyo')
            order by h.changed_at desc, h.id desc limit 1),
           (select h.from_grade_id from customer_grade_history h where h.customer_id = e.id
            order by h.changed_at, h.id limit 1),
           e.grade_id) as grade_id
           from enrolled e
       )
       select coalesce(g.name, '級なし') as name, count(*)::int as members
         from graded x left join grades g on g.id = x.grade_id
        group by g.id, g.name, g.sort_order order by g.sort_order nulls last, g.name`,
      [storeId, day],
    ),
  ]);
  const ages = new Map<string, number>();
  const genders = new Map<string, number>();
  for (const row of people.rows) {
    ages.set(row.band, (ages.get(row.band) ?? 0) + row.members);
    const gender = row.gender ? genderLabels[row.gender as keyof typeof genderLabels] : UNKNOWN;
    genders.set(gender, (genders.get(gender) ?? 0) + row.members);
  }
  return { programs: programs.rows, ages, genders, grades: grades.rows };
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

/**
 * Of the members who joined between `first` and `last`, per join month and per k = 0…12 months after their
 * join day (k = 0: the joiners themselves), how many reached it (by `today`, and by `end`) and how many were
 * still members (active or paused) then; `recent` marks those who joined after `recentAfter`.
 */
async function cohorts(
  db: Queryable,
  storeId: number | null,
  range: { first: Day; last: Day; recentAfter: Day; today: Day; end: Day },
): Promise<CohortCell[]> {
  const { rows } = await db.query<CohortCell>(
    `with ${memberSpansSql(storeId)},
     checks as (
       select mc.id, mc.joined_on, k, (mc.joined_on + make_interval(months => k))::date as at,
              mc.joined_on > $4::date as recent
         from mc cross join generate_series(0, 12) as k
        where mc.joined_on between $2::date and $3::date
     )
     select to_char(c.joined_on, 'YYYY-MM') as cohort, c.k, c.recent, count(*)::int as reached,
            count(s.customer_id)::int as remaining,
            count(*) filter (where c.at <= $6::date)::int as reached_by_end,
            count(s.customer_id) filter (where c.at <= $6::date)::int as remaining_by_end
       from checks c
       left join member_spans s on s.customer_id = c.id and s.starts <= c.at and c.at < s.ends
            and s.status in ('active', 'paused')
      where c.at <= $5::date
      group by 1, 2, 3`,
    [storeId, range.first, range.last, range.recentAfter, range.today, range.end],
  );
  return rows;
}

/** Tenure in months of the members who withdrew in [from, to], and of those enrolled at `to`. */
async function tenure(db: Queryable, storeId: number | null, from: Day, to: Day) {
  const { rows } = await db.query<{ withdrawn_days: number | null; enrolled_days: number | null }>(
    `with ${memberSpansSql(storeId)}
     select
       (select avg(s.effective_on - mc.joined_on)::float8 from customer_status_changes s join mc on mc.id = s.customer_id
         where s.status = 'withdrawn' and s.from_status is distinct from 'withdrawn'
           and s.effective_on between $2::date and $3::date) as withdrawn_days,
       (select avg($3::date - s.joined_on)::float8 from member_spans s
         where s.starts <= $3::date and $3::date < s.ends and s.joined_on <= $3::date
           and s.status in ('active', 'paused')) as enrolled_days`,
    [storeId, from, to],
  );
  return rows[0] ?? { withdrawn_days: null, enrolled_days: null };
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

const MEMBERS = { name: 'members', title: '会員' } as const;

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
    const stockDays = new Set<Day>();
    for (const m of [previousMonth, ...months]) {
      const d = endOf(m);
      if (d) stockDays.add(d);
    }
    for (const m of [...fyMonths, ...lastFyMonths]) {
      const d = fullEnd(m);
      if (d) stockDays.add(d);
    }
    const comparison = yearBefore(period);
    const compareEnd = earlierDay(comparison.to, today);
    stockDays.add(compareEnd);

    const retentionFrom = addMonths(period.to, -24);
    const cohortFirst = `${months[0]}-01`;
    const [stock, flowSets, mix, cohortCells, tenures] = await Promise.all([
      enrolledOn(db, storeId, [...stockDays]),
      flows(
        db,
        storeId,
        earlierDay(period.from, `${lastFyMonths[0]}-01`),
        thisYear.last > period.to ? thisYear.last : period.to,
        period,
      ),
      breakdowns(db, storeId, earlierDay(period.to, today)),
      cohorts(db, storeId, {
        first: earlierDay(cohortFirst, addDays(retentionFrom, 1)),
        last: period.to,
        recentAfter: retentionFrom,
        today,
        end: earlierDay(period.to, today),
      }),
      tenure(db, storeId, period.from, period.to),
    ]);
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

    // Monthly table.
    const monthly: ReportRow[] = months.map((month, i) => {
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
    // The retention curve: of joiners who reached month k, the share still members.
    const curve: ReportRow[] = Array.from({ length: 12 }, (_, i) => {
      const cells = retention.filter((c) => c.k === i + 1);
      const reached = cells.reduce((a, c) => a + c.reached, 0);
      const remaining = cells.reduce((a, c) => a + c.remaining, 0);
      return { month_after: `${i + 1}か月後`, reached, remaining, rate: percent(remaining, reached) };
    });
    // Exits per month of membership: the drop from one month to the next (the sixth-month cluster).
    const exitsByTenure: ReportRow[] = curve.map((row, i) => {
      const prev = i === 0 ? 100 : (curve[i - 1]?.rate as number | null);
      const rate = row.rate as number | null;
      return {
        month_after: row.month_after ?? null,
        drop: prev === null || rate === null ? null : oneDecimal(prev - rate),
      };
    });

    const cohortRows: ReportRow[] = months.map((month) => {
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

    const charts: ReportChart[] = [
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

    const tables: ReportTable[] = [
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
        rows: monthly,
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
      },
      byProgram,
      {
        key: 'by_age',
        title: '年齢層別在籍数（期末）',
        columns: [column('age_band', '年齢層', 'text'), column('members', '在籍数', 'int')],
        rows: ageRows,
      },
      {
        key: 'by_gender',
        title: '性別在籍数（期末）',
        columns: [column('gender', '性別', 'text'), column('members', '在籍数', 'int')],
        rows: genderRows,
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
        rows: cohortRows,
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
        rows: curve.map((row, i) => ({ ...row, drop: exitsByTenure[i]?.drop ?? null })),
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
        rows: seasonality,
      },
    ];

    const summary = [
      figure('enrolled', '在籍数（期末）', closing, 'int', { previous: enrolledAt(compareEnd) }),
      figure('paused', 'うち休会中', pausedAt(endOf(months[months.length - 1] as string)), 'int'),
      figure('joins', '入会', joins, 'int'),
      figure('withdrawals', '退会', withdrawals, 'int'),
      figure('net', '純増', closing === null || openingAll === null ? null : closing - openingAll, 'int'),
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

    return {
      ...reportHeader(MEMBERS, context, comparison),
      summary,
      charts,
      tables,
      notes: [
        '在籍数は入会済みで退会していない会員（休会中を含む）の数です。月末在籍数の当月は期間の終了日時点です。',
        '退会率は当月の退会者数を前月末の在籍数で割った値です（月2%が目安）。',
        'プログラム別は期末に契約中のプログラムで数えます（複数契約の会員は各プログラムに数えます）。',
        '継続率は入会日からnか月後の日に在籍している割合です。平均在籍期間（退会者）は期間内の退会者の入会日から退会日までです。',
      ],
    };
  },
});
