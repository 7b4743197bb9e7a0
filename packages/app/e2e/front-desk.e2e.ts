import { describe, expect, it } from 'vitest';
import { baseUrl, useBrowser } from './support/browser.ts';
import { customerCard, customersOutside, readerConnected, useDesk } from './support/desk.ts';

// The front desk end to end: the built app and the real server with the demo data, and the card-reader
// simulator speaking the real WebSocket protocol; cards are tapped through the simulator as at a real desk.
// Staff cards log in only at an enrolled reader device: the desk pages are enrolled by a manager first.
// How long a tap takes to draw is measured apart, by `pnpm bench:browser` (desk-latency.measure.ts).
const browser = useBrowser();
const desk = useDesk(browser);

describe('front desk with the card-reader simulator', () => {
  it('when a customer card is tapped, then the welcome display names them and checks in; the next tap checks out', async () => {
    const [customer] = await customersOutside(1);
    if (!customer) throw new Error('no customer outside in the demo data');
    const { page, context } = await desk.page({ as: 'staff@demo.kayoi.jp', at: '/entry-exit/check-in' });
    await readerConnected(page);
    desk.bridge.simulator.tap(customerCard(customer.id));
    // Yellow (契約時間外) when the visit is outside the member's contract slots.
    const checkIn = page.getByRole('dialog', {
      name: new RegExp(`^${customer.name}さん (チェックイン|契約時間外)$`),
    });
    await checkIn.waitFor({ timeout: 15_000 });
    await expect(checkIn.getByText('チェックインしました').isVisible()).resolves.toBe(true);
    // The real contract from the welcome answer, not a placeholder.
    await checkIn.getByText('今月の来館').waitFor();
    await checkIn.getByRole('button', { name: /閉じる（\d+秒）/ }).click();
    // Past the 3-second cooldown, the same card checks out.
    await page.waitForTimeout(3_200);
    desk.bridge.simulator.tap(customerCard(customer.id));
    const checkOut = page.getByRole('dialog', {
      name: new RegExp(`^${customer.name}さん (チェックアウト|契約時間外)$`),
    });
    await checkOut.waitFor({ timeout: 15_000 });
    await expect(checkOut.getByText('チェックアウトしました').isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('when a member has no card and the desk has no reader, then staff record the visit by the 会員番号 everybody sees', async () => {
    // The fifth customer outside: the tests above tap the first ones.
    const [customer] = await customersOutside(1, 4);
    if (!customer) throw new Error('no customer outside in the demo data');
    const { page, context } = await browser.newPage({ as: 'staff@demo.kayoi.jp' });
    await context.addInitScript(() => localStorage.setItem('nfc_reader', 'none'));
    await page.goto('/entry-exit/check-in');
    const desk = page.getByRole('region', { name: 'チェックイン受付' });
    await desk.getByText('この端末ではNFCカードを読み取れません').waitFor();
    expect(await desk.getByText('会員カードをタッチしてください').count()).toBe(0);
    await page.getByRole('combobox', { name: '会員を検索' }).fill(customer.memberNumber);
    await page.getByRole('combobox', { name: '会員を検索' }).press('Enter');
    const welcome = page.getByRole('dialog', {
      name: new RegExp(`^${customer.name}さん (チェックイン|契約時間外)$`),
    });
    await welcome.waitFor({ timeout: 15_000 });
    await expect(welcome.getByText('チェックインしました').isVisible()).resolves.toBe(true);
    await context.close();
  });

  it('when the server cannot be reached, then the tap is kept on the device and sent once it is back', async () => {
    const [customer] = await customersOutside(1);
    if (!customer) throw new Error('no customer outside in the demo data');
    const { page, context } = await desk.page({ as: 'staff@demo.kayoi.jp' });
    // The page's clock runs as the real one, but the test may move it on (Playwright's clock).
    await context.clock.install();
    await page.goto('/entry-exit/check-in');
    await readerConnected(page);
    await page.route('**/api/attendance/customer', (route) => route.abort('connectionrefused'));
    desk.bridge.simulator.tap(customerCard(customer.id));
    await page
      .getByText('1件のタッチをこの端末に保存しています', { exact: false })
      .waitFor({ timeout: 15_000 });
    await page.unroute('**/api/attendance/customer');
    // The queue replays every 10 s: the page's clock is moved on 10 s, so its replay comes now instead of up to 10 s
    // of waiting (issue 27). The entry then appears in today's list and the notice goes.
    await page.clock.fastForward(10_000);
    await page
      .getByRole('grid', { name: '本日のチェックイン・チェックアウト' })
      .getByText(customer.name)
      .first()
      .waitFor({ timeout: 30_000 });
    await page
      .getByText('件のタッチをこの端末に保存しています', { exact: false })
      .waitFor({ state: 'detached', timeout: 15_000 });
    await context.close();
  });

  it('when a staff card is tapped on the login page, then the NFC login shows the staff member and opens the dashboard', async () => {
    const { page, context } = await desk.page();
    await page.goto('/login');
    await page.getByRole('button', { name: 'ログイン' }).waitFor();
    await expect
      .poll(() => desk.bridge.simulator.state().connections, { timeout: 15_000 })
      .toBeGreaterThan(0);
    desk.bridge.simulator.tap({ uid: '04A1B2C3D4E502', type: 1, entity_id: 2 });
    const dialog = page.getByRole('dialog', { name: 'NFCカードでログイン' });
    await dialog.getByText('佐藤 美咲').waitFor({ timeout: 15_000 });
    await dialog.getByText('manager@demo.kayoi.jp').waitFor();
    await page.waitForURL('**/dashboard', { timeout: 15_000 });
    await context.close();
  });

  it('when another staff card is tapped while staff are signed in, then confirming switches to them and ends the old session', async () => {
    const { page, context } = await desk.page({ as: 'staff@demo.kayoi.jp', at: '/dashboard' });
    await readerConnected(page);
    const before = await page.evaluate(() => localStorage.getItem('auth_token'));
    expect(before).toBeTruthy();

    desk.bridge.simulator.tap({ uid: '04A1B2C3D4E502', type: 1, entity_id: 2 });
    const dialog = page.getByRole('dialog', { name: 'スタッフの切り替え' });
    await dialog.getByText('佐藤 美咲').first().waitFor({ timeout: 15_000 });
    await dialog.getByRole('button', { name: '切り替える' }).click();

    // The page reloads as the manager: their name is on the user menu and the manager-only menu shows.
    await page.getByRole('button', { name: /佐藤 美咲/ }).waitFor({ timeout: 15_000 });
    await page.getByRole('navigation', { name: 'メインメニュー' }).getByText('レポート').first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/dashboard');
    const after = await page.evaluate(() => localStorage.getItem('auth_token'));
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
    // The staff member's session has ended on the server.
    const old = await fetch(`${baseUrl()}/api/v3/auth/me`, {
      headers: { authorization: `Bearer ${before}` },
    });
    expect(old.status).toBe(401);
    await context.close();
  });

  it('when a manager writes a new staff card, then write mode ends with 書き込み完了 and the new card is listed', async () => {
    const { page, context } = await desk.page({ as: 'manager@demo.kayoi.jp', at: '/master/staffs' });
    await page.getByRole('grid', { name: 'スタッフ一覧' }).getByText('高橋 葵').click();
    await page.getByRole('heading', { level: 1, name: '高橋 葵' }).waitFor();
    await readerConnected(page);
    await page.getByRole('button', { name: /カードを(書き込む|再発行)/ }).click();
    await page.getByText('書き込み完了').first().waitFor({ timeout: 20_000 });
    const written = desk.bridge.simulator.state().written.at(-1);
    expect(written).toMatchObject({ type: 1 });
    // A manager sees the registry's UIDs by their last 4 only (admins see them whole).
    await page
      .getByRole('list', { name: '高橋 葵さんのカード' })
      .getByText(`•••• ${written?.uid.slice(-4) ?? ''}`, { exact: true })
      .first()
      .waitFor();
    await context.close();
  });

  it('when a manager enrols the desk in 設定 and logs out, then a staff card logs in on the login page', async () => {
    const { page, context } = await desk.page({
      enrolled: false,
      as: 'manager@demo.kayoi.jp',
      at: '/mypage/settings',
    });
    const readers = page.getByRole('region', { name: 'カードリーダー端末' });
    await readers.getByText('未登録').waitFor();
    await readers.getByLabel(/端末名/).fill('e2e 受付タブレット');
    await readers.getByRole('button', { name: '登録', exact: true }).click();
    await page.getByText('この端末をカードリーダー端末として登録しました').first().waitFor();
    await readers.getByText('登録済み').waitFor();
    await readers.getByRole('grid', { name: '店舗のカードリーダー端末' }).getByText('この端末').waitFor();
    expect(await page.evaluate(() => localStorage.getItem('kayoi_reader_device'))).toBeTruthy();

    await page.getByRole('button', { name: /マネージャー・/ }).click();
    await page.getByRole('menuitem', { name: 'ログアウト' }).click();
    await page.waitForURL('**/login');
    await page.getByText('NFCカードでもログインできます').waitFor();
    await expect
      .poll(() => desk.bridge.simulator.state().connections, { timeout: 15_000 })
      .toBeGreaterThan(0);
    desk.bridge.simulator.tap({ uid: '04A1B2C3D4E503', type: 1, entity_id: 3 });
    const dialog = page.getByRole('dialog', { name: 'NFCカードでログイン' });
    await dialog.getByText('staff@demo.kayoi.jp').waitFor({ timeout: 15_000 });
    await page.waitForURL('**/dashboard', { timeout: 15_000 });
    await context.close();
  });

  it('when a staff card is tapped at a desk nobody enrolled, then the login says so and nobody is logged in', async () => {
    const { page, context } = await desk.page({ enrolled: false });
    await page.goto('/login');
    await page.getByText('この端末はカードログイン用に登録されていません').first().waitFor();
    await expect
      .poll(() => desk.bridge.simulator.state().connections, { timeout: 15_000 })
      .toBeGreaterThan(0);
    desk.bridge.simulator.tap({ uid: '04A1B2C3D4E503', type: 1, entity_id: 3 });
    const dialog = page.getByRole('dialog', { name: 'NFCカードでログイン' });
    await dialog
      .getByRole('alert')
      .getByText(
        'この端末はカードログイン用に登録されていません。管理者またはマネージャーがこの端末を登録してください',
      )
      .waitFor({ timeout: 15_000 });
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    expect(new URL(page.url()).pathname).toBe('/login');
    await context.close();
  });
});
