import { answerHandler, DEMO_TOKENS, errorHandler, handlers, resetFixtureStore } from '@kayoi/api-client/msw';
import { staffScreens } from '@kayoi/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppScreen, signInAs } from '../../stories/AppScreen.tsx';
import { LOAD, screen } from '../../stories/helpers.ts';

// 振替・在籍のルール on the school's master page (/master/schools/{id}): a head coach reads the school's makeup
// and enrolment rules and, as a manager, changes them; the server's refusal shows on its field.

const SCHOOL = {
  id: 1,
  store_id: 1,
  name: 'スイミング',
  discipline: 'swimming',
  description: '0歳からのベビーから選手コースまで',
  sort_order: 1,
  is_active: true,
  category_count: 5,
  program_count: 9,
  grade_count: 26,
  created_at: '2026-04-01T10:00:00+09:00',
  created_by: { id: 1, name: '山田 太郎' },
  updated_at: '2026-04-01T10:00:00+09:00',
  updated_by: { id: 1, name: '山田 太郎' },
  history: [],
};
const RULES = {
  school_id: 1,
  makeup_validity_months: 1,
  cancelled_validity_months: 3,
  makeup_quota_per_weekly_lesson: 2,
  booking_cutoff_minutes: 60,
  waitlist_hold_hours: 48,
  change_deadline_day: null,
  absence_cutoff_minutes: 120,
  makeup_booking_window_days: 28,
  is_default: true,
};
const SAVED = { ...RULES, booking_cutoff_minutes: 90, change_deadline_day: 20, is_default: false };
const TOO_LATE = '変更締切日は28以下で入力してください';

const base = [answerHandler('getSchool', SCHOOL), answerHandler('getSchoolClassRules', RULES)];

const meta = {
  title: 'Screens/Masters/School rules',
  component: AppScreen,
  args: { path: '/master/schools/1' },
  parameters: {
    layout: 'fullscreen',
    viewport: { options: staffScreens },
    msw: {
      handlers: [
        ...base,
        answerHandler('updateSchoolClassRules', SAVED, { message: '振替・在籍のルールを更新しました' }),
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
  (await canvas.findByRole('heading', { name: '振替・在籍のルール' }, LOAD)).closest(
    'section',
  ) as HTMLElement;

/** The defaults in words a head coach uses, and 編集 for a manager. */
export const Rules: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    const card = await rulesCard(canvas);
    await expect(await within(card).findByText('欠席した月の翌月末まで', {}, LOAD)).toBeVisible();
    await expect(card).toHaveTextContent('レッスン開始の60分前まで');
    await expect(card).toHaveTextContent('締切なし（いつでも翌月から）');
    await expect(card).toHaveTextContent('28日先のレッスンまで');
    await expect(card).toHaveTextContent('標準の設定（まだ変更されていません）');
    await expect(within(card).getByRole('button', { name: 'ルールを編集' })).toBeVisible();
  },
};

/** A manager changes the cutoff and sets the deadline with the keyboard; the card shows what was saved. */
export const EditRules: Story = {
  play: async ({ canvas }) => {
    const card = await rulesCard(canvas);
    await userEvent.click(await within(card).findByRole('button', { name: 'ルールを編集' }, LOAD));
    const form = within(card).getByRole('form', { name: '振替・在籍のルールの編集' });
    const cutoff = within(form).getByRole('textbox', { name: /振替予約の締切/ });
    await expect(cutoff).toHaveValue('60');
    await userEvent.clear(cutoff);
    await userEvent.type(cutoff, '９０');
    const deadline = within(form).getByRole('textbox', { name: /変更締切日/ });
    await userEvent.type(deadline, '20{Enter}');
    await expect(await screen().findByText('振替・在籍のルールを更新しました', {}, LOAD)).toBeVisible();
    await waitFor(() => expect(card).toHaveTextContent('レッスン開始の90分前まで'));
    await expect(card).toHaveTextContent('毎月20日（過ぎたら翌々月から）');
  },
};

/** The server refuses a value out of range: its message stands under the field, the form stays open. */
export const Refused: Story = {
  parameters: {
    msw: {
      handlers: [
        ...base,
        errorHandler('updateSchoolClassRules', 422, 'VALIDATION_ERROR', '入力内容に誤りがあります', {
          fieldErrors: { change_deadline_day: [TOO_LATE] },
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    const card = await rulesCard(canvas);
    await userEvent.click(await within(card).findByRole('button', { name: 'ルールを編集' }, LOAD));
    await userEvent.type(within(card).getByRole('textbox', { name: /変更締切日/ }), '31');
    await userEvent.click(within(card).getByRole('button', { name: '保存' }));
    await expect(await within(card).findByText(TOO_LATE, {}, LOAD)).toBeVisible();
    await expect(within(card).getByRole('textbox', { name: /変更締切日/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

/** Staff read the rules; changing them is not offered (the server refuses it too). */
export const StaffReadOnly: Story = {
  beforeEach: () => {
    signInAs(DEMO_TOKENS.staff);
  },
  play: async ({ canvas }) => {
    const card = await rulesCard(canvas);
    await expect(await within(card).findByText('欠席した月の翌月末まで', {}, LOAD)).toBeVisible();
    await expect(within(card).queryByRole('button', { name: 'ルールを編集' })).toBeNull();
  },
};
