import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { type BillingStore, billingStore } from './support/billing.ts';
import { databaseTargets } from './support/databases.ts';

// One member's life as one loop (issue 29 "Done means"), through the API alone: a 体験 booked from an application
// → 入会 with the trial's class, which is the contract → December's invoice with 入会金 and the 日割り first month
// → 曜日変更 (still one line) → 休会 for January by the store's rules (January bills the 休会費) → back in
// February (the monthly fee again) → 退会 at the end of the month the rules give (no line after it, and the seat
// goes to the first on the waiting list). Program fees: 月会費 7,700, 入会金 5,500, 休会費 1,100.

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Line = { kind: string; amount: number };

describe.each(databaseTargets)('a member from 体験 to 退会 on $name', (target) => {
  let t: TestApp;
  let s: BillingStore;
  let school: number;
  let managerEmail: string;
  let staffEmail: string;
  const cycles = new Map<string, number>();

  const call = (method: Method, url: string, token: string, payload?: unknown) =>
    t.request({ method, url, token, ...(payload === undefined ? {} : { payload: payload as object }) });
  const one = async (sql: string, params: unknown[]) =>
    (await t.db.query<{ id: number }>(sql, params)).rows[0]?.id as number;
  /** Moves the test clock to a Tokyo wall-clock moment and signs in again (sessions follow the clock). */
  async function at(iso: string) {
    t.clock.now = new Date(iso);
    s.manager = await t.login(managerEmail);
    s.staff = await t.login(staffEmail);
  }

  async function classOf(name: string, dayOfWeek: number, capacity: number) {
    const response = await call('POST', '/api/classes', s.staff, {
      school_id: school,
      program_id: s.program,
      name,
      day_of_week: dayOfWeek,
      start_time: '16:00',
      end_time: '17:00',
      starts_on: '2026-11-01',
      capacity,
    });
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body.data.id as number;
  }

  /** The member's invoice lines of a month, from a cycle generated for it (made once per month). */
  async function linesOf(month: string, customerId: number): Promise<Line[]> {
    let cycle = cycles.get(month);
    if (cycle === undefined) {
      const created = await call('POST', '/api/billing/cycles', s.manager, { billing_month: month });
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      cycle = created.body.data.id as number;
      cycles.set(month, cycle);
    }
    const generated = await call('POST', `/api/billing/cycles/${cycle}/generate`, s.manager, {});
    expect(generated.status, JSON.stringify(generated.body)).toBe(200);
    const answer = await call(
      'GET',
      `/api/billing/cycles/${cycle}/invoices?customer_id=${customerId}`,
      s.manager,
    );
    return ((answer.body.data[0]?.lines ?? []) as Line[]).map(({ kind, amount }) => ({ kind, amount }));
  }

  beforeAll(async () => {
    t = await startTestApp(target);
    s = await billingStore(t);
    school = await one('select school_id as id from programs where id = $1', [s.program]);
    managerEmail = (await t.createStaff({ role: 'manager', storeId: s.store })).email;
    staffEmail = (await t.createStaff({ role: 'staff', storeId: s.store })).email;
    await at('2026-11-22T10:00:00+09:00');
    const settings = await call('PUT', '/api/billing/settings', s.manager, {
      first_month_rule: 'pro_rata',
      annual_fee_month: 4,
      withdrawal_day: 27,
      closing_day: 10,
    });
    expect(settings.status).toBe(200);
  });

  afterAll(async () => {
    expect(t.contractViolations()).toEqual([]);
    await t?.close();
  });

  it('when an applicant tries a lesson, joins, changes day, pauses, comes back and leaves, then each month bills what the rules say and the seat passes on', async () => {
    // Wednesdays (capacity 5) for the trial; Thursdays hold one member, and another waits for that seat.
    const wednesday = await classOf('小学生 水曜', 3, 5);
    const thursday = await classOf('小学生 木曜', 4, 1);
    const applicant = await one(
      `insert into pre_registrations (store_id, family_name, given_name, family_name_kana, given_name_kana,
         birth_date, gender, mobile, email, postal_code, prefecture, city, street_address, desired_program_id)
       values ($1, '佐藤', 'ひなた', 'サトウ', 'ヒナタ', '2019-05-02', 'female', '090-1234-5678',
         'hinata@example.jp', '150-0001', '東京都', '渋谷区', '神宮前1-1-1', $2) returning id`,
      [s.store, s.program],
    );

    // 体験 on Wednesday 2 December, attended; 入会 that evening into the trial's class.
    const booked = await call('POST', '/api/trial-lessons', s.staff, {
      pre_registration_id: applicant,
      class_id: wednesday,
      lesson_date: '2026-12-02',
    });
    expect(booked.status, JSON.stringify(booked.body)).toBe(201);
    const trial = booked.body.data.id as number;
    await at('2026-12-02T18:00:00+09:00');
    expect(
      (await call('PUT', `/api/trial-lessons/${trial}/result`, s.staff, { attendance: 'present' })).status,
    ).toBe(200);
    const decided = await call('POST', `/api/trial-lessons/${trial}/outcome`, s.staff, {
      outcome: 'enrolled',
    });
    expect(decided.status, JSON.stringify(decided.body)).toBe(200);
    const member = decided.body.data.customer_id as number;

    // The class place is the contract: December bills 30/31 of 7,700 and the 入会金, with no separate step.
    expect(await linesOf('2026-12', member)).toEqual([
      { kind: 'pro_rata_fee', amount: Math.floor((7700 * 30) / 31) },
      { kind: 'entrance_fee', amount: 5500 },
    ]);

    // 曜日変更 to Thursday from 10 December: still one contract, one fee line.
    const moved = await call('POST', `/api/classes/${wednesday}/enrollments/${member}/move`, s.staff, {
      to_class_id: thursday,
      moves_on: '2026-12-10',
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(201);
    expect((await linesOf('2026-12', member)).map((l) => l.kind)).toEqual(['pro_rata_fee', 'entrance_fee']);

    // Thursday is full: the next member waits for its seat.
    const waiting = await one(
      `insert into customers (store_id, member_number, family_name, given_name, family_name_kana, given_name_kana)
       values ($1, 'W0001', '待機', '太郎', 'タイキ', 'タロウ') returning id`,
      [s.store],
    );
    const joined = await call('POST', `/api/classes/${thursday}/enrollments`, s.staff, {
      customer_id: waiting,
      join_waitlist: true,
    });
    expect(joined.status, JSON.stringify(joined.body)).toBeLessThan(300);

    // 休会 for January, asked on 5 December (before the 10th): January bills the 休会費 alone.
    await at('2026-12-05T10:00:00+09:00');
    const pause = await call('POST', `/api/customers/${member}/membership-requests`, s.manager, {
      kind: 'pause',
      from_month: '2027-01',
      to_month: '2027-01',
    });
    expect(pause.status, JSON.stringify(pause.body)).toBe(201);
    expect(await linesOf('2027-01', member)).toEqual([{ kind: 'pause_fee', amount: 1100 }]);
    // Back in February: the monthly fee again.
    expect(await linesOf('2027-02', member)).toEqual([{ kind: 'monthly_fee', amount: 7700 }]);

    // 退会 asked on 5 February (before the 10th): it takes effect at the end of March, the month after, as
    // 退会月の前月10日まで gives; March is billed, April is not.
    await at('2027-02-05T10:00:00+09:00');
    const withdraw = await call('POST', `/api/customers/${member}/membership-requests`, s.manager, {
      kind: 'withdraw',
    });
    expect(withdraw.status, JSON.stringify(withdraw.body)).toBe(201);
    // A 退会's day (its starts_on) is the month end it takes effect on: contracts and class places end that day.
    const effectiveOn = withdraw.body.data.starts_on as string;
    expect(effectiveOn).toBe('2027-03-31');
    expect(await linesOf('2027-03', member)).toEqual([{ kind: 'monthly_fee', amount: 7700 }]);
    expect(await linesOf('2027-04', member)).toEqual([]);

    // Thursday's seat, free from 1 April, is offered to the member who was waiting.
    const roster = await call('GET', `/api/classes/${thursday}/enrollments?include_ended=true`, s.staff);
    expect(roster.status).toBe(200);
    const offered = (roster.body.data.waitlist as { customer_id: number; status: string }[]).find(
      (w) => w.customer_id === waiting,
    );
    expect(offered?.status).toBe('offered');
  });
});
