import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countMissingLessons, warmDashboards } from '../src/modules/dashboard/warm-up.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { databaseTargets } from './support/databases.ts';
import { jst, schoolBuilder } from './support/school.ts';

// Every aggregate on hand-built data with known answers: Asia/Tokyo day boundaries, Sunday-first weeks,
// month rollovers, an empty store, and another store's data that must never be counted.

describe.each(databaseTargets)('dashboard on $name', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp(target);
  });
  afterAll(async () => {
    expect(t.contractViolations()).toEqual([]);
    await t?.close();
  });

  /** A fresh store with a signed-in manager, the clock at `now` (Tokyo wall-clock). */
  async function storeAt(now: string) {
    t.clock.now = jst(now);
    const storeId = await t.createStore();
    const manager = await t.createStaff({ role: 'manager', storeId });
    const token = await t.login(manager.email);
    const get = async (url: string) => {
      const response = await t.request({ method: 'GET', url, token });
      expect(response.status, JSON.stringify(response.body)).toBe(200);
      return response.body.data;
    };
    return { storeId, token, get, school: schoolBuilder(t, storeId) };
  }

  it('when the store has no data yet, then every tile answers with zeros and empty lists', async () => {
    const { get } = await storeAt('2026-11-22 10:00');
    const kpi = await get('/api/dashboard/kpi');
    for (const key of ['active_members', 'today_checkins', 'monthly_attendances', 'active_classes']) {
      // Nothing to compare with: no percentage (the screen says 比較なし), no direction.
      expect(kpi[key]).toEqual({
        value: 0,
        trend: 'flat',
        percentage: null,
        delta: 0,
        sparkline: [0, 0, 0, 0, 0, 0, 0],
      });
    }
    expect(await get('/api/dashboard/checkin-checkout')).toEqual({
      current_checkins: [],
      recent_checkins: [],
      recent_checkouts: [],
      longest_stays: [],
    });
    const weekly = await get('/api/dashboard/weekly-comparison');
    expect(weekly.this_week.map((d: { label: string }) => d.label)).toEqual([
      '日',
      '月',
      '火',
      '水',
      '木',
      '金',
      '土',
    ]);
    expect([...weekly.this_week, ...weekly.last_week].every((d: { count: number }) => d.count === 0)).toBe(
      true,
    );
    expect(await get('/api/dashboard/today-schedule')).toEqual([]);
    expect(await get('/api/dashboard/attendance-trend')).toEqual([
      { month: '2026-06', label: '6月', rate: 0 },
      { month: '2026-07', label: '7月', rate: 0 },
      { month: '2026-08', label: '8月', rate: 0 },
      { month: '2026-09', label: '9月', rate: 0 },
      { month: '2026-10', label: '10月', rate: 0 },
      { month: '2026-11', label: '11月', rate: 0 },
    ]);
    expect((await get('/api/dashboard/insights')).items).toEqual([]);
    const detail = await get('/api/dashboard/kpi/today_checkins');
    expect(detail.timeline).toHaveLength(30);
    expect(detail.timeline.at(-1)).toEqual({ date: '2026-11-22', value: 0 });
    expect(detail.breakdown).toEqual([]);
  });

  it('when visits fall on both sides of midnight in Tokyo, then each counts on its own Tokyo day', async () => {
    const { get, school } = await storeAt('2026-11-22 10:00');
    const hanako = await school.customer({ name: '山田 花子' });
    // 23:59 JST on the 21st is 14:59 UTC on the 21st; 00:00 JST on the 22nd is still the 21st in UTC.
    await school.visit(hanako, '2026-11-21 23:30', '2026-11-21 23:59');
    await school.visit(hanako, '2026-11-22 00:00', '2026-11-22 00:30');
    await school.visit(hanako, '2026-11-22 09:00');
    // Yesterday after 10:00 does not count against today's 10:00.
    await school.visit(hanako, '2026-11-21 09:00', '2026-11-21 09:30');
    await school.visit(hanako, '2026-11-21 15:00', '2026-11-21 16:00');

    const kpi = await get('/api/dashboard/kpi');
    expect(kpi.today_checkins.value).toBe(2);
    expect(kpi.today_checkins.sparkline).toEqual([0, 0, 0, 0, 0, 3, 2]);
    // Yesterday up to 10:00: the 09:00 visit only.
    expect(kpi.today_checkins).toMatchObject({ delta: 1, percentage: 100, trend: 'up' });

    const lists = await get('/api/dashboard/checkin-checkout');
    expect(lists.current_checkins).toEqual([
      {
        id: expect.any(Number),
        customer_id: hanako,
        customer_name: '山田 花子',
        check_in_time: '09:00',
        check_in_datetime: '2026-11-22T09:00:00+09:00',
        check_out_time: null,
        stay_duration: null,
        duration_minutes: 60,
      },
    ]);
    expect(lists.recent_checkins.map((r: { check_in_time: string }) => r.check_in_time)).toEqual([
      '09:00',
      '00:00',
    ]);
    expect(lists.recent_checkouts).toMatchObject([
      { check_in_time: '00:00', check_out_time: '00:30', stay_duration: 30 },
    ]);
    expect(lists.longest_stays.map((r: { duration_minutes: number }) => r.duration_minutes)).toEqual([
      60, 30,
    ]);
  });

  it("when a visit's check-in is moved to another Tokyo day, then its count moves with it", async () => {
    const { get, school } = await storeAt('2026-11-22 10:00');
    const hanako = await school.customer({ name: '山田 花子' });
    const moved = await school.visit(hanako, '2026-11-20 18:00', '2026-11-20 19:00');
    await school.visit(hanako, '2026-11-21 18:00', '2026-11-21 19:00');
    expect((await get('/api/dashboard/kpi')).today_checkins.sparkline).toEqual([0, 0, 0, 0, 1, 1, 0]);

    // The 20th held one visit only: it falls to 0 (a -1 on a day once failed check_ins >= 0 and the update).
    await t.db.query(
      `update attendances set check_in_at = check_in_at + interval '2 days', check_out_at = check_out_at + interval '2 days'
        where id = $1`,
      [moved],
    );
    expect((await get('/api/dashboard/kpi')).today_checkins.sparkline).toEqual([0, 0, 0, 0, 0, 1, 1]);
    const counts = await t.db.query<{ day: string; check_ins: number }>(
      `select to_char(day, 'YYYY-MM-DD') as day, check_ins from attendance_daily_counts
        where store_id = (select store_id from attendances where id = $1) order by day`,
      [moved],
    );
    expect(counts.rows).toEqual([
      { day: '2026-11-20', check_ins: 0 },
      { day: '2026-11-21', check_ins: 1 },
      { day: '2026-11-22', check_ins: 1 },
    ]);
  });

  it('when the week turns on Sunday, then Saturday night is last week and Sunday morning this week', async () => {
    const { get, school } = await storeAt('2026-11-22 10:00'); // a Sunday
    const member = await school.customer();
    await school.visit(member, '2026-11-21 23:30', '2026-11-21 23:50'); // Saturday
    await school.visit(member, '2026-11-22 00:10', '2026-11-22 01:00'); // Sunday
    await school.visit(member, '2026-11-15 10:00', '2026-11-15 11:00'); // last Sunday
    await school.visit(member, '2026-11-14 10:00', '2026-11-14 11:00'); // the week before: not shown
    const weekly = await get('/api/dashboard/weekly-comparison');
    expect(weekly.this_week.map((d: { count: number }) => d.count)).toEqual([1, 0, 0, 0, 0, 0, 0]);
    expect(weekly.last_week.map((d: { count: number }) => d.count)).toEqual([1, 0, 0, 0, 0, 0, 1]);
    // Sunday is today: Monday to Saturday are still to come, and every day says which it is.
    expect(weekly.this_week.map((d: { is_future: boolean }) => d.is_future)).toEqual([
      false,
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(weekly.this_week.map((d: { date: string }) => d.date)).toEqual([
      '2026-11-22',
      '2026-11-23',
      '2026-11-24',
      '2026-11-25',
      '2026-11-26',
      '2026-11-27',
      '2026-11-28',
    ]);
    expect(weekly.last_week.every((d: { is_future: boolean }) => !d.is_future)).toBe(true);
  });

  it('when the store is closed on a day (定休日 or a closure), then the week marks it closed rather than a day of 0 visits (issue 28)', async () => {
    const { get, storeId } = await storeAt('2026-11-22 10:00'); // a Sunday
    // Open every day but Thursday; closed on Tuesday the 17th (臨時休業).
    await t.db.query(
      `insert into store_business_hours (store_id, day_of_week, opens_at, closes_at)
       select $1, d, '09:00', '21:00' from unnest(array[0, 1, 2, 3, 5, 6]) as d`,
      [storeId],
    );
    await t.db.query(
      `insert into store_closures (store_id, starts_on, ends_on, reason) values ($1, '2026-11-17', '2026-11-17', '臨時休業')`,
      [storeId],
    );
    const weekly = await get('/api/dashboard/weekly-comparison');
    const closed = (week: { is_closed: boolean }[]) => week.map((d) => d.is_closed);
    expect(closed(weekly.last_week)).toEqual([false, false, true, false, true, false, false]);
    expect(closed(weekly.this_week)).toEqual([false, false, false, false, true, false, false]);
  });

  it('when the month rolls over, then this month counts from the 1st in Tokyo against last month to the same moment', async () => {
    const { get, school } = await storeAt('2026-12-01 10:00');
    const member = await school.customer();
    await school.visit(member, '2026-11-30 23:50', '2026-12-01 00:20'); // November
    await school.visit(member, '2026-12-01 00:05', '2026-12-01 01:00');
    await school.visit(member, '2026-12-01 09:00', '2026-12-01 09:50');
    await school.visit(member, '2026-11-01 09:00', '2026-11-01 09:30'); // last month, before 10:00
    await school.visit(member, '2026-11-01 11:00', '2026-11-01 11:30'); // last month, after 10:00
    await school.visit(member, '2026-10-31 20:00', '2026-10-31 21:00'); // October
    const kpi = await get('/api/dashboard/kpi');
    expect(kpi.monthly_attendances).toMatchObject({ value: 2, delta: 1, percentage: 100, trend: 'up' });
    // Month to date at the end of Nov 25 … 30, then Dec 1 (so far).
    expect(kpi.monthly_attendances.sparkline).toEqual([2, 2, 2, 2, 2, 3, 2]);
    const detail = await get('/api/dashboard/kpi/monthly_attendances');
    expect(
      detail.comparisons.map((c: { period: string; date: string; value: number }) => [
        c.period,
        c.date,
        c.value,
      ]),
    ).toEqual([
      ['today', '2026-12-01', 2],
      ['yesterday', '2026-11-30', 3],
      ['last_week', '2026-11-24', 2],
      ['last_month', '2026-11-01', 2],
    ]);
    expect(detail.comparisons[3]).toMatchObject({
      previous_date: '2026-10-01',
      previous: 0,
      delta: 2,
      percentage: null,
    });
  });

  it('when another store has visits, members and classes, then this store never counts them', async () => {
    const mine = await storeAt('2026-11-22 10:00');
    const other = await storeAt('2026-11-22 10:00');
    const stranger = await other.school.customer();
    const theirs = await other.school.lesson({ name: '他店クラス', day: 0, start: '09:00', end: '10:00' });
    await other.school.enrol(theirs, stranger);
    await other.school.visit(stranger, '2026-11-22 08:40');
    const kpi = await mine.get('/api/dashboard/kpi');
    expect(kpi.active_members.value).toBe(0);
    expect(kpi.today_checkins.value).toBe(0);
    expect(kpi.active_classes.value).toBe(0);
    expect((await mine.get('/api/dashboard/checkin-checkout')).current_checkins).toEqual([]);
    expect(await mine.get('/api/dashboard/today-schedule')).toEqual([]);
    // The other store sees its own.
    expect((await other.get('/api/dashboard/kpi')).today_checkins.value).toBe(1);
    expect(await other.get('/api/dashboard/today-schedule')).toHaveLength(1);
  });

  it("when today's classes run, then the schedule shows instructor, enrolled, capacity and the house presence rule", async () => {
    const { get, school, storeId } = await storeAt('2026-11-22 16:20'); // Sunday
    const coach = await t.createStaff({ role: 'staff', storeId });
    const kids = await school.lesson({
      name: 'キッズ初級',
      day: 0,
      start: '16:00',
      end: '17:00',
      capacity: 12,
      instructorId: coach.id,
      lane: '第1レーン',
    });
    const adults = await school.lesson({
      name: '成人クロール',
      day: 0,
      start: '19:00',
      end: '20:00',
      capacity: 8,
    });
    await school.lesson({ name: '休講中', day: 0, start: '11:00', end: '12:00', active: false });
    await school.lesson({ name: '月曜クラス', day: 1, start: '16:00', end: '17:00' });
    const [a, b, c, d, e, f] = await Promise.all([1, 2, 3, 4, 5, 6].map(() => school.customer()));
    for (const m of [a, b, c, d, e]) await school.enrol(kids, m as number);
    await school.enrol(kids, f as number, '2025-01-01', '2026-11-01'); // left: not enrolled today
    await school.visit(a as number, '2026-11-22 15:35'); // 25 min early: inside the window, still in
    await school.visit(b as number, '2026-11-22 15:00', '2026-11-22 15:20'); // left before the window opened
    await school.visit(c as number, '2026-11-22 15:45', '2026-11-22 16:10');
    await school.mark(kids, d as number, '2026-11-22', 'present'); // marked present without a visit
    await school.visit(e as number, '2026-11-22 15:50');
    await school.mark(kids, e as number, '2026-11-22', 'absent'); // the mark wins over the visit
    // Adults' last four Sundays: 2 of 2, 1 of 2, 0 of 2, 2 of 2 present → 5 / 8.
    const [g, h] = [await school.customer(), await school.customer()];
    await school.enrol(adults, g);
    await school.enrol(adults, h);
    await school.visit(g, '2026-11-15 18:50', '2026-11-15 20:10');
    await school.visit(h, '2026-11-15 18:40', '2026-11-15 20:00');
    await school.visit(g, '2026-11-08 19:10', '2026-11-08 20:00');
    await school.visit(g, '2026-10-25 18:55', '2026-10-25 20:00');
    await school.visit(h, '2026-10-25 18:55', '2026-10-25 20:00');
    await school.visit(h, '2026-10-18 19:00', '2026-10-18 20:00'); // a fifth Sunday back: not counted

    const schedule = await get('/api/dashboard/today-schedule');
    expect(schedule).toEqual([
      {
        id: kids,
        class_name: 'キッズ初級',
        instructor_name: expect.stringMatching(/^テスト staff/),
        start_time: '16:00',
        end_time: '17:00',
        enrolled: 5,
        capacity: 12,
        attendance_rate: 60,
        lane: '第1レーン',
        present: 3,
        attendance_basis: 'today',
      },
      {
        id: adults,
        class_name: '成人クロール',
        instructor_name: null,
        start_time: '19:00',
        end_time: '20:00',
        enrolled: 2,
        capacity: 8,
        attendance_rate: 62.5,
        lane: null,
        present: null,
        attendance_basis: 'recent',
      },
    ]);
  });

  it('when lessons were held over months, then the trend is presences over enrolled places, and a late visit updates it', async () => {
    const { get, school } = await storeAt('2026-11-22 10:00');
    // Mondays 17:00–18:00; November so far has 2, 9 and 16 (three lessons held).
    const lesson = await school.lesson({ name: '月曜クラス', day: 1, start: '17:00', end: '18:00' });
    const [a, b] = [await school.customer(), await school.customer()];
    await school.enrol(lesson, a, '2026-10-01');
    await school.enrol(lesson, b, '2026-11-09'); // joins on the 9th: 2 + 2 places
    // October: 5, 12, 19, 26 → 4 places for a, present 3 times.
    for (const day of ['05', '12', '19'])
      await school.visit(a, `2026-10-${day} 16:45`, `2026-10-${day} 18:10`);
    // November: a present on 2 and 9, b on 9 → 3 of 5 places.
    await school.visit(a, '2026-11-02 16:45', '2026-11-02 18:10');
    await school.visit(a, '2026-11-09 17:05', '2026-11-09 18:00');
    await school.visit(b, '2026-11-09 17:05', '2026-11-09 18:00');

    const trend = await get('/api/dashboard/attendance-trend?months=2');
    expect(trend).toEqual([
      { month: '2026-10', label: '10月', rate: 75 },
      { month: '2026-11', label: '11月', rate: 60 },
    ]);
    // A visit recorded late for a lesson already counted is picked up on the next read.
    await school.visit(b, '2026-11-16 16:50', '2026-11-16 18:00');
    expect((await get('/api/dashboard/attendance-trend?months=1'))[0].rate).toBe(80);
    // A tablet mark does the same.
    await school.mark(lesson, a, '2026-11-16', 'present');
    expect((await get('/api/dashboard/attendance-trend?months=1'))[0].rate).toBe(100);

    const month = await get('/api/dashboard/attendance-trend/2026-11');
    expect(month).toMatchObject({
      month: '2026-11',
      label: '2026年11月',
      rate: 100,
      lessons: 3,
      places: 5,
      presences: 5,
      check_ins: 4,
      members_attended: 2,
      previous: { month: '2026-10', label: '10月', rate: 75 },
      classes: [{ class_id: lesson, label: '月曜クラス', presences: 5, places: 5, rate: 100 }],
    });
    expect(month.by_weekday[1]).toEqual({ label: '月', presences: 5, places: 5, rate: 100 });
    expect(month.by_weekday[0]).toEqual({ label: '日', presences: 0, places: 0, rate: 0 });
  });

  it('when a lesson was cancelled, the store closed or the class out of term, then it is no lesson held (as in the reports)', async () => {
    const { get, school, storeId } = await storeAt('2026-11-22 10:00');
    // Mondays 17:00–18:00: November 2, 9 and 16 are past. a comes to the 2nd only.
    const lesson = await school.lesson({ name: '月曜クラス', day: 1, start: '17:00', end: '18:00' });
    const a = await school.customer();
    await school.enrol(lesson, a, '2026-10-01');
    await school.visit(a, '2026-11-02 16:45', '2026-11-02 18:10');
    const november = async () => {
      const month = await get('/api/dashboard/attendance-trend/2026-11');
      return { lessons: month.lessons, places: month.places, presences: month.presences, rate: month.rate };
    };
    expect(await november()).toEqual({ lessons: 3, places: 3, presences: 1, rate: 33.3 });

    // 休講 on the 9th, counted already: forgotten and left out.
    await t.db.query(
      `insert into lesson_exceptions (store_id, class_id, lesson_date, kind, reason) values ($1, $2, '2026-11-09', 'cancelled', '設備点検')`,
      [storeId, lesson],
    );
    expect(await november()).toEqual({ lessons: 2, places: 2, presences: 1, rate: 50 });
    // The store closed on the 16th (臨時休業).
    await t.db.query(
      `insert into store_closures (store_id, starts_on, ends_on, reason) values ($1, '2026-11-16', '2026-11-16', '臨時休業')`,
      [storeId],
    );
    expect(await november()).toEqual({ lessons: 1, places: 1, presences: 1, rate: 100 });
    // The closure taken back: the 16th is a lesson again (its kept counts were forgotten, not kept closed).
    await t.db.query('delete from store_closures where store_id = $1', [storeId]);
    expect(await november()).toEqual({ lessons: 2, places: 2, presences: 1, rate: 50 });
    // The class's term began on the 3rd: the 2nd was before it.
    await t.db.query(`update classes set starts_on = '2026-11-03' where id = $1`, [lesson]);
    expect(await november()).toMatchObject({ lessons: 1, places: 1, presences: 0 });
    // The class closed (inactive): its lessons are no longer the store's, in the month's totals as in its classes.
    await t.db.query('update classes set is_active = false where id = $1', [lesson]);
    expect(await november()).toMatchObject({ lessons: 0, places: 0, presences: 0 });
  });

  it('when a month is after the current one, or not a month, or a KPI is unknown, then the answer is 404', async () => {
    const { token } = await storeAt('2026-11-22 10:00');
    for (const url of [
      '/api/dashboard/attendance-trend/2026-12',
      '/api/dashboard/attendance-trend/2026-13',
      '/api/dashboard/attendance-trend/november',
      '/api/dashboard/kpi/revenue',
    ]) {
      const response = await t.request({ method: 'GET', url, token });
      expect(response.status, url).toBe(404);
      expect(response.body.error.code).toBe('NOT_FOUND');
    }
    const months = await t.request({
      method: 'GET',
      url: '/api/dashboard/attendance-trend?months=25',
      token,
    });
    expect(months.status).toBe(422);
  });

  it('when members joined, paused and left, then active members count them on the days they were members', async () => {
    const { get, school } = await storeAt('2026-11-22 10:00');
    const program = await school.program('ジュニアコース');
    const lesson = await school.lesson({
      name: 'ジュニア',
      day: 3,
      start: '16:00',
      end: '17:00',
      programId: program,
    });
    const staying = await school.customer({ joined: '2026-01-01', birth: '2016-05-01' });
    const adult = await school.customer({ joined: '2026-01-01', birth: '1990-05-01' });
    const newcomer = await school.customer({ joined: '2026-11-20', birth: null });
    const paused = await school.customer({ joined: '2026-01-01', status: 'paused' });
    await school.enrol(lesson, paused, '2026-01-01', '2026-11-10');
    await school.enrol(lesson, staying, '2026-01-01');
    for (const id of [adult, newcomer]) await school.enrol(lesson, id, '2026-01-01');

    const kpi = await get('/api/dashboard/kpi');
    // Today: three active; a month ago the paused member was still one, the newcomer not yet.
    expect(kpi.active_members).toMatchObject({ value: 3, delta: 0, trend: 'flat' });
    expect(kpi.active_members.sparkline).toEqual([2, 2, 2, 2, 3, 3, 3]);
    expect(kpi.active_classes).toMatchObject({ value: 1, delta: 0 });

    const detail = await get('/api/dashboard/kpi/active_members');
    expect(detail).toMatchObject({ key: 'active_members', label: 'アクティブ会員', unit: '名', value: 3 });
    expect(detail.breakdown_title).toBe('年齢層別');
    expect(detail.breakdown).toEqual([
      { label: '小学生（6〜12歳）', value: 1, percentage: 33.3 },
      { label: '大人（18歳〜）', value: 1, percentage: 33.3 },
      { label: '生年月日未登録', value: 1, percentage: 33.3 },
    ]);
    expect(detail.comparisons.map((c: { value: number; previous: number }) => [c.value, c.previous])).toEqual(
      [
        [3, 3],
        [3, 2],
        [2, 3],
        [3, 3],
      ],
    );
    const classes = await get('/api/dashboard/kpi/active_classes');
    expect(classes.breakdown).toEqual([{ label: 'ジュニアコース', value: 1, percentage: 100 }]);
  });

  it("when today's check-ins come at different hours, then the detail splits them into morning, afternoon and evening", async () => {
    const { get, school } = await storeAt('2026-11-22 19:00');
    const member = await school.customer();
    for (const time of ['09:00', '11:59', '12:00', '17:00', '18:30'])
      await school.visit(member, `2026-11-22 ${time}`, `2026-11-22 ${time.replace(/^(\d\d)/, (h) => h)}`);
    const detail = await get('/api/dashboard/kpi/today_checkins');
    expect(detail.value).toBe(5);
    expect(detail.breakdown).toEqual([
      { label: '午前（〜12時）', value: 2, percentage: 40 },
      { label: '午後（12〜17時）', value: 1, percentage: 20 },
      { label: '夕方以降（17時〜）', value: 2, percentage: 40 },
    ]);
  });

  it('when the same weekdays were steady for months, then the forecast says so with full confidence', async () => {
    const { get, school } = await storeAt('2026-11-25 12:00'); // a Wednesday
    const members = await Promise.all(Array.from({ length: 10 }, () => school.customer()));
    // Every day for 20 weeks: 10 visits on Thursdays, 5 on other days.
    const rows: [number, Date, Date | null][] = [];
    for (let back = 1; back <= 140; back += 1) {
      const day = new Date(jst('2026-11-25 10:00').getTime() - back * 86_400_000);
      const n = day.getUTCDay() === 4 ? 10 : 5;
      for (let i = 0; i < n; i += 1)
        rows.push([members[i] as number, day, new Date(day.getTime() + 3_600_000)]);
    }
    await school.visits(rows);
    const { items } = await get('/api/dashboard/insights');
    const forecast = items.find((i: { id: string }) => i.id === 'week_forecast');
    // Thursday 10 + Friday 5 + Saturday 5.
    expect(forecast).toMatchObject({ kind: 'prediction', title: '今週の入館予測', confidence: 100 });
    expect(forecast.message).toContain('今週の残り（木・金・土）の入館は約20名の見込みです');
  });

  it('when members stopped coming, then the alert names them with a confidence from the same rule a month earlier', async () => {
    const { get, school } = await storeAt('2026-11-22 10:00');
    const keeper = await school.customer({ name: '佐藤 蓮' });
    const dropper = await school.customer({ name: '鈴木 凛' });
    const earlyDropper = await school.customer({ name: '高橋 葵' });
    const rows: [number, Date, Date | null][] = [];
    const at = (daysBack: number) => new Date(jst('2026-11-22 09:00').getTime() - daysBack * 86_400_000);
    for (let back = 1; back <= 84; back += 3) {
      rows.push([keeper, at(back), null]);
      if (back > 28) rows.push([dropper, at(back), null]); // stopped 4 weeks ago
      if (back > 56) rows.push([earlyDropper, at(back), null]); // stopped 8 weeks ago, never came back
    }
    await school.visits(rows.map(([id, inAt]) => [id, inAt, new Date(inAt.getTime() + 3_600_000)]));
    const { items } = await get('/api/dashboard/insights');
    const alert = items.find((i: { id: string }) => i.id === 'attendance_drop');
    expect(alert).toMatchObject({ kind: 'alert', confidence: 100 });
    expect(alert.message).toContain('会員が1名います（鈴木 凛さん）');
    expect(alert.basis).toContain('1名のうち');
  });

  it('when a class is nearly full and busy, then the recommendation is to add places', async () => {
    const { get, school } = await storeAt('2026-11-22 10:00');
    const lesson = await school.lesson({
      name: '人気クラス',
      day: 6,
      start: '10:00',
      end: '11:00',
      capacity: 5,
    });
    const members = await Promise.all(Array.from({ length: 5 }, () => school.customer()));
    for (const m of members) await school.enrol(lesson, m);
    // Four Saturdays: 5, 5, 4, 2 present → 3 of 4 at 80 % of capacity or more.
    const present = { '2026-11-21': 5, '2026-11-14': 5, '2026-11-07': 4, '2026-10-31': 2 } as const;
    for (const [day, n] of Object.entries(present))
      for (const m of members.slice(0, n)) await school.visit(m, `${day} 09:50`, `${day} 11:10`);
    const { items } = await get('/api/dashboard/insights');
    expect(items.find((i: { id: string }) => i.id === 'class_capacity')).toMatchObject({
      kind: 'recommendation',
      confidence: 75,
      message: expect.stringContaining('「人気クラス」は定員5名に5名が在籍しています（100%）'),
    });
  });

  it('when the server warms the dashboards at start, then it reads every store, counts the past lessons of the longest trend, and the answers stay as they were', async () => {
    const { get, school, storeId } = await storeAt('2026-11-24 10:00');
    const member = await school.customer();
    await school.visit(member, '2026-11-24 09:00');
    const before = await get('/api/dashboard/kpi');
    const { rows } = await t.db.query<{ stores: number }>('select count(*)::int as stores from stores');
    const alsoRead: number[] = [];
    // The days of the 24-month trend before its first 6 months that are counted when the store's first screens are.
    const countedBack: number[] = [];
    const warmed = await warmDashboards(t.db, () => t.clock.now, {
      alsoPerStore: [
        async (id) => {
          alsoRead.push(id);
          if (id !== storeId) return;
          const { rows: counted } = await t.db.query<{ days: number }>(
            `select count(*)::int as days from lesson_stats_days where store_id = $1 and day < '2026-05-01'`,
            [storeId],
          );
          countedBack.push(counted[0]?.days ?? -1);
        },
      ],
    });
    expect(warmed.stores).toBe(rows[0]?.stores);
    // The other first screens (server.ts: billing's dashboard) are read for every store too.
    expect(alsoRead).toHaveLength(warmed.stores);
    expect(alsoRead).toContain(storeId);
    // Every store's first screens come before any store's longest trend, which may count 24 months of lessons.
    expect(countedBack).toEqual([0]);
    expect(warmed.trends).toBe(warmed.stores);
    // The detail of a KPI card reads more days of the stock than the card: they are kept too.
    const stock = await t.db.query<{ days: number }>(
      `select count(*)::int as days from dashboard_daily_stock where store_id = $1 and day = $2::date`,
      [storeId, '2026-09-24'],
    );
    expect(stock.rows[0]?.days).toBe(1);
    expect(await get('/api/dashboard/kpi')).toEqual(before);
    // The 24-month trend's days, 2024-12-01 to yesterday, are counted and kept: its first look is a warm one.
    const kept = await t.db.query<{ first: string; last: string; days: number }>(
      `select min(day)::text as first, max(day)::text as last, count(*)::int as days
         from lesson_stats_days where store_id = $1`,
      [storeId],
    );
    expect(kept.rows[0]).toEqual({ first: '2024-12-01', last: '2026-11-23', days: 723 });
    // Out of time before the first store: it stops and leaves the rest to their first callers.
    expect((await warmDashboards(t.db, () => t.clock.now, { budgetMs: 0 })).stores).toBe(0);
  });

  it('when the warm-up is given the past lessons to count, then it counts them after every store’s first screens and before the trends, out of time not at all', async () => {
    const { storeId } = await storeAt('2026-11-24 10:00');
    const read: number[] = [];
    const atCount: { screens: number; days: number }[] = [];
    const countLessons = async () => {
      await countMissingLessons(t.db, () => t.clock.now);
      const { rows } = await t.db.query<{ days: number }>(
        'select count(*)::int as days from lesson_stats_days where store_id = $1',
        [storeId],
      );
      atCount.push({ screens: read.length, days: rows[0]?.days ?? -1 });
    };
    const warmed = await warmDashboards(t.db, () => t.clock.now, {
      alsoPerStore: [async (id) => read.push(id)],
      countLessons,
    });
    // Every store's first screens were read before, and the store's 24 months (2024-12-01 to yesterday) are counted
    // before any trend is read.
    expect(atCount).toEqual([{ screens: warmed.stores, days: 723 }]);
    expect(warmed.trends).toBe(warmed.stores);
    await warmDashboards(t.db, () => t.clock.now, { budgetMs: 0, countLessons });
    expect(atCount).toHaveLength(1);
  });

  it('when the server warms the dashboards, then the stores whose staff used the app last come first, and the first one’s lists are read', async () => {
    const earlier = await storeAt('2026-11-24 09:00');
    const latest = await storeAt('2026-11-24 09:00');
    // An admin switched to a store of their chain: the session counts for that store, not the admin's own.
    const switched = await t.createStore();
    const admin = await t.createStaff({ role: 'admin', storeId: latest.storeId });
    const adminToken = await t.login(admin.email);
    const moved = await t.request({
      method: 'POST',
      url: '/api/v2/auth/change-store',
      token: adminToken,
      body: { store_id: switched },
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const idle = await t.createStore();
    // Later than any other session of the file's stores.
    const usedAt = async (storeId: number, at: string) =>
      t.db.query(
        `update auth_tokens set last_used_at = $2
          where coalesce(store_id, (select store_id from staffs where id = staff_id)) = $1`,
        [storeId, at],
      );
    await usedAt(earlier.storeId, '2099-01-01T09:00:00+09:00');
    await usedAt(latest.storeId, '2099-01-01T10:00:00+09:00');
    await usedAt(switched, '2099-01-01T09:30:00+09:00');
    const order: number[] = [];
    const firstOnly: number[] = [];
    await warmDashboards(t.db, () => t.clock.now, {
      alsoPerStore: [async (id) => order.push(id)],
      alsoForFirstStore: [async (id) => firstOnly.push(id)],
    });
    expect(order.slice(0, 3)).toEqual([latest.storeId, switched, earlier.storeId]);
    // The lists whose first read is slow once per server (server.ts) are read for the first store alone.
    expect(firstOnly).toEqual([latest.storeId]);
    // A store nobody works in now comes after those that have sessions, by id: the newest store is last.
    expect(order.at(-1)).toBe(idle);
  });

  it('when the server counts the missing past lessons in the background, then every store-month is counted once, a changed day again, and a store another server is counting is left to it', async () => {
    // The file's other stores counted first at the same moment: the passes below count this store's months only.
    await countMissingLessons(t.db, () => jst('2026-11-24 10:00'));
    const { school, storeId } = await storeAt('2026-11-24 10:00');
    const sundays = await school.lesson({ name: '日曜成人', day: 0, start: '19:00', end: '20:00' });
    const member = await school.customer();
    await school.enrol(sundays, member, '2026-10-01');
    await school.visit(member, '2026-11-15 18:50', '2026-11-15 20:10');
    const now = () => t.clock.now;
    const keptOf = async () =>
      (
        await t.db.query<{ first: string; last: string; days: number }>(
          `select min(day)::text as first, max(day)::text as last, count(*)::int as days
             from lesson_stats_days where store_id = $1`,
          [storeId],
        )
      ).rows[0];
    // The store is new: none of its 24 months is counted.
    expect((await keptOf())?.days).toBe(0);
    const first = await countMissingLessons(t.db, now);
    expect(first.months).toBe(24);
    expect(first.left).toBe(0);
    expect(await keptOf()).toEqual({ first: '2024-12-01', last: '2026-11-23', days: 723 });
    // The counts are those a dashboard's first reader would have made: the lesson of 11-15, one place, present.
    const { rows: lessons } = await t.db.query(
      `select lesson_date::text as day, enrolled, present from lesson_occurrence_stats
        where class_id = $1 and lesson_date between '2026-11-08' and '2026-11-22' order by 1`,
      [sundays],
    );
    expect(lessons).toEqual([
      { day: '2026-11-08', enrolled: 1, present: 0 },
      { day: '2026-11-15', enrolled: 1, present: 1 },
      { day: '2026-11-22', enrolled: 1, present: 0 },
    ]);
    // Nothing left to count: a pass counts nothing.
    expect((await countMissingLessons(t.db, now)).months).toBe(0);
    // A visit recorded late for 11-08 makes that day count again: the next pass counts its month, and only it.
    await school.visit(member, '2026-11-08 18:55', '2026-11-08 20:00');
    expect((await countMissingLessons(t.db, now)).months).toBe(1);
    const { rows: recounted } = await t.db.query(
      `select present from lesson_occurrence_stats where class_id = $1 and lesson_date = '2026-11-08'`,
      [sundays],
    );
    expect(recounted).toEqual([{ present: 1 }]);
    // The next day's pass counts the day that has passed (for every store of the file).
    t.clock.now = jst('2026-11-25 10:00');
    expect((await countMissingLessons(t.db, now)).months).toBeGreaterThanOrEqual(1);
    expect(await keptOf()).toEqual({ first: '2024-12-01', last: '2026-11-24', days: 724 });
    expect((await countMissingLessons(t.db, now)).months).toBe(0);
    if (target.name === 'postgres') {
      // Another server is counting the store (its lock held by a transaction on another connection of the pool;
      // PGlite has one connection, and one server): this one leaves the store to it, and counts it once it is free.
      await school.visit(member, '2026-11-01 18:55', '2026-11-01 20:00');
      const held = await t.db.transaction(async (tx) => {
        await tx.query("select pg_advisory_xact_lock(hashtext('lesson_catch_up'), $1)", [storeId]);
        return countMissingLessons(t.db, now);
      });
      expect(held).toMatchObject({ months: 0, left: 1 });
      expect((await countMissingLessons(t.db, now)).months).toBe(1);
    }
  });

  it('when nobody is signed in, then the dashboard answers 401', async () => {
    const response = await t.request({ method: 'GET', url: '/api/dashboard/kpi' });
    expect(response.status).toBe(401);
  });
});
