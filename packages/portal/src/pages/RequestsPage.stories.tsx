import { errorHandler, handlers } from '@kayoi/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LOAD, PortalScreen, phone, signInAsFamily } from '../stories/PortalScreen.tsx';

// 各種申請 at 390 px, signed in as the spec's example family (佐藤 陽向 and 結菜): the rules the server computed for
// a request sent today (January 2027 the first month, due 12月10日), 陽向's pending 休会, his 口座変更 whose
// 依頼書 the school sent, and 結菜's 退会 declined with the school's reason; 陽向's Monday class may move to Wednesday
// (曜日変更) or to 選手育成 (コース変更), each with the seats the server found free.

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
    const [pending, bank, rejected] = within(history).getAllByRole('listitem') as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    await expect(pending).toHaveTextContent('申請中');
    await expect(pending).toHaveTextContent('休会 2027年1月〜2027年2月');
    await expect(bank).toHaveTextContent('口座変更（口座振替依頼書）');
    await expect(bank).toHaveTextContent('口座振替依頼書をお送りしました');
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

/** 曜日変更: the member's class, a Wednesday class with its free seats, and the month it starts; its own rules. */
export const DayChange: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('radio', { name: '曜日変更' }, LOAD));
    const rules = canvas.getByRole('list', { name: '申請のルール' });
    await expect(rules).toHaveTextContent('2027年1月からのコース変更・曜日変更は12月10日までの申請です');
    await expect(canvas.getByRole('button', { name: /変更するクラス/ })).toHaveTextContent(
      '月曜 16:00–17:00 小学生 月曜16:00',
    );
    await expect(canvas.getByRole('button', { name: /変更先のクラス/ })).toHaveTextContent(
      '水曜 16:00–17:00 小学生 水曜16:00（空き2）',
    );
    await expect(canvas.getByRole('button', { name: /変更の開始日/ })).toHaveTextContent('2027年1月1日から');
    await userEvent.click(canvas.getByRole('radio', { name: 'コース変更' }));
    await expect(canvas.getByRole('button', { name: /変更先のクラス/ })).toHaveTextContent(
      '土曜 10:00–11:30 選手育成 土曜10:00（空き1）',
    );
    await expect(canvas.getByRole('button', { name: 'コース変更を申請する' })).toBeEnabled();
  },
};

/** 口座変更, opened from 請求・お支払い: the 依頼書's steps, a reason only (no bank data is typed here). */
export const BankAccount: Story = {
  tags: ['visual'],
  args: { path: '/requests?kind=bank_account' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('radio', { name: '口座変更' }, LOAD)).toBeChecked();
    await expect(canvas.getByRole('list', { name: '申請のルール' })).toHaveTextContent(
      '口座番号などはこの画面では入力しません',
    );
    await expect(canvas.queryByRole('textbox', { name: /口座番号/ })).toBeNull();
    await expect(canvas.getByRole('button', { name: '口座変更を申請する' })).toBeVisible();
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
