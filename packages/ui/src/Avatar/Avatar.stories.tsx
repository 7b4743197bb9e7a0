import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Avatar } from './Avatar.tsx';

const meta = {
  title: 'Display/Avatar',
  component: Avatar,
  args: { name: '渋谷 花子', size: 'md' },
} satisfies Meta<typeof Avatar>;
export default meta;

export const Initial: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '渋谷 花子' })).toHaveTextContent('渋');
  },
};

export const Sizes: StoryObj<typeof meta> = {
  render: () => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <Avatar name="伊藤 翔太" size="sm" />
      <Avatar name="高橋 美咲" size="md" />
      <Avatar name="Kayoi" size="lg" />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('img')).toHaveLength(3);
  },
};
