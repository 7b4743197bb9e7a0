import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { databaseTargets } from './support/databases.ts';
import { schoolBuilder } from './support/school.ts';
import { EVENT_GUARD_MS, openStream } from './support/sse.ts';

describe.each(databaseTargets)('store event stream on $name', (target) => {
  let t: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    t = await startTestApp(target);
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    expect(t.contractViolations()).toEqual([]);
    await t?.close();
  });

  async function signedIn(storeId: number) {
    const staff = await t.createStaff({ role: 'staff', storeId });
    return t.login(staff.email);
  }

  /** A staff member of the store taking part in the given chat rooms (made with these ids if need be). */
  async function roomMember(storeId: number, ...rooms: string[]) {
    const staff = await t.createStaff({ role: 'staff', storeId });
    for (const room of rooms) {
      await t.db.query(
        `insert into chat_rooms (id, type, name, store_id) overriding system value
         values ($1, 'group', $2, $3) on conflict (id) do nothing`,
        [Number(room), `ルーム${room}`, storeId],
      );
      await t.db.query('insert into chat_participants (room_id, staff_id) values ($1, $2)', [
        Number(room),
        staff.id,
      ]);
    }
    return t.login(staff.email);
  }

  const chatMessage = (roomId: number, messageId: number) =>
    ({
      type: 'chat_message.created',
      topic: `chat-room:${roomId}`,
      payload: { room_id: roomId, message_id: messageId },
    }) as const;

  it("when a change is published in the store, then a connected client hears it and another store's client never does", async () => {
    t.clock.now = new Date();
    const shibuya = await t.createStore();
    const yokohama = await t.createStore();
    const here = await openStream(baseUrl, await signedIn(shibuya));
    const there = await openStream(baseUrl, await signedIn(yokohama));
    expect(here.response.status).toBe(200);
    expect(here.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(await here.waitFor((e) => e.event === 'ready')).toMatchObject({
      data: { store_id: shibuya },
    });
    expect(await there.waitFor((e) => e.event === 'ready')).toMatchObject({
      data: { store_id: yokohama },
    });

    t.app.kayoi.events.publish({
      type: 'attendance.changed',
      store_id: shibuya,
      at: new Date().toISOString(),
      payload: { customer_id: 2, attendance_id: 1, action: 'check_in' },
    });
    const heard = await here.waitFor((e) => e.event === 'attendance.changed');
    expect(heard?.data).toMatchObject({
      type: 'attendance.changed',
      store_id: shibuya,
      payload: { customer_id: 2, attendance_id: 1, action: 'check_in' },
    });

    // Give the other store's stream every chance to (wrongly) receive it, then check it did not.
    t.app.kayoi.events.publish({
      type: 'lesson_attendance.changed',
      store_id: yokohama,
      at: new Date().toISOString(),
      payload: { class_id: 1, customer_id: 2, lesson_date: '2026-11-22' },
    });
    expect(await there.waitFor((e) => e.event === 'lesson_attendance.changed')).toBeDefined();
    expect(there.received.filter((e) => e.event === 'attendance.changed')).toEqual([]);
    expect(here.received.filter((e) => e.event === 'lesson_attendance.changed')).toEqual([]);
    here.close();
    there.close();
  });

  it('when a visit is recorded and published after commit, then the stream says so and the dashboard already counts it', async () => {
    t.clock.now = new Date();
    const storeId = await t.createStore();
    const token = await signedIn(storeId);
    const stream = await openStream(baseUrl, token);
    await stream.waitFor((e) => e.event === 'ready');
    const school = schoolBuilder(t, storeId);
    const member = await school.customer();
    const now = t.clock.now;
    await t.db.query('insert into attendances (store_id, customer_id, check_in_at) values ($1, $2, $3)', [
      storeId,
      member,
      now,
    ]);
    t.app.kayoi.events.publish({
      type: 'attendance.changed',
      store_id: storeId,
      at: now.toISOString(),
      payload: { customer_id: member, attendance_id: 1, action: 'check_in' },
    });
    expect(await stream.waitFor((e) => e.event === 'attendance.changed')).toBeDefined();
    const kpi = await t.request({ method: 'GET', url: '/api/dashboard/kpi', token });
    expect(kpi.body.data.today_checkins.value).toBe(1);
    stream.close();
  });

  it("when a stream follows a topic, then it hears that topic's events and none of the store's, and the store's stream none of the topic's", async () => {
    t.clock.now = new Date();
    const storeId = await t.createStore();
    const store = await openStream(baseUrl, await signedIn(storeId));
    const rooms = await openStream(
      baseUrl,
      await roomMember(storeId, '801', '802'),
      'chat-room:801,chat-room:802',
    );
    expect(rooms.response.status).toBe(200);
    expect(await store.waitFor((e) => e.event === 'ready')).toBeDefined();
    expect(await rooms.waitFor((e) => e.event === 'ready')).toMatchObject({
      data: { topics: ['chat-room:801', 'chat-room:802'] },
    });
    expect(t.app.kayoi.events.listenerCount({ topic: 'chat-room:801' })).toBe(1);

    t.app.kayoi.events.publish(chatMessage(801, 1));
    t.app.kayoi.events.publish(chatMessage(802, 2));
    t.app.kayoi.events.publish(chatMessage(803, 3));
    t.app.kayoi.events.publish({ type: 'customer.changed', store_id: storeId, payload: { id: 4 } });

    expect(await store.waitFor((e) => e.event === 'customer.changed')).toMatchObject({
      data: { type: 'customer.changed', store_id: storeId, payload: { id: 4 } },
    });
    expect(await rooms.waitFor((e) => e.data.topic === 'chat-room:802')).toBeDefined();
    expect(rooms.received.map((e) => [e.event, e.data.topic, e.data.payload])).toEqual([
      ['ready', undefined, undefined],
      ['chat_message.created', 'chat-room:801', { room_id: 801, message_id: 1 }],
      ['chat_message.created', 'chat-room:802', { room_id: 802, message_id: 2 }],
    ]);
    expect(store.received.filter((e) => e.event === 'chat_message.created')).toEqual([]);
    rooms.close();
    store.close();
    await expect
      .poll(() => t.app.kayoi.events.listenerCount({ topic: 'chat-room:801' }), { timeout: EVENT_GUARD_MS })
      .toBe(0);
  });

  it('when a topic may not be followed, is of a kind no feature serves, or is malformed, then no stream opens', async () => {
    const storeId = await t.createStore();
    const token = await roomMember(storeId, '811');
    const refused = async (topics: string) => {
      const response = await fetch(`${baseUrl}/api/events?topics=${encodeURIComponent(topics)}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return [response.status, ((await response.json()) as { error: { code: string } }).error.code];
    };
    expect(await refused('chat-room:811,chat-room:812')).toEqual([403, 'FORBIDDEN']);
    expect(await refused('bulletin-board:1')).toEqual([403, 'FORBIDDEN']);
    expect(await refused('chat room 811')).toEqual([422, 'VALIDATION_ERROR']);
    expect(await refused(Array.from({ length: 11 }, (_, i) => `chat-room:${i + 1}`).join(','))).toEqual([
      422,
      'VALIDATION_ERROR',
    ]);
    expect(t.app.kayoi.events.listenerCount({ topic: 'chat-room:811' })).toBe(0);
  });

  it('when the client goes away, then the server stops listening for it', async () => {
    t.clock.now = new Date();
    const storeId = await t.createStore();
    const stream = await openStream(baseUrl, await signedIn(storeId));
    await stream.waitFor((e) => e.event === 'ready');
    expect(t.app.kayoi.events.listenerCount({ store: storeId })).toBe(1);
    stream.close();
    await expect
      .poll(() => t.app.kayoi.events.listenerCount({ store: storeId }), { timeout: EVENT_GUARD_MS })
      .toBe(0);
  });

  it('when the token is missing or wrong, then the stream is refused with 401 and never opens', async () => {
    const missing = await fetch(`${baseUrl}/api/events`);
    expect(missing.status).toBe(401);
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe('UNAUTHENTICATED');
    const wrong = await fetch(`${baseUrl}/api/events`, { headers: { authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(401);
  });

  it(
    'when the staff member logs out, then the stream of that token ends (not at the 25 s ping) and the other session’s stream goes on',
    async () => {
      t.clock.now = new Date();
      const storeId = await t.createStore();
      const staff = await t.createStaff({ role: 'staff', storeId });
      const leaving = await t.login(staff.email);
      const staying = await t.login(staff.email);
      const closing = await openStream(baseUrl, leaving);
      const open = await openStream(baseUrl, staying);
      await closing.waitFor((e) => e.event === 'ready');
      await open.waitFor((e) => e.event === 'ready');
      expect((await t.request({ method: 'POST', url: '/api/v3/auth/logout', token: leaving })).status).toBe(
        200,
      );
      // The test's time limit (EVENT_GUARD_MS, below) is shorter than the 25 s keep-alive ping, so an ending that
      // waited for the ping fails here.
      await closing.ended;
      expect(t.app.kayoi.events.listenerCount({ store: storeId })).toBe(1);
      t.app.kayoi.events.publish({
        type: 'attendance.changed',
        store_id: storeId,
        at: new Date().toISOString(),
        payload: { customer_id: 2, attendance_id: 1, action: 'check_in' },
      });
      expect(await open.waitFor((e) => e.event === 'attendance.changed')).toBeDefined();
      open.close();
    },
    EVENT_GUARD_MS,
  );

  it('when the token expires, then its stream ends and the server stops listening', async () => {
    t.clock.now = new Date();
    const storeId = await t.createStore();
    const staff = await t.createStaff({ role: 'staff', storeId });
    const token = await t.login(staff.email);
    await t.db.query('update auth_tokens set expires_at = $1 where staff_id = $2', [
      new Date(t.clock.now.getTime() + 1_500),
      staff.id,
    ]);
    const stream = await openStream(baseUrl, token);
    expect(stream.response.status).toBe(200);
    await stream.waitFor((e) => e.event === 'ready');
    await stream.ended;
    expect(t.app.kayoi.events.listenerCount({ store: storeId })).toBe(0);
  });
});
