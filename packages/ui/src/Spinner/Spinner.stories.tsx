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
