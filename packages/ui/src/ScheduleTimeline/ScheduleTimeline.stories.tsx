import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { sampleSchedule } from '../testing/dashboardSamples.ts';
import { themeMatrix } from '../testing/storyParameters.ts';
import { ScheduleTimeline } from './ScheduleTimeline.tsx';

const meta = {
  title: 'Dashboard/ScheduleTimeline',
  component: ScheduleTimeline,
  args: { classes: sampleSchedule },
  decorators: [(Story) => <div style={{ height: 420 }}>{Story()}</div>],
} satisfies Meta<typeof ScheduleTimeline>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Normal: Story = {
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: '本日のクラス' });
    const bars = within(list).getAllByRole('listitem');
    await expect(bars).toHaveLength(5);
    for (const bar of bars) await expect(bar.getBoundingClientRect().width).toBeGreaterThanOrEqual(180);
    // 16:30–18:00 overlaps 16:00–17:00 and goes below it; 17:00 follows 16:00 on the first row.
    const [four, fourThirty, five] = bars.slice(1, 4).map((bar) => bar.getBoundingClientRect());
    await expect(fourThirty?.top).toBeGreaterThan(four?.top ?? 0);
    await expect(five?.top).toBe(four?.top);
    await expect(five?.left).toBeGreaterThanOrEqual(four?.right ?? 0);
    await expect(bars[0]).toHaveTextContent('10:00〜11:00');
    await expect(bars[0]).toHaveTextContent('在籍 10/12名');
    await expect(bars[0]).toHaveTextContent('出席率 90%（本日）');
    await expect(bars[3]).toHaveTextContent('担当未定');
    // The timeline scrolls with the keyboard.
    const region = canvas.getByRole('region', { name: 'タイムライン（10:00〜21:00）' });
    await userEvent.click(region);
    await expect(region).toHaveFocus();
  },
};

export const Loading: Story = { args: { classes: undefined, isLoading: true } };

export const Empty: Story = {
  args: { classes: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('本日のクラスはありません')).toBeVisible();
  },
};

const onRetry = fn();
export const Failed: Story = {
  args: { classes: undefined, error: 'ネットワーク接続を確認してください', onRetry },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '再試行' }));
    await expect(onRetry).toHaveBeenCalledOnce();
  },
};

export const ExtremeValues: Story = {
  args: {
    classes: [
      ...Array.from({ length: 6 }, (_, i) => ({
        id: 10 + i,
        class_name: `同時刻クラス${i + 1}（とても長いクラス名が入る場合の表示確認）`,
        instructor_name: '指導者の名前がとても長い 場合',
        start_time: '17:00',
        end_time: '18:00',
        enrolled: 999,
        capacity: 999,
        attendance_rate: i * 20,
      })),
      {
        id: 30,
        class_name: '早朝クラス',
        instructor_name: null,
        start_time: '08:00',
        end_time: '10:15',
        enrolled: 0,
        capacity: 1,
        attendance_rate: 0,
      },
      {
        id: 31,
        class_name: '深夜クラス',
        instructor_name: null,
        start_time: '20:45',
        end_time: '23:00',
        enrolled: 1,
        capacity: 1,
        attendance_rate: 100,
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(
      within(canvas.getByRole('list', { name: '本日のクラス' })).getAllByRole('listitem'),
    ).toHaveLength(8);
  },
};

export const Visual: Story = {
  tags: ['visual'],
  parameters: themeMatrix,
};
