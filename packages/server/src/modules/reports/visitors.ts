import { addDays, type Day } from '@kayoi/domain/calendar';

// The members who came in a period, one row (customer_id) each, read one of two ways:
//   * from their visit days by month (report_visitor_months, 0455): one row per member, store and month instead of
//     every visit. The first and last months of the period count only their days within it: `days` has bit d-1 for
//     day d, and the period's days of a month are the bits from its first day's to its last day's;
//   * for a period that ends yesterday or later (the screens' 今月, 今年度 and 過去12か月 end today), from each member's
//     last visit day (report_member_last_visits, 0500): a member came in it when their last visit is on or after its
//     first day, and, if that visit is after its end, when a visit month has a day within it too — a probe for each
//     member who came today (or since the end), not a distinct count over the period's visit months (the chain's
//     twelve months over all stores: 93,297 of 100,000 rows against 1.03 M).

export type VisitorsWay = 'months' | 'last_visits';

/** The cheaper way for a period read on `today` (Tokyo): the last visits when few came after its end. */
export const visitorsWayOf = (period: { to: Day; today: Day }): VisitorsWay =>
  period.to >= addDays(period.today, -1) ? 'last_visits' : 'months';

/** The first day of the month of a date parameter, in date arithmetic alone (see below). */
const monthOf = (day: string) => `(${day}::date - extract(day from ${day}::date)::int + 1)`;

/**
 * The visit months of the stores `stores` (an int[] parameter) with a day from day `from` to day `to` (date
 * parameters), of the rows `m`. The months' bounds are date arithmetic, which PostgreSQL works out once when it plans
 * the statement; `date_trunc('month', …)` goes through timestamptz, is only stable, and was worked out again for each
 * row the filter read: over a 50-store chain's year (1.0 M rows) the statement took 677–735 ms against 340–468
 * (bench:chain's database, 10 M visits, warm).
 */
const monthsWithin = (from: string, to: string) => `
  m.month between ${monthOf(from)} and ${monthOf(to)}
  and m.days & (
    (1::bigint << case when m.month = ${monthOf(to)} then extract(day from ${to}::date)::int else 31 end)
    - (1::bigint << case when m.month = ${monthOf(from)} then extract(day from ${from}::date)::int - 1
                         else 0 end))::int <> 0`;

/** The conditions on a last visit `l` of the stores `stores` from day `from` to day `to` (see visitorsSql). */
function lastVisitsOf(stores: string, from: string, to: string) {
  const scope = `l.store_id = any(${stores}::int[])`;
  const monthsHave = `exists (
      select 1 from report_visitor_months m
       where m.store_id = l.store_id and m.customer_id = l.customer_id and ${monthsWithin(from, to)})`;
  return {
    /** Came to the stores, last within the period. */
    within: `${scope} and l.last_day between ${from}::date and ${to}::date`,
    /** Came since the period's end (none when it ends today), and within it too. */
    since: `${scope} and l.last_day > ${to}::date and ${monthsHave}`,
    /** Came within the period, either way: for the few who came to several stores. */
    either: `${scope} and l.last_day >= ${from}::date and (l.last_day <= ${to}::date or ${monthsHave})`,
  };
}

/**
 * SQL of the members who came to the stores `stores` (an int[] parameter) from day `from` to day `to` (date
 * parameters) in Tokyo, one row (customer_id) each, read `way` (both give the same rows; visitorsWayOf picks). Read the
 * last visits' way, a member's rows are theirs already unless they came to several stores (report_visitor_stores,
 * 0520): only those few are made distinct, not every member. The members who came since the period's end are a branch
 * of their own: a filter of "within, or a visit month within" let PostgreSQL hash the visit months of the whole period
 * for the probe (a chain's year, 1 M rows: 230–310 ms before the first member).
 */
export const visitorsSql = (stores: string, from: string, to: string, way: VisitorsWay) => {
  if (way === 'months')
    return `
  select m.customer_id from report_visitor_months m
   where m.store_id = any(${stores}::int[]) and ${monthsWithin(from, to)}
   group by m.customer_id`;
  const l = lastVisitsOf(stores, from, to);
  const once = 'l.customer_id not in (select s.customer_id from report_visitor_stores s where s.several)';
  return `
  select l.customer_id from report_member_last_visits l where ${l.within} and ${once}
  union all
  select l.customer_id from report_member_last_visits l where ${l.since} and ${once}
  union all
  select distinct l.customer_id from report_visitor_stores s
    join report_member_last_visits l on l.customer_id = s.customer_id
   where s.several and ${l.either}`;
};

/**
 * SQL of how many members came (one row: visitors), as `visitorsSql` reads them. Read the last visits' way, the rows
 * are counted as they are, less the rows but one of each member who came to several stores: a 50-store chain's year,
 * 93,314 members, 46–56 ms as a distinct count, 25–37 ms as visitorsSql's rows, 14–15 ms so (psql).
 */
export const visitorsCountSql = (stores: string, from: string, to: string, way: VisitorsWay) => {
  if (way === 'months')
    return `select count(*)::int as visitors from (${visitorsSql(stores, from, to, way)}) v`;
  const l = lastVisitsOf(stores, from, to);
  return `
  select ((select count(*) from report_member_last_visits l where ${l.within})
          + (select count(*) from report_member_last_visits l where ${l.since})
          - (select count(*) - count(distinct l.customer_id) from report_visitor_stores s
               join report_member_last_visits l on l.customer_id = s.customer_id
              where s.several and ${l.either}))::int as visitors`;
};
