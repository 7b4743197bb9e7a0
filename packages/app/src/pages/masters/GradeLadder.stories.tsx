import { answerHandler, DEMO_TOKENS, errorHandler, handlers, resetFixtureStore } from '@kayoi/api-client/msw';
import { staffScreens } from '@kayoi/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppScreen, signInAs } from '../../stories/AppScreen.tsx';
import { type Canvas, choose, LOAD, screen } from '../../stories/helpers.ts';
import { enter, enterSchool } from './masterStoryData.ts';

// 級の一括登録 (issue 29) against the mock server: スイミング has 25級, 24級 and 1級 with their skills;
// ベビースイミング has no grade yet, so its table starts from 「25級〜1級の行を作る」.

const grade = (id: number, name: string, order: number) => ({
  id,
  store_id: 1,
  school: { id: 2, name: 'ベビースイミング' },
  name,
  sort_order: order,
  cap_color_name: null,
  cap_color_hex: null,
  description: null,
  is_active: true,
  member_count: 0,
  skills: [],
});
const SAVED = {
  school_id: 2,
  created: 26,
  updated: 0,
  grades: [
    ...Array.from({ length: 25 }, (_, i) => grade(500 + i, `${25 - i}級`, i + 1)),
    grade(525, '選手', 26),
  ],
};
const REFUSED = {
  'grades.1.name': ['2行目: 級名「25級」は表の1行目と重なっています'],
  'grades.2.skills': ['3行目: 同じ検定項目が2つあります'],
};

const meta = {
  title: 'Screens/Masters/Grade ladder',
  component: AppScreen,
  args: { path: '/master/grades/ladder' },
  parameters: { layout: 'fullscreen', viewport: { options: staffScreens } },
  beforeEach: async () => {
    resetFixtureStore();
    signInAs(DEMO_TOKENS.manager);
    await enterSchool();
    await enter('/api/schools', { name: 'ベビースイミング', discipline: 'swimming', sort_order: 2 });
  },
} satisfies Meta<typeof AppScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

const card = async (canvas: Canvas) =>
  within(
    (await canvas.findByRole('heading', { name: 'スクールの級' }, LOAD)).closest('section') as HTMLElement,
  );
/** Chooses the school once the schools are there (the Select opens only with its options). */
async function chooseSchool(canvas: Canvas, name: string) {
  const scope = await card(canvas);
  await waitFor(() => expect(scope.getByRole('button', { name: /スクール/ })).toBeEnabled(), LOAD);
  await choose(scope, /スクール/, name);
  // The list gives the focus back to its button a frame later: a click made before that lost its focus to it, and
  // the select's focus ring came into Row Errors' picture on a loaded run.
  await waitFor(() => expect(scope.getByRole('button', { name: /スクール/ })).toHaveFocus(), LOAD);
}
const table = (canvas: Canvas) => canvas.findByRole('table', { name: '級の一覧表' }, LOAD);
const cell = (canvas: Canvas, row: number, column: string) =>
  canvas.getByRole('textbox', { name: `${row}行目 ${column}` });

/** Presses a key (Tab by default) until the element has the focus, at most 200 times. */
async function keyTo(element: Element, key = '{Tab}') {
  for (let i = 0; i < 200 && document.activeElement !== element; i += 1) await userEvent.keyboard(key);
  await expect(element).toHaveFocus();
}

/** The school's grades as rows of the table, each cell editable. */
export const Ladder: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: '級の一括登録' }, LOAD);
    await chooseSchool(canvas, 'スイミング');
    await table(canvas);
    await expect(cell(canvas, 1, '級名')).toHaveValue('25級');
    await expect(cell(canvas, 3, '級名')).toHaveValue('1級');
    await expect(cell(canvas, 1, '検定項目（「、」区切り）')).toHaveValue('けのび 5m、バタ足 10m');
  },
};

/**
 * Keyboard only: Tab to the school, choose it with the arrows, make the 25 rows, type skills going down with
 * Enter, back up with ↑, add a 26th row with Enter on the last, name it, and save with Enter on 保存.
 */
export const KeyboardOnly: Story = {
  parameters: { msw: { handlers: [answerHandler('saveGradeLadder', SAVED), ...handlers] } },
  play: async ({ canvas }) => {
    const select = (await card(canvas)).getByRole('button', { name: /スクール/ });
    await waitFor(() => expect(select).toBeEnabled(), LOAD);
    await keyTo(select);
    await userEvent.keyboard('{ArrowDown}');
    const baby = await screen().findByRole('option', { name: 'ベビースイミング' }, LOAD);
    await keyTo(baby, '{ArrowDown}');
    await userEvent.keyboard('{Enter}');

    const make = await canvas.findByRole('button', { name: '25級〜1級の行を作る' }, LOAD);
    await keyTo(make);
    await userEvent.keyboard('{Enter}');
    await table(canvas);
    const skills = '検定項目（「、」区切り）';
    await waitFor(() => expect(cell(canvas, 1, skills)).toHaveFocus(), LOAD);
    await userEvent.keyboard('顔つけ 5秒、水中じゃんけん{Enter}');
    await expect(cell(canvas, 2, skills)).toHaveFocus();
    await userEvent.keyboard('けのび 5m{ArrowUp}');
    await expect(cell(canvas, 1, skills)).toHaveFocus();
    await expect(cell(canvas, 1, skills)).toHaveValue('顔つけ 5秒、水中じゃんけん');
    await expect(cell(canvas, 2, skills)).toHaveValue('けのび 5m');

    for (let row = 1; row < 25; row += 1) await userEvent.keyboard('{ArrowDown}');
    await expect(cell(canvas, 25, skills)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(cell(canvas, 26, skills)).toHaveFocus(), LOAD);
    await userEvent.tab({ shift: true });
    await expect(cell(canvas, 26, '級名')).toHaveFocus();
    await userEvent.keyboard('選手');
    await expect(cell(canvas, 26, '順番')).toHaveValue('26');

    const save = canvas.getByRole('button', { name: '保存' });
    await keyTo(save);
    await userEvent.keyboard('{Enter}');
    await expect(
      await screen().findByText('級を一括保存しました（新規26件・変更0件）', {}, LOAD),
    ).toBeVisible();
  },
};

/** A refused save: nothing is saved, and each refused row says why under its cell. */
export const RowErrors: Story = {
  tags: ['visual'],
  parameters: {
    msw: {
      handlers: [
        errorHandler('saveGradeLadder', 422, 'VALIDATION_ERROR', '入力内容に問題があります', {
          fieldErrors: REFUSED,
        }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await chooseSchool(canvas, 'スイミング');
    await table(canvas);
    await userEvent.click(canvas.getByRole('button', { name: '保存' }));
    await expect(await canvas.findByText(REFUSED['grades.1.name'][0] as string, {}, LOAD)).toBeVisible();
    await expect(canvas.getByText('2行に問題があります。各行のメッセージを確かめてください。')).toBeVisible();
    await expect(cell(canvas, 2, '級名')).toHaveAttribute('aria-invalid', 'true');
  },
};
