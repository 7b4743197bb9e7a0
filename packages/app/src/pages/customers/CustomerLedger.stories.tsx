import {
  answerHandler,
  DEMO_CUSTOMER_IDS,
  DEMO_TOKENS,
  errorHandler,
  resetFixtureStore,
} from '@kayoi/api-client/msw';
import { staffScreens } from '@kayoi/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppScreen, signInAs } from '../../stories/AppScreen.tsx';
import { choose, LOAD, mockWith, rowsOf, screen } from '../../stories/helpers.ts';
import { LEDGER } from '../billing/billingStoryData.ts';

// The customer record's 請求・入金履歴 (issue 15): November invoiced and paid in cash (領収書 No.1043), December
// invoiced and open. Changing how 山田 花子 (#1) pays to 現金 is the server's recorded answer.

const meta = {
  title: 'Screens/Customers/Ledger',
  component: AppScreen,
  args: { path: `/customers/${DEMO_CUSTOMER_IDS.active}` },
  parameters: {
    layout: 'fullscreen',
    viewport: { options: staffScreens },
    ...mockWith(answerHandler('getCustomerLedger', LEDGER)),
  },
  beforeEach: () => {
    resetFixtureStore();
    signInAs(DEMO_TOKENS.manager);
  },
} satisfies Meta<typeof AppScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

const ledgerOf = async (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('region', { name: '請求・入金履歴' }, LOAD);

export const Ledger: Story = {
  play: async ({ canvas }) => {
    const ledger = await ledgerOf(canvas);
    const entries = await within(ledger).findByRole('table', { name: '請求・入金の明細' }, LOAD);
    await expect(rowsOf(entries)[1]).toHaveTextContent('現金入金（領収書 No.1043）');
    await expect(ledger).toHaveTextContent('残高（未収）￥15,700');
    // A parent asks what December's 15,700 is: its lines say 契約, 割引 and 調整, each with its tax rate.
    const december = within(entries).getByRole('list', { name: '2026年12月分 請求の明細' });
    await expect(within(december).getAllByRole('listitem')).toHaveLength(4);
    await expect(december).toHaveTextContent('割引 山田家 兄弟割（2人目 1,100円引き）-￥1,100（10%）');
    await expect(december).toHaveTextContent('調整 スクール水着 140cm￥3,600（10%）');
  },
};

/** Paid ahead at the desk while December was a draft (issue 28): the ledger says 前受金 and its credit, not a negative 未収. */
export const PaidAhead: Story = {
  parameters: mockWith(
    answerHandler('getCustomerLedger', {
      customer_id: DEMO_CUSTOMER_IDS.active,
      payment_method: 'cash',
      invoiced_total: 0,
      paid_total: 10000,
      balance: -10000,
      entries: [
        {
          date: '2026-11-24',
          kind: 'payment',
          reference_id: 811,
          billing_month: null,
          receipt_number: 1044,
          description: '前受金（現金・領収書 No.1044）',
          debit: 0,
          credit: 10000,
          balance: -10000,
          lines: [],
        },
      ],
      open_invoices: [],
    }),
  ),
  play: async ({ canvas }) => {
    const ledger = await ledgerOf(canvas);
    const entries = await within(ledger).findByRole('table', { name: '請求・入金の明細' }, LOAD);
    await expect(rowsOf(entries)[0]).toHaveTextContent('前受金（現金・領収書 No.1044）');
    await expect(ledger).toHaveTextContent('前受金残高￥10,000');
    await expect(ledger).not.toHaveTextContent('残高（未収）');
  },
};

export const ChangePaymentMethod: Story = {
  play: async ({ canvas }) => {
    const ledger = await ledgerOf(canvas);
    await within(ledger).findByRole('table', { name: '請求・入金の明細' }, LOAD);
    await choose(within(ledger), /支払方法/, '現金');
    await expect(await screen().findByText('支払方法を変更しました', {}, LOAD)).toBeVisible();
  },
};

export const LedgerFailed: Story = {
  parameters: mockWith(errorHandler('getCustomerLedger', 500)),
  play: async ({ canvas }) => {
    const ledger = await ledgerOf(canvas);
    await expect(await within(ledger).findByRole('button', { name: '再試行' }, LOAD)).toBeVisible();
  },
};

/** Staff see the record without its money. */
export const StaffSeeNoLedger: Story = {
  beforeEach: () => signInAs(DEMO_TOKENS.staff),
  play: async ({ canvas }) => {
    await canvas.findByRole('region', { name: '来館履歴' }, LOAD);
    await expect(canvas.queryByRole('region', { name: '請求・入金履歴' })).toBeNull();
  },
};
