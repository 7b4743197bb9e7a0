import { DEMO_TOKENS, resetFixtureStore } from '@kayoi/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppScreen, signInAs } from '../../stories/AppScreen.tsx';
import { LOAD, rowsOf, screen } from '../../stories/helpers.ts';

// The bank master against the mock server's few banks (みずほ 0001 with 東京営業部 001, 丸の内中央, 渋谷 …).

const meta = {
  title: 'Screens/Banks',
  component: AppScreen,
  args: { path: '/master/banks' },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    resetFixtureStore();
    signInAs(DEMO_TOKENS.admin);
    localStorage.removeItem('sidebar_mode');
  },
} satisfies Meta<typeof AppScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A reading in hiragana finds the katakana one; a code finds its bank. */
export const SearchByKanaOrCode: Story = {
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('grid', { name: '銀行一覧' }, LOAD);
    await waitFor(() => expect(table).toHaveTextContent('みずほ'), LOAD);
    const search = canvas.getByRole('searchbox', { name: 'キーワード' });
    await userEvent.type(search, 'みついすみとも');
    await waitFor(() => expect(rowsOf(table)).toHaveLength(1), LOAD);
    await expect(rowsOf(table)[0]).toHaveTextContent('三井住友');
    await userEvent.clear(search);
    await userEvent.type(search, '0005');
    await waitFor(() => expect(rowsOf(table)[0]).toHaveTextContent('三菱ＵＦＪ'), LOAD);
    await expect(rowsOf(table)).toHaveLength(1);
  },
};

/** An admin renames a branch and notes where it went; the row says 修正済み. */
export const AdminCorrectsBranch: Story = {
  args: { path: '/master/banks/0001' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'みずほ' }, LOAD);
    const branches = await canvas.findByRole('grid', { name: '支店一覧' });
    await waitFor(() => expect(branches).toHaveTextContent('丸の内中央'), LOAD);
    const row = rowsOf(branches).find((r) => r.textContent?.includes('丸の内中央')) as HTMLElement;
    await userEvent.click(within(row).getAllByRole('gridcell')[0] as HTMLElement);
    const dialog = await screen().findByRole('dialog', { name: '支店 004 の修正' });
    const name = within(dialog).getByRole('textbox', { name: /^支店名/ });
    await userEvent.clear(name);
    await userEvent.type(name, '丸の内');
    const kana = within(dialog).getByRole('textbox', { name: /^フリガナ/ });
    await userEvent.clear(kana);
    await userEvent.type(kana, 'まるのうち');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^備考/ }), '統合先 東京営業部 001');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(await screen().findByText('支店を更新しました', {}, LOAD)).toBeVisible();
    await waitFor(() => expect(branches).toHaveTextContent('マルノウチ'), LOAD);
    await expect(branches).toHaveTextContent('修正済み');
  },
};

/** The reading must be katakana: the schema's message, on the page. */
export const AdminEditsBankInvalid: Story = {
  args: { path: '/master/banks/0001/edit' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'みずほの修正' }, LOAD);
    const kana = canvas.getByRole('textbox', { name: /^フリガナ/ });
    await userEvent.clear(kana);
    await userEvent.type(kana, 'Mizuho銀行');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByText('フリガナは全角カタカナで入力してください')).toBeVisible();
  },
};

/** Others read the master: no 編集, and a branch is not a button. */
export const ReadOnlyForManager: Story = {
  args: { path: '/master/banks/0001' },
  beforeEach: () => signInAs(DEMO_TOKENS.manager),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'みずほ' }, LOAD);
    const branches = await canvas.findByRole('grid', { name: '支店一覧' });
    await waitFor(() => expect(branches).toHaveTextContent('東京営業部'), LOAD);
    await expect(canvas.queryByRole('button', { name: '編集' })).toBeNull();
  },
};
