import { DEMO_TOKENS, errorHandler, handlers, resetFixtureStore } from '@kayoi/api-client/msw';
import { staffScreens } from '@kayoi/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppScreen, signInAs } from '../../stories/AppScreen.tsx';
import { type Canvas, choose, LOAD, rowsOf, screen } from '../../stories/helpers.ts';
import { enterSchool } from './masterStoryData.ts';

// The school and program-category masters against the mock server: スイミング with ジュニア and 成人.

const HAS_PROGRAMS = 'このスクールには2件のプログラムがあるため削除できません。無効にしてください';

const meta = {
  title: 'Screens/Masters/Schools and categories',
  component: AppScreen,
  args: { path: '/master/schools' },
  parameters: { layout: 'fullscreen', viewport: { options: staffScreens } },
  beforeEach: async () => {
    resetFixtureStore();
    signInAs(DEMO_TOKENS.manager);
    await enterSchool();
  },
} satisfies Meta<typeof AppScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

async function rowsIn(canvas: Canvas, name: string, count: number) {
  const table = await canvas.findByRole('grid', { name }, LOAD);
  await waitFor(() => expect(rowsOf(table)).toHaveLength(count), LOAD);
  return table;
}

/** The school's counts open the lists they count. */
export const SchoolDetailLinksItsLists: Story = {
  play: async ({ canvas }) => {
    const table = await rowsIn(canvas, 'スクール一覧', 1);
    await expect(rowsOf(table)[0]).toHaveTextContent('2件');
    await userEvent.click(within(table).getByRole('rowheader', { name: 'スイミング' }));
    await canvas.findByRole('heading', { level: 1, name: 'スイミング' }, LOAD);
    await userEvent.click(canvas.getByRole('link', { name: '3件' }));
    await rowsIn(canvas, '級一覧', 3);
  },
};

export const NewSchool: Story = {
  args: { path: '/master/schools/new' },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /スクール名/ }, LOAD), '体操');
    await choose(canvas, /種目$/, '体操');
    await userEvent.click(canvas.getByRole('button', { name: '登録' }));
    await expect(await screen().findByText('スクールを登録しました', {}, LOAD)).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 1, name: '体操' }, LOAD)).toBeVisible();
  },
};

export const SchoolWithProgramsIsRefused: Story = {
  parameters: {
    msw: { handlers: [errorHandler('deleteSchool', 409, 'CONFLICT', HAS_PROGRAMS), ...handlers] },
  },
  play: async ({ canvas }) => {
    const table = await rowsIn(canvas, 'スクール一覧', 1);
    await userEvent.click(within(table).getByRole('rowheader', { name: 'スイミング' }));
    await userEvent.click(await canvas.findByRole('button', { name: '削除' }, LOAD));
    const dialog = await screen().findByRole('alertdialog', { name: 'スクールを削除しますか？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '削除する' }));
    await expect(await canvas.findByRole('alert', {}, LOAD)).toHaveTextContent(HAS_PROGRAMS);
  },
};

export const CategoriesOfASchool: Story = {
  args: { path: '/master/program-categories' },
  play: async ({ canvas }) => {
    const table = await rowsIn(canvas, 'プログラムカテゴリ一覧', 2);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'キーワード' }), '成人');
    await waitFor(() => expect(rowsOf(table)).toHaveLength(1), LOAD);
  },
};

export const NewCategoryRefusedThenSaved: Story = {
  args: { path: '/master/program-categories/new' },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: /カテゴリ名/ }, LOAD), '選手コース');
    await userEvent.click(canvas.getByRole('button', { name: '登録' }));
    await expect(await canvas.findByText('スクールは必須です')).toBeVisible();
    await choose(canvas, /スクール$/, 'スイミング');
    await userEvent.click(canvas.getByRole('button', { name: '登録' }));
    await expect(await screen().findByText('カテゴリを登録しました', {}, LOAD)).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 1, name: '選手コース' }, LOAD)).toBeVisible();
  },
};

export const StaffReadOnly: Story = {
  args: { path: '/master/program-categories' },
  beforeEach: () => {
    signInAs(DEMO_TOKENS.staff);
  },
  play: async ({ canvas }) => {
    const table = await rowsIn(canvas, 'プログラムカテゴリ一覧', 2);
    await expect(canvas.queryByRole('button', { name: '新規登録' })).toBeNull();
    await userEvent.click(within(table).getByRole('rowheader', { name: 'ジュニア' }));
    await canvas.findByRole('heading', { level: 1, name: 'ジュニア' }, LOAD);
    await expect(canvas.queryByRole('button', { name: '編集' })).toBeNull();
    // The makeup rules are the school's: a category's page showed the rules of the school whose id was the
    // category's own.
    await expect(canvas.queryByText('振替・在籍のルール')).toBeNull();
  },
};
