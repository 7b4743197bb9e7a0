import { type Day, daysBetween } from '@kayoi/domain/calendar';
import { storeDay } from '@kayoi/domain/store-calendar';
import type { Queryable } from '../../db/database.ts';
import { classInTerm } from '../classes/term.ts';
import { storeScheduleOf } from '../stores/master-repository.ts';

// The dashboard's SQL. Every query is scoped to one store; calendar days are Asia/Tokyo days.

/** Margin before a lesson's start from which a visit counts as presence (house rule, migration 0002). */
const ARRIVAL_MARGIN = "interval '30 minutes'";

/**
 * Presence of one enrolled member (`p.customer_id`) at one lesson (`o.…`), by the house rule: a tablet mark
 * wins; unmarked, a visit to the store overlapping [start − 30 min, end] counts.
 */
const PRESENCE = `coalesce(
  (select la.status = 'present' from lesson_attendances la
    where la.class_id = o.class_id and la.lesson_date = o.lesson_date and la.customer_id = e.customer_id),
  exists (select 1 from attendances a
    where a.customer_id = e.customer_id and a.store_id = o.store_id
      and a.check_in_at <= o.ends_at and a.check_in_at > o.starts_at - interval '1 day'
      and (a.check_out_at is null or a.check_out_at >= o.starts_at - ${ARRIVAL_MARGIN})))`;

/**
 * Whether class `c` has a lesson on `day` (an SQL date): in term, not cancelled (休講). The store's closed days
 * are the caller's to leave out (the store calendar is @kayoi/domain/store-calendar's rule, not SQL's).
 */
const HAS_LESSON = (day: string) => `${classInTerm('c', day)}
  and not exists (select 1 from lesson_exceptions x
                   where x.class_id = c.id and x.lesson_date = ${day} and x.kind = 'cancelled')`;

/** The days between `from` and `to` the store is closed (定休日, closures, holidays by its rule). */
async function closedDays(db: Queryable, storeId: number, from: Day, to: Day): Promise<Day[]> {
  const schedule = await storeScheduleOf(db, storeId, { from, to });
  if (!schedule) return [];
  return daysBetween(from, to).filter((day) => !storeDay(day, schedule).is_open);
}

const ENROLLED_ON_DAY = `class_enrollments e on e.class_id = o.class_id
  and e.enrolled_on <= o.lesson_date and (e.ended_on is null or e.ended_on >= o.lesson_date)`;

/** Places and presences of some lessons, summed by `key` ('' sums them all). */
export interface LessonTotals {
  key: string;
  lessons: number;
  places: number;
  presences: number;
}

/** Today's lessons that have opened (30 minutes before their start), counted live. */
export interface LiveLesson {
  class_id: number;
  enrolled: number;
  present: number;
  started: boolean;
  finished: boolean;
}

/** What decides the grouping of lesson totals. */
export type LessonGrouping = 'month' | 'weekday' | 'class';
const GROUPING: Record<Exclude<LessonGrouping, 'month'>, string> = {
  weekday: 's.day_of_week::text',
  class: 's.class_id::text',
};

export function createDashboardRepository(db: Queryable) {
  return {
    ...createDayStockRepository(db),
    ...createLessonStatsRepository(db),
    ...createMemberVisitRepository(db),
    ...createClassActivityRepository(db),
    ...createFamilyNoticeRepository(db),
  };
}

/** マイページからの連絡: what families did between two instants (family_activity, the family module's log). */
function createFamilyNoticeRepository(db: Queryable) {
  return {
    async familyNotices(storeId: number, from: Date, to: Date, latest: number) {
      const [counts, recent] = await Promise.all([
        db.query<{ absences: number; makeup_bookings: number }>(
          `select count(*) filter (where action = 'absence_reported')::int as absences,
                  count(*) filter (where action = 'makeup_booked')::int as makeup_bookings
             from family_activity where store_id = $1 and at >= $2 and at < $3`,
          [storeId, from, to],
        ),
        db.query<{
          id: number;
          action: string;
          summary: string;
          at: Date;
          customer_id: number;
          name: string;
        }>(
          `select f.id, f.action, f.summary, f.at, c.id as customer_id, c.family_name || ' ' || c.given_name as name
             from family_activity f join customers c on c.id = f.customer_id
            where f.store_id = $1 and f.at >= $2 and f.at < $3
            order by f.at desc, f.id desc limit $4`,
          [storeId, from, to, latest],
        ),
      ]);
      return { ...(counts.rows[0] ?? { absences: 0, makeup_bookings: 0 }), recent: recent.rows };
    },
  };
}

/** The store’s days: closed days, check-ins and the members in stock. */
function createDayStockRepository(db: Queryable) {
  return {
    /** The days between two days the store is closed (its calendar). */
    closedDays: (storeId: number, from: Day, to: Day) => closedDays(db, storeId, from, to),

    /** Check-ins per day between two days (days without any are absent). */
    async dailyCounts(storeId: number, from: Day, to: Day): Promise<Map<Day, number>> {
      const { rows } = await db.query<{ day: Day; check_ins: number }>(
        `select day, check_ins from attendance_daily_counts
         where store_id = $1 and day between $2::date and $3::date`,
        [storeId, from, to],
      );
      return new Map(rows.map((r) => [r.day, r.check_ins]));
    },

    /** Check-ins from `from` up to and including `to`. */
    async checkInsBetween(storeId: number, from: Date, to: Date): Promise<number> {
      const { rows } = await db.query<{ n: number }>(
        `select count(*) as n from attendances where store_id = $1 and check_in_at >= $2 and check_in_at <= $3`,
        [storeId, from, to],
      );
      return rows[0]?.n ?? 0;
    },

    /**
     * Active members and active classes at the end of each of `days` (see KpiDetail in the spec), counted
     * once per day and kept until the store's members, contracts, enrolments or classes change.
     */
    async dailyStock(storeId: number, days: readonly Day[], today: Day) {
      await db.query(
        `with missing as (
           select d::date as day from unnest($2::date[]) d
           where not exists (select 1 from dashboard_daily_stock s where s.store_id = $1 and s.day = d::date)
         ),
         spans as (
           select coalesce(c.joined_on, (c.created_at at time zone 'Asia/Tokyo')::date) as from_day,
             case when c.status = 'active' then null else least(
               coalesce(
                 greatest(
                   (select max(k.ends_on) from customer_contracts k where k.customer_id = c.id),
                   (select max(e.ended_on) from class_enrollments e where e.customer_id = c.id)),
                 (select max(a.check_in_at at time zone 'Asia/Tokyo')::date from attendances a
                   where a.customer_id = c.id),
                 coalesce(c.joined_on, (c.created_at at time zone 'Asia/Tokyo')::date) - 1),
               $3::date - 1) end as to_day
           from customers c where c.store_id = $1 and exists (select 1 from missing)
         ),
         members as (
           select m.day, count(s.from_day)::int as n from missing m
           left join spans s on s.from_day <= m.day and (s.to_day is null or s.to_day >= m.day)
           group by m.day
         ),
         classes as (
           select m.day, count(distinct e.class_id)::int as n from missing m
           left join (class_enrollments e join classes c on c.id = e.class_id and c.store_id = $1 and c.is_active)
             on e.enrolled_on <= m.day and (e.ended_on is null or e.ended_on >= m.day)
           group by m.day
         )
         insert into dashboard_daily_stock (store_id, day, active_members, active_classes)
         select $1, m.day, m.n, c.n from members m join classes c on c.day = m.day
         on conflict (store_id, day) do nothing`,
        [storeId, days, today],
      );
      const { rows } = await db.query<{ day: Day; active_members: number; active_classes: number }>(
        `select day, active_members, active_classes from dashboard_daily_stock
         where store_id = $1 and day = any($2::date[])`,
        [storeId, days],
      );
      return new Map(rows.map((r) => [r.day, r]));
    },
  };
}

/** Lessons: classes by program, the past lessons counted, their totals, the recent and the live ones. */
function createLessonStatsRepository(db: Queryable) {
  return {
    /** Active classes by program on `day` (classes with a member enrolled that day). */
    async activeClassesByProgram(storeId: number, day: Day) {
      const { rows } = await db.query<{ label: string | null; n: number }>(
        `select p.name as label, count(*)::int as n
         from classes c left join programs p on p.id = c.program_id
         where c.store_id = $1 and c.is_active and exists (
           select 1 from class_enrollments e where e.class_id = c.id
             and e.enrolled_on <= $2::date and (e.ended_on is null or e.ended_on >= $2::date))
         group by p.name`,
        [storeId, day],
      );
      return rows;
    },

    /**
     * Counts the lessons of the past days between `from` and `to` (before today) that are not counted yet,
     * and keeps them: each lesson of an active class on its weekday, in term, not cancelled, on a day the store is
     * open (the lessons the reports count), one place per member enrolled that day, presences by the house rule.
     */
    async countPastLessons(storeId: number, from: Day, to: Day): Promise<void> {
      if (to < from) return;
      // Every day of them counted already, as after the store's first read: one count of the days kept, not the
      // store's calendar and the statement that looks for the days missing (on PGlite ≈ 8 ms; a dashboard's reads
      // ask three times a load).
      const { rows: kept } = await db.query<{ all_counted: boolean }>(
        `select count(*) = $3::date - $2::date + 1 as all_counted from lesson_stats_days
          where store_id = $1 and day between $2::date and $3::date`,
        [storeId, from, to],
      );
      if (kept[0]?.all_counted) return;
      const closed = await closedDays(db, storeId, from, to);
      await db.query(
        `with missing as (
           select g::date as day from generate_series($2::date, $3::date, interval '1 day') g
           where not exists (select 1 from lesson_stats_days d where d.store_id = $1 and d.day = g::date)
         ),
         o as (
           select c.id as class_id, c.store_id, m.day as lesson_date, c.day_of_week,
             (m.day + c.start_time) at time zone 'Asia/Tokyo' as starts_at,
             (m.day + c.end_time) at time zone 'Asia/Tokyo' as ends_at
           from missing m
           join classes c on c.store_id = $1 and c.is_active and c.day_of_week = extract(dow from m.day)::int
           where not exists (select 1 from lesson_occurrence_stats s
                             where s.class_id = c.id and s.lesson_date = m.day)
             and m.day <> all($4::date[]) and ${HAS_LESSON('m.day')}
         ),
         counted as (
           insert into lesson_occurrence_stats (class_id, lesson_date, store_id, day_of_week, enrolled, present,
             absences, makeups)
           select o.class_id, o.lesson_date, o.store_id, o.day_of_week, count(e.customer_id)::int,
             (count(e.customer_id) filter (where ${PRESENCE}))::int,
             -- The lesson's absence notices and booked makeups (migration 0420), for the reports.
             (select count(*) from lesson_absences x where x.class_id = o.class_id and x.lesson_date = o.lesson_date)::int,
             (select count(*) from makeup_bookings x
               where x.class_id = o.class_id and x.lesson_date = o.lesson_date and x.status = 'booked')::int
           from o left join ${ENROLLED_ON_DAY}
           group by o.class_id, o.lesson_date, o.store_id, o.day_of_week
           on conflict (class_id, lesson_date) do nothing
         )
         insert into lesson_stats_days (store_id, day) select $1, day from missing
         on conflict (store_id, day) do nothing`,
        [storeId, from, to, closed],
      );
    },

    /** Places and presences of the counted past lessons between two days, summed by `grouping`. */
    async lessonTotals(
      storeId: number,
      from: Day,
      to: Day,
      grouping: LessonGrouping,
    ): Promise<LessonTotals[]> {
      // By month, from the store's days added up (0430: the same lessons, of active classes, not cancelled), a row a
      // day: the trend's six months were 3,450 lessons of the demo store to join and group (on PGlite ≈ 20 ms).
      const { rows } = await db.query<LessonTotals>(
        grouping === 'month'
          ? `select to_char(d.day, 'YYYY-MM') as key, sum(d.lessons)::int as lessons,
               sum(d.places)::int as places, sum(d.presences)::int as presences
             from lesson_stats_store_days d
             where d.store_id = $1 and d.day between $2::date and $3::date
             group by 1`
          : `select ${GROUPING[grouping]} as key, count(*)::int as lessons,
               sum(s.enrolled)::int as places, sum(s.present)::int as presences
             from lesson_occurrence_stats s join classes c on c.id = s.class_id and c.is_active
             where s.store_id = $1 and s.lesson_date between $2::date and $3::date
             group by 1`,
        [storeId, from, to],
      );
      return rows;
    },

    /**
     * Each active class's last `n` counted lessons between two days: places, presences, and how many of them
     * were busy (presences ≥ `busyShare` of capacity) or poorly attended (rate below `lowRate` %).
     */
    async recentLessons(storeId: number, from: Day, to: Day, n: number, busyShare: number, lowRate: number) {
      const { rows } = await db.query<{
        class_id: number;
        lessons: number;
        places: number;
        presences: number;
        busy: number;
        low: number;
      }>(
        `select r.class_id, count(*)::int as lessons, sum(r.enrolled)::int as places,
           sum(r.present)::int as presences,
           (count(*) filter (where r.present >= $5::numeric * c.capacity))::int as busy,
           (count(*) filter (where r.enrolled > 0 and r.present * 100 < $6::numeric * r.enrolled))::int as low
         from (
           select s.*, row_number() over (partition by s.class_id order by s.lesson_date desc) as rank
           from lesson_occurrence_stats s
           where s.store_id = $1 and s.lesson_date between $2::date and $3::date
         ) r join classes c on c.id = r.class_id and c.is_active
         where r.rank <= $4
         group by r.class_id`,
        [storeId, from, to, n, busyShare, lowRate],
      );
      return rows;
    },

    /** Today's lessons that have opened by `now`, counted live (they may still be running); none on a closed day. */
    async liveLessons(storeId: number, today: Day, now: Date): Promise<LiveLesson[]> {
      if ((await closedDays(db, storeId, today, today)).length > 0) return [];
      const { rows } = await db.query<LiveLesson>(
        `select o.class_id, count(e.customer_id)::int as enrolled,
           (count(e.customer_id) filter (where ${PRESENCE}))::int as present,
           bool_and(o.starts_at <= $3) as started, bool_and(o.ends_at <= $3) as finished
         from (
           select c.id as class_id, c.store_id, $2::date as lesson_date,
             ($2::date + c.start_time) at time zone 'Asia/Tokyo' as starts_at,
             ($2::date + c.end_time) at time zone 'Asia/Tokyo' as ends_at
           from classes c
           where c.store_id = $1 and c.is_active and c.day_of_week = extract(dow from $2::date)::int
             and ${HAS_LESSON('$2::date')}
         ) o left join ${ENROLLED_ON_DAY}
         where o.starts_at - ${ARRIVAL_MARGIN} <= $3
         group by o.class_id`,
        [storeId, today, now],
      );
      return rows;
    },
  };
}

/** Members by age and check-ins by time of day. */
function createMemberVisitRepository(db: Queryable) {
  return {
    /** Active members by age group on `today` (age from birth date). */
    async membersByAge(storeId: number, today: Day) {
      const { rows } = await db.query<{ band: string; n: number }>(
        `select case
             when birth_date is null then 'unknown'
             when extract(year from age($2::date, birth_date)) < 6 then 'preschool'
             when extract(year from age($2::date, birth_date)) < 13 then 'elementary'
             when extract(year from age($2::date, birth_date)) < 18 then 'teen'
             else 'adult' end as band,
           count(*)::int as n
         from customers
         where store_id = $1 and status = 'active'
           and coalesce(joined_on, (created_at at time zone 'Asia/Tokyo')::date) <= $2::date
         group by 1`,
        [storeId, today],
      );
      return rows;
    },

    /** Check-ins of one day by time of day (Asia/Tokyo hours). */
    async checkInsByTimeOfDay(storeId: number, from: Date, to: Date) {
      const { rows } = await db.query<{ band: string; n: number }>(
        `select case
             when extract(hour from check_in_at at time zone 'Asia/Tokyo') < 12 then 'morning'
             when extract(hour from check_in_at at time zone 'Asia/Tokyo') < 17 then 'afternoon'
             else 'evening' end as band,
           count(*)::int as n
         from attendances where store_id = $1 and check_in_at >= $2 and check_in_at <= $3
         group by 1`,
        [storeId, from, to],
      );
      return rows;
    },

    /** Today's visits (checked in since `from`) with the customer's name. */
    async visitsSince(storeId: number, from: Date, to: Date) {
      const { rows } = await db.query<{
        id: number;
        customer_id: number;
        customer_name: string;
        check_in_at: Date;
        check_out_at: Date | null;
      }>(
        `select a.id, a.customer_id, c.family_name || ' ' || c.given_name as customer_name,
           a.check_in_at, a.check_out_at
         from attendances a join customers c on c.id = a.customer_id
         where a.store_id = $1 and a.check_in_at >= $2 and a.check_in_at <= $3`,
        [storeId, from, to],
      );
      return rows;
    },
  };
}

/** The day’s classes, the active ones, the visits summed and the members whose attendance drops. */
function createClassActivityRepository(db: Queryable) {
  return {
    /**
     * The lessons of `day` (its weekday's active classes in term, less 休講; none when the store is closed) with
     * instructor and the members enrolled that day.
     */
    async classesOfDay(storeId: number, day: Day, weekday: number) {
      if ((await closedDays(db, storeId, day, day)).length > 0) return [];
      const { rows } = await db.query<{
        id: number;
        class_name: string;
        instructor_name: string | null;
        start_time: string;
        end_time: string;
        capacity: number;
        lane: string | null;
        enrolled: number;
      }>(
        `select c.id, c.name as class_name, s.name as instructor_name,
           to_char(c.start_time, 'HH24:MI') as start_time, to_char(c.end_time, 'HH24:MI') as end_time,
           c.capacity,
           coalesce((select string_agg(l.name, '・' order by l.number) from class_lanes cl
                      join facility_lanes l on l.id = cl.lane_id where cl.class_id = c.id), c.lane) as lane,
           (select count(*)::int from class_enrollments e where e.class_id = c.id
              and e.enrolled_on <= $2::date and (e.ended_on is null or e.ended_on >= $2::date)) as enrolled
         from classes c left join staffs s on s.id = c.instructor_id
         where c.store_id = $1 and c.is_active and c.day_of_week = $3 and ${HAS_LESSON('$2::date')}
         order by c.start_time, c.id`,
        [storeId, day, weekday],
      );
      return rows;
    },

    /** Every active class of the store with its members enrolled on `day`. */
    async activeClasses(storeId: number, day: Day) {
      const { rows } = await db.query<{ id: number; name: string; capacity: number; enrolled: number }>(
        `select c.id, c.name, c.capacity,
           (select count(*)::int from class_enrollments e where e.class_id = c.id
              and e.enrolled_on <= $2::date and (e.ended_on is null or e.ended_on >= $2::date)) as enrolled
         from classes c where c.store_id = $1 and c.is_active
         order by c.day_of_week, c.start_time, c.id`,
        [storeId, day],
      );
      return rows;
    },

    /** Check-ins between two instants and the distinct members they came from. */
    async visitSummary(storeId: number, from: Date, to: Date) {
      const { rows } = await db.query<{ check_ins: number; members: number }>(
        `select count(*)::int as check_ins, count(distinct customer_id)::int as members
         from attendances where store_id = $1 and check_in_at >= $2 and check_in_at <= $3`,
        [storeId, from, to],
      );
      return rows[0] ?? { check_ins: 0, members: 0 };
    },

    /**
     * Members whose visits fell: with visits counted in three windows [w0, w1), [w1, w2), [w2, w3], the active
     * members with at least `minVisits` in the middle window and half as many or fewer in the last; and, for
     * the same rule one window earlier, how many it flagged and how many of those stayed at half or less.
     */
    async attendanceDrops(storeId: number, w0: Date, w1: Date, w2: Date, w3: Date, minVisits: number) {
      const { rows } = await db.query<{
        kind: 'now' | 'then';
        customer_id: number | null;
        name: string | null;
        before: number;
        after: number;
      }>(
        `with v as (
           select customer_id,
             count(*) filter (where check_in_at < $3)::int as a,
             count(*) filter (where check_in_at >= $3 and check_in_at < $4)::int as b,
             count(*) filter (where check_in_at >= $4)::int as c
           from attendances where store_id = $1 and check_in_at >= $2 and check_in_at <= $5
           group by customer_id
         )
         select 'now' as kind, v.customer_id, c.family_name || ' ' || c.given_name as name, v.b as before, v.c as after
         from v join customers c on c.id = v.customer_id and c.status = 'active'
         where v.b >= $6 and v.c * 2 <= v.b
         union all
         select 'then', null, null, count(*)::int, (count(*) filter (where v.c * 2 <= v.a))::int
         from v where v.a >= $6 and v.b * 2 <= v.a`,
        [storeId, w0, w1, w2, w3, minVisits],
      );
      const then = rows.find((r) => r.kind === 'then');
      return {
        flagged: rows
          .filter((r) => r.kind === 'now')
          .map((r) => ({
            customer_id: r.customer_id as number,
            name: r.name as string,
            before: r.before,
            after: r.after,
          })),
        flaggedBefore: then?.before ?? 0,
        stayedLow: then?.after ?? 0,
      };
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
