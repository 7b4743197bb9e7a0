import { addDays, type Day, dayOf, weekdayOf } from '@kayoi/domain/calendar';
import type { Queryable } from '../db/database.ts';

// Demo 進級 for マイページ (issue 31): the README's family logins see a grade with a history behind it. Each of
// their members with a grade passed into it at a test some two months ago (every skill of the grade below
// checked, a coach's comment, the grade history, so a 認定証 to download), then tried the grade once a month
// ago with half of its skills checked and a comment; and their school has next month's test day set. A member
// the classes demo already put in last Saturday's test keeps that result, and nothing is written out of order.

const PASS_COMMENT = '顔をつけたまま、まっすぐけのびができました。よくがんばりました！';
const TRY_COMMENT = 'けのびの姿勢がきれいになりました。次はバタ足でひざを伸ばしましょう。';

/** The Saturday on or before the day. */
const saturdayOf = (day: Day) => addDays(day, -((weekdayOf(day) + 1) % 7));
const monthName = (day: Day) => `${Number(day.slice(5, 7))}月進級テスト`;

interface DemoMember {
  id: number;
  grade_id: number | null;
  /** Old enough (4) and long enough in lessons (two months) by the pass's day to hold a first grade. */
  can_start: boolean;
  school_id: number;
  below_id: number | null;
}

async function testOn(tx: Queryable, storeId: number, schoolId: number, day: Day, coach: number | null) {
  const { rows } = await tx.query<{ id: number }>(
    `insert into promotion_tests (store_id, school_id, name, held_on, created_by, created_at)
     values ($1, $2, $3, $4, $5, $4::date) returning id`,
    [storeId, schoolId, monthName(day), day, coach],
  );
  return rows[0]?.id as number;
}

/** A result with every skill of the tested grade checked, the first `passedSkills` of them passed. */
async function result(
  tx: Queryable,
  r: { testId: number; member: number; tested: number | null; passed: boolean; newGrade: number | null },
  notes: string,
  passedSkills: number,
  coach: number | null,
  at: Date,
) {
  const { rows } = await tx.query<{ id: number }>(
    `insert into promotion_results (test_id, customer_id, tested_grade_id, passed, new_grade_id, notes, recorded_by,
       recorded_at)
     values ($1, $2, $3, $4, $5, $6, $7, $8) on conflict do nothing returning id`,
    [r.testId, r.member, r.tested, r.passed, r.newGrade, notes, coach, at],
  );
  const id = rows[0]?.id;
  if (id === undefined) return;
  await tx.query(
    `insert into promotion_result_skills (result_id, position, skill_id, name, passed)
     select $1, s.position, s.id, s.name, s.position <= $3 from grade_skills s where s.grade_id = $2`,
    [id, r.tested, passedSkills],
  );
  if (r.passed) {
    await tx.query(
      `insert into customer_grade_history (customer_id, from_grade_id, to_grade_id, test_id, changed_by, changed_at)
       values ($1, $2, $3, $4, $5, $6)`,
      [r.member, r.tested, r.newGrade, r.testId, coach, at],
    );
  }
}

/** The school's first grade, given to a member without one. */
async function firstGrade(tx: Queryable, m: DemoMember) {
  const { rows } = await tx.query<{ id: number }>(
    'select id from grades where school_id = $1 and is_active order by sort_order, id limit 1',
    [m.school_id],
  );
  const first = rows[0]?.id;
  if (first === undefined) return undefined;
  await tx.query('update customers set grade_id = $2 where id = $1', [m.id, first]);
  return { ...m, grade_id: first, below_id: null };
}

/** `emails`: the family logins whose members get a history. */
export async function loadProgressDemo(
  tx: Queryable,
  options: { now: Date; storeId: number; emails: readonly string[] },
) {
  const today = dayOf(options.now);
  const lastSaturday = saturdayOf(addDays(today, -1));
  const passDay = addDays(lastSaturday, -56);
  const { rows: members } = await tx.query<DemoMember>(
    `select c.id, c.grade_id, g.school_id, c.can_start,
            (select b.id from grades b where b.school_id = g.school_id and b.sort_order < g.sort_order
              order by b.sort_order desc limit 1) as below_id
       from (select distinct c.id, c.grade_id,
                    coalesce(c.birth_date <= $3::date - interval '4 years' and c.joined_on <= $3::date - 60, false)
                      as can_start,
                    coalesce((select x.school_id from grades x where x.id = c.grade_id),
                             (select k.school_id from class_enrollments e join classes k on k.id = e.class_id
                               where e.customer_id = c.id and e.ended_on is null
                               order by e.enrolled_on, e.id limit 1)) as school_id
               from family_accounts a join family_links l on l.account_id = a.id
               join customers c on c.id = l.customer_id
              where a.email = any($1::text[]) and c.store_id = $2) c
       left join lateral (select x.school_id, x.sort_order from grades x where x.id = c.grade_id
                          union all
                          select f.school_id, f.sort_order from grades f
                           where c.grade_id is null and f.school_id = c.school_id and f.is_active
                          order by 2 limit 1) g on true
      where g.school_id is not null
      order by c.id`,
    [options.emails, options.storeId, passDay],
  );
  if (members.length === 0) return;
  const { rows: coaches } = await tx.query<{ id: number }>(
    'select id from staffs where store_id = $1 and is_instructor order by id limit 1',
    [options.storeId],
  );
  const coach = coaches[0]?.id ?? null;
  const days = {
    pass: passDay,
    try: addDays(lastSaturday, -28),
    next: addDays(lastSaturday, 28),
  };
  const tests = new Map<number, { pass: number; try: number }>();
  for (const schoolId of new Set(members.map((m) => m.school_id))) {
    tests.set(schoolId, {
      pass: await testOn(tx, options.storeId, schoolId, days.pass, coach),
      try: await testOn(tx, options.storeId, schoolId, days.try, coach),
    });
    await testOn(tx, options.storeId, schoolId, days.next, coach);
  }
  const at = (day: Day) => new Date(`${day}T12:00:00+09:00`);
  for (const member of members) {
    const test = tests.get(member.school_id) as { pass: number; try: number };
    // A child without a grade yet, old enough, passed into the school's first one (a test takes a member without
    // a grade); a toddler keeps none (the demo's grades fit age) and sees the school's next test only.
    const m =
      member.grade_id !== null
        ? { ...member, grade_id: member.grade_id }
        : member.can_start
          ? await firstGrade(tx, member)
          : undefined;
    if (!m) continue;
    const { rows: passes } = await tx.query<{ held_on: Day }>(
      `select t.held_on::text as held_on from promotion_results r join promotion_tests t on t.id = r.test_id
        where r.customer_id = $1 and r.passed and r.new_grade_id = $2 order by t.held_on desc limit 1`,
      [m.id, m.grade_id],
    );
    let passedOn = passes[0]?.held_on ?? null;
    if (passedOn === null) {
      const pass = {
        testId: test.pass,
        member: m.id,
        tested: m.below_id,
        passed: true,
        newGrade: m.grade_id,
      };
      await result(tx, pass, PASS_COMMENT, 1_000, coach, at(days.pass));
      passedOn = days.pass;
    }
    if (passedOn !== null && passedOn >= days.try) continue;
    const { rows: skills } = await tx.query<{ n: number }>(
      'select count(*)::int as n from grade_skills where grade_id = $1',
      [m.grade_id],
    );
    const half = Math.max(1, Math.floor((skills[0]?.n ?? 0) / 2));
    const attempt = { testId: test.try, member: m.id, tested: m.grade_id, passed: false, newGrade: null };
    await result(tx, attempt, TRY_COMMENT, half, coach, at(days.try));
  }
}
