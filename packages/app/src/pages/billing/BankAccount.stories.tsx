import {
  answerHandler,
  DEMO_CUSTOMER_IDS,
  DEMO_TOKENS,
  errorHandler,
  resetFixtureStore,
} from '@kayoi/api-client/msw';
import { staffScreens } from '@kayoi/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppScreen, signInAs } from '../../stories/AppScreen.tsx';
import { type Canvas, LOAD, mockWith, screen } from '../../stories/helpers.ts';
import { ACCOUNT, LEDGER_WITHOUT_ENTRIES } from './zenginStoryData.ts';

// The customer record's 口座情報 (issue 16): the account on record as the file will carry it, and its form —
// bank and branch found in the bank master by kana or code, the number zero-padded, the holder's name shown in
// the half-width katakana the bank reads as staff type it, or refused (kanji) in the server's words.

const ledger = answerHandler('getCustomerLedger', LEDGER_WITHOUT_ENTRIES);

const meta = {
  title: 'Screens/Customers/BankAccount',
  component: AppScreen,
  args: { path: `/customers/${DEMO_CUSTOMER_IDS.active}` },
  parameters: {
    layout: 'fullscreen',
    viewport: { options: staffScreens },
    ...mockWith(ledger, answerHandler('getCustomerBankAccount', ACCOUNT)),
  },
  beforeEach: () => {
    resetFixtureStore();
    signInAs(DEMO_TOKENS.manager);
  },
} satisfies Meta<typeof AppScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

/**
 * The panel once it and the sections above it have loaded (they would move it), scrolled to the top of the
 * window (what the baseline shows).
 */
async function panelOf(canvas: Canvas) {
  const ledger = await canvas.findByRole('region', { name: '請求・入金履歴' }, LOAD);
  await within(ledger).findByText('請求・入金の記録はまだありません', {}, LOAD);
  await within(await canvas.findByRole('region', { name: '来館履歴' }, LOAD)).findAllByRole('row', {}, LOAD);
  const panel = await canvas.findByRole('region', { name: '口座情報' }, LOAD);
  await waitFor(() => expect(within(panel).getByRole('button', { name: /口座/ })).toBeVisible(), LOAD);
  // Only the screen's own scroller moves (scrollIntoView would move the page too), to below the sticky top bar.
  const scroller = panel.closest('[style*="overflow: auto"]') as HTMLElement | null;
  if (scroller)
    scroller.scrollTop += panel.getBoundingClientRect().top - scroller.getBoundingClientRect().top - 96;
  return panel;
}

/** Picks an entry of the bank master by typing its reading. */
async function pickFromMaster(dialog: HTMLElement, label: string, typed: string, option: RegExp) {
  const box = within(dialog).getByRole('combobox', { name: new RegExp(label) });
  await userEvent.click(box);
  await userEvent.type(box, typed);
  await userEvent.click(await screen().findByRole('option', { name: option }, LOAD));
}

export const Account: Story = {
  tags: ['visual'],
  args: { window: true },
  play: async ({ canvas }) => {
    const panel = await panelOf(canvas);
    await expect(panel).toHaveTextContent('0009 三井住友（ﾐﾂｲｽﾐﾄﾓ）');
    await expect(panel).toHaveTextContent('ﾔﾏﾀﾞ ｲﾁﾛｳ');
    await expect(panel).toHaveTextContent('00000000000000001532');
    await expect(panel).toHaveTextContent('1（初回の振替）');
    await expect(panel).toHaveTextContent('2026/11/02');
  },
};

/** A first registration: bank and branch by kana, the number padded, the name shown as the bank will read it. */
export const Register: Story = {
  tags: ['visual'],
  args: { window: true },
  parameters: mockWith(ledger, answerHandler('getCustomerBankAccount', null)),
  play: async ({ canvas }) => {
    const panel = await panelOf(canvas);
    await expect(panel).toHaveTextContent('口座振替の口座はまだ登録されていません');
    await userEvent.click(within(panel).getByRole('button', { name: '口座を登録' }));
    const dialog = await screen().findByRole('dialog', { name: '口座を登録' }, LOAD);
    await pickFromMaster(dialog, '金融機関', 'みずほ', /0001 みずほ/);
    await pickFromMaster(dialog, '支店', 'しぶや', /110 渋谷/);
    const number = within(dialog).getByRole('textbox', { name: /口座番号/ });
    await userEvent.type(number, '12345');
    await userEvent.tab();
    await expect(number).toHaveValue('0012345');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /口座名義（カナ）/ }), 'やまだ はなこ');
    await expect(within(dialog).getByText('ﾔﾏﾀﾞ ﾊﾅｺ')).toBeVisible();
  },
};

/** The bank master answers only when the story lets it (each run of the story gets a new gate). */
let answerBanks = () => {};
const heldBanks = http.get('*/api/banks', async () => {
  await banksAnswered;
  return undefined; // on to the fixture handlers
});
let banksAnswered: Promise<void> = Promise.resolve();

/**
 * Typed into before the bank master has answered (a slow line, a busy desk): the list opens at once and says
 * 検索しています…, and the answer lands in it. It used to stay closed until something more was typed.
 */
export const TypedBeforeTheMasterAnswers: Story = {
  parameters: mockWith(ledger, answerHandler('getCustomerBankAccount', null), heldBanks),
  beforeEach: () => {
    banksAnswered = new Promise((resolve) => {
      answerBanks = resolve;
    });
    return () => answerBanks();
  },
  play: async ({ canvas }) => {
    const panel = await panelOf(canvas);
    await userEvent.click(within(panel).getByRole('button', { name: '口座を登録' }));
    const dialog = await screen().findByRole('dialog', { name: '口座を登録' }, LOAD);
    const box = within(dialog).getByRole('combobox', { name: /金融機関/ });
    await userEvent.click(box);
    await userEvent.type(box, '0009');
    const list = await screen().findByRole('listbox');
    await expect(list).toHaveTextContent('検索しています…');
    answerBanks();
    await userEvent.click(await within(list).findByRole('option', { name: /0009 三井住友/ }, LOAD));
    await expect(box).toHaveValue('0009 三井住友');
  },
};

export const RegisterSaved: Story = {
  parameters: mockWith(ledger, answerHandler('getCustomerBankAccount', null)),
  play: async ({ canvas }) => {
    const panel = await panelOf(canvas);
    await userEvent.click(within(panel).getByRole('button', { name: '口座を登録' }));
    const dialog = await screen().findByRole('dialog', { name: '口座を登録' }, LOAD);
    await pickFromMaster(dialog, '金融機関', '0009', /0009 三井住友/);
    await pickFromMaster(dialog, '支店', 'とうきょう', /001 東京営業部/);
    await userEvent.type(within(dialog).getByRole('textbox', { name: /口座番号/ }), '1234567');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /口座名義（カナ）/ }), 'ヤマダ ハナコ');
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(await screen().findByText('口座情報を保存しました', {}, LOAD)).toBeVisible();
  },
};

/** The name as the bank reads it while typed; kanji said at once, and refused before anything is sent. */
export const HolderRefused: Story = {
  play: async ({ canvas }) => {
    const panel = await panelOf(canvas);
    await userEvent.click(within(panel).getByRole('button', { name: '口座情報を編集' }));
    const dialog = await screen().findByRole('dialog', { name: '口座情報を編集' }, LOAD);
    const holder = within(dialog).getByRole('textbox', { name: /口座名義（カナ）/ });
    // Small kana made large, the long-vowel mark kept (each export writes it as its bank takes it).
    await userEvent.clear(holder);
    await userEvent.type(holder, 'やまだ しょうこ ゆーか');
    await expect(within(dialog).getByText('ﾔﾏﾀﾞ ｼﾖｳｺ ﾕｰｶ')).toBeVisible();
    await userEvent.clear(holder);
    await userEvent.type(holder, '山田 はなこ');
    await expect(within(dialog).getByText(/口座名義に使えない文字があります（山、田）/)).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(holder).toHaveAccessibleDescription(/口座名義に使えない文字があります/);
  },
};

/** The server's refusal goes beside its field. */
export const ServerRefused: Story = {
  parameters: mockWith(
    ledger,
    answerHandler('getCustomerBankAccount', ACCOUNT),
    errorHandler('updateCustomerBankAccount', 422, 'VALIDATION_ERROR', '入力内容を確認してください', {
      fieldErrors: { branch_code: ['この支店は使用停止です（統合先: 新宿支店 123）'] },
    }),
  ),
  play: async ({ canvas }) => {
    const panel = await panelOf(canvas);
    await userEvent.click(within(panel).getByRole('button', { name: '口座情報を編集' }));
    const dialog = await screen().findByRole('dialog', { name: '口座情報を編集' }, LOAD);
    await userEvent.click(within(dialog).getByRole('button', { name: '保存' }));
    await expect(
      await within(dialog).findByText('この支店は使用停止です（統合先: 新宿支店 123）', {}, LOAD),
    ).toBeVisible();
  },
};

export const LoadFailed: Story = {
  parameters: mockWith(ledger, errorHandler('getCustomerBankAccount', 500)),
  play: async ({ canvas }) => {
    const panel = await canvas.findByRole('region', { name: '口座情報' }, LOAD);
    await expect(await within(panel).findByRole('button', { name: '再試行' }, LOAD)).toBeVisible();
  },
};

/** Staff see the record without the account. */
export const StaffSeeNoAccount: Story = {
  beforeEach: () => signInAs(DEMO_TOKENS.staff),
  play: async ({ canvas }) => {
    await canvas.findByRole('region', { name: '来館履歴' }, LOAD);
    await expect(canvas.queryByRole('region', { name: '口座情報' })).toBeNull();
  },
};
