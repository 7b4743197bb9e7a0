import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp, type TestBody } from './support/app.ts';
import { swimSchool } from './support/classes.ts';
import { databaseTargets } from './support/databases.ts';
import { jst } from './support/school.ts';

// The daily report (日報) of one Thursday on a hand-built store: check-ins by Tokyo hour, the lesson with its
// presences (a tablet mark, a visit), absence notice and makeup, the day's joins, pauses and withdrawals, a
// trial visit, the cash taken and the cash close; then the manager's close of the day (締め), once.

describe.each(databaseTargets)('daily report on $name', (target) => {
  let t: TestApp;
  let storeId: number;
  let otherStore: number;
  let manager: string;
  let staff: string;
  let otherManager: string;
  const DAY = '2026-11-19';

  beforeAll(async () => {
    t = await startTestApp(target);
    t.clock.now = jst('2026-11-20 21:00');
    storeId = await t.createStore('日報校');
    otherStore = await t.createStore('日報別校');
    manager = await t.login((await t.createStaff({ role: 'manager', storeId })).email);
    staff = await t.login((await t.createStaff({ role: 'staff', storeId })).email);
    otherManager = await t.login((await t.createStaff({ role: 'manager', storeId: otherStore })).email);
    const coach = await t.createStaff({ role: 'staff', storeId });
    await t.db.query(`update staffs set name = '佐藤 コーチ' where id = $1`, [coach.id]);
    const { school, program } = await swimSchool(t, storeId, ['15級']);
    const one = async (sql: string, params: unknown[]) =>
      (await t.db.query<{ id: number }>(sql, params)).rows[0]?.id as number;
    let n = 0;
    const member = (family = '日報', store = storeId, joined = '2026-01-01', status = 'active') => {
      n += 1;
      return one(
        `insert into customers (store_id, member_number, family_name, given_name, family_name_kana, given_name_kana,
           joined_on, status)
         values ($1, $2, $3, '太郎', 'ニッポウ', 'タロウ', $4, $5) returning id`,
        [store, `D${String(n).padStart(3, '0')}`, family, joined, status],
      );
    };
    // A Thursday class, 16:00–17:00.
    const klass = await one(
      `insert into classes (store_id, school_id, program_id, name, instructor_id, day_of_week, start_time, end_time, capacity,
         starts_on)
       values ($1, $2, $3, '木曜16時', $4, 4, '16:00', '17:00', 10, '2000-01-01') returning id`,
      [storeId, school, program, coach.id],
    );
    const [m1, m2, m3, m4, m5] = [
      await member(),
      await member(),
      await member(),
      await member(),
      await member(),
    ];
    for (const m of [m1, m2, m3]) {
      await t.db.query(
        `insert into class_enrollments (class_id, customer_id, enrolled_on) values ($1, $2, '2026-10-01')`,
        [klass, m],
      );
    }
    // m1 marked present on the tablet; m2 present by a visit; m3 sent an absence notice.
    await t.db.query(
      `insert into lesson_attendances (store_id, class_id, customer_id, lesson_date, status) values ($1, $2, $3, $4, 'present')`,
      [storeId, klass, m1, DAY],
    );
    await t.db.query(
      `insert into lesson_absences (store_id, class_id, customer_id, lesson_date, reason) values ($1, $2, $3, $4, '発熱')`,
      [storeId, klass, m3, DAY],
    );
    // m4 booked a makeup into the lesson.
    const credit = await one(
      `insert into makeup_credits (store_id, customer_id, source, class_id, lesson_date, expires_on)
       values ($1, $2, 'cancelled', $3, '2026-11-12', '2026-12-31') returning id`,
      [storeId, m4, klass],
    );
    await t.db.query(
      `insert into makeup_bookings (store_id, credit_id, customer_id, class_id, lesson_date) values ($1, $2, $3, $4, $5)`,
      [storeId, credit, m4, klass, DAY],
    );
    const visit = (store: number, customer: number, inAt: string, outAt: string | null) =>
      t.db.query(
        'insert into attendances (store_id, customer_id, check_in_at, check_out_at) values ($1, $2, $3, $4)',
        [store, customer, jst(inAt), outAt ? jst(outAt) : null],
      );
    await visit(storeId, m1, '2026-11-19 15:50', '2026-11-19 17:05');
    await visit(storeId, m2, '2026-11-19 15:40', '2026-11-19 17:10');
    await visit(storeId, m5, '2026-11-19 09:05', '2026-11-19 10:00');
    // 23:30 the evening before (14:30 UTC on the 18th): not the 19th's.
    await visit(storeId, m5, '2026-11-18 23:30', '2026-11-18 23:50');
    await visit(otherStore, await member('別', otherStore), '2026-11-19 12:00', null);
    // The day's joins, pauses and withdrawals; a formula in a name stays text in the CSV.
    await member('=cmd', storeId, DAY);
    const paused = await member('休会', storeId, '2025-04-01', 'paused');
    const withdrawn = await member('退会', storeId, '2025-04-01', 'withdrawn');
    await t.db.query(
      `insert into customer_status_changes (customer_id, from_status, status, effective_on, reason)
       values ($1, 'active', 'paused', $3, '怪我'), ($2, 'active', 'withdrawn', $3, '転居')`,
      [paused, withdrawn, DAY],
    );
    // A trial visit booked for the day.
    await t.db.query(
      `insert into pre_registrations (store_id, family_name, given_name, family_name_kana, given_name_kana, birth_date,
         gender, mobile, email, postal_code, prefecture, city, street_address, desired_program_id, desired_visit_date,
         created_at)
       values ($1, '体験', '花子', 'タイケン', 'ハナコ', '2018-05-05', 'female', '090-0000-0000', 'trial@example.jp',
         '150-0001', '東京都', '渋谷区', '1-1', $2, $3, $4)`,
      [storeId, program, DAY, jst('2026-11-10 10:00')],
    );
    // Cash taken: two payments, one voided, and a bank transfer debit (not cash).
    const pay = (customer: number, method: string, amount: number, receipt: number | null, voided = false) =>
      t.db.query(
        `insert into payments (store_id, customer_id, method, amount, received, change, paid_on, receipt_number,
           idempotency_key, voided_at, void_reason, created_at)
         values ($1, $2, $3, $4, $4, 0, $5, $6, $7, $8, $9, $10)`,
        [
          storeId,
          customer,
          method,
          amount,
          DAY,
          receipt,
          `d${receipt ?? 'bt'}-${amount}`,
          voided ? new Date() : null,
          voided ? '誤り' : null,
          jst('2026-11-19 16:30'),
        ],
      );
    await pay(m1, 'cash', 7700, 1);
    await pay(m2, 'cash', 3300, 2);
    await pay(m2, 'cash', 1000, 3, true);
    await pay(m3, 'bank_transfer', 7700, null);
    await t.db.query(
      `insert into cash_closes (store_id, business_date, float_amount, collected, payment_count, expected_cash, counts,
         counted_cash, difference)
       values ($1, $2, 10000, 11000, 2, 21000, '{}', 20900, -100)`,
      [storeId, DAY],
    );
  });
  afterAll(async () => {
    expect(t.contractViolations()).toEqual([]);
    await t?.close();
  });

  const daily = async (query: string, token = manager): Promise<TestBody> => {
    const response = await t.request({ method: 'GET', url: `/api/reports/daily?${query}`, token });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    return response.body.data;
  };
  const table = (data: TestBody, key: string) => data.tables.find((x: { key: string }) => x.key === key);
  const figures = (data: TestBody) =>
    Object.fromEntries(data.summary.map((f: { key: string; value: unknown }) => [f.key, f.value]));

  it('when the 19th is read, then every part is the day’s own and another store’s visit is left out', async () => {
    const data = await daily(`date=${DAY}`);

    expect(data.period).toEqual({ from: DAY, to: DAY });
    expect(figures(data)).toEqual({
      checkins: 3,
      visitors: 3,
      lessons: 1,
      present: 2,
      absent: 1,
      attendance_rate: 66.7,
      makeups: 1,
      joins: 1,
      pauses: 1,
      returns: 0,
      withdrawals: 1,
      trials: 1,
      cash_total: 11000,
      cash_difference: -100,
    });
    expect(table(data, 'lessons').rows).toEqual([
      {
        time: '16:00〜17:00',
        class_name: '木曜16時',
        program: '小学生コース',
        lane: null,
        coach: '佐藤 コーチ',
        capacity: 10,
        enrolled: 3,
        makeups: 1,
        notices: 1,
        present: 2,
        absent: 1,
        rate: 66.7,
        state: '実施済',
      },
    ]);
    expect(table(data, 'checkins_by_hour').rows).toEqual([
      { hour: '9時', checkins: 1 },
      { hour: '10時', checkins: 0 },
      { hour: '11時', checkins: 0 },
      { hour: '12時', checkins: 0 },
      { hour: '13時', checkins: 0 },
      { hour: '14時', checkins: 0 },
      { hour: '15時', checkins: 2 },
    ]);
    expect(table(data, 'members').rows).toEqual([
      { kind: '入会', member_number: 'D007', name: '=cmd 太郎', reason: null },
      { kind: '休会', member_number: 'D008', name: '休会 太郎', reason: '怪我' },
      { kind: '退会', member_number: 'D009', name: '退会 太郎', reason: '転居' },
    ]);
    expect(table(data, 'trials').rows).toEqual([
      { name: '体験 花子', program: '小学生コース', kind: '体験・見学予定', status: '未確認' },
    ]);
    expect(table(data, 'cash').rows).toEqual([
      { receipt_number: '1', time: '16:30', name: '日報 太郎', amount: 7700 },
      { receipt_number: '2', time: '16:30', name: '日報 太郎', amount: 3300 },
    ]);
    expect(table(data, 'cash_close').rows).toEqual([
      { float_amount: 10000, expected_cash: 21000, counted_cash: 20900, difference: -100 },
    ]);
    expect(data.sign_off).toBeNull();
  });

  it('when an admin reads the chain total, then every store’s check-ins are counted by hour and a member who came to two stores is one visitor', async () => {
    const admin = await t.login((await t.createStaff({ role: 'admin', storeId })).email);
    const { rows } = await t.db.query<{ id: number }>(
      `select id from customers where member_number = 'D001'`,
    );
    // The member of the 16:00 lesson also came to the other store in the evening.
    await t.db.query(
      'insert into attendances (store_id, customer_id, check_in_at, check_out_at) values ($1, $2, $3, $4)',
      [otherStore, rows[0]?.id, jst('2026-11-19 18:10'), jst('2026-11-19 19:00')],
    );

    const data = await daily(`date=${DAY}&store_id=all`, admin);

    expect(figures(data)).toMatchObject({ checkins: 5, visitors: 4, lessons: 1, cash_total: 11000 });
    expect(table(data, 'checkins_by_hour').rows).toEqual([
      { hour: '9時', checkins: 1 },
      { hour: '10時', checkins: 0 },
      { hour: '11時', checkins: 0 },
      { hour: '12時', checkins: 1 },
      { hour: '13時', checkins: 0 },
      { hour: '14時', checkins: 0 },
      { hour: '15時', checkins: 2 },
      { hour: '16時', checkins: 0 },
      { hour: '17時', checkins: 0 },
      { hour: '18時', checkins: 1 },
    ]);
    // The store's own report is as it was.
    expect(figures(await daily(`date=${DAY}`))).toMatchObject({ checkins: 3, visitors: 3 });
    expect(data.sign_off).toBeNull();
  });

  it('when an admin reads the chain total, then each store’s lessons come with their own roll, store by store', async () => {
    const admin = await t.login((await t.createStaff({ role: 'admin', storeId: otherStore })).email);
    // The other store's Thursday 10:00 class: two members, one marked present, one who sent a notice.
    const { school, program } = await swimSchool(t, otherStore, ['15級']);
    const { rows: made } = await t.db.query<{ id: number }>(
      `insert into classes (store_id, school_id, program_id, name, day_of_week, start_time, end_time, capacity, starts_on)
       values ($1, $2, $3, '木曜10時', 4, '10:00', '11:00', 8, '2000-01-01') returning id`,
      [otherStore, school, program],
    );
    const klass = made[0]?.id as number;
    const { rows: members } = await t.db.query<{ id: number }>(
      `insert into customers (store_id, member_number, family_name, given_name, family_name_kana, given_name_kana,
         joined_on, status)
       values ($1, 'E001', '別校', '一郎', 'ベッコウ', 'イチロウ', '2026-01-01', 'active'),
              ($1, 'E002', '別校', '二郎', 'ベッコウ', 'ジロウ', '2026-01-01', 'active')
       returning id`,
      [otherStore],
    );
    const [present, away] = members.map((m) => m.id);
    for (const m of [present, away]) {
      await t.db.query(
        `insert into class_enrollments (class_id, customer_id, enrolled_on) values ($1, $2, '2026-10-01')`,
        [klass, m],
      );
    }
    await t.db.query(
      `insert into lesson_attendances (store_id, class_id, customer_id, lesson_date, status)
       values ($1, $2, $3, $4, 'present')`,
      [otherStore, klass, present, DAY],
    );
    await t.db.query(
      `insert into lesson_absences (store_id, class_id, customer_id, lesson_date, reason) values ($1, $2, $3, $4, '通院')`,
      [otherStore, klass, away, DAY],
    );

    const data = await daily(`date=${DAY}&store_id=all`, admin);

    expect(
      table(data, 'lessons').rows.map((r: Record<string, unknown>) => [
        r.class_name,
        r.enrolled,
        r.present,
        r.notices,
        r.makeups,
        r.state,
      ]),
    ).toEqual([
      ['木曜16時', 3, 2, 1, 1, '実施済'],
      ['木曜10時', 2, 1, 1, 0, '実施済'],
    ]);
    expect(figures(data)).toMatchObject({ lessons: 2, present: 3, absent: 2, makeups: 1 });
    // Each store's own report has its own lesson only.
    const own = await daily(`date=${DAY}`, otherManager);
    expect(table(own, 'lessons').rows.map((r: Record<string, unknown>) => r.class_name)).toEqual([
      '木曜10時',
    ]);
  });

  it('when the daily CSV is downloaded, then a name starting with = is written as text', async () => {
    const response = await t.request({
      method: 'GET',
      url: `/api/reports/daily?date=${DAY}&format=csv`,
      token: manager,
    });
    expect(response.status).toBe(200);
    const text = response.body as string;
    expect(text.startsWith(`\uFEFF■ 日報,日報校,${DAY}〜${DAY}\r\n`)).toBe(true);
    expect(text).toContain("\r\n入会,D007,'=cmd 太郎,\r\n");
    expect(text).toContain('\r\nレジ過不足,-100\r\n');
  });

  it('when a period of two days is asked of the daily report, then it is refused in Japanese', async () => {
    const response = await t.request({
      method: 'GET',
      url: '/api/reports/daily?from=2026-11-18&to=2026-11-19',
      token: manager,
    });
    expect(response.status).toBe(422);
    expect(response.body.errors).toEqual({ to: ['日報は1日を指定してください'] });
  });

  it('when the manager signs the day off, then it is kept with who and when, shown on the report, and signed once', async () => {
    t.clock.now = jst('2026-11-20 21:10');
    const refused = await t.request({
      method: 'POST',
      url: '/api/reports/daily/sign-off',
      token: staff,
      payload: { date: DAY },
    });
    expect(refused.status).toBe(403);
    const future = await t.request({
      method: 'POST',
      url: '/api/reports/daily/sign-off',
      token: manager,
      payload: { date: '2026-11-21' },
    });
    expect(future.status).toBe(422);
    expect(future.body.errors).toEqual({ date: ['未来の日付は指定できません'] });
    const elsewhere = await t.request({
      method: 'POST',
      url: '/api/reports/daily/sign-off',
      token: otherManager,
      payload: { date: DAY, store_id: storeId },
    });
    expect(elsewhere.status).toBe(403);

    const signed = await t.request({
      method: 'POST',
      url: '/api/reports/daily/sign-off',
      token: manager,
      payload: { date: DAY, note: '  レジ100円不足、翌日確認  ' },
    });
    expect(signed.status).toBe(201);
    expect(signed.body.message).toBe('日報を締めました');
    expect(signed.body.data).toMatchObject({
      date: DAY,
      store_id: storeId,
      signed_at: '2026-11-20T21:10:00+09:00',
      note: 'レジ100円不足、翌日確認',
    });
    expect(signed.body.data.signed_by.name).toMatch(/^テスト manager/);

    const again = await t.request({
      method: 'POST',
      url: '/api/reports/daily/sign-off',
      token: manager,
      payload: { date: DAY },
    });
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('この日はすでに締められています');

    const data = await daily(`date=${DAY}`);
    expect(data.sign_off).toEqual(signed.body.data);
    // Another store's manager does not see this store's day.
    const other = await t.request({
      method: 'GET',
      url: `/api/reports/daily?date=${DAY}&store_id=${storeId}`,
      token: otherManager,
    });
    expect(other.status).toBe(403);
  });

  it('when two sign-offs of the same day race, then one is kept and the other is 409', async () => {
    const day = '2026-11-18';
    const send = () =>
      t.request({
        method: 'POST',
        url: '/api/reports/daily/sign-off',
        token: manager,
        payload: { date: day },
      });
    const statuses = (await Promise.all([send(), send(), send()])).map((r) => r.status).sort();
    expect(statuses).toEqual([201, 409, 409]);
  });
});
