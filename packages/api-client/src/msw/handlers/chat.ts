import { isoTokyo } from '@kayoi/domain/calendar';
import { chatMessageFormSchema } from '@kayoi/domain/forms';
import { z } from 'zod';
import type { ChatMessage, ChatRoom, ChatRoomType } from '../../queries/types.ts';
import type { FixtureStore } from '../fixtureStore.ts';
import {
  type Caller,
  conflict,
  forbidden,
  handleAs,
  http,
  jsonBody,
  notFound,
  paginate,
  parseOr422,
  pathId,
  searchParams,
  success,
  validationError,
} from '../http.ts';
import type { FixtureChatMessage, FixtureChatRoom } from '../seed/communication.ts';

const ROOM_TYPES = ['direct', 'group', 'store', 'announcement'] as const satisfies readonly ChatRoomType[];

function messageView(store: FixtureStore, message: FixtureChatMessage): ChatMessage {
  return {
    id: message.id,
    room_id: message.room_id,
    sender: store.staffSummary(message.sender_id),
    body: message.deleted_at === null ? message.body : '',
    created_at: isoTokyo(message.created_at),
    edited_at: message.edited_at === null ? null : isoTokyo(message.edited_at),
    deleted_at: message.deleted_at === null ? null : isoTokyo(message.deleted_at),
  };
}

const roomMessages = (store: FixtureStore, roomId: number) =>
  store.chatMessages.filter((m) => m.room_id === roomId).sort((a, b) => a.id - b.id);

function roomView(store: FixtureStore, room: FixtureChatRoom, viewerId: number): ChatRoom {
  const messages = roomMessages(store, room.id);
  const lastRead = room.last_read.get(viewerId) ?? 0;
  const last = messages.at(-1);
  return {
    id: room.id,
    type: room.type,
    name: room.name,
    description: room.description,
    icon: room.icon,
    store_id: room.store_id,
    participants: room.participant_ids.flatMap((id) => {
      const staff = store.staffById(id);
      return staff ? [{ id, name: staff.name, photo_url: staff.photo_url, role: staff.role }] : [];
    }),
    unread_count: room.participant_ids.includes(viewerId)
      ? messages.filter((m) => m.id > lastRead && m.sender_id !== viewerId && m.deleted_at === null).length
      : 0,
    is_active: room.is_active,
    last_message: last ? messageView(store, last) : null,
    created_at: isoTokyo(room.created_at),
    updated_at: isoTokyo(room.updated_at),
  };
}

const isParticipant = (room: FixtureChatRoom, caller: Caller) =>
  room.participant_ids.includes(caller.staff.id);

/** Group and announcement rooms of the caller's store (admins: any store) are open to join. */
const isJoinable = (room: FixtureChatRoom, caller: Caller) =>
  (room.type === 'group' || room.type === 'announcement') &&
  (caller.staff.role === 'admin' || room.store_id === null || room.store_id === caller.storeId);

/** A room the caller may see: theirs, one they may join, or any room for an admin; otherwise 404. */
function visibleRoom(caller: Caller, id: number): FixtureChatRoom {
  const room = caller.store.chatRooms.find((r) => r.id === id);
  if (!room || !(isParticipant(room, caller) || isJoinable(room, caller) || caller.staff.role === 'admin')) {
    throw notFound();
  }
  return room;
}

function participantRoom(caller: Caller, id: number): FixtureChatRoom {
  const room = visibleRoom(caller, id);
  if (!isParticipant(room, caller)) throw forbidden();
  return room;
}

function roomMessage(caller: Caller, room: FixtureChatRoom, messageId: number): FixtureChatMessage {
  const message = caller.store.chatMessages.find((m) => m.id === messageId && m.room_id === room.id);
  if (!message) throw notFound();
  return message;
}

function touch(store: FixtureStore, room: FixtureChatRoom): void {
  room.updated_at = store.nowMs();
}

const listQuerySchema = z.object({
  type: z
    .string()
    .regex(/^(direct|group|store|announcement)(,(direct|group|store|announcement))*$/, {
      error: 'ルーム種別の値が正しくありません',
    })
    .transform((types) => types.split(',') as ChatRoomType[])
    .optional(),
  store_id: z.coerce.number({ error: '店舗IDは数値である必要があります' }).int().positive().optional(),
  search: z.string().max(100, { error: '検索キーワードは100文字以内で入力してください' }).optional(),
  is_active: z.enum(['0', '1'], { error: '1または0を指定してください' }).optional(),
});

const messagesQuerySchema = z.object({
  before_id: z.coerce.number({ error: 'before_idは数値である必要があります' }).int().positive().optional(),
  limit: z.coerce
    .number({ error: '件数は1から100の整数で指定してください' })
    .int({ error: '件数は1から100の整数で指定してください' })
    .min(1, { error: '件数は1から100の整数で指定してください' })
    .max(100, { error: '件数は1から100の整数で指定してください' })
    .default(50),
});

const roomNameRequired = 'ルーム名は必須です';
const roomName = z
  .string({ error: roomNameRequired })
  .trim()
  .min(1, { error: roomNameRequired })
  .max(100, { error: 'ルーム名は100文字以内で入力してください' });
const roomDescription = z
  .string()
  .max(500, { error: '説明は500文字以内で入力してください' })
  .nullable()
  .optional();
const roomIcon = z
  .string()
  .max(50, { error: 'アイコンは50文字以内で入力してください' })
  .nullable()
  .optional();

const createRoomSchema = z.object({
  type: z.enum(ROOM_TYPES, { error: 'ルーム種別を選択してください' }),
  name: roomName,
  description: roomDescription,
  icon: roomIcon,
  store_id: z.number({ error: '店舗IDは数値である必要があります' }).int().positive().nullable().optional(),
  participants: z
    .array(z.number().int().positive(), { error: '参加者の指定が正しくありません' })
    .refine((ids) => new Set(ids).size === ids.length, { error: '参加者が重複しています' })
    .optional(),
});

const updateRoomSchema = z
  .object({
    name: roomName.optional(),
    description: roomDescription,
    icon: roomIcon,
    is_active: z.boolean({ error: '1または0を指定してください' }).optional(),
  })
  .refine((changes) => Object.keys(changes).length > 0, { error: '変更する項目を指定してください' });

export const chatHandlers = [
  http.get('/api/v3/chat/rooms', (info) =>
    handleAs(info, 'listChatRooms', (caller) => {
      const query = searchParams(info.request);
      const filters = parseOr422(
        listQuerySchema,
        Object.fromEntries([...query].filter(([name]) => name in listQuerySchema.shape)),
      );
      const needle = filters.search?.trim().toLowerCase();
      // Admins may list other people's rooms by filtering on a store; everyone else lists their own rooms.
      const adminBrowsing = caller.staff.role === 'admin' && filters.store_id !== undefined;
      const rows = caller.store.chatRooms
        .filter((room) => adminBrowsing || isParticipant(room, caller))
        .filter((room) => !filters.type || filters.type.includes(room.type))
        .filter((room) => filters.store_id === undefined || room.store_id === filters.store_id)
        .filter((room) => filters.is_active === undefined || room.is_active === (filters.is_active === '1'))
        .filter((room) => !needle || `${room.name}\n${room.description ?? ''}`.toLowerCase().includes(needle))
        .sort((a, b) => b.updated_at - a.updated_at || b.id - a.id);
      const page = paginate(rows, query);
      return info.response(200).json({
        ...success(page.data.map((room) => roomView(caller.store, room, caller.staff.id))),
        meta: page.meta,
      });
    }),
  ),

  http.post('/api/v3/chat/rooms', (info) =>
    handleAs(info, 'createChatRoom', async (caller) => {
      const { store, staff } = caller;
      const input = parseOr422(createRoomSchema, await jsonBody(info.request));
      if (input.type === 'announcement' && staff.role === 'staff') throw forbidden();
      const storeId = input.store_id ?? (input.type === 'announcement' ? null : caller.storeId);
      if (storeId !== null && !store.stores.some((s) => s.id === storeId)) {
        throw validationError({ store_id: ['店舗が見つかりません'] });
      }
      const others = (input.participants ?? []).filter((id) => id !== staff.id);
      if (others.some((id) => !store.staffById(id)))
        throw validationError({ participants: ['参加者が見つかりません'] });
      if (input.type === 'direct' && others.length !== 1) {
        throw validationError({ participants: ['1対1のルームには相手を1人指定してください'] });
      }
      // Store rooms follow store membership; the creator is always a participant.
      const participants =
        input.type === 'store' && storeId !== null
          ? [...new Set([staff.id, ...store.staff.filter((s) => s.store_id === storeId).map((s) => s.id)])]
          : [staff.id, ...others];
      const now = store.nowMs();
      const room: FixtureChatRoom = {
        id: store.nextId('chatRoom'),
        type: input.type,
        name: input.name,
        description: input.description ?? null,
        icon: input.icon ?? null,
        store_id: storeId,
        participant_ids: participants,
        is_active: true,
        created_at: now,
        updated_at: now,
        last_read: new Map(),
      };
      store.chatRooms.push(room);
      return info
        .response(201)
        .json(success(roomView(store, room, staff.id), 'チャットルームを作成しました'));
    }),
  ),

  http.get('/api/v3/chat/rooms/{id}', (info) =>
    handleAs(info, 'getChatRoom', (caller) =>
      info
        .response(200)
        .json(success(roomView(caller.store, visibleRoom(caller, pathId(info.params.id)), caller.staff.id))),
    ),
  ),

  http.put('/api/v3/chat/rooms/{id}', (info) =>
    handleAs(info, 'updateChatRoom', async (caller) => {
      const room = participantRoom(caller, pathId(info.params.id));
      const changes = parseOr422(updateRoomSchema, await jsonBody(info.request));
      if (changes.name !== undefined) room.name = changes.name;
      if (changes.description !== undefined) room.description = changes.description;
      if (changes.icon !== undefined) room.icon = changes.icon;
      if (changes.is_active !== undefined) room.is_active = changes.is_active;
      touch(caller.store, room);
      return info
        .response(200)
        .json(success(roomView(caller.store, room, caller.staff.id), 'チャットルームを更新しました'));
    }),
  ),

  http.delete('/api/v3/chat/rooms/{id}', (info) =>
    handleAs(info, 'deleteChatRoom', (caller) => {
      const { store } = caller;
      const room = visibleRoom(caller, pathId(info.params.id));
      store.chatRooms.splice(store.chatRooms.indexOf(room), 1);
      store.chatMessages = store.chatMessages.filter((m) => m.room_id !== room.id);
      return info.response(200).json(success(null, 'チャットルームを削除しました'));
    }),
  ),

  http.post('/api/v3/chat/rooms/{id}/join', (info) =>
    handleAs(info, 'joinChatRoom', (caller) => {
      const room = visibleRoom(caller, pathId(info.params.id));
      if (!isParticipant(room, caller)) {
        if (!isJoinable(room, caller)) throw forbidden();
        room.participant_ids.push(caller.staff.id);
        room.last_read.set(caller.staff.id, roomMessages(caller.store, room.id).at(-1)?.id ?? 0);
      }
      return info
        .response(200)
        .json(success(roomView(caller.store, room, caller.staff.id), 'チャットルームに参加しました'));
    }),
  ),

  http.post('/api/v3/chat/rooms/{id}/leave', (info) =>
    handleAs(info, 'leaveChatRoom', (caller) => {
      const room = visibleRoom(caller, pathId(info.params.id));
      if (room.type === 'store') throw conflict();
      room.participant_ids = room.participant_ids.filter((id) => id !== caller.staff.id);
      room.last_read.delete(caller.staff.id);
      return info.response(200).json(success(null, 'チャットルームから退出しました'));
    }),
  ),

  http.post('/api/v3/chat/rooms/{id}/mark-read', (info) =>
    handleAs(info, 'markChatRoomAsRead', (caller) => {
      const room = participantRoom(caller, pathId(info.params.id));
      room.last_read.set(caller.staff.id, roomMessages(caller.store, room.id).at(-1)?.id ?? 0);
      return info
        .response(200)
        .json(
          success({ room_id: room.id, unread_count: 0 as const, read_at: isoTokyo(caller.store.nowMs()) }),
        );
    }),
  ),

  http.get('/api/v3/chat/rooms/{id}/messages', (info) =>
    handleAs(info, 'listChatMessages', (caller) => {
      const room = visibleRoom(caller, pathId(info.params.id));
      if (!isParticipant(room, caller) && caller.staff.role !== 'admin') throw forbidden();
      const query = searchParams(info.request);
      const { before_id, limit } = parseOr422(
        messagesQuerySchema,
        Object.fromEntries([...query].filter(([name]) => name in messagesQuerySchema.shape)),
      );
      const older = roomMessages(caller.store, room.id).filter(
        (m) => before_id === undefined || m.id < before_id,
      );
      const page = older.slice(-limit);
      const hasMore = older.length > page.length;
      return info.response(200).json({
        ...success(page.map((message) => messageView(caller.store, message))),
        meta: { has_more: hasMore, next_before_id: hasMore ? (page[0]?.id ?? null) : null },
      });
    }),
  ),

  http.post('/api/v3/chat/rooms/{id}/messages', (info) =>
    handleAs(info, 'sendChatMessage', async (caller) => {
      const { store } = caller;
      const room = participantRoom(caller, pathId(info.params.id));
      if (!room.is_active) throw conflict();
      const { body } = parseOr422(chatMessageFormSchema, await jsonBody(info.request));
      const message: FixtureChatMessage = {
        id: store.nextId('chatMessage'),
        room_id: room.id,
        sender_id: caller.staff.id,
        body,
        created_at: store.nowMs(),
        edited_at: null,
        deleted_at: null,
      };
      store.chatMessages.push(message);
      room.last_read.set(caller.staff.id, message.id);
      touch(store, room);
      store.events.publish({
        type: 'chat_message.created',
        topic: `chat-room:${room.id}`,
        at: isoTokyo(message.created_at),
        payload: { room_id: room.id, message_id: message.id },
      });
      return info.response(201).json(success(messageView(store, message)));
    }),
  ),

  http.patch('/api/v3/chat/rooms/{id}/messages/{messageId}', (info) =>
    handleAs(info, 'editChatMessage', async (caller) => {
      const room = participantRoom(caller, pathId(info.params.id));
      const message = roomMessage(caller, room, pathId(info.params.messageId));
      if (message.sender_id !== caller.staff.id) throw forbidden();
      if (message.deleted_at !== null) throw conflict();
      const { body } = parseOr422(chatMessageFormSchema, await jsonBody(info.request));
      message.body = body;
      message.edited_at = caller.store.nowMs();
      return info.response(200).json(success(messageView(caller.store, message)));
    }),
  ),

  http.delete('/api/v3/chat/rooms/{id}/messages/{messageId}', (info) =>
    handleAs(info, 'deleteChatMessage', (caller) => {
      const room = visibleRoom(caller, pathId(info.params.id));
      const message = roomMessage(caller, room, pathId(info.params.messageId));
      if (message.sender_id !== caller.staff.id && caller.staff.role !== 'admin') throw forbidden();
      // A tombstone stays in the history; deleting it again changes nothing.
      message.deleted_at ??= caller.store.nowMs();
      return info.response(200).json(success(messageView(caller.store, message), 'メッセージを削除しました'));
    }),
  ),
];
