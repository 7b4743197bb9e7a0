import { answerHandler, DEMO_TOKENS, handlers, resetFixtureStore } from '@kayoi/api-client/msw';
import { staffScreens } from '@kayoi/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppScreen, signInAs } from '../../stories/AppScreen.tsx';
import { LOAD, screen } from '../../stories/helpers.ts';

// /tablet-attendance-v2 with a lesson's makeup members (振替) after its own and a member who called in absent
// (欠席連絡あり, until the coach marks otherwise): the tablet state the classes' 欠席・振替 leaves (issue 14).

const member = (
  customerId: number,
  name: string,
  kana: string,
  extra: Partial<{
    roll: 'enrolled' | 'makeup';
    absence_notice: boolean;
    presence: 'present' | 'absent' | 'excused' | 'unmarked';
    mark: 'present' | 'absent' | 'excused' | null;
    source: 'tablet' | 'card' | 'visit' | 'notice' | null;
    checked_in_at: string | null;
  }> = {},
) => ({
  customer_id: customerId,
  name,
  name_kana: kana,
  roll: 'enrolled' as const,
  absence_notice: false,
  presence: 'unmarked' as const,
  mark: null,
  source: null,
  checked_in_at: null,
  ...extra,
});

const MAKEUP = member(85, '新井 彩葉', 'アライ イロハ', { roll: 'makeup' });
const DAY = {
  date: '2026-11-25',
  lessons: [
    {
      class_id: 10,
      name: 'ジュニア初級（水16:00）',
      program_name: 'ジュニアコース',
      lane: '第2レーン',
      start_time: '16:00',
      end_time: '17:00',
      instructor_name: '鈴木 健太',
      capacity: 12,
      members: [
        member(31, '青木 陽菜', 'アオキ ヒナ', {
          presence: 'present',
          source: 'visit',
          checked_in_at: '2026-11-25T15:41:00+09:00',
        }),
        member(32, '伊藤 蓮', 'イトウ レン', { absence_notice: true, presence: 'excused', source: 'notice' }),
        member(33, '上田 湊', 'ウエダ ミナト'),
        MAKEUP,
      ],
      counts: { present: 1, absent: 0, excused: 1, unmarked: 2 },
    },
  ],
};

/** The marks the tablet sent (class, member, body), answered as the server would. */
let marks: { classId: string; customerId: string; body: unknown }[] = [];
const markRecorder = http.put(
  '/api/tablet-attendance/lessons/:classId/members/:customerId',
  async ({ params, request }) => {
    const body = await request.json();
    marks.push({ classId: String(params.classId), customerId: String(params.customerId), body });
    return HttpResponse.json({
      success: true,
      message: '出席を記録しました',
      data: { ...MAKEUP, presence: 'present', mark: 'present', source: 'tablet' },
      timestamp: '2026-11-25T16:02:00+09:00',
    });
  },
);

const meta = {
  title: 'Screens/Front desk/Tablet attendance',
  component: AppScreen,
  args: { path: '/tablet-attendance-v2' },
  parameters: {
    layout: 'fullscreen',
    viewport: { options: staffScreens },
    msw: {
      handlers: [answerHandler('listTabletLessons', DAY), markRecorder, ...handlers],
    },
  },
  beforeEach: () => {
    marks = [];
    resetFixtureStore();
    signInAs(DEMO_TOKENS.staff);
  },
} satisfies Meta<typeof AppScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

/** 振替 on the makeup member, 欠席連絡あり on the member who called in; the summary counts the makeups. */
export const WithMakeups: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    const roll = await canvas.findByRole(
      'list',
      { name: 'ジュニア初級（水16:00）（第2レーン）の受講者' },
      LOAD,
    );
    const rows = within(roll).getAllByRole('listitem');
    await expect(rows.map((row) => row.querySelector('.name')?.textContent)).toEqual([
      '青木 陽菜',
      '伊藤 蓮',
      '上田 湊',
      '新井 彩葉',
    ]);
    await expect(rows[3]).toHaveTextContent('振替');
    await expect(rows[1]).toHaveTextContent('欠席連絡あり');
    await expect(rows[0]).not.toHaveTextContent('振替');
    await expect(canvas.getByText(/振替 1名/)).toBeVisible();
  },
};

/** The makeup member is marked like any other: 出席 by their own button, for this lesson and day. */
export const MarkMakeupPresent: Story = {
  play: async ({ canvas }) => {
    const present = await canvas.findByRole('radio', { name: '新井 彩葉さんを出席にする' }, LOAD);
    await userEvent.click(present);
    await waitFor(() =>
      expect(marks).toEqual([
        { classId: '10', customerId: '85', body: { date: '2026-11-25', status: 'present' } },
      ]),
    );
    await expect(canvas.queryByText('出欠を保存できませんでした')).toBeNull();
  },
};

/** A lesson with a child on a trial (体験, issue 29): after the members, with the coach's 出席 / 欠席 and grade. */
const TRIAL = {
  id: 7,
  name: '佐々木 結衣',
  name_kana: 'ササキ ユイ',
  age: 6,
  attendance: null,
  suggested_grade: null,
  coach_comment: null,
};
const [LESSON] = DAY.lessons;
const WITH_TRIAL = { ...DAY, lessons: [{ ...LESSON, trials: [TRIAL] }] };
const grade = (id: number, name: string) => ({
  id,
  store_id: 1,
  school: { id: 1, name: 'スイミング' },
  name,
  sort_order: 31 - id,
  cap_color_name: null,
  cap_color_hex: null,
  description: null,
  is_active: true,
  member_count: 1,
  skills: [],
});
const GRADES = [grade(30, '25級'), grade(29, '24級')];
const GRADE_PAGE = { current_page: 1, last_page: 1, per_page: 100, total: 2, from: 1, to: 2 };
let results: { id: string; body: unknown }[] = [];
const resultRecorder = http.put('/api/trial-lessons/:id/result', async ({ params, request }) => {
  const body = await request.json();
  results.push({ id: String(params.id), body });
  return HttpResponse.json({
    success: true,
    message: '体験の結果を記録しました',
    data: null,
    timestamp: '2026-11-25T16:02:00+09:00',
  });
});

export const WithATrial: Story = {
  tags: ['visual'],
  parameters: {
    msw: {
      handlers: [
        answerHandler('listTabletLessons', WITH_TRIAL),
        answerHandler('listGrades', GRADES, { meta: GRADE_PAGE }),
        resultRecorder,
        markRecorder,
        ...handlers,
      ],
    },
  },
  beforeEach: () => {
    results = [];
  },
  play: async ({ canvas }) => {
    const trials = await canvas.findByRole('region', { name: 'ジュニア初級（水16:00）の体験' }, LOAD);
    const row = within(trials).getByRole('listitem', { name: '佐々木 結衣（体験）' });
    await expect(row).toHaveTextContent('体験');
    await expect(row).toHaveTextContent('未記録');
    await expect(within(row).getByRole('button', { name: '出席' })).toBeVisible();
  },
};

/** The coach suggests a grade and marks the trial child present: the trial's result operation is sent. */
export const RecordATrial: Story = {
  parameters: WithATrial.parameters,
  beforeEach: () => {
    results = [];
  },
  play: async ({ canvas }) => {
    const trials = await canvas.findByRole('region', { name: 'ジュニア初級（水16:00）の体験' }, LOAD);
    await userEvent.click(within(trials).getByRole('button', { name: /推奨級/ }));
    await userEvent.click(await screen().findByRole('option', { name: '24級' }, LOAD));
    await userEvent.click(within(trials).getByRole('button', { name: '出席' }));
    await waitFor(() => expect(results).toHaveLength(1));
    await expect(results[0]).toMatchObject({
      id: '7',
      body: { attendance: 'present', suggested_grade_id: 29 },
    });
    await expect(await screen().findByText('体験の結果を記録しました', {}, LOAD)).toBeVisible();
  },
};
