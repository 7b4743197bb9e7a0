import { answerHandler, DEMO_TOKENS, handlers, resetFixtureStore } from '@kayoi/api-client/msw';
import { staffScreens } from '@kayoi/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { AppScreen, signInAs } from '../../stories/AppScreen.tsx';
import { choose, LOAD, screen } from '../../stories/helpers.ts';

// マスタのコピー (issue 29): an admin previews copying 渋谷校's programs and grades into 横浜校, sees 作成 and
// 既存（同名）, and copies; a manager is told only admins copy between stores.

const STORES = [
  { id: 1, name: '渋谷校' },
  { id: 2, name: '横浜校' },
];
const PLAN = {
  source_store_id: 1,
  targets: [
    {
      store_id: 2,
      store_name: '横浜校',
      created: 2,
      existing: 1,
      items: [
        { kind: 'school', school_name: 'スイミング', name: 'スイミング', action: 'exists', detail: null },
        {
          kind: 'program',
          school_name: 'スイミング',
          name: 'ジュニアコース',
          action: 'create',
          detail: '月額 7,700円',
        },
        { kind: 'grade', school_name: 'スイミング', name: '25級', action: 'create', detail: '技能 2件' },
      ],
    },
  ],
};

const meta = {
  title: 'Screens/Masters/Master copy',
  component: AppScreen,
  args: { path: '/master/copy' },
  parameters: {
    layout: 'fullscreen',
    viewport: { options: staffScreens },
    msw: {
      handlers: [
        answerHandler('listStores', STORES),
        answerHandler('previewMasterCopy', PLAN),
        answerHandler('applyMasterCopy', PLAN, { status: 201 }),
        ...handlers,
      ],
    },
  },
  beforeEach: () => {
    resetFixtureStore();
    signInAs(DEMO_TOKENS.admin);
  },
} satisfies Meta<typeof AppScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

const copyCard = async (canvas: ReturnType<typeof within>) =>
  (await canvas.findByRole('heading', { name: 'ほかの店舗からコピー' }, LOAD)).closest(
    'section',
  ) as HTMLElement;

/** プレビュー: per target store, what is made (作成) and what exists by name (既存（同名）・上書きしない). */
export const Preview: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    const card = await copyCard(canvas);
    // The stores come first: the Select opens only with its options.
    const yokohama = await within(card).findByRole('checkbox', { name: '横浜校' }, LOAD);
    await choose(within(card), /コピー元の店舗/, '渋谷校');
    await userEvent.click(yokohama);
    await userEvent.click(within(card).getByRole('button', { name: 'プレビュー' }));
    await expect(await within(card).findByText('横浜校：作成 2件・既存（同名） 1件', {}, LOAD)).toBeVisible();
    await expect(within(card).getByText('既存（同名）・上書きしない')).toBeVisible();
    await expect(within(card).getByRole('button', { name: 'コピーする' })).toBeEnabled();
  },
};

/** コピーする: the toast says how many were made and the plan reads 作成しました. */
export const Applied: Story = {
  tags: ['visual'],
  play: async (context) => {
    await Preview.play?.(context);
    const card = await copyCard(context.canvas);
    await userEvent.click(within(card).getByRole('button', { name: 'コピーする' }));
    await expect(
      await within(card).findByText('横浜校：作成しました 2件・既存（同名） 1件', {}, LOAD),
    ).toBeVisible();
    // The toast comes with the answer: waited for, so the picture (taken without it) shows the screen after it.
    await screen().findByText('マスタをコピーしました（2件作成）', {}, LOAD);
  },
};

/** A manager may not copy another store's masters (the server's 403): the card says so; the template stays. */
export const ManagerRefused: Story = {
  tags: ['visual'],
  beforeEach: () => {
    signInAs(DEMO_TOKENS.manager);
  },
  play: async ({ canvas }) => {
    const card = await copyCard(canvas);
    await expect(within(card).getByText('ほかの店舗のマスタをコピーできるのは管理者だけです')).toBeVisible();
    await expect(within(card).queryByRole('button', { name: 'プレビュー' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'テンプレートをプレビュー' })).toBeVisible();
  },
};

const templateCard = async (canvas: ReturnType<typeof within>) =>
  (await canvas.findByRole('heading', { name: 'テンプレートから作成' }, LOAD)).closest(
    'section',
  ) as HTMLElement;

/** テンプレートから作成: the swim-school template's plan for the store (作成 and 既存), then made; the toast says so. */
export const TemplateApplied: Story = {
  play: async ({ canvas }) => {
    const card = await templateCard(canvas);
    await userEvent.click(within(card).getByRole('button', { name: 'テンプレートをプレビュー' }));
    await expect(
      await within(card).findByText(/^渋谷校：作成 \d+件・既存（同名） \d+件$/, {}, LOAD),
    ).toBeVisible();
    await userEvent.click(within(card).getByRole('button', { name: 'テンプレートから作成する' }));
    await expect(await screen().findByText('テンプレートから作成しました', {}, LOAD)).toBeVisible();
    await expect(await within(card).findByText(/^渋谷校：作成しました \d+件/, {}, LOAD)).toBeVisible();
  },
};
