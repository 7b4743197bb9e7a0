import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './support/app.ts';
import { databaseTargets } from './support/databases.ts';
import { schoolBuilder } from './support/school.ts';

interface ReceivedEvent {
  event: string;
  data: Record<string, unknown>;
  receivedAt: number;
}

/** Opens GET /api/events over real HTTP and collects its events as the browser's fetch reader would. */
async function openStream(baseUrl: string, token: string) {
  const controller = new AbortController();
  const response = await fetch(`${baseUrl}/api/events`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal: controller.signal,
  });
  const received: ReceivedEvent[] = [];
  let buffer = '';
  const reading = (async () => {
    const reader = response.body?.getReader();
    if (!reader) return;
    const decoder = new TextDecoder();
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const event = /^event: (.*)$/m.exec(block)?.[1];
          const data = /^data: (.*)$/m.exec(block)?.[1];
          if (event && data) received.push({ event, data: JSON.parse(data), receivedAt: Date.now() });
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // aborted
    }
  })();
  const waitFor = async (predicate: (e: ReceivedEvent) => boolean, timeoutMs: number) => {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const found = received.find(predicate);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 10));
    }
    return undefined;
  };
  return {
    response,
    received,
    waitFor,
    ended: reading,
    close() {
      controller.abort();
    },
  };
}

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

  it("when a change is published in the store, then a connected client hears it within a second and another store's client never does", async () => {
    t.clock.now = new Date();
    const shibuya = await t.createStore();
    const yokohama = await t.createStore();
    const here = await openStream(baseUrl, await signedIn(shibuya));
    const there = await openStream(baseUrl, await signedIn(yokohama));
    expect(here.response.status).toBe(200);
    expect(here.response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(await here.waitFor((e) => e.event === 'ready', 5_000)).toMatchObject({
      data: { store_id: shibuya },
    });
    expect(await there.waitFor((e) => e.event === 'ready', 5_000)).toMatchObject({
      data: { store_id: yokohama },
    });

    const publishedAt = Date.now();
    t.app.kayoi.events.publish({
      type: 'attendance.changed',
      store_id: shibuya,
      at: new Date().toISOString(),
      payload: { attendance_id: 1 },
    });
    const heard = await here.waitFor((e) => e.event === 'attendance.changed', 1_000);
    expect(heard?.data).toMatchObject({
      type: 'attendance.changed',
      store_id: shibuya,
      payload: { attendance_id: 1 },
    });
    expect((heard?.receivedAt ?? Number.POSITIVE_INFINITY) - publishedAt).toBeLessThan(1_000);

    // Give the other store's stream every chance to (wrongly) receive it, then check it did not.
    t.app.kayoi.events.publish({
      type: 'lesson_attendance.changed',
      store_id: yokohama,
      at: new Date().toISOString(),
    });
    expect(await there.waitFor((e) => e.event === 'lesson_attendance.changed', 1_000)).toBeDefined();
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
    await stream.waitFor((e) => e.event === 'ready', 5_000);
    const school = schoolBuilder(t, storeId);
    const member = await school.customer();
    const now = t.clock.now;
    await t.db.query('insert into attendances (store_id, customer_id, check_in_at) values ($1, $2, $3)', [
      storeId,
      member,
      now,
    ]);
    t.app.kayoi.events.publish({ type: 'attendance.changed', store_id: storeId, at: now.toISOString() });
    expect(await stream.waitFor((e) => e.event === 'attendance.changed', 1_000)).toBeDefined();
    const kpi = await t.request({ method: 'GET', url: '/api/dashboard/kpi', token });
    expect(kpi.body.data.today_checkins.value).toBe(1);
    stream.close();
  });

  it('when the client goes away, then the server stops listening for it', async () => {
    t.clock.now = new Date();
    const storeId = await t.createStore();
    const stream = await openStream(baseUrl, await signedIn(storeId));
    await stream.waitFor((e) => e.event === 'ready', 5_000);
    expect(t.app.kayoi.events.listenerCount(storeId)).toBe(1);
    stream.close();
    await expect.poll(() => t.app.kayoi.events.listenerCount(storeId), { timeout: 5_000 }).toBe(0);
  });

  it('when the token is missing or wrong, then the stream is refused with 401 and never opens', async () => {
    const missing = await fetch(`${baseUrl}/api/events`);
    expect(missing.status).toBe(401);
    expect(((await missing.json()) as { error: { code: string } }).error.code).toBe('UNAUTHENTICATED');
    const wrong = await fetch(`${baseUrl}/api/events`, { headers: { authorization: 'Bearer nope' } });
    expect(wrong.status).toBe(401);
  });

  it('when the staff member logs out, then the stream of that token ends within a second and the other session’s stream goes on', async () => {
    t.clock.now = new Date();
    const storeId = await t.createStore();
    const staff = await t.createStaff({ role: 'staff', storeId });
    const leaving = await t.login(staff.email);
    const staying = await t.login(staff.email);
    const closing = await openStream(baseUrl, leaving);
    const open = await openStream(baseUrl, staying);
    await closing.waitFor((e) => e.event === 'ready', 5_000);
    await open.waitFor((e) => e.event === 'ready', 5_000);
    const loggedOutAt = Date.now();
    expect((await t.request({ method: 'POST', url: '/api/v3/auth/logout', token: leaving })).status).toBe(
      200,
    );
    const ended = await Promise.race([
      closing.ended.then(() => Date.now() - loggedOutAt),
      new Promise<number>((r) => setTimeout(() => r(Number.POSITIVE_INFINITY), 5_000)),
    ]);
    expect(ended).toBeLessThan(1_000);
    expect(t.app.kayoi.events.listenerCount(storeId)).toBe(1);
    t.app.kayoi.events.publish({
      type: 'attendance.changed',
      store_id: storeId,
      at: new Date().toISOString(),
    });
    expect(await open.waitFor((e) => e.event === 'attendance.changed', 1_000)).toBeDefined();
    open.close();
  });

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
    await stream.waitFor((e) => e.event === 'ready', 5_000);
    const ended = await Promise.race([
      stream.ended.then(() => true),
      new Promise((r) => setTimeout(() => r(false), 5_000)),
    ]);
    expect(ended).toBe(true);
    expect(t.app.kayoi.events.listenerCount(storeId)).toBe(0);
  });
});
