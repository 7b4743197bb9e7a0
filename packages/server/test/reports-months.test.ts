import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestBody } from './support/app.ts';
import { databaseTargets } from './support/databases.ts';
import { jst, schoolBuilder } from './support/school.ts';

// A period's whole months are read from the dashboard's monthly sums of counted lessons (lesson_stats_months,
// migration 0430), its other days and the lessons with an exception one by one (reports/lessons-held.ts), and the
// attendance series from the stores' daily sums (lesson_stats_store_days, 0440). The staff, attendance, programs
// and custom reports of 20 August – 10 November (September and October whole) must say what the same reports say
// of three parts of it that hold no whole month, added up — also after an exception, a tablet mark, an absence
// notice or a class made inactive change what was counted. Every lesson is an hour, so hours add up exactly.

/** The period, and three parts of it without a whole month (Aug 20–Sep 15, Sep 16–Oct 15, Oct 16–Nov 10). */
const PERIOD = 'from=2026-08-20&to=2026-11-10';
const PARTS = [
  'from=2026-08-20&to=2026-09-15',
  'from=2026-09-16&to=2026-10-15',
  'from=2026-10-16&to=2026-11-10',
];

type Row = Record<string, unknown>;

describe.each(databaseTargets)('reports over whole months on $name', (target) => {
  let t: TestApp;
  let token: string;
  let storeId: number;
  let mondays: number;
  let wednesdays: number;
  let substitute: number;
  let members: number[];

  beforeAll(async () => {
    t = await startTestApp(target);
    t.clock.now = jst('2026-11-20 10:00');
    storeId = await t.createStore('月次校');
    token = await t.login((await t.createStaff({ role: 'manager', storeId })).email);
    const coach = await t.createStaff({ role: 'staff', storeId });
    substitute = (await t.createStaff({ role: 'staff', storeId })).id;
    await t.db.query(`update staffs set name = '月曜 コーチ' where id = $1`, [coach.id]);
    await t.db.query(`update staffs set name = '水曜 コーチ' where id = $1`, [substitute]);
    const school = schoolBuilder(t, storeId);
    const program = await school.program('月次コース');
    mondays = await school.lesson({
      name: '月曜16時',
      day: 1,
      start: '16:00',
      end: '17:00',
      instructorId: coach.id,
      programId: program,
    });
    wednesdays = await school.lesson({
      name: '水曜18時',
      day: 3,
      start: '18:00',
      end: '19:00',
      instructorId: substitute,
      programId: program,
    });
    members = [await school.customer(), await school.customer(), await school.customer()];
    const [first, second, third] = members as [number, number, number];
    await school.enrol(mondays, first);
    await school.enrol(mondays, second);
    await school.enrol(wednesdays, third);
    await school.mark(mondays, first, '2026-09-07', 'present');
    await school.mark(mondays, first, '2026-10-05', 'present');
    await school.mark(mondays, second, '2026-10-05', 'present');
    await school.mark(wednesdays, third, '2026-10-14', 'present');
    await school.mark(mondays, second, '2026-08-24', 'present');
    await school.mark(wednesdays, third, '2026-11-04', 'present');
    // Inside the whole months: a 代行 at other times, a 休講, a lesson moved to later; an absence notice.
    await exception(mondays, '2026-09-14', 'moved', substitute, '16:30', '17:30');
    await exception(mondays, '2026-10-19', 'cancelled', null, null, null);
    await exception(wednesdays, '2026-09-16', 'moved', null, '19:00', '20:00');
    await t.db.query(
      `insert into lesson_absences (store_id, class_id, customer_id, lesson_date, reason) values ($1, $2, $3, $4, '発熱')`,
      [storeId, mondays, second, '2026-09-28'],
    );
    // A makeup booked into a Wednesday of October.
    const { rows } = await t.db.query<{ id: number }>(
      `insert into makeup_credits (store_id, customer_id, source, class_id, lesson_date, expires_on)
       values ($1, $2, 'cancelled', $3, '2026-10-19', '2026-12-31') returning id`,
      [storeId, second, mondays],
    );
    await t.db.query(
      `insert into makeup_bookings (store_id, credit_id, customer_id, class_id, lesson_date) values ($1, $2, $3, $4, $5)`,
      [storeId, rows[0]?.id, second, wednesdays, '2026-10-21'],
    );
  });
  afterAll(async () => {
    expect(t.contractViolations()).toEqual([]);
    await t?.close();
  });

  async function exception(
    classId: number,
    day: string,
    kind: 'moved' | 'cancelled',
    substituteId: number | null,
    start: string | null,
    end: string | null,
  ) {
    await t.db.query(
      `insert into lesson_exceptions (store_id, class_id, lesson_date, kind, substitute_instructor_id, start_time,
         end_time)
       values ($1, $2, $3, $4, $5, $6, $7)
       on conflict (class_id, lesson_date) do update set kind = excluded.kind,
         substitute_instructor_id = excluded.substitute_instructor_id, start_time = excluded.start_time,
         end_time = excluded.end_time`,
      [storeId, classId, day, kind, substituteId, start, end],
    );
  }

  const report = async (name: string, query: string): Promise<TestBody> => {
    const response = await t.request({ method: 'GET', url: `/api/reports/${name}?${query}`, token });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data;
  };
  const custom = async (measure: string, dimension: string, query: string): Promise<TestBody> => {
    const response = await t.request({
      method: 'POST',
      url: `/api/reports/custom/run?${query}`,
      token,
      payload: { measure, dimension },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data;
  };
  const rowsOf = (data: TestBody, key: string): Row[] =>
    data.tables.find((table: { key: string }) => table.key === key).rows;

  /** `columns` of a table's rows by `by`, added up over the reports. */
  function added(reports: TestBody[], key: string, by: string, columns: string[]) {
    const sums = new Map<unknown, Row>();
    for (const data of reports) {
      for (const row of rowsOf(data, key)) {
        const into = sums.get(row[by]) ?? Object.fromEntries(columns.map((c) => [c, 0]));
        for (const c of columns) into[c] = (into[c] as number) + (row[c] as number);
        sums.set(row[by], into);
      }
    }
    return Object.fromEntries([...sums].filter(([, row]) => columns.some((c) => row[c] !== 0)));
  }

  /** The rows of `added` added up into one. */
  const totalOf = (rows: Record<string, Row>, columns: string[]) =>
    Object.fromEntries(
      columns.map((c) => [c, Object.values(rows).reduce((sum, row) => sum + (row[c] as number), 0)]),
    );

  /** Each report of the period agrees with its three parts added up. */
  async function expectPeriodIsItsParts() {
    const staff = ['lessons', 'hours', 'assisted', 'covered_for_others', 'covered_by_others'];
    const lessons = ['lessons', 'places', 'presences', 'absences', 'makeups_used', 'cancelled_lessons'];
    const programs = ['lessons', 'makeups_in'];
    const whole = {
      staff: await report('staff', PERIOD),
      monthly: await report('attendance', `${PERIOD}&group_by=month`),
      weekly: await report('attendance', `${PERIOD}&group_by=week`),
      programs: await report('programs', PERIOD),
    };
    const parts = {
      staff: await Promise.all(PARTS.map((p) => report('staff', p))),
      attendance: await Promise.all(PARTS.map((p) => report('attendance', `${p}&group_by=week`))),
      programs: await Promise.all(PARTS.map((p) => report('programs', p))),
    };
    const staffOfPeriod = added([whole.staff], 'staff', 'staff_name', staff);
    expect(staffOfPeriod).toEqual(added(parts.staff, 'staff', 'staff_name', staff));
    expect(Object.keys(staffOfPeriod).sort()).toEqual(['月曜 コーチ', '水曜 コーチ'].sort());
    const classesOfPeriod = added([whole.monthly], 'classes', 'class_name', lessons);
    expect(classesOfPeriod).toEqual(added(parts.attendance, 'classes', 'class_name', lessons));
    // By week every lesson is read one by one: the same classes' figures.
    expect(added([whole.weekly], 'classes', 'class_name', lessons)).toEqual(classesOfPeriod);
    // September's row of the monthly series is the month's lessons, read day by day in two halves.
    const september = await Promise.all(
      ['from=2026-09-01&to=2026-09-15', 'from=2026-09-16&to=2026-09-30'].map((p) =>
        report('attendance', `${p}&group_by=week`),
      ),
    );
    const bySeries = added([whole.monthly], 'series', 'period', lessons);
    expect(bySeries['2026-09']).toEqual(totalOf(added(september, 'classes', 'class_name', lessons), lessons));
    expect(totalOf(bySeries, lessons)).toEqual(totalOf(classesOfPeriod, lessons));
    // The series add up the stores' days (lesson_stats_store_days): week by week they are the parts' weeks, and in
    // all they are the classes' lessons.
    const weeks = added([whole.weekly], 'series', 'period', lessons);
    expect(weeks).toEqual(added(parts.attendance, 'series', 'period', lessons));
    expect(totalOf(weeks, lessons)).toEqual(totalOf(classesOfPeriod, lessons));
    expect(added(parts.programs, 'classes', 'class_name', programs)).toEqual(
      added([whole.programs], 'classes', 'class_name', programs),
    );
    // The custom report's lessons and presences by coach, class and month; by week, each lesson on its own.
    for (const measure of ['lessons', 'presences']) {
      for (const dimension of ['coach', 'class', 'month', 'weekday', 'week']) {
        const run = (query: string) => custom(measure, dimension, query);
        const ofPeriod = added([await run(PERIOD)], 'values', 'dimension', ['value']);
        expect(ofPeriod, `${measure} × ${dimension}`).toEqual(
          added(await Promise.all(PARTS.map(run)), 'values', 'dimension', ['value']),
        );
        expect(Object.keys(ofPeriod).length, `${measure} × ${dimension}`).toBeGreaterThan(0);
      }
    }
    return { staff: staffOfPeriod, classes: classesOfPeriod };
  }

  it('when a period holds whole months, then the reports say what its parts say added up', async () => {
    const { staff, classes } = await expectPeriodIsItsParts();
    // September and October were read from their sums.
    const { rows } = await t.db.query<{ month: string; lessons: number }>(
      `select month::text as month, lessons from lesson_stats_months where class_id = $1 order by month`,
      [mondays],
    );
    expect(rows.map((r) => r.month)).toEqual(expect.arrayContaining(['2026-09-01', '2026-10-01']));
    // The 代行 is the Wednesday coach's lesson, and the 休講 nobody's.
    expect(staff['水曜 コーチ']).toMatchObject({ covered_for_others: 1 });
    expect(staff['月曜 コーチ']).toMatchObject({ covered_by_others: 1 });
    expect(classes.月曜16時).toMatchObject({ cancelled_lessons: 1, absences: 1 });
    expect(classes.水曜18時).toMatchObject({ makeups_used: 1 });
  });

  it('when an exception, a mark and a notice change counted lessons of a whole month, then the sums follow', async () => {
    const before = await expectPeriodIsItsParts();
    // A second 代行 in October, a lesson cancelled no more and another cancelled, a member marked present, a notice
    // withdrawn. The cancelled Wednesday is the store's only lesson that day and the class's only change of
    // September: its count is forgotten and not made again, so only the forgetting takes it out of September's sum.
    await exception(mondays, '2026-10-26', 'moved', substitute, null, null);
    await exception(wednesdays, '2026-09-30', 'cancelled', null, null, null);
    await t.db.query('delete from lesson_exceptions where class_id = $1 and lesson_date = $2', [
      mondays,
      '2026-10-19',
    ]);
    await schoolBuilder(t, storeId).mark(wednesdays, members[2] as number, '2026-10-07', 'present');
    await t.db.query('delete from lesson_absences where class_id = $1 and lesson_date = $2', [
      mondays,
      '2026-09-28',
    ]);

    const after = await expectPeriodIsItsParts();
    expect(after.staff['水曜 コーチ']?.covered_for_others).toBe(2);
    expect(after.staff['月曜 コーチ']?.lessons).toBe(before.staff['月曜 コーチ']?.lessons);
    expect(after.classes.月曜16時).toMatchObject({ cancelled_lessons: 0, absences: 0 });
    expect(after.classes.月曜16時?.lessons).toBe((before.classes.月曜16時?.lessons as number) + 1);
    expect(after.classes.水曜18時?.presences).toBe((before.classes.水曜18時?.presences as number) + 1);
    expect(after.classes.水曜18時?.lessons).toBe((before.classes.水曜18時?.lessons as number) - 1);
    expect(after.classes.水曜18時?.cancelled_lessons).toBe(1);
  });

  it('when a class is made inactive, then its lessons leave every figure, its coach’s 代行 stay', async () => {
    await t.db.query('update classes set is_active = false where id = $1', [wednesdays]);

    const after = await expectPeriodIsItsParts();
    expect(Object.keys(after.classes)).toEqual(['月曜16時']);
    expect(after.staff['水曜 コーチ']).toMatchObject({ lessons: 2, covered_for_others: 2 });
  });
});
