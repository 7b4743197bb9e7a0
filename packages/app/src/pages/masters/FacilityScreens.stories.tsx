import { DEMO_TOKENS, errorHandler, handlers, resetFixtureStore } from '@kayoi/api-client/msw';
import { staffScreens } from '@kayoi/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppScreen, signInAs } from '../../stories/AppScreen.tsx';
import { type Canvas, LOAD, rowsOf, screen } from '../../stories/helpers.ts';
import { enterFacilities } from './masterStoryData.ts';

// The facility master against the mock server: 渋谷校 has 25mプール (6 lanes), ベビープール and 多目的スタジオ.

const IN_USE = 'この施設のレーンは4件のクラスで使われているため削除できません。無効にしてください';

const meta = {
  title: 'Screens/Masters/Facilities',
  component: AppScreen,
  args: { path: '/master/facilities' },
  parameters: { layout: 'fullscreen', viewport: { options: staffScreens } },
  beforeEach: async () => {
    resetFixtureStore();
    signInAs(DEMO_TOKENS.manager);
    await enterFacilities();
  },
} satisfies Meta<typeof AppScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

const grid = (canvas: Canvas) => canvas.findByRole('grid', { name: '施設一覧' }, LOAD);

/** From the list to the pool's page, as a user gets there. */
async function openPool(canvas: Canvas) {
  const table = await grid(canvas);
  await waitFor(() => expect(rowsOf(table)).toHaveLength(3), LOAD);
  await userEvent.click(within(table).getByRole('rowheader', { name: '25mプール' }));
  return canvas.findByRole('heading', { level: 1, name: '25mプール' }, LOAD);
}

export const List: Story = {
  play: async ({ canvas }) => {
    const table = await grid(canvas);
    await waitFor(() => expect(rowsOf(table)).toHaveLength(3), LOAD);
    await expect(rowsOf(table)[0]).toHaveTextContent('25mプール');
    await expect(rowsOf(table)[0]).toHaveTextContent('6レーン');
    await expect(canvas.getByRole('button', { name: '新規登録' })).toBeVisible();
  },
};

/** Waits for the list to be that one row: the filtered answer itself, not a list in between with one row left. */
const onlyRow = (table: HTMLElement, text: string) =>
  waitFor(
    () => expect(rowsOf(table).map((row) => row.textContent)).toEqual([expect.stringContaining(text)]),
    LOAD,
  );

export const FilterByKindAndWords: Story = {
  play: async ({ canvas }) => {
    const table = await grid(canvas);
    await waitFor(() => expect(rowsOf(table)).toHaveLength(3), LOAD);
    await userEvent.click(canvas.getByRole('button', { name: /種類/ }));
    await userEvent.click(await screen().findByRole('option', { name: 'スタジオ' }));
    await onlyRow(table, '多目的スタジオ');
    await userEvent.click(canvas.getByRole('button', { name: '条件をクリア' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'キーワード' }), 'ベビー');
    await onlyRow(table, 'ベビープール');
  },
};

/** A new school's first visit: the empty list says what to do, and offers it. */
export const EmptyGuidesANewSchool: Story = {
  beforeEach: () => {
    resetFixtureStore();
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('まだ施設がありません', {}, LOAD)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '施設を追加' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: '施設登録' }, LOAD)).toBeVisible();
  },
};

export const Detail: Story = {
  play: async ({ canvas }) => {
    await openPool(canvas);
    const lanes = canvas.getByRole('grid', { name: 'レーン' });
    await expect(rowsOf(lanes)).toHaveLength(6);
    await expect(rowsOf(lanes)[5]).toHaveTextContent('共用');
    await expect(rowsOf(lanes)[0]).toHaveTextContent('110〜130cm');
    const history = canvas.getByRole('region', { name: '登録・変更の履歴' });
    await expect(history).toHaveTextContent('佐藤 美咲');
  },
};

/** Staff read the masters; the buttons that would write are not offered. */
export const StaffReadOnly: Story = {
  beforeEach: () => {
    signInAs(DEMO_TOKENS.staff);
  },
  play: async ({ canvas }) => {
    await openPool(canvas);
    await expect(canvas.queryByRole('button', { name: '編集' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '削除' })).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: '施設一覧' }));
    await grid(canvas);
    await expect(canvas.queryByRole('button', { name: '新規登録' })).toBeNull();
  },
};

export const NewPoolWithTwoLanes: Story = {
  args: { path: '/master/facilities/new' },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /施設名/ }, LOAD), '屋外プール');
    const add = canvas.getByRole('button', { name: 'レーンを追加' });
    await userEvent.click(add);
    // The new lane's first field has the focus: the keyboard carries on there.
    await expect(canvas.getByRole('region', { name: '第1レーン' })).toContainElement(
      document.activeElement as HTMLElement,
    );
    await userEvent.type(
      within(canvas.getByRole('region', { name: '第1レーン' })).getByRole('textbox', { name: '長さ（m）' }),
      '50',
    );
    await userEvent.click(add);
    const second = canvas.getByRole('region', { name: '第2レーン' });
    // The second lane takes the first one's length.
    await expect(within(second).getByRole('textbox', { name: '長さ（m）' })).toHaveValue('50');
    await userEvent.click(canvas.getByRole('button', { name: '登録' }));
    await expect(await screen().findByText('施設を登録しました', {}, LOAD)).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 1, name: '屋外プール' }, LOAD)).toBeVisible();
    await expect(rowsOf(canvas.getByRole('grid', { name: 'レーン' }))).toHaveLength(2);
  },
};

export const RefusedWithTheSchemasWords: Story = {
  args: { path: '/master/facilities/new' },
  play: async ({ canvas }) => {
    await canvas.findByRole('textbox', { name: /施設名/ }, LOAD);
    await userEvent.click(canvas.getByRole('button', { name: 'レーンを追加' }));
    await userEvent.click(canvas.getByRole('button', { name: 'レーンを追加' }));
    const second = within(canvas.getByRole('region', { name: '第2レーン' }));
    await userEvent.clear(second.getByRole('textbox', { name: /レーン番号/ }));
    await userEvent.type(second.getByRole('textbox', { name: /レーン番号/ }), '1');
    // Two lanes numbered 1 stay told apart by their place.
    await expect(canvas.getByRole('region', { name: '第1レーン（2行目）' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '登録' }));
    await expect(await canvas.findByText('施設名は必須です')).toBeVisible();
    await expect(await canvas.findByText('同じレーン番号が2つあります')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /施設名/ })).toHaveFocus());
  },
};

/** Lanes move with the keyboard: the focus stays on the button, the lanes keep their numbers in place. */
export const ReorderLanesByKeyboard: Story = {
  play: async ({ canvas }) => {
    await openPool(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '編集' }));
    const down = await canvas.findByRole('button', { name: '第1レーンを下へ移動' }, LOAD);
    down.focus();
    await userEvent.keyboard('{Enter}');
    // The lane that was first is second now, named for its new place; the old second lane is 第1レーン.
    await waitFor(() => expect(document.activeElement).toHaveAccessibleName('第2レーンを下へ移動'));
    const first = within(canvas.getByRole('region', { name: '第1レーン' }));
    await expect(first.getByRole('textbox', { name: /レーン番号/ })).toHaveValue('1');
    // 第6レーン is the shared one: moved up, it keeps being shared and takes number 5.
    canvas.getByRole('button', { name: '第6レーンを上へ移動' }).focus();
    await userEvent.keyboard(' ');
    const fifth = within(canvas.getByRole('region', { name: '第5レーン' }));
    await expect(fifth.getByRole('checkbox', { name: /共用レーン/ })).toBeChecked();
    canvas.getByRole('button', { name: '第5レーンを削除' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.queryByRole('region', { name: '第5レーン' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await screen().findByText('施設を更新しました', {}, LOAD)).toBeVisible();
    const lanes = await canvas.findByRole('grid', { name: 'レーン' }, LOAD);
    await expect(rowsOf(lanes)).toHaveLength(5);
    await waitFor(
      () => expect(canvas.getByRole('region', { name: '登録・変更の履歴' })).toHaveTextContent('最終更新'),
      LOAD,
    );
  },
};

/** The server refuses a facility whose lanes have classes (409): its reason stays, and 無効にする is offered. */
export const DeleteInUseOffersDeactivation: Story = {
  parameters: {
    msw: { handlers: [errorHandler('deleteFacility', 409, 'CONFLICT', IN_USE), ...handlers] },
  },
  play: async ({ canvas }) => {
    await openPool(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '削除' }));
    const dialog = await screen().findByRole('alertdialog', { name: '施設を削除しますか？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '削除する' }));
    const alert = await canvas.findByRole('alert', {}, LOAD);
    await expect(alert).toHaveTextContent(IN_USE);
    await userEvent.click(within(alert).getByRole('button', { name: '無効にする' }));
    await expect(await screen().findByText('施設を無効にしました', {}, LOAD)).toBeVisible();
    await waitFor(() => expect(canvas.queryByRole('button', { name: '無効にする' })).toBeNull());
  },
};

export const Deleted: Story = {
  play: async ({ canvas }) => {
    await openPool(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '削除' }));
    const dialog = await screen().findByRole('alertdialog', { name: '施設を削除しますか？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '削除する' }));
    await expect(await screen().findByText('施設を削除しました', {}, LOAD)).toBeVisible();
    const table = await grid(canvas);
    await waitFor(() => expect(rowsOf(table)).toHaveLength(2), LOAD);
  },
};

/** A facility deleted meanwhile, or another store's: said so, without a retry. */
export const Missing: Story = {
  args: { path: '/master/facilities/99999' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('施設が見つかりません', {}, LOAD)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '施設一覧' })).toBeVisible();
  },
};
