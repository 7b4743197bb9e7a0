import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { logIn, openInApp, useBrowser } from './support/browser.ts';

// The product end to end: the built app served by the real server on a fresh embedded database with the
// demo data, driven in Debian's chromium as a member of staff would use it.
const browser = useBrowser();

describe('login', () => {
  it('when a manager logs in, then the dashboard opens in the shell with the welcome toast and the manager menu', async () => {
    const { page, context } = await browser.newPage();
    await logIn(page, 'manager@demo.kayoi.jp');

    // The welcome toast shows for 5 s on the dashboard: waited for, not read once as the address changes.
    await page.getByText('ログイン成功').first().waitFor();
    const menu = page.getByRole('navigation', { name: 'メインメニュー' });
    await menu.waitFor();
    await expect(menu.getByText('レポート').count()).resolves.toBeGreaterThan(0);
    await expect(menu.getByText('請求').first().isVisible()).resolves.toBe(true);
    await page.getByRole('heading', { level: 1, name: 'ダッシュボード' }).waitFor();
    await context.close();
  });

  it('when the page opens, then the e-mail field has the focus and Enter moves to the password', async () => {
    const { page, context } = await browser.newPage();
    await page.goto('/login');
    const email = page.getByLabel('メールアドレス');
    await email.waitFor();
    // Generous: the machine may be busy with the story tests at the same time.
    await expect
      .poll(() => email.evaluate((el) => el === document.activeElement), { timeout: 10_000 })
      .toBe(true);
    await email.fill('staff@demo.kayoi.jp');
    await page.keyboard.press('Enter');
    const password = page.getByLabel('パスワード', { exact: true });
    await expect
      .poll(() => password.evaluate((el) => el === document.activeElement), { timeout: 10_000 })
      .toBe(true);
    await password.fill('kayoi-demo');
    await page.keyboard.press('Enter');
    await page.waitForURL('**/dashboard');
    await context.close();
  });

  it('when the form is sent empty, then the seed messages show and nothing is sent', async () => {
    const { page, context } = await browser.newPage();
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().includes('/api/v3/auth/login')) sent += 1;
    });
    await page.goto('/login');
    await page.getByRole('button', { name: 'ログイン' }).click();
    await page.getByText('メールアドレスは必須です').waitFor();
    await page.getByText('パスワードは必須です').waitFor();
    expect(sent).toBe(0);
    await context.close();
  });

  it('when a wrong password is sent five times, then the sixth try is refused with the lockout message', async () => {
    const { page, context } = await browser.newPage();
    await page.goto('/login');
    await page.getByLabel('メールアドレス').fill('takahashi@demo.kayoi.jp');
    const password = page.getByLabel('パスワード', { exact: true });
    await password.fill('wrong-password');
    for (let attempt = 1; attempt <= 5; attempt += 1) {
      await page.getByRole('button', { name: 'ログイン' }).click();
      await page
        .getByRole('alert')
        .filter({ hasText: /正しくありません|試行回数/ })
        .first()
        .waitFor();
    }
    await page.getByRole('button', { name: 'ログイン' }).click();
    await page
      .getByText(/ログイン試行回数を超過しました。\d{2}:\d{2}まで待機してください/)
      .first()
      .waitFor();
    // The right password does not get through while locked.
    await password.fill('kayoi-demo');
    await page.getByRole('button', { name: 'ログイン' }).click();
    await page.waitForTimeout(500);
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });
});

describe('guard', () => {
  it('when nobody is logged in, then a protected route goes to /login', async () => {
    const { page, context } = await browser.newPage();
    await page.goto('/customers');
    await page.waitForURL('**/login');
    await context.close();
  });

  it('when staff open a report, then the access-denied modal names the roles it needs and 戻る leaves', async () => {
    const { page, context } = await browser.newPage({ as: 'staff@demo.kayoi.jp', at: '/dashboard' });
    const menu = page.getByRole('navigation', { name: 'メインメニュー' });
    await menu.getByText('ダッシュボード').first().waitFor();
    await expect(menu.getByText('レポート').count()).resolves.toBe(0);

    await page.goto('/reports/sales');
    const dialog = page.getByRole('dialog', { name: 'アクセス権限がありません' });
    await dialog.waitFor();
    await expect(dialog.getByText('管理者').isVisible()).resolves.toBe(true);
    await expect(dialog.getByText('マネージャー').isVisible()).resolves.toBe(true);
    await expect(dialog.getByText('スタッフ').first().isVisible()).resolves.toBe(true);
    await dialog.getByRole('button', { name: '戻る' }).click();
    await page.waitForURL((url) => url.pathname !== '/reports/sales');
    await context.close();
  });

  it('when a refused page opens first in a tab, then 戻る stays in the app, on the dashboard', async () => {
    // The context's first tab, of a signed-in session, opens on the refused page (no history, no page of its own yet).
    const { page: tab, context } = await browser.newPage({ as: 'staff@demo.kayoi.jp', at: '/reports/sales' });
    const dialog = tab.getByRole('dialog', { name: 'アクセス権限がありません' });
    await dialog.getByRole('button', { name: '戻る' }).click();
    await tab.waitForURL('**/dashboard');
    await context.close();
  });

  it('when two refused pages follow one another, then 戻る goes to the last page the user could open', async () => {
    const { page, context } = await browser.newPage({ as: 'staff@demo.kayoi.jp', at: '/customers' });
    await page.getByRole('heading', { level: 1, name: '顧客一覧' }).waitFor();
    await page.goto('/reports/sales');
    await page.getByRole('dialog', { name: 'アクセス権限がありません' }).waitFor();
    await page.goto('/reports/daily');
    const dialog = page.getByRole('dialog', { name: 'アクセス権限がありません' });
    await dialog.getByRole('button', { name: '戻る' }).click();
    await page.waitForURL('**/customers');
    await page.getByRole('heading', { level: 1, name: '顧客一覧' }).waitFor();
    await context.close();
  });

  it('when the token is revoked on the server, then the next answer (401) lands on /login', async () => {
    const { page, context } = await browser.newPage({ as: 'staff@demo.kayoi.jp', at: '/dashboard' });
    await page.getByRole('navigation', { name: 'メインメニュー' }).waitFor();
    const token = await page.evaluate(() => localStorage.getItem('auth_token'));
    await page.request.post('/api/v3/auth/logout', { headers: { Authorization: `Bearer ${token}` } });
    await page.goto('/mypage/profile');
    await page.waitForURL('**/login');
    await expect(page.evaluate(() => localStorage.getItem('auth_token'))).resolves.toBeNull();
    await context.close();
  });
});

describe('shell', () => {
  it('when an admin switches the store, then the toast says so and the shell shows the new store', async () => {
    const { page, context } = await browser.newPage({ as: 'admin@demo.kayoi.jp', at: '/dashboard' });
    await page.getByRole('button', { name: /店舗/ }).first().click();
    await page.getByRole('option', { name: '横浜校' }).click();
    await page.getByText('店舗を切り替えました').first().waitFor();
    await page.waitForURL('**/dashboard');
    const me = await page.evaluate(async () => {
      const answer = await fetch('/api/v3/auth/me', {
        headers: {
          Authorization: `Bearer ${localStorage.getItem('auth_token')}`,
          Accept: 'application/json',
        },
      });
      return (await answer.json()) as { data: { user: { store: string } } };
    });
    expect(me.data.user.store).toBe('横浜校');
    // The shell shows the new store: the selector and the user's line in the top bar.
    await page.getByRole('button', { name: /店舗.*横浜校|横浜校.*店舗/ }).waitFor();
    await page.getByText('管理者・横浜校').waitFor();
    await context.close();
  });

  /** The answer to the page's next save of the account's preferences. */
  const preferencesSaved = (page: Page) =>
    page.waitForResponse(
      (answer) => answer.url().endsWith('/api/v2/user/preferences') && answer.request().method() === 'PUT',
    );

  it('when the theme is switched to dark, then it stays dark after a reload and on a new device', async () => {
    const { page, context } = await browser.newPage({ as: 'manager@demo.kayoi.jp', at: '/dashboard' });
    // The account's preference is saved once its PUT is answered: a reload before that reads the account's
    // earlier one, which wins over the device's copy (ci97: 'light' after the reload).
    const saved = preferencesSaved(page);
    await page.getByRole('button', { name: 'ダークモードに切り替え' }).click();
    await page.getByRole('button', { name: 'ライトモードに切り替え' }).waitFor();
    expect((await saved).status()).toBe(200);
    await page.reload();
    await page.getByRole('button', { name: 'ライトモードに切り替え' }).waitFor();
    await expect(page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).resolves.toBe(
      'dark',
    );

    // The preference lives on the account: a fresh browser gets it after login (the form's: its answer's user).
    const other = await browser.newPage();
    await logIn(other.page, 'manager@demo.kayoi.jp');
    await other.page.getByRole('button', { name: 'ライトモードに切り替え' }).waitFor();
    // Back to light for the other tests, saved before the page closes.
    const savedLight = preferencesSaved(other.page);
    await other.page.getByRole('button', { name: 'ライトモードに切り替え' }).click();
    await other.page.getByRole('button', { name: 'ダークモードに切り替え' }).waitFor();
    expect((await savedLight).status()).toBe(200);
    await other.context.close();
    await context.close();
  });

  it('when the user logs out, then the farewell shows, the token is gone and /login opens', async () => {
    const { page, context } = await browser.newPage();
    await logIn(page, 'staff@demo.kayoi.jp');
    await page.getByRole('button', { name: /スタッフ・/ }).click();
    await page.getByRole('menuitem', { name: 'ログアウト' }).click();
    await page.getByText('お疲れ様でした').waitFor();
    await page.waitForURL('**/login');
    await expect(page.evaluate(() => localStorage.getItem('auth_token'))).resolves.toBeNull();
    await page.goto('/dashboard');
    await page.waitForURL('**/login');
    await context.close();
  });

  it('when the shell opens, then it calls no operation of a feature not built (no 501, no console error) and every menu link is built', async () => {
    const { page, context } = await browser.newPage({ as: 'manager@demo.kayoi.jp' });
    const refused: string[] = [];
    const errors: string[] = [];
    page.on('response', (response) => {
      if (response.status() >= 400) refused.push(`${response.status()} ${new URL(response.url()).pathname}`);
    });
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/dashboard');
    await page.getByRole('tab', { name: /在館中/ }).waitFor();
    await openInApp(page, '/customers');
    await page.getByRole('grid', { name: '顧客一覧' }).waitFor();
    // Chat and the bulletin board are built (issue 17): their buttons carry counts, not 準備中.
    await page
      .getByRole('banner')
      .getByRole('button', { name: /^チャット/ })
      .waitFor();
    const menu = page.getByRole('navigation', { name: 'メインメニュー' });
    await menu.getByRole('button', { name: /レポート/ }).click();
    // Every report is built (issue 18): the link is the report's, with no 準備中.
    await menu.getByRole('link', { name: '売上', exact: true }).waitFor();
    expect(refused).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('when a tablet at the desk (820 px) opens the list screens, then the menu is the rail and nothing runs past the right edge', async () => {
    const { page, context } = await browser.newPage({ as: 'admin@demo.kayoi.jp' });
    await page.setViewportSize({ width: 820, height: 1180 });
    await page.goto('/dashboard');
    const screens: [string, string][] = [
      ['/dashboard', 'ダッシュボード'],
      ['/customers', '顧客一覧'],
      ['/customer-pre-registrations', '仮登録一覧'],
      ['/master/staffs', 'スタッフ一覧'],
      ['/entry-exit/current-status', '在館状況'],
      ['/mypage/settings', '設定'],
    ];
    for (const [path, title] of screens) {
      // As its menu link opens it, drawn (nothing on it still loading).
      await openInApp(page, path);
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      const widths = await page.evaluate(() => ({
        page: document.documentElement.scrollWidth,
        rail: document.querySelector('[data-mode]')?.getBoundingClientRect().width ?? 0,
      }));
      expect({ path, ...widths }).toEqual({ path, page: 820, rail: 60 });
    }
    await context.close();
  });

  it('when a screen is not built yet, then it says 準備中 and shows no invented data', async () => {
    // Only administrators may correct the bank master (others get the access-denied modal, issue 28 §8). Every seed
    // screen is built; a bank is not entered by hand (the master comes from zengin-code): 準備中.
    const { page, context } = await browser.newPage({ as: 'admin@demo.kayoi.jp', at: '/master/banks/new' });
    await page.getByRole('heading', { level: 1, name: '銀行登録' }).waitFor();
    await expect(page.getByRole('main').getByText('準備中').first().isVisible()).resolves.toBe(true);
    await page.goto('/no/such/page');
    await page.waitForURL('**/dashboard');
    await context.close();
  });

  it('when nobody uses the app for 11.5 hours, then a countdown warns; extending keeps it; 12 idle hours log out', async () => {
    const { page, context } = await browser.newPage({ as: 'manager@demo.kayoi.jp' });
    // The browser's clock is faked (the server's is not): hours pass in a moment.
    await page.clock.install();
    await page.goto('/dashboard');
    // The shell (a lazy chunk) is up: its idle clock starts now.
    await page.getByRole('navigation', { name: 'メインメニュー' }).waitFor();

    // The laptop lid: the wall clock jumps, then 31 s of ticking lets the half-minute check run.
    const later = async (ms: number) => {
      const now = await page.evaluate(() => Date.now());
      await page.clock.setSystemTime(now + ms);
      await page.clock.runFor(31_000);
    };
    await later((11 * 60 + 31) * 60_000);
    const warning = page.getByRole('alertdialog', { name: 'セッションの有効期限が近づいています' });
    await warning.waitFor();
    await warning.getByRole('button', { name: 'セッションを延長' }).click();
    await page.getByText('セッションが30分延長されました').first().waitFor();
    await warning.waitFor({ state: 'hidden' });

    await later((12 * 60 + 1) * 60_000);
    await page.getByText('セッションタイムアウト').first().waitFor();
    await page.waitForURL('**/login');
    await expect(page.evaluate(() => localStorage.getItem('auth_token'))).resolves.toBeNull();
    await context.close();
  });
});
