import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { atStaffScreen, staffScreens, themeMatrix } from '../testing/storyParameters.ts';
import { TopBar } from './TopBar.tsx';

const meta = {
  title: 'Layout/TopBar',
  component: TopBar,
  parameters: { layout: 'fullscreen' },
  args: {
    title: 'ダッシュボード',
    chat: { unread: 3, onOpen: fn() },
    bulletin: { unread: 0, onOpen: fn() },
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
    await expect(args.chat.onOpen).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: '掲示板' }));
    await expect(args.bulletin.onOpen).toHaveBeenCalledOnce();
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

/** Chat and the bulletin board before they are built: no count is shown (none is asked for), the buttons say 準備中. */
export const InboxesComingSoon: Story = {
  args: { chat: { comingSoon: true, onOpen: fn() }, bulletin: { comingSoon: true, onOpen: fn() } },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'チャット（準備中）' }));
    await expect(args.chat.onOpen).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('button', { name: '掲示板（準備中）' })).toBeVisible();
    await expect(canvas.queryByRole('img', { name: /未読/ })).toBeNull();
  },
};

/**
 * A phone (issue 28): the theme and glass toggles are items of the user's menu, so the bar's room goes to the
 * page's title; the menu's button keeps the user's name (read, not shown).
 */
export const PhoneTogglesInTheUserMenu: Story = {
  ...atStaffScreen('phone390'),
  parameters: { viewport: { options: staffScreens } },
  args: { title: 'クラス・レーン割当' },
  play: async ({ canvas, args }) => {
    await expect(canvas.queryByRole('button', { name: 'ダークモードに切り替え' })).toBeNull();
    const title = canvas.getByText('クラス・レーン割当');
    await expect(title.clientWidth).toBeGreaterThan(4 * Number.parseFloat(getComputedStyle(title).fontSize));
    await userEvent.click(canvas.getByRole('button', { name: /渋谷 花子/ }));
    const menu = await within(document.body).findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: 'ダークモードに切り替え' }));
    await expect(args.onToggleColorMode).toHaveBeenCalledOnce();
    await userEvent.click(canvas.getByRole('button', { name: /渋谷 花子/ }));
    await userEvent.click(
      within(await within(document.body).findByRole('menu')).getByRole('menuitem', {
        name: 'ガラス効果をオフにする',
      }),
    );
    await expect(args.onToggleGlass).toHaveBeenCalledOnce();
  },
};

export const Themes: Story = {
  tags: ['visual'],
  parameters: { ...themeMatrix, layout: 'fullscreen' },
  args: { nfcStatus: 'disconnected', bulletin: { unread: 12, onOpen: fn() } },
};
