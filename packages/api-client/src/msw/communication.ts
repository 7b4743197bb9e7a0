import { DAY_MS, dayStartOf, formatTokyo, HOUR_MS, isoTokyo, MINUTE_MS } from '@kayoi/domain/calendar';
import { bulletinCategoryLabels, bulletinPriorityStyles } from '@kayoi/domain/labels';
import type {
  BulletinAttachment,
  BulletinCategory,
  BulletinComment,
  BulletinPost,
  BulletinPriority,
  ChatMessage,
  ChatRoom,
  ChatRoomType,
  StaffDetail,
} from '../queries/types.ts';

// The bulletin board (掲示板) and the chat rooms: their records are made here, as the API shows them to the
// manager demo login, and served as plain CRUD (the server, issue 17, holds every rule). The staff are the
// recorded school's.

export const PRIORITIES: Record<BulletinPriority, { label: string; color: string }> = bulletinPriorityStyles;

export const categoryOf = (value: BulletinCategory) => ({ value, label: bulletinCategoryLabels[value] });
export const priorityOf = (value: BulletinPriority) => ({ value, ...PRIORITIES[value] });

/** The staff member the records are seen by (`is_read`, `unread_count`): the manager demo login. */
const VIEWER = 2;

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
  attachments: BulletinAttachment[];
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
  icon: ChatRoom['icon'];
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
    readers: [1, 2, 3, 4],
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
    readers: [1, 2, 5],
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
        id: 1,
        name: '年末年始スケジュール.pdf',
        url: 'https://kayoi.example.jp/storage/bulletin/3/schedule.pdf',
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
        id: 2,
        name: '短期教室チラシ.png',
        url: 'https://kayoi.example.jp/storage/bulletin/5/flyer.png',
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

export function buildCommunication(now: number, staffs: readonly StaffDetail[]) {
  const today = dayStartOf(now);
  const summary = (id: number) => {
    const staff = staffs.find((s) => s.id === id);
    return { id, name: staff?.name ?? '退職したスタッフ', photo_url: staff?.photo_url ?? null };
  };
  const windowText = (ms: number | null) => (ms === null ? null : formatTokyo(ms, 'yyyy-MM-dd HH:mm:00'));

  const bulletinPosts: BulletinPost[] = [];
  const bulletinComments: BulletinComment[] = [];
  POSTS.forEach(({ written, window, readers, comments, ...post }, index) => {
    const id = index + 1;
    const createdAt = Math.min(now - HOUR_MS, today - written[0] * DAY_MS + written[1] * HOUR_MS);
    const at = (days: number | null | undefined) =>
      days === null || days === undefined ? null : today + days * DAY_MS + 9 * HOUR_MS;
    comments.forEach(([authorId, body], i) => {
      const commentedAt = isoTokyo(Math.min(now, createdAt + (i + 1) * 2 * HOUR_MS));
      bulletinComments.push({
        id: bulletinComments.length + 1,
        post_id: id,
        author_id: authorId,
        body,
        author: summary(authorId),
        meta: { created_at: commentedAt, updated_at: commentedAt },
      });
    });
    bulletinPosts.push({
      id,
      title: post.title,
      body: post.body,
      category: categoryOf(post.category),
      priority: priorityOf(post.priority),
      store_id: post.store_id,
      author: summary(post.author_id),
      flags: { is_pinned: post.is_pinned, is_active: post.is_active, is_read: readers.includes(VIEWER) },
      publish_window: { start: windowText(at(window?.[0])), end: windowText(at(window?.[1])) },
      statistics: { view_count: post.view_count, read_count: readers.length, comment_count: comments.length },
      attachments: post.attachments,
      meta: { created_at: isoTokyo(createdAt), updated_at: isoTokyo(createdAt), deleted_at: null },
    });
  });

  const { rooms, messages } = buildChat(now);
  const chatMessages: ChatMessage[] = messages.map((m) => ({
    id: m.id,
    room_id: m.room_id,
    sender: summary(m.sender_id),
    body: m.body,
    created_at: isoTokyo(m.created_at),
    edited_at: m.edited_at === null ? null : isoTokyo(m.edited_at),
    deleted_at: m.deleted_at === null ? null : isoTokyo(m.deleted_at),
  }));
  const chatRooms: ChatRoom[] = rooms.map((room) => {
    const own = chatMessages.filter((m) => m.room_id === room.id);
    const lastRead = room.last_read.get(VIEWER) ?? 0;
    return {
      id: room.id,
      type: room.type,
      name: room.name,
      description: room.description,
      icon: room.icon,
      store_id: room.store_id,
      participants: room.participant_ids.map((id) => {
        const staff = staffs.find((s) => s.id === id);
        return {
          id,
          name: staff?.name ?? '',
          photo_url: staff?.photo_url ?? null,
          role: staff?.role ?? 'staff',
        };
      }),
      unread_count: room.participant_ids.includes(VIEWER)
        ? own.filter((m) => m.id > lastRead && m.sender.id !== VIEWER && m.deleted_at === null).length
        : 0,
      is_active: room.is_active,
      last_message: own.at(-1) ?? null,
      created_at: isoTokyo(room.created_at),
      updated_at: isoTokyo(room.updated_at),
    };
  });
  return { bulletinPosts, bulletinComments, chatRooms, chatMessages };
}

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

function buildChat(now: number): { rooms: SeedRoom[]; messages: SeedMessage[] } {
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
