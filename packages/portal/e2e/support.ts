import type { Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../app/e2e/support/browser.ts';

/**
 * The demo parent (README's family login) signs in on マイページ's ログイン and lands on ホーム. `origin` is for a
 * page whose context has no base URL.
 */
export async function signInAsDemoParent(page: Page, origin = '') {
  await page.goto(`${origin}/my/login`);
  await page.getByLabel('メールアドレス').fill('family@demo.kayoi.jp');
  await page.getByLabel('パスワード', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await page.getByRole('heading', { level: 1, name: 'ホーム' }).waitFor();
}
