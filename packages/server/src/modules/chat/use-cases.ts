import { isoTokyo } from '@kayoi/domain/calendar';
import { chatMessageFormSchema } from '@kayoi/domain/forms';
import type { ChatRoomIcon } from '@kayoi/domain/labels';
import type { Database } from '../../db/database.ts';
import type { EventBus } from '../../events/bus.ts';
import { ApiError } from '../../http/envelope.ts';
import { parseForm, validationFailed } from '../../http/formErrors.ts';
import { serverMessages } from '../../http/messages.ts';
import type { UploadedFile } from '../../http/multipart.ts';
import type { ResponseData } from '../../http/types.ts';
import {
  ATTACHMENTS_PER_REQUEST,
  type AttachmentSigner,
  attachmentAnswer,
  checkAttachments,
} from '../attachments/attachments.ts';
import type { AuthContext } from '../auth/use-cases.ts';
import { keyOfPhotoPath, type PhotoSigner } from '../photos/photos.ts';
import { countHit } from '../rate-limits/counters.ts';
import {
  type ChatRepository,
  createChatRepository,
  type MessageRow,
  type ParticipantRow,
  type RoomFilters,
  type RoomRow,
  type RoomType,
} from './repository.ts';

type ChatRoom = ResponseData<'getChatRoom'>;
type ChatMessage = ResponseData<'sendChatMessage'>;

/** At most this many messages per staff member in the window (429 beyond). */
export const MESSAGE_RATE = { max: 30, windowMs: 60_000 };

export interface ChatDeps {
  db: Database;
  repo: ChatRepository;
  events: EventBus;
  photos: PhotoSigner;
  /** Signs the attachments' URLs (shared with the board: modules/attachments). */
  attachments: AttachmentSigner;
  now: () => Date;
}

export const chatMessages = {
  roomCreated: 'チャットルームを作成しました',
  roomUpdated: 'チャットルームを更新しました',
  roomDeleted: 'チャットルームを削除しました',
  joined: 'チャットルームに参加しました',
  left: 'チャットルームから退出しました',
  messageDeleted: 'メッセージを削除しました',
  archived: 'このチャットルームはアーカイブされています',
  messageDeletedAlready: 'このメッセージは削除されています',
  storeRoomLeave: '店舗ルームからは退出できません',
  directNeedsOne: '1対1のチャットは相手を1人だけ選んでください',
  participantUnknown: '参加者に存在しないスタッフが含まれています',
  participantOtherStore: '他店舗のスタッフは追加できません',
  directParticipants: 'このルームの参加者は変更できません',
  directFixed: '1対1のチャットの名前・説明・アイコンは変更できません',
  nameRequired: serverMessages.chatRoomNameRequired,
  tooManyMessages: 'メッセージの送信が多すぎます。しばらく待ってから再試行してください',
  tooManyFiles: `添付ファイルは1件のメッセージにつき${ATTACHMENTS_PER_REQUEST}件までです`,
} as const;

const notFound = () => new ApiError(404, 'NOT_FOUND', serverMessages.notFound);
const forbidden = () => new ApiError(403, 'FORBIDDEN', serverMessages.forbidden);
const conflict = (message: string) => new ApiError(409, 'CONFLICT', message);
const manages = (auth: AuthContext) => auth.role === 'admin' || auth.role === 'manager';

// Answers ----------------------------------------------------------------------------------------------------

const toMessage = (photos: PhotoSigner, row: MessageRow): ChatMessage => ({
  id: row.id,
  room_id: row.room_id,
  sender: {
    id: row.sender_id ?? 1,
    name: row.sender_name ?? '削除されたスタッフ',
    photo_url: photos.url(keyOfPhotoPath(row.sender_photo_path)),
  },
  body: row.body,
  created_at: isoTokyo(row.created_at),
  edited_at: row.edited_at ? isoTokyo(row.edited_at) : null,
  deleted_at: row.deleted_at ? isoTokyo(row.deleted_at) : null,
  mentions: row.mentions,
  attachments: [],
});

/**
 * The messages with their attachments (signed URLs, handed only to the room's participants: every caller
 * here has passed the participant rule). A tombstone has none.
 */
async function withAttachments(deps: ChatDeps, messages: ChatMessage[]): Promise<ChatMessage[]> {
  const rows = await deps.repo.attachmentsOf(messages.map((m) => m.id));
  if (rows.length === 0) return messages;
  const byMessage = new Map<number, Awaited<ReturnType<typeof attachmentAnswer>>[]>();
  for (const row of rows) {
    byMessage.set(row.message_id, [
      ...(byMessage.get(row.message_id) ?? []),
      await attachmentAnswer(deps.attachments, row),
    ]);
  }
  return messages.map((m) => ({ ...m, attachments: byMessage.get(m.id) ?? [] }));
}

async function toRooms(deps: ChatDeps, rows: RoomRow[], showMessages = true): Promise<ChatRoom[]> {
  const ids = rows.map((row) => row.id);
  const [participants, lastMessages] = await Promise.all([
    deps.repo.participantsOf(ids),
    showMessages
      ? deps.repo.messagesByIds(rows.flatMap((row) => (row.last_message_id ? [row.last_message_id] : [])))
      : Promise.resolve([]),
  ]);
  const byRoom = new Map<number, ParticipantRow[]>();
  for (const p of participants) byRoom.set(p.room_id, [...(byRoom.get(p.room_id) ?? []), p]);
  const messages = new Map(lastMessages.map((m) => [m.id, m]));
  return rows.map((row) => {
    const last = row.last_message_id ? messages.get(row.last_message_id) : undefined;
    return {
      id: row.id,
      type: row.type,
      name: row.name,
      description: row.description,
      icon: row.icon,
      store_id: row.store_id,
      participants: (byRoom.get(row.id) ?? []).map((p) => ({
        id: p.id,
        name: p.name,
        photo_url: deps.photos.url(keyOfPhotoPath(p.photo_path)),
        role: p.role,
        last_read_message_id: p.last_read_message_id,
      })),
      unread_count: row.unread_count,
      is_active: row.is_active,
      last_read_message_id: row.last_read_message_id,
      last_message: last ? toMessage(deps.photos, last) : null,
      created_at: isoTokyo(row.created_at),
      updated_at: isoTokyo(row.updated_at),
    };
  });
}

/** The room for one of its participants; anyone else gets 404, so room names and messages do not leak. */
async function participantRoom(deps: ChatDeps, auth: AuthContext, roomId: number) {
  const room = await deps.repo.participation(roomId, auth.staffId);
  if (!room?.is_participant) throw notFound();
  return room;
}

async function roomAnswer(deps: ChatDeps, auth: AuthContext, roomId: number): Promise<ChatRoom> {
  const row = await deps.repo.findRoom(roomId, auth.staffId);
  if (!row?.is_participant) throw notFound();
  const [room] = await toRooms(deps, [row]);
  return room as ChatRoom;
}

// Events -----------------------------------------------------------------------------------------------------

const roomTopic = (roomId: number) => `chat-room:${roomId}` as const;
const inboxTopic = (staffId: number) => `chat-inbox:${staffId}` as const;

function tellInboxes(
  deps: ChatDeps,
  staffIds: readonly number[],
  roomId: number,
  reason: 'message' | 'mention' | 'read' | 'room',
  messageId: number | null = null,
) {
  for (const staffId of staffIds) {
    deps.events.publish({
      type: 'chat_inbox.changed',
      topic: inboxTopic(staffId),
      payload: { room_id: roomId, reason, message_id: messageId },
    });
  }
}

/** The topic guard of `chat-room:<id>`: its participants only. */
export async function mayFollowRoom(repo: ChatRepository, auth: AuthContext, key: string) {
  const id = Number(key);
  return Number.isInteger(id) && id >= 1 && id <= 2_147_483_647 && repo.isParticipant(id, auth.staffId);
}

/** The topic guard of `chat-inbox:<staff id>`: that staff member only. */
export const mayFollowInbox = (auth: AuthContext, key: string) => key === String(auth.staffId);

// Rooms ------------------------------------------------------------------------------------------------------

export async function listRooms(
  deps: ChatDeps,
  auth: AuthContext,
  storeId: number,
  options: RoomFilters & { joinable: boolean },
  page: number,
  perPage: number,
) {
  if (options.joinable) {
    const { rows, total } = await deps.repo.listJoinable(
      auth.staffId,
      storeId,
      options.search,
      page,
      perPage,
    );
    return { rooms: await toRooms(deps, rows, false), total };
  }
  const { rows, total } = await deps.repo.listRooms(auth.staffId, options, page, perPage);
  return { rooms: await toRooms(deps, rows), total };
}

export const getRoom = roomAnswer;

export const statistics = (deps: ChatDeps, auth: AuthContext) => deps.repo.statistics(auth.staffId);

/** Participants other than the caller must be active staff; of the caller's store unless an admin adds them. */
async function checkedParticipants(
  deps: ChatDeps,
  auth: AuthContext,
  storeId: number,
  ids: readonly number[],
) {
  const others = [...new Set(ids)].filter((id) => id !== auth.staffId);
  const staff = await deps.repo.staffOf(others);
  if (staff.length !== others.length) {
    throw validationFailed({ participants: [chatMessages.participantUnknown] });
  }
  if (auth.role !== 'admin' && staff.some((s) => s.store_id !== storeId)) {
    throw validationFailed({ participants: [chatMessages.participantOtherStore] });
  }
  return others;
}

export async function createRoom(
  deps: ChatDeps,
  auth: AuthContext,
  storeId: number,
  input: {
    type: RoomType;
    name: string;
    description?: string | null | undefined;
    icon?: ChatRoomIcon | null | undefined;
    store_id?: number | null | undefined;
    participants?: number[] | undefined;
  },
): Promise<{ room: ChatRoom; created: boolean }> {
  if (input.name.trim() === '') throw validationFailed({ name: [chatMessages.nameRequired] });
  if ((input.type === 'announcement' || input.type === 'store') && !manages(auth)) throw forbidden();
  // Rooms belong to the caller's store; an admin may name another.
  let roomStore = storeId;
  if (input.store_id !== undefined && input.store_id !== null && input.store_id !== storeId) {
    if (auth.role !== 'admin' || !(await deps.repo.storeExists(input.store_id))) {
      throw validationFailed({ store_id: [serverMessages.storeRequired] });
    }
    roomStore = input.store_id;
  }
  const now = deps.now();
  let directKey: string | null = null;
  let members: number[];
  if (input.type === 'direct') {
    const others = await checkedParticipants(deps, auth, roomStore, input.participants ?? []);
    if (others.length !== 1) throw validationFailed({ participants: [chatMessages.directNeedsOne] });
    const pair = [auth.staffId, others[0] as number].sort((a, b) => a - b);
    directKey = pair.join(':');
    const existing = await deps.repo.directRoom(directKey);
    if (existing !== null) return { room: await roomAnswer(deps, auth, existing), created: false };
    members = pair;
  } else if (input.type === 'store') {
    members = [...new Set([auth.staffId, ...(await deps.repo.activeStaffOf(roomStore))])];
  } else {
    members = [auth.staffId, ...(await checkedParticipants(deps, auth, roomStore, input.participants ?? []))];
  }
  const id = await deps.db
    .transaction(async (tx) => {
      const repo = createChatRepository(tx);
      const roomId = await repo.insertRoom({
        type: input.type,
        name: input.name,
        description: input.description ?? null,
        icon: input.icon ?? null,
        storeId: input.type === 'direct' ? null : roomStore,
        createdBy: auth.staffId,
        directKey,
        now,
      });
      await repo.addParticipants(roomId, members, now);
      return roomId;
    })
    .catch(async (error: unknown) => {
      // Two first messages to each other at once: the pair's room was made by the other request.
      const existing = directKey === null ? null : await deps.repo.directRoom(directKey);
      if (existing === null) throw error;
      return existing;
    });
  tellInboxes(deps, members, id, 'room');
  return { room: await roomAnswer(deps, auth, id), created: true };
}

export async function updateRoom(
  deps: ChatDeps,
  auth: AuthContext,
  roomId: number,
  input: {
    name?: string | undefined;
    description?: string | null | undefined;
    icon?: ChatRoomIcon | null | undefined;
    is_active?: boolean | undefined;
    add_participants?: number[] | undefined;
    remove_participants?: number[] | undefined;
  },
): Promise<ChatRoom> {
  const room = await participantRoom(deps, auth, roomId);
  const official = room.type === 'store' || room.type === 'announcement';
  if (official && !manages(auth)) throw forbidden();
  if (input.is_active !== undefined && input.is_active !== room.is_active && !manages(auth))
    throw forbidden();
  // A 1:1 room is named for each side by the other person (the room list's rule): nobody renames it for both.
  if (room.type === 'direct') {
    const fixed = (['name', 'description', 'icon'] as const).filter((field) => input[field] !== undefined);
    if (fixed.length > 0) {
      throw validationFailed(Object.fromEntries(fixed.map((field) => [field, [chatMessages.directFixed]])));
    }
  }
  if (input.name !== undefined && input.name.trim() === '') {
    throw validationFailed({ name: [chatMessages.nameRequired] });
  }
  const adding = input.add_participants ?? [];
  const removing = (input.remove_participants ?? []).filter((id) => id !== auth.staffId);
  if ((adding.length > 0 || removing.length > 0) && (room.type === 'direct' || room.type === 'store')) {
    throw validationFailed({ add_participants: [chatMessages.directParticipants] });
  }
  if (removing.length > 0 && !manages(auth) && room.created_by !== auth.staffId) throw forbidden();
  const added = await checkedParticipants(deps, auth, room.store_id ?? 0, adding);
  const before = await deps.repo.participantIds(roomId);
  const now = deps.now();
  await deps.db.transaction(async (tx) => {
    const repo = createChatRepository(tx);
    const changes: Parameters<ChatRepository['updateRoom']>[1] = {};
    if (input.name !== undefined) changes.name = input.name;
    if (input.description !== undefined) changes.description = input.description;
    if (input.icon !== undefined) changes.icon = input.icon;
    if (input.is_active !== undefined) changes.is_active = input.is_active;
    await repo.updateRoom(roomId, changes, now);
    await repo.addParticipants(roomId, added, now);
    await repo.removeParticipants(roomId, removing);
  });
  tellInboxes(deps, [...new Set([...before, ...added])], roomId, 'room');
  return roomAnswer(deps, auth, roomId);
}

export async function deleteRoom(deps: ChatDeps, auth: AuthContext, roomId: number): Promise<void> {
  await participantRoom(deps, auth, roomId);
  const members = await deps.repo.participantIds(roomId);
  await deps.repo.deleteRoom(roomId);
  tellInboxes(deps, members, roomId, 'room');
}

/** A room the caller may join: not direct, active, of their store (admins: any store). */
export async function joinRoom(deps: ChatDeps, auth: AuthContext, storeId: number, roomId: number) {
  const room = await deps.repo.participation(roomId, auth.staffId);
  if (!room) throw notFound();
  if (!room.is_participant) {
    const mayJoin =
      room.type !== 'direct' && room.is_active && (auth.role === 'admin' || room.store_id === storeId);
    if (!mayJoin) throw notFound();
    await deps.repo.addParticipants(roomId, [auth.staffId], deps.now());
    tellInboxes(deps, await deps.repo.participantIds(roomId), roomId, 'room');
  }
  return roomAnswer(deps, auth, roomId);
}

export async function leaveRoom(deps: ChatDeps, auth: AuthContext, storeId: number, roomId: number) {
  const room = await deps.repo.participation(roomId, auth.staffId);
  const visible =
    room &&
    (room.is_participant || (room.type !== 'direct' && (auth.role === 'admin' || room.store_id === storeId)));
  if (!room || !visible) throw notFound();
  if (!room.is_participant) return;
  if (room.type === 'store') throw conflict(chatMessages.storeRoomLeave);
  const members = await deps.repo.participantIds(roomId);
  await deps.repo.removeParticipants(roomId, [auth.staffId]);
  tellInboxes(deps, members, roomId, 'room');
}

export async function markRead(deps: ChatDeps, auth: AuthContext, roomId: number) {
  await participantRoom(deps, auth, roomId);
  const last = await deps.repo.markRead(roomId, auth.staffId);
  deps.events.publish({
    type: 'chat_room.read',
    topic: roomTopic(roomId),
    payload: { room_id: roomId, staff_id: auth.staffId, last_read_message_id: last },
  });
  tellInboxes(deps, [auth.staffId], roomId, 'read', last);
  return { room_id: roomId, unread_count: 0 as const, read_at: isoTokyo(deps.now()) };
}

// Messages ---------------------------------------------------------------------------------------------------

export async function listMessages(
  deps: ChatDeps,
  auth: AuthContext,
  roomId: number,
  query: { before_id?: number; after_id?: number; search?: string; limit?: number },
) {
  await participantRoom(deps, auth, roomId);
  if (query.before_id !== undefined && query.after_id !== undefined) {
    throw validationFailed({ after_id: ['before_id と after_id は同時に指定できません'] });
  }
  const limit = query.limit ?? 50;
  const { rows, hasMore } = await deps.repo.messages(
    roomId,
    { beforeId: query.before_id, afterId: query.after_id },
    query.search?.trim() || undefined,
    limit,
  );
  const after = query.after_id !== undefined;
  return {
    messages: await withAttachments(
      deps,
      rows.map((row) => toMessage(deps.photos, row)),
    ),
    meta: {
      has_more: hasMore,
      next_before_id: !after && hasMore ? (rows[0]?.id ?? null) : null,
      next_after_id: after ? (rows.at(-1)?.id ?? null) : null,
    },
  };
}

export async function searchMessages(
  deps: ChatDeps,
  auth: AuthContext,
  query: { q: string; before_id?: number; limit?: number },
) {
  const text = query.q.trim();
  if (text === '')
    return { messages: [], meta: { has_more: false, next_before_id: null, next_after_id: null } };
  const { rows, hasMore } = await deps.repo.search(auth.staffId, text, query.before_id, query.limit ?? 20);
  return {
    messages: await withAttachments(
      deps,
      rows.map((row) => toMessage(deps.photos, row)),
    ),
    meta: {
      has_more: hasMore,
      next_before_id: hasMore ? (rows.at(-1)?.id ?? null) : null,
      next_after_id: null,
    },
  };
}

/**
 * At most MESSAGE_RATE.max sends per staff member in a window of MESSAGE_RATE.windowMs from their first, counted
 * in the database so that the limit holds across every server process (each counting its own let a sender
 * on two nodes send twice as many).
 */
async function spendSend(deps: ChatDeps, staffId: number) {
  const { hits, ttlMs } = await countHit(deps.db, `chat-send|${staffId}`, MESSAGE_RATE.windowMs, deps.now());
  if (hits > MESSAGE_RATE.max) {
    throw new ApiError(429, 'TOO_MANY_REQUESTS', chatMessages.tooManyMessages, {
      retryAfterSeconds: Math.max(1, Math.ceil(ttlMs / 1000)),
    });
  }
}

/** `@山田 太郎` or `@山田太郎`: the participants (other than the sender) the text names. */
export function mentionedIn(
  body: string,
  participants: readonly ParticipantRow[],
  senderId: number,
): number[] {
  return participants
    .filter((p) => p.id !== senderId)
    .filter((p) => body.includes(`@${p.name}`) || body.includes(`@${p.name.replace(/\s+/g, '')}`))
    .map((p) => p.id);
}

const checkBody = (body: string) => parseForm(chatMessageFormSchema, { body }).body && body;

export async function sendMessage(
  deps: ChatDeps,
  auth: AuthContext,
  roomId: number,
  body: string,
  uploaded: UploadedFile[] = [],
) {
  const room = await participantRoom(deps, auth, roomId);
  checkBody(body);
  const files = checkAttachments(uploaded, ATTACHMENTS_PER_REQUEST, chatMessages.tooManyFiles);
  if (!room.is_active) throw conflict(chatMessages.archived);
  await spendSend(deps, auth.staffId);
  const participants = await deps.repo.participantsOf([roomId]);
  const mentions = mentionedIn(body, participants, auth.staffId);
  const id = await deps.db.transaction(async (tx) => {
    const repo = createChatRepository(tx);
    const messageId = await repo.insertMessage(roomId, auth.staffId, body, deps.now());
    if (messageId === null) throw notFound();
    await repo.insertMentions(messageId, roomId, mentions);
    for (const file of files) await repo.insertAttachment(messageId, file);
    return messageId;
  });
  deps.events.publish({
    type: 'chat_message.created',
    topic: roomTopic(roomId),
    payload: { room_id: roomId, message_id: id },
  });
  const others = participants.map((p) => p.id).filter((p) => p !== auth.staffId);
  tellInboxes(
    deps,
    others.filter((p) => !mentions.includes(p)),
    roomId,
    'message',
    id,
  );
  tellInboxes(deps, mentions, roomId, 'mention', id);
  return messageAnswer(deps, id);
}

export async function editMessage(
  deps: ChatDeps,
  auth: AuthContext,
  roomId: number,
  messageId: number,
  body: string,
) {
  await participantRoom(deps, auth, roomId);
  const message = await deps.repo.findMessage(roomId, messageId);
  if (!message) throw notFound();
  if (message.sender_id !== auth.staffId) throw forbidden();
  if (message.deleted_at) throw conflict(chatMessages.messageDeletedAlready);
  checkBody(body);
  const participants = await deps.repo.participantsOf([roomId]);
  await deps.db.transaction(async (tx) => {
    const repo = createChatRepository(tx);
    await repo.editMessage(messageId, body, deps.now());
    await repo.replaceMentions(messageId, roomId, mentionedIn(body, participants, auth.staffId));
  });
  deps.events.publish({
    type: 'chat_message.updated',
    topic: roomTopic(roomId),
    payload: { room_id: roomId, message_id: messageId },
  });
  return messageAnswer(deps, messageId);
}

/** The message as it is now; gone with its room meanwhile: 404. */
async function messageAnswer(deps: ChatDeps, messageId: number) {
  const [row] = await deps.repo.messagesByIds([messageId]);
  if (!row) throw notFound();
  const [message] = await withAttachments(deps, [toMessage(deps.photos, row)]);
  return message as ChatMessage;
}

/** The sender's own message, or any for admins and managers; a tombstone stays. Idempotent. */
export async function deleteMessage(deps: ChatDeps, auth: AuthContext, roomId: number, messageId: number) {
  await participantRoom(deps, auth, roomId);
  const message = await deps.repo.findMessage(roomId, messageId);
  if (!message) throw notFound();
  if (message.sender_id !== auth.staffId && !manages(auth)) throw forbidden();
  if (!message.deleted_at) {
    await deps.repo.deleteMessage(messageId, deps.now());
    deps.events.publish({
      type: 'chat_message.deleted',
      topic: roomTopic(roomId),
      payload: { room_id: roomId, message_id: messageId },
    });
  }
  return messageAnswer(deps, messageId);
}
