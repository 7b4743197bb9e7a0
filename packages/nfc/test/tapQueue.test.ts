import 'fake-indexeddb/auto';
import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  createIndexedDbTapStore,
  createMemoryTapStore,
  createTapQueue,
  type QueuedTap,
  type SendOutcome,
} from '../src/tapQueue.ts';

/** A server that records each idempotency key once, and a network that may be down. */
function fakeServer() {
  const applied: string[] = [];
  const seen = new Set<string>();
  let online = true;
  /** The answer is lost after the server applied the tap (the worst case for double counting). */
  let loseNextAnswer = false;
  const send = async (tap: QueuedTap): Promise<SendOutcome<string>> => {
    if (!online) return { ok: false, retry: true, error: new Error('offline') };
    if (tap.customer_id === 404)
      return { ok: false, retry: false, error: new Error('顧客情報が見つかりません') };
    if (!seen.has(tap.key)) {
      seen.add(tap.key);
      applied.push(tap.uid ?? String(tap.customer_id));
    }
    if (loseNextAnswer) {
      loseNextAnswer = false;
      return { ok: false, retry: true, error: new Error('answer lost') };
    }
    return { ok: true, result: `ok:${tap.uid}` };
  };
  return {
    applied,
    send,
    setOnline: (value: boolean) => {
      online = value;
    },
    loseNextAnswer: () => {
      loseNextAnswer = true;
    },
  };
}

let keyCounter = 0;
const newKey = () => `key-${++keyCounter}`;

describe('the offline tap queue', () => {
  it('when the server answers, then the tap is sent at once and nothing stays queued', async () => {
    const server = fakeServer();
    const queue = createTapQueue({ store: createMemoryTapStore(), send: server.send, newKey });
    const result = await queue.submit({ uid: 'A', device_id: 'd' });
    expect(result).toMatchObject({ status: 'sent', result: 'ok:A' });
    expect(await queue.pending()).toEqual([]);
  });

  it('when the server answers, then the desk hears it before the sent tap is forgotten, and the next tap waits for that', async () => {
    const server = fakeServer();
    const memory = createMemoryTapStore();
    let finishDelete: () => void = () => {};
    const deletes: string[] = [];
    const slowStore = {
      ...memory,
      delete: (key: string) =>
        new Promise<void>((resolve) => {
          deletes.push(key);
          finishDelete = () => void memory.delete(key).then(resolve);
        }),
    };
    const queue = createTapQueue({ store: slowStore, send: server.send, newKey });
    const result = await queue.submit({ uid: 'A', device_id: 'd' });
    expect(result).toMatchObject({ status: 'sent', result: 'ok:A' });
    // Answered while the store is still forgetting the tap: the display does not wait for IndexedDB.
    expect(deletes).toHaveLength(1);
    const next = queue.submit({ uid: 'B', device_id: 'd' });
    const pending = queue.pending();
    await Promise.resolve();
    expect(server.applied).toEqual(['A']);
    finishDelete();
    await vi.waitFor(() => expect(deletes).toHaveLength(2));
    finishDelete();
    expect(await next).toMatchObject({ status: 'sent', result: 'ok:B' });
    expect(await pending).toEqual([]);
    expect(server.applied).toEqual(['A', 'B']);
  });

  it('when the server is unreachable, then taps are kept, and replayed in tap order once it is back', async () => {
    const server = fakeServer();
    const queue = createTapQueue({ store: createMemoryTapStore(), send: server.send, newKey });
    const changes: number[] = [];
    queue.subscribe((e) => {
      if (e.type === 'changed') changes.push(e.pending);
    });
    server.setOnline(false);
    expect((await queue.submit({ uid: 'A', device_id: 'd' })).status).toBe('queued');
    expect((await queue.submit({ uid: 'B', device_id: 'd' })).status).toBe('queued');
    expect((await queue.pending()).map((t) => t.uid)).toEqual(['A', 'B']);
    server.setOnline(true);
    // A new tap while older ones wait goes behind them.
    const third = await queue.submit({ uid: 'C', device_id: 'd' });
    expect(third.status).toBe('sent');
    expect(server.applied).toEqual(['A', 'B', 'C']);
    expect(await queue.pending()).toEqual([]);
    expect(changes.at(-1)).toBe(0);
  });

  it('when the answer is lost after the server applied the tap, then the replay does not apply it twice', async () => {
    const server = fakeServer();
    const queue = createTapQueue({ store: createMemoryTapStore(), send: server.send, newKey });
    server.loseNextAnswer();
    expect((await queue.submit({ uid: 'A', device_id: 'd' })).status).toBe('queued');
    expect(await queue.replay()).toBe(0);
    expect(server.applied).toEqual(['A']);
  });

  it('when the server refuses a tap for good, then it leaves the queue, is reported, and the rest goes on', async () => {
    const server = fakeServer();
    const queue = createTapQueue({ store: createMemoryTapStore(), send: server.send, newKey });
    const rejected: string[] = [];
    queue.subscribe((e) => {
      if (e.type === 'rejected') rejected.push(String(e.tap.customer_id));
    });
    server.setOnline(false);
    await queue.submit({ customer_id: 404, device_id: 'd' });
    await queue.submit({ uid: 'B', device_id: 'd' });
    server.setOnline(true);
    expect(await queue.replay()).toBe(0);
    expect(rejected).toEqual(['404']);
    expect(server.applied).toEqual(['B']);
  });

  it('when a tap is queued, then it carries its tap time and a key of its own', async () => {
    const server = fakeServer();
    server.setOnline(false);
    const queue = createTapQueue({
      store: createMemoryTapStore(),
      send: server.send,
      newKey,
      now: () => Date.parse('2026-11-22T01:02:03Z'),
    });
    await queue.submit({ uid: 'A', device_id: 'desk' });
    await queue.submit({ uid: 'A', device_id: 'desk' });
    const [first, second] = await queue.pending();
    expect(first).toMatchObject({ tapped_at: '2026-11-22T01:02:03.000Z', device_id: 'desk' });
    // Tried when it was tapped, and again when the second tap came.
    expect(first?.attempts).toBe(2);
    expect(first?.key).not.toBe(second?.key);
    expect((second?.seq ?? 0) > (first?.seq ?? 0)).toBe(true);
  });

  it('for any sequence of taps and outages, every tap is applied exactly once and in order', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.record({ online: fc.boolean(), lose: fc.boolean(), replay: fc.boolean() }), {
          minLength: 1,
          maxLength: 25,
        }),
        async (steps) => {
          const server = fakeServer();
          const queue = createTapQueue({ store: createMemoryTapStore(), send: server.send, newKey });
          const tapped: string[] = [];
          for (const [i, step] of steps.entries()) {
            server.setOnline(step.online);
            if (step.lose) server.loseNextAnswer();
            tapped.push(`T${i}`);
            // Submits and replays race, as taps and the reconnect timer do at a desk.
            await Promise.all([
              queue.submit({ uid: `T${i}`, device_id: 'd' }),
              step.replay ? queue.replay() : null,
            ]);
          }
          server.setOnline(true);
          // A lost answer leaves its tap queued for the next replay (the desk retries on a timer).
          while ((await queue.replay()) > 0);
          expect(server.applied).toEqual(tapped);
          expect(await queue.pending()).toEqual([]);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('when the page is reloaded, then the taps kept in IndexedDB are still there, in order', async () => {
    const server = fakeServer();
    server.setOnline(false);
    const first = createTapQueue({
      store: createIndexedDbTapStore('test-reload'),
      send: server.send,
      newKey,
    });
    await first.submit({ uid: 'A', device_id: 'd' });
    await first.submit({ uid: 'B', device_id: 'd' });
    await first.submit({ customer_id: 7, device_id: 'd' });
    // A new page: a new store object on the same database.
    server.setOnline(true);
    const second = createTapQueue({
      store: createIndexedDbTapStore('test-reload'),
      send: server.send,
      newKey,
    });
    expect((await second.pending()).map((t) => t.uid ?? t.customer_id)).toEqual(['A', 'B', 7]);
    expect(await second.replay()).toBe(0);
    expect(server.applied).toEqual(['A', 'B', '7']);
    expect(await createIndexedDbTapStore('test-reload').all()).toEqual([]);
  });
});
