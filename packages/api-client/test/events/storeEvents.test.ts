import { MutationObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import {
  applyStoreEvent,
  connectStoreEvents,
  createSseParser,
  EVENT_INVALIDATIONS,
  invalidateOnStoreEvent,
  type LiveEvent,
  storeEventQueryKeys,
  type Topic,
} from '../../src/events/storeEvents.ts';
import { DEMO_CUSTOMER_IDS, DEMO_TOKENS, errorHandler } from '../../src/msw/index.ts';
import { attendanceKeys, recordCustomerAttendanceMutationOptions } from '../../src/queries/attendance.ts';
import { chatKeys, sendChatMessageMutationOptions } from '../../src/queries/chat.ts';
import { makeupKeys } from '../../src/queries/classes.ts';
import { customerKeys } from '../../src/queries/customers.ts';
import {
  dashboardKeys,
  getDashboardAttendanceTrendQueryOptions,
  getDashboardKpiQueryOptions,
} from '../../src/queries/dashboard.ts';
import { frontDeskKeys, patchAttendanceStatus } from '../../src/queries/frontDesk.ts';
import { preRegistrationKeys } from '../../src/queries/preRegistrations.ts';
import spec from '../../src/specDocument.js';
import { API_ORIGIN, configureTestClient, server, useMockServer } from '../msw/support.ts';
import { observe, testQueryClient } from '../queries/support.ts';

useMockServer();

/** The stream over MSW: plain fetch (the recording fetch would wait for the endless body). */
function follow(token: string | null, extra: Partial<Parameters<typeof connectStoreEvents>[0]> = {}) {
  const events: LiveEvent[] = [];
  const opened: boolean[] = [];
  const stream = connectStoreEvents({
    baseUrl: API_ORIGIN,
    fetch: (input, init) => fetch(input, init),
    token: () => token,
    onEvent: (event) => events.push(event),
    onOpen: ({ reconnected }) => opened.push(reconnected),
    retry: { initialMs: 10, maxMs: 40 },
    ...extra,
  });
  return { stream, events, opened };
}

describe('the event stream parser', () => {
  it('when messages arrive split across chunks with comments and CRLF, then each complete one comes out once', () => {
    const parser = createSseParser();
    expect(parser.feed('retry: 3000\n: ping\n\nevent: ready\nda')).toEqual([]);
    expect(parser.feed('ta: {"store_id":1}\r\n\r\nevent: attendance.changed\ndata: {"a":')).toEqual([
      { event: 'ready', data: '{"store_id":1}' },
    ]);
    expect(parser.feed('1}\n\n')).toEqual([{ event: 'attendance.changed', data: '{"a":1}' }]);
  });
});

describe('following the store', () => {
  it('when a customer checks in through the API, then the stream reports attendance.changed for the store', async () => {
    configureTestClient({ token: DEMO_TOKENS.staff });
    const { stream, events, opened } = follow(DEMO_TOKENS.staff);
    await vi.waitFor(() => expect(opened).toEqual([false]));

    const queryClient = testQueryClient();
    await new MutationObserver(queryClient, recordCustomerAttendanceMutationOptions()).mutate({
      customer_id: DEMO_CUSTOMER_IDS.noContract,
      device_id: 'tablet-shibuya-1',
    });

    await vi.waitFor(() => expect(events.map((e) => e.type)).toEqual(['attendance.changed']));
    expect(events[0]).toMatchObject({ store_id: 1 });
    stream.close();
  });

  it("when another store's customer checks in, then this store's stream hears nothing", async () => {
    configureTestClient({ token: DEMO_TOKENS.staff });
    const { stream, events, opened } = follow(DEMO_TOKENS.staff);
    await vi.waitFor(() => expect(opened).toEqual([false]));
    // The Yokohama manager's tap on a Yokohama member.
    const { currentFixtureStore } = await import('../../src/msw/index.ts');
    currentFixtureStore().events.publish({
      type: 'attendance.changed',
      store_id: 2,
      at: '2026-11-20T17:10:00+09:00',
    });
    currentFixtureStore().events.publish({
      type: 'pre_registration.changed',
      store_id: 1,
      at: '2026-11-20T17:10:00+09:00',
    });
    await vi.waitFor(() => expect(events.map((e) => e.type)).toEqual(['pre_registration.changed']));
    stream.close();
  });

  it('when the stream fails once, then it reconnects and says so, so that everything is read again', async () => {
    server.use(errorHandler('streamStoreEvents', 503, undefined, undefined, { once: true }));
    const { stream, opened } = follow(DEMO_TOKENS.staff);
    await vi.waitFor(() => expect(opened).toEqual([false]));
    stream.close();

    // A stream that opens, is dropped by the network, and opens again reports the reconnection.
    let calls = 0;
    const flaky: typeof fetch = async (input, init) => {
      calls += 1;
      const response = await fetch(input, init);
      if (calls > 1) return response;
      const reader = response.body?.getReader();
      const first = await reader?.read();
      return new Response(first?.value, { headers: response.headers });
    };
    const again = follow(DEMO_TOKENS.staff, { fetch: flaky });
    await vi.waitFor(() => expect(again.opened).toEqual([false, true]));
    again.stream.close();
  });

  it('when the token is refused, then the stream stops and reports it', async () => {
    const onUnauthorized = vi.fn();
    const { opened } = follow('not-a-token', { onUnauthorized });
    await vi.waitFor(() => expect(onUnauthorized).toHaveBeenCalledOnce());
    expect(opened).toEqual([]);
  });
});

describe('following topics', () => {
  it("when a chat message is sent, then the room's topic stream hears it, another room's and the store's do not", async () => {
    configureTestClient({ token: DEMO_TOKENS.staff });
    const room = follow(DEMO_TOKENS.staff, { topics: ['chat-room:2'] });
    const otherRoom = follow(DEMO_TOKENS.staff, { topics: ['chat-room:3' satisfies Topic] });
    const store = follow(DEMO_TOKENS.staff);
    await vi.waitFor(() =>
      expect([room.opened, otherRoom.opened, store.opened]).toEqual([[false], [false], [false]]),
    );

    const queryClient = testQueryClient();
    const sent = await new MutationObserver(queryClient, sendChatMessageMutationOptions()).mutate({
      roomId: 2,
      body: '17時のクラス、代行できます。',
    });
    await new MutationObserver(queryClient, recordCustomerAttendanceMutationOptions()).mutate({
      customer_id: DEMO_CUSTOMER_IDS.noContract,
      device_id: 'tablet-shibuya-1',
    });

    await vi.waitFor(() => expect(store.events.map((e) => e.type)).toEqual(['attendance.changed']));
    expect(room.events).toEqual([
      {
        type: 'chat_message.created',
        topic: 'chat-room:2',
        at: expect.any(String),
        payload: { room_id: 2, message_id: sent.id },
      },
    ]);
    expect(otherRoom.events).toEqual([]);
    for (const stream of [room, otherRoom, store]) stream.stream.close();
  });

  it('when the server refuses to stream a topic, then the client stops instead of asking again', async () => {
    let calls = 0;
    const refusing: typeof fetch = async () => {
      calls += 1;
      return Response.json(
        { success: false, data: null, message: '', error: { message: '', code: 'FORBIDDEN' } },
        { status: 403 },
      );
    };
    const { stream, opened } = follow(DEMO_TOKENS.staff, { topics: ['chat-room:99'], fetch: refusing });
    // It stops by itself, without being closed, after one request (its retries would come 10–40 ms apart).
    await stream.stopped;
    expect(calls).toBe(1);
    expect(opened).toEqual([]);
    stream.close();
  });
});

describe('what each event refreshes', () => {
  it('when attendance changes, then the shown dashboard queries are fetched again and nothing else is touched', async () => {
    configureTestClient({ token: DEMO_TOKENS.manager });
    const queryClient = testQueryClient();
    await observe(queryClient, getDashboardKpiQueryOptions());
    await observe(queryClient, getDashboardAttendanceTrendQueryOptions());
    const before = queryClient.getQueryState(dashboardKeys.kpi())?.dataUpdateCount ?? 0;

    await applyStoreEvent(queryClient, { type: 'attendance.changed' });

    expect(queryClient.getQueryState(dashboardKeys.kpi())?.dataUpdateCount).toBe(before + 1);
    expect(storeEventQueryKeys('attendance.changed')).toContainEqual(dashboardKeys.all);
    // The current status (under the attendance keys) and the tablet's presence follow the visits.
    expect(storeEventQueryKeys('attendance.changed')).toContainEqual(attendanceKeys.all);
    expect(storeEventQueryKeys('attendance.changed')).toContainEqual(frontDeskKeys.tablet);
    expect(storeEventQueryKeys('lesson_attendance.changed')).toContainEqual(frontDeskKeys.tablet);
    // A family's 欠席連絡 or 振替予約: the class's 欠席・振替 and the dashboard's マイページ card follow.
    expect(storeEventQueryKeys('lesson_attendance.changed')).toContainEqual(makeupKeys.all);
    expect(storeEventQueryKeys('lesson_attendance.changed')).toContainEqual(dashboardKeys.familyNotices());
    expect(storeEventQueryKeys('pre_registration.changed')).toEqual([preRegistrationKeys.all]);
    expect(storeEventQueryKeys('customer.changed')).toEqual([
      customerKeys.all,
      dashboardKeys.all,
      attendanceKeys.all,
    ]);
    // An event type of a newer server: nothing to refresh here (and no such type compiles).
    // @ts-expect-error: not an event type of the spec
    expect(storeEventQueryKeys('something.else')).toEqual([]);
  });

  it('when the spec is read, then every event type it defines has its entry in the invalidation table, and no other', () => {
    const { schemas } = spec.components;
    const typesOf = (union: unknown) =>
      (union as { oneOf: { properties: { type: { const: string } } }[] }).oneOf.map(
        (event) => event.properties.type.const,
      );
    const specTypes = [...typesOf(schemas.StoreEvent), ...typesOf(schemas.TopicEvent)];
    // An entry may be empty: that is the decision that the event refreshes nothing.
    expect(Object.keys(EVENT_INVALIDATIONS).sort()).toEqual(specTypes.sort());
    expect(storeEventQueryKeys('chat_message.created')).toEqual([chatKeys.all]);
  });

  it('when a feature adds keys for an event type, then that type refreshes them too; an unknown type does not compile', () => {
    const before = storeEventQueryKeys('pre_registration.changed');
    invalidateOnStoreEvent('pre_registration.changed', ['someFeature']);
    expect(storeEventQueryKeys('pre_registration.changed')).toEqual([...before, ['someFeature']]);
    // @ts-expect-error: only the spec's event types have entries
    invalidateOnStoreEvent('pre_registration.removed', ['someFeature']);
  });

  it('when a lesson mark changes, then the schedule and the trend are stale but the KPI cards are not', async () => {
    configureTestClient({ token: DEMO_TOKENS.manager });
    const queryClient = testQueryClient();
    await queryClient.fetchQuery(getDashboardKpiQueryOptions());
    await queryClient.fetchQuery(getDashboardAttendanceTrendQueryOptions());

    await applyStoreEvent(queryClient, { type: 'lesson_attendance.changed' });

    expect(queryClient.getQueryState(dashboardKeys.kpi())?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(dashboardKeys.attendanceTrend())?.isInvalidated).toBe(true);
  });
});

describe('a tap patches the current status (issue 30)', () => {
  const status = {
    date: '2026-11-20',
    inside_count: 1,
    checked_in_today: 3,
    checked_out_today: 2,
    inside: [
      {
        attendance_id: 10,
        customer_id: 1,
        name: '山田 花子',
        name_kana: 'ヤマダ ハナコ',
        member_number: '000001',
        check_in_at: '2026-11-20T16:00:00+09:00',
        check_in_time: '16:00',
        stay_minutes: 30,
        is_overtime: false,
      },
    ],
    recent: [
      {
        attendance_id: 10,
        customer_id: 1,
        name: '山田 花子',
        action: 'check_in' as const,
        at: '2026-11-20T16:00:00+09:00',
        time: '16:00',
      },
    ],
  };
  const checkIn = {
    customer_id: 2,
    attendance_id: 11,
    action: 'check_in' as const,
    day: '2026-11-20',
    entry: {
      attendance_id: 11,
      customer_id: 2,
      name: '佐藤 蓮',
      action: 'check_in' as const,
      at: '2026-11-20T16:30:00+09:00',
      time: '16:30',
    },
    visitor: {
      attendance_id: 11,
      customer_id: 2,
      name: '佐藤 蓮',
      name_kana: 'サトウ レン',
      member_number: '000002',
      check_in_at: '2026-11-20T16:30:00+09:00',
      check_in_time: '16:30',
      stay_minutes: 0,
      is_overtime: false,
    },
  };
  const checkOut = {
    customer_id: 1,
    attendance_id: 10,
    action: 'check_out' as const,
    day: '2026-11-20',
    entry: {
      attendance_id: 10,
      customer_id: 1,
      name: '山田 花子',
      action: 'check_out' as const,
      at: '2026-11-20T16:31:00+09:00',
      time: '16:31',
    },
  };

  it('when a check-in or a check-out comes, then the row, the counts and the latest entry follow it', () => {
    const afterIn = patchAttendanceStatus(status, checkIn);
    expect(afterIn?.inside.map((v) => v.customer_id)).toEqual([1, 2]);
    expect(afterIn).toMatchObject({ inside_count: 2, checked_in_today: 4, checked_out_today: 2 });
    expect(afterIn?.recent[0]).toEqual(checkIn.entry);

    const afterOut = patchAttendanceStatus(afterIn, checkOut);
    expect(afterOut?.inside.map((v) => v.customer_id)).toEqual([2]);
    expect(afterOut).toMatchObject({ inside_count: 1, checked_in_today: 4, checked_out_today: 3 });
    expect(afterOut?.recent.map((r) => `${r.customer_id} ${r.action}`)).toEqual([
      '1 check_out',
      '2 check_in',
      '1 check_in',
    ]);
  });

  it('when the event is of another day or has no entry, then the status is read again; when already applied, it stays', () => {
    expect(patchAttendanceStatus(status, { ...checkIn, day: '2026-11-21' })).toBeUndefined();
    expect(
      patchAttendanceStatus(status, { customer_id: 2, attendance_id: 11, action: 'check_in' }),
    ).toBeUndefined();
    // Already applied (the desk's own answer came first): the same copy, nothing read.
    const applied = patchAttendanceStatus(status, checkIn);
    expect(patchAttendanceStatus(applied, checkIn)).toBe(applied);
    expect(patchAttendanceStatus(undefined, checkIn)).toBeUndefined();
  });

  it('when the event is applied, then the shown status is patched without a request and the dashboard is read again', async () => {
    configureTestClient({ token: DEMO_TOKENS.manager });
    const queryClient = testQueryClient();
    queryClient.setQueryData(frontDeskKeys.status(), status);
    await observe(queryClient, getDashboardKpiQueryOptions());
    const kpiBefore = queryClient.getQueryState(dashboardKeys.kpi())?.dataUpdateCount ?? 0;

    await applyStoreEvent(queryClient, {
      type: 'attendance.changed',
      store_id: 1,
      at: checkIn.entry.at,
      payload: checkIn,
    });

    expect(queryClient.getQueryData(frontDeskKeys.status())).toEqual(patchAttendanceStatus(status, checkIn));
    expect(queryClient.getQueryState(frontDeskKeys.status())?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(dashboardKeys.kpi())?.dataUpdateCount).toBe(kpiBefore + 1);

    // An event without the payload (an older server): the status is marked stale, as before.
    await applyStoreEvent(queryClient, { type: 'attendance.changed' });
    expect(queryClient.getQueryState(frontDeskKeys.status())?.isInvalidated).toBe(true);
  });
});
