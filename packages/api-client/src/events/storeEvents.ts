import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiClientOptions, localStorageTokenStore } from '../client.ts';
import { attendanceKeys } from '../queries/attendance.ts';
import { customerKeys } from '../queries/customers.ts';
import { dashboardKeys } from '../queries/dashboard.ts';
import { frontDeskKeys } from '../queries/frontDesk.ts';
import { preRegistrationKeys } from '../queries/preRegistrations.ts';

/** One change in the caller's store, as GET /api/events sends it. */
export interface StoreEvent {
  type: string;
  store_id: number;
  /** ISO 8601 instant of the change. */
  at: string;
  payload?: Record<string, unknown>;
}

/**
 * What each event makes stale: the queries whose answers it may have changed. Screens re-read rather than
 * trust the payload. Features add their own with `invalidateOnStoreEvent`.
 */
const invalidations = new Map<string, QueryKey[]>([
  // Current status lives under attendanceKeys; the tablet's presence follows the visits (house rule).
  ['attendance.changed', [dashboardKeys.all, attendanceKeys.all, frontDeskKeys.tablet]],
  [
    'lesson_attendance.changed',
    [
      frontDeskKeys.tablet,
      dashboardKeys.todaySchedule(),
      [...dashboardKeys.all, 'attendanceTrend'],
      [...dashboardKeys.all, 'attendanceMonth'],
      dashboardKeys.insights(),
    ],
  ],
  ['pre_registration.changed', [preRegistrationKeys.all]],
  // A new, edited, paused or withdrawn member: their record, the lists, the active-member figures and the
  // welcome display (a paused member shows red).
  ['customer.changed', [customerKeys.all, dashboardKeys.all, attendanceKeys.all]],
]);

/** Adds query keys that an event type makes stale (e.g. a current-status screen on `attendance.changed`). */
export function invalidateOnStoreEvent(type: string, ...keys: QueryKey[]): void {
  invalidations.set(type, [...(invalidations.get(type) ?? []), ...keys]);
}

/** The query keys an event type makes stale. */
export const storeEventQueryKeys = (type: string): readonly QueryKey[] => invalidations.get(type) ?? [];

/** Marks stale (and refetches, where shown) every query the event may have changed. */
export async function applyStoreEvent(
  queryClient: QueryClient,
  event: Pick<StoreEvent, 'type'>,
): Promise<void> {
  await Promise.all(
    storeEventQueryKeys(event.type).map((queryKey) => queryClient.invalidateQueries({ queryKey })),
  );
}

/** Reconnection: 1 s, doubling to 30 s at most, back to 1 s once a stream is open again. */
export const STORE_EVENT_RETRY = { initialMs: 1_000, maxMs: 30_000 } as const;

export interface StoreEventStreamOptions {
  onEvent: (event: StoreEvent) => void;
  /** The stream is open; `reconnected` after a drop (changes meanwhile were missed: re-read everything). */
  onOpen?: (info: { reconnected: boolean }) => void;
  /** The server refused the token: the stream stops (the API client's 401 handling takes over). */
  onUnauthorized?: () => void;
  token?: () => string | null;
  baseUrl?: string;
  fetch?: typeof globalThis.fetch;
  retry?: { initialMs: number; maxMs: number };
}

export interface StoreEventStream {
  close(): void;
}

interface SseMessage {
  event: string;
  data: string;
}

/** Splits a text/event-stream into messages; `feed` returns the complete ones so far. */
export function createSseParser() {
  let buffer = '';
  return {
    feed(chunk: string): SseMessage[] {
      buffer += chunk.replace(/\r\n?/g, '\n');
      const messages: SseMessage[] = [];
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        let event = 'message';
        const data: string[] = [];
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) continue;
          const colon = line.indexOf(':');
          const field = colon < 0 ? line : line.slice(0, colon);
          const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
          if (field === 'event') event = value;
          else if (field === 'data') data.push(value);
        }
        if (data.length > 0) messages.push({ event, data: data.join('\n') });
        end = buffer.indexOf('\n\n');
      }
      return messages;
    },
  };
}

/**
 * Follows GET /api/events with fetch (EventSource cannot send the bearer token), reconnecting after a drop
 * with a growing delay. Stops on `close()` or when the server refuses the token.
 */
export function connectStoreEvents(options: StoreEventStreamOptions): StoreEventStream {
  const controller = new AbortController();
  const retry = options.retry ?? STORE_EVENT_RETRY;
  const token = options.token ?? (() => (apiClientOptions().tokenStore ?? localStorageTokenStore).get());
  const doFetch = options.fetch ?? globalThis.fetch.bind(globalThis);
  const base =
    options.baseUrl ??
    apiClientOptions().baseUrl ??
    (globalThis as { location?: { origin: string } }).location?.origin ??
    '';
  let everOpen = false;

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      controller.signal.addEventListener(
        'abort',
        () => {
          clearTimeout(timer);
          resolve();
        },
        { once: true },
      );
    });

  const run = async () => {
    let delay = retry.initialMs;
    while (!controller.signal.aborted) {
      const bearer = token();
      if (!bearer) return;
      try {
        const response = await doFetch(`${base}/api/events`, {
          headers: {
            Authorization: `Bearer ${bearer}`,
            Accept: 'text/event-stream',
            'X-Requested-With': 'XMLHttpRequest',
          },
          credentials: 'include',
          cache: 'no-store',
          signal: controller.signal,
        });
        if (response.status === 401) {
          options.onUnauthorized?.();
          return;
        }
        if (response.ok && response.body) {
          const reader = response.body.getReader();
          const decoder = new TextDecoder();
          const parser = createSseParser();
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            for (const message of parser.feed(decoder.decode(value, { stream: true }))) {
              if (message.event === 'ready') {
                options.onOpen?.({ reconnected: everOpen });
                everOpen = true;
                delay = retry.initialMs;
                continue;
              }
              try {
                options.onEvent(JSON.parse(message.data) as StoreEvent);
              } catch {
                // A message that is not JSON is not ours to act on.
              }
            }
          }
        }
      } catch {
        // Aborted, or the network dropped: try again below unless closed.
      }
      if (controller.signal.aborted) return;
      await wait(delay);
      delay = Math.min(delay * 2, retry.maxMs);
    }
  };
  void run();
  return { close: () => controller.abort() };
}

/**
 * Keeps the app's queries live: one event stream per mounted app (mount it once, in the signed-in shell),
 * each event invalidating the queries it may have changed; after a reconnection everything it covers is
 * re-read. Polling stays the fallback when the stream cannot be held open. `storeId` reconnects on a store
 * switch.
 */
export function useStoreEvents(
  options: { storeId?: number | null; enabled?: boolean; onEvent?: (event: StoreEvent) => void } = {},
): void {
  const queryClient = useQueryClient();
  const onEvent = useRef(options.onEvent);
  onEvent.current = options.onEvent;
  const enabled = options.enabled ?? true;
  const storeId = options.storeId;
  // `storeId` is a dependency on purpose: a store switch reopens the stream for the new store.
  useEffect(() => {
    if (!enabled) return undefined;
    const stream = connectStoreEvents({
      onEvent: (event) => {
        void applyStoreEvent(queryClient, event);
        onEvent.current?.(event);
      },
      onOpen: ({ reconnected }) => {
        if (!reconnected) return;
        // Events may have been missed while away: everything any event refreshes, each key once.
        const keys = new Map([...invalidations.values()].flat().map((key) => [JSON.stringify(key), key]));
        for (const queryKey of keys.values()) void queryClient.invalidateQueries({ queryKey });
      },
    });
    return () => stream.close();
  }, [queryClient, enabled, storeId]);
}
