import { answerHandler, DEMO_TOKENS, errorHandler, handlers, resetFixtureStore } from '@kayoi/api-client/msw';
import { staffScreens } from '@kayoi/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppScreen, signInAs } from '../../stories/AppScreen.tsx';
import { LOAD, screen } from '../../stories/helpers.ts';

// 休会・退会のルール (/master/membership-rules, issue 29 §3): a manager reads what a request made today gets (the
// first month, the earliest 退会 day), changes the deadline, the longest 休会 and the seat, and sees each
// program's 休会費; the server's refusals stand under their fields.

const RULES = {
  store_id: 1,
  request_deadline_day: 10,
  max_pause_months: 3,
  pause_keeps_seat: true,
  is_default: true,
  first_month: '2026-12',
  withdrawal_effective_on: '2026-12-31',
};
const SAVED = {
  ...RULES,
  request_deadline_day: 20,
  max_pause_months: 6,
  pause_keeps_seat: false,
  is_default: false,
};
const TOO_LATE = '届け出の締切日は28以下で入力してください';
const TOO_SHORT = '休会の最長期間は1以上で入力してください';

const meta = {
  title: 'Screens/Masters/Membership rules',
  component: AppScreen,
  args: { path: '/master/membership-rules' },
  parameters: {
    layout: 'fullscreen',
    viewport: { options: staffScreens },
    msw: {
      handlers: [
        answerHandler('getMembershipRules', RULES),
        answerHandler('updateMembershipRules', SAVED, { message: '休会・退会のルールを更新しました' }),
        ...handlers,
      ],
    },
  },
  beforeEach: () => {
    resetFixtureStore();
    signInAs(DEMO_TOKENS.manager);
  },
} satisfies Meta<typeof AppScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

const rulesCard = async (canvas: ReturnType<typeof within>) =>
  (await canvas.findByRole('heading', { name: '休会・退会のルール', level: 2 }, LOAD)).closest(
    'section',
  ) as HTMLElement;

/** The defaults as a clerk reads them, the form, and the programs' 休会費. */
export const Rules: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    const card = await rulesCard(canvas);
    await expect(await within(card).findByText('2026年12月', {}, LOAD)).toBeVisible();
    await expect(card).toHaveTextContent('休会・退会する月の前月10日まで');
    await expect(card).toHaveTextContent('標準の設定（まだ変更されていません）');
    await expect(within(card).getByRole('textbox', { name: /届け出の締切日/ })).toHaveValue('10');
    await expect(within(card).getByRole('radio', { name: '確保する' })).toBeChecked();
    const fees = await canvas.findByRole('grid', { name: 'プログラムごとの休会費' }, LOAD);
    await waitFor(() => expect(within(fees).getAllByRole('row').length).toBeGreaterThan(1), LOAD);
  },
};

/** A manager moves the deadline to the 20th, allows six months and releases the seat; the summary follows. */
export const EditAndSave: Story = {
  play: async ({ canvas }) => {
    const card = await rulesCard(canvas);
    const deadline = await within(card).findByRole('textbox', { name: /届け出の締切日/ }, LOAD);
    await userEvent.clear(deadline);
    await userEvent.type(deadline, '２０');
    const months = within(card).getByRole('textbox', { name: /休会の最長期間/ });
    await userEvent.clear(months);
    await userEvent.type(months, '6');
    await userEvent.click(within(card).getByRole('radio', { name: 'キャンセル待ちの方へ譲る' }));
    await userEvent.click(within(card).getByRole('button', { name: '保存' }));
    await expect(await screen().findByText('休会・退会のルールを更新しました', {}, LOAD)).toBeVisible();
    await waitFor(() => expect(card).toHaveTextContent('休会・退会する月の前月20日まで'));
    await expect(card).toHaveTextContent('6か月');
    await expect(card).toHaveTextContent('休会前日で終了し、キャンセル待ちの先頭の方にご案内する');
    await expect(card).not.toHaveTextContent('標準の設定');
  },
};

/** The server refuses values out of range: its messages stand under their fields. */
export const Refused: Story = {
  tags: ['visual'],
  parameters: {
    msw: {
      handlers: [
        answerHandler('getMembershipRules', RULES),
        errorHandler('updateMembershipRules', 422, 'VALIDATION_ERROR', '入力内容に誤りがあります', {
          fieldErrors: { request_deadline_day: [TOO_LATE], max_pause_months: [TOO_SHORT] },
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    const card = await rulesCard(canvas);
    const deadline = await within(card).findByRole('textbox', { name: /届け出の締切日/ }, LOAD);
    await userEvent.clear(deadline);
    await userEvent.type(deadline, '31');
    const months = within(card).getByRole('textbox', { name: /休会の最長期間/ });
    await userEvent.clear(months);
    await userEvent.type(months, '0{Enter}');
    await expect(await within(card).findByText(TOO_LATE, {}, LOAD)).toBeVisible();
    await expect(within(card).getByText(TOO_SHORT)).toBeVisible();
    await expect(deadline).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(screen().getAllByText('入力内容に誤りがあります').length).toBe(2), LOAD);
  },
};
