import { answerHandler, DEMO_TOKENS, errorHandler, handlers, resetFixtureStore } from '@kayoi/api-client/msw';
import { atStaffScreen, staffScreens } from '@kayoi/ui/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppScreen, sidewaysOverflow, signInAs } from '../stories/AppScreen.tsx';

const meta = {
  title: 'Screens/Shell',
  component: AppScreen,
  args: { path: '/dashboard' },
  parameters: { layout: 'fullscreen', viewport: { options: staffScreens } },
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

/** The dashboard has drawn its figures: the picture is taken after. */
async function dashboardDrawn(canvas: ReturnType<typeof within>, canvasElement: HTMLElement) {
  await expect(await canvas.findByRole('tab', { name: /在館中/ }, { timeout: 10_000 })).toBeVisible();
  await waitFor(() => expect(canvas.getByRole('button', { name: /アクティブ会員/ })).toBeEnabled(), {
    timeout: 10_000,
  });
  await waitFor(() => expect(canvasElement.querySelector('[data-tile="weekly"] svg path')).not.toBeNull(), {
    timeout: 10_000,
  });
}

/** A desk PC: the menu expanded beside the page (a screen not built yet would be marked 準備中). */
export const AdminAt1440: Story = {
  tags: ['visual'],
  ...atStaffScreen('desk1440'),
  args: { window: true },
  beforeEach: () => signInAs(DEMO_TOKENS.admin),
  play: async ({ canvas, canvasElement }) => {
    const menu = await canvas.findByRole('navigation', { name: 'メインメニュー' });
    await userEvent.click(within(menu).getByRole('button', { name: /レポート/ }));
    // Every report is built (issue 18): the links no longer say 準備中.
    await expect(within(menu).getByRole('link', { name: '売上' })).toBeVisible();
    await dashboardDrawn(canvas, canvasElement);
  },
};

/** A tablet at the desk: the menu is the 60 px rail, opening over the page; the page keeps its width. */
export const AdminAt820: Story = {
  tags: ['visual'],
  ...atStaffScreen('tablet820'),
  args: { window: true },
  beforeEach: () => {
    signInAs(DEMO_TOKENS.admin);
    // Chosen on a desk PC: a tablet has no room for it and shows the rail.
    localStorage.setItem('sidebar_mode', 'expanded');
  },
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('navigation', { name: 'メインメニュー' });
    const rail = canvasElement.querySelector('[data-mode]') as HTMLElement;
    await expect(rail).toHaveAttribute('data-mode', 'collapsed');
    await expect(rail.getBoundingClientRect().width).toBeLessThanOrEqual(60);
    // The page starts beside the rail, not 260 px in.
    await expect(canvas.getByRole('main').getBoundingClientRect().left).toBeLessThan(100);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(820);
    // Keyboard: Tab past the skip link reaches the toggle, and the menu opens over the page.
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'サイドバーを非表示にする' })).toHaveFocus();
    await waitFor(() => expect(rail.getBoundingClientRect().width).toBeGreaterThan(200));
    (document.activeElement as HTMLElement).blur();
    await waitFor(() => expect(rail.getBoundingClientRect().width).toBeLessThanOrEqual(60));
    await dashboardDrawn(canvas, canvasElement);
  },
};

/**
 * The owner's phone (issue 28): the rail beside the page, the top bar keeps the page's title (the theme and glass
 * toggles wait in the user's menu), the KPI cards two by two, and nothing runs past the right edge.
 */
export const AdminAt390: Story = {
  tags: ['visual'],
  ...atStaffScreen('phone390'),
  args: { window: true },
  beforeEach: () => signInAs(DEMO_TOKENS.admin),
  play: async ({ canvas, canvasElement }) => {
    await canvas.findByRole('navigation', { name: 'メインメニュー' });
    // The top bar: the banner with the NFC state (the story's frame holds another).
    const bar = canvas
      .getAllByRole('banner')
      .find((banner) => within(banner).queryByRole('button', { name: /NFC/ }));
    const title = within(bar as HTMLElement).getByText('ダッシュボード');
    await expect(title.clientWidth).toBeGreaterThanOrEqual(title.scrollWidth);
    await expect(canvas.queryByRole('button', { name: 'ダークモードに切り替え' })).toBeNull();
    await dashboardDrawn(canvas, canvasElement);
    await expect(sidewaysOverflow()).toBe(0);
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

/** Opened first in its tab (no page of the app behind it): 戻る stays in the app, on the dashboard. */
export const AccessDeniedBackInAFreshTab: Story = {
  args: { path: '/reports/sales' },
  beforeEach: () => {
    signInAs(DEMO_TOKENS.staff);
    sessionStorage.removeItem('last_allowed_page');
  },
  play: async ({ canvas }) => {
    const dialog = await screen().findByRole(
      'dialog',
      { name: 'アクセス権限がありません' },
      { timeout: 10_000 },
    );
    await userEvent.click(within(dialog).getByRole('button', { name: '戻る' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'ダッシュボード' }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** The last page the user could open is the way back, whatever was refused in between. */
export const AccessDeniedBackToTheLastAllowedPage: Story = {
  args: { path: '/reports/daily' },
  beforeEach: () => {
    signInAs(DEMO_TOKENS.staff);
    sessionStorage.setItem('last_allowed_page', '/mypage/profile');
  },
  play: async ({ canvas }) => {
    const dialog = await screen().findByRole(
      'dialog',
      { name: 'アクセス権限がありません' },
      { timeout: 10_000 },
    );
    within(dialog).getByRole('button', { name: '戻る' }).focus();
    await userEvent.keyboard('{Enter}');
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'プロフィール' }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** A page remembered for another role (an admin signed in before in this tab) is no way back for staff. */
export const AccessDeniedIgnoresAPageTheRoleCannotOpen: Story = {
  args: { path: '/reports/daily' },
  beforeEach: () => {
    signInAs(DEMO_TOKENS.staff);
    sessionStorage.setItem('last_allowed_page', '/reports/sales');
  },
  play: async ({ canvas }) => {
    const dialog = await screen().findByRole(
      'dialog',
      { name: 'アクセス権限がありません' },
      { timeout: 10_000 },
    );
    await userEvent.click(within(dialog).getByRole('button', { name: '戻る' }));
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'ダッシュボード' }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

/** The top bar's chat and bulletin buttons carry the signed-in staff member's unread counts and open their screens. */
export const UnreadBadges: Story = {
  beforeEach: () => signInAs(DEMO_TOKENS.manager),
  parameters: {
    msw: {
      handlers: [
        answerHandler('getChatStatistics', { unread_messages: 3, unread_rooms: 2, unread_mentions: 1 }),
        ...handlers,
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', { name: 'チャット（未読 3件）' }, { timeout: 10_000 }),
    ).toBeVisible();
    const bulletin = await canvas.findByRole(
      'button',
      { name: /^掲示板（未読 \d+件）$/ },
      { timeout: 10_000 },
    );
    await userEvent.click(bulletin);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: '掲示板' }, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

export const ComingSoon: Story = {
  // Every seed screen is built; a bank is not entered by hand (the master comes from zengin-code): 準備中. Only
  // administrators may correct the bank master, so only they reach the page (others get the access-denied modal).
  args: { path: '/master/banks/new' },
  beforeEach: () => signInAs(DEMO_TOKENS.admin),
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: '銀行登録' })).toBeVisible();
    await expect(within(canvas.getByRole('main')).getByText('準備中')).toBeVisible();
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
    await waitFor(() => expect(canvas.getByRole('button', { name: /店舗/ })).toHaveTextContent('渋谷校'), {
      timeout: 10_000,
    });
  },
};
