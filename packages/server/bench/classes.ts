// Classes (issue 14): the lessons of a day for a store with 300 weekly classes and 5,000 enrolled members, and
// the lane board's data for a facility and weekday, each within ×100 health's CPU per call (50 ms at a quiet
// health CPU of 0.5 ms), over real HTTP (bench/support.ts). Run alone with `node bench/classes.ts` (with
// BENCH_DATABASE_URL: on PostgreSQL), or as part of `pnpm bench`.
import { fileURLToPath } from 'node:url';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { type BenchServer, finish, measure, scaled, withServer } from './support.ts';

const CLASSES = 300;
const MEMBERS = scaled(5_000);
const CLASSES_BUDGET = { ratio: 100 };
/** A Monday: the day whose lessons are read (its visits and marks are generated). */
const DAY = '2026-11-30';

export function benchClasses(): Promise<boolean> {
  return withServer('classes', 'Classes', classes);
}

async function classes(server: BenchServer) {
  const { db } = server;
  const one = async (sql: string, params: unknown[] = []) =>
    (await db.query<{ id: number }>(sql, params)).rows[0]?.id as number;
  const started = performance.now();
  const store = await one(`insert into stores (name) values ('ベンチ校') returning id`);
  const hash = await hashPassword('bench-password');
  await db.query(
    `insert into staffs (store_id, name, email, password_hash, role)
     select $1, 'コーチ ' || i, 'coach' || i || '@kayoi.local', $2, case when i = 1 then 'manager' else 'staff' end
     from generate_series(1, 40) i`,
    [store, hash],
  );
  const school = await one(
    `insert into schools (store_id, name, discipline) values ($1, 'スイミング', 'swimming') returning id`,
    [store],
  );
  const program = await one(
    `insert into programs (store_id, school_id, name, monthly_fee) values ($1, $2, '小学生コース', 7700) returning id`,
    [store, school],
  );
  await db.query(
    `insert into grades (store_id, school_id, name, sort_order) select $1, $2, (26 - i) || '級', i
     from generate_series(1, 25) i`,
    [store, school],
  );
  const facilities: number[] = [];
  for (const name of ['25mプール', '幼児プール']) {
    const id = await one(
      `insert into facilities (store_id, name, kind) values ($1, $2, 'pool') returning id`,
      [store, name],
    );
    facilities.push(id);
    await db.query(
      `insert into facility_lanes (facility_id, number, name, capacity) select $1, i, '第' || i || 'レーン', 20
       from generate_series(1, 5) i`,
      [id],
    );
  }
  // 300 classes: Monday to Saturday, 10 lanes × 5 hourly slots from 15:00; each slot's coaches all different.
  await db.query(
    `insert into classes (store_id, school_id, program_id, name, day_of_week, start_time, end_time, facility_id,
       lane_id, instructor_id, capacity, starts_on)
     select $1, $2, $3, '小学生 ' || d || '-' || s || '-' || l, d, make_time(15 + s, 0, 0), make_time(16 + s, 0, 0),
            fl.facility_id, fl.id, (select id from staffs where store_id = $1 order by id offset (l + (d % 3) * 10)
            limit 1), 20, '2025-04-01'
       from generate_series(1, 6) d, generate_series(0, 4) s, generate_series(0, 9) l
       join lateral (select f.id as facility_id, x.id from facility_lanes x join facilities f on f.id = x.facility_id
                      where f.store_id = $1 order by f.id, x.number offset l limit 1) fl on true`,
    [store, school, program],
  );
  await db.query(
    `insert into customers (store_id, member_number, family_name, given_name, family_name_kana, given_name_kana,
       grade_id, status, joined_on)
     select $1, 'K' || lpad(i::text, 6, '0'), '会員' || i, '花子', 'カイイン', 'ハナコ',
            (select id from grades where school_id = $2 order by sort_order offset i % 25 limit 1), 'active',
            '2025-04-01'
       from generate_series(1, $3::int) i`,
    [store, school, MEMBERS],
  );
  await db.query(
    `insert into class_enrollments (class_id, customer_id, enrolled_on)
     select k.id, c.id, '2025-04-01'
       from (select id, row_number() over (order by id) - 1 as n from customers where store_id = $1) c
       join (select id, row_number() over (order by id) - 1 as n from classes where store_id = $1) k
         on k.n = c.n % ${CLASSES}`,
    [store],
  );
  // The day's visits (two in three members of Monday's classes) and some marks, absences and makeups.
  await db.query(
    `insert into attendances (store_id, customer_id, check_in_at, check_out_at)
     select $1, e.customer_id, ($2::date + k.start_time - interval '10 minutes') at time zone 'Asia/Tokyo',
            ($2::date + k.end_time + interval '10 minutes') at time zone 'Asia/Tokyo'
       from class_enrollments e join classes k on k.id = e.class_id
      where k.store_id = $1 and k.day_of_week = 1 and e.customer_id % 3 <> 0`,
    [store, DAY],
  );
  await db.query(
    `insert into lesson_absences (store_id, class_id, customer_id, lesson_date)
     select $1, e.class_id, e.customer_id, $2 from class_enrollments e join classes k on k.id = e.class_id
      where k.store_id = $1 and k.day_of_week = 1 and e.customer_id % 9 = 0`,
    [store, DAY],
  );
  await db.query('analyze');
  console.info(
    `${CLASSES} weekly classes, ${MEMBERS} enrolled members, 2 facilities × 5 lanes (generated in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
  const { client } = server;
  const token = await client.login('coach2@kayoi.local', 'bench-password');
  const cases: [string, string, boolean][] = [
    [`GET  /api/lessons?date=${DAY} (50 lessons, counts)`, `/api/lessons?date=${DAY}`, true],
    [
      'GET  /api/classes?weekday=1&facility_id= (lane board)',
      `/api/classes?weekday=1&facility_id=${facilities[0]}`,
      true,
    ],
    // The whole timetable: printed, not held to the budget.
    ['GET  /api/classes (the whole timetable, 300)', '/api/classes', false],
  ];
  for (const [name, url, held] of cases)
    await measure(
      server,
      'classes',
      name,
      () => client.get(url, token),
      held ? { budget: CLASSES_BUDGET } : {},
    );
  const { lessons } = await client.data<{ lessons: { booked: number; present: number }[] }>(
    client.get(`/api/lessons?date=${DAY}`, token),
  );
  console.info(
    `  ${DAY}: ${lessons.length} lessons, ${lessons.reduce((n, l) => n + l.booked, 0)} booked, ${lessons.reduce((n, l) => n + l.present, 0)} present`,
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await benchClasses();
  finish();
}
