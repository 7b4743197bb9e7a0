import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { api, useBrowser } from './support/browser.ts';

// Setting up a second store by copying the first (issue 29, a chain without typing twice), on the real server
// and demo database: an admin makes a new store, previews copying 渋谷校's programs and grades into it at
// /master/copy, copies, switches to the new store and finds the programs and the grade ladder in its screens.
const browser = useBrowser();

interface Named {
  name: string;
}

/** A POST of the API from inside the page, as the logged-in user: the answer's status and `data`. */
async function post<T>(page: Page, path: string, body: unknown): Promise<{ status: number; data: T }> {
  return page.evaluate(
    async ([url, payload]) => {
      const answer = await fetch(url as string, {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${localStorage.getItem('auth_token')}`,
          Accept: 'application/json',
          'Content-Type': 'application/json',
        },
        body: JSON.stringify(payload),
      });
      return { status: answer.status, data: ((await answer.json()) as { data: unknown }).data };
    },
    [path, body] as const,
  ) as Promise<{ status: number; data: T }>;
}

describe('a second store set up by copying the first', () => {
  it('when an admin copies 渋谷校 into a new store, then its programs and grade ladder are there', async () => {
    const { page, context } = await browser.newPage({ as: 'admin@demo.kayoi.jp', at: '/dashboard' });
    const programs = await api<Named[]>(page, '/api/programs?per_page=100');
    const grades = await api<Named[]>(page, '/api/grades?per_page=100');
    expect(programs.length).toBeGreaterThan(0);
    expect(grades.length).toBeGreaterThan(0);

    const name = `コピー校${Date.now() % 100000}`;
    const store = await post<{ id: number }>(page, '/api/stores', {
      name,
      name_kana: 'コピーコウ',
      postal_code: '150-0002',
      prefecture: '東京都',
      city: '渋谷区',
      street_address: '渋谷1-1-1',
      phone: '03-0000-0000',
    });
    expect(store.status).toBe(201);

    await page.goto('/master/copy');
    const card = page.locator('section', {
      has: page.getByRole('heading', { name: 'ほかの店舗からコピー' }),
    });
    const target = card.getByRole('checkbox', { name });
    await target.waitFor();
    await card.getByRole('button', { name: /コピー元の店舗/ }).click();
    await page.getByRole('option', { name: '渋谷校' }).click();
    // React Aria's checkbox input is visually hidden: it is ticked by keyboard, as a desk without a mouse does.
    await target.focus();
    await page.keyboard.press('Space');
    await expect.poll(() => target.isChecked()).toBe(true);
    await card.getByRole('button', { name: 'プレビュー' }).click();
    // Everything is new in an empty store: nothing exists by name.
    await card.getByText(new RegExp(`^${name}：作成 \\d+件・既存（同名） 0件$`)).waitFor();
    expect(await card.getByRole('grid', { name: `${name}のコピー内容` }).textContent()).toContain(
      grades[0]?.name,
    );
    await card.getByRole('button', { name: 'コピーする' }).click();
    await page
      .getByText(/マスタをコピーしました（\d+件作成）/)
      .first()
      .waitFor();

    await page.getByRole('button', { name: /店舗/ }).first().click();
    await page.getByRole('option', { name }).click();
    await page.getByText('店舗を切り替えました').first().waitFor();
    await page.waitForURL('**/dashboard');

    await page.goto('/master/programs');
    const programGrid = page.getByRole('grid', { name: 'プログラム一覧' });
    await programGrid.getByRole('rowheader', { name: programs[0]?.name }).first().waitFor();
    await page.getByText(`該当 ${programs.length}件`).waitFor();

    await page.goto('/master/grades');
    const gradeGrid = page.getByRole('grid', { name: '級一覧' });
    await gradeGrid.getByRole('rowheader', { name: grades[0]?.name, exact: true }).first().waitFor();
    await page.getByText(`該当 ${grades.length}件`).waitFor();
    const copied = await api<(Named & { skills: Named[] })[]>(page, '/api/grades?per_page=100');
    expect(copied.map((g) => g.name)).toEqual(grades.map((g) => g.name));
    await context.close();
  });
});
