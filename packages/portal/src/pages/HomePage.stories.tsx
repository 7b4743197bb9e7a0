import { answerHandler, errorHandler, handlers } from '@kayoi/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LOAD, PortalScreen, phone, signInAsFamily } from '../stories/PortalScreen.tsx';

// ホーム at 390 px, signed in as the spec's example family (two children, one with lessons and a 休講 this week).

const meta = {
  title: 'Portal/Home',
  component: PortalScreen,
  args: { path: '/' },
  ...phone,
  beforeEach: () => signInAsFamily(true),
} satisfies Meta<typeof PortalScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Home: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    const lessons = await canvas.findByRole('list', { name: '佐藤 陽向の次のレッスン' }, LOAD);
    const first = within(lessons).getAllByRole('listitem')[0] as HTMLElement;
    await expect(first).toHaveTextContent('11月24日（火） 16:00〜17:00');
    await expect(first).toHaveTextContent('3コース');
    await expect(first).toHaveTextContent('田中 健 コーチ（代行）');
    await expect(canvas.getByText('休講')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: '佐藤 結菜' })).toBeVisible();
    await expect(canvas.getByText('予定されているレッスンはありません')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'ホーム' })).toHaveAttribute('aria-current', 'page');
    // The unread お知らせ, the latest first, and the way to them.
    const unread = await canvas.findByRole('list', { name: '未読のお知らせ' }, LOAD);
    await expect(within(unread).getAllByRole('listitem')).toHaveLength(2);
    await expect(canvas.getByRole('heading', { name: '未読のお知らせ 2件' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'お知らせを開く' })).toHaveAttribute('href', '/notices');
    // The desk's unread reply (お問い合わせ) and the way to it.
    const replies = await canvas.findByRole('list', { name: '未読の返信' }, LOAD);
    await expect(replies).toHaveTextContent('いつも通っている火曜日のクラスで受けていただけます');
    await expect(replies).toHaveTextContent('渋谷校 佐藤 花子');
    await expect(canvas.getByRole('heading', { name: 'スクールからの返信 1件' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'お問い合わせを開く' })).toHaveAttribute(
      'href',
      '/messages',
    );
  },
};

/** Every reply of the desk read: ホーム shows no reply card, and お問い合わせ stays one tap away. */
export const NoUnreadReplies: Story = {
  parameters: {
    msw: {
      handlers: [
        answerHandler('listFamilyMessages', {
          stores: [{ id: 1, name: '渋谷校' }],
          messages: [],
          unread_count: 0,
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('list', { name: '佐藤 陽向の次のレッスン' }, LOAD);
    await expect(canvas.queryByRole('list', { name: '未読の返信' })).toBeNull();
    await expect(canvas.getByRole('link', { name: 'お問い合わせ' })).toHaveAttribute('href', '/messages');
  },
};

/** A family whose account has no member linked (yet). */
export const NoMembers: Story = {
  parameters: {
    msw: {
      handlers: [
        answerHandler('getFamilyHome', { week: { from: '2026-11-16', to: '2026-11-22' }, members: [] }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('登録されている会員がいません', {}, LOAD)).toBeVisible();
  },
};

/** The home could not load: the message and a way to try again. */
export const LoadFails: Story = {
  parameters: { msw: { handlers: [errorHandler('getFamilyHome', 500), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('読み込みに失敗しました', {}, LOAD)).toBeVisible();
  },
};

/** Signed out, ホーム sends the family to ログイン. */
export const SignedOut: Story = {
  beforeEach: () => signInAsFamily(false),
  play: async ({ canvas }) => {
    await expect(await canvas.findByLabelText('メールアドレス', {}, LOAD)).toBeVisible();
  },
};

export const LogsOut: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'ログアウト' }, LOAD));
    await expect(await canvas.findByLabelText('メールアドレス', {}, LOAD)).toBeVisible();
    await expect(localStorage.getItem('kayoi_family_token')).toBeNull();
  },
};
