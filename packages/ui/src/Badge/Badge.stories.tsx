import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { themeMatrix } from '../testing/storyParameters.ts';
import { Badge, CountBadge } from './Badge.tsx';

const meta = {
  title: 'Display/Badge',
  component: Badge,
  args: { tone: 'info', children: 'マネージャー' },
} satisfies Meta<typeof Badge>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Role: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('マネージャー')).toBeVisible();
  },
};

export const Counts: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 12 }}>
      <CountBadge count={3} label="未確認の仮登録" />
      <CountBadge count={150} label="未読チャット" />
      <CountBadge count={0} label="未読の掲示" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '未確認の仮登録 3件' })).toHaveTextContent('3');
    await expect(canvas.getByRole('img', { name: '未読チャット 150件' })).toHaveTextContent('99+');
    // Zero shows nothing at all.
    await expect(canvas.queryByRole('img', { name: /未読の掲示/ })).toBeNull();
  },
};

export const Tones: Story = {
  tags: ['visual'],
  parameters: themeMatrix,
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
      <Badge tone="neutral">スタッフ</Badge>
      <Badge tone="info">未確認</Badge>
      <Badge tone="success">確認済み</Badge>
      <Badge tone="warning">変換済み</Badge>
      <Badge tone="danger">キャンセル</Badge>
      <CountBadge count={7} label="未確認の仮登録" />
      <CountBadge count={120} label="未読チャット" />
    </div>
  ),
};
