import { randomUUID } from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { Database } from '../db/database.ts';

/**
 * Something that changed in one store, for screens that show it live (dashboard, current status, tablet
 * attendance). `type` names what changed (`attendance.changed`, `lesson_attendance.changed`,
 * `pre_registration.changed` …); listeners re-read what they show rather than trusting the payload.
 */
export interface StoreEvent {
  type: string;
  store_id: number;
  /** ISO 8601 instant of the change. */
  at: string;
  payload?: Record<string, unknown>;
}

export type StoreEventListener = (event: StoreEvent) => void;

export interface EventBus {
  /**
   * Tells every listener of the event's store. Call it after the change is committed; `at` defaults to
   * the bus's clock (the app's).
   */
  publish(event: Omit<StoreEvent, 'at'> & { at?: string }): void;
  /** Listens to one store's events; the answer stops listening. */
  subscribe(storeId: number, listener: StoreEventListener): () => void;
  listenerCount(storeId: number): number;
  /** Resolves once events of other server processes are heard (at once without a relay). */
  readonly ready: Promise<void>;
  /** Stops relaying; local publishing keeps working. */
  close(): Promise<void>;
}

/** The NOTIFY channel the server processes of one database share. */
export const STORE_EVENTS_CHANNEL = 'kayoi_store_events';
/** PostgreSQL refuses NOTIFY payloads of 8,000 bytes or more. */
const MAX_NOTIFY_BYTES = 7_900;

export interface EventBusOptions {
  /**
   * Relay through this database's LISTEN/NOTIFY, so that every server process on it hears every store's
   * events: the screens connected to one process see changes made through another.
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
  event: StoreEvent;
}

/**
 * The store events of a server. Listeners of this process hear an event at once; with a relay, the event
 * also goes out through `pg_notify` and the other processes tell their listeners (each process ignores
 * its own notifications, so nobody hears an event twice).
 */
export function createEventBus(options: EventBusOptions = {}): EventBus {
  const emitter = new EventEmitter();
  // One listener per open dashboard, status screen or tablet: hundreds are normal, not a leak.
  emitter.setMaxListeners(0);
  const channel = (storeId: number) => `store:${storeId}`;
  const emit = (event: StoreEvent) => emitter.emit(channel(event.store_id), event);
  const origin = randomUUID();
  const { relay, onRelayError = () => {}, now = () => new Date() } = options;

  const stopListening = relay
    ? relay
        .listen(STORE_EVENTS_CHANNEL, (payload) => {
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
      const event: StoreEvent = { ...input, at: input.at ?? now().toISOString() };
      emit(event);
      if (!relay) return;
      let message = JSON.stringify({ origin, event } satisfies RelayedEvent);
      // Listeners re-read what they show: a payload too large for NOTIFY travels without its details.
      if (Buffer.byteLength(message) > MAX_NOTIFY_BYTES) {
        const { payload: _details, ...bare } = event;
        message = JSON.stringify({ origin, event: bare } satisfies RelayedEvent);
      }
      relay.query('select pg_notify($1, $2)', [STORE_EVENTS_CHANNEL, message]).catch(onRelayError);
    },
    subscribe(storeId, listener) {
      emitter.on(channel(storeId), listener);
      return () => emitter.off(channel(storeId), listener);
    },
    listenerCount: (storeId) => emitter.listenerCount(channel(storeId)),
    ready: stopListening.then(() => undefined),
    close: async () => {
      await (await stopListening)();
    },
  };
}

function parseRelayed(payload: string): RelayedEvent | null {
  try {
    const value = JSON.parse(payload) as Partial<RelayedEvent>;
    const event = value.event;
    if (typeof value.origin !== 'string' || !event) return null;
    if (typeof event.type !== 'string' || typeof event.store_id !== 'number') return null;
    return value as RelayedEvent;
  } catch {
    return null;
  }
}
