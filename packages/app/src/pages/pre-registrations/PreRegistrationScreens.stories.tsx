import {
  createFixtureStore,
  DEMO_TOKENS,
  errorHandler,
  handlers,
  resetFixtureStore,
} from '@kayoi/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppScreen, signInAs } from '../../stories/AppScreen.tsx';
import { type Canvas, choose, LOAD, rowsOf, screen } from '../../stories/helpers.ts';

// The staff side of pre-registrations (seed §2, §4, §7, §8) against the mock server's fixtures: 渋谷校 has ten
// applications, four of them 未確認 (山田 花音 the newest), 鈴木 確認済み, 高橋 変換済み, 田中 キャンセル.

// A fixed "now", so received times and desired dates read the same in every run (visual baselines).
const NOW = new Date('2026-11-21T10:00:00+09:00');
const fixtures = createFixtureStore({ now: NOW });
const detailOf = (familyName: string, suffix = '') =>
  `/customer-pre-registrations/${fixtures.preRegistrations.find((r) => r.family_name === familyName)?.id}${suffix}`;
const YAMADA = detailOf('山田');
const SATO_EDIT = detailOf('佐藤', '/edit');
const SUZUKI = detailOf('鈴木');
const TAKAHASHI = detailOf('高橋');
const TANAKA = detailOf('田中');

const meta = {
  title: 'Screens/PreRegistrations',
  component: AppScreen,
  args: { path: '/customer-pre-registrations' },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    resetFixtureStore({ now: NOW });
    signInAs(DEMO_TOKENS.manager);
    localStorage.removeItem('sidebar_mode');
  },
} satisfies Meta<typeof AppScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

const table = async (canvas: Canvas) => canvas.findByRole('grid', { name: '仮登録一覧' }, LOAD);

async function openAction(canvas: Canvas, name: string) {
  await userEvent.click(await canvas.findByRole('button', { name }, LOAD));
}

export const List: Story = {
  tags: ['visual'],
  args: { window: true },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await waitFor(() => expect(rowsOf(grid)).toHaveLength(10), LOAD);
    // Newest first; the pager lives in the footer.
    await expect(within(rowsOf(grid)[0] as HTMLElement).getByRole('rowheader')).toHaveTextContent(
      '山田 花音',
    );
    await expect(canvas.getByRole('navigation', { name: 'ページ送り' })).toHaveTextContent('全10件');
    // The menu's badge comes from its own answer (the stats), which may land after the list's (read
    // synchronously, it failed a fresh-clone CI run).
    await expect(await canvas.findByRole('img', { name: '未確認の仮登録 4件' }, LOAD)).toBeVisible();
  },
};

/**
 * An admin's list opens on the store they work in, so the sidebar's 未確認 badge and the list agree; すべての店舗
 * widens it (and the status counts, which are one store's, step aside).
 */
export const AdminListAgreesWithTheBadge: Story = {
  beforeEach: () => signInAs(DEMO_TOKENS.admin),
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await waitFor(() => expect(rowsOf(grid)).toHaveLength(10), LOAD);
    // The menu's badge comes from its own answer (the stats), which may land after the list's.
    await expect(await canvas.findByRole('img', { name: '未確認の仮登録 4件' }, LOAD)).toBeVisible();
    const filters = within(canvas.getByRole('search', { name: '仮登録の検索条件' }));
    await expect(filters.getByRole('button', { name: /店舗/ })).toHaveTextContent('渋谷校');
    for (const row of rowsOf(grid)) await expect(row).toHaveTextContent('渋谷校');
    await choose(filters, /ステータス/, '未確認（4）');
    await waitFor(() => expect(rowsOf(grid)).toHaveLength(4), LOAD);
    await choose(filters, /店舗/, 'すべての店舗');
    await waitFor(() => expect(rowsOf(grid).length).toBeGreaterThan(4), LOAD);
    await expect(filters.getByRole('button', { name: /ステータス/ })).toHaveTextContent('未確認');
    await expect(filters.getByRole('button', { name: /ステータス/ })).not.toHaveTextContent('（');
  },
};

export const ListDark: Story = {
  tags: ['visual'],
  args: { window: true },
  globals: { theme: 'dark' },
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await waitFor(() => expect(rowsOf(grid)).toHaveLength(10), LOAD);
  },
};

export const FilterAndSearch: Story = {
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await waitFor(() => expect(rowsOf(grid)).toHaveLength(10), LOAD);
    await userEvent.click(canvas.getByRole('button', { name: /ステータス$/ }));
    await userEvent.click(await screen().findByRole('option', { name: '未確認（4）' }));
    await waitFor(() => expect(rowsOf(grid)).toHaveLength(4), LOAD);
    await expect(canvas.getByText('該当 4件')).toBeVisible();
    // Kana in hiragana finds the katakana record.
    await userEvent.type(canvas.getByRole('searchbox', { name: 'キーワード' }), 'ヤマダ');
    await waitFor(() => expect(rowsOf(grid)).toHaveLength(1), LOAD);
    await userEvent.click(canvas.getByRole('button', { name: '条件をクリア' }));
    await waitFor(() => expect(rowsOf(grid)).toHaveLength(10), LOAD);
  },
};

export const PageSize: Story = {
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await waitFor(() => expect(rowsOf(grid)).toHaveLength(10), LOAD);
    const pager = canvas.getByRole('navigation', { name: 'ページ送り' });
    await userEvent.click(within(pager).getByRole('button', { name: /表示件数/ }));
    await userEvent.click(await screen().findByRole('option', { name: '10件表示' }));
    await expect(within(pager).getByRole('button', { name: 'ページ 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(within(pager).queryByRole('button', { name: 'ページ 2' })).toBeNull();
    await expect(pager).toHaveTextContent('1–10件 / 全10件');
  },
};

export const KeyboardOpensARow: Story = {
  play: async ({ canvas }) => {
    const grid = await table(canvas);
    await waitFor(() => expect(rowsOf(grid)).toHaveLength(10), LOAD);
    (rowsOf(grid)[0] as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('heading', { level: 1, name: '山田 花音' }, LOAD)).toBeVisible();
  },
};

export const Detail: Story = {
  args: { path: YAMADA },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '山田 花音' }, LOAD)).toBeVisible();
    await expect(canvas.getByText('水に顔をつけるのが苦手です')).toBeVisible();
    await expect(canvas.getByRole('img', { name: '山田 花音' })).toBeVisible();
    for (const action of ['確認済みにする', '顧客に変換', 'ステータス変更', '削除', '編集']) {
      await expect(canvas.getByRole('button', { name: action })).toBeVisible();
    }
  },
};

/** 体験 (issue 29): the trial booked for the application, with its lesson and the cancel (reschedule) button. */
/** 体験: a lesson with a free seat chosen on the application, booked; the card then shows it (the seat rule is the server's). */
export const BookATrial: Story = {
  tags: ['visual'],
  args: { path: YAMADA, window: true },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: '山田 花音' }, LOAD);
    // The lessons with a free seat have arrived when the choice opens.
    await waitFor(() => expect(canvas.getByRole('button', { name: /体験するレッスン/ })).toBeEnabled(), LOAD);
    await choose(canvas, /体験するレッスン/, /2026年11月25日.*ジュニア初級/);
    await userEvent.click(canvas.getByRole('button', { name: '体験を予約' }));
    const booked = await canvas.findByText(/2026年11月25日\(水\) 16:00〜 ジュニア初級/, {}, LOAD);
    await expect(booked).toBeVisible();
    await expect(canvas.getByText('未記録')).toBeVisible();
    booked.scrollIntoView({ block: 'center' });
  },
};

export const StaffSeeNoDelete: Story = {
  args: { path: YAMADA },
  beforeEach: () => signInAs(DEMO_TOKENS.staff),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: '山田 花音' }, LOAD);
    await expect(canvas.getByRole('button', { name: '顧客に変換' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '削除' })).toBeNull();
  },
};

export const StatusDialog: Story = {
  tags: ['visual'],
  args: { path: YAMADA, window: true },
  play: async ({ canvas }) => {
    await openAction(canvas, 'ステータス変更');
    const dialog = await screen().findByRole('dialog', { name: 'ステータス変更' });
    const current = within(dialog).getByRole('radio', { name: '未確認（現在）' });
    await expect(current).toBeDisabled();
    await expect(
      within(dialog)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['pending', 'confirmed', 'cancelled']);
    // キャンセル is a status here; the button that closes the dialog says やめる.
    await expect(within(dialog).getByRole('button', { name: 'やめる' })).toBeVisible();
    await expect(within(dialog).queryByRole('button', { name: 'キャンセル' })).toBeNull();
  },
};

export const StatusChangeWithNote: Story = {
  args: { path: YAMADA },
  play: async ({ canvas }) => {
    await openAction(canvas, 'ステータス変更');
    const dialog = await screen().findByRole('dialog', { name: 'ステータス変更' });
    // Sending without a choice says what is missing.
    await userEvent.click(within(dialog).getByRole('button', { name: '変更する' }));
    await expect(await within(dialog).findByText('ステータスを選択してください')).toBeVisible();
    // Keyboard: the radio group, then the note.
    await userEvent.click(within(dialog).getByRole('radio', { name: '確認済み' }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(dialog).getByRole('radio', { name: 'キャンセル' })).toBeChecked();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'メモ' }), 'ご家庭の都合で見送り');
    await userEvent.click(within(dialog).getByRole('button', { name: '変更する' }));
    await expect(await screen().findByText('ステータスを変更しました', {}, LOAD)).toBeVisible();
    await waitFor(() => expect(screen().queryByRole('dialog', { name: 'ステータス変更' })).toBeNull());
    await expect(await canvas.findByText('ご家庭の都合で見送り')).toBeVisible();
    await expect(canvas.getAllByText('キャンセル').length).toBeGreaterThan(0);
  },
};

export const StatusNoteTooLong: Story = {
  args: { path: SUZUKI },
  play: async ({ canvas }) => {
    await openAction(canvas, 'ステータス変更');
    const dialog = await screen().findByRole('dialog', { name: 'ステータス変更' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'キャンセル' }));
    const note = within(dialog).getByRole('textbox', { name: 'メモ' });
    await userEvent.click(note);
    await userEvent.paste('あ'.repeat(1001));
    await userEvent.tab();
    await expect(await within(dialog).findByText('メモは1000文字以内で入力してください')).toBeVisible();
    await expect(within(dialog).getByText('1001 / 1000文字')).toBeVisible();
  },
};

export const NoStatusCanBeChanged: Story = {
  args: { path: TAKAHASHI },
  play: async ({ canvas }) => {
    await openAction(canvas, 'ステータス変更');
    const dialog = await screen().findByRole('dialog', { name: 'ステータス変更' });
    await expect(within(dialog).getByText(/変更可能なステータスはありません/)).toBeVisible();
    await expect(within(dialog).queryByRole('radio')).toBeNull();
    // A converted record offers neither edit nor convert.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen().queryByRole('dialog')).toBeNull());
    await expect(canvas.queryByRole('button', { name: '編集' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: '顧客に変換' })).toBeNull();
    await expect(canvas.getByText('顧客として登録済みです')).toBeVisible();
  },
};

export const ConfirmLowersTheBadge: Story = {
  args: { path: YAMADA },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('img', { name: '未確認の仮登録 4件' }, LOAD)).toBeVisible();
    await openAction(canvas, '確認済みにする');
    const dialog = await screen().findByRole('alertdialog', { name: '確認済みにしますか？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '確認済みにする' }));
    await expect(await screen().findByText('仮登録を確認済みにしました', {}, LOAD)).toBeVisible();
    // The sidebar badge reads /stats again after the change.
    await expect(await canvas.findByRole('img', { name: '未確認の仮登録 3件' }, LOAD)).toBeVisible();
  },
};

export const ConfirmFails: Story = {
  args: { path: YAMADA },
  parameters: {
    msw: { handlers: [errorHandler('confirmPreRegistration', 500, 'INTERNAL_ERROR', ''), ...handlers] },
  },
  play: async ({ canvas }) => {
    await openAction(canvas, '確認済みにする');
    const dialog = await screen().findByRole('alertdialog', { name: '確認済みにしますか？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '確認済みにする' }));
    await expect(await screen().findByText('確認に失敗しました', {}, LOAD)).toBeVisible();
  },
};

export const ConvertFailsWithTheServersMessage: Story = {
  args: { path: SUZUKI },
  parameters: {
    msw: {
      handlers: [
        errorHandler('convertPreRegistration', 409, 'CONFLICT', 'この仮登録は既に顧客に変換されています'),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await openAction(canvas, '顧客に変換');
    const dialog = await screen().findByRole('alertdialog', { name: '顧客に変換しますか？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '顧客に変換' }));
    await expect(await screen().findByText('この仮登録は既に顧客に変換されています', {}, LOAD)).toBeVisible();
  },
};

export const ConvertFails: Story = {
  args: { path: SUZUKI },
  parameters: {
    msw: { handlers: [errorHandler('convertPreRegistration', 500, 'INTERNAL_ERROR', ''), ...handlers] },
  },
  play: async ({ canvas }) => {
    await openAction(canvas, '顧客に変換');
    const dialog = await screen().findByRole('alertdialog', { name: '顧客に変換しますか？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '顧客に変換' }));
    await expect(await screen().findByText('変換に失敗しました', {}, LOAD)).toBeVisible();
  },
};

export const ConvertOpensTheCustomer: Story = {
  args: { path: SUZUKI },
  play: async ({ canvas }) => {
    await openAction(canvas, '顧客に変換');
    const dialog = await screen().findByRole('alertdialog', { name: '顧客に変換しますか？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '顧客に変換' }));
    await expect(await screen().findByText('顧客として登録しました', {}, LOAD)).toBeVisible();
    // The new customer's record opens (it names the pre-registration it came from).
    await expect(await canvas.findByRole('link', { name: /^仮登録 #/ }, LOAD)).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: '鈴木 陽葵' })).toBeVisible();
  },
};

export const DeleteFails: Story = {
  args: { path: TANAKA },
  parameters: {
    msw: { handlers: [errorHandler('deletePreRegistration', 500, 'INTERNAL_ERROR', ''), ...handlers] },
  },
  play: async ({ canvas }) => {
    await openAction(canvas, '削除');
    const dialog = await screen().findByRole('alertdialog', { name: '仮登録を削除しますか？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '削除する' }));
    await expect(await screen().findByText('削除に失敗しました', {}, LOAD)).toBeVisible();
  },
};

export const DeleteGoesBackToTheList: Story = {
  args: { path: TANAKA },
  play: async ({ canvas }) => {
    await openAction(canvas, '削除');
    const dialog = await screen().findByRole('alertdialog', { name: '仮登録を削除しますか？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '削除する' }));
    await expect(await screen().findByText('仮登録を削除しました', {}, LOAD)).toBeVisible();
    const grid = await table(canvas);
    await waitFor(() => expect(rowsOf(grid)).toHaveLength(9), LOAD);
  },
};

export const EditAndSave: Story = {
  args: { path: SATO_EDIT },
  play: async ({ canvas }) => {
    const street = await canvas.findByRole('textbox', { name: '番地' }, LOAD);
    await userEvent.clear(street);
    await userEvent.type(street, '道玄坂2-1-1');
    await userEvent.click(canvas.getByRole('button', { name: /ステータス$/ }));
    await userEvent.click(await screen().findByRole('option', { name: '確認済み' }));
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await screen().findByText('仮登録を更新しました', {}, LOAD)).toBeVisible();
    await expect(await canvas.findByText(/道玄坂2-1-1/, {}, LOAD)).toBeVisible();
    await expect(canvas.getAllByText('確認済み').length).toBeGreaterThan(0);
  },
};

export const EditFails: Story = {
  args: { path: SATO_EDIT },
  parameters: {
    msw: { handlers: [errorHandler('updatePreRegistration', 500, 'INTERNAL_ERROR', ''), ...handlers] },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('textbox', { name: '番地' }, LOAD);
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await screen().findByText('更新に失敗しました', {}, LOAD)).toBeVisible();
  },
};

export const EditValidatesLikeThePublicForm: Story = {
  args: { path: SATO_EDIT },
  play: async ({ canvas }) => {
    const kana = await canvas.findByRole('textbox', { name: '姓（カナ）' }, LOAD);
    await userEvent.clear(kana);
    await userEvent.type(kana, 'Sato');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByText('姓（カナ）は全角カタカナで入力してください')).toBeVisible();
    await waitFor(() => expect(kana).toHaveFocus());
    // No consent box for staff.
    await expect(canvas.queryByRole('checkbox', { name: '個人情報の取り扱いに同意する' })).toBeNull();
  },
};

/** The edit form shares the customer form's guard: the menu asks before the typed address is lost. */
export const EditLeavingAsksFirst: Story = {
  args: { path: SATO_EDIT },
  play: async ({ canvas }) => {
    const street = await canvas.findByRole('textbox', { name: '番地' }, LOAD);
    await userEvent.type(street, ' 2階');
    const menu = canvas.getByRole('navigation', { name: 'メインメニュー' });
    await userEvent.click(within(menu).getByRole('link', { name: 'ダッシュボード' }));
    const dialog = await screen().findByRole('alertdialog', { name: '変更が保存されていません' });
    await userEvent.click(within(dialog).getByRole('button', { name: '破棄して移動' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'ダッシュボード' }, LOAD),
    ).toBeVisible();
  },
};
