import { MutationObserver, type QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_TOKENS } from '../../src/msw/index.ts';
import { pollIntervals, staleTimes } from '../../src/policy.ts';
import {
  chatKeys,
  createChatRoomMutationOptions,
  deleteChatMessageMutationOptions,
  deleteChatRoomMutationOptions,
  editChatMessageMutationOptions,
  getChatRoomQueryOptions,
  joinChatRoomMutationOptions,
  leaveChatRoomMutationOptions,
  listChatMessagesQueryOptions,
  listChatRoomsQueryOptions,
  markChatRoomAsReadMutationOptions,
  sendChatMessageMutationOptions,
  updateChatRoomMutationOptions,
} from '../../src/queries/chat.ts';
import type { ChatMessage, ChatRoom } from '../../src/queries/types.ts';
import { configureTestClient, exchanges, useMockServer } from '../msw/support.ts';
import { observe, testQueryClient } from './support.ts';

useMockServer();

let queryClient: QueryClient;
beforeEach(() => {
  queryClient = testQueryClient();
  configureTestClient({ token: DEMO_TOKENS.staff });
});

/** 渋谷校 コーチ連絡: admin, manager and the staff login; 64 messages; the staff login is 2 behind. */
const COACH_ROOM = 2;
/** 渋谷校 スタッフ全体: the store's room, where the manager login is behind. */
const STORE_ROOM = 1;

type Page<T> = { data: T[]; meta: { has_more?: boolean; next_before_id?: number | null; total?: number } };

describe('query options', () => {
  it('when a search is typed, then the room list is cached 30 seconds instead of 5 minutes, and polled', () => {
    expect(listChatRoomsQueryOptions().staleTime).toBe(staleTimes.chatList);
    expect(listChatRoomsQueryOptions({ search: 'コーチ' }).staleTime).toBe(staleTimes.chatListSearch);
    expect([staleTimes.chatList, staleTimes.chatListSearch]).toEqual([300_000, 30_000]);
    expect(listChatRoomsQueryOptions().refetchInterval).toBe(pollIntervals.chatRooms);
  });

  it('when several room types are asked for, then they go comma-joined and the key keeps them apart', async () => {
    const answer = await queryClient.fetchQuery(
      listChatRoomsQueryOptions({ type: ['store', 'announcement'] }),
    );

    expect(new URL(exchanges[0]?.url ?? '').searchParams.get('type')).toBe('store,announcement');
    expect([...new Set(answer.data.map((room) => room.type))].sort()).toEqual(['announcement', 'store']);
    expect(listChatRoomsQueryOptions({ type: ['store'] }).queryKey).not.toEqual(
      listChatRoomsQueryOptions({ type: ['group'] }).queryKey,
    );
  });

  it("when the history is paged with before_id, then each page is older and a room's messages sit under it", async () => {
    const latest = (await queryClient.fetchQuery(
      listChatMessagesQueryOptions(COACH_ROOM),
    )) as Page<ChatMessage>;
    const older = (await queryClient.fetchQuery(
      listChatMessagesQueryOptions(COACH_ROOM, { before_id: latest.meta.next_before_id ?? undefined }),
    )) as Page<ChatMessage>;

    expect(latest.data).toHaveLength(50);
    expect(latest.meta.has_more).toBe(true);
    expect(older.data).toHaveLength(14);
    expect(older.meta).toEqual({ has_more: false, next_before_id: null, next_after_id: null });
    const histories = (room: number) =>
      queryClient.getQueryCache().findAll({ queryKey: chatKeys.messageLists(room) });
    expect(histories(COACH_ROOM)).toHaveLength(2);
    expect(histories(STORE_ROOM)).toHaveLength(0);
    expect(listChatMessagesQueryOptions(COACH_ROOM).staleTime).toBe(staleTimes.chatMessages);
  });
});

describe('mutations', () => {
  it('when a message is sent, then the history and the room list are fetched again', async () => {
    await observe(queryClient, listChatMessagesQueryOptions(COACH_ROOM));
    await observe(queryClient, listChatRoomsQueryOptions());

    await new MutationObserver(queryClient, sendChatMessageMutationOptions()).mutate({
      roomId: COACH_ROOM,
      body: '17時のクラス、代行できます。',
    });

    const history = queryClient.getQueryData<Page<ChatMessage>>(chatKeys.messages(COACH_ROOM));
    expect(history?.data.at(-1)?.body).toBe('17時のクラス、代行できます。');
    const rooms = queryClient.getQueryData<Page<ChatRoom>>(chatKeys.roomList());
    expect(rooms?.data[0]?.last_message?.body).toBe('17時のクラス、代行できます。');
  });

  it('when a message is sent with files, then it goes as multipart and comes back with its attachments', async () => {
    const bytes = atob(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaGj4DwAFhAKAjM1mJQAAAABJRU5ErkJggg==',
    );
    const photo = new File([Uint8Array.from(bytes, (c) => c.charCodeAt(0))], 'プール.png', {
      type: 'image/png',
    });
    const sent = await new MutationObserver(queryClient, sendChatMessageMutationOptions()).mutate({
      roomId: COACH_ROOM,
      body: '修理箇所の写真です',
      files: [photo],
    });
    expect(sent.body).toBe('修理箇所の写真です');
    expect(sent.attachments?.map((a) => [a.name, a.mime_type, a.size])).toEqual([
      ['プール.png', 'image/png', bytes.length],
    ]);
  });

  it('when a message is edited and then deleted, then the history shows the edit and then the tombstone', async () => {
    await observe(queryClient, listChatMessagesQueryOptions(COACH_ROOM));
    const sent = await new MutationObserver(queryClient, sendChatMessageMutationOptions()).mutate({
      roomId: COACH_ROOM,
      body: '明日は休みます',
    });

    const edited = await new MutationObserver(queryClient, editChatMessageMutationOptions()).mutate({
      roomId: COACH_ROOM,
      messageId: sent.id,
      body: '明日は午後から出勤します',
    });
    const deleted = await new MutationObserver(queryClient, deleteChatMessageMutationOptions()).mutate({
      roomId: COACH_ROOM,
      messageId: sent.id,
    });

    expect(edited.body).toBe('明日は午後から出勤します');
    expect(edited.edited_at).not.toBeNull();
    expect(deleted).toMatchObject({ body: '', id: sent.id });
    const last = queryClient.getQueryData<Page<ChatMessage>>(chatKeys.messages(COACH_ROOM))?.data.at(-1);
    expect(last?.deleted_at).not.toBeNull();
  });

  it('when a room is marked read, then its unread count is fetched again as 0', async () => {
    // The manager is behind in 渋谷校 スタッフ全体.
    configureTestClient({ token: DEMO_TOKENS.manager });
    await observe(queryClient, getChatRoomQueryOptions(STORE_ROOM));
    expect(queryClient.getQueryData<ChatRoom>(chatKeys.room(STORE_ROOM))?.unread_count).toBeGreaterThan(0);

    await new MutationObserver(queryClient, markChatRoomAsReadMutationOptions()).mutate(STORE_ROOM);

    expect(queryClient.getQueryData<ChatRoom>(chatKeys.room(STORE_ROOM))?.unread_count).toBe(0);
  });

  it('when a room is created, renamed, joined, left and deleted, then the cache follows each answer', async () => {
    configureTestClient({ token: DEMO_TOKENS.manager });
    const room = await new MutationObserver(queryClient, createChatRoomMutationOptions()).mutate({
      type: 'group',
      name: '冬季短期教室 2026',
      participants: [3],
    });
    expect(queryClient.getQueryData(chatKeys.room(room.id))).toEqual(room);

    const renamed = await new MutationObserver(queryClient, updateChatRoomMutationOptions()).mutate({
      id: room.id,
      name: '冬季短期教室 2026 準備',
    });
    expect(queryClient.getQueryData<ChatRoom>(chatKeys.room(room.id))?.name).toBe(renamed.name);

    configureTestClient({ token: DEMO_TOKENS.admin });
    const joined = await new MutationObserver(queryClient, joinChatRoomMutationOptions()).mutate(room.id);
    expect(joined.participants.map((p) => p.id)).toContain(1);
    // A history the room had on screen (the mock records none for a new room).
    queryClient.setQueryData(chatKeys.messages(room.id), { data: [], meta: { has_more: false } });
    await new MutationObserver(queryClient, leaveChatRoomMutationOptions()).mutate(room.id);
    expect(queryClient.getQueryState(chatKeys.room(room.id))).toBeUndefined();
    expect(queryClient.getQueryState(chatKeys.messages(room.id))).toBeUndefined();

    // Not a participant any more, the admin could not delete it (404): its creator does.
    configureTestClient({ token: DEMO_TOKENS.manager });
    await new MutationObserver(queryClient, deleteChatRoomMutationOptions()).mutate(room.id);
    await expect(queryClient.fetchQuery(getChatRoomQueryOptions(room.id))).rejects.toMatchObject({
      status: 404,
    });
  });
});
