import { answerHandler, errorHandler, handlers } from '@kayoi/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LOAD, noUnreadNotices, PortalScreen, phone, signInAsFamily } from '../stories/PortalScreen.tsx';

// キャンセル待ち at 390 px, signed in as the spec's example family: 佐藤 陽向 is 1番目 on a Thursday class and holds
// an offered seat (期限 11/24 10:15), and may wait for a full Saturday class.

const meta = {
  title: 'Portal/Waitlist',
  component: PortalScreen,
  args: { path: '/waitlist' },
  ...phone,
  parameters: { ...phone.parameters, msw: { handlers: [noUnreadNotices, ...handlers] } },
  beforeEach: () => signInAsFamily(true),
} satisfies Meta<typeof PortalScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

const EXPIRED = '席のご案内は2026年11月24日 10:15で期限が切れました';
const thursday = {
  id: 21,
  name: 'ジュニア 木曜16時',
  program: { id: 2, name: 'ジュニアスイミング' },
  day_of_week: 4,
  start_time: '16:00',
  end_time: '17:00',
};

/** The offer card: position, 期限, and the two answers. */
export const Offer: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: '佐藤 陽向のキャンセル待ち' }, LOAD);
    const entry = within(list).getAllByRole('listitem')[0] as HTMLElement;
    await expect(entry).toHaveTextContent('1番目');
    await expect(entry).toHaveTextContent('毎週木曜 16:00〜17:00');
    await expect(entry).toHaveTextContent('期限 11/24 10:15 までにお返事ください');
    await expect(within(entry).getByRole('button', { name: '受ける' })).toBeVisible();
    await expect(within(entry).getByRole('button', { name: '辞退する' })).toBeVisible();
    await expect(
      canvas.getByRole('button', { name: 'ジュニア 土曜10時のキャンセル待ちに登録' }),
    ).toBeVisible();
  },
};

/** 受ける asks first (keeping the member's Tuesday class, by default), then the place is confirmed with its first day. */
export const Accept: Story = {
  tags: ['visual'],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '受ける' }, LOAD));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole(
      'alertdialog',
      { name: '席を受けますか？' },
      LOAD,
    );
    await expect(
      await within(dialog).findByRole('radio', { name: 'そのまま続ける（追加で通う）' }, LOAD),
    ).toBeChecked();
    await userEvent.click(within(dialog).getByRole('button', { name: '受ける' }));
    await expect(
      await canvas.findByText(
        '佐藤 陽向さんの「ジュニア 木曜16時」への入会を受け付けました（12月1日から）',
        {},
        LOAD,
      ),
    ).toBeVisible();
  },
};

/** The seat may be a move out of the member's class of the same program (曜日変更). */
export const AcceptAsMove: Story = {
  tags: ['visual'],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '受ける' }, LOAD));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {}, LOAD);
    await userEvent.click(
      await within(dialog).findByRole('radio', { name: '「ジュニア 火曜16時」から移る' }, LOAD),
    );
    await expect(within(dialog).getByRole('radio', { name: '「ジュニア 火曜16時」から移る' })).toBeChecked();
  },
};

/** Confirmed as a move, the answer names both classes. */
export const AcceptedAsMove: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '受ける' }, LOAD));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('alertdialog', {}, LOAD);
    await userEvent.click(
      await within(dialog).findByRole('radio', { name: '「ジュニア 火曜16時」から移る' }, LOAD),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: '受ける' }));
    await expect(
      await canvas.findByText(
        '佐藤 陽向さんの「ジュニア 火曜16時」から「ジュニア 木曜16時」への移動を受け付けました（12月1日から）',
        {},
        LOAD,
      ),
    ).toBeVisible();
  },
};

/** 辞退する asks before the seat passes to the next in line. */
export const DeclineConfirm: Story = {
  tags: ['visual'],
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '辞退する' }, LOAD));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog', {
      name: '席を辞退しますか？',
    });
    await expect(dialog).toHaveTextContent('次の方にご案内します');
    await expect(within(dialog).getByRole('button', { name: 'やめる' })).toBeVisible();
  },
};

/** Past the hold, the server refuses in its own words, naming when the offer ended. */
export const OfferExpired: Story = {
  parameters: {
    msw: {
      handlers: [
        errorHandler('acceptFamilyWaitlistOffer', 409, 'CONFLICT', EXPIRED),
        noUnreadNotices,
        ...handlers,
      ],
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '受ける' }, LOAD));
    const dialog = within(canvasElement.ownerDocument.body).getByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: '受ける' }));
    await expect(await canvas.findByText(EXPIRED, {}, LOAD)).toBeVisible();
  },
};

/** Joining a full class's line answers the position. */
export const Join: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'ジュニア 土曜10時のキャンセル待ちに登録' }, LOAD),
    );
    await expect(
      await canvas.findByText('佐藤 陽向さんをキャンセル待ちに登録しました（3番目）', {}, LOAD),
    ).toBeVisible();
  },
};

const waitingAndExpired = {
  members: [
    {
      member: { id: 101, name: '佐藤 陽向' },
      entries: [
        {
          id: 31,
          customer_id: 101,
          class: thursday,
          position: 2,
          status: 'waiting',
          joined_at: '2026-11-02T10:00:00+09:00',
          offer_expires_at: null,
        },
        {
          id: 33,
          customer_id: 101,
          class: {
            ...thursday,
            id: 13,
            name: 'ジュニア 金曜17時',
            day_of_week: 5,
            start_time: '17:00',
            end_time: '18:00',
          },
          position: 1,
          status: 'expired',
          joined_at: '2026-11-01T10:00:00+09:00',
          offer_expires_at: '2026-11-20T10:00:00+09:00',
        },
      ],
      classes: [],
    },
    { member: { id: 102, name: '佐藤 結菜' }, entries: [], classes: [] },
  ],
};

/** Still waiting (2番目) and an offer whose hold has passed; nothing to wait for. */
export const WaitingAndExpired: Story = {
  tags: ['visual'],
  parameters: {
    msw: { handlers: [answerHandler('listFamilyWaitlist', waitingAndExpired), noUnreadNotices, ...handlers] },
  },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: '佐藤 陽向のキャンセル待ち' }, LOAD);
    await expect(list).toHaveTextContent('2番目');
    await expect(list).toHaveTextContent('ご案内の期限（11/20 10:00）が過ぎました');
    await expect(canvas.getByText('キャンセル待ちはありません')).toBeVisible();
  },
};

/** 取り消す asks before the member leaves the line. */
export const LeaveConfirm: Story = {
  parameters: {
    msw: { handlers: [answerHandler('listFamilyWaitlist', waitingAndExpired), noUnreadNotices, ...handlers] },
  },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: 'ジュニア 木曜16時のキャンセル待ちを取り消す' }, LOAD),
    );
    await expect(
      within(canvasElement.ownerDocument.body).getByRole('alertdialog', {
        name: 'キャンセル待ちを取り消しますか？',
      }),
    ).toBeVisible();
  },
};

/** ホーム links to the screen (it is not a tab). */
export const FromHome: Story = {
  args: { path: '/' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('link', { name: 'キャンセル待ちの確認・登録' }, LOAD));
    await expect(
      await canvas.findByRole('heading', { name: 'キャンセル待ち', level: 1 }, LOAD),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'キャンセル待ち' })).toBeNull();
  },
};
