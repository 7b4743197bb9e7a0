import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { themeMatrix } from '../testing/storyParameters.ts';
import { StatusBadge } from './StatusBadge.tsx';

const meta = {
  title: 'Controls/StatusBadge',
  component: StatusBadge,
  args: { label: '未確認', tone: 'warning' },
} satisfies Meta<typeof StatusBadge>;
export default meta;

type Story = StoryObj<typeof meta>;

// The statuses the app shows, with the tones it gives them.
const preRegistration = [
  { label: '未確認', tone: 'warning' },
  { label: '確認済み', tone: 'info' },
  { label: '変換済み', tone: 'success' },
  { label: 'キャンセル', tone: 'neutral' },
] as const;
const customer = [
  { label: '在籍', tone: 'success' },
  { label: '休会', tone: 'warning' },
  { label: '退会', tone: 'neutral' },
] as const;

export const WordIsAlwaysWritten: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('未確認')).toBeVisible();
  },
};

export const EveryStatus: Story = {
  tags: ['visual'],
  parameters: themeMatrix,
  render: () => (
    <div style={{ display: 'grid', gap: 12 }}>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {preRegistration.map((status) => (
          <StatusBadge key={status.label} {...status} />
        ))}
      </div>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        {customer.map((status) => (
          <StatusBadge key={status.label} {...status} title={`${status.label}（2026/11/01から）`} />
        ))}
      </div>
    </div>
  ),
};
