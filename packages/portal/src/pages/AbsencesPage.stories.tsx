import { familyAccountMessages } from '@kayoi/api-client/messages';
import { errorHandler, handlers } from '@kayoi/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { LOAD, PortalScreen, phone, signInAsFamily } from '../stories/PortalScreen.tsx';

// 欠席・振替 at 390 px: 欠席連絡 for the example family's next lesson (振替予約 is still to come).

const meta = {
  title: 'Portal/Absences',
  component: PortalScreen,
  args: { path: '/absences' },
  ...phone,
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
