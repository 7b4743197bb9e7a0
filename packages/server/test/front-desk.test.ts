import { dayOf } from '@kayoi/domain/calendar';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultAuthConfig } from '../src/config.ts';
import type { StoreEvent } from '../src/events/bus.ts';
import { isOutsideContractHours } from '../src/modules/front-desk/overtime.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { databaseTargets } from './support/databases.ts';

const MINUTE = 60_000;
/** An instant given as Tokyo wall-clock time. */
const jst = (local: string) => new Date(`${local}+09:00`);

describe.each(databaseTargets)('front desk on $name', (target) => {
  let t: TestApp;
  let store: number;
  let otherStore: number;
  let staffToken: string;
  let managerToken: string;
  let adminToken: string;
  let otherStaffToken: string;
  const events: StoreEvent[] = [];
  let program: number;
  let sequence = 0;

  beforeAll(async () => {
    // Sessions outlive the clock's trips across the weeks these tests visit.
    t = await startTestApp(target, { auth: { ...defaultAuthConfig, tokenLifetimeMinutes: 365 * 24 * 60 } });
    t.clock.now = jst('2026-10-01T09:00:00');
    store = await t.createStore('渋谷校');
    otherStore = await t.createStore('横浜校');
    staffToken = await t.login((await t.createStaff({ role: 'staff', storeId: store })).email);
    managerToken = await t.login((await t.createStaff({ role: 'manager', storeId: store })).email);
    adminToken = await t.login((await t.createStaff({ role: 'admin', storeId: store })).email);
    otherStaffToken = await t.login((await t.createStaff({ role: 'staff', storeId: otherStore })).email);
    const { rows } = await t.db.query<{ id: number }>(
      `insert into programs (store_id, name, monthly_fee) values ($1, 'ジュニアコース', 8800) returning id`,
      [store],
    );
    program = (rows[0] as { id: number }).id;
    t.app.kayoi.events.subscribe({ store }, (e) => events.push(e));
  });
  afterAll(async () => {
    expect(t.contractViolations()).toEqual([]);
    await t?.close();
  });

  /** A customer with a card, a contract and weekly slots ([weekday, 'HH:MM', 'HH:MM']). */
  async function customer(
    options: {
      storeId?: number;
      status?: 'active' | 'paused' | 'withdrawn';
      slots?: [number, string, string][];
      contract?: boolean;
      card?: 'active' | 'disabled' | null;
    } = {},
  ) {
    sequence += 1;
    const { rows } = await t.db.query<{ id: number }>(
      `insert into customers (store_id, member_number, family_name, given_name, family_name_kana, given_name_kana, status, memo)
       values ($1, $2, '山田', $3, 'ヤマダ', 'ハナコ', $4, '平泳ぎ練習中') returning id`,
      [options.storeId ?? store, `M${sequence}`, `花子${sequence}`, options.status ?? 'active'],
    );
    const id = (rows[0] as { id: number }).id;
    if (options.contract !== false) {
      const contract = await t.db.query<{ id: number }>(
        `insert into customer_contracts (customer_id, program_id, plan_name, monthly_fee, starts_on)
         values ($1, $2, 'ジュニアコース 週2回', 12100, '2025-01-01') returning id`,
        [id, program],
      );
      for (const [day, start, end] of options.slots ?? []) {
        await t.db.query(
          'insert into contract_time_slots (contract_id, day_of_week, start_time, end_time) values ($1, $2, $3, $4)',
          [contract.rows[0]?.id, day, start, end],
        );
      }
    }
    const uid = `05${id.toString(16).toUpperCase().padStart(12, '0')}`;
    if (options.card !== null) {
      await t.db.query(`insert into nfc_cards (uid, card_type, customer_id, status) values ($1, 2, $2, $3)`, [
        uid,
        id,
        options.card ?? 'active',
      ]);
    }
    return { id, uid, name: `山田 花子${sequence}` };
  }

  const tap = (payload: object, token = staffToken) =>
    t.request({ method: 'POST', url: '/api/attendance/customer', token, payload });

  describe('check-in and check-out', () => {
    it('when a customer card is tapped, then the server checks in, then out on the next tap, with the stay', async () => {
      t.clock.now = jst('2026-11-18T15:50:00');
      const c = await customer({ slots: [[3, '16:00', '17:00']] });
      const first = await tap({ nfc_uid: c.uid.toLowerCase(), device_id: 'desk-1' });
      expect(first.status).toBe(200);
      expect(first.body.message).toBe('チェックインしました');
      expect(first.body.data).toMatchObject({
        action: 'check_in',
        duplicate: false,
        customer: {
          id: c.id,
          name: c.name,
          name_kana: 'ヤマダ ハナコ',
          store: '渋谷校',
          status: 'active',
          memo: '平泳ぎ練習中',
        },
        attendance: { check_in_time: '15:50', check_out_time: null, stay_duration: null, is_overtime: false },
      });
      t.clock.advance(75 * MINUTE);
      const second = await tap({ nfc_uid: c.uid, device_id: 'desk-1' });
      expect(second.body.data).toMatchObject({
        action: 'check_out',
        message: 'チェックアウトしました',
        attendance: {
          id: first.body.data.attendance.id,
          check_in_time: '15:50',
          check_out_time: '17:05',
          stay_duration: 75,
        },
      });
      expect(second.body.data.attendance.is_overtime).toBe(false);
    });

    it('when the staff picks the customer by id, then the same rules apply', async () => {
      t.clock.now = jst('2026-11-18T10:00:00');
      const c = await customer();
      expect((await tap({ customer_id: c.id })).body.data.action).toBe('check_in');
      expect((await tap({ customer_id: c.id, nfc_uid: c.uid })).status).toBe(200);
    });

    it('when the same card is tapped again within 3 s, then nothing more is recorded and the answer repeats', async () => {
      t.clock.now = jst('2026-11-18T11:00:00');
      const c = await customer();
      const first = await tap({ nfc_uid: c.uid });
      t.clock.advance(2_999);
      const again = await tap({ nfc_uid: c.uid });
      expect(again.body.data).toMatchObject({ action: 'check_in', duplicate: true });
      expect(again.body.data.attendance.id).toBe(first.body.data.attendance.id);
      t.clock.advance(1);
      expect((await tap({ nfc_uid: c.uid })).body.data).toMatchObject({
        action: 'check_out',
        duplicate: false,
      });
      const { rows } = await t.db.query('select 1 from attendances where customer_id = $1', [c.id]);
      expect(rows).toHaveLength(1);
    });

    it('when a tap with an idempotency key is sent again, then the first answer comes back and nothing changes', async () => {
      t.clock.now = jst('2026-11-18T12:00:00');
      const c = await customer();
      const key = 'c0ffee00-0000-4000-8000-000000000001';
      const first = await tap({ nfc_uid: c.uid, idempotency_key: key, device_id: 'desk-1' });
      t.clock.advance(10 * MINUTE);
      const replay = await tap({ nfc_uid: c.uid, idempotency_key: key, device_id: 'desk-1' });
      expect(replay.body.data).toMatchObject({ action: 'check_in', duplicate: true });
      expect(replay.body.data.attendance).toEqual(first.body.data.attendance);
      const next = await tap({ nfc_uid: c.uid, idempotency_key: 'c0ffee00-0000-4000-8000-000000000002' });
      expect(next.body.data.action).toBe('check_out');
      const again = await tap({ nfc_uid: c.uid, idempotency_key: 'c0ffee00-0000-4000-8000-000000000002' });
      expect(again.body.data).toMatchObject({ action: 'check_out', duplicate: true });
    });

    it('when an offline tap is replayed with its tap time, then the visit is recorded at that time', async () => {
      t.clock.now = jst('2026-11-18T13:30:00');
      const c = await customer();
      const replay = await tap({
        nfc_uid: c.uid,
        idempotency_key: 'offline-0000-0001',
        tapped_at: jst('2026-11-18T13:02:00').toISOString(),
      });
      expect(replay.body.data.attendance.check_in_time).toBe('13:02');
      const old = await tap({ nfc_uid: c.uid, tapped_at: jst('2026-11-17T13:00:00').toISOString() });
      expect(old.status).toBe(422);
      expect(old.body.errors.tapped_at).toEqual(['タップ日時は24時間以内である必要があります']);
    });

    it('when a visit was never checked out, then the next day starts a new visit and the old one is closed at midnight', async () => {
      t.clock.now = jst('2026-11-16T18:00:00');
      const c = await customer();
      const first = await tap({ nfc_uid: c.uid });
      t.clock.now = jst('2026-11-17T17:00:00');
      const next = await tap({ nfc_uid: c.uid });
      expect(next.body.data.action).toBe('check_in');
      const { rows } = await t.db.query<{ check_out_at: Date }>(
        'select check_out_at from attendances where id = $1',
        [first.body.data.attendance.id],
      );
      expect(rows[0]?.check_out_at.toISOString()).toBe(jst('2026-11-17T00:00:00').toISOString());
    });

    it("when the desk records a visit on a day whose lessons were counted, then that day's counts are forgotten (in, out, a visit closed at midnight), and a visit of today forgets none", async () => {
      // A store of its own, a class every day, and the lessons of 11-09 and 11-10 counted (kept until a visit of
      // the day is written: the next reader counts them again with it).
      const ebisu = await t.createStore('恵比寿校');
      const { rows } = await t.db.query<{ id: number }>(
        `insert into classes (store_id, name, day_of_week, start_time, end_time, capacity, starts_on)
         select $1, '成人' || d, d, '19:00', '20:00', 10, '2026-01-01' from generate_series(0, 6) d returning id`,
        [ebisu],
      );
      const classIds = rows.map((row) => row.id);
      const keep = async (days: string[]) => {
        for (const day of days) {
          await t.db.query(
            `insert into lesson_stats_days (store_id, day) values ($1, $2) on conflict do nothing`,
            [ebisu, day],
          );
          await t.db.query(
            `insert into lesson_occurrence_stats (class_id, lesson_date, store_id, day_of_week, enrolled, present)
             select c.id, $2::date, $1, c.day_of_week, 0, 0 from classes c
              where c.id = any($3::int[]) and c.day_of_week = extract(dow from $2::date)
             on conflict do nothing`,
            [ebisu, day, classIds],
          );
        }
      };
      const kept = async () => {
        const days = await t.db.query<{ day: string }>(
          'select day::text from lesson_stats_days where store_id = $1 order by day',
          [ebisu],
        );
        const lessons = await t.db.query<{ day: string }>(
          'select lesson_date::text as day from lesson_occurrence_stats where store_id = $1 order by 1',
          [ebisu],
        );
        // A day's lessons go with the day.
        expect(lessons.rows).toEqual(days.rows);
        return days.rows.map((row) => row.day);
      };
      const [today, late, inside, forgot] = await Promise.all([
        customer({ storeId: ebisu }),
        customer({ storeId: ebisu }),
        customer({ storeId: ebisu }),
        customer({ storeId: ebisu }),
      ]);
      const tapAt = (c: { uid: string }, tapped_at?: string) =>
        tap(
          { nfc_uid: c.uid, ...(tapped_at ? { tapped_at: jst(tapped_at).toISOString() } : {}) },
          adminToken,
        );
      // Visits begun before the days were counted: one still inside since 11-10 19:00, one since 11-09 10:00.
      t.clock.now = jst('2026-11-09T10:00:00');
      expect((await tapAt(forgot)).body.data.action).toBe('check_in');
      t.clock.now = jst('2026-11-10T19:00:00');
      expect((await tapAt(inside)).body.data.action).toBe('check_in');

      t.clock.now = jst('2026-11-11T09:00:00');
      await keep(['2026-11-09', '2026-11-10']);
      // A check-in of today: no counted day is touched.
      expect((await tapAt(today)).body.data.action).toBe('check_in');
      expect(await kept()).toEqual(['2026-11-09', '2026-11-10']);
      // An offline tap replayed for yesterday evening: 11-10's lessons are counted again.
      expect((await tapAt(late, '2026-11-10T19:05:00')).body.data.action).toBe('check_in');
      expect(await kept()).toEqual(['2026-11-09']);
      // A check-out this morning of a visit begun 11-10: its first day is forgotten (today's is not kept).
      await keep(['2026-11-10']);
      expect((await tapAt(inside)).body.data.action).toBe('check_out');
      expect(await kept()).toEqual(['2026-11-09']);
      // A visit never checked out (11-09 10:00) is closed at 11-10 00:00 by the next tap: both its days are forgotten.
      await keep(['2026-11-10']);
      const next = await tapAt(forgot);
      expect(next.body.data.action).toBe('check_in');
      expect(await kept()).toEqual([]);
    });

    it('when the card is unknown, a staff card, or disabled, then 404 / 404 / 403 with the seed messages', async () => {
      const unknown = await tap({ nfc_uid: '0599999999999F' });
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toBe('顧客情報が見つかりません');
      const staffCard = await t.createStaff({ role: 'staff', storeId: store });
      await t.db.query(`insert into nfc_cards (uid, card_type, staff_id) values ('04000000000ABC', 1, $1)`, [
        staffCard.id,
      ]);
      expect((await tap({ nfc_uid: '04000000000ABC' })).status).toBe(404);
      const c = await customer({ card: 'disabled' });
      const disabled = await tap({ nfc_uid: c.uid });
      expect(disabled.status).toBe(403);
      expect(disabled.body).toMatchObject({
        message: 'このカードは無効です',
        error: { code: 'CARD_DISABLED' },
      });
      expect((await tap({ customer_id: 999_999 })).status).toBe(404);
    });

    it('when the customer is paused or withdrawn, then 409 CUSTOMER_INACTIVE and nothing is recorded', async () => {
      const paused = await customer({ status: 'paused' });
      const withdrawn = await customer({ status: 'withdrawn' });
      const one = await tap({ nfc_uid: paused.uid });
      expect(one.status).toBe(409);
      expect(one.body).toMatchObject({
        message: '休会中の会員のため入退室を記録できません',
        error: { code: 'CUSTOMER_INACTIVE' },
      });
      expect((await tap({ nfc_uid: withdrawn.uid })).body.message).toBe(
        '退会済みの会員のため入退室を記録できません',
      );
      const { rows } = await t.db.query('select 1 from attendances where customer_id in ($1, $2)', [
        paused.id,
        withdrawn.id,
      ]);
      expect(rows).toHaveLength(0);
    });

    it('when staff of another store taps the card, then the same 404 as an unknown customer; an admin may record any store', async () => {
      t.clock.now = jst('2026-11-18T14:00:00');
      const c = await customer();
      const refused = await tap({ nfc_uid: c.uid }, otherStaffToken);
      expect(refused.status).toBe(404);
      expect(refused.body.message).toBe('顧客情報が見つかりません');
      expect((await tap({ customer_id: c.id }, otherStaffToken)).status).toBe(404);
      const yokohama = await customer({ storeId: otherStore });
      expect((await tap({ nfc_uid: yokohama.uid }, adminToken)).status).toBe(200);
    });

    it('when the card and the customer id disagree, or neither is given, then 422', async () => {
      const a = await customer();
      const b = await customer();
      const mismatch = await tap({ nfc_uid: a.uid, customer_id: b.id });
      expect(mismatch.status).toBe(422);
      expect(mismatch.body.errors.nfc_uid).toEqual(['NFCカードと顧客が一致しません']);
      expect((await tap({ device_id: 'x' })).status).toBe(422);
      expect((await tap({ nfc_uid: 'xyz' })).status).toBe(422);
    });

    it('when a tap is recorded, then attendance.changed is published for the store after the commit', async () => {
      t.clock.now = jst('2026-11-18T09:00:00');
      const c = await customer();
      events.length = 0;
      const response = await tap({ nfc_uid: c.uid });
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        type: 'attendance.changed',
        store_id: store,
        payload: { customer_id: c.id, attendance_id: response.body.data.attendance.id, action: 'check_in' },
      });
      const committed = await t.db.query('select 1 from attendances where id = $1', [
        response.body.data.attendance.id,
      ]);
      expect(committed.rows).toHaveLength(1);
      await tap({ nfc_uid: c.uid });
      expect(events).toHaveLength(1);
    });

    it('when a member checks in and out, then each event carries what the current status changes by (issue 30)', async () => {
      t.clock.now = jst('2026-11-18T10:00:00');
      const c = await customer();
      const status = async () =>
        (await t.request({ method: 'GET', url: '/api/attendance/current-status', token: staffToken })).body
          .data;
      events.length = 0;
      await tap({ nfc_uid: c.uid });
      const inside = await status();
      const checkIn = events[0] as { payload: Record<string, unknown> };
      // The row the status now shows inside, and its newest entry, are the event's.
      expect(checkIn.payload.day).toBe('2026-11-18');
      expect(checkIn.payload.visitor).toEqual(
        inside.inside.find((row: { customer_id: number }) => row.customer_id === c.id),
      );
      expect(checkIn.payload.entry).toEqual(inside.recent[0]);

      t.clock.now = jst('2026-11-18T11:30:00');
      await tap({ nfc_uid: c.uid });
      const after = await status();
      const checkOut = events[1] as { payload: Record<string, unknown> };
      expect(checkOut.payload.visitor).toBeUndefined();
      expect(checkOut.payload.entry).toEqual(after.recent[0]);
      expect(checkOut.payload.entry).toMatchObject({ action: 'check_out', time: '11:30' });
      expect(after.inside.some((row: { customer_id: number }) => row.customer_id === c.id)).toBe(false);
    });
  });

  describe('concurrency', () => {
    it('when 20 taps of one card arrive at once, then exactly one check-in is recorded', async () => {
      t.clock.now = jst('2026-11-19T10:00:00');
      const c = await customer();
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => tap({ nfc_uid: c.uid, device_id: 'desk' })),
      );
      expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200));
      expect(answers.filter((a) => !a.body.data.duplicate)).toHaveLength(1);
      expect(new Set(answers.map((a) => a.body.data.attendance.id)).size).toBe(1);
      const { rows } = await t.db.query('select 1 from attendances where customer_id = $1', [c.id]);
      expect(rows).toHaveLength(1);
    });

    it('when 10 cards are each tapped 5 times at once, then each is checked in exactly once and nothing is lost', async () => {
      t.clock.now = jst('2026-11-19T11:00:00');
      const cards = await Promise.all(Array.from({ length: 10 }, () => customer()));
      const taps = cards.flatMap((c) => Array.from({ length: 5 }, () => c));
      const answers = await Promise.all(taps.map((c) => tap({ nfc_uid: c.uid })));
      expect(answers.every((a) => a.status === 200)).toBe(true);
      const { rows } = await t.db.query<{ customer_id: number; n: number }>(
        'select customer_id, count(*)::int as n from attendances where customer_id = any($1::int[]) group by customer_id',
        [cards.map((c) => c.id)],
      );
      expect(rows).toHaveLength(10);
      expect(rows.every((r) => r.n === 1)).toBe(true);
    });

    it('when the same offline tap is replayed by several retries at once, then it counts once', async () => {
      t.clock.now = jst('2026-11-19T12:00:00');
      const c = await customer();
      const answers = await Promise.all(
        Array.from({ length: 8 }, () => tap({ nfc_uid: c.uid, idempotency_key: 'retry-storm-0001' })),
      );
      expect(answers.every((a) => a.status === 200 && a.body.data.action === 'check_in')).toBe(true);
      expect(answers.filter((a) => !a.body.data.duplicate)).toHaveLength(1);
    });

    /** What a tap's answer says, without whose it is: the same for a member tapped alone or among others. */
    const outcome = (answer: { status: number; body: { data?: Record<string, unknown> } }) => {
      const data = answer.body.data as {
        action: string;
        duplicate: boolean;
        attendance: Record<string, unknown>;
        welcome: {
          monthly_count: number;
          current_visit: unknown;
          recent_history: { attendances: unknown[] };
        };
      };
      const { id: _id, ...attendance } = data.attendance;
      return {
        status: answer.status,
        action: data.action,
        duplicate: data.duplicate,
        attendance,
        monthly_count: data.welcome.monthly_count,
        inside: data.welcome.current_visit !== null,
        history: data.welcome.recent_history.attendances.length,
      };
    };
    const visitsOf = async (ids: readonly number[]) =>
      (
        await t.db.query<{ customer_id: number; visits: number; open: number }>(
          `select customer_id, count(*)::int as visits, count(*) filter (where check_out_at is null)::int as open
             from attendances where customer_id = any($1::int[]) group by customer_id order by customer_id`,
          [ids],
        )
      ).rows.map(({ customer_id: _id, ...counts }) => counts);

    it('when 20 desks tap 20 different cards at once, in and then out, then every answer and visit is what one desk tapping them in turn gives', async () => {
      t.clock.now = jst('2026-11-20T16:10:00');
      const slots: [number, string, string][] = [[5, '16:00', '17:00']];
      const inTurn = await Promise.all(Array.from({ length: 20 }, () => customer({ slots })));
      const atOnce = await Promise.all(Array.from({ length: 20 }, () => customer({ slots })));
      for (const round of ['in', 'out']) {
        const sequential = [];
        for (const c of inTurn) sequential.push(outcome(await tap({ nfc_uid: c.uid, device_id: 'desk' })));
        const parallel = (
          await Promise.all(atOnce.map((c) => tap({ nfc_uid: c.uid, device_id: 'desk' })))
        ).map(outcome);
        expect(parallel, round).toEqual(sequential);
        expect(new Set(parallel.map((a) => `${a.action} ${a.duplicate}`)), round).toEqual(
          new Set([round === 'in' ? 'check_in false' : 'check_out false']),
        );
        t.clock.advance(90 * MINUTE);
      }
      expect(await visitsOf(atOnce.map((c) => c.id))).toEqual(await visitsOf(inTurn.map((c) => c.id)));
      expect(await visitsOf(atOnce.map((c) => c.id))).toEqual(Array(20).fill({ visits: 1, open: 0 }));
    });

    it('when one card is tapped 20 times at once, in and again after the cooldown, then it is checked in once and out once, as 20 taps in turn give', async () => {
      t.clock.now = jst('2026-11-20T18:00:00');
      const [inTurn, atOnce] = [await customer(), await customer()];
      for (const round of ['in', 'out']) {
        const sequential = [];
        for (let i = 0; i < 20; i += 1) sequential.push(outcome(await tap({ nfc_uid: inTurn.uid })));
        const parallel = (
          await Promise.all(Array.from({ length: 20 }, () => tap({ nfc_uid: atOnce.uid })))
        ).map(outcome);
        // Which of the parallel taps records is a matter of arrival: the answers are the same as a set.
        const key = (a: ReturnType<typeof outcome>) => JSON.stringify(a);
        expect(parallel.map(key).sort(), round).toEqual(sequential.map(key).sort());
        expect(
          parallel.filter((a) => !a.duplicate),
          round,
        ).toHaveLength(1);
        t.clock.advance(3_000);
      }
      expect(await visitsOf([atOnce.id])).toEqual([{ visits: 1, open: 0 }]);
      expect(await visitsOf([inTurn.id])).toEqual([{ visits: 1, open: 0 }]);
    });

    it('when members inside and outside tap at once, then those inside leave and the others come in, each once', async () => {
      t.clock.now = jst('2026-11-20T19:00:00');
      const inside = await Promise.all(Array.from({ length: 10 }, () => customer()));
      const outside = await Promise.all(Array.from({ length: 10 }, () => customer()));
      for (const c of inside) expect((await tap({ nfc_uid: c.uid })).body.data.action).toBe('check_in');
      t.clock.advance(10 * MINUTE);
      const everyone = [...inside, ...outside];
      // Each card twice at once: the second of each pair is the same tap (the cooldown).
      const answers = await Promise.all([...everyone, ...everyone].map((c) => tap({ nfc_uid: c.uid })));
      const recorded = answers.filter((a) => !a.body.data.duplicate).map((a) => a.body.data);
      expect(recorded).toHaveLength(20);
      expect(
        recorded
          .filter((d) => d.action === 'check_out')
          .map((d) => d.customer.id)
          .sort(),
      ).toEqual(inside.map((c) => c.id).sort());
      expect(
        recorded
          .filter((d) => d.action === 'check_in')
          .map((d) => d.customer.id)
          .sort(),
      ).toEqual(outside.map((c) => c.id).sort());
      expect(await visitsOf(inside.map((c) => c.id))).toEqual(Array(10).fill({ visits: 1, open: 0 }));
      expect(await visitsOf(outside.map((c) => c.id))).toEqual(Array(10).fill({ visits: 1, open: 1 }));
    });

    it("when desks tap at once beside another writer of visits, then the store's day and hour counts are its visits", async () => {
      t.clock.now = jst('2026-11-21T09:00:00');
      const members = await Promise.all(Array.from({ length: 12 }, () => customer()));
      const other = await customer();
      // Check-ins at the desks (front_desk_tap counts them itself, last) and a visit written by hand at the
      // same time (counted by the insert's triggers): none is counted twice or missed.
      await Promise.all([
        ...members.map((c) => tap({ nfc_uid: c.uid, device_id: 'desk' })),
        t.db.query(`insert into attendances (store_id, customer_id, check_in_at) values ($1, $2, $3)`, [
          store,
          other.id,
          new Date(jst('2026-11-21T09:30:00')),
        ]),
      ]);
      t.clock.advance(50 * MINUTE);
      // Out again (no count moves), and some back in within the next hour.
      await Promise.all(members.map((c) => tap({ nfc_uid: c.uid, device_id: 'desk' })));
      t.clock.advance(15 * MINUTE);
      await Promise.all(members.slice(0, 5).map((c) => tap({ nfc_uid: c.uid, device_id: 'desk' })));
      const counts = async (sql: string) =>
        (await t.db.query<{ key: string; n: number }>(sql, [store, '2026-11-21'])).rows;
      const visitsByHour = await counts(
        `select extract(hour from check_in_at at time zone 'Asia/Tokyo')::text as key, count(*)::int as n
           from attendances where store_id = $1 and (check_in_at at time zone 'Asia/Tokyo')::date = $2::date
          group by 1 order by min(check_in_at)`,
      );
      expect(visitsByHour).toEqual([
        { key: '9', n: 13 },
        { key: '10', n: 5 },
      ]);
      expect(
        await counts(
          `select hour::text as key, check_ins as n from report_visit_hours
            where store_id = $1 and day = $2::date order by hour`,
        ),
      ).toEqual(visitsByHour);
      expect(
        await counts(
          `select day::text as key, check_ins as n from attendance_daily_counts where store_id = $1 and day = $2::date`,
        ),
      ).toEqual([{ key: '2026-11-21', n: 18 }]);
      // And each member's day in their visit months (0455), the taps' as the hand-written visit's.
      const months = await t.db.query<{ customer_id: number; days: number }>(
        `select customer_id, days from report_visitor_months
          where store_id = $1 and month = '2026-11-01' and customer_id = any($2::int[]) order by customer_id`,
        [store, [...members, other].map((c) => c.id)],
      );
      expect(months.rows).toEqual(
        [...members, other]
          .map((c) => ({ customer_id: c.id, days: 1 << 20 }))
          .sort((a, b) => a.customer_id - b.customer_id),
      );
      // And their last visit day (0500), which the visitors of a period ending today are read from.
      const last = await t.db.query<{ customer_id: number; last_day: string }>(
        `select customer_id, last_day::text from report_member_last_visits
          where store_id = $1 and customer_id = any($2::int[]) order by customer_id`,
        [store, [...members, other].map((c) => c.id)],
      );
      expect(last.rows).toEqual(
        [...members, other]
          .map((c) => ({ customer_id: c.id, last_day: '2026-11-21' }))
          .sort((a, b) => a.customer_id - b.customer_id),
      );
    });

    it('when intended taps 3 s apart are sent, then each one changes the state (in, out, in)', async () => {
      t.clock.now = jst('2026-11-19T13:00:00');
      const c = await customer();
      const actions: string[] = [];
      for (let i = 0; i < 3; i += 1) {
        actions.push((await tap({ nfc_uid: c.uid })).body.data.action);
        t.clock.advance(3_000);
      }
      expect(actions).toEqual(['check_in', 'check_out', 'check_in']);
    });
  });

  it('when overtime is decided by the database (front_desk_tap), then it is overtime.ts’s rule for any slots and stay', async () => {
    // The tap decides overtime in SQL (front_desk_overtime), the current status in TS (isOutsideContractHours):
    // one rule, checked here on random slots (minutes and seconds, across midnight) and stays.
    const c = await customer({ slots: [] });
    const { rows } = await t.db.query<{ id: number }>(
      'select id from customer_contracts where customer_id = $1',
      [c.id],
    );
    const contract = (rows[0] as { id: number }).id;
    const time = fc
      .tuple(
        fc.integer({ min: 0, max: 23 }),
        fc.integer({ min: 0, max: 59 }),
        fc.integer({ min: 0, max: 59 }),
      )
      .map(([h, m, sec]) => [h, m, sec].map((n) => String(n).padStart(2, '0')).join(':'));
    const slot = fc
      .tuple(fc.integer({ min: 0, max: 6 }), time, time)
      .filter(([, a, b]) => a !== b)
      .map(([day, a, b]) => (a < b ? [day, a, b] : [day, b, a]) as [number, string, string]);
    const week = Date.parse('2026-11-15T15:00:00Z'); // Monday 00:00 in Tokyo
    await fc.assert(
      fc.asyncProperty(
        fc.array(slot, { maxLength: 3 }),
        fc.integer({ min: 0, max: 7 * 24 * 60 - 1 }),
        fc.option(fc.integer({ min: 0, max: 20 * 60 })),
        async (slots, arrival, stay) => {
          await t.db.query('delete from contract_time_slots where contract_id = $1', [contract]);
          for (const [day, start, end] of slots) {
            await t.db.query(
              'insert into contract_time_slots (contract_id, day_of_week, start_time, end_time) values ($1, $2, $3, $4)',
              [contract, day, start, end],
            );
          }
          const came = week + arrival * MINUTE + 17_000;
          const left = stay === null ? null : came + stay * MINUTE;
          const { rows: decided } = await t.db.query<{ overtime: boolean }>(
            `select front_desk_overtime($1, $2::date, $3, $4, interval '30 minutes') as overtime`,
            [c.id, dayOf(came), new Date(came), left === null ? null : new Date(left)],
          );
          const trimmed = slots.map(([day_of_week, start, end]) => ({
            day_of_week,
            start_time: start.slice(0, 5),
            end_time: end.slice(0, 5),
          }));
          expect(decided[0]?.overtime).toBe(isOutsideContractHours(trimmed, came, left));
        },
      ),
      { numRuns: 60 },
    );
  });

  describe('overtime against the contract slots', () => {
    // Wednesday 2026-11-18, slot 16:00–17:00: a visit counts from 15:30 until 17:30.
    const visit = async (slots: [number, string, string][], from: string, to: string | null) => {
      const c = await customer({ slots });
      t.clock.now = jst(from);
      const checkIn = await tap({ nfc_uid: c.uid });
      if (to === null)
        return { checkIn: checkIn.body.data.attendance.is_overtime as boolean, checkOut: null };
      t.clock.now = jst(to);
      const checkOut = await tap({ nfc_uid: c.uid });
      expect(checkOut.body.data?.action, JSON.stringify(checkOut.body)).toBe('check_out');
      return {
        checkIn: checkIn.body.data.attendance.is_overtime as boolean,
        checkOut: checkOut.body.data.attendance.is_overtime as boolean,
      };
    };

    it.each([
      [
        'arrives exactly 30 min early and leaves exactly 30 min late',
        '2026-11-18T15:30:00',
        '2026-11-18T17:30:00',
        false,
        false,
      ],
      ['arrives 31 min early', '2026-11-18T15:29:00', '2026-11-18T17:00:00', true, true],
      ['leaves 31 min after the end', '2026-11-18T15:45:00', '2026-11-18T17:31:00', false, true],
      [
        'comes on the right time but the wrong weekday (Thursday)',
        '2026-11-19T16:00:00',
        '2026-11-19T17:00:00',
        true,
        true,
      ],
    ])(
      'when the member %s, then overtime is %s at check-in and %s at check-out',
      async (_case, from, to, atIn, atOut) => {
        expect(await visit([[3, '16:00', '17:00']], from, to)).toEqual({ checkIn: atIn, checkOut: atOut });
      },
    );

    it('when the member has two slots a day, then a stay within either counts, a stay across both does not', async () => {
      const slots: [number, string, string][] = [
        [3, '10:00', '11:00'],
        [3, '16:00', '17:00'],
      ];
      expect(await visit(slots, '2026-11-18T16:10:00', '2026-11-18T17:10:00')).toEqual({
        checkIn: false,
        checkOut: false,
      });
      expect(await visit(slots, '2026-11-18T10:00:00', '2026-11-18T17:00:00')).toEqual({
        checkIn: false,
        checkOut: true,
      });
    });

    it('when a late slot runs up to midnight (Fri 23:00–23:45), then its 30-minute margin reaches into Saturday (JST)', async () => {
      const slots: [number, string, string][] = [[5, '23:00', '23:45']];
      expect(await visit(slots, '2026-11-20T22:40:00', '2026-11-21T00:15:00')).toEqual({
        checkIn: false,
        checkOut: false,
      });
      expect(await visit(slots, '2026-11-20T22:40:00', '2026-11-21T00:16:00')).toEqual({
        checkIn: false,
        checkOut: true,
      });
      // Arriving on Saturday 00:05 is still within Friday's slot margin.
      expect((await visit(slots, '2026-11-21T00:05:00', null)).checkIn).toBe(false);
    });

    it('when an early slot starts at midnight (Sat 00:00–00:30), then a Friday-night arrival from 23:30 counts', async () => {
      const slots: [number, string, string][] = [[6, '00:00', '00:30']];
      expect((await visit(slots, '2026-11-20T23:30:00', null)).checkIn).toBe(false);
      expect((await visit(slots, '2026-11-20T23:29:00', null)).checkIn).toBe(true);
    });

    it('when the member has no contract or no slots, then nothing is overtime', async () => {
      const none = await customer({ contract: false });
      t.clock.now = jst('2026-11-18T03:00:00');
      expect((await tap({ nfc_uid: none.uid })).body.data.attendance.is_overtime).toBe(false);
      expect(await visit([], '2026-11-18T02:00:00', '2026-11-18T19:00:00')).toEqual({
        checkIn: false,
        checkOut: false,
      });
    });
  });

  describe('the welcome display and the side calls', () => {
    it('when the welcome answer is read, then contract, counts, slots, history and the open visit come in one answer', async () => {
      const c = await customer({
        slots: [
          [3, '16:00', '17:00'],
          [5, '16:00', '17:00'],
        ],
      });
      // Two visits in October, three in November (one overtime), the last one still open.
      for (const [from, to] of [
        ['2026-10-28T16:00:00', '2026-10-28T17:05:00'],
        ['2026-10-30T16:00:00', '2026-10-30T17:05:00'],
        ['2026-11-04T15:50:00', '2026-11-04T17:10:00'],
        ['2026-11-11T15:50:00', '2026-11-11T18:30:00'],
      ]) {
        t.clock.now = jst(from as string);
        await tap({ nfc_uid: c.uid });
        t.clock.now = jst(to as string);
        await tap({ nfc_uid: c.uid });
      }
      t.clock.now = jst('2026-11-18T15:55:00');
      await tap({ nfc_uid: c.uid });
      t.clock.now = jst('2026-11-18T16:10:00');
      // The grade the member has reached shows too.
      const { rows: grade } = await t.db.query<{ id: number }>(
        `with school as (insert into schools (store_id, name, discipline) values ($1, '進級コース', 'swimming') returning id)
         insert into grades (store_id, school_id, name, sort_order) select $1, id, '10級', 16 from school returning id`,
        [store],
      );
      const gradeId = (grade[0] as { id: number }).id;
      await t.db.query('update customers set grade_id = $1 where id = $2', [gradeId, c.id]);
      const response = await t.request({
        method: 'GET',
        url: `/api/attendance/welcome/${c.id}`,
        token: staffToken,
      });
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({
        customer: { id: c.id, name: c.name, status: 'active' },
        member_number: expect.stringMatching(/^M\d+$/),
        grade: { id: gradeId, name: '10級' },
        contract: {
          has_contract: true,
          plan_name: 'ジュニアコース 週2回',
          program_name: 'ジュニアコース',
          monthly_fee: 12100,
        },
        monthly_count: 3,
        overtime: {
          overtime_count: 1,
          has_contract: true,
          has_time_slots: true,
          contract_time_slots: [
            { day_label: '水曜日', time_range: '16:00-17:00' },
            { day_label: '金曜日', time_range: '16:00-17:00' },
          ],
        },
        current_visit: { action: 'check_in', check_in_time: '15:55' },
      });
      expect(
        response.body.data.recent_history.attendances.map(
          (a: { date_formatted: string }) => a.date_formatted,
        ),
      ).toEqual(['11月18日(水)', '11月11日(水)', '11月4日(水)', '10月30日(金)', '10月28日(水)']);
      const side = async (path: string) =>
        (await t.request({ method: 'GET', url: `/api/attendance/${path}/${c.id}`, token: staffToken })).body
          .data;
      expect(await side('monthly-count')).toEqual({ count: 3 });
      expect((await side('overtime-count')).overtime_count).toBe(1);
      expect((await side('contract')).monthly_fee).toBe(12100);
      const two = await t.request({
        method: 'GET',
        url: `/api/attendance/recent-history/${c.id}?limit=2`,
        token: staffToken,
      });
      expect(two.body.data.attendances).toHaveLength(2);
    });

    it('when a member holds several contracts, then those in force that day are the contract: both ends inclusive, fees summed, slots joined', async () => {
      // Wednesday 2026-11-18. In force: 水泳 週1 (Wed 16:00) since January, 選手コース (Fri 18:00) added on
      // 11-01 and ending today. Not in force: a course that ended yesterday and one that starts tomorrow.
      const c = await customer({ slots: [[3, '16:00', '17:00']] });
      const contract = async (
        plan: string,
        fee: number,
        from: string,
        to: string | null,
        slot: [number, string, string],
      ) => {
        const { rows } = await t.db.query<{ id: number }>(
          `insert into customer_contracts (customer_id, program_id, plan_name, monthly_fee, starts_on, ends_on)
           values ($1, null, $2, $3, $4, $5) returning id`,
          [c.id, plan, fee, from, to],
        );
        await t.db.query(
          'insert into contract_time_slots (contract_id, day_of_week, start_time, end_time) values ($1, $2, $3, $4)',
          [rows[0]?.id, ...slot],
        );
      };
      await contract('選手コース', 6600, '2026-11-01', '2026-11-18', [5, '18:00', '19:00']);
      await contract('ベビーコース', 5500, '2026-04-01', '2026-11-17', [1, '10:00', '11:00']);
      await contract('成人コース', 7700, '2026-11-19', null, [2, '19:00', '20:00']);
      t.clock.now = jst('2026-11-18T16:00:00');
      const welcome = (
        await t.request({ method: 'GET', url: `/api/attendance/welcome/${c.id}`, token: staffToken })
      ).body.data;
      const summary = {
        has_contract: true,
        plan_name: 'ジュニアコース 週2回・選手コース',
        program_name: 'ジュニアコース',
        monthly_fee: 12100 + 6600,
      };
      expect(welcome.contract).toEqual(summary);
      expect(welcome.overtime.contract_time_slots).toEqual([
        { day_label: '水曜日', time_range: '16:00-17:00' },
        { day_label: '金曜日', time_range: '18:00-19:00' },
      ]);
      expect(
        (await t.request({ method: 'GET', url: `/api/attendance/contract/${c.id}`, token: staffToken })).body
          .data,
      ).toEqual(summary);
      // The customer's page says the same: two contracts current, their sum the monthly total.
      const detail = (await t.request({ method: 'GET', url: `/api/customers/${c.id}`, token: staffToken }))
        .body.data;
      expect(detail.monthly_fee_total).toBe(18700);
      expect(
        detail.contracts
          .filter((k: { is_current: boolean }) => k.is_current)
          .map((k: { plan_name: string }) => k.plan_name)
          .sort(),
      ).toEqual(['ジュニアコース 週2回', '選手コース'].sort());
      // A Friday visit in the second contract's slot is within contract hours while it is in force, and
      // overtime once it has ended.
      t.clock.now = jst('2026-11-13T18:00:00');
      expect((await tap({ nfc_uid: c.uid })).body.data.attendance.is_overtime).toBe(false);
      t.clock.now = jst('2026-11-13T18:50:00');
      expect((await tap({ nfc_uid: c.uid })).body.data.attendance.is_overtime).toBe(false);
      t.clock.now = jst('2026-11-20T18:00:00');
      expect((await tap({ nfc_uid: c.uid })).body.data.attendance.is_overtime).toBe(true);
    });

    it('when a card is tapped, then the answer carries the welcome display as the welcome call answers it, for a repeated tap too', async () => {
      const c = await customer({ slots: [[3, '16:00', '17:00']] });
      t.clock.now = jst('2026-11-11T15:50:00');
      await tap({ nfc_uid: c.uid });
      t.clock.now = jst('2026-11-11T17:45:00');
      await tap({ nfc_uid: c.uid });
      const welcomeNow = async () =>
        (await t.request({ method: 'GET', url: `/api/attendance/welcome/${c.id}`, token: staffToken })).body
          .data;
      t.clock.now = jst('2026-11-18T15:55:00');
      const checkIn = (await tap({ nfc_uid: c.uid, idempotency_key: 'welcome-tap-0001' })).body.data;
      expect(checkIn.welcome).toEqual(await welcomeNow());
      expect(checkIn.welcome).toMatchObject({
        monthly_count: 2,
        overtime: { overtime_count: 1 },
        current_visit: { id: checkIn.attendance.id, action: 'check_in' },
      });
      expect(checkIn.welcome.recent_history.attendances[0].id).toBe(checkIn.attendance.id);
      // The same tap again (the offline queue's replay), and the same card within the cooldown.
      const replay = (await tap({ nfc_uid: c.uid, idempotency_key: 'welcome-tap-0001' })).body.data;
      expect(replay.duplicate).toBe(true);
      expect(replay.welcome).toEqual(await welcomeNow());
      t.clock.now = jst('2026-11-18T16:50:00');
      const checkOut = (await tap({ nfc_uid: c.uid })).body.data;
      expect(checkOut.action).toBe('check_out');
      expect(checkOut.welcome).toEqual(await welcomeNow());
      expect(checkOut.welcome.current_visit).toBeNull();
      t.clock.now = jst('2026-11-18T16:50:02');
      const again = (await tap({ nfc_uid: c.uid })).body.data;
      expect(again.duplicate).toBe(true);
      expect(again.welcome).toEqual(await welcomeNow());
    });

    it('when a visit starts just after midnight JST on the 1st, then it counts in the new month', async () => {
      const c = await customer();
      t.clock.now = jst('2026-11-30T23:50:00');
      await tap({ nfc_uid: c.uid });
      t.clock.now = jst('2026-12-01T00:10:00');
      await tap({ nfc_uid: c.uid });
      t.clock.now = jst('2026-12-01T00:10:05');
      await tap({ nfc_uid: c.uid });
      const count = await t.request({
        method: 'GET',
        url: `/api/attendance/monthly-count/${c.id}`,
        token: staffToken,
      });
      expect(count.body.data.count).toBe(1);
    });

    it('when the customer belongs to another store, then the welcome answer is 404 for its staff', async () => {
      const c = await customer({ storeId: otherStore });
      const response = await t.request({
        method: 'GET',
        url: `/api/attendance/welcome/${c.id}`,
        token: staffToken,
      });
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('顧客情報が見つかりません');
    });
  });

  describe('current status', () => {
    it('when customers are inside, then the status lists them with since when, longest first, and today’s events', async () => {
      const fresh = await t.createStore('大宮校');
      const token = await t.login((await t.createStaff({ role: 'staff', storeId: fresh })).email);
      const a = await customer({ storeId: fresh, slots: [[0, '10:00', '11:00']] });
      const b = await customer({ storeId: fresh });
      t.clock.now = jst('2026-11-22T09:40:00');
      await tap({ nfc_uid: a.uid }, token);
      t.clock.now = jst('2026-11-22T10:00:00');
      await tap({ nfc_uid: b.uid }, token);
      t.clock.now = jst('2026-11-22T10:30:00');
      await tap({ nfc_uid: b.uid }, token);
      await tap({ nfc_uid: b.uid }, token);
      t.clock.now = jst('2026-11-22T11:45:00');
      const status = await t.request({ method: 'GET', url: '/api/attendance/current-status', token });
      expect(status.body.data).toMatchObject({
        date: '2026-11-22',
        inside_count: 1,
        checked_in_today: 2,
        checked_out_today: 1,
      });
      // b's second tap fell in the cooldown: b left, a is inside (and over the slot's margin by now).
      expect(status.body.data.inside).toEqual([
        expect.objectContaining({
          customer_id: a.id,
          check_in_time: '09:40',
          stay_minutes: 125,
          is_overtime: true,
        }),
      ]);
      expect(
        status.body.data.recent.map((e: { action: string; time: string }) => `${e.action} ${e.time}`),
      ).toEqual(['check_out 10:30', 'check_in 10:00', 'check_in 09:40']);
    });
  });

  describe('tablet attendance', () => {
    let classId: number;
    let members: { id: number; uid: string; name: string }[];
    beforeAll(async () => {
      // A Wednesday class 16:00–17:00 in the 第2レーン with three members.
      const { rows: lanes } = await t.db.query<{ id: number }>(
        `with pool as (insert into facilities (store_id, name, kind) values ($1, '25mプール', 'pool') returning id)
         insert into facility_lanes (facility_id, number, name) select id, 2, '第2レーン' from pool returning id`,
        [store],
      );
      const { rows } = await t.db.query<{ id: number }>(
        `insert into classes (store_id, program_id, name, lane_id, day_of_week, start_time, end_time, capacity,
           starts_on)
         values ($1, $2, 'ジュニア中級', $3, 3, '16:00', '17:00', 20, '2000-01-01') returning id`,
        [store, program, (lanes[0] as { id: number }).id],
      );
      classId = (rows[0] as { id: number }).id;
      members = [await customer(), await customer(), await customer()];
      for (const m of members) {
        await t.db.query(
          `insert into class_enrollments (class_id, customer_id, enrolled_on) values ($1, $2, '2026-01-01')`,
          [classId, m.id],
        );
      }
    });

    const lessons = async (date: string) =>
      (
        await t.request({
          method: 'GET',
          url: `/api/tablet-attendance/lessons?date=${date}`,
          token: staffToken,
        })
      ).body.data;
    const lesson = async (date: string) =>
      (await lessons(date)).lessons.find((l: { class_id: number }) => l.class_id === classId);

    it('when a member checked in at the desk before the lesson, then the tablet shows them present by the visit', async () => {
      const [m0] = members as [(typeof members)[0]];
      t.clock.now = jst('2026-11-25T15:35:00');
      await tap({ nfc_uid: m0.uid });
      t.clock.now = jst('2026-11-25T16:05:00');
      const today = await lesson('2026-11-25');
      expect(today).toMatchObject({
        name: 'ジュニア中級',
        lane: '第2レーン',
        start_time: '16:00',
        end_time: '17:00',
        capacity: 20,
      });
      expect(today.members.find((m: { customer_id: number }) => m.customer_id === m0.id)).toMatchObject({
        presence: 'present',
        mark: null,
        source: 'visit',
      });
      expect(today.counts).toEqual({ present: 1, absent: 0, excused: 0, unmarked: 2 });
    });

    it('when the instructor marks members, then marks win over visits and can be cleared', async () => {
      const [m0, m1] = members as [(typeof members)[0], (typeof members)[0]];
      events.length = 0;
      const mark = (customerId: number, status: string) =>
        t.request({
          method: 'PUT',
          url: `/api/tablet-attendance/lessons/${classId}/members/${customerId}`,
          token: staffToken,
          payload: { date: '2026-11-25', status },
        });
      const absent = await mark(m0.id, 'absent');
      expect(absent.body.data).toMatchObject({ presence: 'absent', mark: 'absent', source: 'tablet' });
      expect((await mark(m1.id, 'excused')).body.data.presence).toBe('excused');
      expect(events.map((e) => e.type)).toEqual(['lesson_attendance.changed', 'lesson_attendance.changed']);
      const cleared = await t.request({
        method: 'DELETE',
        url: `/api/tablet-attendance/lessons/${classId}/members/${m0.id}?date=2026-11-25`,
        token: staffToken,
      });
      expect(cleared.body.data).toMatchObject({ presence: 'present', mark: null, source: 'visit' });
      expect((await lesson('2026-11-25')).counts).toEqual({ present: 1, absent: 0, excused: 1, unmarked: 1 });
    });

    it('when a member taps their card at the tablet, then they are marked present at the running lesson', async () => {
      const m2 = members[2] as (typeof members)[0];
      t.clock.now = jst('2026-11-25T15:40:00');
      const response = await t.request({
        method: 'POST',
        url: '/api/tablet-attendance/card-taps',
        token: staffToken,
        payload: { nfc_uid: m2.uid },
      });
      expect(response.status).toBe(200);
      expect(response.body.data).toMatchObject({
        class_id: classId,
        lesson_name: 'ジュニア中級',
        member: { customer_id: m2.id, presence: 'present', mark: 'present', source: 'card' },
      });
      t.clock.now = jst('2026-11-25T18:00:00');
      const late = await t.request({
        method: 'POST',
        url: '/api/tablet-attendance/card-taps',
        token: staffToken,
        payload: { nfc_uid: m2.uid },
      });
      expect(late.status).toBe(404);
      expect(late.body.message).toBe('本日のレッスンはありません');
    });

    it('when the date is not the class weekday, the member is not enrolled or the class is another store’s, then 422/404', async () => {
      const [m0] = members as [(typeof members)[0]];
      const wrongDay = await t.request({
        method: 'PUT',
        url: `/api/tablet-attendance/lessons/${classId}/members/${m0.id}`,
        token: staffToken,
        payload: { date: '2026-11-26', status: 'present' },
      });
      expect(wrongDay.status).toBe(422);
      const stranger = await customer();
      const notEnrolled = await t.request({
        method: 'PUT',
        url: `/api/tablet-attendance/lessons/${classId}/members/${stranger.id}`,
        token: staffToken,
        payload: { date: '2026-11-25', status: 'present' },
      });
      expect(notEnrolled.status).toBe(404);
      const otherStoreCall = await t.request({
        method: 'PUT',
        url: `/api/tablet-attendance/lessons/${classId}/members/${m0.id}`,
        token: otherStaffToken,
        payload: { date: '2026-11-25', status: 'present' },
      });
      expect(otherStoreCall.status).toBe(404);
      expect(
        (await lessons('2026-11-26')).lessons.some((l: { class_id: number }) => l.class_id === classId),
      ).toBe(false);
    });
  });

  describe('the card registry and staff cards', () => {
    it('when a customer card is issued, then the old card is disabled and the new one works at the desk', async () => {
      t.clock.now = jst('2026-11-20T10:00:00');
      const c = await customer();
      const issued = await t.request({
        method: 'POST',
        url: '/api/nfc-cards',
        token: staffToken,
        payload: { holder_type: 'customer', holder_id: c.id, uid: '04aabbccddee01' },
      });
      expect(issued.status).toBe(201);
      expect(issued.body.data).toMatchObject({
        uid: '**********EE01',
        card_type: 2,
        holder_type: 'customer',
        holder_id: c.id,
        entity_id: c.id,
        status: 'active',
      });
      expect((await tap({ nfc_uid: c.uid })).status).toBe(403);
      expect((await tap({ nfc_uid: '04AABBCCDDEE01' })).status).toBe(200);
      const registry = (token: string) =>
        t.request({ method: 'GET', url: `/api/nfc-cards?holder_type=customer&holder_id=${c.id}`, token });
      const uidsAndStatus = (list: { body: { data: { uid: string; status: string }[] } }) =>
        list.body.data.map((card) => [card.uid, card.status]);
      // A UID is shown whole to admins only; the others see its last 4 characters.
      expect(uidsAndStatus(await registry(adminToken))).toEqual([
        ['04AABBCCDDEE01', 'active'],
        [c.uid, 'disabled'],
      ]);
      for (const token of [staffToken, managerToken]) {
        expect(uidsAndStatus(await registry(token))).toEqual([
          ['**********EE01', 'active'],
          [`**********${c.uid.slice(-4)}`, 'disabled'],
        ]);
      }
    });

    it('when a card already belongs to someone else, then issuing it is refused with 409', async () => {
      const a = await customer();
      const b = await customer();
      const taken = await t.request({
        method: 'POST',
        url: '/api/nfc-cards',
        token: staffToken,
        payload: { holder_type: 'customer', holder_id: b.id, uid: a.uid },
      });
      expect(taken.status).toBe(409);
      expect(taken.body.message).toBe('このカードは既に別の利用者に登録されています');
    });

    it('when staff cards are managed, then only admins and managers may, and a disabled card cannot log in', async () => {
      const member = await t.createStaff({ role: 'staff', storeId: store });
      const byStaff = await t.request({
        method: 'POST',
        url: '/api/nfc-cards',
        token: staffToken,
        payload: { holder_type: 'staff', holder_id: member.id, uid: '04DDDD00000001' },
      });
      expect(byStaff.status).toBe(403);
      const issued = await t.request({
        method: 'POST',
        url: '/api/nfc-cards',
        token: managerToken,
        payload: { holder_type: 'staff', holder_id: member.id, uid: '04DDDD00000001' },
      });
      expect(issued.status).toBe(201);
      const device = await t.enrollReaderDevice(store);
      const login = () =>
        t.request({
          method: 'POST',
          url: '/api/v3/auth/nfc-login',
          headers: { 'x-device-credential': device },
          payload: { nfc_uid: '04DDDD00000001', device_name: 'nfc-reader' },
        });
      const cardSession = await login();
      expect(cardSession.status).toBe(200);
      // Colleagues' card UIDs are masked in the staff list, for every role.
      for (const token of [staffToken, managerToken, adminToken]) {
        const staffList = await t.request({ method: 'GET', url: '/api/staffs', token });
        expect(staffList.body.data.find((s: { id: number }) => s.id === member.id).card).toMatchObject({
          uid: '**********0001',
        });
      }
      expect(
        (
          await t.request({
            method: 'POST',
            url: `/api/nfc-cards/${issued.body.data.id}/disable`,
            token: staffToken,
          })
        ).status,
      ).toBe(403);
      const disabled = await t.request({
        method: 'POST',
        url: `/api/nfc-cards/${issued.body.data.id}/disable`,
        token: managerToken,
      });
      expect(disabled.body.data).toMatchObject({ status: 'disabled', disabled_at: expect.any(String) });
      // A disabled card ends the sessions it opened.
      const me = await t.request({
        method: 'GET',
        url: '/api/v3/auth/me',
        token: cardSession.body.data.token,
      });
      expect(me.status).toBe(401);
      const refused = await login();
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe('このカードは現在無効化されています');
      const profile = await t.request({ method: 'GET', url: `/api/staffs/${member.id}`, token: staffToken });
      expect(profile.body.data).toMatchObject({ id: member.id, store: '渋谷校', card: null });
    });

    it('when a manager acts on an admin’s account, then issuing or disabling its card is refused with 403; on a manager’s or staff member’s it is allowed', async () => {
      const admin = await t.createStaff({ role: 'admin', storeId: store });
      const peer = await t.createStaff({ role: 'manager', storeId: store });
      const issue = (token: string, holderId: number, uid: string) =>
        t.request({
          method: 'POST',
          url: '/api/nfc-cards',
          token,
          payload: { holder_type: 'staff', holder_id: holderId, uid },
        });
      const adminCard = await issue(adminToken, admin.id, '04ADAD00000001');
      expect(adminCard.status).toBe(201);

      const takeover = await issue(managerToken, admin.id, '04BADBAD000001');
      expect(takeover.status).toBe(403);
      expect(takeover.body.error).toMatchObject({
        code: 'FORBIDDEN',
        message: '自分より上位の権限のアカウントは操作できません',
      });
      const disable = await t.request({
        method: 'POST',
        url: `/api/nfc-cards/${adminCard.body.data.id}/disable`,
        token: managerToken,
      });
      expect(disable.status).toBe(403);
      // The admin's own card still works and no card was registered to the admin by the manager.
      const cards = await t.request({
        method: 'GET',
        url: `/api/nfc-cards?holder_type=staff&holder_id=${admin.id}`,
        token: adminToken,
      });
      expect(cards.body.data.map((c: { uid: string; status: string }) => [c.uid, c.status])).toEqual([
        ['04ADAD00000001', 'active'],
      ]);

      expect((await issue(managerToken, peer.id, '04EEEE00000001')).status).toBe(201);
    });

    it('when the holder is in another store, then the registry answers 404', async () => {
      const c = await customer({ storeId: otherStore });
      const response = await t.request({
        method: 'GET',
        url: `/api/nfc-cards?holder_type=customer&holder_id=${c.id}`,
        token: staffToken,
      });
      expect(response.status).toBe(404);
      expect((await t.request({ method: 'GET', url: '/api/staffs/999999', token: staffToken })).status).toBe(
        404,
      );
    });
  });
});
