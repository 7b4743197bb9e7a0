import {
  answerHandler,
  DEMO_TOKENS,
  delayedHandler,
  errorHandler,
  handlers,
  resetFixtureStore,
} from '@kayoi/api-client/msw';
import { atStaffScreen, staffScreens } from '@kayoi/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { AppScreen, signInAs } from '../../stories/AppScreen.tsx';
import { type Canvas, choose, LOAD, screen } from '../../stories/helpers.ts';
import { CLASH, facilityPage, MONDAY, POOL } from './classStoryData.ts';

// The lane board (/lane-assignment/class-lanes) against the mock server: the facility and the day's classes are
// per-story answers; saving, a clash (409) and a refusal (403) are the server's answers, forced per story.

const BOARD = `/lane-assignment/class-lanes?facility=${POOL.id}&weekday=1`;
const board = [
  answerHandler('listFacilities', facilityPage([POOL]).data, { meta: facilityPage([POOL]).meta }),
];
const monday = answerHandler('listClasses', MONDAY);

const meta = {
  title: 'Screens/Classes/Lane board',
  component: AppScreen,
  args: { path: BOARD },
  parameters: {
    layout: 'fullscreen',
    viewport: { options: staffScreens },
    msw: { handlers: [...board, monday, ...handlers] },
  },
  beforeEach: () => {
    resetFixtureStore();
    signInAs(DEMO_TOKENS.manager);
  },
} satisfies Meta<typeof AppScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

const block = (canvas: Canvas, name: string) =>
  canvas.findByRole('button', { name: new RegExp(`^${name}\\s*、`) }, LOAD);

async function drawn(canvas: Canvas) {
  await canvas.findByRole('region', { name: '25mプール 月曜日' }, LOAD);
  return block(canvas, '幼児 月曜16:00');
}

export const Board: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await drawn(canvas);
    await expect(canvas.getByRole('button', { name: '保存' })).toBeDisabled();
    await expect(canvas.getByText(/在籍 12\/12名/)).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [...board, delayedHandler('listClasses'), ...handlers] } },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: 'クラス・レーン割当' }, LOAD);
    await expect(canvas.queryByRole('region', { name: '25mプール 月曜日' })).toBeNull();
  },
};

export const NoClassesThatDay: Story = {
  tags: ['visual'],
  parameters: { msw: { handlers: [...board, answerHandler('listClasses', []), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('この曜日のクラスはありません', {}, LOAD)).toBeVisible();
    await expect(canvas.getByRole('region', { name: '25mプール 月曜日' })).toBeVisible();
  },
};

export const NoPool: Story = {
  parameters: {
    msw: {
      handlers: [answerHandler('listFacilities', [], { meta: facilityPage([]).meta }), monday, ...handlers],
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('レーンのある施設がありません', {}, LOAD)).toBeVisible();
  },
};

export const ClassesNotRead: Story = {
  parameters: { msw: { handlers: [...board, errorHandler('listClasses', 500), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: '再試行' }, LOAD)).toBeVisible();
  },
};

/** A class moved by keyboard onto an occupied lane is marked 重複 before saving; 元に戻す drops the draft. */
export const ConflictBeforeSaving: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    (await drawn(canvas)).focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getAllByText('重複')).toHaveLength(2));
    await expect(canvas.getByText(/未保存の変更が1件/)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '保存' })).toBeEnabled();
  },
};

export const RevertDraft: Story = {
  play: async ({ canvas }) => {
    (await drawn(canvas)).focus();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.click(canvas.getByRole('button', { name: '元に戻す' }));
    await waitFor(() => expect(canvas.queryAllByText('重複')).toHaveLength(0));
    await expect(canvas.getByRole('button', { name: '保存' })).toBeDisabled();
  },
};

/** A move to a free lane is saved: each changed class is sent, a toast says so, the draft is gone. */
export const Saved: Story = {
  parameters: {
    msw: { handlers: [...board, monday, answerHandler('updateClass', MONDAY[0]), ...handlers] },
  },
  play: async ({ canvas }) => {
    (await drawn(canvas)).focus();
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await screen().findByText('1件のクラスを保存しました', {}, LOAD)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '保存' })).toBeDisabled();
  },
};

/** The server refuses a clash (409): its message names the other class and the draft stays to be changed. */
export const ClashRefused: Story = {
  tags: ['visual'],
  parameters: {
    msw: { handlers: [...board, monday, errorHandler('updateClass', 409, 'CONFLICT', CLASH), ...handlers] },
  },
  play: async ({ canvas }) => {
    (await drawn(canvas)).focus();
    await userEvent.keyboard('{ArrowRight}');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByRole('alert', {}, LOAD)).toHaveTextContent(CLASH);
    await expect(canvas.getByRole('button', { name: '保存' })).toBeEnabled();
    await expect(canvas.getAllByText('重複')).toHaveLength(2);
  },
};

/** The server decides who may move classes: a refusal (403) leaves the board read-only. */
export const ReadOnlyAfterRefusal: Story = {
  tags: ['visual'],
  parameters: {
    msw: { handlers: [...board, monday, errorHandler('updateClass', 403), ...handlers] },
  },
  beforeEach: () => {
    signInAs(DEMO_TOKENS.staff);
  },
  play: async ({ canvas }) => {
    (await drawn(canvas)).focus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByText(/閲覧のみ/, {}, LOAD)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: '保存' })).toBeNull();
    await expect(canvas.getByRole('group', { name: /^幼児 月曜16:00\s*、/ })).toBeVisible();
  },
};

/** The coach filter dims the other coaches' classes. */
export const CoachFilter: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await drawn(canvas);
    await choose(canvas, /コーチ$/, '鈴木 健太');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /コーチ$/ })).toHaveTextContent('鈴木 健太'),
    );
  },
};

/** The head of 第n レーン (the story pool's lane ids are 10 + n). */
const laneHead = (canvasElement: HTMLElement, number: number) => {
  const found = canvasElement.querySelector(`[data-lane-head="${10 + number}"]`);
  if (!found) throw new Error(`lane ${number} has no head`);
  return found.getBoundingClientRect();
};

/**
 * Issue 28 §4 on a tablet upright (820 px): 選手コース 月曜 uses lanes 3 and 4 and covers both; lanes out of view are
 * named above the board, which scrolls inside its frame, and the keyboard brings lane 6 into view.
 */
export const TwoLaneClassAt820: Story = {
  tags: ['visual'],
  ...atStaffScreen('tablet820'),
  play: async ({ canvas, canvasElement }) => {
    const region = await canvas.findByRole('region', { name: '25mプール 月曜日' }, LOAD);
    const wide = await block(canvas, '選手コース 月曜');
    await expect(wide).toHaveAccessibleName(/第3レーン・第4レーン/);
    const box = wide.getBoundingClientRect();
    await expect(Math.abs(box.left - (laneHead(canvasElement, 3).left + 4))).toBeLessThanOrEqual(2);
    await expect(Math.abs(box.right - (laneHead(canvasElement, 4).right - 4))).toBeLessThanOrEqual(2);
    await waitFor(() => expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(820));
    // The lanes past the frame's edge are named, with a shadow at that edge.
    const more = await canvas.findByRole('button', { name: /^レーン\d(–\d)?$/ }, LOAD);
    await expect(more.textContent).toMatch(/6$/);
    await expect(canvasElement.querySelector('[data-scroll-cue="right"]')).not.toBeNull();
    more.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(laneHead(canvasElement, 6).right).toBeLessThanOrEqual(region.getBoundingClientRect().right),
    );
    await expect(await block(canvas, '成人 月曜19:00')).toBeVisible();
    // Moved a lane to the right, the class takes lanes 4 and 5 together.
    wide.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(async () =>
      expect(await block(canvas, '選手コース 月曜')).toHaveAccessibleName(/第4レーン・第5レーン/),
    );
    await expect(canvas.getByText(/未保存の変更が1件/)).toBeVisible();
  },
};

/** A trial (体験) booked into a class's next Monday lesson: its block carries 体験 1名 with the day (issue 29). */
export const TrialOnTheBoard: Story = {
  parameters: {
    msw: {
      handlers: [
        ...board,
        monday,
        answerHandler('listTrialLessons', [
          {
            id: 3,
            pre_registration_id: 41,
            applicant_name: '佐藤 ひなた',
            applicant_kana: 'サトウ ヒナタ',
            birth_date: '2019-05-02',
            class: { id: 21, name: '幼児 月曜16:00' },
            program: null,
            lesson_date: '2026-11-23',
            start_time: '16:00',
            status: 'booked',
            attendance: null,
            suggested_grade: null,
            coach_comment: null,
            outcome: null,
            outcome_reason: null,
            customer_id: null,
            booked_at: '2026-11-20T09:20:00+09:00',
          },
        ]),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    const trial = await block(canvas, '幼児 月曜16:00');
    await waitFor(() => expect(trial).toHaveTextContent(/体験 1名（\d+\/\d+）/), LOAD);
    await expect(await block(canvas, '小学生 月曜16:00')).not.toHaveTextContent('体験');
  },
};
