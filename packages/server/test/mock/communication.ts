import { DAY_MS, dayStartOf, HOUR_MS, MINUTE_MS } from '@kayoi/domain/calendar';
import type { ChatRoomIcon } from '@kayoi/domain/labels';
import type { Queryable } from '../../src/db/database.ts';

// The Storybook school's bulletin board and chat rooms (issue 17), with the ids the stories name: nine posts
// (two pinned, one inactive, one scheduled; comments, reads, a PDF and a PNG) and seven rooms of every kind
// (the coach room's 64 messages over eight days, one edited and one deleted; an archived room; the manager
// behind in the store room, the admin and the staff login behind in the coach room). Each demo login has four
// unread posts (the top bar's badge in every screen's baseline). Loaded after the
// migrations (test/mock/drivers.ts), so that the real server answers about them and `pnpm fixtures` records
// those answers for the mock server (packages/api-client/src/msw/handlers/communication.ts).

type BulletinCategory = 'general' | 'event' | 'maintenance' | 'training' | 'other';
type BulletinPriority = 'low' | 'normal' | 'high' | 'urgent';
type ChatRoomType = 'direct' | 'group' | 'store' | 'announcement';

interface PostSeed {
  title: string;
  body: string;
  category: BulletinCategory;
  priority: BulletinPriority;
  store_id: number | null;
  author_id: number;
  is_pinned: boolean;
  is_active: boolean;
  view_count: number;
  attachments: { name: string; mime_type: 'application/pdf' | 'image/png'; size: number }[];
  /** Days before today it was written, and at which hour. */
  written: readonly [days: number, hour: number];
  /** Publish window relative to today, in days; null = open. */
  window?: readonly [start: number | null, end: number | null];
  readers: readonly number[];
  comments: readonly (readonly [authorId: number, body: string])[];
}

interface RoomSeed {
  type: ChatRoomType;
  name: string;
  description: string | null;
  icon: ChatRoomIcon | null;
  store_id: number | null;
  participant_ids: number[];
  is_active: boolean;
  created_days_ago: number;
}

const POSTS: readonly PostSeed[] = [
  {
    title: '冬季の水温設定について',
    body: '12月から2月までの期間、プールの水温を31℃に設定します。採暖室の利用時間にもご注意ください。',
    category: 'general',
    priority: 'low',
    store_id: 1,
    author_id: 3,
    is_pinned: false,
    is_active: true,
    view_count: 21,
    attachments: [],
    written: [40, 10],
    readers: [4],
    comments: [],
  },
  {
    title: '救命講習（AED）研修のご案内',
    body: '全スタッフ対象の救命講習を実施します。各校で日程を調整し、受講後は報告書を提出してください。',
    category: 'training',
    priority: 'normal',
    store_id: null,
    author_id: 2,
    is_pinned: false,
    is_active: true,
    view_count: 34,
    attachments: [],
    written: [14, 9],
    readers: [5],
    comments: [
      [5, '横浜校は12月第2週で調整します。'],
      [3, '渋谷校の受講希望者をまとめました。'],
    ],
  },
  {
    title: '年末年始の営業について',
    body: '12月29日から1月3日まで休館となります。振替レッスンの受付は12月20日までです。',
    category: 'general',
    priority: 'high',
    store_id: null,
    author_id: 1,
    is_pinned: true,
    is_active: true,
    view_count: 48,
    attachments: [
      {
        name: '年末年始スケジュール.pdf',
        mime_type: 'application/pdf',
        size: 184_320,
      },
    ],
    written: [3, 17],
    window: [-2, 45],
    readers: [1, 2],
    comments: [
      [3, '渋谷校のスタッフにも共有しました。'],
      [6, '振替レッスンの案内文を受付に掲示します。'],
    ],
  },
  {
    title: 'プール設備点検のお知らせ',
    body: '来週火曜日の10:00〜12:00、ろ過装置の点検のため第5・第6レーンを使用停止します。',
    category: 'maintenance',
    priority: 'urgent',
    store_id: 1,
    author_id: 1,
    is_pinned: true,
    is_active: true,
    view_count: 17,
    attachments: [],
    written: [2, 11],
    readers: [1],
    comments: [[2, '該当時間のクラスは第3レーンに振り替えます。']],
  },
  {
    title: '12月の短期水泳教室 参加者募集',
    body: '12月26日〜28日に短期教室を開催します。受付でお申し込みください。定員は各クラス15名です。',
    category: 'event',
    priority: 'normal',
    store_id: 1,
    author_id: 2,
    is_pinned: false,
    is_active: true,
    view_count: 12,
    attachments: [
      {
        name: '短期教室チラシ.png',
        mime_type: 'image/png',
        size: 412_004,
      },
    ],
    written: [1, 15],
    readers: [2, 3],
    comments: [],
  },
  {
    title: '更衣室ロッカーの鍵の紛失について',
    body: '男子更衣室のロッカー鍵（No.24）が見つかっていません。見つけた方は受付までお願いします。',
    category: 'other',
    priority: 'low',
    store_id: 1,
    author_id: 3,
    is_pinned: false,
    is_active: true,
    view_count: 5,
    attachments: [],
    written: [0, 9],
    readers: [3],
    comments: [],
  },
  {
    title: '横浜校 駐車場工事のお知らせ',
    body: '12月1日から2週間、駐車場の舗装工事のため利用できる台数が半分になります。',
    category: 'maintenance',
    priority: 'high',
    store_id: 2,
    author_id: 5,
    is_pinned: false,
    is_active: true,
    view_count: 9,
    attachments: [],
    written: [4, 13],
    readers: [5, 6],
    comments: [],
  },
  {
    title: '振替ルール改定案（下書き）',
    body: '振替の受付期限を前日18時までに変更する案です。マネージャー会議で確認後に公開します。',
    category: 'general',
    priority: 'normal',
    store_id: 1,
    author_id: 2,
    is_pinned: false,
    is_active: false,
    view_count: 2,
    attachments: [],
    written: [1, 19],
    readers: [2],
    comments: [],
  },
  {
    title: '2月の進級テスト日程',
    body: '2月の進級テストは各クラスの通常レッスン内で実施します。詳細は1月中旬に掲示します。',
    category: 'event',
    priority: 'normal',
    store_id: null,
    author_id: 1,
    is_pinned: false,
    is_active: true,
    view_count: 0,
    attachments: [],
    written: [0, 8],
    window: [10, null],
    readers: [],
    comments: [],
  },
];

/** Ids of the school's staff of a store (the recorded staff list: 渋谷校 1–4, 横浜校 5–6). */
const STORE_STAFF: Record<number, number[]> = { 1: [1, 2, 3, 4], 2: [5, 6] };
const storeStaff = (storeId: number) => STORE_STAFF[storeId] ?? [];

const ROOMS: readonly RoomSeed[] = [
  {
    type: 'store',
    name: '渋谷校 スタッフ全体',
    description: '渋谷校スタッフ全員の連絡用ルームです',
    icon: 'building',
    store_id: 1,
    participant_ids: storeStaff(1),
    is_active: true,
    created_days_ago: 300,
  },
  {
    type: 'group',
    name: '渋谷校 コーチ連絡',
    description: 'レッスン運営の連絡用ルームです',
    icon: 'swimmer',
    store_id: 1,
    participant_ids: [1, 2, 3],
    is_active: true,
    created_days_ago: 120,
  },
  {
    type: 'direct',
    name: '山田 太郎・鈴木 健太',
    description: null,
    icon: null,
    store_id: 1,
    participant_ids: [1, 3],
    is_active: true,
    created_days_ago: 45,
  },
  {
    type: 'announcement',
    name: '全店お知らせ',
    description: '本部から全店舗へのお知らせです',
    icon: 'megaphone',
    store_id: null,
    participant_ids: [1, 2, 3, 4, 5, 6],
    is_active: true,
    created_days_ago: 365,
  },
  {
    type: 'store',
    name: '横浜校 スタッフ全体',
    description: '横浜校スタッフ全員の連絡用ルームです',
    icon: 'building',
    store_id: 2,
    participant_ids: storeStaff(2),
    is_active: true,
    created_days_ago: 280,
  },
  {
    type: 'group',
    name: '夏季短期教室 2026',
    description: '夏季短期教室の準備用ルーム（終了）',
    icon: 'sun',
    store_id: 1,
    participant_ids: [1, 2, 4],
    is_active: false,
    created_days_ago: 160,
  },
  {
    type: 'group',
    name: '進級テスト準備',
    description: '進級テストの採点基準と日程の相談',
    icon: 'medal',
    store_id: 1,
    participant_ids: [2, 4],
    is_active: true,
    created_days_ago: 30,
  },
];

/** Coach-room chatter, repeated over the last days so that the history needs more than one page. */
const COACH_LINES: readonly (readonly [senderId: number, body: string])[] = [
  [2, 'おはようございます。本日のレッスン担当表を共有します。'],
  [3, '確認しました。16時のジュニア初級を担当します。'],
  [1, '第2レーンのコースロープが緩んでいるので後で締め直します。'],
  [3, '体験の方が17時に1名いらっしゃいます。'],
  [2, '了解です。受付で体験用の水着の貸し出し準備をお願いします。'],
  [1, '明日の選手コースは第2レーンに変更です。'],
  [3, '進級テストの記録用紙が少なくなっています。'],
  [2, '発注しておきます。'],
];

interface SeedRoom extends Omit<RoomSeed, 'created_days_ago'> {
  id: number;
  created_at: number;
  updated_at: number;
  /** Staff id → id of the last message they read. */
  last_read: Map<number, number>;
}

interface SeedMessage {
  id: number;
  room_id: number;
  sender_id: number;
  body: string;
  created_at: number;
  edited_at: number | null;
  deleted_at: number | null;
}

export function buildChat(now: number): { rooms: SeedRoom[]; messages: SeedMessage[] } {
  const today = dayStartOf(now);
  const rooms: SeedRoom[] = ROOMS.map(({ created_days_ago, ...room }, index) => {
    const createdAt = today - created_days_ago * DAY_MS + 10 * HOUR_MS;
    return { ...room, id: index + 1, created_at: createdAt, updated_at: createdAt, last_read: new Map() };
  });
  const messages: SeedMessage[] = [];
  const post = (
    roomId: number,
    senderId: number,
    body: string,
    at: number,
    extra: Partial<SeedMessage> = {},
  ) => {
    const sentAt = Math.min(now - MINUTE_MS, at);
    messages.push({
      id: messages.length + 1,
      room_id: roomId,
      sender_id: senderId,
      body,
      created_at: sentAt,
      edited_at: null,
      deleted_at: null,
      ...extra,
    });
  };

  // Coach room (2): eight days of eight lines a day, 64 messages, one edited and one deleted.
  for (let day = 7; day >= 0; day -= 1) {
    COACH_LINES.forEach(([senderId, body], i) => {
      post(2, senderId, body, today - day * DAY_MS + (8 * 60 + i * 37) * MINUTE_MS);
    });
  }
  const edited = messages[messages.length - 3];
  if (edited) edited.edited_at = edited.created_at + MINUTE_MS;
  const deleted = messages[messages.length - 2];
  if (deleted) Object.assign(deleted, { body: '', deleted_at: deleted.created_at + MINUTE_MS });

  post(1, 2, '本日の清掃当番は鈴木さん、高橋さんです。', today + 8 * HOUR_MS);
  post(1, 4, '承知しました。閉館後に実施します。', today + 8 * HOUR_MS + 20 * MINUTE_MS);
  post(3, 1, '来月のシフト希望を金曜までに提出してください。', today - DAY_MS + 18 * HOUR_MS);
  post(3, 3, '了解しました。明日提出します。', today - DAY_MS + 18 * HOUR_MS + 15 * MINUTE_MS);
  post(
    4,
    1,
    '年末年始の営業日程を掲示板に掲載しました。各校で確認をお願いします。',
    today - 3 * DAY_MS + 17 * HOUR_MS,
  );
  post(5, 5, '駐車場工事の案内を受付に掲示しました。', today - 2 * DAY_MS + 9 * HOUR_MS);
  post(
    5,
    6,
    'ありがとうございます。会員さんにも口頭でお伝えします。',
    today - 2 * DAY_MS + 9 * HOUR_MS + 30 * MINUTE_MS,
  );
  post(6, 2, '夏季短期教室の振り返りをまとめました。', today - 100 * DAY_MS + 15 * HOUR_MS);
  post(7, 2, '採点基準の案を作りました。確認をお願いします。', today - 2 * DAY_MS + 14 * HOUR_MS);

  // Who has read what: everyone is up to date except the unread badges the top bar should show.
  for (const room of rooms) {
    const roomMessages = messages.filter((m) => m.room_id === room.id);
    const last = roomMessages.at(-1)?.id ?? 0;
    const behind = roomMessages.at(-3)?.id ?? 0;
    for (const staffId of room.participant_ids) room.last_read.set(staffId, last);
    // The admin and the staff demo login are behind in the coach room; the manager in the store room.
    if (room.id === 2) {
      room.last_read.set(1, behind);
      room.last_read.set(3, behind);
    }
    if (room.id === 1) room.last_read.set(2, behind);
    room.updated_at = Math.max(room.updated_at, roomMessages.at(-1)?.created_at ?? room.updated_at);
  }
  return { rooms, messages };
}

/** A 1×1 PNG and a minimal PDF: the attachments' bytes (the stories show their names and previews). */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaGj4DwAFhAKAjM1mJQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n');

/** Who created a room: the store's manager for the store's rooms, the admin for the others. */
const creatorOf = (room: Pick<RoomSeed, 'type' | 'store_id'>) =>
  room.type === 'announcement' || room.store_id !== 1 ? 1 : 2;

export async function loadStorybookCommunication(db: Queryable, now: Date): Promise<void> {
  const nowMs = now.getTime();
  const today = dayStartOf(nowMs);
  let attachmentId = 0;
  let commentId = 0;
  for (const [index, post] of POSTS.entries()) {
    const id = index + 1;
    const createdAt = new Date(
      Math.min(nowMs - HOUR_MS, today - post.written[0] * DAY_MS + post.written[1] * HOUR_MS),
    );
    const at = (days: number | null | undefined) =>
      days === null || days === undefined ? null : new Date(today + days * DAY_MS + 9 * HOUR_MS);
    await db.query(
      `insert into bulletin_posts (id, store_id, author_id, title, body, category, priority, is_pinned, is_active,
         publish_start, publish_end, view_count, created_at, updated_at)
       overriding system value values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $13)`,
      [
        id,
        post.store_id,
        post.author_id,
        post.title,
        post.body,
        post.category,
        post.priority,
        post.is_pinned,
        post.is_active,
        at(post.window?.[0]),
        at(post.window?.[1]),
        post.view_count,
        createdAt,
      ],
    );
    await db.query(
      `insert into bulletin_post_audits (post_id, staff_id, action, title, at) values ($1, $2, 'created', $3, $4)`,
      [id, post.author_id, post.title, createdAt],
    );
    for (const file of post.attachments) {
      attachmentId += 1;
      const pdf = file.mime_type === 'application/pdf';
      await db.query(
        `insert into bulletin_attachments (id, post_id, key, name, content_type, bytes, byte_size, created_at)
         overriding system value values ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          attachmentId,
          id,
          `00000000-0000-4000-8000-${String(attachmentId).padStart(12, '0')}.${pdf ? 'pdf' : 'png'}`,
          file.name,
          file.mime_type,
          pdf ? PDF : PNG,
          file.size,
          createdAt,
        ],
      );
    }
    for (const reader of post.readers) {
      await db.query('insert into bulletin_reads (post_id, staff_id, read_at) values ($1, $2, $3)', [
        id,
        reader,
        new Date(Math.min(nowMs, createdAt.getTime() + HOUR_MS)),
      ]);
    }
    for (const [i, [authorId, body]] of post.comments.entries()) {
      commentId += 1;
      const commentedAt = new Date(Math.min(nowMs, createdAt.getTime() + (i + 1) * 2 * HOUR_MS));
      await db.query(
        `insert into bulletin_comments (id, post_id, author_id, body, created_at, updated_at)
         overriding system value values ($1, $2, $3, $4, $5, $5)`,
        [commentId, id, authorId, body, commentedAt],
      );
    }
  }

  const { rooms, messages } = buildChat(nowMs);
  for (const room of rooms) {
    await db.query(
      `insert into chat_rooms (id, type, name, description, icon, store_id, created_by, is_active, direct_key,
         created_at, updated_at)
       overriding system value values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        room.id,
        room.type,
        room.name,
        room.description,
        room.icon,
        room.type === 'direct' ? null : room.store_id,
        creatorOf(room),
        room.is_active,
        room.type === 'direct' ? [...room.participant_ids].sort((a, b) => a - b).join(':') : null,
        new Date(room.created_at),
        new Date(room.updated_at),
      ],
    );
  }
  for (const m of messages) {
    await db.query(
      `insert into chat_messages (id, room_id, sender_id, body, created_at, edited_at, deleted_at)
       overriding system value values ($1, $2, $3, $4, $5, $6, $7)`,
      [
        m.id,
        m.room_id,
        m.sender_id,
        m.body,
        new Date(m.created_at),
        m.edited_at === null ? null : new Date(m.edited_at),
        m.deleted_at === null ? null : new Date(m.deleted_at),
      ],
    );
  }
  for (const room of rooms) {
    const last = messages.filter((m) => m.room_id === room.id).at(-1)?.id ?? null;
    await db.query('update chat_rooms set last_message_id = $2 where id = $1', [room.id, last]);
    for (const staffId of room.participant_ids) {
      await db.query(
        `insert into chat_participants (room_id, staff_id, last_read_message_id, joined_at) values ($1, $2, $3, $4)`,
        [room.id, staffId, room.last_read.get(staffId) || null, new Date(room.created_at)],
      );
    }
  }
  for (const table of [
    'bulletin_posts',
    'bulletin_attachments',
    'bulletin_comments',
    'chat_rooms',
    'chat_messages',
  ]) {
    const { rows } = await db.query<{ next: number }>(
      `select coalesce(max(id), 0) + 1 as next from ${table}`,
    );
    await db.query(`alter table ${table} alter column id restart with ${rows[0]?.next ?? 1}`);
  }
}
