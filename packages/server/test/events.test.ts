import { describe, expect, it } from 'vitest';
import {
  channelOf,
  createEventBus,
  type PublishedEvent,
  type StoreEvent,
  type TopicEvent,
} from '../src/events/bus.ts';

const AT = '2026-11-22T10:00:00.000+09:00';
const checkIn = (storeId: number) =>
  ({
    type: 'attendance.changed',
    store_id: storeId,
    at: AT,
    payload: { customer_id: 3, attendance_id: 9, action: 'check_in' },
  }) satisfies PublishedEvent;
const lessonMark = (storeId: number) =>
  ({
    type: 'lesson_attendance.changed',
    store_id: storeId,
    at: AT,
    payload: { class_id: 2, customer_id: 3, lesson_date: '2026-11-22' },
  }) satisfies PublishedEvent;
const chatMessage = (roomId: number) =>
  ({
    type: 'chat_message.created',
    topic: `chat-room:${roomId}`,
    at: AT,
    payload: { room_id: roomId, message_id: 40 },
  }) satisfies PublishedEvent;

describe('store events', () => {
  it('when a store publishes, then only that store’s listeners hear it', () => {
    const bus = createEventBus();
    const shibuya: StoreEvent[] = [];
    const shinjuku: StoreEvent[] = [];
    bus.subscribe({ store: 1 }, (e) => shibuya.push(e));
    bus.subscribe({ store: 2 }, (e) => shinjuku.push(e));
    bus.publish(checkIn(1));
    bus.publish(lessonMark(1));
    expect(shibuya.map((e) => e.type)).toEqual(['attendance.changed', 'lesson_attendance.changed']);
    expect(shinjuku).toEqual([]);
  });

  it('when a listener unsubscribes, then it hears nothing more and is no longer counted', () => {
    const bus = createEventBus();
    const heard: StoreEvent[] = [];
    const stop = bus.subscribe({ store: 1 }, (e) => heard.push(e));
    expect(bus.listenerCount({ store: 1 })).toBe(1);
    stop();
    bus.publish(checkIn(1));
    expect(heard).toEqual([]);
    expect(bus.listenerCount({ store: 1 })).toBe(0);
  });

  it('when hundreds of screens listen to one store, then every one hears the change', () => {
    const bus = createEventBus();
    let heard = 0;
    for (let i = 0; i < 500; i += 1) bus.subscribe({ store: 7 }, () => (heard += 1));
    bus.publish(checkIn(7));
    expect(heard).toBe(500);
  });

  it('when an event is published without its time, then the bus stamps it with its clock', () => {
    const bus = createEventBus({ now: () => new Date('2026-11-22T01:00:00.000Z') });
    const heard: StoreEvent[] = [];
    bus.subscribe({ store: 1 }, (e) => heard.push(e));
    bus.publish({ type: 'customer.changed', store_id: 1, payload: { id: 5 } });
    expect(heard).toEqual([
      { type: 'customer.changed', store_id: 1, at: '2026-11-22T10:00:00+09:00', payload: { id: 5 } },
    ]);
  });
});

describe('topic events', () => {
  it('when a topic publishes, then its followers hear it, another topic’s do not, and no store hears it', () => {
    const bus = createEventBus();
    const room8: TopicEvent[] = [];
    const room9: TopicEvent[] = [];
    const store: StoreEvent[] = [];
    bus.subscribe({ topic: 'chat-room:8' }, (e) => room8.push(e));
    bus.subscribe({ topic: 'chat-room:9' }, (e) => room9.push(e));
    bus.subscribe({ store: 1 }, (e) => store.push(e));
    bus.publish(chatMessage(8));
    expect(room8).toEqual([chatMessage(8)]);
    expect(room9).toEqual([]);
    expect(store).toEqual([]);
  });

  it('when a store publishes, then no topic follower hears it', () => {
    const bus = createEventBus();
    const room: TopicEvent[] = [];
    bus.subscribe({ topic: 'chat-room:1' }, (e) => room.push(e));
    bus.subscribe({ topic: 'store:1' }, (e) => room.push(e));
    bus.publish(checkIn(1));
    expect(room).toEqual([]);
    expect(bus.listenerCount({ topic: 'chat-room:1' })).toBe(1);
    expect(bus.listenerCount({ store: 1 })).toBe(0);
  });

  it('when an event is addressed, then a topic event goes to its topic and a store event to its store', () => {
    expect(channelOf(chatMessage(8))).toEqual({ topic: 'chat-room:8' });
    expect(channelOf(checkIn(3))).toEqual({ store: 3 });
  });
});

describe('the event types come from the spec', () => {
  it('when a publisher names an unknown type or a wrong payload, then it does not compile', () => {
    const bus = createEventBus();
    const heard: StoreEvent[] = [];
    bus.subscribe({ store: 1 }, (e) => heard.push(e));
    const unknownType = { type: 'attendance.deleted', store_id: 1, payload: { attendance_id: 1 } } as const;
    const wrongPayload = { type: 'attendance.changed', store_id: 1, payload: { id: 1 } } as const;
    const noPayload = { type: 'customer.changed', store_id: 1 } as const;
    const chatInAStore = {
      type: 'chat_message.created',
      store_id: 1,
      payload: { room_id: 1, message_id: 2 },
    };
    const unknownStatus = {
      type: 'pre_registration.changed',
      store_id: 1,
      payload: { id: 1, status: 'gone' },
    };
    // @ts-expect-error: no such event in the spec's StoreEvent or TopicEvent union
    bus.publish(unknownType);
    // @ts-expect-error: attendance.changed says which customer, visit and action
    bus.publish(wrongPayload);
    // @ts-expect-error: a publisher always gives the payload (only the relay may drop it)
    bus.publish(noPayload);
    // @ts-expect-error: a topic event has a topic, not a store
    bus.publish(chatInAStore);
    // @ts-expect-error: a pre-registration's status is one of the spec's, or deleted
    bus.publish(unknownStatus);
    // The bus itself does not check at run time: the compiler did.
    expect(heard).toHaveLength(5);

    // A store listener hears store events only, so it may read `store_id` without asking.
    bus.subscribe({ store: 1 }, (event) => event.store_id);
    // @ts-expect-error: a topic listener hears topic events, which have no store
    bus.subscribe({ topic: 'chat-room:1' }, (event) => event.store_id);
  });
});
