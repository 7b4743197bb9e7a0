import { EventEmitter } from 'node:events';

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
  /** Tells every listener of the event's store. Call it after the change is committed. */
  publish(event: StoreEvent): void;
  /** Listens to one store's events; the answer stops listening. */
  subscribe(storeId: number, listener: StoreEventListener): () => void;
  listenerCount(storeId: number): number;
}

/**
 * The events of one server process. Several server processes on one PostgreSQL database would relay
 * them through LISTEN/NOTIFY; one process (the supported deployment) needs no more than this.
 */
export function createEventBus(): EventBus {
  const emitter = new EventEmitter();
  // One listener per open dashboard, status screen or tablet: hundreds are normal, not a leak.
  emitter.setMaxListeners(0);
  const channel = (storeId: number) => `store:${storeId}`;
  return {
    publish(event) {
      emitter.emit(channel(event.store_id), event);
    },
    subscribe(storeId, listener) {
      emitter.on(channel(storeId), listener);
      return () => emitter.off(channel(storeId), listener);
    },
    listenerCount: (storeId) => emitter.listenerCount(channel(storeId)),
  };
}
