import {
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  chromium,
  type Download,
  type Locator,
  type Page,
  request,
} from 'playwright-core';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { emulateReducedTransparency } from '../../../../.storybook/chromium.ts';

/**
 * The server of this file's worker: two files run at a time, each worker with its own server and database
 * (global-setup.ts); the files of a worker use it one after the other.
 */
export function baseUrl(): string {
  const urls = inject('baseUrls');
  const worker = Number(process.env.VITEST_POOL_ID ?? 1);
  return urls[(worker - 1) % urls.length] as string;
}

/** How a test's page starts: its window, who is signed in, where it opens. */
export interface PageOptions {
  /** An iPhone-size page (390 × 844, touch), as マイページ runs on; otherwise a desk's window (1280 × 800). */
  phone?: boolean;
  /** A coach's tablet at the pool side (1024 × 768, touch). */
  tablet?: boolean;
  /** Signed in to the staff app as this demo account (`auth_token`), through the API: see `signIn`. */
  as?: string;
  /** Signed in to マイページ as this family account (`kayoi_family_token`), through the API: see `signIn`. */
  asFamily?: string;
  /** The page opened first (`page.goto`); without it the page stays blank. */
  at?: string;
}

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
    /**
     * A context of its own and its first page, signed in already with `as` / `asFamily` (through the API, the token
     * in localStorage before the app starts: `signIn`) and open `at` a path. `newPage({ as: 'manager@demo.kayoi.jp',
     * at: '/customers' })` is one load of the app where `logIn` then a `goto` were two loads, a form filled and the
     * dashboard drawn in between (issue 27: 2–2.7 s a test at load).
     *
     * Every test starts so unless logging in is what it is about; those keep the form (`logIn`, マイページ's
     * `signInAsDemoParent`, or the form filled in the test) because the form is what they check:
     * - shell.e2e's login describe: what a login shows (the welcome toast, the manager menu), the focus and Enter,
     *   the empty form, the lockout; its theme test's second device ("a fresh browser gets it after login": the
     *   login's answer carries the preference); the logout test (the whole session, from the form to the farewell);
     * - dashboard.e2e's "login → fully drawn dashboard", which times the login;
     * - setup-accounts.e2e's new staff member's first login (the password they chose) and the retired one's refusal;
     * - newcomer.e2e's first administrator, on a server of its own;
     * - transfer.e2e's "what the dashboard adds" after a login (the scripts a login fetches);
     * - portal.e2e's "when the demo family logs in" (マイページ's form, then ホーム);
     * - front-desk.e2e's card logins (the NFC login, not a form: what they test).
     */
    async newPage({ phone = false, tablet = false, as, asFamily, at }: PageOptions = {}): Promise<{
      page: Page;
      context: BrowserContext;
    }> {
      const storage = [
        ...(as ? [{ name: STAFF_TOKEN_KEY, value: await signIn('staff', as) }] : []),
        ...(asFamily ? [{ name: FAMILY_TOKEN_KEY, value: await signIn('family', asFamily) }] : []),
      ];
      const context = await browser.newContext({
        baseURL: baseUrl(),
        locale: 'ja-JP',
        timezoneId: 'Asia/Tokyo',
        reducedMotion: 'reduce',
        ...(phone
          ? { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true }
          : tablet
            ? { viewport: { width: 1024, height: 768 }, hasTouch: true }
            : { viewport: { width: 1280, height: 800 } }),
        ...signedInState(storage),
      });
      const page = await context.newPage();
      // The product as a user who asks for reduced transparency: solid surfaces, no blur for the CPU to draw
      // (.storybook/chromium.ts). Nothing here looks at the glass; the stories tagged 'visual' picture it.
      await emulateReducedTransparency(page, await context.newCDPSession(page), true);
      if (at) await page.goto(at);
      return { page, context };
    },
  };
}

/** Where the staff app keeps its bearer token (packages/api-client/src/client.ts) and マイページ its own. */
const STAFF_TOKEN_KEY = 'auth_token';
const FAMILY_TOKEN_KEY = 'kayoi_family_token';

/**
 * The token a login gives, asked of the API with Playwright's request context as each login form asks it: the staff
 * form POSTs `/api/v3/auth/login` (`remember: false`, `device_name: 'web'`) and keeps only the token, in
 * `auth_token` (packages/api-client: startSession); マイページ's form POSTs `/api/family/auth/login` and keeps
 * `kayoi_family_token` (packages/portal/src/session.ts). A refused login fails the test here, with the server's answer.
 */
async function signIn(realm: 'staff' | 'family', email: string, password = DEMO_PASSWORD): Promise<string> {
  const api = await request.newContext({ baseURL: baseUrl() });
  try {
    const answer =
      realm === 'staff'
        ? await api.post('/api/v3/auth/login', {
            data: { email, password, remember: false, device_name: 'web' },
          })
        : await api.post('/api/family/auth/login', { data: { email, password } });
    if (!answer.ok())
      throw new Error(`${realm} login of ${email}: ${answer.status()} ${await answer.text()}`);
    return ((await answer.json()) as { data: { token: string } }).data.token;
  } finally {
    await api.dispose();
  }
}

/**
 * The context's starting storage: the tokens in the origin's localStorage before any page of it runs. Set once, when
 * the context is made (not an init script on every load), so a logout or a session switch the test performs stays.
 */
function signedInState(
  storage: { name: string; value: string }[],
): Pick<BrowserContextOptions, 'storageState'> {
  if (storage.length === 0) return {};
  return { storageState: { cookies: [], origins: [{ origin: baseUrl(), localStorage: storage }] } };
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

/**
 * Logs in through the login form as a person would, and waits for the dashboard. Only for a test about logging in:
 * the others start signed in (`newPage({ as })`).
 */
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

/**
 * Picks `option` of the select whose button is named `field`, found in `scope` (the page or a dialog); its options
 * open in a popover of the page. A select whose choices are still loading is disabled and says 「読み込み中…」 (the
 * kit's Select): the click waits for it to be enabled, as a person waits for it, and then opens it. (ci69: before
 * the kit said so, the スクール select of a new class, pressed before the schools had come, opened nothing.)
 */
export async function choose(scope: Page | Locator, field: RegExp, option: string | RegExp): Promise<void> {
  const page = 'page' in scope ? scope.page() : scope;
  const button = scope.getByRole('button', { name: field });
  await button.click();
  await expect.poll(() => button.getAttribute('aria-expanded')).toBe('true');
  await page.getByRole('option', { name: option }).first().click();
}
