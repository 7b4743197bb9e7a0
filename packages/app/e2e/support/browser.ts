import {
  type Browser,
  type BrowserContext,
  chromium,
  type Download,
  type Locator,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';

export const baseUrl = () => inject('baseUrl');

/**
 * The run's chromium (started by the global setup), connected to for the file; each test opens its own context (own
 * storage, own session). Disconnecting at the file's end closes the contexts the file left open.
 */
export function useBrowser() {
  let browser: Browser;
  beforeAll(async () => {
    browser = await chromium.connect(inject('browserEndpoint'));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    /** A desk's window (1280 × 800), or with `phone` an iPhone-size page (390 × 844, touch) as マイページ runs on. */
    async newPage({ phone = false } = {}): Promise<{ page: Page; context: BrowserContext }> {
      const context = await browser.newContext({
        baseURL: baseUrl(),
        locale: 'ja-JP',
        timezoneId: 'Asia/Tokyo',
        reducedMotion: 'reduce',
        ...(phone
          ? { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }
          : { viewport: { width: 1280, height: 800 } }),
      });
      const page = await context.newPage();
      return { page, context };
    },
  };
}

/**
 * A download's bytes, read through the connection to the run's chromium (a connected browser has no local path
 * for it).
 */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

export const DEMO_PASSWORD = 'kayoi-demo';

/** A GET of the API from inside the page, as the logged-in user (its token): the answer's `data`. */
export async function api<T>(page: Page, path: string): Promise<T> {
  return page.evaluate(async (url) => {
    const answer = await fetch(url, {
      headers: { Authorization: `Bearer ${localStorage.getItem('auth_token')}`, Accept: 'application/json' },
    });
    return ((await answer.json()) as { data: unknown }).data;
  }, path) as Promise<T>;
}

/** Logs in through the login form as a person would. */
export async function logIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('パスワード', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'ログイン' }).click();
  await page.waitForURL('**/dashboard');
}

/**
 * Goes to `path` inside the running app, as a menu link does (the app is not loaded again for each screen), and
 * waits until the new screen's heading is shown and nothing on it is still loading. The heading, to read.
 */
export async function openInApp(page: Page, path: string): Promise<Locator> {
  await page.evaluate((to) => {
    if (window.location.pathname === to) return; // already there (the dashboard, after the login)
    for (const heading of document.querySelectorAll('h1')) heading.dataset.left = 'true';
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  const heading = page.locator('h1:not([data-left])').first();
  await heading.waitFor({ timeout: 30_000 });
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            document.querySelectorAll('[aria-busy="true"], [role="progressbar"]:not([aria-valuenow])').length,
        ),
      { timeout: 30_000 },
    )
    .toBe(0);
  return heading;
}
