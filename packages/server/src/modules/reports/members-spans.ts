import { createHash } from 'node:crypto';
import type { Day } from '@kayoi/domain/calendar';
import type { Database, Queryable } from '../../db/database.ts';
import { inForceSql } from '../customers/contracts.ts';
import { AGE_BAND_SQL, monthStepSql } from './members-figures.ts';
import { changedSince, forgetChanges } from './store-parts.ts';

// 会員 (members), what a period's figures are read from: each store's members' spans and days, kept (migration
// 0620) and made again for a store once what they are made of changed. The members report's statements
// (members-figures.ts) read them; 進級's (member-achievement.ts) the grade changes and grades reached made with them
// (0640).

/**
 * The tables MAKE_SQL writes its stores' rows to, deleting the rows of those stores it sees; the hourly sweep deletes
 * a gone store's from each.
 */
const MADE = [
  'report_member_spans',
  'report_member_days',
  'report_member_grade_changes',
  'report_member_grade_since',
  'report_member_mix',
  'report_member_programs',
] as const;

/**
 * Makes the spans and days (and 進級's grade changes and grades reached) of the stores `$1` (an array) as of the
 * statement's snapshot, and deletes the rows of those stores it sees (those made before); `$2` names the code
 * (SOURCE); `$3` the day (today) the members report's mix and programs are kept for (0710, 0720). Two made at once
 * would leave both sets of rows (neither sees the other's): keepMemberSpans makes a store's spans holding its lock.
 *
 * A member's status on a day is the latest change in effect by then; before their first change, what that change
 * changed from; without changes, today's (billing's rule). Their grade on a day is the one their last change by that
 * day's end (Tokyo) led to, else the one their first change left, else today's. A member counts from their join day
 * while active or paused; each piece of that time has one status and one grade.
 */
const MAKE_SQL = `with mc as (
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
     -- Each status span from the join day on, of a member (active or paused), not empty.
     lived as (
       select x.* from (
         select mc.id as customer_id, mc.joined_on as starts,
                coalesce(f.effective_on, 'infinity'::date) as ends, coalesce(f.from_status, mc.status) as status
           from mc left join mch f on f.customer_id = mc.id and f.n = 1
         union all
         select h.customer_id, greatest(h.effective_on, mc.joined_on), coalesce(h.next_on, 'infinity'::date), h.status
           from mch h join mc on mc.id = h.customer_id
       ) x where x.status in ('active', 'paused') and x.starts < x.ends
     ),
     gh as (
       select h.customer_id, (h.changed_at at time zone 'Asia/Tokyo')::date as day, h.changed_at, h.id, h.from_grade_id,
              h.to_grade_id
         from customer_grade_history h join mc on mc.id = h.customer_id
     ),
     first_change as (
       select distinct on (customer_id) customer_id, day, from_grade_id from gh order by customer_id, changed_at, id
     ),
     -- Each day a member's grade changed, with the grade its last change led to.
     change_days as (
       select distinct on (customer_id, day) customer_id, day, to_grade_id
         from gh order by customer_id, day, changed_at desc, id desc
     ),
     -- Each member's grade through time: before their first change, and from each day one changed on.
     graded as (
       select mc.id as customer_id, '-infinity'::date as starts, coalesce(f.day, 'infinity'::date) as ends,
              coalesce(f.from_grade_id, mc.grade_id) as grade_id
         from mc left join first_change f on f.customer_id = mc.id
       union all
       select d.customer_id, d.day,
              coalesce(lead(d.day) over (partition by d.customer_id order by d.day), 'infinity'::date),
              coalesce(d.to_grade_id, f.from_grade_id, mc.grade_id)
         from change_days d join first_change f on f.customer_id = d.customer_id join mc on mc.id = d.customer_id
     ),
     -- A status span cut where the grade changed; its first piece carries the span's whole [starts, ends).
     pieces as (
       select mc.store_id, mc.id as customer_id, mc.joined_on, greatest(l.starts, g.starts) as starts,
              least(l.ends, g.ends) as ends, l.status, mc.birth_date, mc.gender, g.grade_id,
              g.starts <= l.starts as first, l.starts as span_starts, l.ends as span_ends
         from lived l join graded g on g.customer_id = l.customer_id and g.starts < l.ends and l.starts < g.ends
         join mc on mc.id = l.customer_id
     ),
     spans as (
       insert into report_member_spans
         (store_id, customer_id, joined_on, starts, ends, status, birth_date, gender, grade_id, lo, hi)
       select p.store_id, p.customer_id, p.joined_on, p.starts, p.ends, p.status, p.birth_date, p.gender,
              p.grade_id, case when p.first then ${monthStepSql('p.joined_on', 'p.span_starts')} end,
              case when p.first then ${monthStepSql('p.joined_on', 'p.span_ends')} end
         from pieces p
        -- Stored in the order the cohorts read them: a store's joiners of a period are on few pages.
        order by p.store_id, p.joined_on, p.customer_id
     ),
     -- A day's flows: joins by join day; pauses, returns (休会→) and withdrawals by the day their change took effect.
     events as (
       select store_id, joined_on as day, 1 as joins, 0 as pauses, 0 as returns, 0 as withdrawals, 0 as withdrawn_days,
              0 as active, 0 as paused, 0 as joined_days
         from mc
       union all
       select mc.store_id, s.effective_on, 0, (s.status = 'paused')::int,
              (s.status not in ('paused', 'withdrawn') and s.from_status = 'paused')::int,
              (s.status = 'withdrawn')::int,
              case when s.status = 'withdrawn' then s.effective_on - mc.joined_on else 0 end, 0, 0, 0
         from customer_status_changes s join mc on mc.id = s.customer_id
        where s.status is distinct from s.from_status
       union all
       select store_id, starts, 0, 0, 0, 0, 0, (status = 'active')::int, (status = 'paused')::int,
              joined_on - date '2000-01-01' from pieces
       union all
       select store_id, ends, 0, 0, 0, 0, 0, -(status = 'active')::int, -(status = 'paused')::int,
              date '2000-01-01' - joined_on from pieces
        where ends <> 'infinity'
     ),
     by_day as (
       select store_id, day, sum(joins)::int as joins, sum(pauses)::int as pauses, sum(returns)::int as returns,
              sum(withdrawals)::int as withdrawals, sum(withdrawn_days)::bigint as withdrawn_days,
              sum(active)::int as active, sum(paused)::int as paused, sum(joined_days)::bigint as joined_days
         from events group by store_id, day
     ),
     days as (
       insert into report_member_days
         (store_id, day, joins, pauses, returns, withdrawals, withdrawn_days, active, paused, joined_days)
       select d.store_id, d.day, d.joins, d.pauses, d.returns, d.withdrawals, d.withdrawn_days,
              sum(d.active) over w, sum(d.paused) over w, sum(d.joined_days) over w
         from by_day d
       window w as (partition by d.store_id order by d.day)
     ),
     -- The members report's mix on $3 (today, 0710): its members then by grade, gender and age band.
     mix as (
       insert into report_member_mix (store_id, grade_id, gender, band, members)
       select p.store_id, p.grade_id, p.gender, ${AGE_BAND_SQL('p.birth_date', '$3::date')}, count(*)::int
         from pieces p
        where p.starts <= $3::date and $3::date < p.ends
        group by 1, 2, 3, 4
     ),
     -- Its programs on $3 (0720): each member enrolled then once per program of their contracts in force then.
     contracted as (
       select distinct p.store_id, p.customer_id, c.program_id
         from pieces p
         join customer_contracts c on c.customer_id = p.customer_id and ${inForceSql('c', '$3::date')}
        where p.starts <= $3::date and $3::date < p.ends
     ),
     programs as (
       insert into report_member_programs (store_id, program_id, members)
       select store_id, program_id, count(*)::int from contracted group by 1, 2
     ),
     made as (
       insert into report_member_span_stores as k (store_id, snapshot, source, mixed_on, contracted)
       select s.id, pg_current_snapshot(), $2, $3::date,
              (select count(distinct c.customer_id)::int from contracted c where c.store_id = s.id)
         from stores s where s.id = any($1::int[]) order by s.id
       on conflict (store_id) do update set snapshot = excluded.snapshot, source = excluded.source, made_at = now(),
         mixed_on = excluded.mixed_on, contracted = excluded.contracted
       returning k.store_id
     ),
     -- 進級's (member-achievement.ts): each grade change with the days since the one before (or the join day), and
     -- each active member's day they reached their grade.
     grade_changes as (
       insert into report_member_grade_changes (store_id, customer_id, day, month, from_grade_id, to_grade_id, days)
       select mc.store_id, g.customer_id, g.day, date_trunc('month', g.day)::date, g.from_grade_id, g.to_grade_id,
              g.day - coalesce((lag(g.changed_at) over (partition by g.customer_id order by g.changed_at, g.id)
                                at time zone 'Asia/Tokyo')::date, mc.joined_on)
         from gh g join mc on mc.id = g.customer_id
     ),
     grade_since as (
       insert into report_member_grade_since (store_id, customer_id, grade_id, since)
       select mc.store_id, mc.id, mc.grade_id,
              coalesce((max(g.changed_at) at time zone 'Asia/Tokyo')::date, mc.joined_on)
         from mc left join gh g on g.customer_id = mc.id and g.to_grade_id = mc.grade_id
        where mc.status = 'active' and mc.grade_id is not null
        group by mc.store_id, mc.id, mc.grade_id, mc.joined_on
     ),
     ${MADE.map((t) => `${t}_gone as (delete from ${t} where store_id = any($1::int[]))`).join(',\n     ')}
     select count(*)::int as stores from made`;

/**
 * Whether the store of `k` (a report_member_span_stores row) has a change of what its spans are made of that their
 * snapshot did not see committed (0620's report_member_changes), as SQL.
 */
const CHANGED_SINCE_MADE = changedSince('report_member_changes', 'k.store_id', 'k.snapshot');

/** What names the code that made a store's spans: its statement. */
const SOURCE = createHash('sha256').update(MAKE_SQL).digest('base64url');

/** The stores of `storeIds` whose spans are missing, stale or another version's, in id order. */
async function staleStores(db: Queryable, storeIds: readonly number[]): Promise<number[]> {
  const { rows } = await db.query<{ store_id: number }>(
    `select s.id as store_id from stores s
       left join report_member_span_stores k on k.store_id = s.id
      where s.id = any($1::int[])
        and (k.store_id is null or k.source <> $2 or ${CHANGED_SINCE_MADE})
      order by s.id`,
    [storeIds, SOURCE],
  );
  return rows.map((row) => row.store_id);
}

/**
 * Runs `work` in one transaction where `db` opens one (the database, PostgreSQL's or PGlite's), else on `db` as it is:
 * a transaction already, or embedded PGlite's planned-each-run handle, whose one session runs one statement at a
 * time (a statement that makes spans sees every row the one before it made).
 */
const inTransaction = <T>(db: Queryable, work: (tx: Queryable) => Promise<T>): Promise<T> =>
  'transaction' in db ? (db as Database).transaction(work) : work(db);

/**
 * Makes the spans of the stores `storeIds` that have none, or whose data changed since theirs were made (a change
 * their snapshot did not see committed), or that another version of the code made. Called before the members
 * report reads its stores' figures, in the snapshot its part is kept with or a later one.
 *
 * The stores' advisory locks are taken in id order and held until the spans are committed: a read that finds a
 * store's spans stale while another makes them waits, then finds them made (or makes them again, in a statement that
 * sees and deletes the other's rows), so a store has one set of rows. The mix kept with them is of `today`.
 */
export async function keepMemberSpans(
  db: Queryable,
  storeIds: readonly number[],
  today: Day,
): Promise<number> {
  const stale = await staleStores(db, storeIds);
  if (stale.length === 0) return 0;
  return inTransaction(db, async (tx) => {
    await tx.query(
      `select pg_advisory_xact_lock(hashtext('report_member_spans'), s.id)
         from (select unnest($1::int[]) as id order by 1) s`,
      [stale],
    );
    const still = await staleStores(tx, stale);
    if (still.length > 0) await tx.query(MAKE_SQL, [still, SOURCE, today]);
    return still.length;
  });
}

/**
 * The hourly sweep's part: a store's spans that no change made stale (and this code made) are as good as made now
 * (their snapshot moves on), the changes every kept store's spans' snapshot and every snapshot from now on see as
 * ended are forgotten, and the rows of a store that has no row in report_member_span_stores (a deleted store's) are
 * deleted.
 */
export async function sweepMemberSpans(db: Queryable): Promise<void> {
  // Rows a statement making spans holds are skipped, never waited for: that statement may be waiting for a row this
  // one took (both lock rows, in their own orders).
  await db.query(
    `update report_member_span_stores set snapshot = pg_current_snapshot()
      where store_id in (select k.store_id from report_member_span_stores k
                          where k.source = $1 and not ${CHANGED_SINCE_MADE}
                          for update skip locked)`,
    [SOURCE],
  );
  await forgetChanges(db, 'report_member_changes', 'report_member_span_stores');
  for (const table of MADE) {
    await db.query(
      `delete from ${table} t
        where not exists (select 1 from report_member_span_stores k where k.store_id = t.store_id)`,
    );
  }
}
