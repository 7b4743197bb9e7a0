import { addDays, dayOf, weekdayOf } from '@kayoi/domain/calendar';
import type { Queryable } from '../db/database.ts';

/**
 * Demo additions of the classes (issue 14): the weekly classes name their school and facility, the 小学生 and 幼児
 * classes of each store get an assistant coach, a few members of the first store called in absent for next
 * week's lessons (each with its makeup credit, three of them already booked into another lesson of the same
 * program), and last Saturday's 進級テスト with results — passes moved the members up a grade, with history.
 */
export async function loadClassesDemo(tx: Queryable, now: Date, storeId: number): Promise<void> {
  await tx.query(`update classes k set school_id = p.school_id from programs p where p.id = k.program_id`);
  await tx.query(
    `update classes k set facility_id = l.facility_id from facility_lanes l where l.id = k.lane_id`,
  );
  // An assistant is a 指導員 of the store with no class of their own at that time (most are in a lane of their
  // own when the pool is busy): so mostly the quieter hours' classes have one.
  const { rows: classes } = await tx.query<{
    id: number;
    store_id: number;
    day: number;
    starts: string;
    ends: string;
    instructor_id: number;
  }>(
    `select id, store_id, day_of_week as day, start_time::text as starts, end_time::text as ends, instructor_id
       from classes where capacity >= 8 and day_of_week <> 0 and program_id is not null order by id`,
  );
  const { rows: coaches } = await tx.query<{ id: number; store_id: number }>(
    `select id, store_id from staffs where is_instructor and is_active order by id`,
  );
  const { rows: busy } = await tx.query<{ staff: number; day: number; starts: string; ends: string }>(
    `select instructor_id as staff, day_of_week as day, start_time::text as starts, end_time::text as ends
       from classes where instructor_id is not null`,
  );
  const assigned: { id: number; assistant: number }[] = [];
  for (const k of classes) {
    const clashes = (staff: number) =>
      busy.some((b) => b.staff === staff && b.day === k.day && b.starts < k.ends && k.starts < b.ends);
    const free = coaches.filter(
      (c) => c.store_id === k.store_id && c.id !== k.instructor_id && !clashes(c.id),
    );
    const assistant = free[k.id % Math.max(1, free.length)];
    if (!assistant || k.id % 3 === 0) continue;
    busy.push({ staff: assistant.id, day: k.day, starts: k.starts, ends: k.ends });
    assigned.push({ id: k.id, assistant: assistant.id });
  }
  await tx.query(
    `update classes k set assistant_instructor_id = x.assistant
       from jsonb_to_recordset($1::jsonb) as x(id int, assistant int) where k.id = x.id`,
    [JSON.stringify(assigned)],
  );
  // Absences in next week's lessons (Monday to Saturday after today), with their credits.
  const today = dayOf(now);
  const nextMonday = addDays(today, ((8 - weekdayOf(today)) % 7) + 7 * Number(weekdayOf(today) === 1));
  const { rows: absences } = await tx.query<{ id: number }>(
    `insert into lesson_absences (store_id, class_id, customer_id, lesson_date, reason, recorded_by, recorded_at)
     select k.store_id, k.id, e.customer_id, $2::date + ((k.day_of_week + 6) % 7),
            (array['発熱のため', '学校行事のため', '家族旅行のため', '通院のため'])[1 + e.customer_id % 4],
            (select id from staffs where store_id = k.store_id order by id limit 1), $3
       from classes k join class_enrollments e on e.class_id = k.id and e.ended_on is null
      where k.store_id = $1 and k.day_of_week between 1 and 6 and e.customer_id % 17 = 3
     returning id`,
    [storeId, nextMonday, now],
  );
  await tx.query(
    `insert into makeup_credits (store_id, customer_id, source, absence_id, class_id, program_id, lesson_date,
       expires_on)
     select a.store_id, a.customer_id, 'absence', a.id, a.class_id, k.program_id, a.lesson_date,
            (date_trunc('month', a.lesson_date) + interval '2 months' - interval '1 day')::date
       from lesson_absences a join classes k on k.id = a.class_id
      where a.id = any($1::int[])`,
    [absences.map((a) => a.id)],
  );
  // Three of them booked a makeup in another class of the same program the week after.
  await tx.query(
    `insert into makeup_bookings (store_id, credit_id, customer_id, class_id, lesson_date, booked_by, booked_at)
     select c.store_id, c.id, c.customer_id, o.id, $2::date + 7 + ((o.day_of_week + 6) % 7),
            (select id from staffs where store_id = c.store_id order by id limit 1), $3
       from (select * from makeup_credits where store_id = $1 order by id limit 3) c
       join lateral (select k.id, k.day_of_week from classes k
                      where k.store_id = c.store_id and k.program_id = c.program_id and k.id <> c.class_id
                        and k.day_of_week between 1 and 6
                      order by k.id limit 1) o on true`,
    [storeId, nextMonday, now],
  );
  // Last Saturday's promotion test of the store's school: the members of its 小学生 classes with a grade.
  const lastSaturday = addDays(today, -((weekdayOf(today) + 1) % 7 || 7));
  const { rows: tests } = await tx.query<{ id: number; school_id: number }>(
    `insert into promotion_tests (store_id, school_id, name, held_on, created_by, created_at)
     select $1, s.id, '進級テスト', $2, (select id from staffs where store_id = $1 and is_instructor order by id limit 1), $3
       from schools s where s.store_id = $1 order by s.sort_order, s.id limit 1
     returning id, school_id`,
    [storeId, lastSaturday, now],
  );
  const test = tests[0];
  if (!test) return;
  // A pass brought the member to the grade they hold now (the test tested the grade below it); a member of
  // every third failed and keeps theirs.
  await tx.query(
    `insert into promotion_results (test_id, customer_id, tested_grade_id, passed, new_grade_id, notes, recorded_by,
       recorded_at)
     select $1, c.id, coalesce(case when c.id % 3 <> 0 then b.id end, c.grade_id), b.id is not null and c.id % 3 <> 0,
            case when b.id is not null and c.id % 3 <> 0 then c.grade_id end,
            case when b.id is null or c.id % 3 = 0 then 'クロールの息継ぎをもう一歩' end,
            (select id from staffs where store_id = $2 and is_instructor order by id limit 1), $3
       from customers c join grades g on g.id = c.grade_id
       left join lateral (select n.id from grades n where n.school_id = g.school_id and n.sort_order < g.sort_order
                           order by n.sort_order desc limit 1) b on true
      where c.store_id = $2 and c.status = 'active' and g.school_id = $4
        and exists (select 1 from class_enrollments e join classes k on k.id = e.class_id
                     where e.customer_id = c.id and e.ended_on is null and k.day_of_week = 6)
      order by c.id limit 24`,
    [test.id, storeId, now, test.school_id],
  );
  // The skills checked (0103): a pass passed every skill of the tested grade; a fail missed its last one.
  await tx.query(
    `insert into promotion_result_skills (result_id, position, skill_id, name, passed)
     select r.id, s.position, s.id, s.name,
            r.passed or s.position < (select max(m.position) from grade_skills m where m.grade_id = s.grade_id)
       from promotion_results r join grade_skills s on s.grade_id = r.tested_grade_id
      where r.test_id = $1`,
    [test.id],
  );
  await tx.query(
    `insert into customer_grade_history (customer_id, from_grade_id, to_grade_id, test_id, changed_by, changed_at)
     select r.customer_id, r.tested_grade_id, r.new_grade_id, r.test_id, r.recorded_by, r.recorded_at
       from promotion_results r where r.test_id = $1 and r.passed`,
    [test.id],
  );
}
