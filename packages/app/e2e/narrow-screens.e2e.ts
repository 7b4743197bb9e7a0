import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openInApp, useBrowser } from './support/browser.ts';

// Issue 28, the owner's phone: every main page fits the window it is read in — an iPhone (390 px) on the move
// and the desk's iPad upright (820 px) — with no sideways scrolling of the page (a wide table scrolls in its own
// frame), and the top bar keeps the page's title readable.
const browser = useBrowser();

/** The screens walked: the path, and the title the top bar shows for it (the route table's). */
const screens: [path: string, title: string][] = [
  ['/dashboard', 'ダッシュボード'],
  ['/customers', '顧客一覧'],
  ['/customers/1', '顧客詳細'],
  ['/customer-pre-registrations', '仮登録一覧'],
  ['/schools', 'スクール'],
  ['/classes/1', 'クラス詳細'],
  ['/school-management/grades', '級・進級管理'],
  ['/lane-assignment/class-lanes', 'クラス・レーン割当'],
  ['/entry-exit/current-status', '在館状況'],
  ['/entry-exit/check-in', 'チェックイン'],
  ['/tablet-attendance-v2', 'タブレット出欠'],
  ['/billing', '請求管理'],
  ['/billing/dashboard', '請求ダッシュボード'],
  ['/billing/cash-collections', '現金回収'],
  ['/reports/sales', '売上レポート'],
  ['/reports/daily', '日報'],
  ['/reports/attendance', '出席レポート'],
  ['/reports/members', '会員レポート'],
  ['/chat', 'チャット'],
  ['/bulletin-boards', '掲示板一覧'],
  ['/mypage/settings', '設定'],
  ['/master/staffs', 'スタッフ一覧'],
  ['/master/programs', 'プログラム一覧'],
  // The rest of the menu: every report, billing's other lists, the masters, the desk's other screen.
  ['/entry-exit/check-out', 'チェックアウト'],
  ['/reports/programs', 'プログラムレポート'],
  ['/reports/staff', 'スタッフレポート'],
  ['/reports/member-achievement', '会員達成度レポート'],
  ['/reports/sales-transition', '売上推移レポート'],
  ['/reports/custom', 'カスタムレポート'],
  ['/reports/facilities', '施設レポート'],
  ['/billing/adjustments', '請求調整一覧'],
  ['/discount-groups', '割引グループ一覧'],
  ['/billing/zengin-export', '全銀データ出力'],
  ['/master/stores', '店舗一覧'],
  ['/master/stores/1', '店舗詳細'],
  ['/master/facilities', '施設一覧'],
  ['/master/grades', '級一覧'],
  ['/master/schools', 'スクール一覧'],
  ['/master/program-categories', 'プログラムカテゴリ一覧'],
  ['/master/banks', '銀行一覧'],
  ['/mypage/profile', 'プロフィール'],
];

/** `KAYOI_SCREENS_DIR=/some/dir` keeps a picture of each page at each width there (for a review, not an assertion). */
const picturesDir = process.env.KAYOI_SCREENS_DIR;

/**
 * The page's width and, when it is wider than the window, the innermost elements that run past its right edge
 * (inside no frame that scrolls or clips them: those are the ones to fix).
 */
function measure(page: Page) {
  return page.evaluate(() => {
    const edge = document.documentElement.clientWidth;
    const runsPast = (element: Element) => element.getBoundingClientRect().right > edge + 0.5;
    const clipped = (element: Element) => {
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') return true;
      }
      return false;
    };
    const past = Array.from(document.body.querySelectorAll('*')).filter(
      (element) =>
        runsPast(element) &&
        element.getBoundingClientRect().width > 0 &&
        !Array.from(element.children).some(runsPast) &&
        !clipped(element),
    );
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ')[0]}` : ''}` +
      ` "${(element.textContent ?? '').trim().slice(0, 24)}" right=${Math.round(element.getBoundingClientRect().right)}`;
    return { width: document.documentElement.scrollWidth, past: past.slice(0, 6).map(describe) };
  });
}

/** KPI cards whose content runs past the card's edge (a sparkline beside a value with no room for both). */
function crampedKpiCards(page: Page) {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('[role="group"][aria-label="主要指標"] > *')).flatMap((card) => {
      const edge = card.getBoundingClientRect().right;
      const past = Array.from(card.querySelectorAll('*')).filter(
        (element) =>
          element.getBoundingClientRect().width > 0 && element.getBoundingClientRect().right > edge + 0.5,
      );
      return past.length > 0 ? [(card.textContent ?? '').slice(0, 12)] : [];
    }),
  );
}

/** The top bar's title: how much of it shows, in characters' worth of width. */
function topBarTitle(page: Page, title: string) {
  return page
    .getByRole('banner')
    .getByText(title, { exact: true })
    .evaluate((element) => {
      const fontSize = Number.parseFloat(getComputedStyle(element).fontSize);
      return {
        shownGlyphs: Math.floor(element.clientWidth / fontSize),
        wholeGlyphs: Math.round(element.scrollWidth / fontSize),
      };
    });
}

describe.each([
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 820, height: 1180 },
])('at $width px ($name)', ({ name, width, height }) => {
  let page: Page;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const opened = await browser.newPage({ as: 'admin@demo.kayoi.jp' });
    page = opened.page;
    close = () => opened.context.close();
    await page.setViewportSize({ width, height });
    await page.goto('/dashboard');
    if (picturesDir) mkdirSync(picturesDir, { recursive: true });
  });
  afterAll(async () => {
    await close?.();
  });

  it.each(screens)(
    'when an admin opens %s, then the page fits the window and the top bar shows 「%s」',
    async (path, title) => {
      // As a menu link opens it, in the app already loaded (issue 27: loading the app again for each of the 82
      // screens was most of this file's time); drawn: its heading shown, no part of it still loading (the event
      // stream keeps the network busy for good).
      await openInApp(page, path);
      await page.evaluate(() => document.fonts.ready);

      if (picturesDir) {
        const file = `${name}-${path.slice(1).replaceAll('/', '_')}.png`;
        await page.screenshot({ path: join(picturesDir, file), fullPage: true });
      }
      const { width: pageWidth, past } = await measure(page);
      expect(pageWidth, `${path} is ${pageWidth} px wide: ${past.join('; ')}`).toBeLessThanOrEqual(width);
      await expect(crampedKpiCards(page), `${path}: KPI cards with content past their edge`).resolves.toEqual(
        [],
      );
      // The title reads whole, or at least its first four characters before the ellipsis.
      const shown = await topBarTitle(page, title);
      expect(
        shown.shownGlyphs,
        `${path}: the top bar shows ${shown.shownGlyphs} of 「${title}」`,
      ).toBeGreaterThanOrEqual(Math.min(4, shown.wholeGlyphs));
    },
  );
});
