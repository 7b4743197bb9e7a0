import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runLapsedWaitlistTurns } from '../src/modules/classes/members.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { swimSchool } from './support/classes.ts';
import { databaseTargets } from './support/databases.ts';
import { familySession } from './support/family.ts';
import { deliveriesOf } from './support/notifications.ts';

// キャンセル待ち from マイページ (issue 31): a family joins a full class's line for its member, sees the position,
// and accepts or declines a seat offered before the hold ends — through the desk's own use cases (the class
// locked, the order of the line, the enrolment with its contract). A family reaches only its own members' entries.
// Test clock: Sunday 2026-11-22 10:00 Tokyo; the school's hold is the default 48 hours.

const HOUR = 60 * 60 * 1000;

describe.each(databaseTargets)('family waiting list on $name', (target) => {
  let t: TestApp;
  let storeA: number;
  let storeB: number;
  let staffEmail: string;
  let staff: string;
  let swim: Awaited<ReturnType<typeof swimSchool>>;
  let classB: number;
  let sequence = 0;

  beforeAll(async () => {
    t = await startTestApp(target);
    storeA = await t.createStore('渋谷校');
    storeB = await t.createStore('横浜校');
    staffEmail = (await t.createStaff({ role: 'manager', storeId: storeA })).email;
    staff = await t.login(staffEmail);
    swim = await swimSchool(t, storeA);
    const swimB = await swimSchool(t, storeB);
    classB = await fullClass(storeB, swimB.program, swimB.school);
  });
  afterAll(async () => {
    expect(t.contractViolations()).toEqual([]);
    await t?.close();
  });

  const one = async (sql: string, params: unknown[]) =>
    (await t.db.query<{ id: number }>(sql, params)).rows[0]?.id as number;

  async function member(storeId = storeA) {
    sequence += 1;
    return one(
      `insert into customers (store_id, member_number, family_name, given_name, family_name_kana, given_name_kana,
         birth_date, status, joined_on)
       values ($1, $2, '山田', $3, 'ヤマダ', 'タロウ', '2016-04-01', 'active', '2025-01-01') returning id`,
      [storeId, `W${sequence}`, `太郎${sequence}`],
    );
  }

  /** A class of capacity 1 whose seat a member holds since November. */
  async function fullClass(storeId = storeA, program = swim.program, school = swim.school) {
    sequence += 1;
    const id = await one(
      `insert into classes (store_id, school_id, program_id, name, day_of_week, start_time, end_time, capacity, starts_on)
       values ($1, $2, $3, $4, 4, '16:00', '17:00', 1, '2025-01-01') returning id`,
      [storeId, school, program, `ジュニア木曜${sequence}`],
    );
    await t.db.query(
      `insert into class_enrollments (class_id, customer_id, enrolled_on) values ($1, $2, '2026-11-01')`,
      [id, await member(storeId)],
    );
    return id;
  }

  const holderOf = async (classId: number) =>
    (
      await t.db.query<{ customer_id: number }>(
        'select customer_id from class_enrollments where class_id = $1 order by id limit 1',
        [classId],
      )
    ).rows[0]?.customer_id as number;

  const call = (method: 'GET' | 'POST' | 'DELETE', url: string, token: string, payload?: object) =>
    t.request({ method, url, token, ...(payload ? { payload } : {}) });

  const join = (token: string, customerId: number, classId: number) =>
    call('POST', '/api/family/waitlist', token, { customer_id: customerId, class_id: classId });

  const entriesOf = async (token: string, customerId: number) => {
    const list = await call('GET', '/api/family/waitlist', token);
    expect(list.status).toBe(200);
    return list.body.data.members.find((m: { member: { id: number } }) => m.member.id === customerId);
  };

  /** The desk ends the holder's place on the 21st: the freed seat is offered to the first in line. */
  async function freeSeat(classId: number) {
    const ended = await call(
      'DELETE',
      `/api/classes/${classId}/enrollments/${await holderOf(classId)}?ends_on=2026-11-21`,
      staff,
    );
    expect(ended.status, JSON.stringify(ended.body)).toBe(200);
  }

  it('when two families join a full class, then each sees its position in order, and joining twice is refused', async () => {
    const klass = await fullClass();
    const first = await familySession(t, storeA, staff);
    const second = await familySession(t, storeA, staff);
    const before = await entriesOf(first.token, first.customerId);
    expect(before.classes.map((c: { class: { id: number } }) => c.class.id)).toContain(klass);

    const joined = await join(first.token, first.customerId, klass);
    expect(joined.status, JSON.stringify(joined.body)).toBe(200);
    expect(joined.body.message).toBe(`家族 会員さんをキャンセル待ちに登録しました（1番目）`);
    expect(joined.body.data).toMatchObject({ position: 1, status: 'waiting', offer_expires_at: null });
    expect(joined.body.data.class).toMatchObject({ id: klass, day_of_week: 4, start_time: '16:00' });
    const second1 = await join(second.token, second.customerId, klass);
    expect(second1.body.data.position).toBe(2);

    const again = await join(first.token, first.customerId, klass);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('家族 会員さんは既にキャンセル待ちに登録されています');
    const after = await entriesOf(second.token, second.customerId);
    expect(after.entries).toMatchObject([{ class: { id: klass }, position: 2, status: 'waiting' }]);
    expect(after.classes.map((c: { class: { id: number } }) => c.class.id)).not.toContain(klass);
    // The desk sees both in the line, in the order they joined.
    const roster = await call('GET', `/api/classes/${klass}/enrollments`, staff);
    expect(roster.body.data.waitlist.map((w: { customer_id: number }) => w.customer_id)).toEqual([
      first.customerId,
      second.customerId,
    ]);
    // The member's record logs what the family did.
    const card = await call('GET', `/api/customers/${first.customerId}/family-access`, staff);
    expect(card.body.data.activity[0]).toMatchObject({
      action: 'waitlist_joined',
      summary: expect.stringMatching(/^.+ のキャンセル待ちに登録（1番目）$/),
    });
  });

  it('when a member is joined by 6 requests at once and 3 families race for places, then one entry each in one order', async () => {
    const klass = await fullClass();
    const family = await familySession(t, storeA, staff);
    const joins = await Promise.all(
      Array.from({ length: 6 }, () => join(family.token, family.customerId, klass)),
    );
    expect(joins.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409]);
    const others = [];
    for (let i = 0; i < 3; i += 1) others.push(await familySession(t, storeA, staff));
    const positions = await Promise.all(others.map((o) => join(o.token, o.customerId, klass)));
    expect(positions.map((r) => r.status)).toEqual([200, 200, 200]);
    expect(positions.map((r) => r.body.data.position).sort()).toEqual([2, 3, 4]);
    const { rows } = await t.db.query<{ n: number }>(
      `select count(*)::int as n from class_waitlist where class_id = $1 and status = 'waiting'`,
      [klass],
    );
    expect(rows[0]?.n).toBe(4);
  });

  it('when a class has a free seat, then the family cannot wait for it and is told to ask the school', async () => {
    const klass = await fullClass();
    await t.db.query('update classes set capacity = 2 where id = $1', [klass]);
    const family = await familySession(t, storeA, staff);
    const response = await join(family.token, family.customerId, klass);
    expect(response.status).toBe(409);
    expect(response.body.message).toBe(
      'このクラスには空きがあります。入会・曜日変更は教室にお申し込みください',
    );
    const { rows } = await t.db.query(
      'select 1 from class_enrollments where class_id = $1 and customer_id = $2',
      [klass, family.customerId],
    );
    expect(rows).toEqual([]);
  });

  it("when the offered family accepts, then the desk's enrolment makes the place from the free day and its contract", async () => {
    const klass = await fullClass();
    const family = await familySession(t, storeA, staff);
    const id = (await join(family.token, family.customerId, klass)).body.data.id as number;
    const early = await call('POST', `/api/family/waitlist/${id}/accept`, family.token);
    expect(early.status).toBe(409);
    expect(early.body.message).toBe('ご案内中の席はありません（まだ順番待ちです）');

    await freeSeat(klass);
    const offered = await entriesOf(family.token, family.customerId);
    expect(offered.entries[0]).toMatchObject({ id, status: 'offered', position: 1 });
    expect(Date.parse(offered.entries[0].offer_expires_at) - t.clock.now.getTime()).toBe(48 * HOUR);

    const accepted = await call('POST', `/api/family/waitlist/${id}/accept`, family.token);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.data).toMatchObject({ customer_id: family.customerId, enrolled_on: '2026-11-22' });
    expect(accepted.body.message).toMatch(
      /^家族 会員さんの「ジュニア木曜\d+」への入会を受け付けました（11月22日から）$/,
    );
    const contracts = await t.db.query<{ program_id: number }>(
      'select program_id from customer_contracts where customer_id = $1',
      [family.customerId],
    );
    expect(contracts.rows.map((c) => c.program_id)).toEqual([swim.program]);
    expect((await entriesOf(family.token, family.customerId)).entries).toEqual([]);
    const again = await call('POST', `/api/family/waitlist/${id}/accept`, family.token);
    expect(again.status).toBe(404);
  });

  it("when the offered family accepts as a move from the member's own class, then the desk's 曜日変更 ends that place", async () => {
    const klass = await fullClass();
    const family = await familySession(t, storeA, staff);
    const current = await one(
      `insert into classes (store_id, school_id, program_id, name, day_of_week, start_time, end_time, capacity, starts_on)
       values ($1, $2, $3, '今のクラス', 2, '16:00', '17:00', 10, '2025-01-01') returning id`,
      [storeA, swim.school, swim.program],
    );
    const enrolled = await call('POST', `/api/classes/${current}/enrollments`, staff, {
      customer_id: family.customerId,
      starts_on: '2026-11-01',
      join_waitlist: false,
    });
    expect(enrolled.status, JSON.stringify(enrolled.body)).toBe(201);
    const id = (await join(family.token, family.customerId, klass)).body.data.id as number;
    await freeSeat(klass);
    // Not the member's class (another one of the store, or the offered class itself): 422, nothing moves.
    for (const other of [await fullClass(), klass]) {
      const refused = await call('POST', `/api/family/waitlist/${id}/accept`, family.token, {
        moves_from_class_id: other,
      });
      expect(refused.status).toBe(422);
      expect(refused.body.errors.moves_from_class_id).toEqual([
        '移る前のクラスには、この会員が在籍しているクラスを選択してください',
      ]);
    }
    const moved = await call('POST', `/api/family/waitlist/${id}/accept`, family.token, {
      moves_from_class_id: current,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.data).toMatchObject({ class: { id: klass }, enrolled_on: '2026-11-22' });
    expect(moved.body.message).toMatch(
      /^家族 会員さんの「今のクラス」から「ジュニア木曜\d+」への移動を受け付けました（11月22日から）$/,
    );
    const places = await t.db.query<{
      class_id: number;
      ended_on: string | null;
      moved_from_class_id: number | null;
    }>(
      `select class_id, ended_on::text as ended_on, moved_from_class_id from class_enrollments
        where customer_id = $1 order by id`,
      [family.customerId],
    );
    expect(places.rows).toEqual([
      { class_id: current, ended_on: '2026-11-21', moved_from_class_id: null },
      { class_id: klass, ended_on: null, moved_from_class_id: current },
    ]);
    const contracts = await t.db.query<{ ends_on: string | null }>(
      'select ends_on::text as ends_on from customer_contracts where customer_id = $1',
      [family.customerId],
    );
    expect(contracts.rows).toEqual([{ ends_on: null }]);
  });

  it('when the offered family declines, then the seat is offered to the next in line', async () => {
    const klass = await fullClass();
    const first = await familySession(t, storeA, staff);
    const second = await familySession(t, storeA, staff);
    const id = (await join(first.token, first.customerId, klass)).body.data.id as number;
    await join(second.token, second.customerId, klass);
    const notYet = await call('POST', `/api/family/waitlist/${id}/decline`, first.token);
    expect(notYet.status).toBe(409);
    await freeSeat(klass);
    const declined = await call('POST', `/api/family/waitlist/${id}/decline`, first.token);
    expect(declined.status, JSON.stringify(declined.body)).toBe(200);
    expect(declined.body.message).toMatch(
      /^家族 会員さんが席を辞退しました。次の方（家族 会員さん）に席を案内しています$/,
    );
    expect((await entriesOf(first.token, first.customerId)).entries).toEqual([]);
    expect((await entriesOf(second.token, second.customerId)).entries).toMatchObject([
      { status: 'offered', position: 1 },
    ]);
    // The next in line is told of the seat with its hold (issue 32's notifications).
    const { rows: entries } = await t.db.query<{ id: number }>(
      `select id from class_waitlist where customer_id = $1 and status = 'offered'`,
      [second.customerId],
    );
    expect(
      (await deliveriesOf(t, 'waitlist_offer', `waitlist-offer:${entries[0]?.id}`)).map((d) => d.body),
    ).toEqual([
      expect.stringMatching(
        /に家族 会員さんの席をお取りしています。\d+月\d+日 \d+:\d\dまでにお申し込みください。$/,
      ),
    ]);
    const card = await call('GET', `/api/customers/${first.customerId}/family-access`, staff);
    expect(card.body.data.activity.map((a: { summary: string }) => a.summary).slice(0, 1)).toEqual([
      'キャンセル待ちのご案内を辞退しました',
    ]);
  });

  it('when a family leaves the line, then only the entry closes; another family or a staff token cannot touch it', async () => {
    const klass = await fullClass();
    const family = await familySession(t, storeA, staff);
    const other = await familySession(t, storeA, staff);
    const id = (await join(family.token, family.customerId, klass)).body.data.id as number;

    // Another family: its own account, whatever ids it sends (404, nothing changed).
    for (const [method, url] of [
      ['POST', `/api/family/waitlist/${id}/accept`],
      ['POST', `/api/family/waitlist/${id}/decline`],
      ['DELETE', `/api/family/waitlist/${id}`],
    ] as const) {
      const response = await call(method, url, other.token);
      expect(response.status, url).toBe(404);
      expect(response.body.message).toBe('キャンセル待ちが見つかりません');
    }
    expect((await join(other.token, family.customerId, klass)).status).toBe(404);
    expect((await join(other.token, other.customerId, classB)).status).toBe(404);
    expect((await entriesOf(other.token, other.customerId)).entries).toEqual([]);
    // A staff token is not a family session.
    expect((await call('GET', '/api/family/waitlist', staff)).status).toBe(401);
    expect((await call('DELETE', `/api/family/waitlist/${id}`, staff)).status).toBe(401);

    const left = await call('DELETE', `/api/family/waitlist/${id}`, family.token);
    expect(left.status).toBe(200);
    expect(left.body.message).toBe('家族 会員さんをキャンセル待ちから外しました');
    expect((await call('DELETE', `/api/family/waitlist/${id}`, family.token)).status).toBe(404);
    expect((await entriesOf(family.token, family.customerId)).entries).toEqual([]);
  });

  it('when one offer is accepted by 6 requests at once, then exactly one enrolment is made', async () => {
    const klass = await fullClass();
    const family = await familySession(t, storeA, staff);
    const id = (await join(family.token, family.customerId, klass)).body.data.id as number;
    await freeSeat(klass);
    const responses = await Promise.all(
      Array.from({ length: 6 }, () => call('POST', `/api/family/waitlist/${id}/accept`, family.token)),
    );
    const statuses = responses.map((r) => r.status).sort();
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 404 || s === 409)).toBe(true);
    const { rows } = await t.db.query(
      'select id from class_enrollments where class_id = $1 and customer_id = $2',
      [klass, family.customerId],
    );
    expect(rows).toHaveLength(1);
    const contracts = await t.db.query('select id from customer_contracts where customer_id = $1', [
      family.customerId,
    ]);
    expect(contracts.rows).toHaveLength(1);
  });

  it('when an offer runs out and nobody acts, then the hourly sweep offers the seat to the next in line', async () => {
    const klass = await fullClass();
    const first = await familySession(t, storeA, staff);
    const second = await familySession(t, storeA, staff);
    await join(first.token, first.customerId, klass);
    await join(second.token, second.customerId, klass);
    await freeSeat(klass);
    await runLapsedWaitlistTurns(t.app.kayoi);
    const before = await call('GET', `/api/classes/${klass}/enrollments`, staff);
    expect(before.body.data.waitlist).toMatchObject([
      { customer_id: first.customerId, status: 'offered' },
      { customer_id: second.customerId, status: 'waiting' },
    ]);
    // The hold ended an hour ago (only this offer's: the clock stays where the next test expects it).
    await t.db.query(
      `update class_waitlist set offer_expires_at = $2 where class_id = $1 and status = 'offered'`,
      [klass, new Date(t.clock.now.getTime() - HOUR)],
    );
    expect(await runLapsedWaitlistTurns(t.app.kayoi)).toBeGreaterThanOrEqual(1);
    const after = await call('GET', `/api/classes/${klass}/enrollments`, staff);
    expect(after.body.data.waitlist).toMatchObject([{ customer_id: second.customerId, status: 'offered' }]);
    expect((await entriesOf(second.token, second.customerId)).entries).toMatchObject([
      { status: 'offered', position: 1 },
    ]);
    expect((await entriesOf(first.token, first.customerId)).entries).toEqual([]);
  });

  // Last: it moves the clock past the hold.
  it('when the hold has passed, then accepting is refused naming when it ended, and the next in line is offered', async () => {
    const klass = await fullClass();
    const first = await familySession(t, storeA, staff);
    const second = await familySession(t, storeA, staff);
    const id = (await join(first.token, first.customerId, klass)).body.data.id as number;
    await join(second.token, second.customerId, klass);
    await freeSeat(klass);
    t.clock.advance(48 * HOUR);
    staff = await t.login(staffEmail);
    expect((await entriesOf(first.token, first.customerId)).entries).toMatchObject([{ status: 'expired' }]);
    const late = await call('POST', `/api/family/waitlist/${id}/accept`, first.token);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('席のご案内は2026年11月24日 10:00で期限が切れました');
    // The refusal ran the waiting list's turn: the offer lapsed and the second in line now holds the seat.
    const declineLate = await call('POST', `/api/family/waitlist/${id}/decline`, first.token);
    expect(declineLate.status).toBe(409);
    expect(declineLate.body.message).toBe(late.body.message);
    expect((await entriesOf(first.token, first.customerId)).entries).toEqual([]);
    const roster = await call('GET', `/api/classes/${klass}/enrollments`, staff);
    expect(roster.body.data.waitlist).toMatchObject([{ customer_id: second.customerId, status: 'offered' }]);
    expect((await entriesOf(second.token, second.customerId)).entries).toMatchObject([
      { status: 'offered', position: 1 },
    ]);
  });
});
