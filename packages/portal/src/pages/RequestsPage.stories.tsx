import { errorHandler, handlers } from '@kayoi/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LOAD, PortalScreen, phone, signInAsFamily } from '../stories/PortalScreen.tsx';

// 各種申請 at 390 px, signed in as the spec's example family (佐藤 陽向 and 結菜): the rules the server computed for
// a request sent today (January 2027 the first month, due 12月10日), 陽向's pending 休会 and 結菜's 退会 declined
// with the school's reason.

const meta = {
  title: 'Portal/Requests',
  component: PortalScreen,
  args: { path: '/requests' },
  ...phone,
  beforeEach: () => signInAsFamily(true),
} satisfies Meta<typeof PortalScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The form with the member's rules shown before sending, and the requests with their state. */
export const Overview: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    const rules = await canvas.findByRole('list', { name: '申請のルール' }, LOAD);
    await expect(rules).toHaveTextContent('2027年1月からの休会・退会は12月10日までの申請です');
    await expect(rules).toHaveTextContent('休会は最長3か月までです');
    await expect(canvas.getByRole('radio', { name: '休会' })).toBeChecked();
    const history = canvas.getByRole('list', { name: 'これまでの申請' });
    const [pending, rejected] = within(history).getAllByRole('listitem') as [HTMLElement, HTMLElement];
    await expect(pending).toHaveTextContent('申請中');
    await expect(pending).toHaveTextContent('休会 2027年1月〜2027年2月');
    await expect(rejected).toHaveTextContent('却下の理由: お電話でご相談のうえ、改めてお手続きください');
  },
};

/** 退会 offers month ends from the earliest the rules allow. */
export const Withdrawal: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: '退会' }, LOAD));
    await expect(canvas.getByRole('button', { name: /退会日（月末）/ })).toHaveTextContent('2027年1月31日');
    await expect(canvas.getByRole('button', { name: '退会を申請する' })).toBeVisible();
  },
};

/** Sending answers the server's message. */
export const Send: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '休会を申請する' }, LOAD));
    await expect(
      await canvas.findByText('休会を申請しました。スクールの承認をお待ちください', {}, LOAD),
    ).toBeVisible();
  },
};

/** A rule the request breaks: the server's sentence, not a guess. */
export const Refused: Story = {
  parameters: {
    msw: {
      handlers: [
        errorHandler(
          'createFamilyMembershipRequest',
          409,
          'CONFLICT',
          'この会員には承認待ちの休会の申請があります',
        ),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '休会を申請する' }, LOAD));
    await expect(
      await canvas.findByText('この会員には承認待ちの休会の申請があります', {}, LOAD),
    ).toBeVisible();
  },
};

/** A pending request is taken back after a confirmation. */
export const Withdraw: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: '佐藤 陽向の休会の申請を取り下げる' }, LOAD),
    );
    const dialog = await within(canvasElement.ownerDocument.body).findByRole(
      'alertdialog',
      { name: '申請を取り下げますか？' },
      LOAD,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: '取り下げる' }));
    await expect(await canvas.findByText('申請を取り下げました', {}, LOAD)).toBeVisible();
  },
};
