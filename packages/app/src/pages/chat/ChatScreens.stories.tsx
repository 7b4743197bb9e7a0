import type { ChatMessage } from '@kayoi/api-client';
import {
  answerHandler,
  DEMO_TOKENS,
  delayedHandler,
  emptyListHandler,
  errorHandler,
  resetFixtureStore,
} from '@kayoi/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppScreen, signInAs } from '../../stories/AppScreen.tsx';
import { LOAD, mockWith, rowsOf, screen } from '../../stories/helpers.ts';

// The chat against the mock server (the real server's recorded answers), as the manager demo login (佐藤 美咲,
// staff 2) sees it: the store room,
// the coach room (64 messages over eight days, one edited, one deleted: more than one page), the progress-test
// room, the all-stores announcements and an archived summer room. The 1:1 room is 山田 太郎 (admin) and 鈴木 健太.

const NOW = new Date('2026-11-21T10:00:00+09:00');
const COACH_ROOM = '/chat/2';

const meta = {
  title: 'Screens/Chat',
  component: AppScreen,
  args: { path: '/chat' },
  parameters: { layout: 'fullscreen', ...mockWith() },
  beforeEach: () => {
    resetFixtureStore({ now: NOW });
    signInAs(DEMO_TOKENS.manager);
    localStorage.removeItem('sidebar_mode');
  },
} satisfies Meta<typeof AppScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

const messagesOf = async (canvas: ReturnType<typeof within>) => {
  const list = await canvas.findByRole('list', { name: 'メッセージ' }, LOAD);
  return list;
};

/** Another participant sends a message through the mock, as their own screen would. */
const sendAs = (token: string, roomId: number, body: string) =>
  fetch(`/api/v3/chat/rooms/${roomId}/messages`, {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'application/json',
      Accept: 'application/json',
    },
    body: JSON.stringify({ body }),
  });

/** The rooms, latest activity first, with their unread counts and last messages. */
export const RoomList: Story = {
  tags: ['visual'],
  args: { window: true },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('grid', { name: 'チャットルーム' }, LOAD);
    await waitFor(() => expect(table).toHaveTextContent('渋谷校 コーチ連絡'), LOAD);
    await expect(table).toHaveTextContent('アーカイブ');
    await expect(table).toHaveTextContent('佐藤 美咲：発注しておきます。');
  },
};

export const RoomListLoading: Story = {
  parameters: mockWith(delayedHandler('listChatRooms')),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('grid', { name: 'チャットルーム' }, LOAD);
    await expect(table.closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');
  },
};

export const RoomListEmpty: Story = {
  parameters: mockWith(emptyListHandler('listChatRooms')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('まだチャットルームがありません', {}, LOAD)).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'ルームを作成' })).toBeVisible();
  },
};

export const RoomListError: Story = {
  parameters: mockWith(errorHandler('listChatRooms', 500)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('チャットルームを読み込めませんでした。', {}, LOAD)).toBeVisible();
  },
};

/** The type filter goes to the server comma-free (one type) and the list follows. */
export const FilterByType: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('grid', { name: 'チャットルーム' }, LOAD);
    await waitFor(() => expect(table).toHaveTextContent('渋谷校 コーチ連絡'), LOAD);
    await userEvent.click(canvas.getByRole('button', { name: /種類/ }));
    await userEvent.click(await screen().findByRole('option', { name: 'グループ' }));
    await waitFor(() => expect(table).not.toHaveTextContent('全店お知らせ'));
    for (const row of rowsOf(table)) await expect(row).toHaveTextContent('グループ');
  },
};

/** A room: the latest page, 編集済み and the tombstone, the newest at the bottom, the field to write in. */
export const Room: Story = {
  tags: ['visual'],
  args: { path: COACH_ROOM, window: true },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: '渋谷校 コーチ連絡' }, LOAD);
    const list = await messagesOf(canvas);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(50), LOAD);
    await expect(list).toHaveTextContent('編集済み');
    await expect(list).toHaveTextContent('このメッセージは削除されました');
    await expect(canvas.getByRole('button', { name: '以前のメッセージを読み込む' })).toBeVisible();
  },
};

export const HistoryLoading: Story = {
  args: { path: COACH_ROOM },
  parameters: mockWith(delayedHandler('listChatMessages')),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: '渋谷校 コーチ連絡' }, LOAD);
    await expect(canvas.queryByRole('list', { name: 'メッセージ' })).toBeNull();
  },
};

export const HistoryError: Story = {
  args: { path: COACH_ROOM },
  parameters: mockWith(errorHandler('listChatMessages', 500)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('メッセージを読み込めませんでした。', {}, LOAD)).toBeVisible();
  },
};

export const EmptyRoom: Story = {
  args: { path: COACH_ROOM },
  parameters: mockWith(emptyListHandler('listChatMessages')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/まだメッセージはありません/, {}, LOAD)).toBeVisible();
  },
};

/** Older pages come by cursor, above, without repeating a message. */
export const LoadOlder: Story = {
  args: { path: COACH_ROOM },
  play: async ({ canvas }) => {
    const list = await messagesOf(canvas);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(50), LOAD);
    await userEvent.click(canvas.getByRole('button', { name: '以前のメッセージを読み込む' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(64), LOAD);
    await expect(canvas.queryByRole('button', { name: '以前のメッセージを読み込む' })).toBeNull();
  },
};

/** Enter sends; Shift+Enter starts a new line; the field empties and the message is the newest. */
export const SendWithEnter: Story = {
  args: { path: COACH_ROOM },
  play: async ({ canvas }) => {
    const list = await messagesOf(canvas);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(50), LOAD);
    const field = canvas.getByRole('textbox', { name: 'メッセージ' });
    await userEvent.type(field, '1行目{Shift>}{Enter}{/Shift}2行目');
    await expect(field).toHaveValue('1行目\n2行目');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(field).toHaveValue(''), LOAD);
    await waitFor(
      () => expect(within(list).getAllByRole('listitem').at(-1)).toHaveTextContent('1行目 2行目'),
      LOAD,
    );
  },
};

/** A file chosen with ファイルを添付 goes with the message (multipart) and is listed under it once sent. */
export const SendWithAttachment: Story = {
  args: { path: COACH_ROOM },
  play: async ({ canvas, canvasElement }) => {
    const list = await messagesOf(canvas);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(50), LOAD);
    const input = canvasElement.querySelector('input[type="file"]') as HTMLInputElement;
    // A PDF by its bytes: the server sniffs what it is sent.
    const pdf = new File(['%PDF-1.4\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n'], '見積書.pdf', {
      type: 'application/pdf',
    });
    await userEvent.upload(input, pdf);
    const chosen = canvas.getByRole('list', { name: '送信する添付ファイル' });
    await expect(chosen).toHaveTextContent('見積書.pdf');
    await userEvent.type(canvas.getByRole('textbox', { name: 'メッセージ' }), '見積書です{Enter}');
    const attachments = await canvas.findByRole('list', { name: /さんの添付ファイル$/ }, LOAD);
    await expect(within(attachments).getByRole('link', { name: '見積書.pdf' })).toBeVisible();
    await waitFor(
      () => expect(canvas.queryByRole('list', { name: '送信する添付ファイル' })).toBeNull(),
      LOAD,
    );
  },
};

/** Empty text is not sent: the schema's message. */
export const SendEmpty: Story = {
  args: { path: COACH_ROOM },
  play: async ({ canvas }) => {
    await messagesOf(canvas);
    await userEvent.click(canvas.getByRole('textbox', { name: 'メッセージ' }));
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent('メッセージを入力してください');
  },
};

/** A refused message (the rate limit): a toast with the server's words; the text stays to send again. */
export const SendRefused: Story = {
  args: { path: COACH_ROOM },
  parameters: mockWith(
    errorHandler('sendChatMessage', 429, 'TOO_MANY_REQUESTS', '送信が多すぎます。しばらく待ってください'),
  ),
  play: async ({ canvas }) => {
    await messagesOf(canvas);
    const field = canvas.getByRole('textbox', { name: 'メッセージ' });
    await userEvent.type(field, 'こんにちは{Enter}');
    await expect(await screen().findByText('メッセージ送信エラー')).toBeVisible();
    await expect(screen().getByText('送信が多すぎます。しばらく待ってください')).toBeVisible();
    await expect(field).toHaveValue('こんにちは');
  },
};

/** The writer edits their message: 編集済み; then deletes it: the tombstone stays in its place. */
export const EditAndDelete: Story = {
  args: { path: COACH_ROOM },
  play: async ({ canvas }) => {
    const list = await messagesOf(canvas);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(50), LOAD);
    await userEvent.type(canvas.getByRole('textbox', { name: 'メッセージ' }), '明日は休みます{Enter}');
    await waitFor(
      () => expect(within(list).getAllByRole('listitem').at(-1)).toHaveTextContent('明日は休みます'),
      LOAD,
    );
    const mine = () => within(list).getAllByRole('listitem').at(-1) as HTMLElement;
    await userEvent.click(within(mine()).getByRole('button', { name: /を編集/ }));
    const edit = canvas.getByRole('textbox', { name: 'メッセージを編集' });
    await userEvent.clear(edit);
    await userEvent.type(edit, '明日は午後から出勤します{Enter}');
    await waitFor(() => expect(mine()).toHaveTextContent('明日は午後から出勤します'), LOAD);
    await expect(mine()).toHaveTextContent('編集済み');
    await userEvent.click(within(mine()).getByRole('button', { name: /を削除/ }));
    await userEvent.click(await screen().findByRole('button', { name: '削除する' }));
    await waitFor(() => expect(mine()).toHaveTextContent('このメッセージは削除されました'), LOAD);
    await expect(within(mine()).queryByRole('button', { name: /を編集/ })).toBeNull();
  },
};

/** `@` offers the room's participants; ↓ and Enter write the mention into the text. */
export const Mention: Story = {
  args: { path: COACH_ROOM },
  play: async ({ canvas }) => {
    await messagesOf(canvas);
    const field = canvas.getByRole('textbox', { name: 'メッセージ' });
    await userEvent.type(field, 'お願いします @');
    const options = await canvas.findByRole('listbox', { name: 'メンションする相手' });
    await expect(
      within(options)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['山田 太郎', '鈴木 健太']);
    await userEvent.type(field, '鈴');
    await expect(within(options).getAllByRole('option')).toHaveLength(1);
    await userEvent.keyboard('{Enter}');
    await expect(field).toHaveValue('お願いします @鈴木健太 ');
    await expect(canvas.queryByRole('listbox', { name: 'メンションする相手' })).toBeNull();
  },
};

/** Someone else's message arrives over the room's event stream: drawn at the bottom and said aloud. */
export const LiveMessage: Story = {
  args: { path: COACH_ROOM },
  play: async ({ canvas }) => {
    const list = await messagesOf(canvas);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(50), LOAD);
    // The stream is open once the page has settled; the message is sent as 山田 太郎 (admin).
    await new Promise((resolve) => setTimeout(resolve, 500));
    await sendAs(DEMO_TOKENS.admin, 2, '今日のミーティングは15時からです');
    await waitFor(
      () =>
        expect(within(list).getAllByRole('listitem').at(-1)).toHaveTextContent(
          '今日のミーティングは15時からです',
        ),
      LOAD,
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(
      '新着メッセージ 山田 太郎：今日のミーティングは15時からです',
    );
  },
};

const hostileMessages = (): ChatMessage[] => {
  const sender = { id: 3, name: '鈴木 健太', photo_url: null };
  const at = '2026-11-21T09:30:00+09:00';
  const base = { room_id: 2, sender, created_at: at, edited_at: null, deleted_at: null };
  return [
    { ...base, id: 901, body: '<script>alert(1)</script>' },
    { ...base, id: 902, body: '<img src=x onerror=alert(2)> javascript:alert(3)' },
    { ...base, id: 903, body: `資料はこちら https://kayoi.example.jp/docs\n${'長い文章'.repeat(2500)}` },
    { ...base, id: 904, body: '', deleted_at: at },
  ];
};

/** Hostile text is text: no element, no script link, 10,000 characters wrap inside the bubble. */
export const HostileMessages: Story = {
  args: { path: COACH_ROOM },
  parameters: mockWith(
    answerHandler('listChatMessages', hostileMessages(), {
      meta: { has_more: false, next_before_id: null },
    }),
  ),
  play: async ({ canvas }) => {
    const list = await messagesOf(canvas);
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(4), LOAD);
    await expect(list.querySelector('script, img[src="x"]')).toBeNull();
    await expect(within(list).getByText('<script>alert(1)</script>')).toBeVisible();
    await expect(
      within(list)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(['https://kayoi.example.jp/docs']);
    await expect(list).toHaveTextContent('このメッセージは削除されました');
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

const found = (
  id: number,
  roomId: number,
  body: string,
  senderId = 3,
  senderName = '鈴木 健太',
): ChatMessage => ({
  id,
  room_id: roomId,
  sender: { id: senderId, name: senderName, photo_url: null },
  body,
  created_at: '2026-11-20T16:10:00+09:00',
  edited_at: null,
  deleted_at: null,
});

/** Search in the room: the server's matches (no word boundaries needed in Japanese), shown apart from the history. */
export const SearchInRoom: Story = {
  args: { path: COACH_ROOM },
  parameters: mockWith(
    // Only the search: the history answers as usual.
    http.get('/api/v3/chat/rooms/:id/messages', ({ request }) => {
      const search = new URL(request.url).searchParams.get('search');
      if (!search) return undefined;
      return HttpResponse.json({
        success: true,
        data: [found(12, 2, '進級テストの記録用紙が少なくなっています。')],
        meta: { has_more: false, next_before_id: null },
        timestamp: '2026-11-21T10:00:00+09:00',
      });
    }),
  ),
  play: async ({ canvas }) => {
    await messagesOf(canvas);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'ルーム内を検索' }), '記録用紙{Enter}');
    const results = await canvas.findByRole('list', { name: 'ルーム内の検索結果' }, LOAD);
    await expect(results).toHaveTextContent('進級テストの記録用紙が少なくなっています。');
    await expect(canvas.getByText('「記録用紙」の検索結果 1件')).toBeVisible();
  },
};

/** Search across the rooms: each match says its room and links there. */
export const SearchAllRooms: Story = {
  parameters: mockWith(
    answerHandler(
      'searchChatMessages',
      [
        found(70, 1, '本日の清掃当番は鈴木さん、高橋さんです。', 2, '佐藤 美咲'),
        found(12, 2, '清掃用具を補充しました。'),
      ],
      { meta: { has_more: false, next_before_id: null } },
    ),
  ),
  play: async ({ canvas }) => {
    await canvas.findByRole('grid', { name: 'チャットルーム' }, LOAD);
    await userEvent.type(
      canvas.getByRole('searchbox', { name: 'すべてのルームのメッセージを検索' }),
      '清掃{Enter}',
    );
    const results = await canvas.findByRole('list', { name: 'メッセージの検索結果' }, LOAD);
    await waitFor(() => expect(within(results).getAllByRole('listitem')).toHaveLength(2), LOAD);
    await userEvent.click(within(results).getByRole('link', { name: '渋谷校 コーチ連絡' }));
    await canvas.findByRole('heading', { level: 1, name: '渋谷校 コーチ連絡' }, LOAD);
  },
};

/** A 1:1 room is named after the other person (the admin's room with 鈴木 健太). */
export const DirectMessage: Story = {
  tags: ['visual'],
  args: { path: '/chat/3', window: true },
  beforeEach: () => signInAs(DEMO_TOKENS.admin),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: '鈴木 健太' }, LOAD);
    const list = await messagesOf(canvas);
    await waitFor(() => expect(list).toHaveTextContent('了解しました。明日提出します。'), LOAD);
  },
};

/** A room the staff member is not in is not found (the server answers 404, not 403). */
export const NotAParticipant: Story = {
  args: { path: '/chat/5' },
  parameters: mockWith(errorHandler('getChatRoom', 404)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('チャットルームが見つかりません', {}, LOAD)).toBeVisible();
  },
};

/** Archived: readable, nothing to send. */
export const Archived: Story = {
  args: { path: '/chat/6' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: '夏季短期教室 2026' }, LOAD);
    await expect(canvas.getByText(/アーカイブされています/)).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'メッセージ' })).toBeDisabled();
  },
};

/** A manager archives the room: asked first; once archived it is readable and takes no messages. */
export const ArchiveRoom: Story = {
  args: { path: COACH_ROOM },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: '渋谷校 コーチ連絡' }, LOAD);
    await userEvent.click(canvas.getByRole('button', { name: 'アーカイブ' }));
    const dialog = await screen().findByRole('alertdialog', {
      name: '「渋谷校 コーチ連絡」をアーカイブしますか？',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'アーカイブする' }));
    await waitFor(() => expect(canvas.getByText(/アーカイブされています/)).toBeVisible(), LOAD);
    await expect(canvas.getByRole('textbox', { name: 'メッセージ' })).toBeDisabled();
    await expect(canvas.queryByRole('button', { name: 'アーカイブ' })).toBeNull();
  },
};

/** A staff member leaves a room (asked first) and is back at the room list; no アーカイブ for them. */
export const LeaveRoom: Story = {
  args: { path: COACH_ROOM },
  beforeEach: () => signInAs(DEMO_TOKENS.staff),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: '渋谷校 コーチ連絡' }, LOAD);
    await expect(canvas.queryByRole('button', { name: 'アーカイブ' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '退出' }));
    const dialog = await screen().findByRole('alertdialog', {
      name: '「渋谷校 コーチ連絡」から退出しますか？',
    });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await userEvent.click(canvas.getByRole('button', { name: '退出' }));
    const again = await screen().findByRole('alertdialog', {
      name: '「渋谷校 コーチ連絡」から退出しますか？',
    });
    await userEvent.click(within(again).getByRole('button', { name: '退出する' }));
    await canvas.findByRole('heading', { level: 1, name: 'チャット' }, LOAD);
  },
};

/** The store's room cannot be left: no 退出 there. */
export const StoreRoomStays: Story = {
  args: { path: '/chat/1' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: '渋谷校 スタッフ全体' }, LOAD);
    await expect(canvas.getByRole('button', { name: 'アーカイブ' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '退出' })).toBeNull();
  },
};

/** The new room form. */
export const NewRoom: Story = {
  tags: ['visual'],
  args: { path: '/chat/new', window: true },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: '新規チャットルーム' }, LOAD);
    await expect(await canvas.findByRole('checkbox', { name: '山田 太郎' }, LOAD)).toBeVisible();
  },
};

/** A group room with one colleague: created and opened. */
export const CreateGroup: Story = {
  args: { path: '/chat/new' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: '新規チャットルーム' }, LOAD);
    await userEvent.click(canvas.getByRole('button', { name: 'ルームを作成' }));
    await expect(await canvas.findByText('ルーム名は必須です')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: /ルーム名/ }), '年末イベント準備');
    await userEvent.click(await canvas.findByRole('checkbox', { name: '高橋 葵' }, LOAD));
    await userEvent.click(canvas.getByRole('button', { name: 'ルームを作成' }));
    await canvas.findByRole('heading', { level: 1, name: '年末イベント準備' }, LOAD);
    await expect(await screen().findByText('チャットルームを作成しました')).toBeVisible();
  },
};

/** A 1:1 room with one staff member, named after them. */
export const CreateDirect: Story = {
  args: { path: '/chat/new' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: '新規チャットルーム' }, LOAD);
    await userEvent.click(canvas.getByRole('radio', { name: '1対1' }));
    // The picker opens once the staff list has come (a click before it opened nothing and failed a CI run).
    const partner = canvas.getByRole('button', { name: /相手/ });
    await waitFor(() => expect(partner).toBeEnabled(), LOAD);
    await userEvent.click(partner);
    await userEvent.click(await screen().findByRole('option', { name: '高橋 葵' }, LOAD));
    await userEvent.click(canvas.getByRole('button', { name: 'メッセージを始める' }));
    await canvas.findByRole('heading', { level: 1, name: '高橋 葵' }, LOAD);
    await expect(canvas.getByText(/1対1\s参加者 2名/)).toBeVisible();
  },
};

/** Rooms of the store the staff login is not in are listed to join (参加); joining opens the room. */
export const JoinFromList: Story = {
  beforeEach: () => signInAs(DEMO_TOKENS.staff),
  play: async ({ canvas }) => {
    await canvas.findByRole('grid', { name: 'チャットルーム' }, LOAD);
    const joinable = await canvas.findByRole('list', { name: '参加できるルーム' }, LOAD);
    await expect(joinable).toHaveTextContent('進級テスト準備');
    await expect(joinable).toHaveTextContent('参加者 2名');
    await userEvent.click(within(joinable).getByRole('button', { name: '「進級テスト準備」に参加' }));
    await canvas.findByRole('heading', { level: 1, name: '進級テスト準備' }, LOAD);
    await expect(await screen().findByText('チャットルームに参加しました')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'メッセージ' })).toBeEnabled();
  },
};

/** A joinable room opened by its address: not a participant yet (the server's 404), so it says so and offers 参加. */
export const JoinableNotYetParticipant: Story = {
  tags: ['visual'],
  args: { path: '/chat/7', window: true },
  beforeEach: () => signInAs(DEMO_TOKENS.staff),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: '進級テスト準備' }, LOAD);
    await expect(canvas.getByText(/まだ参加していません/)).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: 'メッセージ' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'このルームに参加' })).toBeVisible();
  },
};

/** このルームに参加 on that screen: the room opens in place, to read and write. */
export const JoinFromRoom: Story = {
  args: { path: '/chat/7' },
  beforeEach: () => signInAs(DEMO_TOKENS.staff),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: '進級テスト準備' }, LOAD);
    await userEvent.click(canvas.getByRole('button', { name: 'このルームに参加' }));
    await expect(await canvas.findByRole('textbox', { name: 'メッセージ' }, LOAD)).toBeEnabled();
    await expect(canvas.queryByText(/まだ参加していません/)).toBeNull();
  },
};

/** 設定: a participant gives the room an icon (one of a fixed set); the header shows it. */
export const RoomIconSetting: Story = {
  args: { path: COACH_ROOM },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: '渋谷校 コーチ連絡' }, LOAD);
    await expect(canvasElement.querySelector('header [data-icon="swimmer"]')).not.toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '設定' }));
    const dialog = await screen().findByRole('dialog', { name: 'ルームの設定' });
    await userEvent.click(within(dialog).getByRole('button', { name: /アイコン/ }));
    await userEvent.click(await screen().findByRole('option', { name: 'メダル' }));
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(await screen().findByText('チャットルームを更新しました')).toBeVisible();
    await waitFor(
      () => expect(canvasElement.querySelector('header [data-icon="medal"]')).not.toBeNull(),
      LOAD,
    );
  },
};

/** A new group room with an icon chosen from the set. */
export const CreateWithIcon: Story = {
  args: { path: '/chat/new' },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('heading', { level: 1, name: '新規チャットルーム' }, LOAD);
    await userEvent.type(canvas.getByRole('textbox', { name: /ルーム名/ }), '年末イベント準備');
    await userEvent.click(await canvas.findByRole('checkbox', { name: '高橋 葵' }, LOAD));
    await userEvent.click(canvas.getByRole('button', { name: /アイコン/ }));
    await userEvent.click(await screen().findByRole('option', { name: '星' }));
    await userEvent.click(canvas.getByRole('button', { name: 'ルームを作成' }));
    await canvas.findByRole('heading', { level: 1, name: '年末イベント準備' }, LOAD);
    await expect(canvasElement.querySelector('header [data-icon="star"]')).not.toBeNull();
  },
};
