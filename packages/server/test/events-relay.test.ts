import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/database.ts';
import { createEventBus, type EventBus, type StoreEvent } from '../src/events/bus.ts';
import { startTestApp, type TestApp } from './support/app.ts';
import { type DatabaseTarget, databaseTargets } from './support/databases.ts';

const event = (
  storeId: number,
  type = 'attendance.changed',
  payload?: Record<string, unknown>,
): StoreEvent => ({
  type,
  store_id: storeId,
  at: '2026-11-22T10:00:00.000+09:00',
  ...(payload ? { payload } : {}),
});

/** Waits until `read()` has `count` items (or the timeout), then answers them. */
async function collected<T>(read: () => T[], count: number, timeoutMs = 2_000): Promise<T[]> {
  const deadline = Date.now() + timeoutMs;
  while (read().length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 10));
  return read();
}

/** A second connection to the same database, as another server process would open it. */
async function secondConnection(target: DatabaseTarget): Promise<{
  first: Database;
  second: Database;
  dispose(): Promise<void>;
}> {
  const opened = await target.open();
  if (!opened.url) return { first: opened.db, second: opened.db, dispose: opened.dispose };
  const second = await openDatabase({ kind: 'postgres', url: opened.url, poolSize: 2 });
  return {
    first: opened.db,
    second,
    async dispose() {
      await second.close();
      await opened.dispose();
    },
  };
}

describe.each(databaseTargets)('store events relayed between server processes on $name', (target) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  async function twoProcesses() {
    const { first, second, dispose } = await secondConnection(target);
    const errors: unknown[] = [];
    const a = createEventBus({ relay: first, onRelayError: (e) => errors.push(e) });
    const b = createEventBus({ relay: second, onRelayError: (e) => errors.push(e) });
    cleanups.push(
      dispose,
      () => a.close(),
      () => b.close(),
    );
    await Promise.all([a.ready, b.ready]);
    return { a, b, errors, db: first };
  }

  const listen = (bus: EventBus, storeId: number) => {
    const heard: StoreEvent[] = [];
    bus.subscribe(storeId, (e) => heard.push(e));
    return heard;
  };

  it('when one process publishes, then the other hears it once and the publisher does not hear it twice', async () => {
    const { a, b, errors } = await twoProcesses();
    const onA = listen(a, 1);
    const onB = listen(b, 1);
    const otherStoreOnB = listen(b, 2);

    a.publish(event(1, 'attendance.changed', { attendance_id: 7 }));

    expect(await collected(() => onB, 1)).toEqual([event(1, 'attendance.changed', { attendance_id: 7 })]);
    // The publisher told its own listeners at once; its own notification must not repeat it.
    b.publish(event(1, 'customer.changed'));
    expect((await collected(() => onA, 2)).map((e) => e.type)).toEqual([
      'attendance.changed',
      'customer.changed',
    ]);
    await new Promise((r) => setTimeout(r, 200));
    expect(onA).toHaveLength(2);
    expect(onB.map((e) => e.type)).toEqual(['attendance.changed', 'customer.changed']);
    expect(otherStoreOnB).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('when an event is too large for NOTIFY, then it travels without its details rather than not at all', async () => {
    const { a, b, errors } = await twoProcesses();
    const onB = listen(b, 3);

    a.publish(event(3, 'customer.changed', { note: 'あ'.repeat(5_000) }));

    expect(await collected(() => onB, 1)).toEqual([event(3, 'customer.changed')]);
    expect(errors).toEqual([]);
  });

  it('when a relay stops, then it hears no more, and local listeners still hear their own process', async () => {
    const { a, b } = await twoProcesses();
    const onA = listen(a, 4);
    const onB = listen(b, 4);
    await b.close();

    a.publish(event(4));

    expect(await collected(() => onA, 1)).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 300));
    expect(onB).toEqual([]);
  });

  if (target.name === 'postgres') {
    it('when the server drops the listening connection, then the relay reconnects and hears again', async () => {
      const { a, b, errors, db } = await twoProcesses();
      const onB = listen(b, 5);
      // The server ends both processes' LISTEN connections, as a restart or an administrator would.
      const { rows } = await db.query<{ pid: number }>(
        `select pg_terminate_backend(pid) as ended, pid from pg_stat_activity
          where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen %'`,
      );
      expect(rows).toHaveLength(2);
      // Reconnection starts 1 s after the drop; publish until the other side hears again.
      const deadline = Date.now() + 5_000;
      while (onB.length === 0 && Date.now() < deadline) {
        a.publish(event(5));
        await new Promise((r) => setTimeout(r, 200));
      }
      expect(onB.length).toBeGreaterThan(0);
      expect(errors).toEqual([]);
    });
  }
});

describe.each(databaseTargets.filter((t) => t.name === 'postgres'))(
  'two servers on one $name database',
  (target) => {
    let desk: TestApp | undefined;
    let office: TestApp | undefined;
    afterEach(async () => {
      await office?.close();
      await desk?.close();
    });

    it('when a card is tapped at a desk served by one process, then a screen connected to another hears it within a second', async () => {
      const opened = await target.open();
      const url = opened.url as string;
      desk = await startTestApp({ name: 'postgres', open: async () => opened });
      office = await startTestApp({
        name: 'postgres',
        open: async () => {
          const db = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
          return { db, dispose: () => db.close() };
        },
      });
      desk.clock.now = new Date();
      office.clock.now = desk.clock.now;
      await office.app.listen({ port: 0, host: '127.0.0.1' });
      const officeUrl = `http://127.0.0.1:${(office.app.server.address() as AddressInfo).port}`;

      const storeId = await desk.createStore();
      const deskToken = await desk.login((await desk.createStaff({ role: 'staff', storeId })).email);
      const officeToken = await office.login((await office.createStaff({ role: 'manager', storeId })).email);
      const { rows } = await desk.db.query<{ id: number }>(
        `insert into customers (store_id, member_number, family_name, given_name, family_name_kana, given_name_kana, status)
         values ($1, 'R1', '佐藤', '蓮', 'サトウ', 'レン', 'active') returning id`,
        [storeId],
      );
      const customerId = rows[0]?.id as number;
      const uid = `05${customerId.toString(16).toUpperCase().padStart(12, '0')}`;
      await desk.db.query(
        `insert into nfc_cards (uid, card_type, customer_id, status) values ($1, 2, $2, 'active')`,
        [uid, customerId],
      );

      // The office screen's live stream, on the other process.
      const controller = new AbortController();
      const stream = await fetch(`${officeUrl}/api/events`, {
        headers: { authorization: `Bearer ${officeToken}`, accept: 'text/event-stream' },
        signal: controller.signal,
      });
      expect(stream.status).toBe(200);
      const reader = stream.body?.getReader() as ReadableStreamDefaultReader<Uint8Array>;
      const decoder = new TextDecoder();
      let text = '';
      const readUntil = async (needle: string, timeoutMs: number) => {
        const deadline = Date.now() + timeoutMs;
        while (!text.includes(needle) && Date.now() < deadline) {
          const chunk = await Promise.race([
            reader.read(),
            new Promise<null>((r) => setTimeout(() => r(null), deadline - Date.now())),
          ]);
          if (chunk && !chunk.done) text += decoder.decode(chunk.value, { stream: true });
        }
        return text.includes(needle);
      };
      expect(await readUntil('event: ready', 5_000)).toBe(true);

      const tappedAt = Date.now();
      const tap = await desk.request({
        method: 'POST',
        url: '/api/attendance/customer',
        token: deskToken,
        payload: { nfc_uid: uid, device_id: 'desk-1' },
      });
      expect(tap.status).toBe(200);
      expect(tap.body.data.action).toBe('check_in');
      expect(await readUntil('event: attendance.changed', 1_000)).toBe(true);
      const elapsed = Date.now() - tappedAt;
      console.info(`tap on one server process → event on another's stream: ${elapsed} ms`);
      expect(elapsed).toBeLessThan(1_000);
      controller.abort();
    });
  },
);
