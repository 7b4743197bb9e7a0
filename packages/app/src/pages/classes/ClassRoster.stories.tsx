import { answerHandler, DEMO_TOKENS, handlers, resetFixtureStore } from '@kayoi/api-client/msw';
import { staffScreens } from '@kayoi/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AppScreen, signInAs } from '../../stories/AppScreen.tsx';
import { LOAD, rowsOf } from '../../stories/helpers.ts';
import { lessonOf, MONDAY, ROSTER } from './classStoryData.ts';

// /classes/{id}/roster: the printable class roster (A4) of 小学生 月曜16:00 — its members with 会員番号, kana and
// grade, and for Monday 23 November the day's 欠席連絡 (佐藤 花子) and a makeup member (振替, 新井 彩葉).

const CLASS = MONDAY[1] as (typeof MONDAY)[number];
const DATE = '2026-11-23';
const ABSENCE = {
  id: 501,
  class: { id: CLASS.id, name: CLASS.name },
  customer_id: 2,
  customer_name: '佐藤 花子',
  lesson_date: DATE,
  reason: '発熱',
  recorded_at: '2026-11-22T18:10:00+09:00',
  recorded_by: { id: 5, name: '鈴木 健太' },
  credit: null,
};
const MAKEUP = {
  id: 601,
  credit_id: 701,
  customer_id: 85,
  customer_name: '新井 彩葉',
  class: { id: CLASS.id, name: CLASS.name },
  lesson_date: DATE,
  start_time: '16:00',
  status: 'booked',
  booked_at: '2026-11-21T12:00:00+09:00',
};
const OTHER_CLASS_MAKEUP = {
  ...MAKEUP,
  id: 602,
  customer_id: 86,
  class: { id: 23, name: '小学生 月曜17:00' },
};
const ARAI = {
  id: 85,
  member_number: '100085',
  name: '新井 彩葉',
  name_kana: 'アライ イロハ',
  grade: { id: 29, name: '24級' },
};
const withDate = [
  answerHandler('getClass', CLASS),
  answerHandler('listClassEnrollments', ROSTER),
  answerHandler('listAbsences', [ABSENCE]),
  answerHandler('listMakeupBookings', [MAKEUP, OTHER_CLASS_MAKEUP]),
  answerHandler('listLessons', {
    date: DATE,
    is_open: true,
    closed_note: null,
    lessons: [lessonOf(CLASS, DATE)],
  }),
  answerHandler('getCustomer', ARAI),
  ...handlers,
];

const meta = {
  title: 'Screens/Classes/Roster',
  component: AppScreen,
  args: { path: `/classes/${CLASS.id}/roster?date=${DATE}` },
  parameters: {
    layout: 'fullscreen',
    viewport: { options: staffScreens },
    msw: { handlers: withDate },
  },
  beforeEach: () => {
    resetFixtureStore();
    signInAs(DEMO_TOKENS.staff);
  },
} satisfies Meta<typeof AppScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

const sheetOf = (canvas: ReturnType<typeof within>) =>
  canvas.findByRole('article', { name: `${CLASS.name}のクラス名簿` }, LOAD);

/** A lesson day chosen: the members, the day's 欠席連絡, and the makeup member of this class only. */
export const WithLessonDay: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    const sheet = await sheetOf(canvas);
    const table = within(sheet).getByRole('table', { name: '受講者' });
    await expect(await within(table).findByText('アライ イロハ', {}, LOAD)).toBeVisible();
    const rows = rowsOf(table);
    await expect(rows).toHaveLength(3);
    await expect(rows[0]).toHaveTextContent(/M000001.*山田 太郎.*ヤマダ タロウ.*25級/);
    await expect(rows[1]).toHaveTextContent(/佐藤 花子.*24級.*欠席連絡/);
    await expect(rows[2]).toHaveTextContent(/100085.*新井 彩葉.*24級.*振替/);
    await expect(sheet).toHaveTextContent('欠席連絡1名・振替1名');
    await expect(sheet).toHaveTextContent('2026年11月23日');
  },
};

/** Without a day: the roster alone, no 欠席・振替 column. */
export const WithoutDay: Story = {
  args: { path: `/classes/${CLASS.id}/roster` },
  play: async ({ canvas }) => {
    const sheet = await sheetOf(canvas);
    const table = within(sheet).getByRole('table', { name: '受講者' });
    await expect(rowsOf(table)).toHaveLength(2);
    await expect(within(table).queryByRole('columnheader', { name: '欠席・振替' })).toBeNull();
    await expect(canvas.getByRole('button', { name: '印刷する（A4）' })).toBeVisible();
  },
};

/** Printed, only the sheet shows: the app around it is hidden and the page is A4. */
export const PrintMedia: Story = {
  play: async ({ canvas }) => {
    const sheet = await sheetOf(canvas);
    const rules = [...document.styleSheets].flatMap((styleSheet) => {
      try {
        return [...styleSheet.cssRules].map((rule) => rule.cssText);
      } catch {
        return [];
      }
    });
    const print = rules.filter((text) => text.startsWith('@media print') && text.includes('[data-roster]'));
    await expect(print.join('\n')).toMatch(/size: a4( portrait)?;/i);
    await expect(print.join('\n')).toMatch(/body \* \{ visibility: hidden; \}/);
    await expect(sheet).toHaveAttribute('data-roster');
  },
};
