import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { themeMatrix } from '../../testing/storyParameters.ts';
import { HeatMap } from './HeatMap.tsx';

const weekdays = ['日', '月', '火', '水', '木', '金', '土'];
const hours = Array.from({ length: 12 }, (_, i) => `${i + 9}時`);
// After-school hours fill up on weekdays, Saturday mornings are the busiest; Sunday is closed (null).
const values = weekdays.map((_, d) =>
  hours.map((_, h) => {
    if (d === 0) return null;
    if (d === 6) return h < 4 ? 40 + h * 6 : 18;
    return h >= 6 && h <= 9 ? 20 + h * 3 + d : h < 2 ? 4 : 8;
  }),
);

const meta = {
  title: 'Reports/Charts/HeatMap',
  component: HeatMap,
  args: {
    title: '曜日 × 時間帯の出席',
    rowHeader: '曜日',
    rows: weekdays,
    columns: hours,
    values,
    formatValue: (v: number) => `${v}`,
  },
  decorators: [(Story) => <div style={{ maxWidth: 900 }}>{Story()}</div>],
} satisfies Meta<typeof HeatMap>;
export default meta;

type Story = StoryObj<typeof meta>;

/** A table: each cell's figure is there in words, the row names its weekday and the column its hour. */
export const WeekdayByHour: Story = {
  play: async ({ canvas }) => {
    const table = canvas.getByRole('table', { name: '曜日 × 時間帯の出席' });
    const rows = table.querySelectorAll('tbody tr');
    await expect(rows[6]).toHaveTextContent(/^土40465258/);
    await expect(canvas.getByRole('rowheader', { name: '土' })).toBeVisible();
    await expect(canvas.getByRole('columnheader', { name: '9時' })).toBeVisible();
  },
};

export const Empty: Story = {
  args: { values: weekdays.map(() => hours.map(() => 0)) },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('表示できるデータがありません')).toBeVisible();
  },
};

export const Visual: Story = { tags: ['visual'], parameters: themeMatrix };
