import { answerHandler, errorHandler, handlers } from '@kayoi/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LOAD, PortalScreen, phone, signInAsFamily } from '../stories/PortalScreen.tsx';

// お知らせ at 390 px, signed in as the spec's example family: a 休講 and the 進級テスト unread, the 年末年始 notice read.

const meta = {
  title: 'Portal/Notices',
  component: PortalScreen,
  args: { path: '/notices' },
  ...phone,
  beforeEach: () => signInAsFamily(true),
} satisfies Meta<typeof PortalScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Notices: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: 'お知らせ一覧' }, LOAD);
    const rows = within(list).getAllByRole('listitem');
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent('【休講】11月24日(火) ジュニア 火曜16時');
    await expect(rows[0]).toHaveTextContent('未読');
    await expect(rows[2]).toHaveTextContent('年末年始の休館のお知らせ');
    await expect(rows[2]).not.toHaveTextContent('未読');
    await expect(canvas.getByText('スクールからのお知らせ（未読 2件）')).toBeVisible();
    // The tab bar's お知らせ carries the unread count, in its name too.
    const tab = canvas.getByRole('link', { name: /お知らせ/ });
    await expect(tab).toHaveAttribute('aria-current', 'page');
    await expect(tab).toHaveAccessibleName(/未読 2件/);
  },
};

/** Opening a notice shows its text (and tells the server it was read); opening it again closes it. */
export const OpensANotice: Story = {
  play: async ({ canvas }) => {
    const opener = await canvas.findByRole('button', { name: /12月の進級テストについて/ }, LOAD);
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(opener);
    await expect(opener).toHaveAttribute('aria-expanded', 'true');
    await expect(await canvas.findByText(/当日は水着・キャップ・ゴーグルをご用意ください/)).toBeVisible();
    await userEvent.click(opener);
    await expect(opener).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByText(/当日は水着・キャップ・ゴーグルをご用意ください/)).toBeNull();
  },
};

export const NoNotices: Story = {
  parameters: {
    msw: { handlers: [answerHandler('listFamilyNotices', { notices: [], unread_count: 0 }), ...handlers] },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('お知らせはありません', {}, LOAD)).toBeVisible();
    await expect(canvas.getByText('スクールからのお知らせ')).toBeVisible();
    // Nothing unread: no count on the tab.
    await expect(canvas.getByRole('link', { name: 'お知らせ' })).toBeVisible();
  },
};

export const LoadFails: Story = {
  parameters: { msw: { handlers: [errorHandler('listFamilyNotices', 500), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('読み込みに失敗しました', {}, LOAD)).toBeVisible();
  },
};
