import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ProgressBar } from '../ProgressBar/ProgressBar.tsx';
import { Skeleton } from '../Skeleton/Skeleton.tsx';
import { Spinner } from './Spinner.tsx';

const meta = {
  title: 'Display/Progress',
  component: Spinner,
} satisfies Meta<typeof Spinner>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Indeterminate: Story = {
  play: async ({ canvas }) => {
    const spinner = canvas.getByRole('progressbar', { name: '読み込み中' });
    await expect(spinner).not.toHaveAttribute('aria-valuenow');
  },
};

export const Determinate: Story = {
  render: () => <ProgressBar label="出席率" value={78} />,
  play: async ({ canvas }) => {
    const bar = canvas.getByRole('progressbar', { name: '出席率' });
    await expect(bar).toHaveAttribute('aria-valuenow', '78');
    await expect(canvas.getByText('78%')).toBeVisible();
  },
};

/** Counted progress in words (a member import's 「n / m 件」), and the moving stripe before the first count. */
export const CountedAndIndeterminate: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16, width: 320 }}>
      <ProgressBar label="取り込み中" value={500} maxValue={1200} valueLabel="500 / 1,200 件" />
      <ProgressBar label="取り込みの準備中" isIndeterminate />
    </div>
  ),
  play: async ({ canvas }) => {
    const counted = canvas.getByRole('progressbar', { name: '取り込み中' });
    await expect(counted).toHaveAttribute('aria-valuenow', '500');
    await expect(counted).toHaveAttribute('aria-valuetext', '500 / 1,200 件');
    await expect(canvas.getByText('500 / 1,200 件')).toBeVisible();
    await expect(canvas.getByRole('progressbar', { name: '取り込みの準備中' })).not.toHaveAttribute(
      'aria-valuenow',
    );
  },
};

export const Skeletons: Story = {
  render: () => (
    <section aria-busy="true" aria-label="KPIを読み込み中" style={{ display: 'grid', gap: 8, width: 320 }}>
      <Skeleton height={24} width="60%" />
      <Skeleton height={14} />
      <Skeleton height={14} width="80%" />
    </section>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'KPIを読み込み中' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};
