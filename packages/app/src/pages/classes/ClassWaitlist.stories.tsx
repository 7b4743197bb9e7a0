import { answerHandler, DEMO_TOKENS, handlers, resetFixtureStore } from '@kayoi/api-client/msw';
import { staffScreens } from '@kayoi/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppScreen, signInAs } from '../../stories/AppScreen.tsx';
import { LOAD, screen } from '../../stories/helpers.ts';
import { facilityPage, MONDAY, POOL, ROSTER } from './classStoryData.ts';

// A class's waiting list with a seat offered (issue 14): who holds it until when (Tokyo time), 登録する takes the
// seat, 辞退 lets it pass to the next in line — the server says who is offered it next.

const CLASS = MONDAY[1] as (typeof MONDAY)[number];
const OFFERED = {
  ...ROSTER,
  held_seats: 1,
  waitlist: [
    {
      ...(ROSTER.waitlist[0] as (typeof ROSTER.waitlist)[number]),
      status: 'offered' as const,
      offer_expires_at: '2026-11-23T18:30:00+09:00',
    },
    {
      id: 952,
      class_id: CLASS.id,
      customer_id: 9,
      member_number: 'M000009',
      name: '田中 花',
      position: 2,
      status: 'waiting' as const,
      created_at: '2026-11-02T10:00:00+09:00',
      offer_expires_at: null,
    },
  ],
};
const common = [
  answerHandler('getClass', CLASS),
  answerHandler('listClassEnrollments', OFFERED),
  answerHandler('listFacilities', [POOL], { meta: facilityPage([POOL]).meta }),
  answerHandler('listClasses', MONDAY),
  answerHandler('listLessons', { date: '2026-11-23', is_open: true, closed_note: null, lessons: [] }),
  answerHandler('listAbsences', []),
  answerHandler('listMakeupBookings', []),
];

const meta = {
  title: 'Screens/Classes/Class waitlist',
  component: AppScreen,
  args: { path: `/classes/${CLASS.id}`, window: true },
  parameters: {
    layout: 'fullscreen',
    viewport: { options: staffScreens },
    msw: { handlers: [...common, ...handlers] },
  },
  beforeEach: () => {
    resetFixtureStore();
    signInAs(DEMO_TOKENS.manager);
  },
} satisfies Meta<typeof AppScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

// No baseline here: the page shows the class's next lesson day (today's calendar); the offered seat's look is
// in Screens/Customers/Classes' SeatOffered baseline (the same badge and hold).
export const SeatOffered: Story = {
  play: async ({ canvas }) => {
    const waitlist = await canvas.findByRole('grid', { name: 'キャンセル待ち' }, LOAD);
    waitlist.scrollIntoView({ block: 'center' });
    await expect(waitlist).toHaveTextContent('席を確保中');
    await expect(waitlist).toHaveTextContent('11月23日(月) 18:30まで');
    await expect(within(waitlist).getByRole('button', { name: '登録する（鈴木 一郎さん）' })).toBeVisible();
    // Only the offered member can be enrolled from the line; the second waits.
    await expect(within(waitlist).queryByRole('button', { name: '登録する（田中 花さん）' })).toBeNull();
  },
};

export const DeclinePassesTheSeatOn: Story = {
  parameters: {
    msw: {
      handlers: [
        answerHandler('declineWaitlistOffer', [{ ...OFFERED.waitlist[1], position: 1, status: 'offered' }], {
          message: '鈴木 一郎さんが席を辞退しました。次の方（田中 花さん）に席を案内しています',
        }),
        ...common,
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '辞退（鈴木 一郎さん）' }, LOAD));
    const dialog = await screen().findByRole('alertdialog', { name: '席を辞退しますか？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '辞退する' }));
    await expect(
      await screen().findByText(
        '鈴木 一郎さんが席を辞退しました。次の方（田中 花さん）に席を案内しています',
        {},
        LOAD,
      ),
    ).toBeVisible();
  },
};

export const EnrolTheOfferedMember: Story = {
  parameters: {
    msw: {
      handlers: [
        answerHandler(
          'enrollInClass',
          { status: 'enrolled', enrollment: null, waitlist_entry: null },
          { status: 201 },
        ),
        ...common,
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '登録する（鈴木 一郎さん）' }, LOAD));
    await expect(await screen().findByText('鈴木 一郎さんをクラスに登録しました', {}, LOAD)).toBeVisible();
  },
};
