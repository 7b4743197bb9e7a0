import { answerHandler, DEMO_TOKENS, errorHandler, resetFixtureStore } from '@kayoi/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppScreen, signInAs } from '../../stories/AppScreen.tsx';
import { closeToasts, LOAD, mockWith, rowsOf, screen } from '../../stories/helpers.ts';

// お問い合わせ (issue 32) against the mock (the spec's examples): 渋谷校's threads — 佐藤 美和's question about the
// 進級テスト waiting for the desk, 鈴木 恵's answered — as the desk's staff sees them.

const meta = {
  title: 'Screens/FamilyThreads',
  component: AppScreen,
  args: { path: '/family-threads' },
  parameters: { layout: 'fullscreen', ...mockWith() },
  beforeEach: () => {
    resetFixtureStore();
    signInAs(DEMO_TOKENS.staff);
    localStorage.removeItem('sidebar_mode');
  },
} satisfies Meta<typeof AppScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Unread first, with the family's name, its members and the latest message; the menu counts what waits. */
export const List: Story = {
  tags: ['visual'],
  args: { window: true },
  parameters: mockWith(answerHandler('getFamilyThreadUnread', { unread_threads: 1, unread_messages: 1 })),
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('grid', { name: 'お問い合わせ一覧' }, LOAD);
    await waitFor(() => expect(rowsOf(table)).toHaveLength(2), LOAD);
    const [waiting, answered] = rowsOf(table) as HTMLElement[];
    await expect(waiting).toHaveTextContent('佐藤 美和');
    await expect(waiting).toHaveTextContent('未読 1');
    await expect(waiting).toHaveTextContent('佐藤 陽向');
    await expect(answered).toHaveTextContent('鈴木 蓮・鈴木 葵');
    await expect(answered).not.toHaveTextContent('未読');
    await expect(answered).toHaveTextContent('（返信）');
    // The sidebar's entry carries the count of threads waiting for the desk.
    const badge = await canvas.findByLabelText('未読のお問い合わせ 1件', {}, LOAD);
    await expect(badge.closest('a')).toHaveAttribute('href', '/family-threads');
  },
};

export const NoThreads: Story = {
  parameters: mockWith(
    answerHandler('listFamilyThreads', [], {
      meta: { current_page: 1, last_page: 1, per_page: 20, total: 0, from: null, to: null },
    }),
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('まだお問い合わせはありません', {}, LOAD)).toBeVisible();
  },
};

export const LoadFails: Story = {
  parameters: mockWith(errorHandler('listFamilyThreads', 500)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('お問い合わせを読み込めませんでした。', {}, LOAD)).toBeVisible();
  },
};

/** The thread oldest first: the desk's own on the right with the family's 既読, the family's unread marked. */
export const Thread: Story = {
  tags: ['visual'],
  args: { path: '/family-threads/3' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: '佐藤 美和様' }, LOAD);
    const list = canvas.getByRole('list', { name: 'メッセージ一覧' });
    const [reply, question] = within(list).getAllByRole('listitem');
    await expect(reply).toHaveTextContent('佐藤 花子');
    await expect(reply).toHaveTextContent('既読');
    await expect(reply).toHaveTextContent('自分のメッセージ');
    await expect(question).toHaveTextContent('12月の進級テストは何曜日のクラスで受けられますか。');
    await expect(question).toHaveTextContent('未読');
    await expect(canvas.getByText('佐藤 陽向')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '返信の本文' })).toBeVisible();
  },
};

/** A reply is sent under the staff's name and the form empties. */
export const Replies: Story = {
  args: { path: '/family-threads/3' },
  play: async ({ canvas }) => {
    const box = await canvas.findByRole('textbox', { name: '返信の本文' }, LOAD);
    await userEvent.type(box, 'お問い合わせありがとうございます。');
    await userEvent.click(canvas.getByRole('button', { name: '返信する' }));
    await expect(await screen().findByText('返信を送信しました', {}, LOAD)).toBeVisible();
    await expect(box).toHaveValue('');
    await closeToasts();
  },
};

/** Nothing written: the form says so and moves focus back to the text. */
export const RefusesAnEmptyReply: Story = {
  args: { path: '/family-threads/3' },
  play: async ({ canvas }) => {
    const box = await canvas.findByRole('textbox', { name: '返信の本文' }, LOAD);
    await userEvent.click(canvas.getByRole('button', { name: '返信する' }));
    await expect(await canvas.findByText('本文を入力してください')).toBeVisible();
    await waitFor(() => expect(box).toHaveFocus());
  },
};

/** Another store's thread (or none): the record's not-found state. */
export const NotFound: Story = {
  args: { path: '/family-threads/999' },
  parameters: mockWith(errorHandler('getFamilyThread', 404)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1 }, LOAD)).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: '返信の本文' })).toBeNull();
  },
};
