import { DEMO_TOKENS, errorHandler, handlers, resetFixtureStore } from '@kayoi/api-client/msw';
import { addMonths, longMonthLabel } from '@kayoi/domain/calendar';
import { staffScreens } from '@kayoi/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppScreen, signInAs } from '../../stories/AppScreen.tsx';
import { type Canvas, choose, LOAD, rowsOf, STORY_TODAY, screen } from '../../stories/helpers.ts';
import { enterSchool } from './masterStoryData.ts';

// The program master against the mock server: スイミング has ジュニア 週1回 (¥7,700) and 週2回 (¥12,100). The
// mock keeps one fee per program (no rules); a fee taking effect from a later month is the e2e's, on the server.

const CONTRACTED = 'このプログラムは12名の会員が契約中のため削除できません。無効にしてください';
// The month after the stories' today.
const NEXT_MONTH = addMonths(STORY_TODAY, 1).slice(0, 7);

const meta = {
  title: 'Screens/Masters/Programs',
  component: AppScreen,
  args: { path: '/master/programs' },
  parameters: { layout: 'fullscreen', viewport: { options: staffScreens } },
  beforeEach: async () => {
    resetFixtureStore();
    signInAs(DEMO_TOKENS.manager);
    await enterSchool();
  },
} satisfies Meta<typeof AppScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

const grid = (canvas: Canvas) => canvas.findByRole('grid', { name: 'プログラム一覧' }, LOAD);

async function openWeekly(canvas: Canvas) {
  const table = await grid(canvas);
  await waitFor(() => expect(rowsOf(table)).toHaveLength(2), LOAD);
  await userEvent.click(within(table).getByRole('rowheader', { name: 'ジュニア 週1回' }));
  return canvas.findByRole('heading', { level: 1, name: 'ジュニア 週1回' }, LOAD);
}

export const List: Story = {
  play: async ({ canvas }) => {
    const table = await grid(canvas);
    await waitFor(() => expect(rowsOf(table)).toHaveLength(2), LOAD);
    await expect(rowsOf(table)[0]).toHaveTextContent('￥7,700');
    await expect(rowsOf(table)[0]).toHaveTextContent('週1回・60分');
    await choose(canvas, /スクール$/, 'スイミング');
    await choose(canvas, /カテゴリ$/, '成人');
    await expect(await canvas.findByText('条件に合うプログラムはありません', {}, LOAD)).toBeVisible();
  },
};

export const Detail: Story = {
  play: async ({ canvas }) => {
    await openWeekly(canvas);
    const fees = canvas.getByRole('region', { name: /料金$/ });
    await expect(fees).toHaveTextContent('￥7,700');
    await expect(fees).toHaveTextContent('￥11,000');
    await expect(canvas.getByRole('region', { name: '基本情報' })).toHaveTextContent('25級〜1級');
    const history = canvas.getByRole('grid', { name: '料金履歴' });
    await waitFor(() => expect(rowsOf(history)[0]).toHaveTextContent('適用中'), LOAD);
  },
};

/** A fee change from next month: the month is chosen in the form, the toast says it is saved. */
export const FeeFromNextMonth: Story = {
  play: async ({ canvas }) => {
    await openWeekly(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '編集' }));
    const monthly = await canvas.findByRole('textbox', { name: /^月謝/ }, LOAD);
    await userEvent.clear(monthly);
    await userEvent.type(monthly, '８０００');
    await choose(canvas, /料金の適用開始月$/, `${longMonthLabel(NEXT_MONTH)}から`);
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await screen().findByText('プログラムを更新しました', {}, LOAD)).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'ジュニア 週1回' }, LOAD),
    ).toBeVisible();
  },
};

export const NewProgramRefusedThenSaved: Story = {
  args: { path: '/master/programs/new' },
  play: async ({ canvas }) => {
    await canvas.findByRole('textbox', { name: /プログラム名/ }, LOAD);
    await userEvent.click(canvas.getByRole('button', { name: '登録' }));
    await expect(await canvas.findByText('プログラム名は必須です')).toBeVisible();
    await expect(canvas.getByText('月謝は必須です')).toBeVisible();
    await choose(canvas, /スクール$/, 'スイミング');
    await choose(canvas, /カテゴリ$/, '成人');
    await userEvent.type(canvas.getByRole('textbox', { name: /プログラム名/ }), '成人 フリー');
    await userEvent.type(canvas.getByRole('textbox', { name: /^月謝/ }), '9900');
    await userEvent.clear(canvas.getByRole('textbox', { name: /対象年齢（下限）/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /対象年齢（下限）/ }), '20');
    await userEvent.type(canvas.getByRole('textbox', { name: /対象年齢（上限）/ }), '18');
    await userEvent.click(canvas.getByRole('button', { name: '登録' }));
    await expect(
      await canvas.findByText('対象年齢（上限）は対象年齢（下限）以上で入力してください'),
    ).toBeVisible();
    await userEvent.clear(canvas.getByRole('textbox', { name: /対象年齢（上限）/ }));
    await userEvent.click(canvas.getByRole('button', { name: '登録' }));
    await expect(await screen().findByText('プログラムを登録しました', {}, LOAD)).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 1, name: '成人 フリー' }, LOAD)).toBeVisible();
  },
};

export const StaffReadOnly: Story = {
  beforeEach: () => {
    signInAs(DEMO_TOKENS.staff);
  },
  play: async ({ canvas }) => {
    await openWeekly(canvas);
    await expect(canvas.queryByRole('button', { name: '編集' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '削除' })).toBeNull();
  },
};

/** The fee form by URL: staff may not save a program, so the access-denied modal comes instead of the form. */
export const StaffOpensTheFeeFormByUrl: Story = {
  args: { path: '/master/programs/new' },
  beforeEach: () => {
    signInAs(DEMO_TOKENS.staff);
  },
  play: async ({ canvas }) => {
    const dialog = await screen().findByRole('dialog', { name: 'アクセス権限がありません' }, LOAD);
    await expect(within(dialog).getByText('マネージャー')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: /プログラム名/ })).toBeNull();
    await expect(canvas.queryByRole('textbox', { name: /^月謝/ })).toBeNull();
  },
};

/** The same for a program's edit form. */
export const StaffOpensAnEditFormByUrl: Story = {
  args: { path: '/master/programs/1/edit' },
  beforeEach: () => {
    signInAs(DEMO_TOKENS.staff);
  },
  play: async ({ canvas }) => {
    await screen().findByRole('dialog', { name: 'アクセス権限がありません' }, LOAD);
    await expect(canvas.queryByRole('textbox', { name: /^月謝/ })).toBeNull();
  },
};

export const DeleteContractedOffersDeactivation: Story = {
  parameters: {
    msw: { handlers: [errorHandler('deleteProgram', 409, 'CONFLICT', CONTRACTED), ...handlers] },
  },
  play: async ({ canvas }) => {
    await openWeekly(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '削除' }));
    const dialog = await screen().findByRole('alertdialog', { name: 'プログラムを削除しますか？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '削除する' }));
    const alert = await canvas.findByRole('alert', {}, LOAD);
    await expect(alert).toHaveTextContent(CONTRACTED);
    await userEvent.click(within(alert).getByRole('button', { name: '無効にする' }));
    await expect(await screen().findByText('プログラムを無効にしました', {}, LOAD)).toBeVisible();
  },
};
