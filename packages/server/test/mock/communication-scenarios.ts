import type { Answer, Role, Step } from './drivers.ts';
import type { Scenario } from './scenarios.ts';

// The bulletin board and chat scenarios (issue 17) the mock's communication fixtures are recorded from
// (`pnpm fixtures` writes their answers to fixtures/communication-<clock>.json) and the parity test replays:
// what the screens, their stories and the api-client tests ask, as each demo login, over the Storybook
// school's posts and rooms (test/mock/communication.ts). Ids: posts 1–9 (3 年末年始 all stores with a PDF and
// two comments, 4 プール設備点検 unread by the manager, 5 短期教室 with a PNG, 6 ロッカーの鍵 by the staff
// login); rooms 1 渋谷校 スタッフ全体, 2 コーチ連絡 (messages 1–64), 3 the admin's 1:1 with 鈴木, 4 全店お知らせ,
// 5 横浜校, 6 archived, 7 進級テスト準備 (the manager and 高橋; the staff login may join it). New messages are
// 74 on.

const get = (as: Role, path: string): Step => ({ as, method: 'GET', path });
const send = (as: Role, method: Step['method'], path: string, json?: unknown): Step => ({
  as,
  method,
  path,
  ...(json === undefined ? {} : { json }),
});
const form = (as: Role, method: Step['method'], path: string, fields: Step['form']): Step => ({
  as,
  method,
  path,
  form: fields,
});

const POSTS = '/api/bulletin-board/posts';
const ROOMS = '/api/v3/chat/rooms';
const COACH = 2;
const NEXT_MESSAGE = 74;

/** The list screens' first page, as their list parameters ask for it. */
const firstPage = (query = '') => `?page=1&per_page=20${query}`;
const joinable = `${ROOMS}?joinable=1&per_page=100`;

/** The shell's badges. */
const badges = (as: Role): Step[] => [get(as, `${POSTS}/statistics`), get(as, '/api/v3/chat/statistics')];

/** The board as a role reads it: the list, and the post's detail with its comments (and receipts). */
const boardOf = (as: Role, ids: readonly number[]): Step[] => [
  get(as, `${POSTS}${firstPage()}`),
  get(as, `${POSTS}${firstPage('&unread_only=1')}`),
  ...ids.flatMap((id) => [
    get(as, `${POSTS}/${id}`),
    get(as, `${POSTS}/${id}/comments`),
    ...(as === 'staff' ? [] : [get(as, `${POSTS}/${id}/read-receipts`)]),
  ]),
];

/** A room as its screen opens it: the room, the latest fifty, and what a live event or a reconnection asks. */
const roomOf = (as: Role, id: number): Step[] => [
  get(as, `${ROOMS}/${id}`),
  get(as, `${ROOMS}/${id}/messages?limit=50`),
];

/** After a message arrives on the room's topic: from the newest held (before or after the sender's merge). */
const catchUp = (as: Role, id: number, after: readonly number[]): Step[] =>
  after.map((n) => get(as, `${ROOMS}/${id}/messages?after_id=${n}&limit=100`));

/** The older page of a history, from the latest page's cursor. */
const olderPage =
  (as: Role, id: number, at: number, limit = '&limit=50') =>
  (answers: readonly Answer[]): Step[] => {
    const cursor = answers[at]?.body?.data && answers[at]?.body?.meta?.next_before_id;
    return cursor ? [get(as, `${ROOMS}/${id}/messages?before_id=${cursor}${limit}`)] : [];
  };

/** A room list, the joinable rooms and the badges after a change. */
const lists = (as: Role): Step[] => [get(as, `${ROOMS}${firstPage()}`), get(as, joinable), ...badges(as)];

/** A PDF by its bytes (the server sniffs them), as the story's file chooser sends it. */
export const ESTIMATE_PDF = '%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n';
const pdf = () => new File([ESTIMATE_PDF], '見積書.pdf', { type: 'application/pdf' });

/** A 1×1 PNG by its bytes. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaGj4DwAFhAKAjM1mJQAAAABJRU5ErkJggg==',
  'base64',
);

/** Post 3's edit form as the app sends it (an all-stores post: an admin's to edit), at the Saturday clock. */
const NEW_YEAR_FORM = {
  _method: 'PUT',
  title: '年末年始の営業について',
  body: '12月29日から1月3日まで休館となります。振替レッスンの受付は12月20日までです。',
  category: 'general',
  priority: 'high',
  is_pinned: '1',
  is_active: '1',
  publish_start: '2026-11-19 09:00:00',
  publish_end: '2027-01-05 09:00:00',
};

/** Sent, edited, deleted: what the room's screen and the api-client's cache ask after each. */
const editAndDelete = (as: Role): Step[] => [
  send(as, 'POST', `${ROOMS}/${COACH}/messages`, { body: '明日は休みます' }),
  get(as, `${ROOMS}/${COACH}`),
  get(as, `${ROOMS}/${COACH}/messages?limit=50`),
  get(as, `${ROOMS}/${COACH}/messages`),
  ...catchUp(as, COACH, [64, NEXT_MESSAGE]),
  send(as, 'PATCH', `${ROOMS}/${COACH}/messages/${NEXT_MESSAGE}`, { body: '明日は午後から出勤します' }),
  get(as, `${ROOMS}/${COACH}`),
  get(as, `${ROOMS}/${COACH}/messages?limit=50`),
  get(as, `${ROOMS}/${COACH}/messages`),
  get(as, `${ROOMS}/${COACH}/messages?before_id=${NEXT_MESSAGE + 1}&limit=1`),
  send(as, 'DELETE', `${ROOMS}/${COACH}/messages/${NEXT_MESSAGE}`),
  get(as, `${ROOMS}/${COACH}`),
  get(as, `${ROOMS}/${COACH}/messages?limit=50`),
  get(as, `${ROOMS}/${COACH}/messages`),
  get(as, `${ROOMS}/${COACH}/messages?before_id=${NEXT_MESSAGE + 1}&limit=1`),
  ...lists(as),
];

/** A communication scenario, recorded at both clocks into fixtures/communication-<clock>.json. */
const scenario = (name: string, steps: Scenario['steps']): Scenario => ({
  name: `communication: ${name}`,
  fixtures: 'communication',
  clocks: ['friday', 'saturday'],
  steps,
});

export const COMMUNICATION_SCENARIOS: readonly Scenario[] = [
  scenario('the top bar badges of every role', [
    ...(['admin', 'manager', 'staff'] as const).flatMap(badges),
    send('admin', 'POST', '/api/v2/auth/change-store', { store_id: 2 }),
    ...badges('admin'),
  ]),
  scenario('the board as each role reads it', [
    ...boardOf('manager', [1, 2, 3, 4, 5, 6, 7, 8, 9]),
    ...boardOf('staff', [3, 4, 5, 6]),
    ...boardOf('admin', [3, 9]),
    get('staff', `${POSTS}/8`),
    get('staff', `${POSTS}/9`),
    get('manager', `${POSTS}?category=event&page=1&per_page=20`),
    get('manager', `${POSTS}?page=1&per_page=20&search=${encodeURIComponent('プール')}`),
  ]),
  scenario('opening an unread post marks it read', [
    send('manager', 'POST', `${POSTS}/4/mark-as-read`),
    get('manager', `${POSTS}/4`),
    get('manager', `${POSTS}/4/read-receipts`),
    get('manager', `${POSTS}${firstPage()}`),
    ...badges('manager'),
    send('staff', 'POST', `${POSTS}/3/mark-as-read`),
    get('staff', `${POSTS}/3`),
    ...badges('staff'),
  ]),
  scenario('a comment is added and deleted', [
    send('manager', 'POST', `${POSTS}/3/comments`, { content: '受付にも掲示しました。' }),
    get('manager', `${POSTS}/3/comments`),
    get('manager', `${POSTS}/3`),
    send('manager', 'DELETE', `${POSTS}/3/comments/6`),
    get('manager', `${POSTS}/3/comments`),
    get('manager', `${POSTS}/3`),
    send('staff', 'POST', `${POSTS}/3/comments`, { content: '了解です' }),
    get('staff', `${POSTS}/3/comments`),
  ]),
  scenario('a post is deleted', [
    send('manager', 'DELETE', `${POSTS}/6`),
    get('manager', `${POSTS}/6`),
    get('manager', `${POSTS}${firstPage()}`),
    ...badges('manager'),
  ]),
  scenario('the manager writes a post', [
    form('manager', 'POST', POSTS, {
      title: 'プール清掃日のお知らせ',
      body: '12月5日は清掃のため休館です。\n詳細は受付まで。',
      category: 'general',
      priority: 'normal',
      store_id: '1',
      is_pinned: '1',
      is_active: '1',
    }),
    get('manager', `${POSTS}/10`),
    get('manager', `${POSTS}/10/comments`),
    get('manager', `${POSTS}/10/read-receipts`),
    get('manager', `${POSTS}${firstPage()}`),
    ...badges('manager'),
  ]),
  ...(
    [
      ['an admin edits a post’s title', { title: '年末年始の営業について（更新）' }],
      ['an admin clears a post’s publish window', { publish_start: '', publish_end: '' }],
    ] as const
  ).map(
    ([what, changes]): Scenario => ({
      name: `communication: ${what}`,
      fixtures: 'communication',
      clocks: ['friday', 'saturday'],
      steps: [
        form('admin', 'POST', `${POSTS}/3`, { ...NEW_YEAR_FORM, ...changes }),
        get('admin', `${POSTS}/3`),
        get('admin', `${POSTS}/3/comments`),
        get('admin', `${POSTS}/3/read-receipts`),
        get('admin', `${POSTS}${firstPage()}`),
      ],
    }),
  ),
  scenario('the chat as each role reads it', [
    ...(['manager', 'staff', 'admin'] as const).flatMap((as) => [
      get(as, `${ROOMS}${firstPage()}`),
      get(as, joinable),
      get(as, `${ROOMS}${firstPage('&type=group')}`),
    ]),
    get('staff', `${ROOMS}?type=store%2Cannouncement`),
    ...[1, 2, 4, 6, 7].flatMap((id) => roomOf('manager', id)),
    { expand: olderPage('manager', COACH, 13) },
    get('manager', `${ROOMS}/${COACH}/messages`),
    get('manager', `${ROOMS}/5`),
    ...roomOf('staff', COACH),
    get('staff', `${ROOMS}/${COACH}/messages`),
    { expand: olderPage('staff', COACH, 25, '') },
    get('staff', `${ROOMS}/7`),
    ...roomOf('admin', 3),
    ...catchUp('manager', COACH, [64]),
    // Search: across the caller's rooms (Japanese without word boundaries), and in one room.
    get('manager', `/api/v3/chat/messages/search?q=${encodeURIComponent('記録用紙')}`),
    get('manager', `/api/v3/chat/messages/search?q=${encodeURIComponent('清掃')}`),
    get('staff', `/api/v3/chat/messages/search?q=${encodeURIComponent('清掃')}`),
    get('manager', `${ROOMS}/${COACH}/messages?search=${encodeURIComponent('記録用紙')}`),
  ]),
  scenario('the rooms are read (mark-read)', [
    send('manager', 'POST', `${ROOMS}/1/mark-read`),
    get('manager', `${ROOMS}/1`),
    ...lists('manager'),
    send('admin', 'POST', `${ROOMS}/3/mark-read`),
    get('admin', `${ROOMS}/3`),
    send('staff', 'POST', `${ROOMS}/${COACH}/mark-read`),
    get('staff', `${ROOMS}/${COACH}`),
    send('manager', 'POST', `${ROOMS}/${COACH}/mark-read`),
  ]),
  ...(
    [
      ['manager', '1行目\n2行目', 'sends with Enter'],
      ['staff', '17時のクラス、代行できます。', 'sends'],
    ] as const
  ).map(
    ([as, body, what]): Scenario => ({
      name: `communication: the ${as} login ${what} to the coach room`,
      fixtures: 'communication',
      clocks: ['friday', 'saturday'],
      steps: [
        send(as, 'POST', `${ROOMS}/${COACH}/messages`, { body }),
        get(as, `${ROOMS}/${COACH}`),
        get(as, `${ROOMS}/${COACH}/messages?limit=50`),
        get(as, `${ROOMS}/${COACH}/messages`),
        get(as, ROOMS),
        ...catchUp(as, COACH, [64, NEXT_MESSAGE]),
        ...lists(as),
      ],
    }),
  ),
  scenario('the staff login sends a photo', [
    form('staff', 'POST', `${ROOMS}/${COACH}/messages`, {
      body: '修理箇所の写真です',
      'files[]': new File([PNG], 'プール.png', { type: 'image/png' }),
    }),
  ]),
  scenario('a message with a file', [
    form('manager', 'POST', `${ROOMS}/${COACH}/messages`, { body: '見積書です', 'files[]': pdf() }),
    get('manager', `${ROOMS}/${COACH}`),
    ...catchUp('manager', COACH, [64, NEXT_MESSAGE]),
    ...lists('manager'),
  ]),
  ...(['manager', 'staff'] as const).map(
    (as): Scenario => ({
      name: `communication: the ${as} login sends a message, edits and deletes it`,
      fixtures: 'communication',
      clocks: ['friday', 'saturday'],
      steps: editAndDelete(as),
    }),
  ),
  scenario('another participant’s message arrives live', [
    send('admin', 'POST', `${ROOMS}/${COACH}/messages`, { body: '今日のミーティングは15時からです' }),
    get('manager', `${ROOMS}/${COACH}`),
    ...catchUp('manager', COACH, [64]),
    ...lists('manager'),
    send('manager', 'POST', `${ROOMS}/${COACH}/mark-read`),
  ]),
  scenario('a manager archives the coach room', [
    send('manager', 'PUT', `${ROOMS}/${COACH}`, { is_active: false }),
    get('manager', `${ROOMS}/${COACH}`),
    ...lists('manager'),
  ]),
  scenario('a participant sets the room’s name, description and icon', [
    send('manager', 'PUT', `${ROOMS}/${COACH}`, {
      name: '渋谷校 コーチ連絡',
      description: 'レッスン運営の連絡用ルームです',
      icon: 'medal',
    }),
    get('manager', `${ROOMS}/${COACH}`),
    ...lists('manager'),
    send('manager', 'PUT', `${ROOMS}/${COACH}`, { name: '冬季短期教室 2026 準備' }),
  ]),
  scenario('the staff login leaves the coach room, then joins it again', [
    send('staff', 'POST', `${ROOMS}/${COACH}/leave`),
    ...lists('staff'),
    get('staff', `${ROOMS}/${COACH}`),
    send('staff', 'POST', `${ROOMS}/${COACH}/join`),
    get('staff', `${ROOMS}/${COACH}`),
    ...roomOf('staff', COACH),
    ...lists('staff'),
  ]),
  scenario('the staff login joins 進級テスト準備', [
    send('staff', 'POST', `${ROOMS}/7/join`),
    ...roomOf('staff', 7),
    send('staff', 'POST', `${ROOMS}/7/mark-read`),
    ...lists('staff'),
    get('staff', `${ROOMS}/7/messages?after_id=73&limit=100`),
  ]),
  scenario('rooms are created: a group, a 1:1, then renamed, joined, left and deleted', [
    send('manager', 'POST', ROOMS, {
      type: 'group',
      name: '年末イベント準備',
      description: null,
      icon: null,
      participants: [4],
    }),
    ...roomOf('manager', 8),
    ...lists('manager'),
    send('manager', 'POST', ROOMS, { type: 'direct', name: '高橋 葵', participants: [4] }),
    ...roomOf('manager', 9),
    ...lists('manager'),
    send('manager', 'POST', ROOMS, { type: 'group', name: '冬季短期教室 2026', participants: [3] }),
    send('manager', 'PUT', `${ROOMS}/10`, { name: '冬季短期教室 2026 準備' }),
    send('admin', 'POST', `${ROOMS}/10/join`),
    send('admin', 'POST', `${ROOMS}/10/leave`),
    send('manager', 'DELETE', `${ROOMS}/10`),
    get('manager', `${ROOMS}/10`),
  ]),
  scenario('a room with an icon is created', [
    send('manager', 'POST', ROOMS, {
      type: 'group',
      name: '年末イベント準備',
      description: null,
      icon: 'star',
      participants: [4],
    }),
    ...roomOf('manager', 8),
    ...lists('manager'),
  ]),
  scenario('the staff login comments; the cache follows', [
    // The post itself is read before by the board's scenario: every read counts a view, so a second read
    // here, in the same state, would be another count.
    get('staff', `${POSTS}/3/comments`),
    send('staff', 'POST', `${POSTS}/3/comments`, { content: '受付にも掲示しました。' }),
    get('staff', `${POSTS}/3/comments`),
    get('staff', `${POSTS}/3`),
  ]),
  scenario('an admin deletes a comment', [
    get('admin', `${POSTS}/3/comments`),
    send('admin', 'DELETE', `${POSTS}/3/comments/3`),
    get('admin', `${POSTS}/3/comments`),
    get('admin', `${POSTS}/3`),
  ]),
  scenario('the staff login posts with files, flags and a window', [
    form('staff', 'POST', POSTS, {
      title: 'プール開放日のお知らせ',
      body: '12月の第3日曜日は一般開放日です。',
      category: 'event',
      priority: 'high',
      store_id: '1',
      is_pinned: '1',
      is_active: '1',
      publish_start: '2026-11-21 09:00:00',
      publish_end: '2026-12-21 18:30:00',
      'files[]': [
        new File([ESTIMATE_PDF], 'kaiho.pdf', { type: 'application/pdf' }),
        new File([PNG], 'map.png', { type: 'image/png' }),
      ],
    }),
  ]),
  scenario('an admin updates a post’s attachments and deletes it', [
    form('admin', 'POST', `${POSTS}/3`, {
      _method: 'PUT',
      priority: 'urgent',
      is_pinned: '0',
      'remove_files[]': ['1'],
      'files[]': [new File([ESTIMATE_PDF], 'schedule-v2.pdf', { type: 'application/pdf' })],
    }),
    get('admin', `${POSTS}/3`),
    get('admin', POSTS),
    get('admin', `${POSTS}/3/comments`),
    get('admin', `${POSTS}/3/read-receipts`),
    get('admin', `${POSTS}${firstPage()}`),
    ...badges('admin'),
    send('admin', 'DELETE', `${POSTS}/3`),
    get('admin', `${POSTS}/3`),
    get('admin', POSTS),
  ]),
];
