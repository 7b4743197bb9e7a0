import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
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
    // The tabs are a react-aria collection, drawn in the commit after the list's own: Tab waits for them.
    const first = await canvas.findByRole('tab', { name: /在館中/ });
    await userEvent.tab();
    await waitFor(() => expect(first).toHaveFocus());
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: '最近の入館' })).toHaveAttribute('aria-selected', 'true'),
    );
    await expect(args.onSelectionChange).toHaveBeenLastCalledWith('recent-in');
    await waitFor(() => expect(canvas.getByRole('tabpanel')).toHaveTextContent('最近の入館 10件'));
  },
};

export const Themes: Story = {
  tags: ['visual'],
  parameters: themeMatrix,
};
