import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { themeMatrix } from '../testing/storyParameters.ts';
import { Tabs } from './Tabs.tsx';

const meta = {
  title: 'Display/Tabs',
  component: Tabs,
  args: {
    'aria-label': '在館状況',
    onSelectionChange: fn(),
    items: [
      { id: 'in', label: '在館中', badge: 42, content: <p>在館中の会員 42名</p> },
      { id: 'recent-in', label: '最近の入館', content: <p>最近の入館 10件</p> },
      { id: 'recent-out', label: '最近の退館', content: <p>最近の退館 10件</p> },
      { id: 'longest', label: '長時間滞在', content: <p>長時間滞在 5名</p> },
    ],
  },
} satisfies Meta<typeof Tabs>;
export default meta;

type Story = StoryObj<typeof meta>;

export const ArrowKeys: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: /在館中/ })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '最近の入館' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('recent-in');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('最近の入館 10件');
  },
};

export const Themes: Story = {
  tags: ['visual'],
  parameters: themeMatrix,
};
