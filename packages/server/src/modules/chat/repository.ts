import type { ChatRoomIcon } from '@kayoi/domain/labels';
import type { Queryable } from '../../db/database.ts';

// The chat's SQL (tables of 0091_chat.sql). Nothing here decides who may see what: the use cases ask
// `participation` first and answer 404 to a non-participant.

export type RoomType = 'direct' | 'group' | 'store' | 'announcement';

export interface RoomRow {
  id: number;
  type: RoomType;
  name: string;
  description: string | null;
  /** One of the fixed set (0093_chat_room_icons.sql checks it), or none. */
  icon: ChatRoomIcon | null;
  store_id: number | null;
  created_by: number | null;
  is_active: boolean;
  last_message_id: number | null;
  created_at: Date;
  updated_at: Date;
  /** The caller's read mark (null when not a participant, or before the first read). */
  last_read_message_id: number | null;
  unread_count: number;
}

export interface ParticipantRow {
  room_id: number;
  id: number;
  name: string;
  photo_path: string | null;
  role: 'admin' | 'manager' | 'staff';
  last_read_message_id: number | null;
}

export interface MessageRow {
  id: number;
  room_id: number;
  sender_id: number | null;
  sender_name: string | null;
  sender_photo_path: string | null;
  body: string;
  created_at: Date;
  edited_at: Date | null;
  deleted_at: Date | null;
  mentions: number[];
}

export interface RoomFilters {
  types?: RoomType[] | undefined;
  storeId?: number | undefined;
  search?: string | undefined;
  isActive?: boolean | undefined;
}

/** Unread counts stop at this many per room (a badge shows 999+), so a long-unread room costs no more. */
export const UNREAD_CAP = 1000;

/**
 * Others' messages not yet read and not deleted, in room `r` for participant `p` ($1 the reader), counted up
 * to UNREAD_CAP.
 */
const UNREAD = `(select count(*) from (select 1 from chat_messages m
  where m.room_id = r.id and m.id > coalesce(p.last_read_message_id, 0) and m.deleted_at is null
    and m.sender_id is distinct from $1 limit ${UNREAD_CAP}) unread)::int`;

/**
 * A room's name as reader $1 sees it: a 1:1 room is named by the other person (each side sees the other's name;
 * the name typed when it was opened only stands in once the other person has gone).
 */
const ROOM_NAME = `case when r.type = 'direct' then coalesce((select s.name from chat_participants o
    join staffs s on s.id = o.staff_id where o.room_id = r.id and o.staff_id <> $1 order by o.staff_id limit 1),
    r.name) else r.name end`;

const ROOM_COLUMNS = `r.id, r.type, ${ROOM_NAME} as name, r.description, r.icon, r.store_id, r.created_by, r.is_active,
  r.last_message_id, r.created_at, r.updated_at`;

const MESSAGE_COLUMNS = `m.id, m.room_id, m.sender_id, s.name as sender_name, s.photo_path as sender_photo_path,
  case when m.deleted_at is null then m.body else '' end as body, m.created_at, m.edited_at, m.deleted_at,
  case when m.deleted_at is null then
    coalesce((select array_agg(cm.staff_id order by cm.staff_id) from chat_mentions cm where cm.message_id = m.id),
      '{}'::int[])
  else '{}'::int[] end as mentions`;

const searchable = (param: string) =>
  `strpos(m.search_text, kayoi_search_key(${param})) > 0 and m.deleted_at is null`;

export interface ChatAttachmentRow {
  id: number;
  message_id: number;
  key: string;
  name: string;
  content_type: string;
  byte_size: number;
}

export function createChatRepository(db: Queryable) {
  return {
    ...createRoomReadRepository(db),
    ...createMessageReadRepository(db),
    ...createRoomWriteRepository(db),
    ...createMessageWriteRepository(db),
    ...createChatDirectoryRepository(db),
  };
}

/** Rooms as a participant sees them: one, the list, the ones to join. */
function createRoomReadRepository(db: Queryable) {
  return {
    /** The room and the caller's participation in it, or null when there is no such room. */
    async findRoom(roomId: number, staffId: number) {
      const { rows } = await db.query<RoomRow & { is_participant: boolean }>(
        `select ${ROOM_COLUMNS}, p.staff_id is not null as is_participant, p.last_read_message_id,
           case when p.staff_id is null then 0 else ${UNREAD} end as unread_count
         from chat_rooms r left join chat_participants p on p.room_id = r.id and p.staff_id = $1
         where r.id = $2`,
        [staffId, roomId],
      );
      return rows[0] ?? null;
    },

    /** The room's kind and state and whether the staff member takes part, without any count (every call asks). */
    async participation(roomId: number, staffId: number) {
      const { rows } = await db.query<{
        id: number;
        type: RoomType;
        store_id: number | null;
        created_by: number | null;
        is_active: boolean;
        is_participant: boolean;
      }>(
        `select r.id, r.type, r.store_id, r.created_by, r.is_active,
           exists (select 1 from chat_participants p where p.room_id = r.id and p.staff_id = $1) as is_participant
         from chat_rooms r where r.id = $2`,
        [staffId, roomId],
      );
      return rows[0] ?? null;
    },

    /** Whether the staff member takes part in the room (the topic guard's question). */
    async isParticipant(roomId: number, staffId: number): Promise<boolean> {
      const { rows } = await db.query(
        'select 1 from chat_participants where room_id = $1 and staff_id = $2',
        [roomId, staffId],
      );
      return rows.length > 0;
    },

    /** The caller's rooms, most recent activity first. */
    async listRooms(staffId: number, filters: RoomFilters, page: number, perPage: number) {
      const params: unknown[] = [staffId];
      const add = (value: unknown) => {
        params.push(value);
        return `$${params.length}`;
      };
      const where = ['true'];
      if (filters.types) where.push(`r.type = any(${add(filters.types)}::text[])`);
      if (filters.storeId !== undefined) where.push(`r.store_id = ${add(filters.storeId)}`);
      if (filters.isActive !== undefined) where.push(`r.is_active = ${add(filters.isActive)}`);
      if (filters.search) {
        const key = add(filters.search);
        where.push(`(strpos(kayoi_search_key(${ROOM_NAME}), kayoi_search_key(${key})) > 0
          or strpos(kayoi_search_key(coalesce(r.description, '')), kayoi_search_key(${key})) > 0)`);
      }
      const condition = where.join(' and ');
      const from = `chat_rooms r join chat_participants p on p.room_id = r.id and p.staff_id = $1
        left join chat_messages lm on lm.id = r.last_message_id`;
      const total = await db.query<{ n: number }>(
        `select count(*)::int as n from ${from} where ${condition}`,
        params,
      );
      const { rows } = await db.query<RoomRow>(
        `select ${ROOM_COLUMNS}, p.last_read_message_id, ${UNREAD} as unread_count from ${from}
         where ${condition} order by coalesce(lm.created_at, r.created_at) desc, r.id desc
         limit ${add(perPage)} offset ${add((page - 1) * perPage)}`,
        params,
      );
      return { rows, total: total.rows[0]?.n ?? 0 };
    },

    /** Active group, store and announcement rooms of a store the staff member is not in. */
    async listJoinable(
      staffId: number,
      storeId: number,
      search: string | undefined,
      page: number,
      perPage: number,
    ) {
      const params: unknown[] = [staffId, storeId];
      const searchCondition = search
        ? `and (strpos(kayoi_search_key(r.name), kayoi_search_key($3)) > 0
            or strpos(kayoi_search_key(coalesce(r.description, '')), kayoi_search_key($3)) > 0)`
        : '';
      if (search) params.push(search);
      const where = `r.store_id = $2 and r.type <> 'direct' and r.is_active
        and not exists (select 1 from chat_participants p where p.room_id = r.id and p.staff_id = $1) ${searchCondition}`;
      const total = await db.query<{ n: number }>(
        `select count(*)::int as n from chat_rooms r where ${where}`,
        params,
      );
      const { rows } = await db.query<RoomRow>(
        `select ${ROOM_COLUMNS}, null::int as last_read_message_id, 0 as unread_count from chat_rooms r
         where ${where} order by r.name, r.id limit ${perPage} offset ${(page - 1) * perPage}`,
        params,
      );
      return { rows, total: total.rows[0]?.n ?? 0 };
    },
  };
}

/** Who is in a room, and the messages of a room or of a search. */
function createMessageReadRepository(db: Queryable) {
  return {
    async participantsOf(roomIds: readonly number[]): Promise<ParticipantRow[]> {
      if (roomIds.length === 0) return [];
      const { rows } = await db.query<ParticipantRow>(
        `select p.room_id, s.id, s.name, s.photo_path, s.role, p.last_read_message_id
         from chat_participants p join staffs s on s.id = p.staff_id
         where p.room_id = any($1::int[]) order by p.room_id, p.joined_at, s.id`,
        [roomIds],
      );
      return rows;
    },

    async participantIds(roomId: number): Promise<number[]> {
      const { rows } = await db.query<{ staff_id: number }>(
        'select staff_id from chat_participants where room_id = $1 order by staff_id',
        [roomId],
      );
      return rows.map((row) => row.staff_id);
    },

    async messagesByIds(ids: readonly number[]): Promise<MessageRow[]> {
      if (ids.length === 0) return [];
      const { rows } = await db.query<MessageRow>(
        `select ${MESSAGE_COLUMNS} from chat_messages m left join staffs s on s.id = m.sender_id
         where m.id = any($1::int[]) order by m.id`,
        [ids],
      );
      return rows;
    },

    /**
     * One page of a room's history in id order: the newest `limit` (no cursor), those just below `beforeId`,
     * or those just above `afterId`. One more row than asked tells whether there are more.
     */
    async messages(
      roomId: number,
      cursor: { beforeId?: number | undefined; afterId?: number | undefined },
      search: string | undefined,
      limit: number,
    ): Promise<{ rows: MessageRow[]; hasMore: boolean }> {
      const params: unknown[] = [roomId, limit + 1];
      const where = ['m.room_id = $1'];
      if (cursor.beforeId !== undefined) {
        params.push(cursor.beforeId);
        where.push(`m.id < $${params.length}`);
      }
      if (cursor.afterId !== undefined) {
        params.push(cursor.afterId);
        where.push(`m.id > $${params.length}`);
      }
      if (search) {
        params.push(search);
        where.push(searchable(`$${params.length}`));
      }
      const ascending = cursor.afterId !== undefined;
      const { rows } = await db.query<MessageRow>(
        `select ${MESSAGE_COLUMNS} from chat_messages m left join staffs s on s.id = m.sender_id
         where ${where.join(' and ')} order by m.id ${ascending ? 'asc' : 'desc'} limit $2`,
        params,
      );
      const hasMore = rows.length > limit;
      const page = rows.slice(0, limit);
      return { rows: ascending ? page : page.reverse(), hasMore };
    },

    /** Matches across the rooms the staff member takes part in, newest first. */
    async search(staffId: number, text: string, beforeId: number | undefined, limit: number) {
      const params: unknown[] = [staffId, text, limit + 1];
      let before = '';
      if (beforeId !== undefined) {
        params.push(beforeId);
        before = `and m.id < $${params.length}`;
      }
      const { rows } = await db.query<MessageRow>(
        `select ${MESSAGE_COLUMNS} from chat_messages m left join staffs s on s.id = m.sender_id
         where m.room_id in (select room_id from chat_participants where staff_id = $1)
           and ${searchable('$2')} ${before}
         order by m.id desc limit $3`,
        params,
      );
      return { rows: rows.slice(0, limit), hasMore: rows.length > limit };
    },
  };
}

/** Rooms made, joined, left, changed and deleted. */
function createRoomWriteRepository(db: Queryable) {
  return {
    async insertRoom(values: {
      type: RoomType;
      name: string;
      description: string | null;
      icon: ChatRoomIcon | null;
      storeId: number | null;
      createdBy: number;
      directKey: string | null;
      now: Date;
    }): Promise<number> {
      const { rows } = await db.query<{ id: number }>(
        `insert into chat_rooms (type, name, description, icon, store_id, created_by, direct_key, created_at, updated_at)
         values ($1, $2, $3, $4, $5, $6, $7, $8, $8) returning id`,
        [
          values.type,
          values.name,
          values.description,
          values.icon,
          values.storeId,
          values.createdBy,
          values.directKey,
          values.now,
        ],
      );
      return (rows[0] as { id: number }).id;
    },

    async directRoom(directKey: string): Promise<number | null> {
      const { rows } = await db.query<{ id: number }>('select id from chat_rooms where direct_key = $1', [
        directKey,
      ]);
      return rows[0]?.id ?? null;
    },

    /** Adds staff to a room (those already in stay as they are); a new participant has read everything so far. */
    async addParticipants(roomId: number, staffIds: readonly number[], now: Date): Promise<number[]> {
      if (staffIds.length === 0) return [];
      const { rows } = await db.query<{ staff_id: number }>(
        `insert into chat_participants (room_id, staff_id, last_read_message_id, joined_at)
         select $1, unnest($2::int[]), (select last_message_id from chat_rooms where id = $1), $3
         on conflict (room_id, staff_id) do nothing returning staff_id`,
        [roomId, staffIds, now],
      );
      return rows.map((row) => row.staff_id);
    },

    async removeParticipants(roomId: number, staffIds: readonly number[]): Promise<number[]> {
      if (staffIds.length === 0) return [];
      const { rows } = await db.query<{ staff_id: number }>(
        'delete from chat_participants where room_id = $1 and staff_id = any($2::int[]) returning staff_id',
        [roomId, staffIds],
      );
      return rows.map((row) => row.staff_id);
    },

    async updateRoom(
      roomId: number,
      changes: {
        name?: string;
        description?: string | null;
        icon?: ChatRoomIcon | null;
        is_active?: boolean;
      },
      now: Date,
    ): Promise<void> {
      await db.query(
        `update chat_rooms set
           name = coalesce($2, name),
           description = case when $3 then $4 else description end,
           icon = case when $5 then $6 else icon end,
           is_active = coalesce($7, is_active),
           updated_at = $8
         where id = $1`,
        [
          roomId,
          changes.name ?? null,
          'description' in changes,
          changes.description ?? null,
          'icon' in changes,
          changes.icon ?? null,
          changes.is_active ?? null,
          now,
        ],
      );
    },

    async deleteRoom(roomId: number): Promise<void> {
      await db.query('delete from chat_rooms where id = $1', [roomId]);
    },
  };
}

/** Messages with their attachments and mentions: written, edited, deleted and read. */
function createMessageWriteRepository(db: Queryable) {
  return {
    /**
     * A message, the room's latest; the sender has read up to it. Call it in a transaction: the room row is
     * locked until the commit, so the messages of a room become visible in id order (an `after_id` catch-up
     * and a mark-read never skip a message committed later with a lower id).
     */
    async insertAttachment(
      messageId: number,
      file: { key: string; name: string; contentType: string; bytes: Buffer },
    ): Promise<void> {
      await db.query(
        `insert into chat_attachments (message_id, key, name, content_type, bytes, byte_size)
         values ($1, $2, $3, $4, $5, $6)`,
        [messageId, file.key, file.name, file.contentType, file.bytes, file.bytes.length],
      );
    },

    /** The attachments of these messages, oldest first (none for a tombstone). */
    async attachmentsOf(messageIds: readonly number[]): Promise<ChatAttachmentRow[]> {
      if (messageIds.length === 0) return [];
      const { rows } = await db.query<ChatAttachmentRow>(
        `select a.id, a.message_id, a.key, a.name, a.content_type, a.byte_size from chat_attachments a
         join chat_messages m on m.id = a.message_id
         where a.message_id = any($1::int[]) and m.deleted_at is null order by a.message_id, a.id`,
        [messageIds],
      );
      return rows;
    },

    /** A file of a message still shown (not deleted), for the signed /storage/attachments route. */
    async attachmentFile(key: string) {
      const { rows } = await db.query<{ name: string; content_type: string; bytes: Uint8Array }>(
        `select a.name, a.content_type, a.bytes from chat_attachments a
         join chat_messages m on m.id = a.message_id where a.key = $1 and m.deleted_at is null`,
        [key],
      );
      return rows[0] ?? null;
    },

    async insertMessage(roomId: number, senderId: number, body: string, now: Date): Promise<number | null> {
      // Sends to one room take their ids in commit order: no reader ever holds id n+1 while n is unseen.
      const locked = await db.query('select id from chat_rooms where id = $1 for update', [roomId]);
      // Deleted meanwhile.
      if (locked.rows.length === 0) return null;
      const { rows } = await db.query<{ id: number }>(
        `insert into chat_messages (room_id, sender_id, body, created_at) values ($1, $2, $3, $4) returning id`,
        [roomId, senderId, body, now],
      );
      const id = (rows[0] as { id: number }).id;
      await db.query(
        'update chat_rooms set last_message_id = greatest(coalesce(last_message_id, 0), $2) where id = $1',
        [roomId, id],
      );
      await db.query(
        `update chat_participants set last_read_message_id = greatest(coalesce(last_read_message_id, 0), $3)
         where room_id = $1 and staff_id = $2`,
        [roomId, senderId, id],
      );
      return id;
    },

    async insertMentions(messageId: number, roomId: number, staffIds: readonly number[]): Promise<void> {
      if (staffIds.length === 0) return;
      await db.query(
        `insert into chat_mentions (message_id, staff_id, room_id) select $1, unnest($2::int[]), $3
         on conflict do nothing`,
        [messageId, staffIds, roomId],
      );
    },

    async replaceMentions(messageId: number, roomId: number, staffIds: readonly number[]): Promise<void> {
      await db.query('delete from chat_mentions where message_id = $1', [messageId]);
      await this.insertMentions(messageId, roomId, staffIds);
    },

    async findMessage(roomId: number, messageId: number) {
      const { rows } = await db.query<{ id: number; sender_id: number | null; deleted_at: Date | null }>(
        'select id, sender_id, deleted_at from chat_messages where id = $1 and room_id = $2',
        [messageId, roomId],
      );
      return rows[0] ?? null;
    },

    async editMessage(messageId: number, body: string, now: Date): Promise<void> {
      await db.query('update chat_messages set body = $2, edited_at = $3 where id = $1', [
        messageId,
        body,
        now,
      ]);
    },

    /** A tombstone: the text is gone for good, the row stays in the history. */
    async deleteMessage(messageId: number, now: Date): Promise<void> {
      await db.query(
        `update chat_messages set body = '', deleted_at = coalesce(deleted_at, $2) where id = $1`,
        [messageId, now],
      );
      await db.query('delete from chat_mentions where message_id = $1', [messageId]);
    },

    /** Moves the read mark to the room's newest message; never backwards (concurrent calls and sends). */
    async markRead(roomId: number, staffId: number): Promise<number | null> {
      const { rows } = await db.query<{ last_read_message_id: number | null }>(
        `update chat_participants p set last_read_message_id = nullif(greatest(coalesce(p.last_read_message_id, 0),
           coalesce((select max(id) from chat_messages where room_id = $1), 0)), 0)
         where p.room_id = $1 and p.staff_id = $2 returning p.last_read_message_id`,
        [roomId, staffId],
      );
      return rows[0]?.last_read_message_id ?? null;
    },

    /** Sets a participant's read mark as it is (the demo's conversations; the API only moves it forward). */
    async setReadMark(roomId: number, staffId: number, messageId: number | null): Promise<void> {
      await db.query(
        'update chat_participants set last_read_message_id = $3 where room_id = $1 and staff_id = $2',
        [roomId, staffId, messageId],
      );
    },
  };
}

/** The caller’s unread counts, and the staff and stores a room may name. */
function createChatDirectoryRepository(db: Queryable) {
  return {
    async statistics(staffId: number) {
      const { rows } = await db.query<{ messages: number; rooms: number; mentions: number }>(
        `select coalesce(sum(u.n), 0)::int as messages, count(*) filter (where u.n > 0)::int as rooms,
           coalesce(sum(u.mentions), 0)::int as mentions
         from (
           select ${UNREAD} as n,
             (select count(*) from chat_mentions cm join chat_messages m on m.id = cm.message_id
               where cm.staff_id = $1 and cm.room_id = r.id and cm.message_id > coalesce(p.last_read_message_id, 0)
                 and m.deleted_at is null)::int as mentions
           from chat_participants p join chat_rooms r on r.id = p.room_id
           where p.staff_id = $1 and r.is_active
         ) u`,
        [staffId],
      );
      const row = rows[0] ?? { messages: 0, rooms: 0, mentions: 0 };
      return { unread_messages: row.messages, unread_rooms: row.rooms, unread_mentions: row.mentions };
    },

    /** Active staff of a store (a store room's participants). */
    async activeStaffOf(storeId: number): Promise<number[]> {
      const { rows } = await db.query<{ id: number }>(
        'select id from staffs where store_id = $1 and is_active order by id',
        [storeId],
      );
      return rows.map((row) => row.id);
    },

    /** The active staff among `ids`, with their store. */
    async staffOf(ids: readonly number[]) {
      if (ids.length === 0) return [];
      const { rows } = await db.query<{ id: number; store_id: number | null; name: string }>(
        'select id, store_id, name from staffs where id = any($1::int[]) and is_active',
        [ids],
      );
      return rows;
    },

    async storeExists(id: number): Promise<boolean> {
      const { rows } = await db.query('select 1 from stores where id = $1', [id]);
      return rows.length > 0;
    },
  };
}

export type ChatRepository = ReturnType<typeof createChatRepository>;
