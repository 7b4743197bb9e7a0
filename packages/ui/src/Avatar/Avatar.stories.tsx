import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
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

/** A photo that cannot be loaded (deleted, or an expired signed URL) falls back to the initial. */
export const PhotoThatCannotLoad: StoryObj<typeof meta> = {
  args: { src: '/storage/photos/00000000-0000-0000-0000-000000000000.jpg?exp=1&sig=expired' },
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: '渋谷 花子' });
    await waitFor(() => expect(avatar.querySelector('img')).toBeNull(), { timeout: 5_000 });
    await expect(avatar).toHaveTextContent('渋');
  },
};
