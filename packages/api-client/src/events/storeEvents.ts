import { type QueryClient, type QueryKey, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiClientOptions, localStorageTokenStore } from '../client.ts';
import type { components } from '../generated/schema.ts';
import { attendanceKeys } from '../queries/attendance.ts';
import { bulletinKeys } from '../queries/bulletinBoard.ts';
import { chatKeys } from '../queries/chat.ts';
import { lessonKeys, makeupKeys } from '../queries/classes.ts';
import { customerKeys } from '../queries/customers.ts';
import { dashboardKeys } from '../queries/dashboard.ts';
import { familyKeys } from '../queries/family.ts';
import { familyMessageKeys } from '../queries/familyMessages.ts';
import { frontDeskKeys, patchAttendanceStatus } from '../queries/frontDesk.ts';
import { memberNoticeKeys } from '../queries/memberNotices.ts';
import { preRegistrationKeys } from '../queries/preRegistrations.ts';

/** One change in the caller's store, as GET /api/events sends it (the spec's `StoreEvent` union). */
export type StoreEvent = components['schemas']['StoreEvent'];
/** One change under a followed topic (the spec's `TopicEvent` union), as GET /api/events?topics= sends it. */
export type TopicEvent = components['schemas']['TopicEvent'];
export type LiveEvent = StoreEvent | TopicEvent;
export type LiveEventType = LiveEvent['type'];
/** What a topic stream follows: `kind:key`, e.g. `chat-room:8`. */
export type Topic = `${string}:${string}`;

/** The decision that an event makes nothing stale (no screen shows what it changes). */
const NO_INVALIDATION: readonly QueryKey[] = [];

/** What each store event makes stale: the queries whose answers it may have changed. */
const STORE_EVENT_INVALIDATIONS = {
  // Current status lives under attendanceKeys; the tablet's presence follows the visits (house rule).
  'attendance.changed': [dashboardKeys.all, attendanceKeys.all, frontDeskKeys.tablet],
  // A lesson's attendance, or a family's 欠席連絡 / 振替予約 on マイページ: the tablet, the class's 欠席・振替 and the
  // customer's makeups, the lessons' counts, the record's マイページ log and the dashboard's マイページからの連絡.
  'lesson_attendance.changed': [
    frontDeskKeys.tablet,
    makeupKeys.all,
    lessonKeys.all,
    familyKeys.anyAccess(),
    dashboardKeys.familyNotices(),
    dashboardKeys.todaySchedule(),
    dashboardKeys.attendanceTrend(),
    dashboardKeys.attendanceMonth(),
    dashboardKeys.insights(),
  ],
  'pre_registration.changed': [preRegistrationKeys.all],
  // A new, edited, paused or withdrawn member: their record, the lists, the active-member figures and the
  // welcome display (a paused member shows red).
  'customer.changed': [customerKeys.all, dashboardKeys.all, attendanceKeys.all],
  // A member import's progress, for the screen that started it (its customer.changed events refresh).
  'customer.import.progress': NO_INVALIDATION,
  // A post created, edited, deleted or commented on: the board, the post and the top bar's unread badge.
  'bulletin.post.changed': [bulletinKeys.all],
  // A notice to families published or withdrawn (issue 32): the staff's list and the notice.
  'member_notice.changed': [memberNoticeKeys.all()],
  // A family wrote, the desk replied or either read (お問い合わせ, issue 32): the inbox, the thread, the menu's badge.
  'family_thread.changed': [familyMessageKeys.desk()],
} as const satisfies Record<StoreEvent['type'], readonly QueryKey[]>;

/** What each topic event makes stale. */
const TOPIC_EVENT_INVALIDATIONS = {
  // A room's messages, and the rooms' last messages and unread counts.
  'chat_message.created': [chatKeys.all],
  'chat_message.updated': [chatKeys.all],
  'chat_message.deleted': [chatKeys.all],
  // Another participant's read mark (既読) in the room's header (and the rooms' lists and histories).
  'chat_room.read': [chatKeys.roomLists(), chatKeys.room(), chatKeys.messageLists()],
  // The caller's own rooms changed (a message, a mention, a read on another screen, a room): lists and badge.
  'chat_inbox.changed': [chatKeys.roomLists(), chatKeys.statistics()],
} as const satisfies Record<TopicEvent['type'], readonly QueryKey[]>;

/**
 * Every event type of the spec and what it makes stale. Screens re-read rather than trust the payload. Each
 * type has its entry, `NO_INVALIDATION` when nothing shown depends on it (the compiler checks the entries
 * against the generated types, a test against the spec); features add keys with `invalidateOnStoreEvent`.
 */
export const EVENT_INVALIDATIONS = {
  ...STORE_EVENT_INVALIDATIONS,
  ...TOPIC_EVENT_INVALIDATIONS,
} as const satisfies Record<LiveEventType, readonly QueryKey[]>;

const TOPIC_EVENT_TYPES: readonly string[] = Object.keys(TOPIC_EVENT_INVALIDATIONS);

const invalidations = new Map<LiveEventType, QueryKey[]>(
  Object.entries(EVENT_INVALIDATIONS).map(([type, keys]) => [type as LiveEventType, [...keys]]),
);

/** Adds query keys that an event type makes stale (e.g. a current-status screen on `attendance.changed`). */
export function invalidateOnStoreEvent(type: LiveEventType, ...keys: QueryKey[]): void {
  invalidations.set(type, [...(invalidations.get(type) ?? []), ...keys]);
}

/** The query keys an event type makes stale (none for a type this client does not know). */
export const storeEventQueryKeys = (type: LiveEventType): readonly QueryKey[] =>
  invalidations.get(type) ?? NO_INVALIDATION;

/** An event as it came (its type, and the payload a patch may use), or its type alone. */
type AppliedEvent = LiveEvent | Pick<LiveEvent, 'type'>;

/**
 * The copies an event brings up to date by itself (issue 30): a check-in or check-out patches the current status
 * from the event's payload (patchAttendanceStatus), so the desk does not read the whole status after every tap.
 * Answers the keys patched, which the event then leaves alone.
 */
function patchFromEvent(queryClient: QueryClient, event: AppliedEvent): readonly QueryKey[] {
  if (event.type !== 'attendance.changed') return [];
  const key = frontDeskKeys.status();
  const change =
    'payload' in event ? (event as Extract<LiveEvent, { type: 'attendance.changed' }>).payload : undefined;
  const patched = patchAttendanceStatus(queryClient.getQueryData(key), change);
  if (!patched) return [];
  queryClient.setQueryData(key, patched);
  return [key];
}

/** Marks stale (and refetches, where shown) every query the event may have changed and did not patch. */
export async function applyStoreEvent(queryClient: QueryClient, event: AppliedEvent): Promise<void> {
  const patched = patchFromEvent(queryClient, event).map((key) => JSON.stringify(key));
  const notPatched = (query: { queryKey: QueryKey }) => !patched.includes(JSON.stringify(query.queryKey));
  await Promise.all(
    storeEventQueryKeys(event.type).map((queryKey) =>
      queryClient.invalidateQueries({ queryKey, ...(patched.length > 0 ? { predicate: notPatched } : {}) }),
    ),
  );
}

/** Every key that the events a stream may carry refresh, each once (what a reconnection re-reads). */
function keysOfStream(topics: boolean): QueryKey[] {
  const types = [...invalidations.keys()].filter((type) => TOPIC_EVENT_TYPES.includes(type) === topics);
  const keys = types.flatMap((type) => invalidations.get(type) ?? []);
  return [...new Map(keys.map((key) => [JSON.stringify(key), key])).values()];
}

/** Reconnection: 1 s, doubling to 30 s at most, back to 1 s once a stream is open again. */
export const STORE_EVENT_RETRY = { initialMs: 1_000, maxMs: 30_000 } as const;

export interface StoreEventStreamOptions {
  /** Follow these topics instead of the store (their events only; the server says who may follow them). */
  topics?: readonly Topic[];
  onEvent: (event: LiveEvent) => void;
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
  /** Settles when the stream has stopped for good: closed, or refused by the server (it does not ask again). */
  stopped: Promise<void>;
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
 * Follows GET /api/events (the store's, or `topics`) with fetch (EventSource cannot send the bearer token),
 * reconnecting after a drop with a growing delay. Stops on `close()` or when the server refuses the token
 * or the stream.
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
  const url = options.topics
    ? `${base}/api/events?${new URLSearchParams({ topics: options.topics.join(',') })}`
    : `${base}/api/events`;
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
        const response = await doFetch(url, {
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
        // A topic the caller may not follow (or no store to follow): asking again would not change it.
        if (response.status === 403 || response.status === 422) return;
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
                options.onEvent(JSON.parse(message.data) as LiveEvent);
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
  return { close: () => controller.abort(), stopped: run() };
}

/** One live stream per mounted hook: each event invalidates what it may have changed. */
function useLiveEvents(
  topics: readonly Topic[] | undefined,
  options: { storeId?: number | null; enabled?: boolean; onEvent?: ((event: LiveEvent) => void) | undefined },
): void {
  const queryClient = useQueryClient();
  const onEvent = useRef(options.onEvent);
  onEvent.current = options.onEvent;
  const enabled = options.enabled ?? true;
  const storeId = options.storeId;
  // One string, so that a new array with the same topics does not reconnect.
  const followed = topics?.join(',');
  // `storeId` is a dependency on purpose: a store switch reopens the stream for the new store.
  useEffect(() => {
    if (!enabled || followed === '') return undefined;
    const stream = connectStoreEvents({
      ...(followed === undefined ? {} : { topics: followed.split(',') as Topic[] }),
      onEvent: (event) => {
        void applyStoreEvent(queryClient, event);
        onEvent.current?.(event);
      },
      onOpen: ({ reconnected }) => {
        if (!reconnected) return;
        // Events may have been missed while away: everything this stream's events refresh, each key once.
        for (const queryKey of keysOfStream(followed !== undefined)) {
          void queryClient.invalidateQueries({ queryKey });
        }
      },
    });
    return () => stream.close();
  }, [queryClient, enabled, storeId, followed]);
}

/**
 * Keeps the app's queries live: one event stream per mounted app (mount it once, in the signed-in shell),
 * each store event invalidating the queries it may have changed; after a reconnection everything they cover
 * is re-read. Polling stays the fallback when the stream cannot be held open. `storeId` reconnects on a
 * store switch.
 */
export function useStoreEvents(
  options: { storeId?: number | null; enabled?: boolean; onEvent?: (event: StoreEvent) => void } = {},
): void {
  // The store's stream carries store events only.
  useLiveEvents(undefined, {
    ...options,
    onEvent: options.onEvent as ((event: LiveEvent) => void) | undefined,
  });
}

/**
 * Follows topics while a screen is mounted (e.g. `useTopicEvents(['chat-room:8'])` on a chat room): a second
 * stream beside the store's, carrying only their events, each invalidating what it may have changed.
 */
export function useTopicEvents(
  topics: readonly Topic[],
  options: { enabled?: boolean; onEvent?: (event: TopicEvent) => void } = {},
): void {
  // A topic stream carries topic events only.
  useLiveEvents(topics, { ...options, onEvent: options.onEvent as ((event: LiveEvent) => void) | undefined });
}
