import { DEMO_TOKENS, errorHandler, handlers, resetFixtureStore } from '@kayoi/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppScreen, signInAs } from '../../stories/AppScreen.tsx';
import { choose, LOAD, rowsOf, screen } from '../../stories/helpers.ts';

// The staff master against the mock server: 渋谷校 has 山田 太郎 (admin), 佐藤 美咲 (manager, signed in),
// 鈴木 健太 and 高橋 葵 (staff).

const NOW = new Date('2026-11-21T10:00:00+09:00');

const meta = {
  title: 'Screens/Staffs',
  component: AppScreen,
  args: { path: '/master/staffs' },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    resetFixtureStore({ now: NOW });
    signInAs(DEMO_TOKENS.manager);
    localStorage.removeItem('sidebar_mode');
  },
} satisfies Meta<typeof AppScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('grid', { name: 'スタッフ一覧' }, LOAD);
    await waitFor(() => expect(table).toHaveTextContent('高橋 葵'), LOAD);
    await expect(rowsOf(table)).toHaveLength(4);
    await expect(table).toHaveTextContent('在職');
    await expect(canvas.getByRole('button', { name: '新規登録' })).toBeVisible();
  },
};

/** The state filter: nobody is 招待中 in the demo school; everyone is 在職. */
export const FilterByState: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('grid', { name: 'スタッフ一覧' }, LOAD);
    await waitFor(() => expect(table).toHaveTextContent('高橋 葵'), LOAD);
    await choose(canvas, /状態/, '招待中');
    await expect(await canvas.findByText('この状態のスタッフはいません')).toBeVisible();
    await choose(canvas, /状態/, '在職');
    await waitFor(() => expect(rowsOf(table)).toHaveLength(4));
  },
};

/** A staff member's page as a manager sees it: the account, its actions, the profile, history and card. */
export const Detail: Story = {
  tags: ['visual'],
  args: { path: '/master/staffs/4', window: true },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: '高橋 葵' }, LOAD);
    await expect(canvas.getByRole('button', { name: '退職' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'パスワードを再設定させる' })).toBeNull();
  },
};

/** The form a manager fills in for a new staff member. */
export const NewForm: Story = {
  tags: ['visual'],
  args: { path: '/master/staffs/new', window: true },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'スタッフ登録' }, LOAD);
    await expect(canvas.getByRole('checkbox', { name: /招待メールを送る/ })).toBeChecked();
  },
};

/** Staff read the master: no 新規登録, no 編集, no account actions. */
export const ReadOnlyForStaff: Story = {
  args: { path: '/master/staffs/4' },
  beforeEach: () => signInAs(DEMO_TOKENS.staff),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: '高橋 葵' }, LOAD);
    await expect(canvas.queryByRole('button', { name: '編集' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '退職' })).toBeNull();
  },
};

/** A new staff account by URL: staff may not create one, so the access-denied modal comes instead of the form. */
export const NewFormRefusedForStaff: Story = {
  args: { path: '/master/staffs/new' },
  beforeEach: () => signInAs(DEMO_TOKENS.staff),
  play: async ({ canvas }) => {
    const dialog = await screen().findByRole('dialog', { name: 'アクセス権限がありません' }, LOAD);
    await expect(within(dialog).getByText('マネージャー')).toBeVisible();
    await expect(canvas.queryByRole('textbox', { name: /^氏名/ })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '登録' })).toBeNull();
  },
};

/** A manager adds a staff member: no 管理者 among the roles; the invitation goes out; the account is 招待中. */
export const CreateByManager: Story = {
  args: { path: '/master/staffs/new' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'スタッフ登録' }, LOAD);
    await userEvent.type(canvas.getByRole('textbox', { name: /^氏名/ }), '中村 さくら');
    const kana = canvas.getByRole('textbox', { name: /^フリガナ/ });
    await userEvent.type(kana, 'なかむら さくら');
    await userEvent.tab();
    await expect(kana).toHaveValue('ナカムラ サクラ');
    await userEvent.type(canvas.getByRole('textbox', { name: /^メールアドレス/ }), 'nakamura@demo.kayoi.jp');
    await userEvent.click(canvas.getByRole('button', { name: /権限/ }));
    const options = await screen().findAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual(['マネージャー', 'スタッフ']);
    await userEvent.click(options[1] as HTMLElement);
    await userEvent.click(canvas.getByRole('switch', { name: /指導員/ }));
    await userEvent.click(canvas.getByRole('button', { name: '資格を追加' }));
    await userEvent.type(canvas.getByRole('textbox', { name: /^資格名/ }), '日本水泳連盟 基礎水泳指導員');
    await userEvent.click(canvas.getByRole('button', { name: '登録' }));
    await canvas.findByRole('heading', { level: 1, name: '中村 さくら' }, LOAD);
    await expect(await screen().findByText('スタッフを登録しました')).toBeVisible();
  },
};

/** Required fields say what is missing, in the schema's words, and the first one takes the focus. */
export const CreateEmpty: Story = {
  args: { path: '/master/staffs/new' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'スタッフ登録' }, LOAD);
    await userEvent.click(canvas.getByRole('button', { name: '登録' }));
    await expect(await canvas.findByText('氏名は必須です')).toBeVisible();
    await expect(canvas.getByText('フリガナは必須です')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^氏名/ })).toHaveFocus());
  },
};

/** 退職 asks first, with a reason; 再雇用 brings the account back. */
export const RetireAndReinstate: Story = {
  args: { path: '/master/staffs/4' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: '高橋 葵' }, LOAD);
    await userEvent.click(canvas.getByRole('button', { name: '退職' }));
    const dialog = await screen().findByRole('alertdialog', { name: '高橋 葵さんを退職にしますか？' });
    await userEvent.type(screen().getByRole('textbox', { name: /退職理由/ }), '転居のため');
    await userEvent.click(screen().getByRole('button', { name: '退職にする' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument(), LOAD);
    await expect(await canvas.findByText('退職したスタッフです')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '編集' })).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: '再雇用' }));
    await userEvent.click(await screen().findByRole('button', { name: '再雇用する' }));
    await expect(await screen().findByText('スタッフを再雇用しました')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: '退職' })).toBeVisible(), LOAD);
  },
};

/** The server's refusal (the last admin, another store …) is the toast. */
export const RetireRefused: Story = {
  args: { path: '/master/staffs/4' },
  parameters: {
    msw: {
      handlers: [
        errorHandler('retireStaff', 409, 'CONFLICT', 'このスタッフは既に退職しています'),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: '高橋 葵' }, LOAD);
    await userEvent.click(canvas.getByRole('button', { name: '退職' }));
    await userEvent.click(await screen().findByRole('button', { name: '退職にする' }));
    await expect(await screen().findByText('このスタッフは既に退職しています')).toBeVisible();
  },
};

/** An edit keeps the account's values; the manager may not make anyone an admin. */
export const Edit: Story = {
  args: { path: '/master/staffs/3/edit' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: '鈴木 健太さんの情報を編集' }, LOAD);
    const name = canvas.getByRole('textbox', { name: /^氏名/ });
    await expect(name).toHaveValue('鈴木 健太');
    await choose(canvas, /権限/, 'マネージャー');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await canvas.findByRole('heading', { level: 1, name: '鈴木 健太' }, LOAD);
    await expect(await screen().findByText('スタッフを更新しました')).toBeVisible();
    await expect(canvas.getAllByText('マネージャー').length).toBeGreaterThan(0);
  },
};

/** A photo is chosen, then saved (the server sniffs its bytes). */
export const PhotoUpload: Story = {
  args: { path: '/master/staffs/4' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: '高橋 葵' }, LOAD);
    const save = canvas.getByRole('button', { name: '写真を保存' });
    await expect(save).toBeDisabled();
    const input = canvas
      .getByRole('group', { name: 'スタッフの写真' })
      .querySelector<HTMLInputElement>('input[type="file"]');
    const png = Uint8Array.from(
      atob(
        'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      ),
      (c) => c.charCodeAt(0),
    );
    await userEvent.upload(input as HTMLInputElement, new File([png], 'aoi.png', { type: 'image/png' }));
    await userEvent.click(save);
    await expect(await screen().findByText('写真を更新しました', {}, LOAD)).toBeVisible();
    await waitFor(() => expect(save).toBeDisabled());
  },
};
