import { answerHandler, DEMO_TOKENS, errorHandler, handlers, resetFixtureStore } from '@kayoi/api-client/msw';
import { staffScreens } from '@kayoi/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppScreen, signInAs } from '../../stories/AppScreen.tsx';
import { LOAD, rowsOf, screen } from '../../stories/helpers.ts';
import { enterSchool } from '../masters/masterStoryData.ts';
import { MONDAY, ROSTER } from './classStoryData.ts';

// /school-management/grades: スイミング's test days, one test's results (a class change proposed by a pass), results
// entered per class roster, and the 進級認定証 (A6) of a passed member.

const TEST = {
  id: 3,
  school: { id: 1, name: 'スイミング' },
  name: '12月進級テスト',
  held_on: '2026-12-12',
  notes: null,
  result_count: 2,
  passed_count: 1,
};
const result = (id: number, name: string, passed: boolean) => ({
  id,
  test_id: TEST.id,
  customer_id: id,
  customer_name: name,
  tested_grade: { id: 30, name: '25級' },
  passed,
  new_grade: passed ? { id: 29, name: '24級' } : null,
  skill_ids: passed ? [301, 302] : [301],
  skills: [
    { id: 301, name: 'けのび 5m', passed: true },
    { id: 302, name: 'バタ足 10m', passed },
  ],
  notes: null,
  recorded_at: '2026-12-12T11:00:00+09:00',
  recorded_by: { id: 5, name: '鈴木 健太' },
  class_change: passed
    ? {
        from_class: { id: 22, name: '小学生 月曜16:00' },
        to_class: { id: 23, name: '小学生 月曜17:00' },
        moves_on: '2027-01-01',
      }
    : null,
});
const RESULTS = [result(1, '山田 太郎', true), result(2, '佐藤 花子', false)];
const grade = (id: number, name: string, skills: [number, string][]) => ({
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
  skills: skills.map(([skillId, skillName], i) => ({
    id: skillId,
    name: skillName,
    description: null,
    position: i + 1,
  })),
});
/** 25級 and 24級 of スイミング with the skills their test checks (the roster's grades). */
const GRADES = [
  grade(30, '25級', [
    [301, 'けのび 5m'],
    [302, 'バタ足 10m'],
  ]),
  grade(29, '24級', [[303, '背浮き 5秒']]),
];
const GRADE_PAGE = { current_page: 1, last_page: 1, per_page: 100, total: 2, from: 1, to: 2 };

const meta = {
  title: 'Screens/Classes/Grades',
  component: AppScreen,
  args: { path: '/school-management/grades' },
  parameters: {
    // Two days after the test: the form's 実施日 defaults to today in Tokyo (.storybook/clock.ts).
    clock: '2026-12-14T10:00:00+09:00',
    layout: 'fullscreen',
    viewport: { options: staffScreens },
    msw: {
      handlers: [
        answerHandler('listPromotionTests', [TEST]),
        answerHandler('listPromotionResults', RESULTS),
        answerHandler('listClasses', MONDAY),
        answerHandler('listClassEnrollments', ROSTER),
        ...handlers,
      ],
    },
  },
  beforeEach: async () => {
    resetFixtureStore();
    signInAs(DEMO_TOKENS.manager);
    await enterSchool();
  },
} satisfies Meta<typeof AppScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Results: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('grid', { name: '進級テストの結果' }, LOAD);
    await expect(await within(table).findByText('山田 太郎', {}, LOAD)).toBeVisible();
    await expect(rowsOf(table)).toHaveLength(2);
    await expect(rowsOf(table)[0]).toHaveTextContent('小学生 月曜17:00');
    // Each skill of the tested grade, passed or not.
    const failed = within(table).getByRole('list', { name: '佐藤 花子さんの課題' });
    await expect(failed).toHaveTextContent('○ けのび 5m（合格）');
    await expect(failed).toHaveTextContent('× バタ足 10m（未合格）');
  },
};

export const Certificate: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await userEvent.click(
      await canvas.findByRole('button', { name: '山田 太郎さんの進級認定証を印刷' }, LOAD),
    );
    const dialog = await screen().findByRole('dialog', { name: '進級認定証' });
    await expect(
      within(dialog).getByRole('article', { name: '山田 太郎さんの進級認定証' }),
    ).toHaveTextContent('24級');
  },
};

export const RecordResults: Story = {
  parameters: {
    msw: {
      handlers: [
        answerHandler('listPromotionTests', [TEST]),
        answerHandler('listPromotionResults', RESULTS),
        answerHandler('listClasses', MONDAY),
        answerHandler('listClassEnrollments', ROSTER),
        answerHandler('listGrades', GRADES, { meta: GRADE_PAGE }),
        answerHandler('recordPromotionResults', RESULTS, { status: 201 }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('grid', { name: '進級テストの結果' }, LOAD);
    // The class list arrives after the page: an empty select does not open, so the click is tried until it does.
    const trigger = await canvas.findByRole('button', { name: /クラス$/ }, LOAD);
    await waitFor(async () => {
      if (trigger.getAttribute('aria-expanded') !== 'true') await userEvent.click(trigger);
      await expect(screen().getByRole('option', { name: /小学生 月曜16:00/ })).toBeVisible();
    }, LOAD);
    await userEvent.click(screen().getByRole('option', { name: /小学生 月曜16:00/ }));
    // The skills of 山田 太郎's grade (25級), one checkbox each, checked with the keyboard.
    const skills = await canvas.findByRole('group', { name: '山田 太郎さんの合格した課題' }, LOAD);
    const kick = await within(skills).findByRole('checkbox', { name: 'けのび 5m' }, LOAD);
    kick.focus();
    await userEvent.keyboard(' ');
    await expect(kick).toBeChecked();
    await userEvent.tab();
    await expect(within(skills).getByRole('checkbox', { name: 'バタ足 10m' })).toHaveFocus();
    await expect(
      within(canvas.getByRole('group', { name: '佐藤 花子さんの合格した課題' })).getByRole('checkbox', {
        name: '背浮き 5秒',
      }),
    ).not.toBeChecked();
    await userEvent.click(await canvas.findByRole('button', { name: /山田 太郎さんの結果$/ }, LOAD));
    await userEvent.click(await screen().findByRole('option', { name: '合格' }));
    await userEvent.click(canvas.getByRole('button', { name: '結果を登録（1名）' }));
    await expect(await screen().findByText('進級テストの結果を登録しました', {}, LOAD)).toBeVisible();
  },
};

export const NoTests: Story = {
  parameters: { msw: { handlers: [answerHandler('listPromotionTests', []), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('進級テストはまだありません', {}, LOAD)).toBeVisible();
  },
};

export const NotRead: Story = {
  parameters: { msw: { handlers: [errorHandler('listPromotionTests', 500), ...handlers] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: '再試行' }, LOAD)).toBeVisible();
  },
};
