import type { Queryable } from '../../db/database.ts';
import type { Day } from './calendar.ts';

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

/** Lessons of the store's active classes between two days, with their start and end instants. */
const OCCURRENCES = `select c.id as class_id, c.store_id, d.day as lesson_date,
    (d.day + c.start_time) at time zone 'Asia/Tokyo' as starts_at,
    (d.day + c.end_time) at time zone 'Asia/Tokyo' as ends_at
  from classes c
  join (select g::date as day from generate_series($2::date, $3::date, interval '1 day') g) d
    on extract(dow from d.day)::int = c.day_of_week
  where c.store_id = $1 and c.is_active`;

const ENROLLED_ON_DAY = `class_enrollments e on e.class_id = o.class_id
  and e.enrolled_on <= o.lesson_date and (e.ended_on is null or e.ended_on >= o.lesson_date)`;

export interface LessonStat {
  class_id: number;
  lesson_date: Day;
  enrolled: number;
  present: number;
  /** False for a lesson running now (computed live, not kept). */
  finished: boolean;
  started: boolean;
}

export function createDashboardRepository(db: Queryable) {
  return {
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
     * Membership spans, grouped: a customer is a member from the day they joined to `to_day` (null: still
     * active). Customers no longer active count until their last contract or enrolment ended, or, without
     * one, until their record last changed; never on or after `today`.
     */
    async memberSpans(storeId: number, today: Day) {
      const { rows } = await db.query<{ from_day: Day; to_day: Day | null; n: number }>(
        `select from_day, to_day, count(*)::int as n from (
           select coalesce(c.joined_on, (c.created_at at time zone 'Asia/Tokyo')::date) as from_day,
             case when c.status = 'active' then null else least(
               coalesce(
                 greatest(
                   (select max(k.ends_on) from customer_contracts k where k.customer_id = c.id),
                   (select max(e.ended_on) from class_enrollments e where e.customer_id = c.id)),
                 (c.updated_at at time zone 'Asia/Tokyo')::date),
               $2::date - 1) end as to_day
           from customers c where c.store_id = $1
         ) s group by 1, 2`,
        [storeId, today],
      );
      return rows;
    },

    /** Enrolment spans of the store's active classes, grouped by class and span. */
    async enrolmentSpans(storeId: number) {
      const { rows } = await db.query<{
        class_id: number;
        program: string | null;
        enrolled_on: Day;
        ended_on: Day | null;
      }>(
        `select distinct e.class_id, p.name as program, e.enrolled_on, e.ended_on
         from class_enrollments e
         join classes c on c.id = e.class_id
         left join programs p on p.id = c.program_id
         where c.store_id = $1 and c.is_active`,
        [storeId],
      );
      return rows;
    },

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

    /** Check-ins between two instants by the program of the member's latest contract. */
    async checkInsByProgram(storeId: number, from: Date, to: Date) {
      const { rows } = await db.query<{ label: string | null; n: number }>(
        `with visits as (
           select customer_id, count(*)::int as n from attendances
           where store_id = $1 and check_in_at >= $2 and check_in_at <= $3
           group by customer_id
         )
         select p.name as label, sum(v.n)::int as n
         from visits v
         left join lateral (
           select k.program_id from customer_contracts k where k.customer_id = v.customer_id
           order by k.starts_on desc, k.id desc limit 1
         ) k on true
         left join programs p on p.id = k.program_id
         group by p.name`,
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

    /** The store's active classes of one weekday with instructor and the members enrolled on `day`. */
    async classesOfDay(storeId: number, day: Day, weekday: number) {
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
           c.capacity, c.lane,
           (select count(*)::int from class_enrollments e where e.class_id = c.id
              and e.enrolled_on <= $2::date and (e.ended_on is null or e.ended_on >= $2::date)) as enrolled
         from classes c left join staffs s on s.id = c.instructor_id
         where c.store_id = $1 and c.is_active and c.day_of_week = $3
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

    /**
     * Places and presences of every lesson of the store's active classes between two days that has opened
     * (30 minutes before its start) by `now`. Finished lessons are kept in lesson_occurrence_stats on first
     * read; a lesson running now is computed each time.
     */
    async lessonStats(storeId: number, from: Day, to: Day, now: Date): Promise<LessonStat[]> {
      await db.query(
        `with o as (${OCCURRENCES}),
         todo as (
           select o.* from o
           where o.ends_at <= $4
             and not exists (select 1 from lesson_occurrence_stats s
                             where s.class_id = o.class_id and s.lesson_date = o.lesson_date)
         )
         insert into lesson_occurrence_stats (class_id, lesson_date, store_id, enrolled, present)
         select o.class_id, o.lesson_date, o.store_id, count(e.customer_id)::int,
           (count(e.customer_id) filter (where ${PRESENCE}))::int
         from todo o left join ${ENROLLED_ON_DAY}
         group by o.class_id, o.lesson_date, o.store_id
         on conflict (class_id, lesson_date) do nothing`,
        [storeId, from, to, now],
      );
      const { rows } = await db.query<LessonStat>(
        `select s.class_id, s.lesson_date, s.enrolled, s.present, true as finished, true as started
         from lesson_occurrence_stats s join classes c on c.id = s.class_id and c.is_active
         where s.store_id = $1 and s.lesson_date between $2::date and $3::date
         union all
         select o.class_id, o.lesson_date, count(e.customer_id)::int,
           (count(e.customer_id) filter (where ${PRESENCE}))::int, false, bool_and(o.starts_at <= $4)
         from (${OCCURRENCES}) o left join ${ENROLLED_ON_DAY}
         where o.ends_at > $4 and o.starts_at - ${ARRIVAL_MARGIN} <= $4
         group by o.class_id, o.lesson_date`,
        [storeId, from, to, now],
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

    /** Visits per member in consecutive windows: [w0, w1), [w1, w2), [w2, w3]. */
    async visitsPerMember(storeId: number, w0: Date, w1: Date, w2: Date, w3: Date) {
      const { rows } = await db.query<{
        customer_id: number;
        name: string;
        active: boolean;
        a: number;
        b: number;
        c: number;
      }>(
        `select v.customer_id, c.family_name || ' ' || c.given_name as name, c.status = 'active' as active,
           v.a, v.b, v.c
         from (
           select customer_id,
             count(*) filter (where check_in_at < $3)::int as a,
             count(*) filter (where check_in_at >= $3 and check_in_at < $4)::int as b,
             count(*) filter (where check_in_at >= $4)::int as c
           from attendances where store_id = $1 and check_in_at >= $2 and check_in_at <= $5
           group by customer_id
         ) v join customers c on c.id = v.customer_id`,
        [storeId, w0, w1, w2, w3],
      );
      return rows;
    },
  };
}

export type DashboardRepository = ReturnType<typeof createDashboardRepository>;
