// Communication (issue 17): a chat room's history pages at 100,000 messages and the bulletin board's list at
// 10,000 posts, each within ×60 health's CPU per call (30 ms at a quiet health CPU of 0.5 ms), over real HTTP
// (bench/support.ts). Run alone with `node bench/communication.ts` (with BENCH_DATABASE_URL: on PostgreSQL), or
// as part of `pnpm bench`.
import { fileURLToPath } from 'node:url';
import { hashPassword } from '../src/modules/auth/passwords.ts';
import { type Answer, type BenchServer, finish, measure, scaled, withServer } from './support.ts';

const MESSAGES = scaled(100_000);
const POSTS = scaled(10_000);
const COMMUNICATION_BUDGET = { ratio: 60 };

export function benchCommunication(): Promise<boolean> {
  return withServer('communication', 'Communication', communication);
}

async function communication(server: BenchServer) {
  const { db, client } = server;
  const store = (await db.query<{ id: number }>(`insert into stores (name) values ('ベンチ校') returning id`))
    .rows[0]?.id as number;
  const hash = await hashPassword('bench-password');
  // 30 staff of the store; the first signs in.
  const { rows: staff } = await db.query<{ id: number }>(
    `insert into staffs (store_id, name, email, password_hash, role)
     select $1, 'スタッフ ' || i, 'bench' || i || '@kayoi.local', $2, case when i = 1 then 'manager' else 'staff' end
     from generate_series(1, 30) i returning id`,
    [store, hash],
  );
  const me = staff[0]?.id as number;
  const token = await client.login('bench1@kayoi.local', 'bench-password');

  let started = performance.now();
  const room = (
    await db.query<{ id: number }>(
      `insert into chat_rooms (type, name, store_id, created_by) values ('store', 'ベンチ全体', $1, $2) returning id`,
      [store, me],
    )
  ).rows[0]?.id as number;
  await db.query('insert into chat_participants (room_id, staff_id) select $1, unnest($2::int[])', [
    room,
    staff.map((s) => s.id),
  ]);
  await db.query(
    `insert into chat_messages (room_id, sender_id, body, created_at)
     select $1, ($2::int[])[1 + i % 30], '明日の' || (i % 12 + 9) || '時クラスの代行をお願いできますか？ 連絡' || i,
       now() - (($3::int - i) || ' seconds')::interval
     from generate_series(1, $3::int) i`,
    [room, staff.map((s) => s.id), MESSAGES],
  );
  await db.query(
    `update chat_rooms set last_message_id = (select max(id) from chat_messages where room_id = $1) where id = $1`,
    [room],
  );
  // Half read: the unread count in the room header counts 50,000.
  await db.query(
    `update chat_participants set last_read_message_id = (select min(id) + $3 / 2 from chat_messages where room_id = $1)
     where room_id = $1 and staff_id = $2`,
    [room, me, MESSAGES],
  );
  await db.query(
    `insert into bulletin_posts (store_id, author_id, title, body, category, priority, is_pinned, created_at)
     select case when i % 10 = 0 then null else $1::int end, $2::int, 'お知らせ ' || i || ' 夏季短期教室の案内',
       repeat('プールの設備点検と進級テストの日程について。', 20),
       (array['general','event','maintenance','training','other'])[1 + i % 5],
       (array['low','normal','high','urgent'])[1 + i % 4], i % 500 = 0, now() - (($3::int - i) || ' minutes')::interval
     from generate_series(1, $3::int) i`,
    [store, me, POSTS],
  );
  await db.query(
    `insert into bulletin_reads (post_id, staff_id)
     select id, s from bulletin_posts, unnest($1::int[]) s where id % 3 = 0`,
    [staff.slice(0, 10).map((s) => s.id)],
  );
  await db.query(
    `insert into bulletin_comments (post_id, author_id, body) select id, $1, '承知しました' from bulletin_posts where id % 7 = 0`,
    [me],
  );
  await db.exec('analyze');
  console.info(
    `${MESSAGES.toLocaleString('en')} messages in one room and ${POSTS.toLocaleString('en')} posts ` +
      `loaded in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );

  const oldest = (await db.query<{ id: number }>('select min(id) as id from chat_messages')).rows[0]
    ?.id as number;
  const get = (url: string) => () => client.get(url, token);
  const cases: [string, () => Promise<Answer>][] = [
    ['GET  chat room history, latest 50', get(`/api/v3/chat/rooms/${room}/messages?limit=50`)],
    [
      'GET  chat room history, 50 before the middle',
      get(`/api/v3/chat/rooms/${room}/messages?limit=50&before_id=${oldest + MESSAGES / 2}`),
    ],
    [
      'GET  chat room history, 50 after an old cursor',
      get(`/api/v3/chat/rooms/${room}/messages?limit=50&after_id=${oldest + 1000}`),
    ],
    ['GET  chat room (header, 50,000 unread)', get(`/api/v3/chat/rooms/${room}`)],
    ['GET  chat rooms list', get('/api/v3/chat/rooms')],
    ['GET  chat statistics (badge)', get('/api/v3/chat/statistics')],
    ['GET  bulletin posts, page 1 of 20', get('/api/bulletin-board/posts?per_page=20')],
    ['GET  bulletin posts, page 250 of 20', get('/api/bulletin-board/posts?per_page=20&page=250')],
    ['GET  bulletin posts, unread only', get('/api/bulletin-board/posts?per_page=20&unread_only=1')],
    [
      'GET  bulletin posts, category and priority',
      get('/api/bulletin-board/posts?category=event&priority=high'),
    ],
    ['GET  bulletin statistics (badge)', get('/api/bulletin-board/posts/statistics')],
  ];
  for (const [name, call] of cases) {
    const held = name.includes('history') || name.includes('bulletin posts, page');
    await measure(server, 'communication', name, call, held ? { budget: COMMUNICATION_BUDGET } : {});
  }
  // Search is a substring scan (no index): printed, not held to the budget.
  for (const [name, url] of [
    [
      'GET  chat search in the room (100,000)',
      `/api/v3/chat/rooms/${room}/messages?search=${encodeURIComponent('連絡99999')}`,
    ],
    [
      'GET  bulletin search (10,000 posts)',
      `/api/bulletin-board/posts?search=${encodeURIComponent('お知らせ 9999')}`,
    ],
  ] as const) {
    started = performance.now();
    const response = await get(url)();
    console.info(
      `  ${name.padEnd(52)} once ${(performance.now() - started).toFixed(1).padStart(7)} ms (${response.status})`,
    );
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  await benchCommunication();
  finish();
}
