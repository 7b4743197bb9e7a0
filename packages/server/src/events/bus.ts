import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { components } from '@kayoi/api-client/schema';
import { isoTokyo } from '@kayoi/domain/calendar';
import { endOfTurn } from '../db/batches.ts';
import { type Database, preparedStatement } from '../db/database.ts';

/**
 * Live events to the other server processes, in the order given, in one statement (prepared on PostgreSQL): the
 * events published in one turn of the event loop, and those published while the previous statement was on its way,
 * go out together. A NOTIFY per event was a third round trip on every tap at the desk (issue 30, 20 desks: 840
 * taps/s without it, 742 with one per tap). unnest yields the array in its order, and a transaction's notifications
 * are delivered in the order sent (identical ones once: an event that is the same twice says nothing new).
 */
const NOTIFY = preparedStatement('select count(pg_notify($1, m)) from unnest($2::text[]) as m');

/**
 * Something that changed in one store, for screens that show it live (dashboard, current status, tablet
 * attendance): the spec's `StoreEvent` union (openapi/components/schemas/StoreEvent.yaml), discriminated by
 * `type`. Listeners re-read what they show rather than trusting the payload.
 */
export type StoreEvent = components['schemas']['StoreEvent'];
/** Something that changed under one topic (a chat room …): the spec's `TopicEvent` union. */
export type TopicEvent = components['schemas']['TopicEvent'];
export type LiveEvent = StoreEvent | TopicEvent;

/** The payload of one event type, e.g. `PayloadOf<'customer.changed'>` is `{ id: number }`. */
export type PayloadOf<T extends LiveEvent['type']> = NonNullable<Extract<LiveEvent, { type: T }>['payload']>;

/** A topic names what it follows as `kind:key`, e.g. `chat-room:12`; the feature owning the kind serves it. */
export type Topic = `${string}:${string}`;

/** Where an event goes: every stream of one store, or the streams that follow one topic. */
export type Channel = { store: number } | { topic: Topic };

/** What a listener of a channel hears: a store hears store events, a topic hears topic events. */
export type EventOn<C extends Channel> = C extends { store: number } ? StoreEvent : TopicEvent;

/**
 * An event as its publisher gives it: the payload is required (the wire may drop it, a publisher may not),
 * `at` defaults to the bus's clock. A store event goes to its store, a topic event to its topic.
 */
export type PublishedEvent = LiveEvent extends infer E
  ? E extends LiveEvent
    ? Omit<E, 'at' | 'payload' | 'topic'> & {
        at?: string;
        payload: NonNullable<E['payload']>;
      } & (E extends { topic: string } ? { topic: Topic } : unknown)
    : never
  : never;

export interface EventBus {
  /** Tells every listener of the event's channel. Call it after the change is committed. */
  publish(event: PublishedEvent): void;
  /** Listens to one channel; the answer stops listening. */
  subscribe<C extends Channel>(channel: C, listener: (event: EventOn<C>) => void): () => void;
  listenerCount(channel: Channel): number;
  /** Resolves once events of other server processes are heard (at once without a relay). */
  readonly ready: Promise<void>;
  /** Stops relaying; local publishing keeps working. */
  close(): Promise<void>;
}

/** The NOTIFY channel the server processes of one database share (store and topic events alike). */
export const STORE_EVENTS_CHANNEL = 'kayoi_store_events';
/** PostgreSQL refuses NOTIFY payloads of 8,000 bytes or more. */
const MAX_NOTIFY_BYTES = 7_900;

export interface EventBusOptions {
  /**
   * Relay through this database's LISTEN/NOTIFY, so that every server process on it hears every store's
   * and topic's events: the screens connected to one process see changes made through another.
   */
  relay?: Database;
  /** Where a failed relay is reported; publishing locally never fails. */
  onRelayError?: (error: unknown) => void;
  /** The clock that stamps `at` on events published without one. */
  now?: () => Date;
}

interface RelayedEvent {
  /** The process that published it: it told its own listeners already. */
  origin: string;
  event: LiveEvent;
}

/** The channel an event goes to: its topic if it has one, else its store. */
export const channelOf = (event: LiveEvent): Channel =>
  'topic' in event ? { topic: event.topic as Topic } : { store: event.store_id };

const channelKey = (channel: Channel) =>
  'topic' in channel ? `topic:${channel.topic}` : `store:${channel.store}`;

/**
 * The live events of a server. Listeners of this process hear an event at once; with a relay, the event
 * also goes out through `pg_notify` and the other processes tell their listeners (each process ignores
 * its own notifications, so nobody hears an event twice).
 */
export function createEventBus(options: EventBusOptions = {}): EventBus {
  const emitter = new EventEmitter();
  // One listener per open dashboard, status screen or tablet: hundreds are normal, not a leak.
  emitter.setMaxListeners(0);
  const emit = (event: LiveEvent) => emitter.emit(channelKey(channelOf(event)), event);
  const origin = randomUUID();
  /** How this process's messages begin (`{ origin, event }` as JSON: origin first). */
  const ownStart = `${JSON.stringify({ origin }).slice(0, -1)},`;
  const { relay, onRelayError = () => {}, now = () => new Date() } = options;
  // Messages waiting for the relay, and the statements on their way (one at a time) until none is waiting.
  let waiting: string[] = [];
  let sending: Promise<void> | undefined;
  const sendWaiting = async (to: Database) => {
    // The rest of this turn's events first: a statement of taps answers its taps in one turn, and their events
    // went out in two statements (the first alone) when the first was sent as soon as it was published.
    await endOfTurn();
    while (waiting.length > 0) {
      const messages = waiting;
      waiting = [];
      await to.query(NOTIFY, [STORE_EVENTS_CHANNEL, messages]).catch(onRelayError);
    }
    sending = undefined;
  };

  const stopListening = relay
    ? relay
        .listen(STORE_EVENTS_CHANNEL, (payload) => {
          // This process's own notifications come back too: known by their start, not parsed.
          if (payload.startsWith(ownStart)) return;
          const relayed = parseRelayed(payload);
          if (relayed && relayed.origin !== origin) emit(relayed.event);
        })
        .catch((error: unknown) => {
          onRelayError(error);
          return async () => {};
        })
    : Promise.resolve(async () => {});

  return {
    publish(input) {
      const event = { ...input, at: input.at ?? isoTokyo(now()) } as LiveEvent;
      emit(event);
      if (!relay) return;
      let message = JSON.stringify({ origin, event } satisfies RelayedEvent);
      // Listeners re-read what they show: a payload too large for NOTIFY travels without its details.
      if (Buffer.byteLength(message) > MAX_NOTIFY_BYTES) {
        const { payload: _details, ...bare } = event;
        message = JSON.stringify({ origin, event: bare } satisfies RelayedEvent);
      }
      waiting.push(message);
      sending ??= sendWaiting(relay);
    },
    subscribe(channel, listener) {
      const key = channelKey(channel);
      const heard = listener as (event: LiveEvent) => void;
      emitter.on(key, heard);
      return () => emitter.off(key, heard);
    },
    listenerCount: (channel) => emitter.listenerCount(channelKey(channel)),
    ready: stopListening.then(() => undefined),
    close: async () => {
      await sending;
      await (await stopListening)();
    },
  };
}

/** A notification of another process: an event of one store or of one topic, else nothing. */
function parseRelayed(payload: string): RelayedEvent | null {
  try {
    const value = JSON.parse(payload) as { origin?: unknown; event?: Record<string, unknown> };
    const event = value.event;
    if (typeof value.origin !== 'string' || !event || typeof event.type !== 'string') return null;
    const addressed = 'topic' in event ? typeof event.topic === 'string' : typeof event.store_id === 'number';
    return addressed ? (value as RelayedEvent) : null;
  } catch {
    return null;
  }
}
