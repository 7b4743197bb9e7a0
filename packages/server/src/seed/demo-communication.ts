import { formatTokyo, HOUR_MS, MINUTE_MS } from '@kayoi/domain/calendar';
import type { ChatRoomIcon } from '@kayoi/domain/labels';
import type { Queryable } from '../db/database.ts';
import { createBulletinRepository } from '../modules/bulletin/repository.ts';
import { createChatRepository } from '../modules/chat/repository.ts';
import { mentionedIn } from '../modules/chat/use-cases.ts';

const DAY = 24 * HOUR_MS;

/** A notice of the demo board: its store, author, readers and commenters index the demo's stores and staff. */
interface DemoPost {
  store: number | null;
  author: number;
  title: string;
  body: string;
  category: string;
  priority: string;
  pinned?: boolean;
  /** How long ago it was posted. */
  ago: number;
  start?: string;
  end?: string;
  readers: number[];
  comments?: [number, string][];
}

/** A chat room of the demo: `store`, `creator`, `members` and senders index the demo's stores and staff. */
interface DemoRoom {
  type: 'direct' | 'group' | 'store' | 'announcement';
  name: string;
  description: string | null;
  icon: ChatRoomIcon | null;
  store: number | null;
  creator: number;
  members: number[];
  /** [sender, text, minutes ago] */
  messages: [number, string, number][];
  /** How many of the last messages each member has not read (others: all read). */
  unread?: Record<number, number>;
}

/** Where the demo's rows point: staff and stores by their index in the demo, and instants `ms` before now. */
interface Demo {
  db: Queryable;
  at: (ms: number) => Date;
  staff: (i: number) => number;
  store: (i: number) => number;
}

/**
 * The demo's bulletin board and chat (issue 17): notices of the 渋谷校 and of all stores (one scheduled, one
 * whose window has ended), comments and reads, and rooms of every kind with a morning's conversation, a
 * mention and some messages the manager and staff logins have not read yet. `staff` are the demo staff in
 * STAFF order: 0 admin 山田, 1 manager 佐藤, 2 staff 鈴木, 3 高橋 (渋谷校), 4 伊藤, 5 渡辺, 6 中村 (横浜校),
 * 7 小林, 8 加藤 (大宮校).
 */
export async function loadCommunicationDemo(
  db: Queryable,
  options: { now: Date; storeIds: readonly number[]; staff: readonly number[] },
): Promise<{ posts: number; rooms: number; messages: number }> {
  const { now } = options;
  const at = (ms: number) => new Date(now.getTime() - ms);
  const demo: Demo = {
    db,
    at,
    staff: (i: number) => options.staff[i] as number,
    store: (i: number) => options.storeIds[i] as number,
  };
  const posts = demoPosts(now, at);
  await insertPosts(demo, posts);
  const rooms = demoRooms();
  const messages = await insertRooms(demo, rooms);
  return { posts: posts.length, rooms: rooms.length, messages };
}

/** The notices: of the 渋谷校 and of all stores, one scheduled, one whose window has ended. */
function demoPosts(now: Date, at: (ms: number) => Date): DemoPost[] {
  const wall = (ms: number) => formatTokyo(at(ms), 'yyyy-MM-dd HH:mm:00');
  return [
    {
      store: null,
      author: 0,
      title: '年末年始の営業について',
      body: '12月29日（月）から1月3日（土）まで全店休館となります。\n振替レッスンの受付は12月20日までです。会員さまへのご案内をお願いします。',
      category: 'general',
      priority: 'high',
      pinned: true,
      ago: 3 * DAY,
      end: formatTokyo(new Date(now.getTime() + 45 * DAY), 'yyyy-MM-dd 00:00:00'),
      readers: [1, 4, 5, 7],
      comments: [
        [1, '渋谷校の受付に掲示しました。'],
        [4, '横浜校でも本日から案内します。'],
      ],
    },
    {
      store: 0,
      author: 1,
      title: 'プール設備点検のお知らせ（休館日）',
      body: 'ろ過装置の定期点検のため、来週木曜日は終日プールを使用できません。\n点検業者の入館は9:00です。当番の方は8:45までに鍵を開けてください。',
      category: 'maintenance',
      priority: 'urgent',
      pinned: true,
      ago: 1 * DAY,
      readers: [0, 3],
    },
    {
      store: 0,
      author: 1,
      title: '12月の進級テスト日程',
      body: '12月の進級テストは第2週の各クラスで行います。\n・ジュニア：12月8日〜13日\n・幼児コース：12月10日・12日\n合格者のキャップは受付で準備します。詳細は https://kayoi.example.jp/grades をご覧ください。',
      category: 'event',
      priority: 'normal',
      ago: 2 * DAY,
      readers: [0, 2],
      comments: [[2, '選手コースのタイム測定も同じ週でよいですか？']],
    },
    {
      store: 0,
      author: 1,
      title: '夏季短期教室の案内',
      body: '7月22日〜8月5日に夏季短期教室（全5回）を開催します。\n定員は各回20名、受付で申込書をお渡しください。',
      category: 'event',
      priority: 'normal',
      ago: 130 * DAY,
      start: wall(130 * DAY),
      end: wall(105 * DAY),
      readers: [0, 2, 3],
    },
    {
      store: 0,
      author: 0,
      title: '救命講習（AED）受講のお願い',
      body: '今年度まだ受講していない方は、12月中に消防署の普通救命講習を受講してください。受講料は会社負担です。',
      category: 'training',
      priority: 'high',
      ago: 6 * DAY,
      readers: [1, 3],
    },
    {
      store: 0,
      author: 2,
      title: '更衣室の忘れ物について',
      body: '更衣室の忘れ物は1か月保管した後に処分します。ゴーグルとタオルが多いので、レッスン後の声かけをお願いします。',
      category: 'other',
      priority: 'low',
      ago: 10 * DAY,
      readers: [0, 1, 3],
    },
    {
      store: 0,
      author: 1,
      title: '冬季短期教室の申込開始（予約投稿）',
      body: '12月26日〜28日の冬季短期教室の申込受付を開始します。',
      category: 'event',
      priority: 'normal',
      ago: 1 * HOUR_MS,
      start: formatTokyo(new Date(now.getTime() + 2 * DAY), 'yyyy-MM-dd 09:00:00'),
      readers: [],
    },
    {
      store: 1,
      author: 4,
      title: '横浜校 駐車場工事のお知らせ',
      body: '12月1日から2週間、駐車場の一部が工事で使えません。送迎の保護者の方へご案内ください。',
      category: 'maintenance',
      priority: 'high',
      ago: 2 * DAY,
      readers: [5],
    },
  ];
}

/** Posts the notices through the bulletin module's repository, as the server writes them, with reads and comments. */
async function insertPosts(demo: Demo, posts: readonly DemoPost[]): Promise<void> {
  const { at, staff, store } = demo;
  const board = createBulletinRepository(demo.db);
  for (const post of posts) {
    const id = await board.insertPost(
      staff(post.author),
      {
        store_id: post.store === null ? null : store(post.store),
        title: post.title,
        body: post.body,
        category: post.category,
        priority: post.priority,
        is_pinned: post.pinned ?? false,
        is_active: true,
        publish_start: post.start ?? null,
        publish_end: post.end ?? null,
      },
      at(post.ago),
    );
    await board.audit(id, staff(post.author), 'created', post.title);
    for (const reader of new Set([post.author, ...post.readers])) {
      await board.markRead(id, staff(reader), at(Math.max(0, post.ago - HOUR_MS)));
      await board.countView(id);
    }
    for (const [n, [author, body]] of (post.comments ?? []).entries()) {
      await board.insertComment(id, staff(author), body, at(post.ago - (n + 1) * 2 * HOUR_MS));
    }
  }
}

/** Rooms of every kind with a morning's conversation, a mention and messages not read yet. */
function demoRooms(): DemoRoom[] {
  return [
    {
      type: 'store',
      name: '渋谷校 全体連絡',
      description: '渋谷校スタッフ全員の連絡用ルームです',
      icon: 'building',
      store: 0,
      creator: 1,
      members: [0, 1, 2, 3],
      messages: [
        [1, 'おはようございます。本日は17時から見学の方が2組いらっしゃいます。', 180],
        [3, '承知しました。見学用のスリッパを用意しておきます。', 170],
        [2, '第3レーンのコースロープが緩んでいたので締め直しました。', 95],
        [0, 'ありがとうございます。点検表にも記入をお願いします。', 90],
        [1, '@鈴木 健太 明日の朝番、8:45集合でお願いします。', 40],
        [3, '受付のプリンター用紙を補充しました。', 12],
      ],
      unread: { 1: 1, 2: 2 },
    },
    {
      type: 'group',
      name: '渋谷校 コーチ連絡',
      description: 'レッスン運営の連絡用ルームです',
      icon: 'swimmer',
      store: 0,
      creator: 1,
      members: [1, 2, 3],
      messages: [
        [2, '本日の選手コースは第2レーンに変更です。', 150],
        [3, '明日の17時クラスの代行をお願いできますか？', 60],
        [1, '私が入ります。進級テストの記録用紙だけ準備をお願いします。', 55],
        [3, 'ありがとうございます！準備しておきます。', 50],
      ],
      unread: { 2: 3 },
    },
    {
      type: 'direct',
      name: '佐藤 美咲・鈴木 健太',
      description: null,
      icon: null,
      store: null,
      creator: 1,
      members: [1, 2],
      messages: [
        [1, 'シフトの件、来週の土曜日を交代してもらえますか？', 300],
        [2, '大丈夫です。日曜日と交換でお願いします。', 280],
        [1, '助かります。シフト表を更新しておきます。', 20],
      ],
      unread: { 2: 1 },
    },
    {
      type: 'announcement',
      name: '全店お知らせ',
      description: '本部から全店舗の責任者へのお知らせです',
      icon: 'megaphone',
      store: 0,
      creator: 0,
      members: [0, 1, 4, 7],
      messages: [
        [
          0,
          '年末年始の営業について掲示板に掲載しました。各店で会員さまへのご案内をお願いします。',
          3 * 24 * 60,
        ],
        [4, '横浜校、確認しました。', 3 * 24 * 60 - 30],
        [7, '大宮校も確認しました。', 3 * 24 * 60 - 45],
      ],
    },
    {
      type: 'store',
      name: '横浜校 全体連絡',
      description: '横浜校スタッフ全員の連絡用ルームです',
      icon: 'building',
      store: 1,
      creator: 4,
      members: [4, 5, 6],
      messages: [
        [4, '駐車場工事の案内文を受付に掲示しました。', 2 * 24 * 60],
        [6, '送迎の保護者の方には口頭でもお伝えします。', 2 * 24 * 60 - 20],
      ],
    },
  ];
}

/** Writes the rooms, their messages and mentions through the chat module's repository; answers how many messages. */
async function insertRooms(demo: Demo, rooms: readonly DemoRoom[]): Promise<number> {
  const { at, staff, store } = demo;
  const chat = createChatRepository(demo.db);
  let messages = 0;
  for (const room of rooms) {
    const members = room.members.map(staff);
    const roomId = await chat.insertRoom({
      type: room.type,
      name: room.name,
      description: room.description,
      icon: room.icon,
      storeId: room.store === null ? null : store(room.store),
      createdBy: staff(room.creator),
      directKey: room.type === 'direct' ? [...members].sort((a, b) => a - b).join(':') : null,
      now: at(7 * DAY),
    });
    await chat.addParticipants(roomId, members, at(7 * DAY));
    const participants = await chat.participantsOf([roomId]);
    const ids: number[] = [];
    for (const [sender, body, minutes] of room.messages) {
      const id = (await chat.insertMessage(roomId, staff(sender), body, at(minutes * MINUTE_MS))) as number;
      await chat.insertMentions(id, roomId, mentionedIn(body, participants, staff(sender)));
      ids.push(id);
    }
    messages += ids.length;
    // Everyone has read the conversation but the last `unread` messages.
    for (const member of room.members) {
      const lastRead = ids[ids.length - 1 - (room.unread?.[member] ?? 0)] ?? null;
      await chat.setReadMark(roomId, staff(member), lastRead);
    }
  }
  return messages;
}
