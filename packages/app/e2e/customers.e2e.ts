import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { choose, downloadedBytes, useBrowser } from './support/browser.ts';

// A visitor's sign-up becomes a customer: the public form, the staff review, the conversion and the customer
// record, on the real server and database, as the front desk of 渋谷校 works through it.
const browser = useBrowser();

/** A real 1×1 PNG: the server looks at the bytes, not the name. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

/** The sidebar's red count of 未確認 pre-registrations, as the page shows it now (no badge = 0). */
async function pendingBadge(page: Page): Promise<number> {
  const badge = page
    .getByRole('navigation', { name: 'メインメニュー' })
    .getByRole('img', { name: /^未確認の仮登録 \d+件$/ });
  if ((await badge.count()) === 0) return 0;
  const label = (await badge.first().getAttribute('aria-label')) ?? '';
  return Number(/(\d+)件/.exec(label)?.[1] ?? 0);
}

/** What the server counts (the badge's source, /stats). */
async function pendingOnServer(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const answer = await fetch('/api/customer-pre-registrations/stats', {
      headers: { Authorization: `Bearer ${localStorage.getItem('auth_token')}`, Accept: 'application/json' },
    });
    return ((await answer.json()) as { data: { pending_count: number } }).data.pending_count;
  });
}

/** The list's pager. */
const listPager = (page: Page) => page.getByRole('navigation', { name: 'ページ送り' });

/** The member numbers of the customer list's rows (its first column), read in one go. */
const memberNumbers = (page: Page) =>
  page.getByRole('grid', { name: '顧客一覧' }).evaluate((grid) =>
    [...grid.querySelectorAll('[role="row"]')].flatMap((row) => {
      const cell = row.querySelector('[role="gridcell"]');
      return cell ? [cell.textContent ?? ''] : [];
    }),
  );

/** A page waited on as a busy machine serves it (the poll's own default is a second). */
const WAIT = { timeout: 30_000 };

/** Types a date into the 年・月・日 segments of a date field. */
async function typeDate(page: Page, label: string, date: string) {
  await page.getByRole('group', { name: label }).getByRole('spinbutton').first().click();
  await page.keyboard.type(date.replaceAll('-', ''));
}

describe('from the public form to a customer', () => {
  it('when a visitor signs up with a photo, then staff see the badge rise, confirm, convert, find, edit and pause the new customer', async () => {
    const staff = await browser.newPage({ as: 'staff@demo.kayoi.jp', at: '/dashboard' });
    const before = await pendingOnServer(staff.page);
    await expect.poll(() => pendingBadge(staff.page), { timeout: 15_000 }).toBe(before);

    // The visitor, on a device of their own, not signed in.
    const visitor = await browser.newPage();
    const { page } = visitor;
    await page.goto('/register');
    await page.getByRole('heading', { level: 1, name: '仮登録フォーム' }).waitFor();
    await choose(page, /店舗$/, '渋谷校');
    await choose(page, /希望プログラム$/, /ジュニアコース/);
    await page.getByRole('textbox', { name: '姓', exact: true }).fill('小鳥遊');
    await page.getByRole('textbox', { name: '名', exact: true }).fill('ひより');
    // Hiragana in the kana fields becomes katakana when the field is left.
    const familyKana = page.getByRole('textbox', { name: '姓（カナ）' });
    await familyKana.fill('たかなし');
    await page.getByRole('textbox', { name: '名（カナ）' }).fill('ひより');
    await page.keyboard.press('Tab');
    await expect.poll(() => familyKana.inputValue()).toBe('タカナシ');
    await typeDate(page, '生年月日', '1994-04-02');
    // react-aria keeps the native input visually hidden: people click the label.
    await page.getByRole('radiogroup', { name: '性別' }).getByText('女性', { exact: true }).click();
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'hiyori.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('img', { name: '選択した写真のプレビュー' }).waitFor();
    await page.getByRole('textbox', { name: '携帯電話番号' }).fill('090-2468-1357');
    await page.getByRole('textbox', { name: 'メールアドレス' }).fill('hiyori.takanashi@example.jp');
    // Japan Post's list fills the prefecture, city and town.
    await page.getByRole('textbox', { name: '郵便番号' }).fill('1500043');
    await expect
      .poll(() => page.getByRole('textbox', { name: '市区町村' }).inputValue(), { timeout: 10_000 })
      .toBe('渋谷区');
    const street = page.getByRole('textbox', { name: '番地' });
    await street.fill(`${await street.inputValue()}2-10-1`);
    await page.getByText('個人情報の取り扱いに同意する', { exact: true }).click();
    await expect(
      page.getByRole('checkbox', { name: '個人情報の取り扱いに同意する' }).isChecked(),
    ).resolves.toBe(true);
    await page.getByRole('button', { name: 'この内容で申し込む' }).click();
    await page.getByRole('heading', { level: 1, name: '仮登録を受け付けました' }).waitFor();
    await expect(page.getByText('小鳥遊 ひより（タカナシ ヒヨリ）').isVisible()).resolves.toBe(true);
    // The public page never shows NFC notices (seed §8).
    await expect(page.getByText(/NFC/).count()).resolves.toBe(0);
    await visitor.context.close();

    // The desk: the badge counts the new application (it polls every minute; a reload reads it at once).
    const desk = staff.page;
    await desk.reload();
    await expect.poll(() => pendingBadge(desk), { timeout: 15_000 }).toBe(before + 1);

    // Through the sidebar: the 顧客 group opens to 仮登録 (its link carries the badge too).
    const menu = desk.getByRole('navigation', { name: 'メインメニュー' });
    await menu.getByRole('button', { name: /^顧客/ }).click();
    await menu.getByRole('link', { name: /^仮登録/ }).click();
    await desk.getByRole('heading', { level: 1, name: '仮登録一覧' }).waitFor();
    await desk.getByRole('searchbox', { name: 'キーワード' }).fill('たかなし');
    // The list first shows every pending application, then the search's answer: open the row once only the
    // search's rows are left (a click on a row that is being replaced can be lost).
    const rows = desk.getByRole('row').filter({ hasNot: desk.getByRole('columnheader') });
    await expect
      .poll(async () => {
        const texts = await rows.allInnerTexts();
        return texts.length > 0 && texts.every((text) => text.includes('小鳥遊'));
      })
      .toBe(true);
    const application = desk.getByRole('row', { name: /小鳥遊 ひより/ });
    await application.click();
    await desk.getByRole('heading', { level: 1, name: '小鳥遊 ひより' }).waitFor();

    await desk.getByRole('button', { name: '確認済みにする' }).click();
    await desk
      .getByRole('alertdialog', { name: '確認済みにしますか？' })
      .getByRole('button', { name: '確認済みにする' })
      .click();
    await desk.getByText('仮登録を確認済みにしました').first().waitFor();
    await expect.poll(() => pendingBadge(desk), { timeout: 15_000 }).toBe(before);

    await desk.getByRole('button', { name: '顧客に変換' }).click();
    await desk
      .getByRole('alertdialog', { name: '顧客に変換しますか？' })
      .getByRole('button', { name: '顧客に変換' })
      .click();
    await desk.getByText('顧客として登録しました').first().waitFor();
    // The customer record opens, with the photo the visitor sent (copied, served by the app).
    await desk.getByRole('link', { name: /^仮登録 #\d+$/ }).waitFor();
    const photo = desk.getByRole('img', { name: '小鳥遊 ひより' }).locator('img');
    await expect(photo.getAttribute('src')).resolves.toMatch(/^\/storage\/photos\//);
    await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

    // Found in the customer list by kana, typed in hiragana.
    await desk
      .getByRole('navigation', { name: 'メインメニュー' })
      .getByRole('link', { name: '顧客一覧' })
      .click();
    await desk.getByRole('heading', { level: 1, name: '顧客一覧' }).waitFor();
    await desk.getByRole('searchbox', { name: 'キーワード' }).fill('たかなし ひより');
    const row = desk.getByRole('row', { name: /小鳥遊 ひより/ });
    await row.waitFor();
    await expect(desk.getByRole('grid', { name: '顧客一覧' }).getByRole('row').count()).resolves.toBe(2);
    await row.click();
    await desk.getByRole('heading', { level: 1, name: '小鳥遊 ひより' }).waitFor();

    // Edit: a new mobile number.
    await desk.getByRole('button', { name: '編集' }).click();
    const mobile = desk.getByRole('textbox', { name: '携帯電話番号' });
    await mobile.fill('080-1357-2468');
    await desk.getByRole('button', { name: '保存' }).click();
    await desk.getByText('顧客情報を更新しました').first().waitFor();
    await desk.getByRole('link', { name: '080-1357-2468' }).waitFor();

    // Pause (休会) with a reason; staff may pause but not withdraw.
    await desk.getByRole('button', { name: 'ステータス変更' }).click();
    const dialog = desk.getByRole('dialog', { name: 'ステータス変更' });
    await expect(
      dialog.getByRole('radio', { name: '退会（管理者・マネージャーのみ）' }).isDisabled(),
    ).resolves.toBe(true);
    await dialog.getByText('休会', { exact: true }).click();
    await dialog.getByRole('textbox', { name: '理由' }).fill('仕事の都合で1か月休会');
    await dialog.getByRole('button', { name: '変更する' }).click();
    await desk.getByText('ステータスを変更しました').first().waitFor();
    const history = desk.getByRole('list', { name: 'ステータス履歴' });
    await history.getByText('仕事の都合で1か月休会').waitFor();
    await history.getByText('在籍 → 休会').waitFor();

    // The server agrees: the record is 休会 from today, with the new number.
    const saved = await desk.evaluate(async () => {
      const id = location.pathname.split('/').pop();
      const answer = await fetch(`/api/customers/${id}`, {
        headers: {
          Authorization: `Bearer ${localStorage.getItem('auth_token')}`,
          Accept: 'application/json',
        },
      });
      return (await answer.json()) as { data: { status: string; mobile: string; name_kana: string } };
    });
    expect(saved.data).toMatchObject({
      status: 'paused',
      mobile: '080-1357-2468',
      name_kana: 'タカナシ ヒヨリ',
    });
    await staff.context.close();
  });

  it('when the desk pages the list by 次へ, then reload, Back and a shared link land on the same page', async () => {
    const { page, context } = await browser.newPage({ as: 'manager@demo.kayoi.jp' });
    // The list's requests as the app sends them: 次へ carries the cursor the answer before handed out.
    const asked: URLSearchParams[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/customers') asked.push(url.searchParams);
    });
    const lastAsked = () => asked.at(-1) as URLSearchParams;
    const grid = page.getByRole('grid', { name: '顧客一覧' });
    const pager = page.getByRole('navigation', { name: 'ページ送り' });
    // By member number: a customer registered meanwhile (another test) joins the end, not these pages.
    const shown = async (on: Page, range: string) => {
      await expect.poll(() => listPager(on).textContent(), WAIT).toContain(range);
      await expect.poll(async () => (await memberNumbers(on)).length, WAIT).toBe(20);
      return memberNumbers(on);
    };

    await page.goto('/customers?sort=member_number');
    const first = await shown(page, '1–20件');
    await pager.getByRole('button', { name: '次のページ' }).click();
    await shown(page, '21–40件');
    await pager.getByRole('button', { name: '次のページ' }).press('Enter');
    const third = await shown(page, '41–60件');
    expect(third).not.toEqual(first);
    expect(lastAsked().get('page')).toBe('3');
    expect(lastAsked().get('cursor')).toBeTruthy();
    // The address says the page as the user reads it; the cursor stays with the history entry.
    const address = new URL(page.url());
    expect(address.searchParams.get('page')).toBe('3');
    expect(address.searchParams.has('cursor')).toBe(false);
    const cursor = lastAsked().get('cursor');

    await page.reload();
    expect(await shown(page, '41–60件')).toEqual(third);
    expect(lastAsked().get('cursor')).toBe(cursor);

    await grid.getByRole('row').nth(1).click();
    await page.getByRole('button', { name: 'ステータス変更' }).waitFor();
    await page.goBack();
    expect(await shown(page, '41–60件')).toEqual(third);
    expect(lastAsked().get('cursor')).toBe(cursor);

    // A shared link has no cursor: the page is read by its number, the same rows.
    const shared = await context.newPage();
    shared.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname === '/api/customers') asked.push(url.searchParams);
    });
    await shared.goto(address.toString());
    expect(await shown(shared, '41–60件')).toEqual(third);
    expect(lastAsked().get('page')).toBe('3');
    expect(lastAsked().has('cursor')).toBe(false);
    await shared.close();

    // 最後のページ by its number; a new search starts again from page 1.
    await pager.getByRole('button', { name: '最後のページ' }).click();
    await expect.poll(() => pager.getByRole('button', { name: '次のページ' }).isDisabled(), WAIT).toBe(true);
    expect(lastAsked().has('cursor')).toBe(false);
    await page.getByRole('searchbox', { name: 'キーワード' }).fill('やま');
    await expect.poll(() => new URL(page.url()).searchParams.get('search'), WAIT).toBe('やま');
    expect(new URL(page.url()).searchParams.has('page')).toBe(false);
    await expect.poll(() => lastAsked().get('search'), WAIT).toBe('やま');
    expect(lastAsked().get('page')).toBe('1');
    expect(lastAsked().has('cursor')).toBe(false);
    await context.close();
  });

  it('when a manager exports the filtered list, then a CSV with a BOM downloads; staff are not offered it', async () => {
    const { page, context } = await browser.newPage({
      as: 'manager@demo.kayoi.jp',
      at: '/customers?status=active',
    });
    await page.getByRole('grid', { name: '顧客一覧' }).getByRole('row').nth(1).waitFor();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'CSV出力' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^customers-\d{8}\.csv$/);
    const bytes = await downloadedBytes(download);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = bytes.subarray(3).toString('utf8').trim().split(/\r?\n/);
    expect(lines[0]).toContain('会員番号');
    expect(lines.length).toBeGreaterThan(1);
    await context.close();

    const staff = await browser.newPage({ as: 'staff@demo.kayoi.jp', at: '/customers' });
    await staff.page.getByRole('grid', { name: '顧客一覧' }).getByRole('row').nth(1).waitFor();
    await expect(staff.page.getByRole('button', { name: 'CSV出力' }).count()).resolves.toBe(0);
    await staff.context.close();
  });
});
