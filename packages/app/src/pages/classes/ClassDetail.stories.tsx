import { answerHandler, DEMO_TOKENS, errorHandler, handlers, resetFixtureStore } from '@kayoi/api-client/msw';
import { addDays, weekdayOf } from '@kayoi/domain/calendar';
import { atStaffScreen, staffScreens } from '@kayoi/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppScreen, sidewaysOverflow, signInAs } from '../../stories/AppScreen.tsx';
import { LOAD, rowsOf, STORY_TODAY, screen } from '../../stories/helpers.ts';
import { CLASH, facilityPage, lessonOf, MONDAY, POOL, ROSTER } from './classStoryData.ts';

// A class's page and form (/classes/{id}, /classes/new, /classes/{id}/edit): the class, its next lesson (休講,
// 代行), its roster (enrol, full → キャンセル待ち), and the form with the server's 409 on it.

const CLASS = MONDAY[1] as (typeof MONDAY)[number];
const nextMonday = addDays(STORY_TODAY, (1 - weekdayOf(STORY_TODAY) + 7) % 7);
const day = (status: 'scheduled' | 'moved' | 'cancelled' = 'scheduled') => ({
  date: nextMonday,
  is_open: true,
  closed_note: null,
  lessons: [lessonOf(CLASS, nextMonday, status)],
});
const FULL = 'このクラスは定員（12名）に達しています。キャンセル待ちに登録できます';
const common = [
  answerHandler('getClass', CLASS),
  answerHandler('listClassEnrollments', ROSTER),
  answerHandler('listFacilities', [POOL], { meta: facilityPage([POOL]).meta }),
  answerHandler('listClasses', MONDAY),
  answerHandler('listAbsences', []),
  answerHandler('listMakeupBookings', []),
];

const meta = {
  title: 'Screens/Classes/Class',
  component: AppScreen,
  args: { path: `/classes/${CLASS.id}` },
  parameters: {
    layout: 'fullscreen',
    viewport: { options: staffScreens },
    msw: { handlers: [...common, answerHandler('listLessons', day()), ...handlers] },
  },
  beforeEach: () => {
    resetFixtureStore();
    signInAs(DEMO_TOKENS.manager);
  },
} satisfies Meta<typeof AppScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Detail: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: CLASS.name }, LOAD);
    await expect(await canvas.findByText(/予約12\/12名/, {}, LOAD)).toBeVisible();
    // The lesson's card names its day (the e2e finds a lesson by it).
    await expect(canvas.getByRole('heading', { name: /^レッスン \d{4}年\d{1,2}月\d{1,2}日/ })).toBeVisible();
    // The roster's grid shows five placeholder rows while its answer is on the way: its members are waited for.
    const roster = await canvas.findByRole('grid', { name: '在籍者' }, LOAD);
    await within(roster).findByRole('rowheader', { name: '山田 太郎' }, LOAD);
    await expect(rowsOf(roster)).toHaveLength(2);
    const waiting = canvas.getByRole('grid', { name: 'キャンセル待ち' });
    await expect(await within(waiting).findByText('鈴木 一郎', {}, LOAD)).toBeVisible();
  },
};

/** The class on the owner's phone (issue 28): the lesson card's buttons wrap, the rosters scroll in their frames. */
export const DetailAt390: Story = {
  ...atStaffScreen('phone390'),
  args: { window: true },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: CLASS.name }, LOAD);
    await canvas.findByRole('grid', { name: '在籍者' }, LOAD);
    await expect(canvas.getByRole('button', { name: 'この日の名簿' })).toBeVisible();
    await expect(sidewaysOverflow()).toBe(0);
  },
};

export const CancelLesson: Story = {
  parameters: {
    msw: {
      handlers: [
        ...common,
        answerHandler('listLessons', day()),
        answerHandler('setLessonException', lessonOf(CLASS, nextMonday, 'cancelled')),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '休講にする' }, LOAD));
    await expect(await screen().findByText('レッスンを変更しました', {}, LOAD)).toBeVisible();
  },
};

export const SubstituteClashRefused: Story = {
  parameters: {
    msw: {
      handlers: [
        ...common,
        answerHandler('listLessons', day()),
        errorHandler('setLessonException', 409, 'CONFLICT', CLASH),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '代行・レーン変更' }, LOAD));
    await userEvent.click(canvas.getByRole('button', { name: /この日のレーン$/ }));
    await userEvent.click(await screen().findByRole('option', { name: '第3レーン' }));
    await userEvent.click(canvas.getByRole('button', { name: '変更する' }));
    await expect(await canvas.findByText(CLASH, { selector: '[role=alert] *' }, LOAD)).toBeVisible();
  },
};

export const MovedLesson: Story = {
  parameters: { msw: { handlers: [...common, answerHandler('listLessons', day('moved')), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('田中 翔太（代行）', {}, LOAD)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '元に戻す' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: '代行のお知らせを作成' })).toBeVisible();
  },
};

/** A 休講 lesson offers the notice to the class's families (issue 32): the server's draft fills the form. */
export const CancelledLessonOffersANotice: Story = {
  parameters: {
    msw: { handlers: [...common, answerHandler('listLessons', day('cancelled')), ...handlers] },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '休講のお知らせを作成' }, LOAD));
    const title = await canvas.findByRole('textbox', { name: /件名/ }, LOAD);
    await expect(title).toHaveValue('【休講】11月24日(火) ジュニア 火曜16時');
    const body = canvas.getByRole('textbox', { name: /本文/ }) as HTMLTextAreaElement;
    await expect(body.value).toContain('振替レッスンをご利用いただけます');
  },
};

export const StaffCannotCancel: Story = {
  beforeEach: () => {
    signInAs(DEMO_TOKENS.staff);
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: '代行・レーン変更' }, LOAD);
    await expect(canvas.queryByRole('button', { name: '休講にする' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: /のお知らせを作成$/ })).toBeNull();
  },
};

export const FullClassOffersTheWaitingList: Story = {
  parameters: {
    msw: {
      handlers: [
        ...common,
        answerHandler('listLessons', day()),
        errorHandler('enrollInClass', 409, 'CONFLICT', FULL, { once: true }),
        answerHandler('enrollInClass', {
          status: 'waitlisted',
          enrollment: null,
          waitlist_entry: { ...ROSTER.waitlist[0], id: 952, customer_id: 9, name: '田中 花', position: 2 },
        }),
        answerHandler('listCustomers', [{ id: 9, name: '田中 花', member_number: 'M000009' }], {
          meta: { current_page: 1, last_page: 1, per_page: 10, total: 1, from: 1, to: 1 },
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: '会員を検索して登録' }, LOAD), '田中');
    await userEvent.click(await canvas.findByRole('button', { name: '田中 花さんを登録' }, LOAD));
    const offer = await canvas.findByRole('alert', {}, LOAD);
    await expect(offer).toHaveTextContent(FULL);
    await userEvent.click(within(offer).getByRole('button', { name: 'キャンセル待ちに登録' }));
    await expect(
      await screen().findByText('田中 花さんをキャンセル待ち（2番目）に登録しました', {}, LOAD),
    ).toBeVisible();
  },
};

export const NotFound: Story = {
  parameters: { msw: { handlers: [errorHandler('getClass', 404), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('クラスが見つかりません', {}, LOAD)).toBeVisible();
  },
};

/** The 開始日 field's segments (年, 月, 日). */
const startsOnSegments = (canvas: ReturnType<typeof within>) =>
  within(canvas.getByRole('group', { name: '開始日' }))
    .getAllByRole('spinbutton')
    .map((segment) => segment.textContent);

export const NewClassForm: Story = {
  tags: ['visual'],
  // A fixed 開始日 from the link, so the picture does not change with the day it is taken.
  args: { path: `/classes/new?facility=${POOL.id}&weekday=1&starts_on=2026-12-07` },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'クラス登録' }, LOAD);
    await expect(await canvas.findByRole('checkbox', { name: '第1レーン' }, LOAD)).toBeVisible();
    await expect(startsOnSegments(canvas)).toEqual(['2026', '12', '07']);
  },
};

/** A new class starts today (issue 28): its lessons begin on its 開始日, not before the school existed. */
export const NewClassStartsToday: Story = {
  args: { path: '/classes/new' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'クラス登録' }, LOAD);
    await expect(startsOnSegments(canvas)).toEqual(STORY_TODAY.split('-'));
  },
};

/** The store's staff: a coach (指導員) and a receptionist who is not one. */
const staffOf = (id: number, name: string, isInstructor: boolean) => ({
  id,
  name,
  name_kana: 'スタッフ',
  email: `staff${id}@demo.kayoi.jp`,
  role: 'staff',
  is_active: true,
  account_status: 'active',
  is_instructor: isInstructor,
  retired_at: null,
  photo_url: null,
  card: null,
  store: '渋谷校',
  store_id: 1,
});
const STAFF = [staffOf(11, '水野 コーチ', true), staffOf(12, '受付 花子', false)];
const staffHandler = answerHandler('listStaffs', STAFF, {
  meta: { current_page: 1, per_page: 100, total: STAFF.length, last_page: 1 },
});

const optionNames = async () =>
  (await screen().findAllByRole('option')).map((option) => option.textContent?.trim());

/** The coach pickers offer 指導員 only; a receptionist is behind 「指導員以外も表示」. */
export const CoachPickerOffersCoachesOnly: Story = {
  args: { path: `/classes/new?facility=${POOL.id}&weekday=1` },
  parameters: {
    msw: { handlers: [...common, staffHandler, answerHandler('listLessons', day()), ...handlers] },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'クラス登録' }, LOAD);
    // The picker says 「読み込み中…」 and waits for the store's staff (a press before they came opened nothing).
    const main = await canvas.findByRole('button', { name: /メインコーチ$/ }, LOAD);
    await waitFor(() => expect(main).toBeEnabled(), LOAD);
    await userEvent.click(main);
    await waitFor(async () => expect(await optionNames()).toEqual(['指定なし', '水野 コーチ']), LOAD);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('checkbox', { name: '指導員以外も表示' }));
    await userEvent.click(canvas.getByRole('button', { name: /アシスタントコーチ$/ }));
    await waitFor(
      async () => expect(await optionNames()).toEqual(['指定なし', '水野 コーチ', '受付 花子（指導員以外）']),
      LOAD,
    );
  },
};

/** The day's substitute (代行コーチ) is chosen among 指導員 too. */
export const SubstitutePickerOffersCoachesOnly: Story = {
  parameters: {
    msw: { handlers: [...common, staffHandler, answerHandler('listLessons', day()), ...handlers] },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '代行・レーン変更' }, LOAD));
    await userEvent.click(canvas.getByRole('button', { name: /代行コーチ$/ }));
    await waitFor(async () => expect(await optionNames()).toEqual(['変更しない', '水野 コーチ']), LOAD);
    await userEvent.keyboard('{Escape}');
    await userEvent.click(canvas.getByRole('checkbox', { name: '指導員以外も表示' }));
    await userEvent.click(canvas.getByRole('button', { name: /代行コーチ$/ }));
    await waitFor(
      async () =>
        expect(await optionNames()).toEqual(['変更しない', '水野 コーチ', '受付 花子（指導員以外）']),
      LOAD,
    );
  },
};

export const NewClassNeedsFields: Story = {
  args: { path: '/classes/new' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'クラス登録' }, LOAD);
    await userEvent.click(canvas.getByRole('button', { name: '登録' }));
    await expect(await canvas.findByText('スクールは必須です')).toBeVisible();
    await expect(canvas.getByText('クラス名は必須です')).toBeVisible();
  },
};

/** The server refuses the clash (409): the form says which class holds the lane. */
export const EditRefusedWithClash: Story = {
  args: { path: `/classes/${CLASS.id}/edit` },
  parameters: {
    msw: {
      handlers: [...common, errorHandler('updateClass', 409, 'CONFLICT', CLASH), ...handlers],
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: `${CLASS.name}を編集` }, LOAD);
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByRole('alert', {}, LOAD)).toHaveTextContent(CLASH);
  },
};

/** An absence notice for an enrolled member: the server's message says whether it gave a makeup credit. */
export const RecordAbsence: Story = {
  parameters: {
    msw: {
      handlers: [
        ...common,
        answerHandler('listLessons', day()),
        answerHandler(
          'createAbsence',
          {
            id: 1,
            class: { id: CLASS.id, name: CLASS.name },
            customer_id: 1,
            customer_name: '山田 太郎',
            lesson_date: nextMonday,
            reason: '発熱',
            recorded_at: '2026-11-20T10:00:00+09:00',
            recorded_by: { id: 1, name: '佐藤 美咲' },
            credit: null,
          },
          { status: 201, message: '欠席を登録しました' },
        ),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /欠席する会員$/ }, LOAD));
    await userEvent.click(await screen().findByRole('option', { name: '山田 太郎' }));
    await userEvent.type(canvas.getByRole('textbox', { name: '欠席理由' }), '発熱');
    await userEvent.click(canvas.getByRole('button', { name: '欠席を登録' }));
    await expect(await screen().findByText('欠席を登録しました', {}, LOAD)).toBeVisible();
  },
};

/** A makeup into this lesson with another member's credit; a full lesson is the server's 409, said as is. */
export const MakeupRefusedWhenFull: Story = {
  parameters: {
    msw: {
      handlers: [
        ...common,
        answerHandler('listLessons', day()),
        answerHandler('listCustomers', [{ id: 9, name: '田中 花', member_number: 'M000009' }], {
          meta: { current_page: 1, last_page: 1, per_page: 10, total: 1, from: 1, to: 1 },
        }),
        answerHandler('listMakeupCredits', [
          {
            id: 77,
            customer_id: 9,
            source: 'absence',
            class: { id: 41, name: '小学生 水曜16:00' },
            program: { id: 4, name: 'ジュニア 週1回' },
            lesson_date: '2026-11-18',
            expires_on: '2026-12-31',
            status: 'available',
            booking: null,
          },
        ]),
        errorHandler('createMakeupBooking', 409, 'CONFLICT', 'この日のレッスンは満席です'),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.type(await canvas.findByRole('textbox', { name: '振替する会員を検索' }, LOAD), '田中');
    await userEvent.click(await canvas.findByRole('button', { name: '田中 花さんの振替権を見る' }, LOAD));
    // The credit picker is shown disabled until the member's credits have come: it is opened once they have.
    const picker = await canvas.findByRole('button', { name: /田中 花さんの振替権$/ }, LOAD);
    await waitFor(() => expect(picker).toBeEnabled(), LOAD);
    await userEvent.click(picker);
    await userEvent.click(await screen().findByRole('option', { name: /小学生 水曜16:00/ }, LOAD));
    await userEvent.click(canvas.getByRole('button', { name: '振替を予約' }));
    await expect(
      await canvas.findByText('この日のレッスンは満席です', { selector: '[role=alert] *' }, LOAD),
    ).toBeVisible();
  },
};

export const Deactivate: Story = {
  parameters: {
    msw: {
      handlers: [
        ...common,
        answerHandler('listLessons', day()),
        answerHandler('deleteClass', { ...CLASS, is_active: false }, { message: 'クラスを無効にしました' }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '無効にする' }, LOAD));
    const dialog = await screen().findByRole('alertdialog', { name: 'クラスを無効にしますか？' });
    await userEvent.click(within(dialog).getByRole('button', { name: '無効にする' }));
    await expect(await screen().findByText('クラスを無効にしました', {}, LOAD)).toBeVisible();
  },
};
