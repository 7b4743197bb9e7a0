import { isoTokyo } from '@kayoi/domain/calendar';
import { chatMessageFormSchema } from '@kayoi/domain/forms';
import type {
  BulletinCategory,
  BulletinPost,
  BulletinPriority,
  ChatRoom,
  ChatRoomType,
} from '../../queries/types.ts';
import { categoryOf, priorityOf } from '../communication.ts';
import {
  formBody,
  handleAs,
  http,
  jsonBody,
  notFound,
  parseOr422,
  pathId,
  searchParams,
  success,
} from '../http.ts';
import { listAnswer } from '../resource.ts';
import type { FixtureStore } from '../store.ts';

// The bulletin board and chat: plain CRUD over the records of ../communication.ts. Who may see, edit or join
// what, publish windows, read marks and unread counts per reader are the server's (modules/bulletin and
// modules/chat, issue 17); the mock keeps none of those rules.

const summaryOf = (store: FixtureStore, id: number) => {
  const staff = store.find('staffs', id);
  return { id, name: staff?.name ?? '', photo_url: staff?.photo_url ?? null };
};

const flag = (value: unknown, fallback: boolean) => (value === undefined ? fallback : value === '1');
const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** The `files[]` of a multipart form as attachments, as sent (nothing checked: the server sniffs and limits). */
function storedAttachments(form: Record<string, unknown>, existing: readonly { id: number }[], base: string) {
  const files = Array.isArray(form.files) ? form.files.filter((f): f is File => f instanceof Blob) : [];
  let attachmentId = Math.max(0, ...existing.map((a) => a.id));
  return files.map((file) => {
    attachmentId += 1;
    return {
      id: attachmentId,
      name: file.name || `attachment-${attachmentId}`,
      url: `${base}/${encodeURIComponent(file.name)}`,
      mime_type: file.type || 'application/octet-stream',
      size: file.size,
    };
  });
}

/** A post's fields from its multipart form (only what was sent changes). */
function postFields(store: FixtureStore, form: Record<string, unknown>, post: BulletinPost): BulletinPost {
  const storeId = text(form.store_id);
  const removed = Array.isArray(form.remove_files) ? form.remove_files.map(String) : [];
  return {
    ...post,
    title: text(form.title) ?? post.title,
    body: text(form.body) ?? post.body,
    category: categoryOf((text(form.category) as BulletinCategory | undefined) ?? post.category.value),
    priority: priorityOf((text(form.priority) as BulletinPriority | undefined) ?? post.priority.value),
    store_id: storeId ? Number(storeId) : post.store_id,
    flags: {
      ...post.flags,
      is_pinned: flag(text(form.is_pinned), post.flags.is_pinned),
      is_active: flag(text(form.is_active), post.flags.is_active),
    },
    // Not sent keeps a date; sent empty is the contract's null (multipart has none).
    publish_window: {
      start:
        form.publish_start === undefined ? post.publish_window.start : (text(form.publish_start) ?? null),
      end: form.publish_end === undefined ? post.publish_window.end : (text(form.publish_end) ?? null),
    },
    attachments: [
      ...post.attachments.filter((a) => !removed.includes(String(a.id))),
      ...storedAttachments(
        form,
        store.records.bulletinPosts.flatMap((p) => p.attachments),
        `https://kayoi.example.jp/storage/bulletin/${post.id}`,
      ),
    ],
    meta: { ...post.meta, updated_at: isoTokyo(store.nowMs()) },
  };
}

const post = (store: FixtureStore, id: number) => {
  const found = store.find('bulletinPosts', id);
  if (!found) throw notFound();
  return found;
};
const room = (store: FixtureStore, id: number) => {
  const found = store.find('chatRooms', id);
  if (!found) throw notFound();
  return found;
};

const statistics = (store: FixtureStore) => ({
  unread_bulletins: store.records.bulletinPosts.filter((p) => !p.flags.is_read).length,
  total_posts: store.records.bulletinPosts.length,
  pinned_posts: store.records.bulletinPosts.filter((p) => p.flags.is_pinned).length,
});

export const communicationHandlers = [
  http.get('/api/bulletin-board/posts', (info) =>
    handleAs(info, 'listBulletinPosts', ({ store }) => {
      const list = listAnswer(store.records.bulletinPosts, searchParams(info.request), {
        search: (p) => [p.title, p.body],
        filters: {
          category: (p, value) => p.category.value === value,
          priority: (p, value) => p.priority.value === value,
          is_pinned: (p, value) => p.flags.is_pinned === (value === '1'),
          unread_only: (p, value) => value !== '1' || !p.flags.is_read,
        },
        sorts: { created_at: (p) => p.meta.created_at },
        defaultSort: '-created_at',
      });
      return info.response(200).json({ ...success(list.data as never), meta: list.meta as never });
    }),
  ),

  http.post('/api/bulletin-board/posts', (info) =>
    handleAs(info, 'createBulletinPost', async ({ store, staff }) => {
      const now = isoTokyo(store.nowMs());
      const blank: BulletinPost = {
        id: store.nextId('bulletinPosts'),
        title: '',
        body: '',
        category: categoryOf('general'),
        priority: priorityOf('normal'),
        store_id: null,
        author: summaryOf(store, staff.id),
        flags: { is_pinned: false, is_active: true, is_read: false },
        publish_window: { start: null, end: null },
        statistics: { view_count: 0, read_count: 0, comment_count: 0 },
        attachments: [],
        meta: { created_at: now, updated_at: now, deleted_at: null },
      };
      const created = postFields(store, await formBody(info.request), blank);
      store.put('bulletinPosts', created);
      return info.response(201).json(success(created, '投稿を作成しました'));
    }),
  ),

  // Before `/{id}`: MSW takes the first handler whose path matches, and `statistics` would match `:id`.
  http.get('/api/bulletin-board/posts/statistics', (info) =>
    handleAs(info, 'getBulletinStatistics', ({ store }) =>
      info.response(200).json(success(statistics(store))),
    ),
  ),

  http.get('/api/bulletin-board/posts/{id}', (info) =>
    handleAs(info, 'getBulletinPost', ({ store }) =>
      info.response(200).json(success(post(store, pathId(info.params.id)))),
    ),
  ),

  http.post('/api/bulletin-board/posts/{id}', (info) =>
    handleAs(info, 'updateBulletinPost', async ({ store }) => {
      const updated = postFields(store, await formBody(info.request), post(store, pathId(info.params.id)));
      store.put('bulletinPosts', updated);
      return info.response(200).json(success(updated, '投稿を更新しました'));
    }),
  ),

  http.delete('/api/bulletin-board/posts/{id}', (info) =>
    handleAs(info, 'deleteBulletinPost', ({ store }) => {
      store.remove('bulletinPosts', post(store, pathId(info.params.id)).id);
      return info.response(200).json(success(null, '投稿を削除しました'));
    }),
  ),

  http.post('/api/bulletin-board/posts/{id}/mark-as-read', (info) =>
    handleAs(info, 'markBulletinPostAsRead', ({ store }) => {
      const read = post(store, pathId(info.params.id));
      const wasRead = read.flags.is_read;
      read.flags.is_read = true;
      if (!wasRead) read.statistics.read_count += 1;
      return info.response(200).json(
        success({
          post_id: read.id,
          is_read: true as const,
          read_at: isoTokyo(store.nowMs()),
          read_count: read.statistics.read_count,
          unread_bulletins: statistics(store).unread_bulletins,
        }),
      );
    }),
  ),

  // Plain: the post's read count, and the store's staff as not yet read (who read what is the server's).
  http.get('/api/bulletin-board/posts/{id}/read-receipts', (info) =>
    handleAs(info, 'getBulletinReadReceipts', ({ store }) => {
      const { id, statistics: counts } = post(store, pathId(info.params.id));
      const unread = store.records.staffs.map((s) => summaryOf(store, s.id));
      return info.response(200).json(
        success({
          post_id: id,
          read_count: counts.read_count,
          unread_count: unread.length,
          read: [],
          unread,
        }),
      );
    }),
  ),

  http.get('/api/bulletin-board/posts/{id}/comments', (info) =>
    handleAs(info, 'listBulletinComments', ({ store }) => {
      const { id } = post(store, pathId(info.params.id));
      return info.response(200).json(success(store.records.bulletinComments.filter((c) => c.post_id === id)));
    }),
  ),

  http.post('/api/bulletin-board/posts/{id}/comments', (info) =>
    handleAs(info, 'createBulletinComment', async ({ store, staff }) => {
      const commented = post(store, pathId(info.params.id));
      const now = isoTokyo(store.nowMs());
      const comment = {
        id: store.nextId('bulletinComments'),
        post_id: commented.id,
        author_id: staff.id,
        body: String((await jsonBody(info.request)).content ?? ''),
        author: summaryOf(store, staff.id),
        meta: { created_at: now, updated_at: now },
      };
      store.put('bulletinComments', comment);
      commented.statistics.comment_count += 1;
      return info.response(201).json(success(comment, 'コメントを投稿しました'));
    }),
  ),

  http.delete('/api/bulletin-board/posts/{id}/comments/{commentId}', (info) =>
    handleAs(info, 'deleteBulletinComment', ({ store }) => {
      const commented = post(store, pathId(info.params.id));
      const comment = store.find('bulletinComments', pathId(info.params.commentId));
      if (comment?.post_id !== commented.id) throw notFound();
      store.remove('bulletinComments', comment.id);
      commented.statistics.comment_count = Math.max(0, commented.statistics.comment_count - 1);
      return info.response(200).json(success(null, 'コメントを削除しました'));
    }),
  ),

  http.get('/api/v3/chat/rooms', (info) =>
    handleAs(info, 'listChatRooms', ({ store }) => {
      const list = listAnswer(store.records.chatRooms, searchParams(info.request), {
        search: (r) => [r.name, r.description],
        filters: {
          type: (r, value) => value.split(',').includes(r.type),
          store_id: true,
          is_active: (r, value) => r.is_active === (value === '1'),
        },
        defaultSort: '-updated_at',
      });
      return info.response(200).json({ ...success(list.data as never), meta: list.meta as never });
    }),
  ),

  http.post('/api/v3/chat/rooms', (info) =>
    handleAs(info, 'createChatRoom', async ({ store, staff, storeId }) => {
      const input = await jsonBody(info.request);
      const now = isoTokyo(store.nowMs());
      const ids = [staff.id, ...((input.participants as number[] | undefined) ?? [])];
      const created: ChatRoom = {
        id: store.nextId('chatRooms'),
        type: input.type as ChatRoomType,
        name: String(input.name ?? ''),
        description: (input.description as string | null | undefined) ?? null,
        icon: (input.icon as ChatRoom['icon'] | undefined) ?? null,
        store_id: (input.store_id as number | null | undefined) ?? storeId,
        participants: [...new Set(ids)].map((id) => {
          const member = store.find('staffs', id);
          return {
            id,
            name: member?.name ?? '',
            photo_url: member?.photo_url ?? null,
            role: member?.role ?? 'staff',
          };
        }),
        unread_count: 0,
        is_active: true,
        last_message: null,
        created_at: now,
        updated_at: now,
      };
      store.put('chatRooms', created);
      return info.response(201).json(success(created, 'チャットルームを作成しました'));
    }),
  ),

  http.get('/api/v3/chat/rooms/{id}', (info) =>
    handleAs(info, 'getChatRoom', ({ store }) =>
      info.response(200).json(success(room(store, pathId(info.params.id)))),
    ),
  ),

  http.put('/api/v3/chat/rooms/{id}', (info) =>
    handleAs(info, 'updateChatRoom', async ({ store }) => {
      const changes = await jsonBody(info.request);
      const updated = {
        ...room(store, pathId(info.params.id)),
        ...Object.fromEntries(
          ['name', 'description', 'icon', 'is_active']
            .filter((k) => k in changes)
            .map((k) => [k, changes[k]]),
        ),
        updated_at: isoTokyo(store.nowMs()),
      } as ChatRoom;
      store.put('chatRooms', updated);
      return info.response(200).json(success(updated, 'チャットルームを更新しました'));
    }),
  ),

  http.delete('/api/v3/chat/rooms/{id}', (info) =>
    handleAs(info, 'deleteChatRoom', ({ store }) => {
      const { id } = room(store, pathId(info.params.id));
      store.remove('chatRooms', id);
      store.records.chatMessages = store.records.chatMessages.filter((m) => m.room_id !== id);
      return info.response(200).json(success(null, 'チャットルームを削除しました'));
    }),
  ),

  http.post('/api/v3/chat/rooms/{id}/join', (info) =>
    handleAs(info, 'joinChatRoom', ({ store, staff }) => {
      const joined = room(store, pathId(info.params.id));
      if (!joined.participants.some((p) => p.id === staff.id)) {
        joined.participants.push({
          id: staff.id,
          name: staff.name,
          photo_url: staff.photo_url,
          role: staff.role,
        });
      }
      return info.response(200).json(success(joined, 'チャットルームに参加しました'));
    }),
  ),

  http.post('/api/v3/chat/rooms/{id}/leave', (info) =>
    handleAs(info, 'leaveChatRoom', ({ store, staff }) => {
      const left = room(store, pathId(info.params.id));
      left.participants = left.participants.filter((p) => p.id !== staff.id);
      return info.response(200).json(success(null, 'チャットルームから退出しました'));
    }),
  ),

  http.post('/api/v3/chat/rooms/{id}/mark-read', (info) =>
    handleAs(info, 'markChatRoomAsRead', ({ store }) => {
      const read = room(store, pathId(info.params.id));
      read.unread_count = 0;
      return info
        .response(200)
        .json(success({ room_id: read.id, unread_count: 0 as const, read_at: isoTokyo(store.nowMs()) }));
    }),
  ),

  // Newest last; `before_id` pages back through older messages, `after_id` forward, `limit` at a time.
  http.get('/api/v3/chat/rooms/{id}/messages', (info) =>
    handleAs(info, 'listChatMessages', ({ store }) => {
      const { id } = room(store, pathId(info.params.id));
      const query = searchParams(info.request);
      const before = Number(query.get('before_id') ?? 0) || Number.POSITIVE_INFINITY;
      const after = query.get('after_id');
      const search = query.get('search') ?? '';
      const limit = Number(query.get('limit') ?? 50) || 50;
      const inRoom = store.records.chatMessages.filter(
        (m) => m.room_id === id && m.id < before && (search === '' || m.body.includes(search)),
      );
      if (after !== null) {
        const newer = inRoom.filter((m) => m.id > Number(after));
        const page = newer.slice(0, limit);
        return info.response(200).json({
          ...success(page),
          meta: {
            has_more: newer.length > page.length,
            next_before_id: null,
            next_after_id: page.at(-1)?.id ?? null,
          },
        });
      }
      const page = inRoom.slice(-limit);
      const hasMore = inRoom.length > page.length;
      return info.response(200).json({
        ...success(page),
        meta: {
          has_more: hasMore,
          next_before_id: hasMore ? (page[0]?.id ?? null) : null,
          next_after_id: null,
        },
      });
    }),
  ),

  // Substring over every room's messages, newest first.
  http.get('/api/v3/chat/messages/search', (info) =>
    handleAs(info, 'searchChatMessages', ({ store }) => {
      const query = searchParams(info.request);
      const text = query.get('q') ?? '';
      const before = Number(query.get('before_id') ?? 0) || Number.POSITIVE_INFINITY;
      const limit = Number(query.get('limit') ?? 20) || 20;
      const found = store.records.chatMessages
        .filter((m) => m.id < before && m.deleted_at === null && text !== '' && m.body.includes(text))
        .reverse();
      const page = found.slice(0, limit);
      const hasMore = found.length > page.length;
      return info.response(200).json({
        ...success(page),
        meta: {
          has_more: hasMore,
          next_before_id: hasMore ? (page.at(-1)?.id ?? null) : null,
          next_after_id: null,
        },
      });
    }),
  ),

  // The rooms' own unread counts, summed.
  http.get('/api/v3/chat/statistics', (info) =>
    handleAs(info, 'getChatStatistics', ({ store }) => {
      const rooms = store.records.chatRooms.filter((r) => r.is_active);
      return info.response(200).json(
        success({
          unread_messages: rooms.reduce((sum, r) => sum + r.unread_count, 0),
          unread_rooms: rooms.filter((r) => r.unread_count > 0).length,
          unread_mentions: 0,
        }),
      );
    }),
  ),

  http.post('/api/v3/chat/rooms/{id}/messages', (info) =>
    handleAs(info, 'sendChatMessage', async ({ store, staff }) => {
      const sentTo = room(store, pathId(info.params.id));
      // Text only as JSON; with attachments as multipart (body and files[]).
      const multipart = (info.request.headers.get('content-type') ?? '').startsWith('multipart/');
      const form = multipart ? await formBody(info.request) : await jsonBody(info.request);
      const { body } = parseOr422(chatMessageFormSchema, { body: form.body });
      const id = store.nextId('chatMessages');
      const message = {
        id,
        room_id: sentTo.id,
        sender: summaryOf(store, staff.id),
        body,
        created_at: isoTokyo(store.nowMs()),
        edited_at: null,
        deleted_at: null,
        attachments: multipart
          ? storedAttachments(
              form,
              store.records.chatMessages.flatMap((m) => m.attachments ?? []),
              `https://kayoi.example.jp/storage/chat/${id}`,
            )
          : [],
      };
      store.put('chatMessages', message);
      Object.assign(sentTo, { last_message: message, updated_at: message.created_at });
      store.events.publish({
        type: 'chat_message.created',
        topic: `chat-room:${sentTo.id}`,
        at: message.created_at,
        payload: { room_id: sentTo.id, message_id: message.id },
      });
      return info.response(201).json(success(message));
    }),
  ),

  http.patch('/api/v3/chat/rooms/{id}/messages/{messageId}', (info) =>
    handleAs(info, 'editChatMessage', async ({ store }) => {
      const { id } = room(store, pathId(info.params.id));
      const message = store.find('chatMessages', pathId(info.params.messageId));
      if (message?.room_id !== id) throw notFound();
      const { body } = parseOr422(chatMessageFormSchema, await jsonBody(info.request));
      Object.assign(message, { body, edited_at: isoTokyo(store.nowMs()) });
      return info.response(200).json(success(message));
    }),
  ),

  http.delete('/api/v3/chat/rooms/{id}/messages/{messageId}', (info) =>
    handleAs(info, 'deleteChatMessage', ({ store }) => {
      const { id } = room(store, pathId(info.params.id));
      const message = store.find('chatMessages', pathId(info.params.messageId));
      if (message?.room_id !== id) throw notFound();
      Object.assign(message, { body: '', deleted_at: isoTokyo(store.nowMs()) });
      return info.response(200).json(success(message, 'メッセージを削除しました'));
    }),
  ),
];
