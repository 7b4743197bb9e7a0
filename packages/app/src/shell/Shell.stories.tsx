import { DEMO_TOKENS, errorHandler, handlers, resetFixtureStore } from '@kayoi/api-client/msw';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppScreen, signInAs } from '../stories/AppScreen.tsx';

const meta = {
  title: 'Screens/Shell',
  component: AppScreen,
  args: { path: '/dashboard' },
  parameters: { layout: 'fullscreen' },
  beforeEach: () => {
    // A fixed moment: the dashboard behind the shell shows the same figures on every run.
    resetFixtureStore({ now: new Date('2026-11-20T17:10:00+09:00') });
    localStorage.removeItem('sidebar_mode');
  },
} satisfies Meta<typeof AppScreen>;
export default meta;

type Story = StoryObj<typeof meta>;
const screen = () => within(document.body);

export const Admin: Story = {
  tags: ['visual'],
  beforeEach: () => signInAs(DEMO_TOKENS.admin),
  play: async ({ canvas, canvasElement }) => {
    const menu = await canvas.findByRole('navigation', { name: 'メインメニュー' });
    await expect(within(menu).getByText('レポート')).toBeVisible();
    // The admin picks the store in the sidebar.
    await expect(await canvas.findByRole('button', { name: /店舗/ })).toBeVisible();
    // The dashboard behind the shell has drawn its figures before the picture is taken.
    await expect(await canvas.findByRole('tab', { name: /在館中/ }, { timeout: 10_000 })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: /アクティブ会員/ })).toBeEnabled(), {
      timeout: 10_000,
    });
    await waitFor(() => expect(canvasElement.querySelector('[data-tile="weekly"] svg path')).not.toBeNull(), {
      timeout: 10_000,
    });
  },
};

export const Manager: Story = {
  beforeEach: () => signInAs(DEMO_TOKENS.manager),
  play: async ({ canvas }) => {
    const menu = await canvas.findByRole('navigation', { name: 'メインメニュー' });
    await expect(within(menu).getByText('請求')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: /店舗/ })).toBeNull();
  },
};

export const Staff: Story = {
  beforeEach: () => signInAs(DEMO_TOKENS.staff),
  play: async ({ canvas }) => {
    const menu = await canvas.findByRole('navigation', { name: 'メインメニュー' });
    await expect(within(menu).queryByText('レポート')).toBeNull();
    await expect(within(menu).queryByText('請求')).toBeNull();
    await expect(within(menu).getByText('マスタ')).toBeVisible();
  },
};

export const AccessDenied: Story = {
  tags: ['visual'],
  args: { path: '/reports/sales' },
  beforeEach: () => signInAs(DEMO_TOKENS.staff),
  play: async () => {
    const dialog = await screen().findByRole('dialog', { name: 'アクセス権限がありません' });
    await expect(within(dialog).getByText('管理者')).toBeVisible();
    await expect(within(dialog).getByText('マネージャー')).toBeVisible();
    await userEvent.keyboard('{Escape}');
    // Not dismissable: only 戻る leaves.
    await expect(screen().getByRole('dialog', { name: 'アクセス権限がありません' })).toBeVisible();
  },
};

export const ComingSoon: Story = {
  args: { path: '/schools' },
  beforeEach: () => signInAs(DEMO_TOKENS.manager),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'スクール' })).toBeVisible();
    await expect(canvas.getByText('準備中')).toBeVisible();
  },
};

export const Settings: Story = {
  args: { path: '/mypage/settings' },
  beforeEach: () => signInAs(DEMO_TOKENS.manager),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '設定' })).toBeVisible();
    await expect(canvas.getByRole('switch', { name: /ガラス効果/ })).toBeChecked();
  },
};

export const Profile: Story = {
  args: { path: '/mypage/profile' },
  beforeEach: () => signInAs(DEMO_TOKENS.staff),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'プロフィール' })).toBeVisible();
    await expect(canvas.getByText('staff@demo.kayoi.jp')).toBeVisible();
  },
};

export const SignedOut: Story = {
  beforeEach: () => signInAs(null),
  play: async ({ canvas }) => {
    // The guard sends a visitor without a token to the login page.
    await expect(await canvas.findByRole('button', { name: 'ログイン' })).toBeVisible();
  },
};

export const ThemeSaveFails: Story = {
  parameters: {
    msw: { handlers: [errorHandler('updateUserPreferences', 500, 'INTERNAL_ERROR', ''), ...handlers] },
  },
  beforeEach: () => {
    signInAs(DEMO_TOKENS.manager);
    localStorage.setItem('theme_preference', 'light');
  },
  play: async ({ canvas }) => {
    const toggle = await canvas.findByRole('button', { name: /モードに切り替え/ });
    const before = toggle.getAttribute('aria-label');
    await userEvent.click(toggle);
    await expect(
      await screen().findByText('設定の保存に失敗しました', {}, { timeout: 10_000 }),
    ).toBeVisible();
    // The theme goes back to what the server still has.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: /モードに切り替え/ })).toHaveAttribute('aria-label', before),
    );
  },
};

export const StoreSwitch: Story = {
  beforeEach: () => signInAs(DEMO_TOKENS.admin),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /店舗/ }));
    await userEvent.click(await screen().findByRole('option', { name: '横浜校' }));
    await expect(await screen().findByText('店舗を切り替えました', {}, { timeout: 10_000 })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: /店舗/ })).toHaveTextContent('横浜校'));
  },
};

export const StoreSwitchFails: Story = {
  parameters: { msw: { handlers: [errorHandler('changeStore', 500, 'INTERNAL_ERROR', ''), ...handlers] } },
  beforeEach: () => signInAs(DEMO_TOKENS.admin),
  play: async ({ canvas }) => {
    await userEvent.click(await canvas.findByRole('button', { name: /店舗/ }));
    await userEvent.click(await screen().findByRole('option', { name: '横浜校' }));
    await expect(
      await screen().findByText('店舗の切り替えに失敗しました', {}, { timeout: 10_000 }),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: /店舗/ })).toHaveTextContent('渋谷校');
  },
};
