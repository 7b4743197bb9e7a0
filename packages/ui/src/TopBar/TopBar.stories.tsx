import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { themeMatrix } from '../testing/storyParameters.ts';
import { TopBar } from './TopBar.tsx';

const meta = {
  title: 'Layout/TopBar',
  component: TopBar,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'ダッシュボード',
    chatUnread: 3,
    bulletinUnread: 0,
    onOpenChat: fn(),
    onOpenBulletin: fn(),
    user: { name: '渋谷 花子', roleLabel: 'マネージャー', storeName: '渋谷校' },
    profileHref: '/mypage/profile',
    settingsHref: '/mypage/settings',
    colorMode: 'light',
    onToggleColorMode: fn(),
    glass: true,
    onToggleGlass: fn(),
    nfcStatus: 'connected',
    onLogout: fn(),
  },
} satisfies Meta<typeof TopBar>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Actions: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'チャット（未読 3件）' }));
    await expect(args.onOpenChat).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: '掲示板' }));
    await expect(args.onOpenBulletin).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'ダークモードに切り替え' }));
    await expect(args.onToggleColorMode).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: 'ガラス効果をオフにする' }));
    await expect(args.onToggleGlass).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: 'NFC接続中' })).toBeVisible();
  },
};

export const UserMenuLogout: Story = {
  play: async ({ canvas, args }) => {
    canvas.getByRole('button', { name: /渋谷 花子/ }).focus();
    await userEvent.keyboard('{Enter}');
    const menu = await within(document.body).findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'プロフィール' })).toHaveAttribute(
      'href',
      '/mypage/profile',
    );
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'ログアウト' }));
    await expect(args.onLogout).toHaveBeenCalledOnce();
  },
};

export const Themes: Story = {
  tags: ['visual'],
  parameters: { ...themeMatrix, layout: 'fullscreen' },
  args: { nfcStatus: 'disconnected', bulletinUnread: 12 },
};
