import { familyMakeupMessages } from '@kayoi/api-client/messages';
import { answerHandler, errorHandler, handlers } from '@kayoi/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LOAD, noUnreadNotices, PortalScreen, phone, signInAsFamily } from '../stories/PortalScreen.tsx';

// 振替予約 on the 欠席・振替 tab at 390 px: the example family's credit, a lesson to book with it, the confirmation,
// the server's receipt or refusal, and a booking cancelled before its cutoff.

const meta = {
  title: 'Portal/Makeups',
  component: PortalScreen,
  args: { path: '/absences' },
  ...phone,
  parameters: { ...phone.parameters, msw: { handlers: [noUnreadNotices, ...handlers] } },
  beforeEach: () => signInAsFamily(true),
} satisfies Meta<typeof PortalScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

const frames = async (count: number) => {
  for (let i = 0; i < count; i++) await new Promise((resolve) => requestAnimationFrame(resolve));
};

const offer = /11月26日（木） 16:00〜17:00に振替を予約/;

const withBooking = {
  window_days: 28,
  members: [
    {
      member: { id: 101, name: '佐藤 陽向' },
      credits: [],
      lessons: [],
      bookings: [
        {
          id: 7,
          credit_id: 31,
          customer_id: 101,
          class: { id: 14, name: 'ジュニア 木曜16時' },
          lesson_date: '2026-11-26',
          start_time: '16:00',
          cancel_until: '2026-11-26T15:00:00+09:00',
          can_cancel: true,
        },
      ],
    },
  ],
};

/** The credit with its expiry, and a lesson of the child's level with its free seats. */
export const Offers: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    const section = within(await canvas.findByRole('region', { name: '振替予約' }, LOAD));
    await expect(await section.findByRole('button', { name: offer }, LOAD)).toBeVisible();
    await expect(section.getByText('12月31日（木）まで有効')).toBeVisible();
    await expect(section.getByText('残り2席')).toBeVisible();
    // ci157 shot the credit's two lines a pixel lower than the baseline, the rest of the screen to the pixel (19 runs
    // before it drew them alike): text left rastered where an earlier frame painted it, as in Books below. The
    // picture is taken at the top of the page, painted afresh there.
    window.scrollTo(0, 0);
    document.body.style.visibility = 'hidden';
    await frames(2);
    document.body.style.visibility = '';
    await frames(2);
  },
};

/** Booking asks to confirm, then shows the server's receipt. */
export const Books: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: offer }, LOAD));
    await userEvent.click(canvas.getByRole('button', { name: '予約を確定する' }));
    const receipt = await canvas.findByText(familyMakeupMessages.booked, {}, LOAD);
    await expect(receipt).toBeVisible();
    // Pressing each button focused it, and focusing scrolled the page, by a different fraction of a pixel from run
    // to run on a busy machine; the card's text stayed rastered where it was first painted, a pixel off in one run
    // of three (ci14). The picture is taken with the receipt in the middle and the page painted afresh there.
    receipt.scrollIntoView({ block: 'center' });
    document.body.style.visibility = 'hidden';
    await frames(2);
    document.body.style.visibility = '';
    await frames(2);
  },
};

/** Another family took the last seat first: the server's 409 in its own words. */
export const SeatTaken: Story = {
  parameters: {
    msw: {
      handlers: [
        errorHandler('bookFamilyMakeup', 409, 'CONFLICT', 'この日のレッスンは満席です'),
        noUnreadNotices,
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: offer }, LOAD));
    await userEvent.click(canvas.getByRole('button', { name: '予約を確定する' }));
    await expect(await canvas.findByText('この日のレッスンは満席です', {}, LOAD)).toBeVisible();
  },
};

/** A booking cancelled before its cutoff: the credit comes back, in the server's words. */
export const Cancels: Story = {
  tags: ['visual'],
  parameters: {
    msw: { handlers: [answerHandler('getFamilyMakeupOptions', withBooking), noUnreadNotices, ...handlers] },
  },
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: '11月26日（木） 16:00の振替予約をキャンセル' }, LOAD),
    );
    await expect(await canvas.findByText(familyMakeupMessages.cancelled, {}, LOAD)).toBeVisible();
  },
};
