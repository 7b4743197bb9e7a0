import { answerHandler, errorHandler, handlers } from '@kayoi/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LOAD, noUnreadNotices, PortalScreen, phone, signInAsFamily } from '../stories/PortalScreen.tsx';

// 請求・お支払い at 390 px, signed in as the spec's example family: November with one child's debit paid and the
// other's failed for 資金不足 (still open), October paid in full, and the years a summary can be downloaded for.

const meta = {
  title: 'Portal/Billing',
  component: PortalScreen,
  args: { path: '/billing' },
  ...phone,
  parameters: { ...phone.parameters, msw: { handlers: [noUnreadNotices, ...handlers] } },
  beforeEach: () => signInAsFamily(true),
} satisfies Meta<typeof PortalScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Captures what the page hands to the browser's download (the name and type of each file). */
async function downloads(act: () => Promise<void>) {
  const files: { name: string; type: string }[] = [];
  const createObjectURL = URL.createObjectURL;
  const click = HTMLAnchorElement.prototype.click;
  let lastBlob: Blob | undefined;
  URL.createObjectURL = (blob: Blob) => {
    lastBlob = blob;
    return 'blob:story';
  };
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    if (this.download && lastBlob) files.push({ name: this.download, type: lastBlob.type });
  };
  try {
    await act();
    await waitFor(() => expect(files).toHaveLength(1));
  } finally {
    URL.createObjectURL = createObjectURL;
    HTMLAnchorElement.prototype.click = click;
  }
  return files;
}

export const Billing: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    const november = await canvas.findByRole('list', { name: '2026年11月分のご請求' }, LOAD);
    const [paid, failed] = within(november).getAllByRole('listitem') as HTMLElement[];
    await expect(paid).toHaveTextContent('佐藤 陽向');
    await expect(within(paid as HTMLElement).getByText('お支払い済み')).toBeVisible();
    await expect(failed).toHaveTextContent('佐藤 結菜');
    await expect(within(failed as HTMLElement).getByText('振替不能')).toBeVisible();
    await expect(within(failed as HTMLElement).getByText('振替できなかった理由：資金不足')).toBeVisible();
    await expect(canvas.getByText('お支払いが済んでいないご請求があります')).toBeVisible();
    await expect(canvas.getByRole('list', { name: '2026年10月分のご請求' })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: '2026年のお支払い一覧（CSV）をダウンロード' }),
    ).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: '2025年のお支払い一覧（CSV）をダウンロード' }),
    ).toBeVisible();
    // The accounts on file, as the server masked them: the last 3 digits only.
    const accounts = await canvas.findByRole('list', { name: 'ご登録の口座' });
    const [first, second] = within(accounts).getAllByRole('listitem') as HTMLElement[];
    await expect(first).toHaveTextContent('みずほ銀行 渋谷支店');
    await expect(first).toHaveTextContent('普通 ****567');
    await expect(first).toHaveTextContent('さ＊＊ み＊');
    await expect(second).toHaveTextContent('口座振替の口座はまだ登録されていません');
  },
};

/** The failed month opened: what to do next (at the desk), the lines and no payment yet. */
export const FailedDebitOpened: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    const toggle = await canvas.findByRole(
      'button',
      { name: '佐藤 結菜の2026年11月分の明細・お支払い' },
      LOAD,
    );
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const lines = await canvas.findByRole('list', { name: '明細' });
    await expect(within(lines).getAllByRole('listitem')).toHaveLength(2);
    await expect(within(lines).getByText('兄弟割（2人目）')).toBeVisible();
    await expect(canvas.getByText(/受付にて現金でお支払いください/)).toBeVisible();
    await expect(canvas.getByText('まだお支払いはありません')).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-controls');
  },
};

/** A month paid at the desk: its receipt downloads as the server's PDF, named by the desk's number. */
export const DownloadsReceipt: Story = {
  parameters: {
    msw: {
      handlers: [
        answerHandler('getFamilyInvoice', {
          id: 5013,
          member: { id: 102, name: '佐藤 結菜' },
          store: { name: '渋谷校', phone: '03-1234-5678' },
          billing_month: '2026-11',
          payment_method: 'bank_transfer',
          total: 6600,
          tax_by_rate: [{ rate: 10, amount: 6600, tax: 600 }],
          paid_amount: 6600,
          outstanding: 0,
          status: 'paid',
          withdrawal_date: '2026-10-27',
          failed_reason: null,
          lines: [
            {
              source: 'contract',
              kind: 'monthly_fee',
              description: 'ジュニアコース 月会費（2026年11月分）',
              amount: 7700,
              tax_rate: 10,
            },
            {
              source: 'discount',
              kind: 'discount',
              description: '兄弟割（2人目）',
              amount: -1100,
              tax_rate: 10,
            },
          ],
          payments: [
            {
              id: 88,
              method: 'cash',
              paid_on: '2026-11-05',
              amount: 6600,
              payment_amount: 6600,
              receipt_number: 1043,
              is_advance: false,
            },
          ],
          next_step: null,
        }),
        noUnreadNotices,
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: '佐藤 結菜の2026年11月分の明細・お支払い' }, LOAD),
    );
    const button = await canvas.findByRole('button', { name: '領収書 No.1043（PDF）をダウンロード' });
    const files = await downloads(() => userEvent.click(button));
    await expect(files[0]).toEqual({ name: 'receipt-1043.pdf', type: 'application/pdf' });
  },
};

/** A year's payments download as the server's CSV. */
export const DownloadsYearSummary: Story = {
  play: async ({ canvas }) => {
    const button = await canvas.findByRole(
      'button',
      { name: '2026年のお支払い一覧（CSV）をダウンロード' },
      LOAD,
    );
    const files = await downloads(() => userEvent.click(button));
    await expect(files[0]).toEqual({ name: 'payments-2026.csv', type: 'text/csv' });
  },
};

/** The receipt could not be made: the server's words under its button. */
export const ReceiptFails: Story = {
  parameters: {
    msw: {
      handlers: [
        answerHandler('getFamilyInvoice', {
          id: 5012,
          member: { id: 101, name: '佐藤 陽向' },
          store: { name: '渋谷校', phone: null },
          billing_month: '2026-11',
          payment_method: 'cash',
          total: 7700,
          tax_by_rate: [{ rate: 10, amount: 7700, tax: 700 }],
          paid_amount: 7700,
          outstanding: 0,
          status: 'paid',
          withdrawal_date: null,
          failed_reason: null,
          lines: [],
          payments: [
            {
              id: 89,
              method: 'cash',
              paid_on: '2026-11-05',
              amount: 7700,
              payment_amount: 7700,
              receipt_number: 1044,
              is_advance: false,
            },
          ],
          next_step: null,
        }),
        errorHandler('printFamilyReceipt', 404),
        noUnreadNotices,
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: '佐藤 陽向の2026年11月分の明細・お支払い' }, LOAD),
    );
    await userEvent.click(await canvas.findByRole('button', { name: '領収書 No.1044（PDF）をダウンロード' }));
    await expect(await canvas.findByRole('alert')).toBeVisible();
  },
};

/** ホーム links to 請求・お支払い (it is not a tab: the five tabs keep their width at 390 px). */
export const FromHome: Story = {
  args: { path: '/' },
  play: async ({ canvas }) => {
    const menu = await canvas.findByRole('navigation', { name: 'ほかのページ' }, LOAD);
    await userEvent.click(within(menu).getByRole('link', { name: '請求・お支払い' }));
    await expect(
      await canvas.findByRole('heading', { name: '請求・お支払い', level: 1 }, LOAD),
    ).toBeVisible();
  },
};

/** So does プロフィール. */
export const FromProfile: Story = {
  args: { path: '/profile' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('link', { name: '請求・お支払い（明細・領収書）' }, LOAD));
    await expect(await canvas.findByRole('list', { name: '2026年11月分のご請求' }, LOAD)).toBeVisible();
  },
};

/** No confirmed invoice yet (a new family, or this month still being prepared). */
export const NothingConfirmedYet: Story = {
  parameters: {
    msw: {
      handlers: [
        answerHandler('listFamilyInvoices', { months: [], outstanding: 0, summary_years: [2026] }),
        noUnreadNotices,
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('確定したご請求はまだありません', {}, LOAD)).toBeVisible();
    await expect(canvas.queryByText('お支払いが済んでいないご請求があります')).toBeNull();
  },
};

/** 請求・お支払い could not load: the message and a way to try again. */
export const LoadFails: Story = {
  parameters: { msw: { handlers: [errorHandler('listFamilyInvoices', 500), noUnreadNotices, ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('読み込みに失敗しました', {}, LOAD)).toBeVisible();
  },
};
