import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../../.storybook/chromium.ts';
import { processEnv, startServer } from '../../server/test/support/processes.ts';

const server = await startServer(
  processEnv(mkdtempSync(join(tmpdir(), 'kayoi-w-')), {
    NODE_ENV: 'test', KAYOI_DEMO_DATA: '1', RATE_LIMIT_PER_MINUTE: '100000', PUBLIC_RATE_LIMIT_PER_MINUTE: '100000',
  }),
);
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });
const pages = ['/dashboard', '/customers', '/customers/1', '/reports/sales', '/reports/daily', '/billing', '/classes/1', '/lane-assignment/class-lanes', '/bulletin-boards', '/chat', '/entry-exit/current-status', '/customer-pre-registrations', '/master/programs', '/school-management/grades', '/mypage/settings'];
for (const width of [390, 820]) {
  const context = await browser.newContext({ baseURL: server.url, locale: 'ja-JP', timezoneId: 'Asia/Tokyo', viewport: { width, height: 844 } });
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('メールアドレス').fill('admin@demo.kayoi.jp');
  await page.getByLabel('パスワード', { exact: true }).fill('kayoi-demo');
  await page.getByRole('button', { name: 'ログイン' }).click();
  await page.waitForURL('**/dashboard');
  for (const path of pages) {
    await page.goto(path);
    await page.waitForLoadState('networkidle').catch(() => {});
    await page.waitForTimeout(800);
    const w = await page.evaluate(() => document.documentElement.scrollWidth);
    console.log(width, path, w, w > width ? 'WIDER' : '');
  }
  await context.close();
}
await browser.close();
await server.stop();
