import { DAY_MS, dayStartOf, HOUR_MS, MINUTE_MS } from '@kayoi/domain/calendar';
import { STAFF } from '@kayoi/domain/demo';
import type {
  BulletinAttachment,
  BulletinCategory,
  BulletinPriority,
  ChatRoomType,
} from '../../queries/types.ts';

// The bulletin board (掲示板) and the chat rooms of the fixture school.

export interface FixtureBulletinPost {
  id: number;
  title: string;
  body: string;
  category: BulletinCategory;
  priority: BulletinPriority;
  store_id: number | null;
  author_id: number;
  is_pinned: boolean;
  is_active: boolean;
  /** Publish window, ms; null = open on that side. */
  publish_start: number | null;
  publish_end: number | null;
  view_count: number;
  attachments: BulletinAttachment[];
  created_at: number;
  updated_at: number;
  deleted_at: number | null;
  /** Staff id → when they first read the post. */
  reads: Map<number, number>;
}

export interface FixtureBulletinComment {
  id: number;
  post_id: number;
  author_id: number;
  body: string;
  created_at: number;
  updated_at: number;
}

export interface FixtureChatRoom {
  id: number;
  type: ChatRoomType;
  name: string;
  description: string | null;
  icon: string | null;
  store_id: number | null;
  participant_ids: number[];
  is_active: boolean;
  created_at: number;
  updated_at: number;
  /** Staff id → id of the last message they read. */
  last_read: Map<number, number>;
}

export interface FixtureChatMessage {
  id: number;
  room_id: number;
  sender_id: number;
  body: string;
  created_at: number;
  edited_at: number | null;
  deleted_at: number | null;
}

interface PostSeed
  extends Omit<
    FixtureBulletinPost,
    'id' | 'created_at' | 'updated_at' | 'deleted_at' | 'reads' | 'publish_start' | 'publish_end'
  > {
  /** Days before today it was written, and at which hour. */
  written: readonly [days: number, hour: number];
  /** Publish window relative to today, in days; null = open. */
  window?: readonly [start: number | null, end: number | null];
  readers: readonly number[];
  comments: readonly (readonly [authorId: number, body: string])[];
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

export function buildBulletin(now: number): {
  posts: FixtureBulletinPost[];
  comments: FixtureBulletinComment[];
} {
  const today = dayStartOf(now);
  const posts: FixtureBulletinPost[] = [];
  const comments: FixtureBulletinComment[] = [];
  POSTS.forEach(({ written, window, readers, comments: seedComments, ...post }, index) => {
    const id = index + 1;
    const createdAt = Math.min(now - HOUR_MS, today - written[0] * DAY_MS + written[1] * HOUR_MS);
    const at = (days: number | null | undefined) =>
      days === null || days === undefined ? null : today + days * DAY_MS + 9 * HOUR_MS;
    posts.push({
      ...post,
      id,
      publish_start: at(window?.[0]),
      publish_end: at(window?.[1]),
      created_at: createdAt,
      updated_at: createdAt,
      deleted_at: null,
      reads: new Map(readers.map((staffId, i) => [staffId, Math.min(now, createdAt + (i + 1) * HOUR_MS)])),
    });
    seedComments.forEach(([authorId, body], i) => {
      const commentedAt = Math.min(now, createdAt + (i + 1) * 2 * HOUR_MS);
      comments.push({
        id: comments.length + 1,
        post_id: id,
        author_id: authorId,
        body,
        created_at: commentedAt,
        updated_at: commentedAt,
      });
    });
  });
  return { posts, comments };
}

interface RoomSeed extends Omit<FixtureChatRoom, 'id' | 'created_at' | 'updated_at' | 'last_read'> {
  created_days_ago: number;
}

const storeStaff = (storeId: number) => STAFF.filter((s) => s.store_id === storeId).map((s) => s.id);

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
    participant_ids: STAFF.map((s) => s.id),
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

export function buildChat(now: number): { rooms: FixtureChatRoom[]; messages: FixtureChatMessage[] } {
  const today = dayStartOf(now);
  const rooms: FixtureChatRoom[] = ROOMS.map(({ created_days_ago, ...room }, index) => {
    const createdAt = today - created_days_ago * DAY_MS + 10 * HOUR_MS;
    return { ...room, id: index + 1, created_at: createdAt, updated_at: createdAt, last_read: new Map() };
  });
  const messages: FixtureChatMessage[] = [];
  const post = (
    roomId: number,
    senderId: number,
    body: string,
    at: number,
    extra: Partial<FixtureChatMessage> = {},
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
