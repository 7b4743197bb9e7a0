// The dashboard drawn after a login, as the e2e suite and the login measure read it.

import type { Page } from 'playwright-core';

/**
 * Runs in the page before the login's press: notes the press (its pointerdown) and the first frame in which every
 * tile the test waits for is drawn — the same six conditions, read from the DOM at each frame (a requestAnimationFrame
 * callback runs before the frame is painted). The test's own waits poll from outside, each a round trip and an
 * accessibility-tree query of the whole page on the page's busy main thread: they come 100–375 ms after that frame
 * (five logins on the demo server).
 */
export function watchDashboardDrawn() {
  const at = window as { kayoiPressedAt?: number; kayoiDrawnAt?: number };
  const has = (selector: string) => document.querySelector(selector) !== null;
  const drawn = () => {
    const kpi = Array.from(
      document.querySelectorAll('[data-tile="kpi"] button:not([disabled])'),
      (b) => b.textContent,
    );
    const text = document.body.textContent ?? '';
    return (
      ['アクティブ会員', '本日の入退室', '今月の出席数', 'アクティブクラス'].every((label) =>
        kpi.some((name) => name?.includes(label)),
      ) &&
      Array.from(document.querySelectorAll('[role="tab"]')).some((tab) =>
        tab.textContent?.includes('在館中'),
      ) &&
      has('[data-tile="weekly"] svg path') &&
      has('[data-tile="trend"] svg circle') &&
      (has('[data-tile="insights"] [role="progressbar"]') ||
        text.includes('まだインサイトを出せるだけのデータがありません')) &&
      (has('ol[aria-label="本日のクラス"] li') || text.includes('本日のクラスはありません'))
    );
  };
  document.addEventListener(
    'pointerdown',
    (event) => {
      at.kayoiPressedAt = event.timeStamp;
    },
    { capture: true, once: true },
  );
  const frame = () => {
    if (at.kayoiPressedAt !== undefined && drawn()) at.kayoiDrawnAt = performance.now();
    else requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** The press → drawn of the page's `watchDashboardDrawn`, once its last tile is drawn (ms, in the page's own clock). */
export async function dashboardDrawnMs(page: Page): Promise<number> {
  const drawn = await page.waitForFunction(
    () => {
      const at = window as { kayoiPressedAt?: number; kayoiDrawnAt?: number };
      return at.kayoiDrawnAt === undefined || at.kayoiPressedAt === undefined
        ? false
        : at.kayoiDrawnAt - at.kayoiPressedAt;
    },
    null,
    { polling: 100, timeout: 60_000 },
  );
  return Math.round((await drawn.jsonValue()) as number);
}

/** When `watchDashboardDrawn` saw the press, in the page's clock (`performance.now()`, as resource timings are). */
export async function pressedAt(page: Page): Promise<number> {
  return page.evaluate(() => (window as { kayoiPressedAt?: number }).kayoiPressedAt ?? 0);
}
