import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { themeMatrix } from '../../testing/storyParameters.ts';
import { BillingTrendChart, type BillingTrendMonth } from './BillingTrendChart.tsx';

const months = [
  '2025-12',
  '2026-01',
  '2026-02',
  '2026-03',
  '2026-04',
  '2026-05',
  '2026-06',
  '2026-07',
  '2026-08',
  '2026-09',
  '2026-10',
  '2026-11',
];
const sample: BillingTrendMonth[] = months.map((month, i) => ({
  month,
  billed: 1_380_000 + i * 11_000,
  collected: i === 11 ? 1_421_700 : 1_380_000 + i * 11_000 - (i % 4) * 7_700,
}));

const meta = {
  title: 'Dashboard/Charts/BillingTrendChart',
  component: BillingTrendChart,
  args: { data: sample },
  decorators: [(Story) => <div style={{ height: 360, maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof BillingTrendChart>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Normal: Story = {
  play: async ({ canvas }) => {
    const rows = canvas.getAllByRole('row');
    await expect(rows).toHaveLength(13);
    await expect(rows[12]).toHaveTextContent('2026年11月￥1,501,000￥1,421,700');
  },
};

export const Loading: Story = { args: { data: undefined, isLoading: true } };

export const Empty: Story = {
  args: { data: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('表示できる月がありません')).toBeVisible();
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

export const Visual: Story = {
  tags: ['visual'],
  parameters: themeMatrix,
};
