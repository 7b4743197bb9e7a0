import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { databaseTargets } from './support/databases.ts';

// The weekly timetable and its lessons (issue 14, parts 1 and 2): classes in lanes with coaches, refused when
// they double-book a lane or a coach (also when two desks save at once), and the lessons of a day less the
// store's closed days, with one lesson cancelled or moved. The test clock is Sunday 2026-11-22, 10:00 Tokyo;
// Monday 2026-11-23 is 勤労感謝の日.

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

describe.each(databaseTargets)('classes on $name', (target) => {
  let t: TestApp;
  let storeA: number;
  let manager: string;
  let staff: string;
  let managerB: string;
  let school: number;
  let otherSchool: number;
  let program: number;
  let otherProgram: number;
  let facility: number;
  let lane1: number;
  let lane2: number;
  let sharedLane: number;
  let otherFacilityLane: number;
  let coachA: number;
  let coachB: number;
  let coachC: number;
  let grades: number[];

  const call = (method: Method, url: string, token: string, payload?: unknown) =>
    t.request({ method, url, token, ...(payload === undefined ? {} : { payload: payload as object }) });
  const one = async <T>(sql: string, params: unknown[]) =>
    (await t.db.query<{ id: T }>(sql, params)).rows[0]?.id as T;

  const classInput = (overrides: Record<string, unknown> = {}) => ({
    school_id: school,
    program_id: program,
    name: '小学生 月曜16:00',
    day_of_week: 1,
    start_time: '16:00',
    end_time: '17:00',
    facility_id: facility,
    lane_ids: [lane1],
    instructor_id: coachA,
    assistant_instructor_id: null,
    capacity: 12,
    ...overrides,
  });

  const create = async (overrides: Record<string, unknown> = {}, token = manager) => {
    const response = await call('POST', '/api/classes', token, classInput(overrides));
    if (response.status !== 201)
      throw new Error(`create: ${response.status} ${JSON.stringify(response.body)}`);
    return response.body.data;
  };

  let memberSequence = 0;
  async function member(classId: number, enrolledOn = '2026-04-01') {
    memberSequence += 1;
    const id = await one<number>(
      `insert into customers (store_id, member_number, family_name, given_name, family_name_kana, given_name_kana)
       values ($1, $2, '会員', '花子', 'カイイン', 'ハナコ') returning id`,
      [storeA, `C${memberSequence}`],
    );
    await t.db.query(
      'insert into class_enrollments (class_id, customer_id, enrolled_on) values ($1, $2, $3)',
      [classId, id, enrolledOn],
    );
    return id;
  }

  beforeAll(async () => {
    t = await startTestApp(target);
    storeA = await t.createStore('渋谷校');
    const storeB = await t.createStore('横浜校');
    const account = async (role: 'manager' | 'staff', storeId: number) =>
      t.login((await t.createStaff({ role, storeId })).email);
    manager = await account('manager', storeA);
    staff = await account('staff', storeA);
    managerB = await account('manager', storeB);
    coachA = (await t.createStaff({ role: 'staff', storeId: storeA })).id;
    coachB = (await t.createStaff({ role: 'staff', storeId: storeA })).id;
    coachC = (await t.createStaff({ role: 'staff', storeId: storeA })).id;
    await t.db.query(`update staffs set name = '鈴木 健太' where id = $1`, [coachA]);
    school = await one<number>(
      `insert into schools (store_id, name, discipline) values ($1, 'スイミング', 'swimming') returning id`,
      [storeA],
    );
    otherSchool = await one<number>(
      `insert into schools (store_id, name, discipline) values ($1, '体操', 'gymnastics') returning id`,
      [storeA],
    );
    program = await one<number>(
      `insert into programs (store_id, school_id, name, monthly_fee) values ($1, $2, '小学生コース', 7700) returning id`,
      [storeA, school],
    );
    otherProgram = await one<number>(
      `insert into programs (store_id, school_id, name, monthly_fee) values ($1, $2, '体操コース', 7700) returning id`,
      [storeA, otherSchool],
    );
    grades = [];
    for (const [i, name] of ['15級', '14級', '13級', '12級'].entries()) {
      grades.push(
        await one<number>(
          'insert into grades (store_id, school_id, name, sort_order) values ($1, $2, $3, $4) returning id',
          [storeA, school, name, i + 1],
        ),
      );
    }
    facility = await one<number>(
      `insert into facilities (store_id, name, kind) values ($1, '25mプール', 'pool') returning id`,
      [storeA],
    );
    lane1 = await one<number>(
      `insert into facility_lanes (facility_id, number, name) values ($1, 1, '第1レーン') returning id`,
      [facility],
    );
    lane2 = await one<number>(
      `insert into facility_lanes (facility_id, number, name) values ($1, 2, '第2レーン') returning id`,
      [facility],
    );
    sharedLane = await one<number>(
      `insert into facility_lanes (facility_id, number, name, is_shared, capacity)
       values ($1, 6, '第6レーン', true, 10) returning id`,
      [facility],
    );
    const otherFacility = await one<number>(
      `insert into facilities (store_id, name, kind) values ($1, '幼児プール', 'pool') returning id`,
      [storeA],
    );
    otherFacilityLane = await one<number>(
      `insert into facility_lanes (facility_id, number, name) values ($1, 1, '幼児1') returning id`,
      [otherFacility],
    );
  });

  afterAll(async () => {
    expect(t.contractViolations()).toEqual([]);
    await t?.close();
  });

  it('when a coach builds a class, then it is on the timetable with its lane, coaches and grade range', async () => {
    const made = await create(
      {
        assistant_instructor_id: coachB,
        min_grade_id: grades[0],
        max_grade_id: grades[2],
        starts_on: '2026-04-01',
      },
      staff,
    );
    expect(made).toMatchObject({
      name: '小学生 月曜16:00',
      day_of_week: 1,
      start_time: '16:00',
      end_time: '17:00',
      school: { id: school, name: 'スイミング' },
      program: { id: program, name: '小学生コース' },
      facility: { id: facility, name: '25mプール' },
      lanes: [{ id: lane1, name: '第1レーン', is_shared: false }],
      instructor: { id: coachA, name: '鈴木 健太' },
      assistant_instructor: { id: coachB },
      min_grade: { name: '15級' },
      max_grade: { name: '13級' },
      enrolled_count: 0,
      is_active: true,
    });
    const list = await call(
      'GET',
      `/api/classes?weekday=1&facility_id=${facility}&school_id=${school}`,
      staff,
    );
    expect(list.body.data.map((c: { id: number }) => c.id)).toContain(made.id);
    expect((await call('GET', '/api/classes?weekday=2', staff)).body.data).toEqual([]);
    expect((await call('GET', `/api/classes/${made.id}`, managerB)).status).toBe(404);
    expect((await call('GET', '/api/classes', managerB)).body.data).toEqual([]);
  });

  it('when classes meet at one time, then the list orders them by their first lane (none last) and counts the members enrolled that day', async () => {
    const at = { day_of_week: 6, start_time: '09:00', end_time: '10:00' };
    const second = await create({
      ...at,
      name: '土曜 第2',
      lane_ids: [lane2, sharedLane],
      instructor_id: coachA,
    });
    const first = await create({ ...at, name: '土曜 第1', lane_ids: [lane1], instructor_id: coachB });
    await create({ ...at, name: '土曜 レーンなし', lane_ids: [], instructor_id: coachC });
    await member(first.id, '2026-04-01');
    // Enrolled from next month, and one whose enrolment ended: not counted today.
    await member(first.id, '2026-12-01');
    const ended = await member(first.id, '2026-04-01');
    await t.db.query(`update class_enrollments set ended_on = '2026-10-31' where customer_id = $1`, [ended]);
    await member(second.id, '2026-11-22');

    const response = await call('GET', '/api/classes?weekday=6', manager);
    expect(response.status).toBe(200);
    const listed = response.body.data.map(
      (k: { name: string; lanes: { number: number }[]; enrolled_count: number }) => [
        k.name,
        k.lanes.map((lane) => lane.number),
        k.enrolled_count,
      ],
    );
    expect(listed).toEqual([
      ['土曜 第1', [1], 1],
      ['土曜 第2', [2, 6], 1],
      ['土曜 レーンなし', [], 0],
    ]);
  });

  it('when another class takes the same lane at an overlapping time, then 409 names the other class', async () => {
    const response = await call(
      'POST',
      '/api/classes',
      manager,
      classInput({ name: '幼児 月曜16:30', start_time: '16:30', end_time: '17:30', instructor_id: coachC }),
    );
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(
      '第1レーンは同じ時間帯に「小学生 月曜16:00」（月 16:00〜17:00）で使われています',
    );
    // Back to back, another weekday, or a term that has not begun by then: no clash.
    await create({ name: '幼児 月曜17:00', start_time: '17:00', end_time: '18:00', instructor_id: coachC });
    await create({ name: '小学生 火曜', day_of_week: 2 });
    await create({
      name: '短期教室',
      instructor_id: coachC,
      start_time: '16:15',
      end_time: '16:45',
      starts_on: '2026-01-05',
      ends_on: '2026-03-30',
    });
  });

  it('when the same coach is put in another lane at the same time, then 409 names the coach and the class', async () => {
    const response = await call(
      'POST',
      '/api/classes',
      manager,
      classInput({ name: '別レーン', lane_ids: [lane2] }),
    );
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(
      '鈴木 健太は同じ時間帯に「小学生 月曜16:00」（月 16:00〜17:00）を担当しています',
    );
    const asAssistant = await call(
      'POST',
      '/api/classes',
      manager,
      classInput({
        name: '別レーン',
        lane_ids: [lane2],
        instructor_id: coachC,
        assistant_instructor_id: coachA,
      }),
    );
    expect(asAssistant.status).toBe(409);
  });

  it('when classes share a shared lane, then they fit up to its capacity and no further', async () => {
    const shared = { day_of_week: 3, lane_ids: [sharedLane], start_time: '10:00', end_time: '11:00' };
    await create({ ...shared, name: '成人A', capacity: 4, instructor_id: coachA });
    await create({ ...shared, name: '成人B', capacity: 6, instructor_id: coachB });
    const third = await call(
      'POST',
      '/api/classes',
      manager,
      classInput({ ...shared, name: '成人C', capacity: 1, instructor_id: coachC }),
    );
    expect(third.status).toBe(409);
    expect(third.body.message).toBe('共用レーンの第6レーンは「成人A」と合わせると定員10名を超えます');
  });

  it('when two desks save clashing classes at once, then exactly one is saved', async () => {
    const attempts = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call(
          'POST',
          '/api/classes',
          manager,
          classInput({ name: `同時${i}`, day_of_week: 4, lane_ids: [lane2], instructor_id: null }),
        ),
      ),
    );
    expect(attempts.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409, 409, 409, 409]);
    const { rows } = await t.db.query(`select 1 from classes where store_id = $1 and name like '同時%'`, [
      storeA,
    ]);
    expect(rows).toHaveLength(1);
  });

  it('when a class is moved on the board, then the same rule applies and its own place does not count', async () => {
    const made = await create({ name: '移動', day_of_week: 5, lane_ids: [lane1], instructor_id: null });
    const other = await create({ name: '隣', day_of_week: 5, lane_ids: [lane2], instructor_id: null });
    const later = await call(
      'PUT',
      `/api/classes/${made.id}`,
      staff,
      classInput({
        name: '移動',
        day_of_week: 5,
        lane_ids: [lane1],
        instructor_id: null,
        start_time: '16:15',
        end_time: '17:15',
      }),
    );
    expect(later.status).toBe(200);
    expect(later.body.data.start_time).toBe('16:15');
    const onto = await call(
      'PUT',
      `/api/classes/${made.id}`,
      staff,
      classInput({ name: '移動', day_of_week: 5, lane_ids: [lane2], instructor_id: null }),
    );
    expect(onto.status).toBe(409);
    expect(onto.body.message).toContain('「隣」');
    expect(other.id).toBeGreaterThan(0);
  });

  it('when the input is wrong, then 422 says which field, never 500', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ start_time: '17:00', end_time: '16:00' }, 'end_time'],
      [{ program_id: otherProgram }, 'program_id'],
      [{ lane_ids: [otherFacilityLane] }, 'lane_ids'],
      [{ facility_id: null }, 'lane_ids'],
      [{ instructor_id: 999999 }, 'instructor_id'],
      [{ min_grade_id: grades[2], max_grade_id: grades[0] }, 'max_grade_id'],
      [{ starts_on: '2026-05-01', ends_on: '2026-04-01' }, 'ends_on'],
      [{ assistant_instructor_id: coachA }, 'assistant_instructor_id'],
    ];
    for (const [overrides, field] of cases) {
      const response = await call(
        'POST',
        '/api/classes',
        manager,
        classInput({ day_of_week: 6, ...overrides }),
      );
      expect(response.status, JSON.stringify(overrides)).toBe(422);
      expect(Object.keys(response.body.errors)).toContain(field);
    }
    expect((await call('POST', '/api/classes', manager, { name: 'x' })).status).toBe(422);
    expect((await call('GET', '/api/classes?weekday=9', manager)).status).toBe(422);
    expect((await call('GET', '/api/lessons?date=2026-02-30', manager)).status).toBe(422);
  });

  it('when a class is deactivated, then only managers may, and it leaves the timetable', async () => {
    const made = await create({ name: '廃止予定', day_of_week: 0, instructor_id: null });
    expect((await call('DELETE', `/api/classes/${made.id}`, staff)).status).toBe(403);
    const response = await call('DELETE', `/api/classes/${made.id}`, manager);
    expect(response.status).toBe(200);
    expect(response.body.data.is_active).toBe(false);
    const list = await call('GET', '/api/classes?weekday=0', manager);
    expect(list.body.data.map((c: { id: number }) => c.id)).not.toContain(made.id);
    const all = await call('GET', '/api/classes?weekday=0&include_inactive=true', manager);
    expect(all.body.data.map((c: { id: number }) => c.id)).toContain(made.id);
    // Its slot is free again.
    await create({ name: '後継', day_of_week: 0, instructor_id: null });
  });

  describe('lessons', () => {
    let monday: { id: number };
    let members: number[];

    beforeAll(async () => {
      [monday] = (await call('GET', '/api/classes?weekday=1', manager)).body.data.filter(
        (c: { name: string }) => c.name === '小学生 月曜16:00',
      );
      members = [await member(monday.id), await member(monday.id), await member(monday.id, '2026-12-01')];
    });

    it('when the store opens on holidays, then a holiday Monday has its lessons with their counts', async () => {
      const response = await call('GET', '/api/lessons?date=2026-11-23', staff);
      expect(response.status).toBe(200);
      const lesson = response.body.data.lessons.find((l: { class_id: number }) => l.class_id === monday.id);
      expect(lesson).toMatchObject({ status: 'scheduled', enrolled: 2, booked: 2, present: 0, absent: 0 });
      // The term: 短期教室 ended in March.
      expect(response.body.data.lessons.map((l: { name: string }) => l.name)).not.toContain('短期教室');
    });

    it('when the store closes on national holidays or for a closure, then that day has no lessons and says why', async () => {
      await t.db.query(`update stores set national_holiday_hours = 'closed' where id = $1`, [storeA]);
      const holiday = await call('GET', '/api/lessons?date=2026-11-23', staff);
      expect(holiday.body.data).toMatchObject({
        is_open: false,
        closed_note: '祝日休業（勤労感謝の日）',
        lessons: [],
      });
      await t.db.query(`update stores set national_holiday_hours = 'regular' where id = $1`, [storeA]);
      await t.db.query(
        `insert into store_closures (store_id, starts_on, ends_on, reason) values ($1, '2026-12-28', '2027-01-04', '年末年始休業')`,
        [storeA],
      );
      const closed = await call('GET', '/api/lessons?date=2026-12-28', staff);
      expect(closed.body.data).toMatchObject({ is_open: false, closed_note: '年末年始休業', lessons: [] });
      const cancel = await call('PUT', `/api/classes/${monday.id}/lessons/2026-12-28`, manager, {
        kind: 'cancelled',
      });
      expect(cancel.status).toBe(422);
    });

    it('when a lesson gets a substitute coach, then that day shows it and the pattern stays', async () => {
      const response = await call('PUT', `/api/classes/${monday.id}/lessons/2026-11-30`, staff, {
        kind: 'moved',
        reason: '研修のため代行',
        substitute_instructor_id: coachC,
        lane_id: lane2,
      });
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({
        status: 'moved',
        substitute_instructor: { id: coachC },
        lanes: [{ id: lane2 }],
        exception_reason: '研修のため代行',
      });
      const week = await call('GET', '/api/lessons?date=2026-12-07', staff);
      expect(
        week.body.data.lessons.find((l: { class_id: number }) => l.class_id === monday.id),
      ).toMatchObject({
        status: 'scheduled',
        substitute_instructor: null,
        lanes: [{ id: lane1 }],
      });
      expect((await call('GET', `/api/classes/${monday.id}`, staff)).body.data.lanes).toEqual([
        expect.objectContaining({ id: lane1 }),
      ]);
    });

    it('when a lesson is moved onto a taken lane, then 409; a day the class does not meet is 422', async () => {
      const taken = await call('PUT', `/api/classes/${monday.id}/lessons/2026-12-07`, staff, {
        kind: 'moved',
        start_time: '17:00',
        end_time: '18:00',
      });
      expect(taken.status).toBe(409);
      expect(taken.body.message).toContain('「幼児 月曜17:00」');
      const tuesday = await call('PUT', `/api/classes/${monday.id}/lessons/2026-12-08`, staff, {
        kind: 'moved',
      });
      expect(tuesday.status).toBe(422);
      expect(
        (await call('PUT', `/api/classes/${monday.id}/lessons/2026-12-07`, managerB, { kind: 'moved' }))
          .status,
      ).toBe(404);
    });

    it('when the school cancels a lesson, then only a manager may and every member enrolled that day gets a credit', async () => {
      expect(
        (await call('PUT', `/api/classes/${monday.id}/lessons/2026-12-14`, staff, { kind: 'cancelled' }))
          .status,
      ).toBe(403);
      const response = await call('PUT', `/api/classes/${monday.id}/lessons/2026-12-14`, manager, {
        kind: 'cancelled',
        reason: '設備点検のため休講',
      });
      expect(response.status).toBe(200);
      expect(response.body.data.status).toBe('cancelled');
      const credits = await t.db.query<{ customer_id: number; expires_on: string; source: string }>(
        `select customer_id, expires_on, source from makeup_credits where class_id = $1 and lesson_date = '2026-12-14'
          and withdrawn_at is null order by customer_id`,
        [monday.id],
      );
      // All three are enrolled by 14 December; valid to the end of the third month after (the longer validity).
      expect(credits.rows).toEqual(
        members.map((id) => ({ customer_id: id, expires_on: '2027-03-31', source: 'cancelled' })),
      );
      expect((await call('DELETE', `/api/classes/${monday.id}/lessons/2026-12-14`, staff)).status).toBe(403);
      expect((await call('DELETE', `/api/classes/${monday.id}/lessons/2026-12-14`, manager)).status).toBe(
        200,
      );
      const left = await t.db.query(
        `select 1 from makeup_credits where class_id = $1 and lesson_date = '2026-12-14' and withdrawn_at is null`,
        [monday.id],
      );
      expect(left.rows).toEqual([]);
      expect((await call('DELETE', `/api/classes/${monday.id}/lessons/2026-12-14`, manager)).status).toBe(
        404,
      );
    });
  });
});
