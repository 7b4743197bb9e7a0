import {
  answerHandler,
  DEMO_TOKENS,
  delayedHandler,
  errorHandler,
  resetFixtureStore,
} from '@kayoi/api-client/msw';
import { atStaffScreen, staffScreens } from '@kayoi/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppScreen, sidewaysOverflow, signInAs } from '../../stories/AppScreen.tsx';
import { type Canvas, LOAD, mockWith, screen } from '../../stories/helpers.ts';
import { endPrintPreview, startPrintPreview } from './printPreview.ts';
import {
  ATTENDANCE_CHAIN,
  DAILY,
  emptyOf,
  FACILITIES_CHAIN,
  MEMBER_ACHIEVEMENT,
  MEMBERS,
  SALES,
  SALES_TRANSITION,
} from './reportStoryData.ts';

// The report screens on the mock server with pinned figures (渋谷校, autumn 2026). Each report's story is its
// printed page (the print CSS on an A4-wide body): that is its baseline; the sales report is also pictured on
// screen, and the shell's states (empty, loading, failed, staff) are shown once on it.

/** A past month, written in the URL: the date pickers show the same days whatever day the suite runs. */
const OCTOBER = '?preset=custom&from=2026-10-01&to=2026-10-31';

const meta = {
  title: 'Screens/Reports',
  component: AppScreen,
  args: { path: `/reports/sales${OCTOBER}` },
  parameters: {
    layout: 'fullscreen',
    viewport: { options: staffScreens },
    ...mockWith(answerHandler('getSalesReport', SALES)),
  },
  beforeEach: () => {
    resetFixtureStore();
    signInAs(DEMO_TOKENS.manager);
    return endPrintPreview;
  },
} satisfies Meta<typeof AppScreen>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Waits for the report's sheet (its heading names the report and the store). */
const sheetOf = async (canvas: Canvas, title: string) => {
  await canvas.findByRole('heading', { level: 2, name: new RegExp(`^${title} `) }, LOAD);
  return canvas.getByRole('article');
};

/** A printed page's story: a window tall enough for the first A4 page (the screenshot stops at the window). */
const A4 = atStaffScreen('tablet820');

/**
 * The printed page: the report alone at A4's width. The print CSS is applied once the page is there and
 * before the report's figures come (the mock answers a second late), so the charts are drawn at the printed
 * width from the start; then each chart must fill its box.
 */
async function printed(canvas: Canvas, canvasElement: HTMLElement, title: string) {
  await canvas.findByRole('heading', { level: 1, name: title }, LOAD);
  startPrintPreview();
  const sheet = await sheetOf(canvas, title);
  startPrintPreview();
  await waitFor(() => {
    expect(sheet.getBoundingClientRect().width).toBeLessThanOrEqual(720);
    // A chart's own drawing, not the boxes of its axis labels inside it (each label is an svg of its own).
    const charts = [...sheet.querySelectorAll('svg:not(.lucide)')].filter(
      (svg) => !svg.parentElement?.closest('svg'),
    );
    for (const svg of charts) {
      const box = svg.parentElement?.getBoundingClientRect().width ?? 0;
      expect(Math.abs(svg.getBoundingClientRect().width - box)).toBeLessThan(2);
    }
  });
  await expect(within(canvasElement).queryByRole('navigation')).toBeNull();
  return sheet;
}

/** The report's answer, a second late: time for the print preview to be in place before it is drawn. */
const lateAnswer = (operationId: Parameters<typeof answerHandler>[0], data: unknown) =>
  mockWith(delayedHandler(operationId, 1_000), answerHandler(operationId, data));

/** The sales report on screen: figures in yen with 前年同期, the chart with its table, the typed tables. */
export const Sales: Story = {
  tags: ['visual'],
  args: { window: true },
  play: async ({ canvas }) => {
    const sheet = await sheetOf(canvas, '売上レポート');
    await expect(within(sheet).getByText('￥4,999,500', { selector: 'dd' })).toBeVisible();
    await expect(within(sheet).getByText('前年同期 ￥4,782,000')).toBeVisible();
    const byProgram = within(sheet).getByRole('table', { name: 'プログラム別' });
    const rows = within(byProgram).getAllByRole('row');
    await expect(rows[3]).toHaveTextContent('ジュニアコース￥2,640,000￥2,580,000' + '97.7%');
    await expect(rows.at(-1)).toHaveTextContent('合計￥4,999,500￥4,890,000' + '97.8%');
    // The chart's figures are a table too; 表で表示 shows it in the drawing's place.
    await userEvent.click(within(sheet).getByRole('button', { name: '表で表示' }));
    await expect(within(sheet).getByRole('table', { name: 'プログラム別売上（表）' })).toBeVisible();
    await userEvent.click(within(sheet).getByRole('button', { name: '表で表示' }));
  },
};

/** The sales report on the owner's phone (issue 28): one card per row, each wide table scrolling in its own frame. */
export const SalesAt390: Story = {
  tags: ['visual'],
  ...atStaffScreen('phone390'),
  args: { window: true },
  play: async ({ canvas }) => {
    const sheet = await sheetOf(canvas, '売上レポート');
    await expect(within(sheet).getByText('￥4,999,500', { selector: 'dd' })).toBeVisible();
    await expect(sidewaysOverflow()).toBe(0);
  },
};

/** The period presets by keyboard: 今年度 starts in April; the days follow in the pickers and the URL. */
export const ChoosePeriod: Story = {
  play: async ({ canvas }) => {
    await sheetOf(canvas, '売上レポート');
    const period = canvas.getByRole('button', { name: /期間/ });
    period.focus();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.click(await screen().findByRole('option', { name: '今年度' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: /期間/ })).toHaveTextContent('今年度'));
    await waitFor(() => expect(canvas.getByRole('group', { name: '開始日' })).toHaveTextContent(/04.*01/));
  },
};

export const SalesPrinted: Story = {
  tags: ['visual'],
  ...A4,
  parameters: lateAnswer('getSalesReport', SALES),
  play: async ({ canvas, canvasElement }) => {
    await printed(canvas, canvasElement, '売上レポート');
  },
};

export const SalesTransitionPrinted: Story = {
  tags: ['visual'],
  ...A4,
  args: { path: '/reports/sales-transition' },
  parameters: lateAnswer('getSalesTransitionReport', SALES_TRANSITION),
  play: async ({ canvas, canvasElement }) => {
    const sheet = await printed(canvas, canvasElement, '売上推移レポート');
    const table = within(sheet).getByRole('table', { name: '月別' });
    await expect(within(table).getAllByRole('row')[1]).toHaveTextContent('2025年12月');
  },
};

/** The cohorts' sixth month is marked: exits cluster there. */
export const MembersPrinted: Story = {
  tags: ['visual'],
  ...A4,
  args: { path: `/reports/members${OCTOBER}` },
  parameters: lateAnswer('getMembersReport', MEMBERS),
  play: async ({ canvas, canvasElement }) => {
    const sheet = await printed(canvas, canvasElement, '会員レポート');
    const cohorts = within(sheet).getByRole('table', { name: '入会月別の継続（コホート）' });
    await expect(within(cohorts).getByRole('columnheader', { name: '6か月継続率' })).toHaveClass('emphasis');
    await expect(within(sheet).getByText(/6か月後の継続は退会が集中しやすい節目です/)).toBeVisible();
    await expect(within(sheet).getByText('基準 月2%')).toBeVisible();
  },
};

export const MemberAchievementPrinted: Story = {
  tags: ['visual'],
  ...A4,
  args: { path: `/reports/member-achievement${OCTOBER}` },
  parameters: lateAnswer('getMemberAchievementReport', MEMBER_ACHIEVEMENT),
  play: async ({ canvas, canvasElement }) => {
    const sheet = await printed(canvas, canvasElement, '会員達成度レポート');
    await expect(within(sheet).getByText('84日')).toBeVisible();
    await expect(within(sheet).getByRole('cell', { name: '2025/09/14' })).toBeVisible();
  },
};

/** The day's close: the manager signs the day with a note; the sign-off is then on the page (and printed). */
export const DailySignOff: Story = {
  args: { path: '/reports/daily?date=2026-11-20' },
  parameters: mockWith(answerHandler('getDailyReport', DAILY)),
  play: async ({ canvas }) => {
    await sheetOf(canvas, '日報');
    await userEvent.click(canvas.getByRole('button', { name: '2026年11月20日(金)の日報を締める' }));
    const dialog = await screen().findByRole('dialog', { name: '2026年11月20日(金)の日報を締める' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: /日報メモ/ }), 'プール清掃は明朝');
    await userEvent.click(within(dialog).getByRole('button', { name: '締める' }));
    await expect(await screen().findByText('日報を締めました')).toBeVisible();
  },
};

export const DailyPrinted: Story = {
  tags: ['visual'],
  ...A4,
  args: { path: '/reports/daily?date=2026-11-20' },
  parameters: lateAnswer('getDailyReport', {
    ...DAILY,
    sign_off: {
      date: '2026-11-20',
      store_id: 1,
      signed_by: { id: 2, name: '佐藤 店長' },
      signed_at: '2026-11-20T21:10:00+09:00',
      note: '16時のジュニアは2コース合同で実施。',
    },
  }),
  play: async ({ canvas, canvasElement }) => {
    const sheet = await printed(canvas, canvasElement, '日報');
    await expect(within(sheet).getByText(/佐藤 店長が2026\/11\/20 21:10に締めました/)).toBeVisible();
    await expect(within(sheet).queryByRole('button', { name: /日報を締める/ })).toBeNull();
  },
};

// Reports B on the spec's example answers (a second late, so the print preview is in place first).

export const ProgramsPrinted: Story = {
  tags: ['visual'],
  ...A4,
  args: { path: `/reports/programs${OCTOBER}` },
  parameters: mockWith(delayedHandler('getProgramsReport', 1_000)),
  play: async ({ canvas, canvasElement }) => {
    const sheet = await printed(canvas, canvasElement, 'プログラムレポート');
    await expect(within(sheet).getByText('46.9%')).toBeVisible();
  },
};

/** The weekday × hour heat map is a table: each cell's figure in words. */
export const AttendancePrinted: Story = {
  tags: ['visual'],
  ...A4,
  args: { path: `/reports/attendance${OCTOBER}` },
  parameters: mockWith(delayedHandler('getAttendanceReport', 1_000)),
  play: async ({ canvas, canvasElement }) => {
    const sheet = await printed(canvas, canvasElement, '出席レポート');
    await expect(within(sheet).getByText('6,518')).toBeVisible();
  },
};

/** A chain report's table 店舗別 (the fixtures' three stores): the header, the stores (横浜校 second) and the total. */
async function chainStoreRows(canvas: Canvas) {
  const table = await canvas.findByRole('table', { name: '店舗別' }, LOAD);
  const rows = within(table).getAllByRole('row');
  await expect(rows).toHaveLength(5);
  await expect(within(rows[2] as HTMLElement).getByRole('rowheader', { name: '横浜校' })).toBeVisible();
  return rows;
}

/** An admin's chain total (store=all): one row per store under the figures, not every store's classes. */
export const AttendanceChain: Story = {
  args: { path: `/reports/attendance${OCTOBER}&store=all` },
  parameters: mockWith(answerHandler('getAttendanceReport', ATTENDANCE_CHAIN)),
  beforeEach: () => signInAs(DEMO_TOKENS.admin),
  play: async ({ canvas }) => {
    const rows = await chainStoreRows(canvas);
    await expect(within(rows[2] as HTMLElement).getByText('8,904')).toBeVisible();
    await expect(within(rows[4] as HTMLElement).getByRole('rowheader', { name: '合計' })).toBeVisible();
    await expect(canvas.queryByRole('table', { name: 'クラス別' })).toBeNull();
    await expect(canvas.getByText(/クラス別の表は店舗を選ぶと表示されます/)).toBeVisible();
  },
};

export const StaffPrinted: Story = {
  tags: ['visual'],
  ...A4,
  args: { path: `/reports/staff${OCTOBER}` },
  parameters: mockWith(delayedHandler('getStaffReport', 1_000)),
  play: async ({ canvas, canvasElement }) => {
    const sheet = await printed(canvas, canvasElement, 'スタッフレポート');
    await expect(within(sheet).getByText('83.3%', { selector: 'dd' })).toBeVisible();
  },
};

export const FacilitiesPrinted: Story = {
  tags: ['visual'],
  ...A4,
  args: { path: `/reports/facilities${OCTOBER}` },
  parameters: mockWith(delayedHandler('getFacilitiesReport', 1_000)),
  play: async ({ canvas, canvasElement }) => {
    const sheet = await printed(canvas, canvasElement, '施設レポート');
    await expect(within(sheet).getByText('金 17時台')).toBeVisible();
    await expect(within(sheet).getByRole('table', { name: '曜日×時間帯の稼働率' })).toBeVisible();
  },
};

/** The builder: measure, dimension, run; then saved by name for the store, and in the list. */
export const CustomRunAndSave: Story = {
  args: { path: `/reports/custom${OCTOBER}` },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('条件を選んで「実行する」を押してください', {}, LOAD)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /切り口/ }));
    await userEvent.click(await screen().findByRole('option', { name: '月' }));
    await userEvent.click(canvas.getByRole('button', { name: '実行する' }));
    const sheet = await sheetOf(canvas, 'カスタムレポート');
    await expect(within(sheet).getByText('1,085', { selector: 'dd' })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'レポート名' }), '月別の来館');
    await userEvent.click(canvas.getByRole('button', { name: '名前を付けて保存' }));
    await expect(await screen().findByText(/を保存しました/)).toBeVisible();
  },
};

export const CustomPrinted: Story = {
  tags: ['visual'],
  ...A4,
  args: { path: `/reports/custom${OCTOBER}` },
  parameters: mockWith(delayedHandler('runCustomReport', 1_000)),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(await canvas.findByRole('button', { name: '実行する' }, LOAD));
    await printed(canvas, canvasElement, 'カスタムレポート');
  },
};

export const Empty: Story = {
  parameters: mockWith(answerHandler('getSalesReport', emptyOf(SALES))),
  play: async ({ canvas }) => {
    await sheetOf(canvas, '売上レポート');
    await expect(canvas.getByText('この期間のデータはありません')).toBeVisible();
    await expect(canvas.getAllByText('￥0', { selector: 'dd' })).toHaveLength(4);
  },
};

/** The y axis's tick labels of the sheet's first chart (its second axis, after the x axis; the drawing is hidden from screen readers). */
const yTicksOf = (sheet: HTMLElement) =>
  Array.from(
    sheet.querySelectorAll('.visx-axis')[1]?.querySelectorAll('.visx-axis-tick text') ?? [],
    (tick) => tick.textContent,
  );

/** With its programs, by figures of a school's first weeks (the chart's series, zero or small). */
const salesOf = (figures: readonly number[]) => ({
  ...SALES,
  charts: SALES.charts.map((chart) => ({
    ...chart,
    rows: chart.rows.map((row, i) => ({ ...row, billed: figures[i] ?? 0, collected: figures[i] ?? 0 })),
  })),
});

/** Issue 28: a month without sales drew its axis ￥0 ￥1 ￥1 ￥2 ￥2; each tick is a distinct amount. */
export const SalesAxisWithoutSales: Story = {
  parameters: mockWith(answerHandler('getSalesReport', salesOf([]))),
  play: async ({ canvas }) => {
    const sheet = await sheetOf(canvas, '売上レポート');
    await waitFor(() => expect(yTicksOf(sheet)).toEqual(['0円', '1円']));
  },
};

/** Amounts from ￥10,000 read in 万円, with the decimals the step needs (never 2万 twice). */
export const SalesAxisInManYen: Story = {
  parameters: mockWith(answerHandler('getSalesReport', salesOf([8_800, 15_000, 4_400]))),
  play: async ({ canvas }) => {
    const sheet = await sheetOf(canvas, '売上レポート');
    await waitFor(() => expect(yTicksOf(sheet)).toEqual(['0円', '0.5万円', '1.0万円', '1.5万円']));
  },
};

export const Loading: Story = {
  parameters: mockWith(delayedHandler('getSalesReport')),
  play: async ({ canvas }) => {
    await canvas.findByRole('heading', { level: 1, name: '売上レポート' }, LOAD);
    await expect(canvas.getByRole('button', { name: 'CSV出力' })).toBeDisabled();
  },
};

export const Failed: Story = {
  parameters: mockWith(
    errorHandler('getSalesReport', 422, 'VALIDATION_ERROR', '期間は2年以内で指定してください'),
  ),
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('期間は2年以内で指定してください', {}, LOAD)).toBeVisible();
    await expect(canvas.getByRole('button', { name: '再試行' })).toBeVisible();
  },
};

export const StaffForbidden: Story = {
  beforeEach: () => signInAs(DEMO_TOKENS.staff),
  play: async () => {
    await expect(
      await screen().findByRole('dialog', { name: 'アクセス権限がありません' }, LOAD),
    ).toBeVisible();
  },
};

/** An admin's chain total of the facilities (store=all): a row per store, the free hours counting the stores. */
export const FacilitiesChain: Story = {
  args: { path: `/reports/facilities${OCTOBER}&store=all` },
  parameters: mockWith(answerHandler('getFacilitiesReport', FACILITIES_CHAIN)),
  beforeEach: () => signInAs(DEMO_TOKENS.admin),
  play: async ({ canvas }) => {
    const rows = await chainStoreRows(canvas);
    await expect(within(rows[4] as HTMLElement).getByText('1,256.5')).toBeVisible();
    await expect(canvas.queryByRole('table', { name: 'レーン別' })).toBeNull();
    const free = canvas.getByRole('table', { name: '空き枠（期間中に一度も使われていない時間帯）' });
    await expect(within(free).getByRole('columnheader', { name: '空きのある店舗数' })).toBeVisible();
    await expect(canvas.getByText(/空きレーンの名前は店舗を選ぶと表示されます/)).toBeVisible();
  },
};
