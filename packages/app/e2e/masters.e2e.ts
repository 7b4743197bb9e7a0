import { addMonths, longMonthLabel, todayInTokyo } from '@kayoi/domain/calendar';
import { describe, expect, it } from 'vitest';
import { api, choose, openInApp, useBrowser } from './support/browser.ts';

// The school setup's masters (issue 13) on the real server and demo database, as 渋谷校's staff use them: the
// rules (a fee from a month, a record in use, who may write) are the server's, seen through the screens.
const browser = useBrowser();

const NEXT_MONTH = addMonths(todayInTokyo(), 1).slice(0, 7);

/** One page of a master as the signed-in user's API answers it (to pick a record the demo data holds). */
describe('the school setup masters', () => {
  it('when a manager creates a pool with two lanes, then its page lists them and says who made it', async () => {
    const { page } = await browser.newPage({ as: 'manager@demo.kayoi.jp', at: '/master/facilities' });
    await page
      .getByRole('grid', { name: '施設一覧' })
      .getByRole('rowheader', { name: /25m/ })
      .first()
      .waitFor();
    await page.getByRole('button', { name: '新規登録' }).click();
    await page.getByRole('textbox', { name: /施設名/ }).fill('屋外50mプール');
    await page.getByRole('button', { name: 'レーンを追加' }).click();
    await page
      .getByRole('region', { name: '第1レーン' })
      .getByRole('textbox', { name: '長さ（m）' })
      .fill('50');
    await page.getByRole('button', { name: 'レーンを追加' }).click();
    // By keyboard, as a desk without a mouse does it.
    await page
      .getByRole('region', { name: '第2レーン' })
      .getByRole('checkbox', { name: /共用レーン/ })
      .focus();
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: '登録', exact: true }).click();
    await page.getByText('施設を登録しました').first().waitFor();
    await page.getByRole('heading', { level: 1, name: '屋外50mプール' }).waitFor();
    const lanes = page.getByRole('grid', { name: 'レーン' }).getByRole('row');
    await expect.poll(() => lanes.count()).toBe(3);
    const second = await lanes.nth(2).textContent();
    expect(second).toContain('第2レーン');
    expect(second).toContain('50m');
    expect(second).toContain('共用');
    const history = await page.getByRole('region', { name: '登録・変更の履歴' }).textContent();
    expect(history).toContain('佐藤 美咲');
  });

  it('when a manager changes a fee from next month, then this month keeps the old fee and the history shows the change as 予定', async () => {
    const { page } = await browser.newPage({
      as: 'manager@demo.kayoi.jp',
      at: '/master/programs?search=ジュニアコース 週1回',
    });
    await page
      .getByRole('grid', { name: 'プログラム一覧' })
      .getByRole('rowheader', { name: 'ジュニアコース 週1回' })
      .click();
    await page.getByRole('heading', { level: 1, name: 'ジュニアコース 週1回' }).waitFor();
    const fees = page.getByRole('region', { name: '料金', exact: true });
    expect(await fees.textContent()).toContain('￥7,700');
    await page.getByRole('button', { name: '編集' }).click();
    const monthly = page.getByRole('textbox', { name: /^月謝/ });
    await monthly.fill('8250');
    await choose(page, /料金の適用開始月$/, `${longMonthLabel(NEXT_MONTH)}から`);
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('プログラムを更新しました').first().waitFor();
    await page.getByRole('heading', { level: 1, name: 'ジュニアコース 週1回' }).waitFor();
    // This month is as it was; next month has the new fee; the history marks it as scheduled. The form (whose
    // fee section is also named 料金) may still be leaving when the heading shows: read the page it leaves for.
    await expect.poll(async () => (await fees.textContent()) ?? '').toContain('￥7,700');
    const history = page.getByRole('grid', { name: '料金履歴' }).getByRole('row');
    await expect
      .poll(async () => (await history.nth(1).textContent()) ?? '')
      .toContain(longMonthLabel(NEXT_MONTH));
    expect(await history.nth(1).textContent()).toContain('予定');
    expect(await history.nth(1).textContent()).toContain('￥8,250');
    await choose(page, /表示する月$/, longMonthLabel(NEXT_MONTH));
    await expect.poll(async () => (await fees.textContent()) ?? '').toContain('￥8,250');
  });

  it('when a manager deletes a grade members hold, then the server’s reason shows and the grade can be deactivated instead', async () => {
    const { page } = await browser.newPage({ as: 'manager@demo.kayoi.jp', at: '/master/grades' });
    const grades = await api<{ id: number; name: string; member_count: number }[]>(
      page,
      '/api/grades?per_page=100',
    );
    const held = grades.find((g) => g.member_count > 0);
    expect(held).toBeDefined();
    await openInApp(page, `/master/grades/${held?.id}`);
    await page.getByRole('heading', { level: 1, name: held?.name }).waitFor();
    await page.getByRole('button', { name: '削除' }).click();
    await page
      .getByRole('alertdialog', { name: '級を削除しますか？' })
      .getByRole('button', { name: '削除する' })
      .click();
    const alert = page.getByRole('alert').filter({ hasText: '削除できません' }).first();
    await alert.waitFor();
    expect(await alert.textContent()).toContain(
      `この級は${held?.member_count}名の会員が取得しているため削除できません`,
    );
    await alert.getByRole('button', { name: '無効にする' }).click();
    await page.getByText('級を無効にしました').first().waitFor();
    await expect.poll(() => alert.getByRole('button', { name: '無効にする' }).count()).toBe(0);
    expect(await page.getByRole('main').textContent()).toContain('無効');
  });

  it('when staff open the masters, then they read them and are offered no change', async () => {
    const { page } = await browser.newPage({ as: 'staff@demo.kayoi.jp', at: '/master/programs' });
    await page.getByRole('heading', { level: 1, name: 'プログラム一覧' }).waitFor();
    const weekly = page
      .getByRole('grid', { name: 'プログラム一覧' })
      .getByRole('rowheader', { name: 'ジュニアコース 週2回' });
    await weekly.waitFor();
    expect(await page.getByRole('button', { name: '新規登録' }).count()).toBe(0);
    await weekly.click();
    await page.getByRole('region', { name: '料金履歴' }).waitFor();
    expect(await page.getByRole('button', { name: '編集' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: '削除' }).count()).toBe(0);
    // The store list is the admins' (seed §6): not in the menu, refused at the door.
    expect(
      await page
        .getByRole('navigation', { name: 'メインメニュー' })
        .getByRole('link', { name: '店舗' })
        .count(),
    ).toBe(0);
  });

  it('when an admin opens Thursdays again, then the hours and the store calendar follow', async () => {
    const { page } = await browser.newPage({ as: 'admin@demo.kayoi.jp', at: '/master/stores' });
    await page.getByRole('grid', { name: '店舗一覧' }).getByRole('rowheader', { name: '渋谷校' }).click();
    await page.getByRole('heading', { level: 1, name: '渋谷校' }).waitFor();
    const calendar = page.getByRole('table', { name: /の営業カレンダー$/ });
    await calendar.waitFor();
    expect(await calendar.textContent()).toContain('休業（定休日');
    await page.getByRole('button', { name: '編集' }).click();
    await page.getByText('木曜日に営業').click();
    await page.getByRole('textbox', { name: '木曜日の営業開始時刻' }).fill('13:00');
    await page.getByRole('textbox', { name: '木曜日の営業終了時刻' }).fill('20:00');
    await page.getByRole('button', { name: '保存' }).click();
    await page.getByText('店舗情報を更新しました').first().waitFor();
    await page.getByRole('heading', { level: 1, name: '渋谷校' }).waitFor();
    // The form gives way to the saved hours once the store is read again: waited on, not read at once.
    await expect
      .poll(async () => (await page.getByRole('region', { name: '営業時間' }).textContent()) ?? '')
      .toContain('13:00〜20:00');
    // Every Thursday of the month is open now, unless a closure or holiday says otherwise.
    await expect.poll(async () => (await calendar.textContent()) ?? '').toContain('13:00〜20:00');
    expect(await calendar.textContent()).not.toContain('休業（定休日');
  });
});
