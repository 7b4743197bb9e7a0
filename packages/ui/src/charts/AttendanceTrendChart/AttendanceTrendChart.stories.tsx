import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { sampleTrend } from '../../testing/dashboardSamples.ts';
import { themeMatrix } from '../../testing/storyParameters.ts';
import { AttendanceTrendChart } from './AttendanceTrendChart.tsx';

const meta = {
  title: 'Dashboard/Charts/AttendanceTrendChart',
  component: AttendanceTrendChart,
  args: { data: sampleTrend, onSelectMonth: fn() },
  decorators: [(Story) => <div style={{ height: 360, maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof AttendanceTrendChart>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Normal: Story = {
  play: async ({ canvas, args, canvasElement }) => {
    // Each month is a button too, so the keyboard reaches what a click on a point opens.
    const november = canvas.getByRole('button', { name: /^11月\s*85\.7%/ });
    await userEvent.click(november);
    await expect(args.onSelectMonth).toHaveBeenLastCalledWith('2026-11');
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    await expect(canvas.getByRole('button', { name: /10月/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelectMonth).toHaveBeenLastCalledWith('2026-10');
    // A click on a point of the line opens its month as well.
    await waitFor(() => expect(canvasElement.querySelectorAll('circle').length).toBeGreaterThanOrEqual(6));
  },
};

export const Loading: Story = { args: { data: undefined, isLoading: true } };

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('表示できる月がありません')).toBeVisible();
  },
};

export const Failed: Story = {
  args: { data: undefined, error: 'サーバーエラーが発生しました', onRetry: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: '再試行' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const ExtremeValues: Story = {
  args: {
    data: Array.from({ length: 24 }, (_, i) => ({
      month: `20${25 + Math.floor(i / 12)}-${String((i % 12) + 1).padStart(2, '0')}`,
      label: `${(i % 12) + 1}月`,
      rate: i % 3 === 0 ? 0 : i % 3 === 1 ? 100 : 55.5,
    })),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('button', { name: /100%/ })).toHaveLength(8);
  },
};

export const Visual: Story = {
  tags: ['visual'],
  parameters: themeMatrix,
};
