import { addMonths, type Day, monthStartOf, todayInTokyo } from '@kayoi/domain/calendar';
import type { Database } from '../src/db/database.ts';

// What the reports read beside the visits of bench/history.ts (issue 18): the stores' hours and their pools'
// lanes under the classes, a school with grades, members' grades, absence notices, two years of billing
// (a cycle a month, an invoice per member enrolled that month, paid by transfer but a few), promotion tests
// every other month with results (a member climbs a grade at each pass) and the grade history of passes, and the
// members' status changes. Set-based, seeded by the rows' ids so every run builds the same data.

export interface ReportHistorySummary {
  lanes: number;
  invoices: number;
  promotionResults: number;
  absences: number;
}

const BILLING_MONTHS = 24;

export async function extendHistoryForReports(db: Database, now: Date): Promise<ReportHistorySummary> {
  const today = todayInTokyo(now);
  const count = async (sql: string, params: unknown[] = []) =>
    (await db.query<{ n: number }>(sql, params)).rows[0]?.n ?? 0;

  // Opening hours 9:00–21:30, a pool of six lanes per store; each class in the lane its slot and weekday give.
  await db.query(
    `insert into store_business_hours (store_id, day_of_week, opens_at, closes_at)
     select s.id, d, '09:00', '21:30' from stores s cross join generate_series(0, 6) d
     on conflict do nothing`,
  );
  await db.query(
    `insert into facilities (store_id, name, kind, sort_order) select id, '25mプール', 'pool', 1 from stores`,
  );
  await db.query(
    `insert into facility_lanes (facility_id, number, name, capacity)
     select f.id, n, '第' || n || 'レーン', 8 from facilities f cross join generate_series(1, 6) n`,
  );
  await db.query(
    `update classes k set facility_id = f.id, lane_id = (
        select l.id from facility_lanes l where l.facility_id = f.id and l.number = 1 + (k.id % 6))
       from facilities f where f.store_id = k.store_id`,
  );

  // A school per store with ten grades; programs and classes join it; members hold a grade.
  await db.query(
    `insert into schools (store_id, name, discipline) select id, 'スイミング', 'swimming' from stores
     on conflict do nothing`,
  );
  await db.query(
    `insert into grades (store_id, school_id, name, sort_order)
     select s.store_id, s.id, (11 - g) || '級', g from schools s cross join generate_series(1, 10) g`,
  );
  await db.query(
    `update programs p set school_id = s.id from schools s where s.store_id = p.store_id and p.school_id is null`,
  );
  await db.query(`update classes k set school_id = p.school_id from programs p where p.id = k.program_id`);
  await db.query(
    `update customers c set grade_id = g.id, gender = case when c.id % 2 = 0 then 'female' else 'male' end
       from grades g where g.store_id = c.store_id and g.sort_order = 1 + c.id % 10`,
  );
  await db.query(
    `insert into customer_status_changes (customer_id, from_status, status, effective_on, created_at)
     select c.id, 'active', 'withdrawn', max(e.ended_on), max(e.ended_on)::timestamp at time zone 'Asia/Tokyo'
       from customers c join class_enrollments e on e.customer_id = c.id
      where c.status = 'withdrawn' group by c.id`,
  );

  // Absence notices: about one enrolled lesson in fifty over the last year.
  await db.query(
    `insert into lesson_absences (store_id, class_id, customer_id, lesson_date, reason)
     select k.store_id, k.id, e.customer_id, d::date, '体調不良'
       from generate_series($1::date - 365, $1::date - 1, interval '1 day') d
       join classes k on k.day_of_week = extract(dow from d)::int
       join class_enrollments e on e.class_id = k.id and e.enrolled_on <= d::date
        and (e.ended_on is null or e.ended_on >= d::date)
      where (e.customer_id * 31 + extract(doy from d)::int) % 50 = 0`,
    [today],
  );

  // Billing: a closed cycle a month for 24 months, an invoice for each member enrolled on its first day.
  const first = addMonths(monthStartOf(today), -(BILLING_MONTHS - 1));
  for (let month: Day = first; month <= today; month = addMonths(month, 1)) {
    const cycle = (
      await db.query<{ id: number; store_id: number }>(
        `insert into billing_cycles (store_id, billing_month, closing_date, withdrawal_date, status)
         select id, $1::date, $1::date + 9, $1::date + 26, 'closed' from stores returning id, store_id`,
        [month],
      )
    ).rows;
    await db.query(
      `with cycle as (select * from unnest($2::int[], $3::int[]) as c(id, store_id)),
       member as (
         select distinct on (e.customer_id) e.customer_id, k.store_id, k.program_id
           from class_enrollments e join classes k on k.id = e.class_id
          where e.enrolled_on <= $1::date and (e.ended_on is null or e.ended_on >= $1::date)
          order by e.customer_id, k.id),
       invoice as (
         insert into invoices (cycle_id, store_id, customer_id, billing_month, payment_method, total, tax, paid_amount,
           status)
         select c.id, m.store_id, m.customer_id, $1::date, case when m.customer_id % 10 = 0 then 'cash' else 'bank_transfer' end,
                8800, 800, case when m.customer_id % 37 = 0 then 0 else 8800 end,
                case when m.customer_id % 37 = 0 then 'unpaid' else 'paid' end
           from member m join cycle c on c.store_id = m.store_id
         returning id, customer_id, store_id)
       insert into invoice_lines (invoice_id, position, source, source_id, kind, description, amount, tax_rate, program_id)
       select i.id, 1, 'contract', 0, 'monthly_fee', '月会費', 8800, 10, m.program_id
         from invoice i join member m on m.customer_id = i.customer_id`,
      [month, cycle.map((c) => c.id), cycle.map((c) => c.store_id)],
    );
  }

  // Promotion tests every other month: about a third of the members enrolled that day, seven in ten pass.
  await db.query(
    `insert into promotion_tests (store_id, school_id, name, held_on)
     select s.store_id, s.id, to_char(m, 'YYYY年MM月') || '進級テスト', (m + interval '14 days')::date
       from schools s cross join generate_series($1::date, $2::date, interval '2 months') m`,
    [first, today],
  );
  // Each member climbs the ladder: a test is taken at the grade the member's earlier passes reached, from a
  // start chosen so that the last pass ends at the grade they hold (or higher, when they passed more tests than
  // grades lie below it; they then hold where they ended). A pass at the top grade is none. Before, every result
  // tested and "promoted" a member to the grade they held: no grade change went up, so the achievement report
  // counted no promotion at all.
  await db.query(
    `with taken as (
       select distinct on (t.id, e.customer_id) t.id as test_id, t.store_id, t.held_on, e.customer_id,
              e.class_id, (e.customer_id + t.id) % 10 < 7 as passes
         from promotion_tests t
         join classes k on k.store_id = t.store_id
         join class_enrollments e on e.class_id = k.id and e.enrolled_on <= t.held_on
          and (e.ended_on is null or e.ended_on >= t.held_on)
        where (e.customer_id + t.id) % 3 = 0 and t.held_on <= $1::date
        order by t.id, e.customer_id, e.class_id
     ),
     climbed as (
       select x.*,
              count(*) filter (where x.passes) over (partition by x.customer_id order by x.held_on, x.test_id
                rows between unbounded preceding and 1 preceding) as passed_before,
              count(*) filter (where x.passes) over (partition by x.customer_id) as passed_all
         from taken x
     ),
     graded as (
       select x.*, top.sort_order as top_sort,
              least(top.sort_order, greatest(1, coalesce(held.sort_order, 1) - x.passed_all) + x.passed_before)::int
                as sort_order
         from climbed x
         join customers c on c.id = x.customer_id
         left join grades held on held.id = c.grade_id
         cross join lateral (select max(g.sort_order) as sort_order from grades g where g.store_id = x.store_id) top
     )
     insert into promotion_results (test_id, customer_id, tested_grade_id, passed, new_grade_id, from_class_id)
     select x.test_id, x.customer_id, tested.id, x.passes and x.sort_order < x.top_sort,
            case when x.passes and x.sort_order < x.top_sort then next.id end, x.class_id
       from graded x
       join grades tested on tested.store_id = x.store_id and tested.sort_order = x.sort_order
       left join grades next on next.store_id = x.store_id and next.sort_order = x.sort_order + 1
      -- A test's results entered together, as a coach enters them (the climb above sorted them by member).
      order by x.test_id, x.customer_id`,
    [today],
  );
  await db.query(
    `insert into customer_grade_history (customer_id, from_grade_id, to_grade_id, test_id, changed_at)
     select r.customer_id, r.tested_grade_id, r.new_grade_id, r.test_id, t.held_on::timestamp at time zone 'Asia/Tokyo'
       from promotion_results r join promotion_tests t on t.id = r.test_id where r.passed`,
  );
  // A member whose passes took them past the grade they held holds the grade of their last pass.
  await db.query(
    `update customers c set grade_id = last.to_grade_id
       from (select distinct on (h.customer_id) h.customer_id, h.to_grade_id from customer_grade_history h
              order by h.customer_id, h.changed_at desc, h.id desc) last
      where last.customer_id = c.id and c.grade_id is distinct from last.to_grade_id`,
  );
  await db.exec('vacuum analyze');
  return {
    lanes: await count('select count(*)::int as n from facility_lanes'),
    invoices: await count('select count(*)::int as n from invoices'),
    promotionResults: await count('select count(*)::int as n from promotion_results'),
    absences: await count('select count(*)::int as n from lesson_absences'),
  };
}
