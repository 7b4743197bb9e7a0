import type { Meta, StoryObj } from '@storybook/react-vite';
import { LogOut, User } from 'lucide-react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MenuButton } from './MenuButton.tsx';

const onLogout = fn();

const meta = {
  title: 'Controls/MenuButton',
  component: MenuButton,
  args: {
    label: 'ユーザーメニュー',
    onAction: fn(),
    items: [
      { id: 'profile', label: 'プロフィール', icon: <User aria-hidden="true" /> },
      {
        id: 'logout',
        label: 'ログアウト',
        tone: 'danger',
        separated: true,
        icon: <LogOut aria-hidden="true" />,
        onAction: onLogout,
      },
    ],
  },
} satisfies Meta<typeof MenuButton>;
export default meta;

type Story = StoryObj<typeof meta>;

export const KeyboardMenu: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'ユーザーメニュー' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'プロフィール' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(onLogout).toHaveBeenCalledOnce();
    await expect(args.onAction).not.toHaveBeenCalledWith('profile');
  },
};

export const Open: Story = {
  tags: ['visual'],
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'ユーザーメニュー' }));
    await expect(await within(document.body).findByRole('menu')).toBeVisible();
  },
};
