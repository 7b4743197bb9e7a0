import {
  answerHandler,
  createFixtureStore,
  DEMO_TOKENS,
  errorHandler,
  handlers,
  resetFixtureStore,
} from '@kayoi/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppScreen, signInAs } from '../../stories/AppScreen.tsx';
import { type Canvas, LOAD, screen } from '../../stories/helpers.ts';
import { memberClassHandlers } from './memberClassStoryData.ts';

// マイページからの変更申請 on the customer record (issue 31): the mother asked for a new mobile number and address;
// the desk approves it or rejects it with a reason the family reads. The rules (one pending per member, a second
// approval refused) are the server's.

const NOW = new Date('2026-11-21T10:00:00+09:00');
const fixtures = createFixtureStore({ now: NOW });
const HANAKO_ID =
  fixtures.customers.find((c) => c.family_name === '山田' && c.given_name === '花子')?.id ?? 1;

const request = (id: number, state: string, extra: object = {}) => ({
  id,
  customer_id: HANAKO_ID,
  customer_name: '山田 花子',
  state,
  changes: [
    { field: 'mobile', before: '090-1234-5678', after: '080-2222-3333' },
    { field: 'street_address', before: '道玄坂1-2-3', after: '宇田川町4-5' },
  ],
  requested_at: '2026-11-20T21:10:00+09:00',
  requested_by: 'yamada.yoko@kayoi.example.jp',
  decided_at: null,
  decided_by: null,
  reject_reason: null,
  ...extra,
});

const requests = [
  request(21, 'pending'),
  request(12, 'rejected', {
    changes: [{ field: 'email', before: null, after: 'yamada.yoko@kayoi' }],
    requested_at: '2026-10-03T08:00:00+09:00',
    decided_at: '2026-10-03T15:30:00+09:00',
    decided_by: '佐藤 美咲',
    reject_reason: 'メールアドレスが正しくありません',
  }),
];

const list = answerHandler('listCustomerChangeRequests', requests);

const meta = {
  title: 'Screens/Customers/マイページからの変更申請',
  component: AppScreen,
  args: { path: `/customers/${HANAKO_ID}` },
  parameters: {
    layout: 'fullscreen',
    msw: { handlers: [list, ...memberClassHandlers(), ...handlers] },
  },
  beforeEach: () => {
    resetFixtureStore({ now: NOW });
    signInAs(DEMO_TOKENS.staff);
  },
} satisfies Meta<typeof AppScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

const card = (canvas: Canvas) => canvas.findByRole('region', { name: 'マイページからの変更申請' }, LOAD);

/** The pending request with what is on record and what was asked; the earlier one rejected, with its reason. */
export const PendingRequest: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    const panel = await card(canvas);
    const pending = within(panel).getByRole('group', { name: 'yamada.yoko@kayoi.example.jpからの変更申請' });
    await expect(pending).toHaveTextContent('携帯電話番号: 090-1234-5678 → 080-2222-3333');
    await expect(within(panel).getByRole('list', { name: 'これまでの申請' })).toHaveTextContent(
      '理由: メールアドレスが正しくありません',
    );
    panel.scrollIntoView({ block: 'center' });
  },
};

export const Approve: Story = {
  play: async ({ canvas }) => {
    const panel = await card(canvas);
    await userEvent.click(within(panel).getByRole('button', { name: '承認' }));
    await expect(
      await screen().findByText('変更申請を承認し、会員情報に反映しました', {}, LOAD),
    ).toBeVisible();
  },
};

/** 却下 needs a reason; with one, the request is rejected and the toast says so. */
export const RejectWithReason: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    const panel = await card(canvas);
    await userEvent.click(within(panel).getByRole('button', { name: '却下' }));
    const dialog = await screen().findByRole('dialog', { name: '変更申請の却下' });
    await userEvent.click(within(dialog).getByRole('button', { name: '却下する' }));
    await expect(await within(dialog).findByText('却下の理由を入力してください')).toBeVisible();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /却下の理由/ }),
      '番地をもう一度ご確認ください',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: '却下する' }));
    await expect(await screen().findByText('変更申請を却下しました', {}, LOAD)).toBeVisible();
  },
};

/** Another desk decided first: the server's 409 in its words. */
export const AlreadyDecided: Story = {
  parameters: {
    msw: {
      handlers: [
        errorHandler('approveCustomerChangeRequest', 409, 'CONFLICT', 'この変更申請はすでに処理されています'),
        list,
        ...memberClassHandlers(),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    const panel = await card(canvas);
    await userEvent.click(within(panel).getByRole('button', { name: '承認' }));
    await expect(await screen().findByText('この変更申請はすでに処理されています', {}, LOAD)).toBeVisible();
  },
};
