import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { swimSchool } from './support/classes.ts';
import { databaseTargets } from './support/databases.ts';

// The coach side of the classes (issue 14): the tablet shows a lesson's makeup members marked 振替 and absence
// notices as 欠席連絡; a promotion result keeps the skills of the tested grade, each passed or not; a school's
// makeup and enrolment rules are read by the store's staff and set by its admins and managers. Test clock:
// Sunday 2026-11-22, 10:00 Tokyo.

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

interface TabletMember {
  customer_id: number;
  roll: string;
  absence_notice: boolean;
  presence: string;
  source: string | null;
}

const RULES = {
  makeup_validity_months: 2,
  cancelled_validity_months: 6,
  makeup_quota_per_weekly_lesson: 3,
  booking_cutoff_minutes: 120,
  waitlist_hold_hours: 24,
  change_deadline_day: 20,
  absence_cutoff_minutes: 180,
  makeup_booking_window_days: 14,
};

describe.each(databaseTargets)('the coach side of the classes on $name', (target) => {
  let t: TestApp;
  let storeA: number;
  let staff: string;
  let manager: string;
  let managerB: string;
  let school: number;
  let program: number;
  let grades: number[];
  let monday: number;
  let wednesday: number;
  let sequence = 0;

  const call = (method: Method, url: string, payload?: unknown, token = staff) =>
    t.request({ method, url, token, ...(payload === undefined ? {} : { payload: payload as object }) });
  const one = async (sql: string, params: unknown[]) =>
    (await t.db.query<{ id: number }>(sql, params)).rows[0]?.id as number;

  async function classOf(name: string, dayOfWeek: number, start: string, low = 0, high = 3) {
    const response = await call('POST', '/api/classes', {
      school_id: school,
      program_id: program,
      name,
      day_of_week: dayOfWeek,
      start_time: start,
      end_time: `${Number(start.slice(0, 2)) + 1}:00`,
      capacity: 10,
      min_grade_id: grades[low],
      max_grade_id: grades[high],
    });
    if (response.status !== 201) throw new Error(JSON.stringify(response.body));
    return response.body.data.id as number;
  }

  async function member(classId: number, gradeIndex = 1, kana = 'カイイン') {
    sequence += 1;
    const id = await one(
      `insert into customers (store_id, member_number, family_name, given_name, family_name_kana, given_name_kana,
         grade_id)
       values ($1, $2, '会員', $3, $4, 'ハナコ', $5) returning id`,
      [storeA, `C${sequence}`, `${sequence}`, kana, grades[gradeIndex]],
    );
    await t.db.query(
      `insert into class_enrollments (class_id, customer_id, enrolled_on) values ($1, $2, '2026-04-01')`,
      [classId, id],
    );
    return id;
  }

  const tabletMembers = async (date: string, classId: number) => {
    const response = await call('GET', `/api/tablet-attendance/lessons?date=${date}`);
    expect(response.status).toBe(200);
    const lesson = (response.body.data.lessons as { class_id: number; members: TabletMember[] }[]).find(
      (l) => l.class_id === classId,
    );
    return lesson as { class_id: number; members: TabletMember[]; counts: Record<string, number> };
  };

  beforeAll(async () => {
    t = await startTestApp(target);
    storeA = await t.createStore('渋谷校');
    const storeB = await t.createStore('横浜校');
    staff = await t.login((await t.createStaff({ role: 'staff', storeId: storeA })).email);
    manager = await t.login((await t.createStaff({ role: 'manager', storeId: storeA })).email);
    managerB = await t.login((await t.createStaff({ role: 'manager', storeId: storeB })).email);
    ({ school, program, grades } = await swimSchool(t, storeA));
    monday = await classOf('小学生 月曜16時', 1, '16:00');
    wednesday = await classOf('小学生 水曜16時', 3, '16:00');
  });

  afterAll(async () => {
    expect(t.contractViolations()).toEqual([]);
    await t?.close();
  });

  describe('the tablet', () => {
    it('when a member booked a makeup into a lesson, then the tablet lists them there as 振替, markable, and an absence notice reads as 欠席連絡', async () => {
      const regular = await member(wednesday, 1, 'アオキ');
      const away = await member(monday, 1, 'イトウ');
      const notified = await member(wednesday, 1, 'ウエダ');
      const absence = await call('POST', '/api/absences', {
        class_id: monday,
        customer_id: away,
        lesson_date: '2026-11-23',
      });
      expect(absence.status).toBe(201);
      const credit = absence.body.data.credit.id as number;
      const booking = await call('POST', '/api/makeup-bookings', {
        credit_id: credit,
        class_id: wednesday,
        lesson_date: '2026-11-25',
      });
      expect(booking.status).toBe(201);
      expect(
        (
          await call('POST', '/api/absences', {
            class_id: wednesday,
            customer_id: notified,
            lesson_date: '2026-11-25',
          })
        ).status,
      ).toBe(201);

      const lesson = await tabletMembers('2026-11-25', wednesday);
      expect(
        lesson.members.map((m) => [m.customer_id, m.roll, m.absence_notice, m.presence, m.source]),
      ).toEqual([
        [regular, 'enrolled', false, 'unmarked', null],
        [notified, 'enrolled', true, 'excused', 'notice'],
        [away, 'makeup', false, 'unmarked', null],
      ]);
      expect(lesson.counts).toMatchObject({ excused: 1, unmarked: 2 });
      // The member who is away from Monday is not on Monday's roll that day only as a makeup elsewhere.
      const mondayLesson = await tabletMembers('2026-11-23', monday);
      expect(mondayLesson.members.find((m) => m.customer_id === away)).toMatchObject({
        roll: 'enrolled',
        absence_notice: true,
        presence: 'excused',
      });

      const marked = await call('PUT', `/api/tablet-attendance/lessons/${wednesday}/members/${away}`, {
        date: '2026-11-25',
        status: 'present',
      });
      expect(marked.status).toBe(200);
      expect(marked.body.data).toMatchObject({ roll: 'makeup', presence: 'present', source: 'tablet' });
      // A mark wins over the notice.
      const came = await call('PUT', `/api/tablet-attendance/lessons/${wednesday}/members/${notified}`, {
        date: '2026-11-25',
        status: 'present',
      });
      expect(came.body.data).toMatchObject({ absence_notice: true, presence: 'present', mark: 'present' });

      // Cancelled, the makeup leaves the lesson and the member cannot be marked there.
      expect((await call('DELETE', `/api/makeup-bookings/${booking.body.data.id}`)).status).toBe(200);
      const after = await tabletMembers('2026-11-25', wednesday);
      expect(after.members.map((m) => m.customer_id)).not.toContain(away);
      const refused = await call('PUT', `/api/tablet-attendance/lessons/${wednesday}/members/${away}`, {
        date: '2026-11-25',
        status: 'present',
      });
      expect(refused.status).toBe(404);
      // Another store sees nothing of it.
      const other = await call('GET', '/api/tablet-attendance/lessons?date=2026-11-25', undefined, managerB);
      expect(other.body.data.lessons).toEqual([]);
    });
    it('when a lesson is moved, cancelled or taught by a 代行 that day, then the tablet takes it as that day has it, and a visit counts on its own day only', async () => {
      const pool = await one(
        `insert into facilities (store_id, name, kind) values ($1, '25mプール', 'pool') returning id`,
        [storeA],
      );
      const [first, second] = [
        await one(
          `insert into facility_lanes (facility_id, number, name) values ($1, 1, '第1レーン') returning id`,
          [pool],
        ),
        await one(
          `insert into facility_lanes (facility_id, number, name) values ($1, 2, '第2レーン') returning id`,
          [pool],
        ),
      ];
      const coach = await t.createStaff({ role: 'staff', storeId: storeA });
      const created = await call('POST', '/api/classes', {
        school_id: school,
        program_id: program,
        name: '小学生 金曜17時',
        day_of_week: 5,
        start_time: '17:00',
        end_time: '18:00',
        capacity: 10,
        facility_id: pool,
        lane_ids: [first],
      });
      expect(created.status).toBe(201);
      const friday = created.body.data.id as number;
      const stale = await member(friday, 1, 'エンドウ');
      const came = await member(friday, 1, 'オオタ');
      // A visit of last Friday never checked out, and a visit of the lesson's day half an hour before it.
      await t.db.query(
        `insert into attendances (store_id, customer_id, check_in_at, check_out_at) values
           ($1, $2, '2026-11-20 16:50+09', null), ($1, $3, '2026-11-27 17:40+09', '2026-11-27 19:10+09')`,
        [storeA, stale, came],
      );

      const asPlanned = await call('GET', '/api/tablet-attendance/lessons?date=2026-11-27');
      expect(
        asPlanned.body.data.lessons.find((l: { class_id: number }) => l.class_id === friday),
      ).toMatchObject({
        lane: '第1レーン',
        start_time: '17:00',
      });

      const moved = await call('PUT', `/api/classes/${friday}/lessons/2026-11-27`, {
        kind: 'moved',
        lane_id: second,
        start_time: '18:00',
        end_time: '19:00',
        substitute_instructor_id: coach.id,
      });
      expect(moved.status).toBe(200);
      const lesson = (
        await call('GET', '/api/tablet-attendance/lessons?date=2026-11-27')
      ).body.data.lessons.find((l: { class_id: number }) => l.class_id === friday);
      expect(lesson).toMatchObject({ lane: '第2レーン', start_time: '18:00', end_time: '19:00' });
      expect(lesson.instructor_name).not.toBeNull();
      const presence = Object.fromEntries(
        (lesson.members as TabletMember[]).map((m) => [m.customer_id, [m.presence, m.source]]),
      );
      expect(presence).toEqual({ [stale]: ['unmarked', null], [came]: ['present', 'visit'] });

      const cancelled = await call(
        'PUT',
        `/api/classes/${friday}/lessons/2026-12-04`,
        { kind: 'cancelled', reason: '設備点検' },
        manager,
      );
      expect(cancelled.status).toBe(200);
      const dayOff = await call('GET', '/api/tablet-attendance/lessons?date=2026-12-04');
      expect(dayOff.body.data.lessons.map((l: { class_id: number }) => l.class_id)).not.toContain(friday);
      const unmarkable = await call('PUT', `/api/tablet-attendance/lessons/${friday}/members/${came}`, {
        date: '2026-12-04',
        status: 'present',
      });
      expect(unmarkable.status).toBe(422);
    });
  });

  describe('skills checked in a promotion test', () => {
    let skills: number[];
    let otherSkill: number;

    beforeAll(async () => {
      skills = [];
      for (const [i, name] of ['けのび 5m', 'バタ足 10m', '顔つけ 10秒'].entries()) {
        skills.push(
          await one('insert into grade_skills (grade_id, position, name) values ($1, $2, $3) returning id', [
            grades[0],
            i + 1,
            name,
          ]),
        );
      }
      otherSkill = await one(
        "insert into grade_skills (grade_id, position, name) values ($1, 1, 'クロール 25m') returning id",
        [grades[1]],
      );
    });

    const newTest = async () =>
      (await call('POST', '/api/promotion-tests', { school_id: school, held_on: '2026-11-21' })).body.data
        .id as number;

    it('when a coach checks skills, then every skill of the tested grade is kept passed or not, in the grade order', async () => {
      const test = await newTest();
      const [passer, failer] = [await member(monday, 0), await member(monday, 0)];
      const recorded = await call('POST', `/api/promotion-tests/${test}/results`, {
        results: [
          { customer_id: passer, passed: true, skill_ids: [skills[2], skills[0], skills[1], skills[0]] },
          { customer_id: failer, passed: false, skill_ids: [skills[0]] },
        ],
      });
      expect(recorded.status).toBe(201);
      const listed = await call('GET', `/api/promotion-tests/${test}/results`);
      const byMember = new Map(
        (listed.body.data as { customer_id: number }[]).map((r) => [r.customer_id, r]),
      );
      expect(byMember.get(passer)).toMatchObject({
        skill_ids: skills,
        skills: [
          { id: skills[0], name: 'けのび 5m', passed: true },
          { id: skills[1], name: 'バタ足 10m', passed: true },
          { id: skills[2], name: '顔つけ 10秒', passed: true },
        ],
      });
      expect(byMember.get(failer)).toMatchObject({
        skill_ids: [skills[0]],
        skills: [
          { id: skills[0], passed: true },
          { id: skills[1], passed: false },
          { id: skills[2], passed: false },
        ],
      });

      // The master changes later; the result reads as it was checked.
      await t.db.query("update grade_skills set name = 'けのび 10m' where id = $1", [skills[0]]);
      const again = await call('GET', `/api/promotion-tests/${test}/results`);
      const failerAgain = (again.body.data as { customer_id: number; skills: { name: string }[] }[]).find(
        (r) => r.customer_id === failer,
      );
      expect(failerAgain?.skills[0]?.name).toBe('けのび 5m');
      await t.db.query("update grade_skills set name = 'けのび 5m' where id = $1", [skills[0]]);
    });

    it('when a skill of another grade is sent, then nothing is recorded and the field says so in Japanese', async () => {
      const test = await newTest();
      const [first, second] = [await member(monday, 0), await member(monday, 0)];
      const refused = await call('POST', `/api/promotion-tests/${test}/results`, {
        results: [
          { customer_id: first, passed: true, skill_ids: [skills[0]] },
          { customer_id: second, passed: true, skill_ids: [otherSkill] },
        ],
      });
      expect(refused.status).toBe(422);
      expect(refused.body.errors['results.1.skill_ids']).toEqual(['この会員の級の課題を選択してください']);
      expect((await call('GET', `/api/promotion-tests/${test}/results`)).body.data).toEqual([]);
      expect(
        (await t.db.query('select grade_id from customers where id = $1', [first])).rows[0]?.grade_id,
      ).toBe(grades[0]);
    });

    it('when the tested grade has no skills, then the result has none', async () => {
      const test = await newTest();
      const higher = await member(monday, 2);
      const recorded = await call('POST', `/api/promotion-tests/${test}/results`, {
        results: [{ customer_id: higher, passed: false }],
      });
      expect(recorded.status).toBe(201);
      expect(recorded.body.data[0]).toMatchObject({ skill_ids: [], skills: [] });
    });
  });

  describe("a school's makeup and enrolment rules", () => {
    it('when a school never saved its rules, then everyone of the store reads the defaults; another store gets 404', async () => {
      const response = await call('GET', `/api/schools/${school}/class-rules`);
      expect(response.status).toBe(200);
      expect(response.body.data).toEqual({
        school_id: school,
        makeup_validity_months: 1,
        cancelled_validity_months: 3,
        makeup_quota_per_weekly_lesson: 2,
        booking_cutoff_minutes: 60,
        waitlist_hold_hours: 48,
        change_deadline_day: null,
        absence_cutoff_minutes: 120,
        makeup_booking_window_days: 28,
        is_default: true,
      });
      expect((await call('GET', `/api/schools/${school}/class-rules`, undefined, managerB)).status).toBe(404);
      expect((await call('GET', '/api/schools/999999/class-rules')).status).toBe(404);
    });

    it('when staff try to change them, then 403; a manager of another store gets 404', async () => {
      const refused = await call('PUT', `/api/schools/${school}/class-rules`, RULES);
      expect(refused.status).toBe(403);
      expect((await call('PUT', `/api/schools/${school}/class-rules`, RULES, managerB)).status).toBe(404);
      expect((await call('GET', `/api/schools/${school}/class-rules`)).body.data.is_default).toBe(true);
    });

    it('when values are out of range, then 422 names each field in Japanese', async () => {
      const refused = await call(
        'PUT',
        `/api/schools/${school}/class-rules`,
        { ...RULES, makeup_validity_months: 13, waitlist_hold_hours: 0, change_deadline_day: 31 },
        manager,
      );
      expect(refused.status).toBe(422);
      expect(refused.body.errors).toMatchObject({
        makeup_validity_months: ['振替権の有効期限は12以下で入力してください'],
        waitlist_hold_hours: ['キャンセル待ちの確保時間は1以上で入力してください'],
        change_deadline_day: ['変更締切日は28以下で入力してください'],
      });
    });

    it('when a manager saves them, then they answer as saved and the makeups follow them', async () => {
      const saved = await call('PUT', `/api/schools/${school}/class-rules`, RULES, manager);
      expect(saved.status).toBe(200);
      expect(saved.body.message).toBe('振替・在籍のルールを更新しました');
      expect(saved.body.data).toEqual({ school_id: school, ...RULES, is_default: false });
      expect((await call('GET', `/api/schools/${school}/class-rules`)).body.data).toEqual(saved.body.data);
      const cleared = await call(
        'PUT',
        `/api/schools/${school}/class-rules`,
        { ...RULES, change_deadline_day: null },
        manager,
      );
      expect(cleared.body.data.change_deadline_day).toBeNull();
      await call('PUT', `/api/schools/${school}/class-rules`, RULES, manager);

      // Validity two months: an absence on 30 November gives a credit to the end of January.
      const away = await member(monday, 1);
      const absence = await call('POST', '/api/absences', {
        class_id: monday,
        customer_id: away,
        lesson_date: '2026-11-30',
      });
      expect(absence.body.data.credit).toMatchObject({ expires_on: '2027-01-31' });
    });

    it('when the 変更締切日 has passed, then a promotion proposes the class change from the month after next', async () => {
      // Rules saved above: 変更締切日 20; today is 22 November.
      const beginners = await classOf('初級 木曜16時', 4, '16:00', 0, 0);
      await classOf('中級 木曜17時', 4, '17:00', 1, 3);
      const passer = await member(beginners, 0);
      const test = (await call('POST', '/api/promotion-tests', { school_id: school, held_on: '2026-11-21' }))
        .body.data.id as number;
      const recorded = await call('POST', `/api/promotion-tests/${test}/results`, {
        results: [{ customer_id: passer, passed: true }],
      });
      expect(recorded.status).toBe(201);
      expect(recorded.body.data[0].class_change).toMatchObject({ moves_on: '2027-01-01' });
    });
  });
});
