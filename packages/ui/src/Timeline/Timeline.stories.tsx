import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { themeMatrix } from '../testing/storyParameters.ts';
import { Timeline } from './Timeline.tsx';

const meta = {
  title: 'Data/Timeline',
  component: Timeline,
  args: {
    'aria-label': 'ステータス履歴',
    entries: [
      {
        id: 3,
        time: '2026/11/01',
        title: '在籍 → 休会',
        meta: '渋谷 花子',
        body: '怪我のため1か月休会',
        tone: 'warning',
      },
      { id: 2, time: '2026/04/01', title: '入会（在籍）', meta: '高橋 健', tone: 'success' },
    ],
  },
} satisfies Meta<typeof Timeline>;
export default meta;

type Story = StoryObj<typeof meta>;

export const NewestFirst: Story = {
  tags: ['visual'],
  parameters: themeMatrix,
  play: async ({ canvasElement }) => {
    const [list] = within(canvasElement).getAllByRole('list', { name: 'ステータス履歴' });
    const items = within(list as HTMLElement).getAllByRole('listitem');
    await expect(items).toHaveLength(2);
    await expect(items[0]).toHaveTextContent('怪我のため1か月休会');
  },
};

export const Empty: Story = {
  args: { entries: [], emptyText: 'ステータスの変更はまだありません' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('ステータスの変更はまだありません')).toBeVisible();
  },
};
