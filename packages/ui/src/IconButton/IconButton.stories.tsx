import type { Meta, StoryObj } from '@storybook/react-vite';
import { MessageSquare } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CountBadge } from '../Badge/Badge.tsx';
import { IconButton } from './IconButton.tsx';

const meta = {
  title: 'Controls/IconButton',
  component: IconButton,
  args: { label: 'チャット', icon: <MessageSquare aria-hidden="true" />, onPress: fn() },
} satisfies Meta<typeof IconButton>;
export default meta;

type Story = StoryObj<typeof meta>;

export const WithTooltip: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'チャット' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await waitFor(() => expect(within(document.body).getByRole('tooltip')).toHaveTextContent('チャット'));
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledOnce();
  },
};

export const WithUnreadBadge: Story = {
  args: {
    label: 'チャット（未読 3件）',
    tooltip: 'チャット',
    badge: <CountBadge count={3} label="未読チャット" />,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'チャット（未読 3件）' })).toBeVisible();
    // The badge sits beside the button (its count is already in the name), hidden from screen readers.
    await expect(canvas.getByText('3')).toBeVisible();
  },
};
