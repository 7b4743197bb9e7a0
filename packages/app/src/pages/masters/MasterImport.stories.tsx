import type { components } from '@kayoi/api-client';
import { answerHandler, DEMO_TOKENS, handlers, resetFixtureStore } from '@kayoi/api-client/msw';
import { staffScreens } from '@kayoi/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppScreen, signInAs } from '../../stories/AppScreen.tsx';
import { LOAD, rowsOf, screen } from '../../stories/helpers.ts';
import { enterSchool } from './masterStoryData.ts';

// マスタのCSV取り込み (issue 29) against answers shaped as the real server gives them (the mock server reads no
// files: each preview here is this story's recording of master-import.test's files).

type Result = components['schemas']['MasterImportResult'];

const PROGRAMS_PREVIEW: Result = {
  dry_run: true,
  file_name: 'プログラム.csv',
  format: 'csv',
  encoding: 'shift_jis',
  summary: { rows: 5, created: 2, updated: 1, unchanged: 1, refused: 1, categories_created: 1 },
  rows: [
    {
      line: 2,
      school: 'スイミング',
      name: '幼児コース',
      outcome: 'unchanged',
      detail: '幼児・月謝 ￥7,700',
      errors: [],
    },
    {
      line: 3,
      school: 'スイミング',
      name: 'ジュニアコース',
      outcome: 'updated',
      detail: 'ジュニア・月謝 ￥9,350',
      errors: [],
    },
    {
      line: 4,
      school: 'スイミング',
      name: '選手コース',
      outcome: 'created',
      detail: '選手・月謝 ￥13,200',
      errors: [],
    },
    {
      line: 5,
      school: 'スイミング',
      name: '成人コース',
      outcome: 'created',
      detail: '成人・月謝 ￥9,900',
      errors: [],
    },
    {
      line: 6,
      school: 'スイミング',
      name: 'アクアビクス',
      outcome: 'refused',
      detail: '成人',
      errors: ['6行目 月謝: 月謝は数値である必要があります'],
    },
  ],
};

const SKILLS = ['顔つけ5秒・水中じゃんけん', 'もぐって石拾い・ボビング10回', 'けのび5m・浮き身10秒'];
const gradeRows = (outcome: 'created' | 'unchanged') =>
  Array.from({ length: 25 }, (_, i) => ({
    line: i + 2,
    school: 'スイミング',
    name: `${25 - i}級`,
    outcome,
    detail: SKILLS[i % SKILLS.length] as string,
    errors: [],
  }));
const GRADES_PREVIEW: Result = {
  dry_run: true,
  file_name: '級.csv',
  format: 'csv',
  encoding: 'utf-8',
  summary: { rows: 25, created: 25, updated: 0, unchanged: 0, refused: 0 },
  rows: gradeRows('created'),
};
const GRADES_IMPORTED: Result = { ...GRADES_PREVIEW, dry_run: false };

const meta = {
  title: 'Screens/Masters/CSV import',
  component: AppScreen,
  args: { path: '/master/programs' },
  parameters: {
    layout: 'fullscreen',
    viewport: { options: staffScreens },
    msw: {
      handlers: [
        answerHandler('importPrograms', PROGRAMS_PREVIEW),
        answerHandler('importGrades', GRADES_PREVIEW, { once: true }),
        answerHandler('importGrades', GRADES_IMPORTED),
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

/** Opens the list's CSVで取り込む and chooses a file in the dialog. */
async function openAndChoose(heading: string, file: File) {
  await userEvent.click(await screen().findByRole('button', { name: 'CSVで取り込む' }, LOAD));
  const dialog = within(await screen().findByRole('dialog', { name: heading }, LOAD));
  const input = document.querySelector<HTMLInputElement>('[role="dialog"] input[type="file"]');
  if (!input) throw new Error('no file input');
  await userEvent.upload(input, file);
  return dialog;
}

/** A program file's preview with one line in error: the counts, each line, and 取り込む not offered. */
export const ProgramPreviewWithError: Story = {
  tags: ['visual'],
  play: async () => {
    const dialog = await openAndChoose(
      'プログラムをCSVで取り込む',
      new File(['プログラム名,月謝\r\n'], 'プログラム.csv', { type: 'text/csv' }),
    );
    await expect(await dialog.findByText('作成 2件・更新 1件・既存 1件・エラー 1件', {}, LOAD)).toBeVisible();
    const lines = dialog.getByRole('grid', { name: '各行の結果' });
    await waitFor(() => expect(rowsOf(lines)).toHaveLength(5));
    await expect(lines).toHaveTextContent('6行目 月謝: 月謝は数値である必要があります');
    await expect(dialog.getByText(/新しいカテゴリ 1件も作成します/)).toBeVisible();
    await expect(dialog.getByRole('button', { name: '3件を取り込む' })).toBeDisabled();
  },
};

/** A 25級→1級 ladder previewed and imported from the grade master: the toast says what was written. */
export const GradeLadderImported: Story = {
  args: { path: '/master/grades' },
  play: async () => {
    const dialog = await openAndChoose(
      '級をCSVで取り込む',
      new File(['級名,順番,技能1\r\n'], '級.csv', { type: 'text/csv' }),
    );
    await expect(
      await dialog.findByText('作成 25件・更新 0件・既存 0件・エラー 0件', {}, LOAD),
    ).toBeVisible();
    await waitFor(() => expect(rowsOf(dialog.getByRole('grid', { name: '各行の結果' }))).toHaveLength(25));
    await userEvent.click(dialog.getByRole('button', { name: '25件を取り込む' }));
    await expect(
      await screen().findByText('級を取り込みました（新規25件・更新0件・変更なし0件）', {}, LOAD),
    ).toBeVisible();
    await waitFor(
      () => expect(screen().queryByRole('dialog', { name: '級をCSVで取り込む' })).toBeNull(),
      LOAD,
    );
  },
};
