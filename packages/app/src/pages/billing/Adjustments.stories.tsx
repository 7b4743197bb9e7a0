import { answerHandler, DEMO_TOKENS, errorHandler, resetFixtureStore } from '@kayoi/api-client/msw';
import { staffScreens } from '@kayoi/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppScreen, signInAs } from '../../stories/AppScreen.tsx';
import { choose, LOAD, mockWith, rowsOf, screen } from '../../stories/helpers.ts';
import { staffForbidden } from './billingStories.ts';
import { ADJUSTMENTS, adjustmentOf } from './billingStoryData.ts';

// 請求調整 as 佐藤 美咲 (manager) keeps them: 花子's swimsuit and 蓮's refund open for December, a cap already
// charged in November, a correction voided with its reason.

const meta = {
  title: 'Screens/Billing/Adjustments',
  component: AppScreen,
  args: { path: '/billing/adjustments' },
  parameters: {
    layout: 'fullscreen',
    viewport: { options: staffScreens },
    ...mockWith(answerHandler('listBillingAdjustments', ADJUSTMENTS)),
  },
  beforeEach: () => {
    resetFixtureStore();
    signInAs(DEMO_TOKENS.manager);
  },
} satisfies Meta<typeof AppScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

export const List: Story = {
  tags: ['visual'],
  args: { window: true },
  play: async ({ canvas }) => {
    const grid = await canvas.findByRole('grid', { name: '請求調整一覧' }, LOAD);
    await within(grid).findByText('11/3 臨時休館分の返金', {}, LOAD);
    const rows = rowsOf(grid);
    await expect(rows[1]).toHaveTextContent('-￥2,200');
    await expect(rows[2]).toHaveTextContent('請求済');
    await expect(rows[3]).toHaveTextContent('取消');
  },
};

export const Empty: Story = {
  parameters: mockWith(answerHandler('listBillingAdjustments', [])),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('まだ調整がありません', {}, LOAD)).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: mockWith(errorHandler('listBillingAdjustments', 500)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: '再試行' }, LOAD)).toBeVisible();
  },
};

/** An open adjustment is voided with a reason, never deleted. */
export const VoidWithReason: Story = {
  args: { path: '/billing/adjustments/77' },
  parameters: mockWith(
    answerHandler('getBillingAdjustment', adjustmentOf({})),
    answerHandler(
      'voidBillingAdjustment',
      adjustmentOf({
        status: 'void',
        voided_at: '2026-11-24T10:00:00+09:00',
        voided_by: '佐藤 美咲',
        void_reason: '登録誤り',
      }),
    ),
  ),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: /スクール水着 140cm/ }, LOAD);
    await expect(canvas.queryByRole('button', { name: '削除' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '取消' }));
    const dialog = await screen().findByRole('alertdialog', { name: '調整を取り消しますか？' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /取消の理由/ }), '登録誤り');
    await userEvent.click(within(dialog).getByRole('button', { name: '取り消す' }));
    await expect(await screen().findByText('調整を取り消しました', {}, LOAD)).toBeVisible();
  },
};

export const Voided: Story = {
  args: { path: '/billing/adjustments/69' },
  parameters: mockWith(answerHandler('getBillingAdjustment', ADJUSTMENTS[3])),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/理由: 登録誤り/, {}, LOAD)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '取消' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '編集' })).toBeNull();
  },
};

export const NewRefund: Story = {
  args: { path: '/billing/adjustments/new' },
  parameters: mockWith(
    answerHandler(
      'createBillingAdjustment',
      adjustmentOf({ id: 79, kind: 'refund', description: '振替レッスン未消化分', amount: -1100 }),
      { status: 201 },
    ),
  ),
  play: async ({ canvas }) => {
    const search = await canvas.findByRole('combobox', { name: /会員/ }, LOAD);
    await userEvent.type(search, '山田 花子');
    await userEvent.click(await screen().findByRole('option', { name: /山田 花子/ }, LOAD));
    await choose(canvas, /区分/, '返金');
    await userEvent.type(canvas.getByRole('textbox', { name: /内容/ }), '振替レッスン未消化分');
    await userEvent.type(canvas.getByRole('textbox', { name: /金額/ }), '-1100');
    await userEvent.click(canvas.getByRole('button', { name: '登録' }));
    await expect(await screen().findByText('調整を登録しました', {}, LOAD)).toBeVisible();
  },
};

export const StaffForbidden: Story = staffForbidden;
