import { DEMO_TOKENS, errorHandler, handlers, resetFixtureStore } from '@kayoi/api-client/msw';
import { staffScreens } from '@kayoi/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppScreen, signInAs } from '../../stories/AppScreen.tsx';
import { type Canvas, choose, LOAD, rowsOf, screen } from '../../stories/helpers.ts';
import { enterSchool } from './masterStoryData.ts';

// The grade master against the mock server: スイミング has 25級 (白), 24級 (黄) and 1級 (赤), each with two skills.

const HELD = 'この級は8名の会員が取得しているため削除できません。無効にしてください';

const meta = {
  title: 'Screens/Masters/Grades',
  component: AppScreen,
  args: { path: '/master/grades' },
  parameters: { layout: 'fullscreen', viewport: { options: staffScreens } },
  beforeEach: async () => {
    resetFixtureStore();
    signInAs(DEMO_TOKENS.manager);
    await enterSchool();
  },
} satisfies Meta<typeof AppScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

const grid = (canvas: Canvas) => canvas.findByRole('grid', { name: '級一覧' }, LOAD);

async function openRed(canvas: Canvas) {
  const table = await grid(canvas);
  await waitFor(() => expect(rowsOf(table)).toHaveLength(3), LOAD);
  await userEvent.click(within(table).getByRole('rowheader', { name: '1級' }));
  return canvas.findByRole('heading', { level: 1, name: '1級' }, LOAD);
}

export const List: Story = {
  play: async ({ canvas }) => {
    const table = await grid(canvas);
    await waitFor(() => expect(rowsOf(table)).toHaveLength(3), LOAD);
    await expect(rowsOf(table)[2]).toHaveTextContent('赤');
    await expect(rowsOf(table)[2]).toHaveTextContent('2項目');
  },
};

export const Detail: Story = {
  play: async ({ canvas }) => {
    await openRed(canvas);
    await expect(canvas.getByRole('region', { name: '基本情報' })).toHaveTextContent('#E53935');
    const skills = canvas.getByRole('list', { name: '検定項目' });
    await expect(within(skills).getAllByRole('listitem')[0]).toHaveTextContent('けのび 5m');
  },
};

/** A new grade with its skills, the second moved before the first by keyboard. */
export const NewGradeWithSkills: Story = {
  args: { path: '/master/grades/new' },
  play: async ({ canvas }) => {
    await canvas.findByRole('textbox', { name: /級名/ }, LOAD);
    await userEvent.type(canvas.getByRole('textbox', { name: /級名/ }), '23級');
    await userEvent.type(canvas.getByRole('textbox', { name: /^キャップの色$/ }), '青');
    await userEvent.type(canvas.getByRole('textbox', { name: /キャップの色コード/ }), '#12');
    await choose(canvas, /スクール$/, 'スイミング');
    const add = canvas.getByRole('button', { name: '検定項目を追加' });
    await userEvent.click(add);
    await userEvent.keyboard('けのび 10m');
    await userEvent.click(add);
    await userEvent.keyboard('クロール 12.5m');
    canvas.getByRole('button', { name: '検定項目2「クロール 12.5m」を上へ移動' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(document.activeElement).toHaveAccessibleName('検定項目1「クロール 12.5m」を下へ移動'),
    );
    await userEvent.click(canvas.getByRole('button', { name: '登録' }));
    await expect(
      await canvas.findByText('キャップの色コードは#と6桁の英数字（例: #E53935）で入力してください'),
    ).toBeVisible();
    await userEvent.clear(canvas.getByRole('textbox', { name: /キャップの色コード/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: /キャップの色コード/ }), '#1e88e5');
    await userEvent.click(canvas.getByRole('button', { name: '登録' }));
    await expect(await screen().findByText('級を登録しました', {}, LOAD)).toBeVisible();
    await expect(await canvas.findByRole('heading', { level: 1, name: '23級' }, LOAD)).toBeVisible();
    const skills = canvas.getByRole('list', { name: '検定項目' });
    await expect(within(skills).getAllByRole('listitem')[0]).toHaveTextContent('クロール 12.5m');
    await expect(canvas.getByRole('region', { name: '基本情報' })).toHaveTextContent('#1E88E5');
  },
};

export const StaffReadOnly: Story = {
  beforeEach: () => {
    signInAs(DEMO_TOKENS.staff);
  },
  play: async ({ canvas }) => {
    await openRed(canvas);
    await expect(canvas.queryByRole('button', { name: '編集' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '削除' })).toBeNull();
  },
};

export const DeleteHeldOffersDeactivation: Story = {
  parameters: {
    msw: { handlers: [errorHandler('deleteGrade', 409, 'CONFLICT', HELD), ...handlers] },
  },
  play: async ({ canvas }) => {
    await openRed(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '削除' }));
    const dialog = await screen().findByRole('alertdialog', { name: '級を削除しますか？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '削除する' }));
    const alert = await canvas.findByRole('alert', {}, LOAD);
    await expect(alert).toHaveTextContent(HELD);
    await expect(await screen().findAllByText(HELD)).not.toHaveLength(0);
    await userEvent.click(within(alert).getByRole('button', { name: '無効にする' }));
    await expect(await screen().findByText('級を無効にしました', {}, LOAD)).toBeVisible();
  },
};
