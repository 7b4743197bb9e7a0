import { formatYen } from '@kayoi/domain/money';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { themeMatrix } from '../../testing/storyParameters.ts';
import { yenTickFormat } from '../axis.ts';
import { SeriesChart } from './SeriesChart.tsx';

const months = ['4月', '5月', '6月', '7月', '8月', '9月', '10月', '11月', '12月', '1月', '2月', '3月'];
const lastYear = [1_310_000, 1_352_000, 1_380_000, 1_402_000, 1_395_000, 1_388_000];
const thisYear = [1_402_000, 1_436_000, 1_470_500, 1_498_300, 1_480_000, 1_477_700];

const meta = {
  title: 'Reports/Charts/SeriesChart',
  component: SeriesChart,
  args: {
    title: '売上推移（前年比）',
    kind: 'line',
    categoryHeader: '月',
    categories: months.slice(0, 6),
    series: [
      { key: 'this_year', label: '今年度', values: thisYear },
      { key: 'last_year', label: '前年度', values: lastYear },
    ],
    formatValue: formatYen,
    formatTick: (v: number, ticks: readonly number[]) => yenTickFormat(ticks)(v),
    minTickStep: 1,
  },
  decorators: [(Story) => <div style={{ height: 380, maxWidth: 760 }}>{Story()}</div>],
} satisfies Meta<typeof SeriesChart>;
export default meta;

type Story = StoryObj<typeof meta>;

/** This fiscal year beside the last, as lines; 表で表示 shows the figures in the drawing's place. */
export const YearOverYear: Story = {
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('row');
    await expect(rows[4]).toHaveTextContent('7月￥1,498,300￥1,402,000');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: '表で表示' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: '表で表示' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('table', { name: '売上推移（前年比）（表）' })).toBeVisible();
  },
};

export const Loading: Story = { args: { isLoading: true } };

export const Empty: Story = {
  args: { categories: [], series: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('表示できるデータがありません')).toBeVisible();
  },
};

export const Visual: Story = {
  tags: ['visual'],
  parameters: themeMatrix,
  args: {
    title: 'プログラム別の売上',
    kind: 'bar',
    categoryHeader: 'プログラム',
    categories: ['ベビー', '幼児', '小学生', '選手コース', '成人'],
    series: [
      { key: 'billed', label: '請求額', values: [182_000, 512_000, 644_500, 98_000, 61_800] },
      { key: 'collected', label: '入金額', values: [176_500, 498_000, 630_000, 98_000, 58_500] },
    ],
  },
};

export const Stacked: Story = {
  tags: ['visual'],
  args: {
    title: '月別の入会・退会',
    kind: 'stacked_bar',
    formatValue: (v: number) => `${v}名`,
    formatTick: (v: number) => String(v),
    series: [
      { key: 'joins', label: '入会', values: [38, 22, 14, 12, 9, 11] },
      { key: 'returns', label: '復会', values: [3, 2, 4, 1, 2, null] },
    ],
  },
};

/** The x axis's tick labels as drawn, each the four corners of its (maybe slanted) box on screen. */
const xTickShapes = (canvasElement: HTMLElement) =>
  Array.from(
    canvasElement
      .querySelectorAll<SVGTextElement>('.visx-axis')[0]
      ?.querySelectorAll<SVGTextElement>('.visx-axis-tick text') ?? [],
    (text) => {
      const box = text.getBBox();
      const matrix = text.getScreenCTM() as DOMMatrix;
      return [
        [box.x, box.y],
        [box.x + box.width, box.y],
        [box.x + box.width, box.y + box.height],
        [box.x, box.y + box.height],
      ].map(([x, y]) => new DOMPoint(x, y).matrixTransform(matrix));
    },
  );

/** Whether two convex shapes overlap (separating axis test), touching within half a pixel allowed. */
function overlap(a: DOMPoint[], b: DOMPoint[]): boolean {
  for (const shape of [a, b]) {
    for (const [i, p] of shape.entries()) {
      const q = shape[(i + 1) % shape.length] as DOMPoint;
      const length = Math.hypot(q.x - p.x, q.y - p.y) || 1;
      const [nx, ny] = [(p.y - q.y) / length, (q.x - p.x) / length];
      const project = (points: DOMPoint[]) => points.map((r) => r.x * nx + r.y * ny);
      const [pa, pb] = [project(a), project(b)];
      if (Math.max(...pa) <= Math.min(...pb) + 0.5 || Math.max(...pb) <= Math.min(...pa) + 0.5) return false;
    }
  }
  return true;
}

/**
 * Issue 28: the programs report's chart wrote its program names level, running into one smear. Names too long
 * for their band are slanted and cut (…), and fewer are written when even slanted ones would touch.
 */
export const LongCategoryNames: Story = {
  tags: ['visual'],
  args: {
    title: 'プログラム別の定員と在籍',
    kind: 'bar',
    categoryHeader: 'プログラム',
    categories: [
      'ベビースイミング',
      '幼児スイミング（年少〜年長）',
      '小学生スイミング初級',
      '小学生スイミング中級',
      '小学生スイミング上級',
      '選手育成コース',
      '成人フィットネススイム',
      'シニア水中ウォーキング',
    ],
    formatValue: (v: number) => `${v}名`,
    formatTick: (v: number) => String(v),
    series: [
      { key: 'capacity', label: '定員', values: [40, 60, 80, 80, 60, 30, 40, 28] },
      { key: 'enrolled', label: '在籍', values: [31, 52, 74, 66, 41, 24, 22, 19] },
    ],
  },
  decorators: [(Story) => <div style={{ height: 380, width: 520 }}>{Story()}</div>],
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(xTickShapes(canvasElement).length).toBeGreaterThan(0));
    const shapes = xTickShapes(canvasElement);
    for (const [i, shape] of shapes.entries()) {
      const next = shapes[i + 1];
      if (next) await expect(overlap(shape, next), `labels ${i + 1} and ${i + 2} overlap`).toBe(false);
    }
  },
};
