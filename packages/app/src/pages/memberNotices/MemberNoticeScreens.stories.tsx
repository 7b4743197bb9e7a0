import { DEMO_TOKENS, errorHandler, resetFixtureStore } from '@kayoi/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppScreen, signInAs } from '../../stories/AppScreen.tsx';
import { choose, LOAD, mockWith, rowsOf, screen } from '../../stories/helpers.ts';

// お知らせ to families (issue 32) against the mock (the spec's examples): four notices of 渋谷校 — a 休講 to one
// class (既読 3 / 対象 8), the 進級テスト to the store, one withdrawn, 年末年始 to every store — seen by the manager.

const meta = {
  title: 'Screens/MemberNotices',
  component: AppScreen,
  args: { path: '/member-notices' },
  parameters: { layout: 'fullscreen', ...mockWith() },
  beforeEach: () => {
    resetFixtureStore();
    signInAs(DEMO_TOKENS.manager);
    localStorage.removeItem('sidebar_mode');
  },
} satisfies Meta<typeof AppScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Newest first with 既読 n / 対象 m; the withdrawn notice stays, marked. */
export const List: Story = {
  tags: ['visual'],
  args: { window: true },
  play: async ({ canvas }) => {
    const table = await canvas.findByRole('grid', { name: 'お知らせ一覧' }, LOAD);
    await waitFor(() => expect(rowsOf(table)).toHaveLength(4), LOAD);
    const [first, , withdrawn] = rowsOf(table) as HTMLElement[];
    await expect(first).toHaveTextContent('既読 3 / 対象 8');
    await expect(first).toHaveTextContent('ジュニア 火曜16時のクラス');
    await expect(withdrawn).toHaveTextContent('取り下げ済み');
    await expect(canvas.getByRole('button', { name: 'お知らせを作成' })).toBeVisible();
  },
};

/** Staff read the notices; writing them is the managers'. */
export const StaffReadOnly: Story = {
  beforeEach: () => {
    signInAs(DEMO_TOKENS.staff);
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('grid', { name: 'お知らせ一覧' }, LOAD);
    await expect(canvas.queryByRole('button', { name: 'お知らせを作成' })).toBeNull();
  },
};

export const LoadFails: Story = {
  parameters: mockWith(errorHandler('listMemberNotices', 500)),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('お知らせを読み込めませんでした。', {}, LOAD)).toBeVisible();
  },
};

/** The notice as families read it, and who of the store's families has read it. */
export const Detail: Story = {
  tags: ['visual'],
  args: { path: '/member-notices/6' },
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: '【休講】11月24日(火) ジュニア 火曜16時' }, LOAD);
    await expect(canvas.getByRole('heading', { name: '既読状況　既読 2 / 対象 4' })).toBeVisible();
    const receipts = canvas.getByRole('grid', { name: '既読状況' });
    const rows = rowsOf(receipts);
    await expect(rows).toHaveLength(4);
    await expect(rows[0]).toHaveTextContent('佐藤 陽向・佐藤 結菜');
    await expect(rows[3]).toHaveTextContent('未読');
  },
};

/** 取り下げ asks first; families no longer see the notice once it is done. */
export const Withdraw: Story = {
  args: { path: '/member-notices/6' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '取り下げる' }, LOAD));
    const dialog = await screen().findByRole('alertdialog', {}, LOAD);
    await expect(dialog).toHaveTextContent('ご家族のマイページには表示されなくなります');
    await userEvent.click(within(dialog).getByRole('button', { name: '取り下げる' }));
    await expect(await screen().findByText('お知らせを取り下げました', {}, LOAD)).toBeVisible();
  },
};

/** Staff see the receipts but not 取り下げ. */
export const StaffCannotWithdraw: Story = {
  args: { path: '/member-notices/6' },
  beforeEach: () => {
    signInAs(DEMO_TOKENS.staff);
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('grid', { name: '既読状況' }, LOAD);
    await expect(canvas.queryByRole('button', { name: '取り下げる' })).toBeNull();
  },
};

/** The form: who it goes to, then its title and text. */
export const NewForm: Story = {
  tags: ['visual'],
  args: { path: '/member-notices/new', window: true },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('button', { name: /届け先/ }, LOAD)).toHaveTextContent(
      'この店舗の全会員',
    );
    await expect(canvas.getByRole('textbox', { name: /件名/ })).toHaveValue('');
  },
};

/** Writing to one class: refused until its class is chosen, then 公開する publishes and opens the notice. */
export const Publish: Story = {
  args: { path: '/member-notices/new' },
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: /届け先/ }, LOAD);
    await choose(canvas, /届け先/, 'クラスの会員');
    await expect(await canvas.findByRole('button', { name: /クラス$/ }, LOAD)).toBeVisible();
    await userEvent.click(canvas.getByRole('textbox', { name: /件名/ }));
    await userEvent.paste('12月の進級テストについて');
    await userEvent.click(canvas.getByRole('textbox', { name: /本文/ }));
    await userEvent.paste('12月14日から各クラスで行います。');
    await userEvent.click(canvas.getByRole('button', { name: '公開する' }));
    // The class is still to choose: the form says so beside it.
    await expect(await canvas.findByText('クラスを選択してください', {}, LOAD)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /クラス$/ }));
    const [firstClass] = await screen().findAllByRole('option', {}, LOAD);
    await userEvent.click(firstClass as HTMLElement);
    await userEvent.click(canvas.getByRole('button', { name: '公開する' }));
    await expect(await screen().findByText('お知らせを公開しました', {}, LOAD)).toBeVisible();
    // The published notice's page (the mock answers its example notice there).
    await expect(await canvas.findByRole('grid', { name: '既読状況' }, LOAD)).toBeVisible();
  },
};

/** What the screen sent to publish (answered by the mock after it). */
const published: unknown[] = [];
const recordPublish = http.post('*/api/member-notices', async ({ request }) => {
  published.push(await request.clone().json());
  return undefined;
});

/**
 * From a lesson's 休講 (the class page's お知らせを作成): the server's draft fills the form, and publishing sends the
 * lesson back, so families are told of it as 休講・代行.
 */
export const FromLesson: Story = {
  args: { path: '/member-notices/new?class_id=12&date=2026-11-24' },
  parameters: mockWith(recordPublish),
  beforeEach: () => {
    published.length = 0;
  },
  play: async ({ canvas }) => {
    await waitFor(
      () =>
        expect(canvas.getByRole('textbox', { name: /件名/ })).toHaveValue(
          '【休講】11月24日(火) ジュニア 火曜16時',
        ),
      LOAD,
    );
    await userEvent.click(canvas.getByRole('button', { name: '公開する' }));
    await expect(await screen().findByText('お知らせを公開しました', {}, LOAD)).toBeVisible();
    await expect(published).toEqual([
      expect.objectContaining({
        title: '【休講】11月24日(火) ジュニア 火曜16時',
        audience: expect.objectContaining({ kind: 'class', class_id: 12 }),
        lesson: { class_id: 12, date: '2026-11-24' },
      }),
    ]);
  },
};

/** An empty form is refused: the messages beside their fields, the first field focused. */
export const PublishRefused: Story = {
  args: { path: '/member-notices/new' },
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '公開する' }, LOAD));
    await expect(await canvas.findByText('タイトルを入力してください', {}, LOAD)).toBeVisible();
    await expect(canvas.getByText('本文を入力してください')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /件名/ })).toHaveFocus());
  },
};

/** The administrator may write to every store; a manager is not offered it. */
export const AdminWritesToEveryStore: Story = {
  args: { path: '/member-notices/new' },
  beforeEach: () => {
    signInAs(DEMO_TOKENS.admin);
  },
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: /届け先/ }, LOAD);
    await choose(canvas, /届け先/, '全店舗の全会員');
    await expect(canvas.getByRole('button', { name: /届け先/ })).toHaveTextContent('全店舗の全会員');
  },
};
