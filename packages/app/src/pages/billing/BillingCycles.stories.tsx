import {
  answerHandler,
  DEMO_TOKENS,
  delayedHandler,
  errorHandler,
  resetFixtureStore,
} from '@kayoi/api-client/msw';
import { staffScreens } from '@kayoi/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppScreen, signInAs } from '../../stories/AppScreen.tsx';
import { closeToasts, LOAD, mockWith, screen } from '../../stories/helpers.ts';
import { staffForbidden } from './billingStories.ts';
import { CYCLES, DRAFT, INVOICES, PAGE_META } from './billingStoryData.ts';

// The billing cycles as 佐藤 美咲 (manager) sees them: December 2026 generated as a draft, November waiting to be
// closed, earlier months closed. Invoices: the 山田 family (兄弟割 and a swimsuit on 花子, November carried).

const cycleData = [
  answerHandler('listBillingCycles', CYCLES),
  answerHandler('getBillingCycle', DRAFT),
  answerHandler('listBillingCycleInvoices', INVOICES, { meta: PAGE_META(INVOICES.length) }),
  answerHandler('createBillingCycle', DRAFT, { status: 201 }),
  // 要確認 (issue 29): nothing to look at, unless a story says otherwise (its handler comes first).
  answerHandler('getBillingCycleContractCheck', { cycle_id: DRAFT.id, items: [] }),
  answerHandler('confirmBillingCycle', {
    ...DRAFT,
    status: 'confirmed',
    revision: 2,
    confirmed_at: '2026-11-24T10:05:00+09:00',
    confirmed_by: '佐藤 美咲',
  }),
];

const meta = {
  title: 'Screens/Billing/Cycles',
  component: AppScreen,
  args: { path: '/billing' },
  parameters: { layout: 'fullscreen', viewport: { options: staffScreens }, ...mockWith(...cycleData) },
  beforeEach: () => {
    resetFixtureStore();
    signInAs(DEMO_TOKENS.manager);
  },
} satisfies Meta<typeof AppScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

const cycleList = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('grid', { name: '請求サイクル一覧' }, LOAD);

export const List: Story = {
  tags: ['visual'],
  args: { window: true },
  play: async ({ canvas }) => {
    const grid = await cycleList(canvas);
    await within(grid).findByText('2026年11月', {}, LOAD);
    const rows = within(grid).getAllByRole('row').slice(1);
    await expect(rows[0]).toHaveTextContent('2026年12月');
    await expect(rows[0]).toHaveTextContent('下書き');
    await expect(rows[1]).toHaveTextContent('振替結果取込済');
    await expect(rows[1]).toHaveTextContent('￥76,600');
  },
};

/** The store's 請求設定 before and after the change the recording made (billing-2026-11-20T17-10.json). */
const SETTINGS = {
  first_month_rule: 'full',
  annual_fee_month: 4,
  withdrawal_day: 27,
  closing_day: 10,
  cash_float: 0,
};
const SAVED_SETTINGS = { ...SETTINGS, first_month_rule: 'pro_rata', cash_float: 30000 };

/**
 * 請求設定 from the list, by keyboard: 初月 日割り and a 釣銭準備金 of 30,000 円 saved (the server's recorded
 * answer); opened again, the dialog shows what the server now holds.
 */
export const Settings: Story = {
  tags: ['visual'],
  parameters: mockWith(
    ...cycleData,
    answerHandler('getBillingSettings', SETTINGS, { once: true }),
    answerHandler('getBillingSettings', SAVED_SETTINGS),
    answerHandler('updateBillingSettings', SAVED_SETTINGS, { message: '請求設定を保存しました' }),
  ),
  play: async ({ canvas }) => {
    await cycleList(canvas);
    const open = canvas.getByRole('button', { name: '請求設定' });
    open.focus();
    await userEvent.keyboard('{Enter}');
    // The dialog says 読み込み中 until the settings come, then shows their form.
    const float = await screen().findByRole('textbox', { name: /釣銭準備金/ }, LOAD);
    const dialog = within(float.closest<HTMLElement>('[role="dialog"]') ?? document.body);
    await expect(float).toHaveValue('0');
    await expect(dialog.getByRole('textbox', { name: /締め日/ })).toHaveValue('10');
    await expect(dialog.getByRole('textbox', { name: /引落日/ })).toHaveValue('27');
    await userEvent.click(dialog.getByRole('button', { name: /初月の請求/ }));
    await userEvent.click(await screen().findByRole('option', { name: /日割り/ }));
    await userEvent.clear(float);
    await userEvent.type(float, '30000');
    await userEvent.click(dialog.getByRole('button', { name: '保存' }));
    await expect(await screen().findByText('請求設定を保存しました', {}, LOAD)).toBeVisible();
    await waitFor(() => expect(screen().queryByRole('dialog', { name: '請求設定' })).toBeNull());
    await closeToasts();
    await userEvent.click(canvas.getByRole('button', { name: '請求設定' }));
    await expect(await screen().findByRole('textbox', { name: /釣銭準備金/ }, LOAD)).toHaveValue('30000');
    await waitFor(
      () => expect(screen().getByRole('button', { name: /初月の請求/ })).toHaveTextContent('日割り'),
      LOAD,
    );
  },
};

export const ListEmpty: Story = {
  parameters: mockWith(answerHandler('listBillingCycles', [])),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('まだ請求サイクルがありません', {}, LOAD)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: '請求サイクルを作成' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '請求サイクル作成' }, LOAD),
    ).toBeVisible();
  },
};

export const ListLoading: Story = {
  parameters: mockWith(delayedHandler('listBillingCycles')),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '請求管理' }, LOAD)).toBeVisible();
  },
};

export const ListError: Story = {
  parameters: mockWith(errorHandler('listBillingCycles', 500)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: '再試行' }, LOAD)).toBeVisible();
  },
};

export const StaffForbidden: Story = staffForbidden;

/** A parent asks about 花子's December: her lines say contract, 兄弟割 and the swimsuit, November apart. */
export const DraftWithLines: Story = {
  tags: ['visual'],
  args: { path: '/billing/cycles/12', window: true },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '2026年12月の請求' }, LOAD),
    ).toBeVisible();
    await expect(canvas.getByRole('list', { name: '請求サイクルの進み具合' })).toHaveTextContent('下書き');
    const toggle = await canvas.findByRole('button', { name: '山田 花子' }, LOAD);
    toggle.focus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const lines = canvas.getByRole('table', { name: '山田 花子の明細' });
    await expect(lines).toHaveTextContent('契約');
    await expect(lines).toHaveTextContent('山田家 兄弟割');
    await expect(lines).toHaveTextContent('-￥1,000');
    await expect(lines).toHaveTextContent('調整');
    await expect(lines).toHaveTextContent('2026年11月分 繰越未収');
    await expect(lines).toHaveTextContent('￥963');
    // Focus scrolled the screen's content while the lines were still coming in: the picture is taken with it
    // scrolled to its end, so it does not depend on that timing.
    let box = lines.parentElement;
    while (box && box.scrollTop === 0) box = box.parentElement;
    box?.scrollTo({ top: box.scrollHeight });
  },
};

export const ConfirmAsked: Story = {
  args: { path: '/billing/cycles/12' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '確定' }, LOAD));
    const dialog = await screen().findByRole('alertdialog', { name: '請求を確定しますか？' });
    await expect(dialog).toHaveTextContent('182件');
    await userEvent.click(within(dialog).getByRole('button', { name: '確定する' }));
    await expect(await screen().findByText('請求を確定しました', {}, LOAD)).toBeVisible();
  },
};

/** 要確認 before confirming (issue 29): a place without its contract and a contract without a place, each linked. */
export const ContractCheckBeforeConfirm: Story = {
  args: { path: '/billing/cycles/12' },
  parameters: mockWith(
    answerHandler('getBillingCycleContractCheck', {
      cycle_id: DRAFT.id,
      items: [
        {
          customer_id: 85,
          customer_name: '山田 花子',
          member_number: '100181',
          program_id: 3,
          program_name: '小学生コース',
          reason_code: 'no_contract',
          message: 'クラスに在籍していますが、このプログラムの契約がありません',
        },
        {
          customer_id: 86,
          customer_name: '山田 太郎',
          member_number: null,
          program_id: 3,
          program_name: '小学生コース',
          reason_code: 'no_class',
          message: '契約がありますが、このプログラムのクラスに在籍していません',
        },
      ],
    }),
    ...cycleData,
  ),
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: '確定前の要確認' }, LOAD);
    await expect(canvas.getByText('要確認（2件）')).toBeVisible();
    await expect(within(list).getByRole('link', { name: '山田 花子' })).toHaveAttribute(
      'href',
      '/customers/85',
    );
    await expect(within(list).getByRole('link', { name: '山田 太郎' })).toHaveAttribute(
      'href',
      '/customers/86',
    );
    await expect(list).toHaveTextContent('このプログラムの契約がありません');
  },
};

/** Another manager generated meanwhile: the server's 409 is said, nothing doubles. */
export const RegenerateConflict: Story = {
  args: { path: '/billing/cycles/12' },
  parameters: mockWith(
    ...cycleData,
    errorHandler(
      'generateBillingCycle',
      409,
      'CONFLICT',
      'この請求サイクルは他のスタッフが更新しました。画面を更新してください',
    ),
  ),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '再生成' }, LOAD));
    await expect(await screen().findByText(/他のスタッフが更新しました/, {}, LOAD)).toBeVisible();
  },
};

export const InvoicesEmpty: Story = {
  args: { path: '/billing/cycles/12' },
  parameters: mockWith(
    answerHandler('getBillingCycle', { ...DRAFT, generated_at: null, invoice_count: 0, total: 0 }),
    answerHandler('listBillingCycleInvoices', [], { meta: PAGE_META(0) }),
    // The rest of the screen's answers (its 要確認 said 501 without them).
    ...cycleData,
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('請求書はまだありません', {}, LOAD)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '請求データを生成' })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '確定' })).toBeNull();
  },
};

export const NewCycle: Story = {
  args: { path: '/billing/cycles/new' },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '請求サイクル作成' }, LOAD),
    ).toBeVisible();
    await waitFor(() => expect(canvas.getByText(/空欄なら .*翌銀行営業日/)).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: '登録' }));
    await expect(await screen().findByText('請求サイクルを作成しました', {}, LOAD)).toBeVisible();
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '2026年12月の請求' }, LOAD),
    ).toBeVisible();
  },
};
