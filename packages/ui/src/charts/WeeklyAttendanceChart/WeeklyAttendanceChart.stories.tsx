import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { sampleWeekly } from '../../testing/dashboardSamples.ts';
import { themeMatrix } from '../../testing/storyParameters.ts';
import { WeeklyAttendanceChart } from './WeeklyAttendanceChart.tsx';

const meta = {
  title: 'Dashboard/Charts/WeeklyAttendanceChart',
  component: WeeklyAttendanceChart,
  args: { data: sampleWeekly },
  decorators: [(Story) => <div style={{ height: 340, maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof WeeklyAttendanceChart>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Normal: Story = {
  play: async ({ canvas, canvasElement }) => {
    // The figures are in a table for screen readers; the drawing has both weeks' areas.
    const rows = canvas.getAllByRole('row');
    await expect(rows[6]).toHaveTextContent('金104名99名+5名');
    // Saturday is still to come: no 0 and no difference for it, and this week's line stops at Friday.
    await expect(rows[7]).toHaveTextContent('土これから120名—');
    await waitFor(() => expect(canvasElement.querySelectorAll('svg path').length).toBeGreaterThan(3));
    const chart = canvasElement.querySelector('svg') as SVGElement;
    const box = chart.getBoundingClientRect();
    await userEvent.pointer({
      target: chart,
      coords: { clientX: box.left + box.width * 0.7, clientY: box.top + box.height / 2 },
    });
  },
};

/**
 * Issue 28: a store closed on Thursdays was drawn diving to 0 on 木. The closed day is a gap in both lines,
 * marked 休業 under the axis and 休業日 in the table.
 */
export const ClosedThursday: Story = {
  tags: ['visual'],
  args: {
    data: {
      this_week: sampleWeekly.this_week.map((d, i) => (i === 4 ? { ...d, count: 0, is_closed: true } : d)),
      last_week: sampleWeekly.last_week.map((d, i) => (i === 4 ? { ...d, count: 0, is_closed: true } : d)),
    },
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getAllByRole('row')[5]).toHaveTextContent('木休業日休業日—');
    await waitFor(() =>
      expect(
        Array.from(canvasElement.querySelectorAll('.visx-axis-tick text'), (t) => t.textContent),
      ).toContain('木・休業'),
    );
  },
};

export const Loading: Story = { args: { data: undefined, isLoading: true } };

export const Empty: Story = {
  args: {
    data: {
      this_week: sampleWeekly.this_week.map((d) => ({ ...d, count: 0 })),
      last_week: sampleWeekly.last_week.map((d) => ({ ...d, count: 0 })),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')[1]).toHaveTextContent('日0名0名±0名');
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
      this_week: sampleWeekly.this_week.map((d, i) => ({ ...d, count: i === 3 ? 99_999 : 1 })),
      last_week: sampleWeekly.last_week.map((d) => ({ ...d, count: 0 })),
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('row')[4]).toHaveTextContent('+99,999名');
  },
};

export const Visual: Story = {
  tags: ['visual'],
  parameters: themeMatrix,
};
