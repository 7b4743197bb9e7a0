import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { type KpiDetailData, KpiDetailModal } from './KpiDetailModal.tsx';

const timeline = Array.from({ length: 30 }, (_, i) => ({
  date: `2026-${i < 9 ? '10' : '11'}-${String(i < 9 ? 22 + i : i - 8).padStart(2, '0')}`,
  value: 70 + ((i * 37) % 45),
}));

const sampleKpiDetail: KpiDetailData = {
  label: '本日の入退室',
  unit: '件',
  value: 96,
  timeline,
  comparisons: [
    {
      period: 'today',
      label: '本日',
      date: '2026-11-20',
      value: 96,
      previous_date: '2026-11-19',
      previous: 100,
      delta: -4,
      percentage: -4,
      trend: 'down',
    },
    {
      period: 'yesterday',
      label: '昨日',
      date: '2026-11-19',
      value: 100,
      previous_date: '2026-11-13',
      previous: 92,
      delta: 8,
      percentage: 8.7,
      trend: 'up',
    },
    {
      period: 'last_week',
      label: '先週',
      date: '2026-11-13',
      value: 92,
      previous_date: '2026-10-20',
      previous: 92,
      delta: 0,
      percentage: 0,
      trend: 'flat',
    },
    {
      period: 'last_month',
      label: '先月',
      date: '2026-10-20',
      value: 92,
      previous_date: '2026-09-20',
      previous: 80,
      delta: 12,
      percentage: 15,
      trend: 'up',
    },
  ],
  breakdown_title: '時間帯別',
  breakdown: [
    { label: '午前（〜12時）', value: 20, percentage: 20.8 },
    { label: '午後（12〜17時）', value: 31, percentage: 32.3 },
    { label: '夕方以降（17時〜）', value: 45, percentage: 46.9 },
  ],
};

const meta = {
  title: 'Dashboard/Charts/KpiDetailModal',
  component: KpiDetailModal,
  args: { label: '本日の入退室', detail: sampleKpiDetail, onClose: fn() },
} satisfies Meta<typeof KpiDetailModal>;
export default meta;

type Story = StoryObj<typeof meta>;
const screen = () => within(document.body);

export const Normal: Story = {
  tags: ['visual'],
  play: async ({ args }) => {
    const dialog = await screen().findByRole('dialog', { name: '本日の入退室詳細分析' });
    const tiles = within(within(dialog).getByRole('list', { name: '期間比較' })).getAllByRole('listitem');
    await expect(tiles.map((tile) => tile.textContent?.slice(0, 2))).toEqual([
      '本日',
      '昨日',
      '先週',
      '先月',
    ]);
    await expect(tiles[0]).toHaveTextContent('−4件（−4.0%）');
    await expect(within(dialog).getByText('夕方以降（17時〜）')).toBeVisible();
    await expect(within(dialog).getByText('45件（46.9%）')).toBeVisible();
    await expect(dialog.querySelectorAll('path[d]').length).toBeGreaterThanOrEqual(3);
    // The 30-day chart's axis labels are whole: inside the drawing and inside their section.
    const chart = within(dialog).getByRole('region', { name: '30日間の推移' });
    // The chart draws once it has measured its box.
    await waitFor(() => expect(chart.querySelector('svg text')).not.toBeNull());
    const drawing = chart.querySelector('svg') as SVGSVGElement;
    const [area, section] = [drawing.getBoundingClientRect(), chart.getBoundingClientRect()];
    const labels = [...drawing.querySelectorAll('text')].map((text) => text.getBoundingClientRect());
    await expect(labels.length).toBeGreaterThanOrEqual(6);
    for (const label of labels) {
      await expect(label.left).toBeGreaterThanOrEqual(area.left - 0.5);
      await expect(label.right).toBeLessThanOrEqual(area.right + 0.5);
      await expect(label.bottom).toBeLessThanOrEqual(Math.min(area.bottom, section.bottom) + 0.5);
    }
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { detail: undefined, isLoading: true },
  play: async () => {
    await expect(await screen().findByRole('dialog', { name: '本日の入退室詳細分析' })).toBeVisible();
  },
};

export const Failed: Story = {
  args: { detail: undefined, error: 'サーバーエラーが発生しました', onRetry: fn() },
  play: async ({ args }) => {
    await userEvent.click(await screen().findByRole('button', { name: '再試行' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  args: {
    detail: {
      ...sampleKpiDetail,
      value: 0,
      timeline: timeline.map((p) => ({ ...p, value: 0 })),
      comparisons: sampleKpiDetail.comparisons.map((c) => ({
        ...c,
        value: 0,
        previous: 0,
        delta: 0,
        percentage: null,
        trend: 'flat' as const,
      })),
      breakdown: [],
    },
  },
  play: async () => {
    await expect(await screen().findByText('内訳を出せるデータがありません。')).toBeVisible();
    const tiles = within(screen().getByRole('list', { name: '期間比較' })).getAllByRole('listitem');
    for (const tile of tiles) await expect(tile).toHaveTextContent('±0件（比較なし）');
  },
};

/** The store's first month: 先月 stands against a month with nothing, so it has no percentage to show. */
export const NothingTheMonthBefore: Story = {
  args: {
    detail: {
      ...sampleKpiDetail,
      comparisons: sampleKpiDetail.comparisons.map((c) =>
        c.period === 'last_month'
          ? { ...c, previous: 0, delta: c.value, percentage: null, trend: 'up' as const }
          : c,
      ),
    },
  },
  play: async () => {
    const dialog = await screen().findByRole('dialog', { name: '本日の入退室詳細分析' });
    const tiles = within(within(dialog).getByRole('list', { name: '期間比較' })).getAllByRole('listitem');
    await expect(tiles[3]).toHaveTextContent('+92件（比較なし）');
  },
};

export const ExtremeValues: Story = {
  args: {
    label: 'アクティブ会員',
    detail: {
      ...sampleKpiDetail,
      label: 'アクティブ会員',
      unit: '名',
      value: 9_876_543,
      timeline: timeline.map((p, i) => ({ ...p, value: i * 329_000 })),
      breakdown_title: '年齢層別',
      breakdown: [
        { label: '幼児（〜5歳）', value: 1, percentage: 0 },
        { label: '小学生（6〜12歳）', value: 4_000_000, percentage: 40.5 },
        { label: '中高生（13〜17歳）', value: 2_000_000, percentage: 20.3 },
        { label: '大人（18歳〜）', value: 3_876_541, percentage: 39.2 },
        { label: '生年月日未登録', value: 1, percentage: 0 },
      ],
    },
  },
  play: async () => {
    const dialog = await screen().findByRole('dialog', { name: 'アクティブ会員詳細分析' });
    await expect(dialog).toHaveTextContent('9,876,543');
  },
};
