import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { swimSchool } from './support/classes.ts';
import { databaseTargets } from './support/databases.ts';
import { deliveriesOf } from './support/notifications.ts';

// 振替予約 from マイページ (issue 31): a family with a makeup credit sees the lessons its member may book by the
// desk's rules (program, grade range, free seat, cutoff, expiry; within the school's booking window, 28 days), books one through the desk's use
// case (the tablet's roll shows it), cancels it before the cutoff and gets the credit back. A family reaches only
// its own members, credits and bookings; 12 families racing for the last seat get one seat.
//
// The test clock is Sunday 2026-11-22 10:00 in Tokyo; the schools' rules are the defaults (振替 booking cutoff 60
// minutes, credits valid to the end of the next month, 2 absences a month credited for a weekly lesson).

const FAMILY_PASSWORD = 'hinata-swim-2026';
const FULL = 'この日のレッスンは満席です';
const MINUTE = 60 * 1000;

interface Options {
  window_days: number;
  members: {
    member: { id: number; name: string };
    credits: { id: number; expires_on: string; lesson_date: string }[];
    lessons: {
      credit_id: number;
      class_id: number;
      date: string;
      start_time: string;
      lanes: string[];
      coach: string | null;
      free_seats: number;
      book_until: string;
    }[];
    bookings: { id: number; class: { id: number }; lesson_date: string; can_cancel: boolean }[];
  }[];
}

describe.each(databaseTargets)('振替予約 for families on $name', (target) => {
  let t: TestApp;
  let storeA: number;
  let storeB: number;
  let staffA: string;
  let staffB: string;
  let sequence = 0;
  let swim: Awaited<ReturnType<typeof swimSchool>>;
  /** The member's own class (Tuesday 16:00), a Thursday 16:00 class for 15級–13級, a Wednesday one for 12級 only. */
  let tuesday: number;
  let thursday: number;
  let wednesday12: number;

  const one = async (sql: string, params: unknown[]) =>
    (await t.db.query<{ id: number }>(sql, params)).rows[0]?.id as number;

  async function weeklyClass(
    dow: number,
    start: string,
    options: { capacity?: number; minGrade?: number; maxGrade?: number; storeId?: number } = {},
  ) {
    sequence += 1;
    const end = `${String(Number(start.slice(0, 2)) + 1).padStart(2, '0')}${start.slice(2)}`;
    return one(
      `insert into classes (store_id, school_id, program_id, name, day_of_week, start_time, end_time, capacity,
         starts_on, min_grade_id, max_grade_id)
       values ($1, $2, $3, $4, $5, $6, $7, $8, '2025-01-01', $9, $10) returning id`,
      [
        options.storeId ?? storeA,
        options.storeId ? null : swim.school,
        options.storeId ? null : swim.program,
        `小学生${sequence}`,
        dow,
        start,
        end,
        options.capacity ?? 10,
        options.minGrade ?? null,
        options.maxGrade ?? null,
      ],
    );
  }

  /** A child of store A at 14級, enrolled in the Tuesday class. */
  async function child(storeId = storeA, classId = tuesday) {
    sequence += 1;
    const id = await one(
      `insert into customers (store_id, member_number, family_name, given_name, family_name_kana, given_name_kana,
         birth_date, status, joined_on, guardian_name, grade_id)
       values ($1, $2, '佐藤', $3, 'サトウ', 'ヒナタ', '2017-05-01', 'active', '2025-04-01', '佐藤 美和', $4)
       returning id`,
      [storeId, `M${sequence}`, `陽向${sequence}`, storeId === storeA ? swim.grades[1] : null],
    );
    await t.db.query(
      `insert into class_enrollments (class_id, customer_id, enrolled_on) values ($1, $2, '2025-01-01')`,
      [classId, id],
    );
    return id;
  }

  /** A family account linked to `customerId` through the invitation; answers its session token. */
  async function family(customerId: number, inviter = staffA) {
    sequence += 1;
    const email = `makeup-${sequence}@test.kayoi.jp`;
    const invited = await t.request({
      method: 'POST',
      url: `/api/customers/${customerId}/family-invitations`,
      token: inviter,
      payload: { email },
    });
    expect(invited.status).toBe(200);
    const mail = [...t.outbox].reverse().find((m) => m.to === email);
    const token = /\/my\/invitation\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
    const accepted = await t.request({
      method: 'POST',
      url: '/api/family/auth/accept-invitation',
      payload: { token, password: FAMILY_PASSWORD, password_confirmation: FAMILY_PASSWORD },
    });
    expect(accepted.status).toBe(200);
    return accepted.body.data.token as string;
  }

  /** 欠席連絡 from the family; answers the credit's id (null when the month's quota was used up). */
  async function absent(token: string, customerId: number, day: string, classId = tuesday) {
    const response = await t.request({
      method: 'POST',
      url: '/api/family/absences',
      token,
      payload: { customer_id: customerId, class_id: classId, lesson_date: day },
    });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return {
      credit: (response.body.data.credit?.id ?? null) as number | null,
      message: response.body.message,
    };
  }

  async function options(token: string): Promise<Options> {
    const response = await t.request({ method: 'GET', url: '/api/family/makeup-options', token });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data;
  }

  const book = (
    token: string,
    payload: { customer_id: number; credit_id: number; class_id: number; lesson_date: string },
  ) => t.request({ method: 'POST', url: '/api/family/makeup-bookings', token, payload });

  const cancel = (token: string, id: number) =>
    t.request({ method: 'POST', url: `/api/family/makeup-bookings/${id}/cancel`, token });

  beforeAll(async () => {
    t = await startTestApp(target);
    storeA = await t.createStore('渋谷校');
    storeB = await t.createStore('横浜校');
    staffA = await t.login((await t.createStaff({ role: 'staff', storeId: storeA })).email);
    staffB = await t.login((await t.createStaff({ role: 'manager', storeId: storeB })).email);
    swim = await swimSchool(t, storeA);
    const coach = await t.createStaff({ role: 'staff', storeId: storeA });
    await t.db.query(`update staffs set name = '田中 健' where id = $1`, [coach.id]);
    tuesday = await weeklyClass(2, '16:00');
    thursday = await weeklyClass(4, '16:00', { minGrade: swim.grades[0], maxGrade: swim.grades[2] });
    wednesday12 = await weeklyClass(3, '16:00', { minGrade: swim.grades[3], maxGrade: swim.grades[3] });
    const facility = await one(
      `insert into facilities (store_id, name, kind) values ($1, '本館プール', 'pool') returning id`,
      [storeA],
    );
    const lane = await one(
      `insert into facility_lanes (facility_id, number, name) values ($1, 3, '3コース') returning id`,
      [facility],
    );
    await t.db.query('update classes set facility_id = $2, instructor_id = $3 where id = $1', [
      thursday,
      facility,
      coach.id,
    ]);
    await t.db.query('insert into class_lanes (class_id, lane_id) values ($1, $2)', [thursday, lane]);
    // 休講 on Thursday 3 December.
    await t.db.query(
      `insert into lesson_exceptions (store_id, class_id, lesson_date, kind, reason)
       values ($1, $2, '2026-12-03', 'cancelled', '施設点検のため')`,
      [storeA, thursday],
    );
  });

  afterAll(async () => {
    expect(t.contractViolations()).toEqual([]);
    await t?.close();
  });

  it('when a member has a credit, then the lessons of its grade range with a free seat are offered within the window, and the month quota holds', async () => {
    const member = await child();
    const token = await family(member);
    expect((await options(token)).members[0]?.credits).toEqual([]);
    expect((await options(token)).members[0]?.lessons).toEqual([]);
    const first = await absent(token, member, '2026-11-24');
    const second = await absent(token, member, '2026-12-01');
    expect(first.credit).not.toBeNull();
    expect(second.credit).not.toBeNull();
    // The school's monthly quota (2 a month for a weekly lesson): December's third absence gives no credit.
    expect((await absent(token, member, '2026-12-08')).credit).not.toBeNull();
    const third = await absent(token, member, '2026-12-15');
    expect(third.credit).toBeNull();
    expect(third.message).toBe(
      '欠席連絡を受け付けました。今月の振替の上限に達しているため、このお休みの振替はご利用いただけません',
    );

    const { window_days, members } = await options(token);
    expect(window_days).toBe(28);
    const mine = members[0] as Options['members'][number];
    expect(mine.credits.map((c) => [c.id, c.lesson_date, c.expires_on])).toEqual([
      [expect.any(Number), '2026-12-08', '2027-01-31'],
      [second.credit, '2026-12-01', '2027-01-31'],
      [first.credit, '2026-11-24', '2026-12-31'],
    ]);
    // Thursday's lessons (not 3 December's 休講), to 20 December; not the member's own Tuesdays, not 12級's Wednesdays.
    expect(mine.lessons.map((l) => [l.class_id, l.date])).toEqual([
      [thursday, '2026-11-26'],
      [thursday, '2026-12-10'],
      [thursday, '2026-12-17'],
    ]);
    expect(mine.lessons.map((l) => l.class_id)).not.toContain(wednesday12);
    // The credit that expires first is offered.
    expect(mine.lessons[0]).toMatchObject({
      credit_id: first.credit,
      start_time: '16:00',
      lanes: ['3コース'],
      coach: '田中 健',
      free_seats: 10,
      book_until: '2026-11-26T15:00:00+09:00',
    });
  });

  it('when the family books, then the desk sees it, the tablet roll lists the member as 振替, and cancelling gives the credit back', async () => {
    const member = await child();
    const token = await family(member);
    const { credit } = await absent(token, member, '2026-11-24');
    const heard: { type: string; payload?: unknown }[] = [];
    const stop = t.app.kayoi.events.subscribe({ store: storeA }, (event) => heard.push(event));
    const booked = await book(token, {
      customer_id: member,
      credit_id: credit as number,
      class_id: thursday,
      lesson_date: '2026-11-26',
    });
    stop();
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    expect(booked.body.message).toBe('振替レッスンを予約しました');
    // The family heard of the absence and of the booking (issue 32's notifications).
    const { rows: absences } = await t.db.query<{ id: number }>(
      `select id from lesson_absences where customer_id = $1 and lesson_date = '2026-11-24'`,
      [member],
    );
    expect(await deliveriesOf(t, 'absence_accepted', `absence:${absences[0]?.id}`)).toMatchObject([
      { channel: 'mail', customer_id: member, title: '欠席連絡を受け付けました', url: '/my/absences' },
    ]);
    expect(
      (await deliveriesOf(t, 'makeup_booked', `makeup-booking:${booked.body.data.id}`)).map((d) => d.body),
    ).toEqual([expect.stringMatching(/さんの振替を2026年11月26日\(木\)「.+」に予約しました。$/)]);
    expect(booked.body.data).toMatchObject({
      credit_id: credit,
      customer_id: member,
      class: { id: thursday },
      lesson_date: '2026-11-26',
      start_time: '16:00',
      cancel_until: '2026-11-26T15:00:00+09:00',
      can_cancel: true,
    });
    expect(heard).toContainEqual(
      expect.objectContaining({
        type: 'lesson_attendance.changed',
        payload: { class_id: thursday, customer_id: member, lesson_date: '2026-11-26' },
      }),
    );
    const roll = await t.request({
      method: 'GET',
      url: '/api/tablet-attendance/lessons?date=2026-11-26',
      token: staffA,
    });
    const lesson = roll.body.data.lessons.find((l: { class_id: number }) => l.class_id === thursday);
    expect(lesson.members).toContainEqual(expect.objectContaining({ customer_id: member, roll: 'makeup' }));
    const desk = await t.request({
      method: 'GET',
      url: `/api/makeup-bookings?customer_id=${member}`,
      token: staffA,
    });
    expect(desk.body.data).toMatchObject([{ id: booked.body.data.id, class: { id: thursday } }]);

    const after = (await options(token)).members[0] as Options['members'][number];
    expect(after.credits).toEqual([]);
    expect(after.lessons).toEqual([]);
    expect(after.bookings).toMatchObject([{ id: booked.body.data.id, can_cancel: true }]);
    // The same credit twice: the desk's rule answers.
    const twice = await book(token, {
      customer_id: member,
      credit_id: credit as number,
      class_id: thursday,
      lesson_date: '2026-12-10',
    });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('この振替権は既に使われています');

    const cancelled = await cancel(token, booked.body.data.id);
    expect(cancelled.status, JSON.stringify(cancelled.body)).toBe(200);
    expect(
      (await deliveriesOf(t, 'makeup_cancelled', `makeup-booking:${booked.body.data.id}`)).map(
        (d) => d.title,
      ),
    ).toEqual(['振替の予約を取り消しました']);
    expect(cancelled.body.message).toBe('振替予約を取り消しました。振替権はお戻ししました');
    const back = (await options(token)).members[0] as Options['members'][number];
    expect(back.credits.map((c) => c.id)).toEqual([credit]);
    expect(back.bookings).toEqual([]);
    expect(back.lessons[0]).toMatchObject({ class_id: thursday, date: '2026-11-26', free_seats: 10 });
    const again = await cancel(token, booked.body.data.id);
    expect(again.status).toBe(422);
    // The record's log and the dashboard's count of today's 振替予約 (the cancelled one was still booked today).
    const card = await t.request({
      method: 'GET',
      url: `/api/customers/${member}/family-access`,
      token: staffA,
    });
    expect(
      card.body.data.activity.slice(0, 2).map((a: { action: string; summary: string }) => a.summary),
    ).toEqual([
      expect.stringMatching(/^11\/26\(木\) .+ 16:00 の振替予約を取り消し$/),
      expect.stringMatching(/^11\/26\(木\) .+ 16:00 に振替予約$/),
    ]);
    const dashboard = await t.request({ method: 'GET', url: '/api/dashboard/family-notices', token: staffA });
    expect(dashboard.body.data.makeup_bookings).toBeGreaterThanOrEqual(1);
  });

  it('when the lesson is outside the rules, then 422 in Japanese: grade range, expiry, window, booking cutoff', async () => {
    const member = await child();
    const token = await family(member);
    const { credit } = await absent(token, member, '2026-11-24');
    const sundaySoon = await weeklyClass(0, '10:30');
    const attempt = async (classId: number, day: string) => {
      const response = await book(token, {
        customer_id: member,
        credit_id: credit as number,
        class_id: classId,
        lesson_date: day,
      });
      expect(response.status, JSON.stringify(response.body)).toBe(422);
      return Object.values(response.body.errors as Record<string, string[]>).flat();
    };
    expect(await attempt(wednesday12, '2026-11-25')).toEqual([
      '振替先のクラスの対象級が会員の級と合いません',
    ]);
    expect(await attempt(thursday, '2026-12-24')).toEqual(['振替の予約は28日先のレッスンまでです']);
    expect(await attempt(sundaySoon, '2026-11-22')).toEqual(['振替の予約はレッスン開始の60分前までです']);
    await t.db.query(`update makeup_credits set expires_on = '2026-11-30' where id = $1`, [credit]);
    expect(await attempt(thursday, '2026-12-10')).toEqual([
      '振替権の期限（2026年11月30日(月)）より後のレッスンには予約できません',
    ]);
    expect(
      (await options(token)).members[0]?.lessons.filter((l) => l.class_id === thursday).map((l) => l.date),
      'only the lessons before the expiry are offered',
    ).toEqual(['2026-11-26']);
  });

  it("when the school shortens its booking window to 7 days, then only that week is offered and later is refused in the school's words", async () => {
    const manager = await t.login((await t.createStaff({ role: 'manager', storeId: storeA })).email);
    const rulesUrl = `/api/schools/${swim.school}/class-rules`;
    const putWindow = async (days: number) => {
      const rules = (await t.request({ method: 'GET', url: rulesUrl, token: manager })).body.data;
      const { school_id: _, is_default: __, ...input } = rules;
      return t.request({
        method: 'PUT',
        url: rulesUrl,
        token: manager,
        payload: { ...input, makeup_booking_window_days: days },
      });
    };
    const saveWindow = async (days: number) => {
      const saved = await putWindow(days);
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      expect(saved.body.data.makeup_booking_window_days).toBe(days);
    };
    const member = await child();
    const token = await family(member);
    const { credit } = await absent(token, member, '2026-11-24');
    await saveWindow(7);
    try {
      const offered = await options(token);
      expect(offered.window_days).toBe(7);
      const days = offered.members[0]?.lessons.map((l) => l.date) ?? [];
      expect(days.length).toBeGreaterThan(0);
      expect(
        days.every((day) => day <= '2026-11-29'),
        days.join(' '),
      ).toBe(true);
      const late = await book(token, {
        customer_id: member,
        credit_id: credit as number,
        class_id: thursday,
        lesson_date: '2026-12-03',
      });
      expect(late.status).toBe(422);
      expect(Object.values(late.body.errors as Record<string, string[]>).flat()).toEqual([
        '振替の予約は7日先のレッスンまでです',
      ]);
      // Out of range: the spec's limits, in the envelope.
      const tooLong = await putWindow(400);
      expect(tooLong.status).toBe(422);
    } finally {
      await saveWindow(28);
    }
  });

  it('when the cancel cutoff has passed, then 422 tells the family to call and the booking stays', async () => {
    const member = await child();
    const token = await family(member);
    const { credit } = await absent(token, member, '2026-11-24');
    const sundayNoon = await weeklyClass(0, '12:00');
    const booked = await book(token, {
      customer_id: member,
      credit_id: credit as number,
      class_id: sundayNoon,
      lesson_date: '2026-11-22',
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    t.clock.advance(61 * MINUTE);
    try {
      expect((await options(token)).members[0]?.bookings).toMatchObject([{ can_cancel: false }]);
      const late = await cancel(token, booked.body.data.id);
      expect(late.status).toBe(422);
      expect(late.body.errors.id).toEqual([
        '振替予約の取り消しは、レッスン開始の1時間前までです。お手数ですが、スクールへお電話ください',
      ]);
    } finally {
      t.clock.advance(-61 * MINUTE);
    }
    const stays = await t.db.query<{ status: string }>('select status from makeup_bookings where id = $1', [
      booked.body.data.id,
    ]);
    expect(stays.rows[0]?.status).toBe('booked');
  });

  it("when a family sends another family's member, credit or booking, then 404 and nothing changes; a staff token is 401", async () => {
    const mine = await child();
    const token = await family(mine);
    const theirs = await child();
    const theirToken = await family(theirs);
    const { credit: myCredit } = await absent(token, mine, '2026-11-24');
    const { credit: theirCredit } = await absent(theirToken, theirs, '2026-11-24');
    const theirBooking = await book(theirToken, {
      customer_id: theirs,
      credit_id: theirCredit as number,
      class_id: thursday,
      lesson_date: '2026-12-10',
    });
    expect(theirBooking.status).toBe(201);
    const otherStore = await family(
      await child(storeB, await weeklyClass(2, '16:00', { storeId: storeB })),
      staffB,
    );
    for (const [who, payload] of [
      [token, { customer_id: theirs, credit_id: theirCredit, class_id: thursday, lesson_date: '2026-11-26' }],
      [token, { customer_id: mine, credit_id: theirCredit, class_id: thursday, lesson_date: '2026-11-26' }],
      [otherStore, { customer_id: mine, credit_id: myCredit, class_id: thursday, lesson_date: '2026-11-26' }],
    ] as const) {
      const response = await book(who, payload as Parameters<typeof book>[1]);
      expect(response.status, JSON.stringify(payload)).toBe(404);
    }
    expect((await cancel(token, theirBooking.body.data.id)).status).toBe(404);
    expect((await cancel(otherStore, theirBooking.body.data.id)).status).toBe(404);
    const seen = JSON.stringify(await options(token));
    expect(seen).not.toContain(`"id":${theirBooking.body.data.id},`);
    const still = await t.db.query<{ n: number }>(
      `select count(*)::int as n from makeup_bookings where customer_id = any($1::int[]) and status = 'booked'`,
      [[mine, theirs]],
    );
    expect(still.rows[0]?.n).toBe(1);

    for (const request of [
      { method: 'GET' as const, url: '/api/family/makeup-options' },
      {
        method: 'POST' as const,
        url: '/api/family/makeup-bookings',
        payload: { customer_id: mine, credit_id: myCredit, class_id: thursday, lesson_date: '2026-11-26' },
      },
      { method: 'POST' as const, url: `/api/family/makeup-bookings/${theirBooking.body.data.id}/cancel` },
    ]) {
      const response = await t.request({ ...request, token: staffA });
      expect(response.status, request.url).toBe(401);
    }
  });

  it('when 12 families race for the last seat, then exactly one books it and 11 get a clear 409', async () => {
    const lastSeat = await weeklyClass(5, '16:00', { capacity: 1 });
    const families = [];
    for (let i = 0; i < 12; i += 1) {
      const member = await child();
      const token = await family(member);
      const { credit } = await absent(token, member, '2026-11-24');
      families.push({ member, token, credit: credit as number });
    }
    const answers = await Promise.all(
      families.map(({ member, token, credit }) =>
        book(token, {
          customer_id: member,
          credit_id: credit,
          class_id: lastSeat,
          lesson_date: '2026-11-27',
        }),
      ),
    );
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([201, ...Array(11).fill(409)]);
    for (const refused of answers.filter((a) => a.status === 409)) {
      expect(refused.body.message).toBe(FULL);
    }
    const seats = await t.db.query<{ n: number }>(
      `select count(*)::int as n from makeup_bookings where class_id = $1 and lesson_date = '2026-11-27' and status = 'booked'`,
      [lastSeat],
    );
    expect(seats.rows[0]?.n).toBe(1);
    // The 11 keep their credits.
    const loser = families[answers.findIndex((a) => a.status === 409)] as (typeof families)[number];
    expect((await options(loser.token)).members[0]?.credits.map((c) => c.id)).toEqual([loser.credit]);
  });
});
