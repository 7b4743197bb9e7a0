import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { DescriptionList } from './DescriptionList.tsx';

const meta = {
  title: 'Display/DescriptionList',
  component: DescriptionList,
  args: {
    items: [
      { term: '氏名', description: '渋谷 花子' },
      { term: 'メールアドレス', description: 'manager@demo.kayoi.jp' },
      { term: '所属店舗', description: '渋谷校' },
    ],
  },
} satisfies Meta<typeof DescriptionList>;
export default meta;

export const Profile: StoryObj<typeof meta> = {
  play: async ({ canvas }) => {
    const terms = canvas.getAllByRole('term');
    await expect(terms.map((term) => term.textContent)).toEqual(['氏名', 'メールアドレス', '所属店舗']);
    await expect(canvas.getAllByRole('definition')[2]).toHaveTextContent('渋谷校');
  },
};
