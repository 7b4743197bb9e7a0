import { addDays, todayInTokyo } from '@kayoi/domain/calendar';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { downloadedBytes, openInApp, useBrowser } from './support/browser.ts';

// The reports on the real server with the demo data, in Debian's chromium: the figures come from the
// database, the period presets ask again, the CSV is the server's (BOM, the figure on the screen), the page
// prints on A4 without the app around it, and the manager closes a day.
const browser = useBrowser();

/** Waits for the report's sheet: its heading names the report and the store. */
async function sheetOf(page: Page, title: string) {
  const sheet = page.locator('[data-report]');
  try {
    await sheet.getByRole('heading', { level: 2, name: new RegExp(`^${title} `) }).waitFor();
  } catch (error) {
    // Say what the page showed instead (an error, the loading state) rather than only that it timed out.
    const shown = await page
      .evaluate(() => document.body.textContent?.slice(0, 400))
      .catch(() => '(no answer)');
    throw new Error(`${title}: ${shown}`, { cause: error });
  }
  return sheet;
}

/** Picks a period preset from the 期間 select. */
async function choosePreset(page: Page, preset: string) {
  await page.getByRole('button', { name: /期間/ }).click();
  await page.getByRole('option', { name: preset }).click();
}

/** Downloads the report's CSV and answers its text (after checking the UTF-8 byte order mark). */
async function downloadCsv(page: Page, name: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'CSV出力' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(new RegExp(`^${name}-\\d{8}-\\d{8}\\.csv$`));
  const bytes = await downloadedBytes(download);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  return bytes.subarray(3).toString('utf8');
}

/** A headline figure as the screen shows it, and as digits (￥4,999,500 → 4999500). */
async function figure(page: Page, label: string) {
  const text =
    (await page
      .locator('[data-report] dl > div')
      .filter({ hasText: label })
      .locator('dd')
      .first()
      .textContent()) ?? '';
  const shown = text.replace(/前年同期.*$/, '').trim();
  return { shown, digits: shown.replace(/[^\d.-]/g, '') };
}

describe('reports', () => {
  it('when a manager opens the sales report, changes the period and downloads the CSV, then the figures agree', async () => {
    const { page, context } = await browser.newPage({ as: 'manager@demo.kayoi.jp' });
    const started = Date.now();
    await page.goto('/reports/sales');
    await sheetOf(page, '売上レポート');
    console.info(`sales report (今月) drawn in ${Date.now() - started} ms`);
    const thisMonth = await figure(page, '請求額');
    expect(thisMonth.shown).toMatch(/^￥[\d,]+$/);

    // 先月: the URL and the sheet say so, and the server is asked again.
    const asked = page.waitForResponse((r) => r.url().includes('/api/reports/sales') && r.ok());
    await choosePreset(page, '先月');
    await asked;
    await page.waitForURL(/preset=last_month/);
    const lastMonth = await figure(page, '請求額');
    expect(Number(lastMonth.digits)).toBeGreaterThan(0);

    const csv = await downloadCsv(page, 'sales');
    const lines = csv.split('\r\n');
    expect(lines[0]).toMatch(/^■ 売上/);
    expect(lines.filter((line) => line.startsWith(`請求額,${lastMonth.digits}`))).toHaveLength(1);

    // Printed: the report alone (no sidebar), on A4.
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation').first().isVisible()).resolves.toBe(false);
    await expect(page.locator('[data-report]').isVisible()).resolves.toBe(true);
    const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
    expect(pdf).toMatch(/\/MediaBox \[0 0 59[45](\.\d+)? 841(\.\d+)?\]/);
    await context.close();
  });

  it('when a manager opens the members report, then the cohorts mark the sixth month and the CSV holds the enrolled count', async () => {
    const { page, context } = await browser.newPage({ as: 'manager@demo.kayoi.jp', at: '/reports/members' });
    await sheetOf(page, '会員レポート');
    // 今年度 by default: the fiscal year from April.
    await expect(page.getByRole('button', { name: /期間/ }).textContent()).resolves.toContain('今年度');
    const cohorts = page.getByRole('table', { name: /コホート/ });
    await expect(
      cohorts.getByRole('columnheader', { name: '6か月継続率' }).getAttribute('class'),
    ).resolves.toContain('emphasis');

    await choosePreset(page, '過去12か月');
    await page.waitForURL(/preset=last_12_months/);
    await sheetOf(page, '会員レポート');
    const enrolled = await figure(page, '在籍数');
    expect(Number(enrolled.digits)).toBeGreaterThan(0);
    const csv = await downloadCsv(page, 'members');
    expect(
      csv.split('\r\n').some((line) => line.startsWith('在籍数') && line.includes(`,${enrolled.digits}`)),
    ).toBe(true);
    await context.close();
  });

  it('when the manager closes yesterday, then the daily report shows who signed it, once', async () => {
    const yesterday = addDays(todayInTokyo(), -1);
    const { page, context } = await browser.newPage({
      as: 'manager@demo.kayoi.jp',
      at: `/reports/daily?date=${yesterday}`,
    });
    const sheet = await sheetOf(page, '日報');
    await sheet.getByRole('button', { name: /の日報を締める$/ }).click();
    const dialog = page.getByRole('dialog', { name: /の日報を締める$/ });
    await dialog.getByRole('textbox', { name: /日報メモ/ }).fill('e2e: 更衣室の鍵を交換');
    await dialog.getByRole('button', { name: '締める' }).click();
    await page.getByText('日報を締めました').waitFor();
    await sheet.getByText(/に締めました$/).waitFor();
    await sheet.getByText('e2e: 更衣室の鍵を交換').waitFor();
    await expect(sheet.getByRole('button', { name: /の日報を締める$/ }).count()).resolves.toBe(0);
    await context.close();
  });

  it('when each report is printed in Chromium, then it is the report alone on A4 pages, drawn from the demo data', async () => {
    const { page, context } = await browser.newPage({ as: 'admin@demo.kayoi.jp', at: '/dashboard' });
    page.on('requestfinished', (request) => {
      const { responseEnd, requestStart } = request.timing();
      if (request.url().includes('/api/') && responseEnd - requestStart > 2_000)
        console.info(`slow: ${request.url()} ${Math.round(responseEnd - requestStart)} ms`);
    });
    const reports = [
      ['daily', '日報'],
      ['sales', '売上レポート'],
      ['sales-transition', '売上推移レポート'],
      ['members', '会員レポート'],
      ['programs', 'プログラムレポート'],
      ['attendance', '出席レポート'],
      ['staff', 'スタッフレポート'],
      ['member-achievement', '会員達成度レポート'],
      ['facilities', '施設レポート'],
      ['custom', 'カスタムレポート'],
    ] as const;
    for (const [path, title] of reports) {
      await page.emulateMedia({ media: 'screen' });
      const started = Date.now();
      // As its menu link opens it, in the app already loaded. A period's report shows last month: a whole month of
      // the demo's history whatever today is (on the 1st, 今月 is a day with no lesson yet: the staff and custom
      // reports' figures were all 0 on 1 December).
      const period = ['daily', 'sales-transition'].includes(path) ? '' : '?preset=last_month';
      await openInApp(page, `/reports/${path}${period}`);
      if (path === 'custom') await page.getByRole('button', { name: '実行する' }).click();
      const sheet = await sheetOf(page, title);
      const drawnMs = Date.now() - started;
      // Figures from the database: at least one headline figure is not zero (waited for: the heading comes with
      // the report's frame, its figures with the answer).
      await expect
        .poll(
          async () =>
            (await sheet.locator('dl > div dd').allTextContents()).some((text) => /[1-9]/.test(text)),
          { message: path },
        )
        .toBe(true);
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('navigation').first().isVisible(), path).resolves.toBe(false);
      await expect(page.getByRole('button', { name: 'CSV出力' }).isVisible(), path).resolves.toBe(false);
      await expect(sheet.isVisible(), path).resolves.toBe(true);
      const pdf = (await page.pdf({ preferCSSPageSize: true })).toString('latin1');
      const pages = pdf.match(/\/MediaBox \[0 0 59[45](\.\d+)? 841(\.\d+)?\]/g) ?? [];
      expect(pages.length, path).toBeGreaterThan(0);
      console.info(`${path}: drawn in ${drawnMs} ms, printed on ${pages.length} A4 page(s)`);
    }
    await context.close();
  }, 180_000);
});
