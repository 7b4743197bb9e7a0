import { familyAccountMessages } from '@kayoi/api-client/messages';
import { answerHandler, errorHandler, handlers } from '@kayoi/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { LOAD, noUnreadNotices, PortalScreen, phone, signInAsFamily } from '../stories/PortalScreen.tsx';

// 欠席・振替 at 390 px: 欠席連絡 for the example family's next lesson (振替予約: MakeupSection.stories).

const meta = {
  title: 'Portal/Absences',
  component: PortalScreen,
  args: { path: '/absences' },
  ...phone,
  parameters: { ...phone.parameters, msw: { handlers: [noUnreadNotices, ...handlers] } },
  beforeEach: () => signInAsFamily(true),
} satisfies Meta<typeof PortalScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

const reportButton = /11月24日（火） 16:00〜17:00の欠席連絡/;

export const Lessons: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: reportButton }, LOAD)).toBeVisible();
    await expect(canvas.getByRole('link', { name: '欠席・振替' })).toHaveAttribute('aria-current', 'page');
  },
};

/** 欠席連絡 with a reason: the receipt shows under the lesson. */
export const Reports: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: reportButton }, LOAD));
    await userEvent.type(canvas.getByLabelText('理由（任意）'), '発熱のため');
    await userEvent.click(canvas.getByRole('button', { name: '欠席を連絡する' }));
    await expect(await canvas.findByText(familyAccountMessages.absenceReported, {}, LOAD)).toBeVisible();
  },
};

/** Past the school's cutoff the server refuses in its own words (to call the school). */
export const AfterCutoff: Story = {
  parameters: {
    msw: {
      handlers: [
        errorHandler(
          'reportFamilyAbsence',
          422,
          'VALIDATION_ERROR',
          '欠席連絡の受付は、レッスン開始の2時間前までです。お手数ですが、スクールへお電話ください',
        ),
        noUnreadNotices,
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: reportButton }, LOAD));
    await userEvent.click(canvas.getByRole('button', { name: '欠席を連絡する' }));
    await expect(
      await canvas.findByText(
        '欠席連絡の受付は、レッスン開始の2時間前までです。お手数ですが、スクールへお電話ください',
        {},
        LOAD,
      ),
    ).toBeVisible();
  },
};

/** The month's makeup quota is used up: the receipt is the server's, which says there is no makeup this time. */
export const ReportsWithoutCredit: Story = {
  parameters: {
    msw: {
      handlers: [
        answerHandler(
          'reportFamilyAbsence',
          {
            id: 88,
            class: { id: 12, name: 'ジュニア 火曜16時' },
            customer_id: 101,
            customer_name: '佐藤 陽向',
            lesson_date: '2026-11-24',
            reason: null,
            recorded_at: '2026-11-21T10:15:30+09:00',
            recorded_by: null,
            credit: null,
          },
          { message: familyAccountMessages.absenceReportedNoCredit },
        ),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: reportButton }, LOAD));
    await userEvent.click(canvas.getByRole('button', { name: '欠席を連絡する' }));
    await expect(
      await canvas.findByText(familyAccountMessages.absenceReportedNoCredit, {}, LOAD),
    ).toBeVisible();
  },
};
