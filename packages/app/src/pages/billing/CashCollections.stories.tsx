import { answerHandler, DEMO_TOKENS, errorHandler, resetFixtureStore } from '@kayoi/api-client/msw';
import { staffScreens } from '@kayoi/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AppScreen, signInAs } from '../../stories/AppScreen.tsx';
import { LOAD, mockWith, screen } from '../../stories/helpers.ts';
import { staffForbidden } from './billingStories.ts';
import {
  ADVANCE_PAYMENT,
  ADVANCE_RECEIPT,
  CASH_CLOSE,
  DRAFT_CREDIT,
  OPEN_INVOICES,
  PAYMENT,
  RECEIPT,
  RECEIPT_PRINTED,
  RECEIPT_REPRINTED,
} from './billingStoryData.ts';

// The cash desk of 渋谷校 on 2026/11/24: 山田 花子 pays November (7,700) with a 10,000 note; three payments
// taken so far today (25,400), the drawer (釣銭準備金 30,000 from the settings) counted 400 short.

/** What the screen sent to take payments (the story's payment is answered after it). */
const sent: unknown[] = [];
const recordPayments = http.post('*/billing/cash-collections', async ({ request }) => {
  sent.push(await request.clone().json());
  return undefined;
});

const openDay = {
  business_date: '2026-11-24',
  payment_count: 3,
  collected: 25400,
  float_amount: 30000,
  expected_cash: 55400,
  voided_count: 0,
  payments: [PAYMENT],
  close: null,
};

const meta = {
  title: 'Screens/Billing/CashCollections',
  component: AppScreen,
  args: { path: '/billing/cash-collections' },
  parameters: {
    layout: 'fullscreen',
    viewport: { options: staffScreens },
    ...mockWith(
      recordPayments,
      answerHandler('listInvoices', OPEN_INVOICES),
      answerHandler('getCashDay', openDay),
      answerHandler('createCashCollection', PAYMENT, { status: 201 }),
      answerHandler('getCashCollectionReceipt', RECEIPT),
      answerHandler('printCashCollectionReceipt', RECEIPT_PRINTED),
      answerHandler('createCashClose', CASH_CLOSE, { status: 201 }),
      answerHandler('voidCashCollection', {
        ...PAYMENT,
        voided_at: '2026-11-24T17:00:00+09:00',
        void_reason: '金額誤り',
      }),
    ),
  },
  beforeEach: () => {
    resetFixtureStore();
    signInAs(DEMO_TOKENS.manager);
    sent.length = 0;
  },
} satisfies Meta<typeof AppScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

async function pickHanako(canvas: ReturnType<typeof within>) {
  const search = await canvas.findByRole('combobox', { name: /会員/ }, LOAD);
  await userEvent.type(search, '山田 花子');
  await userEvent.click(await screen().findByRole('option', { name: /山田 花子/ }, LOAD));
}

/** 印刷 pressed in the receipt dialog: the browser's print is called once (after the server counted it). */
async function printFrom(dialog: HTMLElement) {
  const print = fn();
  const original = window.print;
  window.print = print;
  try {
    await userEvent.click(within(dialog).getByRole('button', { name: '印刷' }));
    await waitFor(() => expect(print).toHaveBeenCalledOnce());
  } finally {
    window.print = original;
  }
}

/** A double click on 入金を登録 sends one payment; the receipt opens and prints the receipt alone. */
export const TakePaymentAndPrint: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await pickHanako(canvas);
    await userEvent.click(await canvas.findByRole('checkbox', { name: /2026年11月分/ }, LOAD));
    await expect(canvas.getByRole('textbox', { name: '2026年11月分に充てる金額（円）' })).toHaveValue('7700');
    await userEvent.type(canvas.getByRole('textbox', { name: 'お預かり（円）' }), '１０，０００');
    await expect(canvas.getByText('￥2,300')).toBeVisible();
    await userEvent.dblClick(canvas.getByRole('button', { name: '入金を登録' }));
    const dialog = await screen().findByRole('dialog', { name: '領収書' }, LOAD);
    await expect(sent).toHaveLength(1);
    await expect(sent[0]).toMatchObject({
      allocations: [{ invoice_id: 3120, amount: 7700 }],
      received: 10000,
      method: 'cash',
    });
    await expect(String((sent[0] as { idempotency_key: string }).idempotency_key)).toMatch(/^cash-/);
    const paper = await within(dialog).findByRole('article', { name: '領収書 No.1043' }, LOAD);
    await expect(paper).toHaveTextContent('登録番号 T1234567890123');
    await expect(paper).toHaveTextContent('10%対象￥7,700（うち消費税 ￥700）');
    await expect(paper).toHaveTextContent('お釣り￥2,300');
    await printFrom(dialog);
    // The original: no 再発行 on it.
    await expect(paper).not.toHaveTextContent('再発行');
    // Waited for, as it may show after the dialog: the picture is then taken without it (vitest.setup.ts).
    await screen().findByText('入金を登録しました', {}, LOAD);
  },
};

/**
 * A receipt printed before (a parent lost it): the dialog says so, and the print the server counts is a 再発行
 * with its count and date on the paper — never a second original.
 */
export const ReprintSaysReissued: Story = {
  parameters: mockWith(
    answerHandler('getCashDay', openDay),
    // Read after its first print: a print now would be a 再発行.
    answerHandler('getCashCollectionReceipt', { ...RECEIPT_PRINTED, reissued: true }),
    answerHandler('printCashCollectionReceipt', RECEIPT_REPRINTED),
  ),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '領収書 No.1043を表示' }, LOAD));
    const dialog = await screen().findByRole('dialog', { name: '領収書' }, LOAD);
    await expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'この領収書は印刷済みです（1回',
    );
    const paper = await within(dialog).findByRole('article', { name: '領収書 No.1043' }, LOAD);
    await expect(paper).toHaveTextContent('再発行1回目');
    await printFrom(dialog);
    await expect(paper).toHaveTextContent('再発行1回目（2026/11/25 10:03）');
  },
};

/** A part of December only: 5,000 of 10,600. */
export const PartialPayment: Story = {
  play: async ({ canvas }) => {
    await pickHanako(canvas);
    await userEvent.click(await canvas.findByRole('checkbox', { name: /2026年12月分/ }, LOAD));
    const amount = canvas.getByRole('textbox', { name: '2026年12月分に充てる金額（円）' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '5000');
    await userEvent.type(canvas.getByRole('textbox', { name: 'お預かり（円）' }), '3000');
    await userEvent.click(canvas.getByRole('button', { name: '入金を登録' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('お預かりが入金額に足りません');
    await expect(sent).toHaveLength(0);
    await userEvent.clear(canvas.getByRole('textbox', { name: 'お預かり（円）' }));
    await userEvent.click(canvas.getByRole('button', { name: '入金を登録' }));
    await screen().findByRole('dialog', { name: '領収書' }, LOAD);
    await expect(sent[0]).toMatchObject({
      allocations: [{ invoice_id: 3401, amount: 5000 }],
      received: 5000,
    });
  },
};

/** Nothing billed at all yet (no cycle generated): the desk can still take a 前受金, typed by staff. */
export const NothingOpen: Story = {
  parameters: mockWith(
    answerHandler('listInvoices', []),
    answerHandler('getCustomerBillingCredit', { ...DRAFT_CREDIT, planned_invoices: [] }),
    answerHandler('getCashDay', openDay),
  ),
  play: async ({ canvas }) => {
    await pickHanako(canvas);
    await expect(await canvas.findByText('この会員に未収の請求はありません', {}, LOAD)).toBeVisible();
    await expect(
      await canvas.findByText('ご請求予定の請求はありません（請求データ作成前）', {}, LOAD),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: '前受金として受け取る金額（円）' })).toHaveValue('');
    await userEvent.click(canvas.getByRole('button', { name: '前受金として受け取る' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('前受金の金額を入力してください');
    await expect(sent).toHaveLength(0);
  },
};

/**
 * December is generated but not confirmed: a parent at the counter with money is not turned away. The desk shows
 * 今月のご請求予定額, offers it as 前受金, and the receipt says 前受金として (December uses it when confirmed).
 */
export const DraftMonthTakenAsAdvance: Story = {
  parameters: mockWith(
    recordPayments,
    answerHandler('listInvoices', []),
    answerHandler('getCustomerBillingCredit', DRAFT_CREDIT),
    answerHandler('getCashDay', openDay),
    answerHandler('createCashCollection', ADVANCE_PAYMENT, { status: 201 }),
    answerHandler('getCashCollectionReceipt', ADVANCE_RECEIPT),
  ),
  play: async ({ canvas }) => {
    await pickHanako(canvas);
    await expect(await canvas.findByText('今月のご請求予定額', {}, LOAD)).toBeVisible();
    await expect(await canvas.findByText('2026年12月分 ￥7,700（確定前）', {}, LOAD)).toBeVisible();
    const amount = canvas.getByRole('textbox', { name: '前受金として受け取る金額（円）' });
    await expect(amount).toHaveValue('7700');
    await userEvent.type(canvas.getByRole('textbox', { name: 'お預かり（円）' }), '10000');
    await expect(canvas.getByText('￥2,300')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '前受金として受け取る' }));
    const dialog = await screen().findByRole('dialog', { name: '領収書' }, LOAD);
    await expect(sent).toHaveLength(1);
    await expect(sent[0]).toMatchObject({
      allocations: [],
      advance_amount: 7700,
      received: 10000,
      method: 'cash',
    });
    const paper = await within(dialog).findByRole('article', { name: '領収書 No.1044' }, LOAD);
    await expect(paper).toHaveTextContent('前受金として');
    await expect(paper).not.toHaveTextContent('対象月');
  },
};

/** The count is 400 short: the screen says so before it is recorded. */
export const DailyClose: Story = {
  play: async ({ canvas }) => {
    const close = await canvas.findByRole('form', { name: 'レジ締め' }, LOAD);
    // The float is the store's stored one, not typed here.
    await expect(within(close).queryByRole('textbox', { name: /釣銭準備金/ })).toBeNull();
    await expect(close).toHaveTextContent('釣銭準備金￥30,000（請求設定）');
    const counts: [string, string][] = [
      ['￥10,000の枚数', '3'],
      ['￥5,000の枚数', '2'],
      ['￥1,000の枚数', '12'],
      ['￥500の枚数', '4'],
      ['￥100の枚数', '10'],
    ];
    for (const [name, value] of counts)
      await userEvent.type(within(close).getByRole('textbox', { name }), value);
    await expect(close).toHaveTextContent('理論残高￥55,400');
    await expect(close).toHaveTextContent('実査残高￥55,000');
    await expect(close).toHaveTextContent('-￥400');
    await expect(close).toHaveTextContent('￥400少ない');
    await userEvent.click(within(close).getByRole('button', { name: 'レジ締めを登録' }));
    await expect(await screen().findByText('レジ締めを登録しました', {}, LOAD)).toBeVisible();
  },
};

/** The day closed: the figures as recorded, no form. */
export const DayClosed: Story = {
  parameters: mockWith(answerHandler('getCashDay', { ...openDay, close: CASH_CLOSE })),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText(/締め済み/, {}, LOAD)).toBeVisible();
    await expect(canvas.queryByRole('form', { name: 'レジ締め' })).toBeNull();
  },
};

export const VoidPayment: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '領収書 No.1043の入金を取消' }, LOAD));
    const dialog = await screen().findByRole('alertdialog', { name: '入金を取り消しますか？' });
    const confirm = within(dialog).getByRole('button', { name: '取り消す' });
    await expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByRole('textbox', { name: /取消の理由/ }), '金額誤り');
    await userEvent.click(confirm);
    await expect(await screen().findByText('入金を取り消しました', {}, LOAD)).toBeVisible();
  },
};

export const NoPaymentsYet: Story = {
  parameters: mockWith(
    answerHandler('getCashDay', { ...openDay, payments: [], payment_count: 0, collected: 0 }),
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('本日の現金入金はまだありません', {}, LOAD)).toBeVisible();
  },
};

export const DayFailed: Story = {
  parameters: mockWith(errorHandler('getCashDay', 500)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: '再試行' }, LOAD)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('combobox', { name: /会員/ })).toBeVisible());
  },
};

export const StaffForbidden: Story = staffForbidden;
