import { DEMO_TOKENS, errorHandler, handlers, resetFixtureStore } from '@kayoi/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppScreen, signInAs } from '../../stories/AppScreen.tsx';
import { type Canvas, LOAD, screen } from '../../stories/helpers.ts';

// 各種申請の受付 (issue 32) as the spec's example answers it: 佐藤 陽向's 休会 (January–February, 休会費 ¥1,650 a
// month), 鈴木 蓮's 退会 (what it ends), 高橋 美咲's 曜日変更 (Monday to Wednesday from January, 2 seats free) and
// 陽向's 口座変更 whose 依頼書 is not sent yet (完了 refused until then). What approving would do is the server's computation, shown as given;
// the rules that refuse an approval are the server's too (a story shows its words).

const NOW = new Date('2026-11-20T17:10:00+09:00');

const meta = {
  title: 'Screens/Customers/各種申請の受付',
  component: AppScreen,
  args: { path: '/customers/family-requests' },
  parameters: { layout: 'fullscreen', msw: { handlers } },
  beforeEach: () => {
    resetFixtureStore({ now: NOW });
    signInAs(DEMO_TOKENS.manager);
  },
} satisfies Meta<typeof AppScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

const card = (canvas: Canvas, name: string) => canvas.findByRole('region', { name }, LOAD);

/** Each pending request with the outcome approving it would have. */
export const Inbox: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    const pause = await card(canvas, '佐藤 陽向さんの休会の申請');
    const outcome = within(pause).getByRole('list', { name: '承認した場合' });
    await expect(outcome).toHaveTextContent('休会期間: 2027年1月〜2月');
    await expect(outcome).toHaveTextContent('休会費: ￥1,650／月');
    const withdraw = await card(canvas, '鈴木 蓮さんの退会の申請');
    await expect(within(withdraw).getByRole('list', { name: '承認した場合' })).toHaveTextContent(
      '終了するクラス: ジュニア 水曜17時',
    );
    const move = await card(canvas, '高橋 美咲さんの曜日変更の申請');
    const moving = within(move).getByRole('list', { name: '承認した場合' });
    await expect(moving).toHaveTextContent('変更: 小学生 月曜16:00（16:00〜） → 小学生 水曜16:00（16:00〜）');
    await expect(moving).toHaveTextContent('開始日: 2027年1月1日(金)から');
    await expect(moving).toHaveTextContent('変更先の空き: 2席');
    const bank = await card(canvas, '佐藤 陽向さんの口座変更の申請');
    await expect(bank).toHaveTextContent('口座振替依頼書: 未送付');
    await expect(within(bank).getByRole('button', { name: '完了' })).toBeDisabled();
  },
};

/** 口座変更: the paper 依頼書 marked sent; the server's answer in the toast. */
export const PaperSent: Story = {
  play: async ({ canvas }) => {
    const bank = await card(canvas, '佐藤 陽向さんの口座変更の申請');
    await userEvent.click(within(bank).getByRole('button', { name: '依頼書を送付済みにする' }));
    await expect(await screen().findByText('口座振替依頼書の送付を記録しました', {}, LOAD)).toBeVisible();
  },
};

/** The class moved to filled up meanwhile: the server's 409, the request still pending. */
export const ClassFull: Story = {
  parameters: {
    msw: {
      handlers: [
        errorHandler(
          'approveFamilyMembershipRequest',
          409,
          'CONFLICT',
          'このクラスは定員（12名）に達しています。キャンセル待ちに登録できます',
        ),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    const move = await card(canvas, '高橋 美咲さんの曜日変更の申請');
    await userEvent.click(within(move).getByRole('button', { name: '承認' }));
    await expect(
      await screen().findByText(
        'このクラスは定員（12名）に達しています。キャンセル待ちに登録できます',
        {},
        LOAD,
      ),
    ).toBeVisible();
  },
};

/** 承認 answers what the desk's scheduling answered. */
export const Approve: Story = {
  play: async ({ canvas }) => {
    const pause = await card(canvas, '佐藤 陽向さんの休会の申請');
    await userEvent.click(within(pause).getByRole('button', { name: '承認' }));
    await expect(await screen().findByText('休会を2027年1月〜2月で受け付けました', {}, LOAD)).toBeVisible();
  },
};

/** A rule that no longer holds: the server's 422 in the rule's words, the request still pending. */
export const ApprovalRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        errorHandler('approveFamilyMembershipRequest', 422, 'VALIDATION_ERROR', '入力内容に誤りがあります', {
          fieldErrors: { from_month: ['休会の届け出は前月10日までです（2027年2月からの休会になります）'] },
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    const pause = await card(canvas, '佐藤 陽向さんの休会の申請');
    await userEvent.click(within(pause).getByRole('button', { name: '承認' }));
    await expect(
      await screen().findByText('休会の届け出は前月10日までです（2027年2月からの休会になります）', {}, LOAD),
    ).toBeVisible();
  },
};

/** 却下 needs a reason; with one, the toast says it is sent. */
export const RejectWithReason: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    const pause = await card(canvas, '佐藤 陽向さんの休会の申請');
    await userEvent.click(within(pause).getByRole('button', { name: '却下' }));
    const dialog = await screen().findByRole('dialog', { name: '休会の申請の却下' });
    await userEvent.click(within(dialog).getByRole('button', { name: '却下する' }));
    await expect(await within(dialog).findByText('却下の理由を入力してください')).toBeVisible();
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /却下の理由/ }),
      'お電話でご相談ください',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: '却下する' }));
    await expect(await screen().findByText('申請を却下しました', {}, LOAD)).toBeVisible();
  },
};
