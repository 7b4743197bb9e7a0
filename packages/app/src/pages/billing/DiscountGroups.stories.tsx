import { answerHandler, DEMO_TOKENS, errorHandler, resetFixtureStore } from '@kayoi/api-client/msw';
import { staffScreens } from '@kayoi/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppScreen, signInAs } from '../../stories/AppScreen.tsx';
import { LOAD, mockWith, rowsOf, screen } from '../../stories/helpers.ts';
import { staffForbidden } from './billingStories.ts';
import { FAMILY_GROUP } from './billingStoryData.ts';

// 割引グループ: 山田家 兄弟割 (太郎 first, 花子 second: 1,000円引き from the 2nd).

const meta = {
  title: 'Screens/Billing/DiscountGroups',
  component: AppScreen,
  args: { path: '/discount-groups' },
  parameters: {
    layout: 'fullscreen',
    viewport: { options: staffScreens },
    ...mockWith(
      answerHandler('listDiscountGroups', [FAMILY_GROUP]),
      answerHandler('getDiscountGroup', FAMILY_GROUP),
      answerHandler('createDiscountGroup', FAMILY_GROUP, { status: 201 }),
      answerHandler('deleteDiscountGroup', null),
    ),
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
    const grid = await canvas.findByRole('grid', { name: '割引グループ一覧' }, LOAD);
    await within(grid).findByText('山田家 兄弟割', {}, LOAD);
    await expect(rowsOf(grid)[0]).toHaveTextContent('山田 太郎、山田 花子');
    await expect(rowsOf(grid)[0]).toHaveTextContent('2人目以降 ￥1,000引き（全プログラム）');
  },
};

export const Empty: Story = {
  parameters: mockWith(answerHandler('listDiscountGroups', [])),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('まだ割引グループがありません', {}, LOAD)).toBeVisible();
  },
};

export const Failed: Story = {
  parameters: mockWith(errorHandler('listDiscountGroups', 500)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: '再試行' }, LOAD)).toBeVisible();
  },
};

export const DetailAndDelete: Story = {
  args: { path: '/discount-groups/5' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: '山田家 兄弟割' }, LOAD);
    const members = canvas.getByRole('table', { name: 'メンバー' });
    await expect(rowsOf(members)[1]).toHaveTextContent('2人目山田 花子');
    await userEvent.click(canvas.getByRole('button', { name: '削除' }));
    const dialog = await screen().findByRole('alertdialog', { name: '割引グループを削除しますか？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '削除する' }));
    await expect(await screen().findByText('割引グループを削除しました', {}, LOAD)).toBeVisible();
    await canvas.findByRole('heading', { level: 1, name: '割引グループ一覧' }, LOAD);
  },
};

/** Two members in order (the second moved up with the keyboard), 1,000円 off from the second. */
export const NewFamily: Story = {
  args: { path: '/discount-groups/new' },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /グループ名/ }, LOAD), '山田家 兄弟割');
    const add = canvas.getByRole('combobox', { name: /メンバーを追加/ });
    await userEvent.type(add, '山田 花子');
    await userEvent.click(await screen().findByRole('option', { name: /山田 花子/ }, LOAD));
    await userEvent.type(add, '田中 健一');
    await userEvent.click(await screen().findByRole('option', { name: /田中 健一/ }, LOAD));
    const list = canvas.getByRole('list', { name: 'メンバー' });
    const second = within(list).getAllByRole('listitem')[1] as HTMLElement;
    const secondName = second.textContent?.split('（')[0] ?? '';
    within(second)
      .getByRole('button', { name: /を上へ$/ })
      .focus();
    await userEvent.keyboard('{Enter}');
    await expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent(secondName);
    await userEvent.type(canvas.getByRole('textbox', { name: /ルール1: 割引額/ }), '1000');
    await userEvent.click(canvas.getByRole('button', { name: '登録' }));
    await expect(await screen().findByText('割引グループを登録しました', {}, LOAD)).toBeVisible();
  },
};

export const StaffForbidden: Story = staffForbidden;
