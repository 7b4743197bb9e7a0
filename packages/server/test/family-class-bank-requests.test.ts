import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { type BillingStore, billingStore } from './support/billing.ts';
import { databaseTargets } from './support/databases.ts';
import { familySession } from './support/family.ts';

// 各種申請, the rest (issue 32): コース変更 and 曜日変更 from one of the member's class places to a class with a seat
// free on the 1st of a month the deadline allows, approved by the desk's own move in the approving transaction (a
// class full by then is 409 and the request stays pending; two approvals for one last seat move one member); and
// 口座変更, marked when the paper 口座振替依頼書 is handed over and completed once the new account is registered. The
// customer record lists a member's requests. A family reaches only its own places and requests.
// Test clock: Sunday 2026-11-22 10:00 Tokyo — the first month a request affects is January 2027, due 12月10日.

type Method = 'GET' | 'POST';

describe.each(databaseTargets)('コース変更・曜日変更・口座変更 on $name', (target) => {
  let t: TestApp;
  let s: BillingStore;
  let other: BillingStore;
  let school: number;
  let grade: number;
  let sequence = 0;

  const call = (method: Method, url: string, token: string, payload?: object) =>
    t.request({ method, url, token, ...(payload ? { payload } : {}) });
  const ask = (token: string, payload: object) =>
    call('POST', '/api/family/membership-requests', token, payload);
  const options = async (token: string) =>
    (await call('GET', '/api/family/membership-requests', token)).body.data;
  const inbox = async (token = s.manager) =>
    (await call('GET', '/api/family-membership-requests', token)).body.data as {
      id: number;
      outcome: Record<string, unknown>;
    }[];
  const approve = (id: number, token = s.manager) =>
    call('POST', `/api/family-membership-requests/${id}/approve`, token);
  const paperSent = (id: number, token = s.manager) =>
    call('POST', `/api/family-membership-requests/${id}/paper-sent`, token);
  const one = async (sql: string, params: unknown[]) =>
    (await t.db.query<{ id: number }>(sql, params)).rows[0]?.id as number;

  /** A class of the store's school (the program's unless told), from 2025. */
  async function klass(o: {
    day: number;
    capacity?: number;
    minGrade?: number | null;
    store?: BillingStore;
  }) {
    sequence += 1;
    const store = o.store ?? s;
    const schoolId =
      store === s ? school : await one('select school_id as id from programs where id = $1', [store.program]);
    return one(
      `insert into classes (store_id, school_id, program_id, name, day_of_week, start_time, end_time, capacity,
         starts_on, min_grade_id)
       values ($1, $2, $3, $4, $5, '16:00', '17:00', $6, '2025-01-01', $7) returning id`,
      [
        store.store,
        schoolId,
        store.program,
        `クラス${sequence}`,
        o.day,
        o.capacity ?? 10,
        o.minGrade ?? null,
      ],
    );
  }
  const enrol = (classId: number, customerId: number) =>
    one(
      `insert into class_enrollments (class_id, customer_id, enrolled_on) values ($1, $2, '2026-11-01') returning id`,
      [classId, customerId],
    );
  /** A family whose member holds a place in `classId`; answers the session and the place's id. */
  async function familyIn(classId: number, store = s) {
    const session = await familySession(t, store.store, store.manager);
    return { ...session, enrollmentId: await enrol(classId, session.customerId) };
  }
  const running = async (customerId: number) =>
    (
      await t.db.query<{ class_id: number; enrolled_on: string; ended_on: string | null }>(
        `select class_id, enrolled_on::text as enrolled_on, ended_on::text as ended_on from class_enrollments
          where customer_id = $1 order by enrolled_on, id`,
        [customerId],
      )
    ).rows;

  beforeAll(async () => {
    t = await startTestApp(target);
    s = await billingStore(t);
    other = await billingStore(t, '横浜校');
    school = await one('select school_id as id from programs where id = $1', [s.program]);
    grade = await one('select id from grades where school_id = $1 order by sort_order limit 1', [school]);
  });
  afterAll(async () => {
    expect(t.contractViolations()).toEqual([]);
    await t?.close();
  });

  it('when a family opens 各種申請, then each class place lists the 曜日変更 and コース変更 with a seat free from the first month allowed', async () => {
    const monday = await klass({ day: 1 });
    const wednesday = await klass({ day: 3, capacity: 2 });
    const full = await klass({ day: 4, capacity: 1 });
    await enrol(full, (await familySession(t, s.store, s.manager)).customerId);
    const course = await klass({ day: 6, minGrade: grade });
    const f = await familyIn(monday);
    const data = await options(f.token);
    const member = data.members[0];
    expect(member.moves_on).toBe('2027-01-01');
    expect(member.move_notes).toEqual([
      '2027年1月からのコース変更・曜日変更は12月10日までの申請です',
      '変更先のクラスに空きがある場合のみ申請できます（承認時に席が決まります）',
    ]);
    const place = member.classes.find((c: { enrollment_id: number }) => c.enrollment_id === f.enrollmentId);
    expect(place.class).toMatchObject({
      id: monday,
      day_of_week: 1,
      start_time: '16:00',
      program_name: '小学生コース',
    });
    const ids = (list: { id: number }[]) => list.map((k) => k.id);
    expect(ids(place.day_changes)).toContain(wednesday);
    expect(ids(place.day_changes)).not.toContain(full);
    expect(ids(place.day_changes)).not.toContain(course);
    expect(ids(place.course_changes)).toContain(course);
    expect(place.day_changes.find((k: { id: number }) => k.id === wednesday).free_seats).toBe(2);
  });

  it('when seats are held for an offer, someone waits in line or a place ends before the move, then the free seats say so, for every class at once', async () => {
    const monday = await klass({ day: 1 });
    const held = await klass({ day: 2, capacity: 3 });
    const waited = await klass({ day: 3, capacity: 5 });
    const ending = await klass({ day: 5, capacity: 2 });
    const expired = await klass({ day: 6, capacity: 2 });
    const member = async () => (await familySession(t, s.store, s.manager)).customerId;
    const line = (classId: number, customerId: number, status: string, expires: string | null) =>
      t.db.query(
        `insert into class_waitlist (class_id, customer_id, status, offered_at, offer_expires_at)
         values ($1, $2, $3, $4::timestamptz, $4::timestamptz)`,
        [classId, customerId, status, expires],
      );
    // One of three seats taken, one held for an unexpired offer: one left.
    await enrol(held, await member());
    await line(held, await member(), 'offered', '2026-11-25T00:00:00Z');
    // Seats free, but someone waits: none for a newcomer.
    await line(waited, await member(), 'waiting', null);
    // Both seats taken, one place ends before January: one free from the move.
    await enrol(ending, await member());
    await t.db.query(`update class_enrollments set ended_on = '2026-12-31' where id = $1`, [
      await enrol(ending, await member()),
    ]);
    // An offer that expired holds nothing.
    await line(expired, await member(), 'offered', '2026-11-20T00:00:00Z');
    const f = await familyIn(monday);
    const place = (await options(f.token)).members[0].classes.find(
      (c: { enrollment_id: number }) => c.enrollment_id === f.enrollmentId,
    );
    const seats = new Map(
      (place.day_changes as { id: number; free_seats: number }[]).map((k) => [k.id, k.free_seats]),
    );
    expect(seats.get(held)).toBe(1);
    expect(seats.has(waited)).toBe(false);
    expect(seats.get(ending)).toBe(1);
    expect(seats.get(expired)).toBe(2);
  });

  it('when a class change breaks a rule, then 422 with the rule in Japanese, and another family’s place is 404', async () => {
    const monday = await klass({ day: 1 });
    const wednesday = await klass({ day: 3 });
    const full = await klass({ day: 5, capacity: 1 });
    await enrol(full, (await familySession(t, s.store, s.manager)).customerId);
    const course = await klass({ day: 6, minGrade: grade });
    const f = await familyIn(monday);
    const stranger = await familyIn(monday);
    const base = { customer_id: f.customerId, kind: 'day_change', enrollment_id: f.enrollmentId };
    const early = await ask(f.token, { ...base, to_class_id: wednesday, moves_on: '2026-12-01' });
    expect(early.status).toBe(422);
    expect(early.body.errors.moves_on).toEqual([
      '変更の開始日は2027年1月1日(金)以降の月の1日を指定してください（前月10日までの申請です）',
    ]);
    const midMonth = await ask(f.token, { ...base, to_class_id: wednesday, moves_on: '2027-01-15' });
    expect(midMonth.status).toBe(422);
    for (const to of [full, course]) {
      const refused = await ask(f.token, { ...base, to_class_id: to });
      expect(refused.status).toBe(422);
      expect(refused.body.errors.to_class_id).toEqual([
        'このクラスには変更できません（空きがないか、対象外のクラスです）',
      ]);
    }
    const missing = await ask(f.token, { customer_id: f.customerId, kind: 'course_change' });
    expect(missing.body.errors.to_class_id).toEqual(['変更するクラスと変更先のクラスを選んでください']);
    const foreign = await ask(f.token, {
      ...base,
      enrollment_id: stranger.enrollmentId,
      to_class_id: wednesday,
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('変更する在籍クラスが見つかりません');
    const foreignMember = await ask(f.token, {
      ...base,
      customer_id: stranger.customerId,
      to_class_id: wednesday,
    });
    expect(foreignMember.status).toBe(404);
    expect((await options(f.token)).requests).toEqual([]);
  });

  it('when staff approve a 曜日変更, then the desk’s move runs from the 1st of the month and the record lists the request', async () => {
    const monday = await klass({ day: 1 });
    const wednesday = await klass({ day: 3, capacity: 3 });
    const f = await familyIn(monday);
    const asked = await ask(f.token, {
      customer_id: f.customerId,
      kind: 'day_change',
      enrollment_id: f.enrollmentId,
      to_class_id: wednesday,
      reason: '塾の曜日が変わったため',
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.message).toBe('曜日変更を申請しました。スクールの承認をお待ちください');
    expect(asked.body.data).toMatchObject({
      kind: 'day_change',
      state: 'pending',
      moves_on: '2027-01-01',
      from_class: { id: monday },
      to_class: { id: wednesday },
      paper_sent_at: null,
    });
    const id = asked.body.data.id as number;
    const again = await ask(f.token, {
      customer_id: f.customerId,
      kind: 'day_change',
      enrollment_id: f.enrollmentId,
      to_class_id: wednesday,
    });
    expect(again.status).toBe(409);
    const item = (await inbox()).find((r) => r.id === id);
    expect(item?.outcome).toMatchObject({
      refusal: null,
      period: '2027年1月1日(金)から',
      ending_classes: [expect.stringMatching(/^クラス/)],
      free_seats: 3,
    });
    // The inbox's dry run moved nothing.
    expect(await running(f.customerId)).toEqual([
      { class_id: monday, enrolled_on: '2026-11-01', ended_on: null },
    ]);
    const approved = await approve(id, s.staff);
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.message).toMatch(/^家族 会員さんを「クラス\d+」に移動しました$/);
    expect(approved.body.data).toMatchObject({ state: 'approved', decided_by: expect.any(String) });
    expect(await running(f.customerId)).toEqual([
      { class_id: monday, enrolled_on: '2026-11-01', ended_on: '2026-12-31' },
      { class_id: wednesday, enrolled_on: '2027-01-01', ended_on: null },
    ]);
    const record = await call('GET', `/api/customers/${f.customerId}/family-requests`, s.staff);
    expect(record.status).toBe(200);
    expect(record.body.data).toMatchObject([{ id, kind: 'day_change', state: 'approved' }]);
    expect((await call('GET', `/api/customers/${f.customerId}/family-requests`, other.manager)).status).toBe(
      404,
    );
    expect((await approve(id)).status).toBe(409);
  });

  it('when the class became full before approval, then 409 in Japanese, nothing moves and the request stays pending', async () => {
    const monday = await klass({ day: 1 });
    const wednesday = await klass({ day: 3, capacity: 1 });
    const f = await familyIn(monday);
    const id = (
      await ask(f.token, {
        customer_id: f.customerId,
        kind: 'course_change',
        enrollment_id: f.enrollmentId,
        to_class_id: (await klass({ day: 6, minGrade: grade, capacity: 1 })) as number,
      })
    ).body.data.id as number;
    const courseClass = (
      await t.db.query<{ to_class_id: number }>(
        'select to_class_id from family_membership_requests where id = $1',
        [id],
      )
    ).rows[0]?.to_class_id as number;
    await enrol(courseClass, (await familySession(t, s.store, s.manager)).customerId);
    const item = (await inbox()).find((r) => r.id === id);
    expect(item?.outcome.refusal).toBe('このクラスは定員（1名）に達しています。キャンセル待ちに登録できます');
    const refused = await approve(id);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('このクラスは定員（1名）に達しています。キャンセル待ちに登録できます');
    expect((await options(f.token)).requests[0]).toMatchObject({ id, state: 'pending' });
    expect(await running(f.customerId)).toEqual([
      { class_id: monday, enrolled_on: '2026-11-01', ended_on: null },
    ]);
    expect(wednesday).toBeGreaterThan(0);
  });

  it('when two families’ requests race for the last seat at approval, then one moves and the seat is not oversold', async () => {
    const monday = await klass({ day: 1 });
    const last = await klass({ day: 3, capacity: 1 });
    const asked = [];
    for (let i = 0; i < 3; i += 1) {
      const f = await familyIn(monday);
      const answer = await ask(f.token, {
        customer_id: f.customerId,
        kind: 'day_change',
        enrollment_id: f.enrollmentId,
        to_class_id: last,
      });
      expect(answer.status).toBe(200);
      asked.push(answer.body.data.id as number);
    }
    const answers = await Promise.all(asked.map((id, i) => approve(id, i % 2 ? s.staff : s.manager)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    const { rows } = await t.db.query<{ n: number }>(
      `select count(*)::int as n from class_enrollments where class_id = $1 and enrolled_on <= '2027-01-01'
         and (ended_on is null or ended_on >= '2027-01-01')`,
      [last],
    );
    expect(rows[0]?.n).toBe(1);
    const states = await t.db.query<{ state: string }>(
      'select state from family_membership_requests where id = any($1::int[]) order by state',
      [asked],
    );
    expect(states.rows.map((r) => r.state)).toEqual(['approved', 'pending', 'pending']);
  });

  it('when two staff approve the same class change at once, then exactly one moves the place and the other is 409', async () => {
    const monday = await klass({ day: 1 });
    const wednesday = await klass({ day: 3 });
    const f = await familyIn(monday);
    const id = (
      await ask(f.token, {
        customer_id: f.customerId,
        kind: 'day_change',
        enrollment_id: f.enrollmentId,
        to_class_id: wednesday,
      })
    ).body.data.id as number;
    const answers = await Promise.all([approve(id), approve(id, s.staff), approve(id)]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    expect(await running(f.customerId)).toHaveLength(2);
  });

  it('when a family asks for a 口座変更, then staff mark the 依頼書 sent and complete it only once the new account is registered', async () => {
    const f = await familySession(t, s.store, s.manager);
    const asked = await ask(f.token, {
      customer_id: f.customerId,
      kind: 'bank_account',
      reason: '口座を変えたため',
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(asked.body.message).toBe('口座変更を申請しました。スクールから口座振替依頼書をお渡しします');
    const id = asked.body.data.id as number;
    expect((await inbox()).find((r) => r.id === id)?.outcome.refusal).toBe(
      '口座振替依頼書の送付がまだ記録されていません',
    );
    const early = await approve(id);
    expect(early.status).toBe(422);
    expect(early.body.errors.kind).toEqual(['口座振替依頼書の送付がまだ記録されていません']);
    expect((await paperSent(id, other.manager)).status).toBe(404);
    const sent = await paperSent(id, s.staff);
    expect(sent.status).toBe(200);
    expect(sent.body.message).toBe('口座振替依頼書の送付を記録しました');
    expect(sent.body.data.paper_sent_at).toMatch(/^2026-11-22T10:00:00\+09:00$/);
    expect((await paperSent(id)).status).toBe(409);
    expect((await options(f.token)).requests[0].paper_sent_at).toBe(sent.body.data.paper_sent_at);
    const unchanged = await approve(id);
    expect(unchanged.status).toBe(422);
    expect(unchanged.body.message).toBe(
      '新しい口座がまだ登録されていません（顧客詳細の口座振替で登録してから完了してください）',
    );
    await t.db.query(
      `insert into customer_bank_accounts (customer_id, bank_code, branch_code, account_type, account_number,
         account_holder_kana, account_holder, zengin_customer_number)
       values ($1::int, '0001', '001', 1, '1234567', 'ｶｿﾞｸ ｶｲｲﾝ', 'カゾク カイイン', lpad($1::int::text, 20, '0'))`,
      [f.customerId],
    );
    const done = await approve(id);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.message).toBe('口座変更の申請を完了しました');
    expect((await options(f.token)).requests[0]).toMatchObject({
      id,
      kind: 'bank_account',
      state: 'approved',
    });
  });

  it('when the 依頼書 is marked on a request of another kind, then 422; another family’s request is 404 to cancel', async () => {
    const f = await familySession(t, s.store, s.manager);
    const stranger = await familySession(t, s.store, s.manager);
    const id = (await ask(f.token, { customer_id: f.customerId, kind: 'pause' })).body.data.id as number;
    const wrong = await paperSent(id);
    expect(wrong.status).toBe(422);
    expect(wrong.body.message).toBe('依頼書の送付を記録できるのは口座変更の申請だけです');
    const bank = (await ask(f.token, { customer_id: f.customerId, kind: 'bank_account' })).body.data
      .id as number;
    expect(
      (await call('POST', `/api/family/membership-requests/${bank}/cancel`, stranger.token)).status,
    ).toBe(404);
    expect((await approve(bank, other.manager)).status).toBe(404);
    expect((await call('POST', `/api/family/membership-requests/${bank}/cancel`, f.token)).status).toBe(200);
    expect((await paperSent(bank)).status).toBe(409);
  });
});
