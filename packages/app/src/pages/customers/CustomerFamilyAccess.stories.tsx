import {
  answerHandler,
  createFixtureStore,
  DEMO_TOKENS,
  errorHandler,
  handlers,
  resetFixtureStore,
} from '@kayoi/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { AppScreen, signInAs } from '../../stories/AppScreen.tsx';
import { type Canvas, LOAD, screen } from '../../stories/helpers.ts';
import { memberClassHandlers } from './memberClassStoryData.ts';

// マイページ on the customer record (issue 31): the family accounts linked to 山田 花子, the invitations sent, and
// sending one. The server decides the rules; the card shows its state and its refusals.

const NOW = new Date('2026-11-21T10:00:00+09:00');
const fixtures = createFixtureStore({ now: NOW });
const HANAKO_ID = fixtures.customers.find((c) => c.family_name === '山田' && c.given_name === '花子')?.id;
const HANAKO = `/customers/${HANAKO_ID}`;

/** A mother signed in last week; the father's invitation is still open. */
const access = {
  accounts: [
    {
      id: 4,
      email: 'yamada.yoko@kayoi.example.jp',
      state: 'active',
      linked_at: '2026-10-02T18:20:00+09:00',
      last_login_at: '2026-11-14T21:05:00+09:00',
    },
  ],
  invitations: [
    {
      id: 32,
      email: 'yamada.ken@kayoi.example.jp',
      state: 'pending',
      sent_at: '2026-11-20T17:30:00+09:00',
      expires_at: '2026-11-27T17:30:00+09:00',
      accepted_at: null,
      sent_by: { id: 2, name: '佐藤 美咲' },
    },
    {
      id: 18,
      email: 'yamada.yoko@kayoi.example.jp',
      state: 'accepted',
      sent_at: '2026-10-01T16:10:00+09:00',
      expires_at: '2026-10-08T16:10:00+09:00',
      accepted_at: '2026-10-02T18:20:00+09:00',
      sent_by: { id: 2, name: '佐藤 美咲' },
    },
  ],
  activity: [
    {
      id: 41,
      action: 'absence_reported',
      summary: '11/22(日) ジュニアB 10:00 の欠席連絡',
      at: '2026-11-21T07:42:00+09:00',
      account: { id: 4, email: 'yamada.yoko@kayoi.example.jp' },
    },
    {
      id: 12,
      action: 'invitation_accepted',
      summary: 'マイページに登録しました',
      at: '2026-10-02T18:20:00+09:00',
      account: { id: 4, email: 'yamada.yoko@kayoi.example.jp' },
    },
  ],
};

const familyAccess = http.get('*/api/customers/:id/family-access', () =>
  HttpResponse.json({ success: true, message: '', timestamp: NOW.toISOString(), data: access }),
);

/** The server's card after 利用停止: the account stopped and the line in the log. */
const stopped = http.put('*/api/customers/:id/family-accounts/:accountId/state', () =>
  HttpResponse.json({
    success: true,
    message: 'マイページの利用を停止しました',
    timestamp: NOW.toISOString(),
    data: {
      ...access,
      accounts: access.accounts.map((a) => ({ ...a, state: 'disabled' })),
      activity: [
        {
          id: 42,
          action: 'account_disabled',
          summary: 'スタッフが利用を停止しました',
          at: '2026-11-21T10:00:00+09:00',
          account: { id: 4, email: 'yamada.yoko@kayoi.example.jp' },
        },
        ...access.activity,
      ],
    },
  }),
);

const meta = {
  title: 'Screens/Customers/マイページ',
  component: AppScreen,
  args: { path: HANAKO },
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [familyAccess, ...memberClassHandlers(), ...handlers] },
  },
  beforeEach: () => {
    resetFixtureStore({ now: NOW });
    signInAs(DEMO_TOKENS.staff);
  },
} satisfies Meta<typeof AppScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

const card = (canvas: Canvas) => canvas.findByRole('region', { name: 'マイページ' }, LOAD);

/** The card: the mother's account in use, the father's invitation pending, the first one accepted. */
export const FamilyAccounts: Story = {
  play: async ({ canvas }) => {
    const panel = await card(canvas);
    const accounts = await within(panel).findByRole('list', { name: 'マイページのアカウント' }, LOAD);
    await expect(accounts).toHaveTextContent(
      'yamada.yoko@kayoi.example.jp 利用中 利用停止最終ログイン 2026/11/14 21:05',
    );
    await expect(within(panel).getByRole('region', { name: 'マイページの操作履歴' })).toHaveTextContent(
      '2026/11/21 07:42 11/22(日) ジュニアB 10:00 の欠席連絡',
    );
    const invitations = within(panel).getByRole('list', { name: '送信した招待' });
    await expect(invitations).toHaveTextContent(
      'yamada.ken@kayoi.example.jp 未登録送信 2026/11/20 17:30・佐藤 美咲・期限 2026/11/27 17:30',
    );
    await expect(invitations).toHaveTextContent('登録済み');
  },
};

/** Staff at the desk send the invitation to the address the guardian gives; the card is read again. */
export const SendAnInvitation: Story = {
  play: async ({ canvas }) => {
    const panel = await card(canvas);
    await userEvent.click(await within(panel).findByRole('button', { name: '招待メールを送る' }, LOAD));
    const dialog = await screen().findByRole('dialog', { name: 'マイページへの招待' });
    const field = within(dialog).getByRole('textbox', { name: '送信先メールアドレス' });
    await userEvent.clear(field);
    await userEvent.type(field, 'sato.family@kayoi.example.jp');
    await userEvent.click(within(dialog).getByRole('button', { name: '送信する' }));
    await expect(await screen().findByText('招待メールを送信しました', {}, LOAD)).toBeVisible();
    await expect(screen().queryByRole('dialog', { name: 'マイページへの招待' })).toBeNull();
  },
};

/** A third guardian is refused by the server: its message stays in the dialog, under the address. */
export const RefusedByTheServer: Story = {
  parameters: {
    msw: {
      handlers: [
        errorHandler(
          'sendFamilyInvitation',
          409,
          'CONFLICT',
          'この会員にはすでに2件のマイページアカウントが登録されています',
        ),
        familyAccess,
        ...memberClassHandlers(),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    const panel = await card(canvas);
    await userEvent.click(await within(panel).findByRole('button', { name: '招待メールを送る' }, LOAD));
    const dialog = await screen().findByRole('dialog', { name: 'マイページへの招待' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: '送信先メールアドレス' }),
      'third@kayoi.example.jp',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: '送信する' }));
    await expect(
      await within(dialog).findByText(
        'この会員にはすでに2件のマイページアカウントが登録されています',
        {},
        LOAD,
      ),
    ).toBeVisible();
  },
};

/** A lost phone: the desk stops the mother's account after a confirm; the card shows it stopped and logged. */
export const StopAnAccount: Story = {
  parameters: {
    msw: { handlers: [stopped, familyAccess, ...memberClassHandlers(), ...handlers] },
  },
  play: async ({ canvas }) => {
    const panel = await card(canvas);
    await userEvent.click(
      await within(panel).findByRole('button', { name: 'yamada.yoko@kayoi.example.jpの利用停止' }, LOAD),
    );
    const dialog = await screen().findByRole('alertdialog', { name: 'マイページの利用を停止しますか？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '停止する' }));
    await expect(await screen().findByText('マイページの利用を停止しました', {}, LOAD)).toBeVisible();
    const accounts = within(panel).getByRole('list', { name: 'マイページのアカウント' });
    await expect(await within(accounts).findByText('停止', {}, LOAD)).toBeVisible();
    await expect(within(panel).getByRole('region', { name: 'マイページの操作履歴' })).toHaveTextContent(
      'スタッフが利用を停止しました',
    );
  },
};

/** 通知 (issue 32): what the school sent the mother, newest first — a debit notice that failed after its retries. */
export const NotificationLog: Story = {
  parameters: {
    msw: {
      handlers: [
        familyAccess,
        answerHandler('listCustomerNotificationDeliveries', [
          {
            id: 52,
            kind: 'debit_failed',
            channel: 'line',
            account_email: 'yamada.yoko@kayoi.example.jp',
            customer_id: HANAKO_ID ?? 1,
            title: '口座振替ができませんでした',
            status: 'failed',
            skip_reason: null,
            attempts: 5,
            next_attempt_at: '2026-11-21T09:15:00+09:00',
            last_error: 'Request failed with status code 500',
            sent_at: null,
            created_at: '2026-11-21T09:00:00+09:00',
          },
          {
            id: 51,
            kind: 'invoice_issued',
            channel: 'mail',
            account_email: 'yamada.yoko@kayoi.example.jp',
            customer_id: HANAKO_ID ?? 1,
            title: '2026年12月分のご請求が確定しました',
            status: 'sent',
            skip_reason: null,
            attempts: 1,
            next_attempt_at: '2026-11-20T10:15:00+09:00',
            last_error: null,
            sent_at: '2026-11-20T10:15:01+09:00',
            created_at: '2026-11-20T10:15:00+09:00',
          },
        ]),
        ...memberClassHandlers(),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    const panel = await card(canvas);
    const log = await within(panel).findByRole('region', { name: 'ご家族への通知履歴' }, LOAD);
    const lines = within(log).getAllByRole('listitem');
    await expect(lines[0]).toHaveTextContent('口座振替の不能');
    await expect(lines[0]).toHaveTextContent('失敗');
    await expect(lines[0]).toHaveTextContent(
      'LINE・yamada.yoko@kayoi.example.jp・5回目・エラー: Request failed with status code 500',
    );
    await expect(lines[1]).toHaveTextContent('請求の確定');
    await expect(lines[1]).toHaveTextContent('メール・yamada.yoko@kayoi.example.jp・送信 2026/11/20 10:15');
  },
};
