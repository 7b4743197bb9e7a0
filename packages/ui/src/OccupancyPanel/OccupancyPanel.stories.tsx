import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { emptyOccupancy, sampleOccupancy, sampleRecord } from '../testing/dashboardSamples.ts';
import { themeMatrix } from '../testing/storyParameters.ts';
import { OccupancyPanel, stayText } from './OccupancyPanel.tsx';

const meta = {
  title: 'Dashboard/OccupancyPanel',
  component: OccupancyPanel,
  args: { data: sampleOccupancy },
  decorators: [(Story) => <div style={{ height: 420, maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof OccupancyPanel>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Normal: Story = {
  play: async ({ canvas }) => {
    // The tabs are a react-aria collection, drawn in the commit after the list's own, and the selected tab's
    // panel in the one after that.
    const current = await canvas.findByRole('tab', { name: /在館中/ });
    await expect(current).toHaveTextContent('5');
    await expect(await canvas.findByText('山田 花子')).toBeVisible();
    await expect(canvas.getAllByText(/在館 1時間5分/)[0]).toBeVisible();
    // Arrow keys move between the four tabs.
    await userEvent.click(current);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    const checkouts = canvas.getByRole('tab', { name: '退館' });
    await waitFor(() => expect(checkouts).toHaveAttribute('aria-selected', 'true'));
    const panel = await canvas.findByRole('tabpanel', { name: '退館' });
    await expect(await within(panel).findByText('滞在 1時間30分')).toBeVisible();
    await expect(within(panel).getAllByText(/退館 \d\d:\d\d/)).toHaveLength(3);
  },
};

export const Loading: Story = {
  args: { data: undefined, isLoading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: '入退室状況' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { data: emptyOccupancy },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('在館中の会員はいません')).toBeVisible();
  },
};

const onRetry = fn();
export const Failed: Story = {
  args: { data: undefined, error: 'サーバーエラーが発生しました', onRetry },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '再試行' }));
    await expect(onRetry).toHaveBeenCalledOnce();
  },
};

export const ExtremeValues: Story = {
  args: {
    data: {
      ...sampleOccupancy,
      current_checkins: Array.from({ length: 60 }, (_, i) => ({
        ...sampleRecord(i, true),
        customer_name:
          i === 0 ? '長谷川部 アレクサンドラ・エリザベス・ミッチェル' : sampleRecord(i, true).customer_name,
        duration_minutes: i === 0 ? 1_441 : 5 + i,
      })),
    },
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('tab', { name: /在館中/ })).toHaveTextContent('60');
    await expect(await canvas.findByText('在館 24時間1分')).toBeVisible();
    await expect(stayText({ stay_duration: 0, duration_minutes: 0 })).toBe('滞在 0分');
  },
};

export const Visual: Story = {
  tags: ['visual'],
  parameters: themeMatrix,
};

/** Whether an element's text runs on one line (each text node in one box, all on one line). */
const onOneLine = (element: HTMLElement) => {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const tops = new Set<number>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const range = document.createRange();
    range.selectNodeContents(node);
    const rects = Array.from(range.getClientRects());
    if (rects.length !== 1) return false;
    tops.add(Math.round((rects[0] as DOMRect).top + (rects[0] as DOMRect).height / 2));
  }
  return Math.max(...tops) - Math.min(...tops) <= 4;
};

/**
 * As narrow as the grid ever makes the tile (3 columns of 12 at 1200 px, of 10 at 996 px: 290 px): every tab
 * is whole and in sight, none cut off at the tile's edge, and none broken over two lines (issue 28: 「長時間滞/在」
 * 「最近の/入館」).
 */
export const NarrowestTile: Story = {
  decorators: [(Story) => <div style={{ height: 420, width: 290 }}>{Story()}</div>],
  play: async ({ canvas }) => {
    const list = canvas.getByRole('tablist', { name: '入退室の一覧' });
    // The tabs are a react-aria collection, drawn in the commit after the list's own: measured once there.
    await expect(await canvas.findAllByRole('tab')).toHaveLength(4);
    const edge = list.getBoundingClientRect();
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
    for (const tab of canvas.getAllByRole('tab')) {
      const box = tab.getBoundingClientRect();
      await expect(box.left).toBeGreaterThanOrEqual(edge.left - 0.5);
      await expect(box.right).toBeLessThanOrEqual(edge.right + 0.5);
    }
    for (const tab of canvas.getAllByRole('tab')) {
      await expect(onOneLine(tab), `${tab.textContent} on one line`).toBe(true);
    }
  },
};
