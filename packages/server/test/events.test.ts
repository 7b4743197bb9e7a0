import { describe, expect, it } from 'vitest';
import { createEventBus, type StoreEvent } from '../src/events/bus.ts';

const event = (storeId: number, type = 'attendance.changed'): StoreEvent => ({
  type,
  store_id: storeId,
  at: '2026-11-22T10:00:00.000+09:00',
});

describe('store events', () => {
  it('when a store publishes, then only that store’s listeners hear it', () => {
    const bus = createEventBus();
    const shibuya: StoreEvent[] = [];
    const shinjuku: StoreEvent[] = [];
    bus.subscribe(1, (e) => shibuya.push(e));
    bus.subscribe(2, (e) => shinjuku.push(e));
    bus.publish(event(1));
    bus.publish(event(1, 'lesson_attendance.changed'));
    expect(shibuya.map((e) => e.type)).toEqual(['attendance.changed', 'lesson_attendance.changed']);
    expect(shinjuku).toEqual([]);
  });

  it('when a listener unsubscribes, then it hears nothing more and is no longer counted', () => {
    const bus = createEventBus();
    const heard: StoreEvent[] = [];
    const stop = bus.subscribe(1, (e) => heard.push(e));
    expect(bus.listenerCount(1)).toBe(1);
    stop();
    bus.publish(event(1));
    expect(heard).toEqual([]);
    expect(bus.listenerCount(1)).toBe(0);
  });

  it('when hundreds of screens listen to one store, then every one hears the change', () => {
    const bus = createEventBus();
    let heard = 0;
    for (let i = 0; i < 500; i += 1) bus.subscribe(7, () => (heard += 1));
    bus.publish(event(7));
    expect(heard).toBe(500);
  });
});
