import {
  answerHandler,
  createFixtureStore,
  DEMO_TOKENS,
  handlers,
  resetFixtureStore,
} from '@kayoi/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppScreen, signInAs } from '../../stories/AppScreen.tsx';
import { type Canvas, LOAD } from '../../stories/helpers.ts';
import { memberClassHandlers } from './memberClassStoryData.ts';

// マイページからの各種申請 on the customer record (issue 32): 花子's family asked for a 曜日変更 (pending, with a link
// to the inbox where it is answered), a 口座変更 completed by the desk, and a 休会 declined with the reason.

const NOW = new Date('2026-11-21T10:00:00+09:00');
const fixtures = createFixtureStore({ now: NOW });
const HANAKO_ID =
  fixtures.customers.find((c) => c.family_name === '山田' && c.given_name === '花子')?.id ?? 1;

const klass = (id: number, name: string, day: number) => ({
  id,
  name,
  program_name: '小学生コース',
  day_of_week: day,
  start_time: '16:00',
  end_time: '17:00',
});
const request = (id: number, kind: string, state: string, extra: object = {}) => ({
  id,
  customer_id: HANAKO_ID,
  customer_name: '山田 花子',
  kind,
  from_month: null,
  to_month: null,
  effective_on: null,
  reason: null,
  state,
  requested_at: '2026-11-20T21:10:00+09:00',
  requested_by: 'yamada.yoko@kayoi.example.jp',
  decided_at: null,
  decided_by: null,
  reject_reason: null,
  membership_request_id: null,
  from_class: null,
  to_class: null,
  moves_on: null,
  paper_sent_at: null,
  ...extra,
});

const requests = [
  request(31, 'day_change', 'pending', {
    from_class: klass(21, '小学生 月曜16:00', 1),
    to_class: klass(22, '小学生 水曜16:00', 3),
    moves_on: '2027-01-01',
  }),
  request(24, 'bank_account', 'approved', {
    requested_at: '2026-10-05T09:00:00+09:00',
    paper_sent_at: '2026-10-06T12:00:00+09:00',
    decided_at: '2026-10-20T15:30:00+09:00',
    decided_by: '佐藤 美咲',
  }),
  request(12, 'pause', 'rejected', {
    from_month: '2026-11',
    to_month: '2026-12',
    requested_at: '2026-10-12T08:00:00+09:00',
    decided_at: '2026-10-12T15:30:00+09:00',
    decided_by: '佐藤 美咲',
    reject_reason: '期限を過ぎています。12月からでお願いします',
  }),
];

const meta = {
  title: 'Screens/Customers/マイページからの各種申請',
  component: AppScreen,
  args: { path: `/customers/${HANAKO_ID}` },
  parameters: {
    layout: 'fullscreen',
    msw: {
      handlers: [
        answerHandler('listCustomerFamilyRequests', requests),
        ...memberClassHandlers(),
        ...handlers,
      ],
    },
  },
  beforeEach: () => {
    resetFixtureStore({ now: NOW });
    signInAs(DEMO_TOKENS.staff);
  },
} satisfies Meta<typeof AppScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

const card = (canvas: Canvas) => canvas.findByRole('region', { name: 'マイページからの各種申請' }, LOAD);

/** Each request with its kind, state, dates and who answered; the pending one links to the inbox. */
export const Requests: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    const panel = await card(canvas);
    const [move, bank, pause] = within(panel).getAllByRole('listitem') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    await expect(move).toHaveTextContent('承認待ち');
    await expect(move).toHaveTextContent('曜日変更 小学生 月曜16:00 → 小学生 水曜16:00（2027-01-01から）');
    await expect(bank).toHaveTextContent('口座変更 依頼書送付済み');
    await expect(bank).toHaveTextContent('佐藤 美咲');
    await expect(pause).toHaveTextContent('理由: 期限を過ぎています。12月からでお願いします');
    await expect(within(panel).getByRole('link', { name: '各種申請の受付で対応する' })).toHaveAttribute(
      'href',
      '/customers/family-requests',
    );
    panel.scrollIntoView({ block: 'center' });
  },
};
