import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Card } from '../Card/Card.tsx';
import { PublicPage } from './PublicPage.tsx';

const meta = {
  title: 'Layout/PublicPage',
  component: PublicPage,
  parameters: { layout: 'fullscreen' },
  args: {
    title: '仮登録フォーム',
    description: 'ご入会・体験をご希望の方は、以下のフォームからお申し込みください。',
    children: <Card title="お客様情報">フォームの項目</Card>,
  },
} satisfies Meta<typeof PublicPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Landmarks: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: '仮登録フォーム' })).toBeVisible();
    await expect(canvas.getByRole('banner')).toHaveTextContent('Kayoi 通い');
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
  },
};
