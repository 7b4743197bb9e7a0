import { longMonthLabel } from '@kayoi/domain/calendar';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

// 請求 as a manager runs a month in the staff app (issue 15): a cycle made and generated, then confirmed.

/** Opens a new cycle for `month` ('YYYY-MM') and generates its invoices; the page stays on the cycle. */
export async function generateCycle(page: Page, month: string) {
  await page.goto('/billing/cycles/new');
  await page.getByRole('button', { name: /請求月/ }).click();
  await page.getByRole('option', { name: longMonthLabel(month) }).click();
  await page.getByRole('button', { name: '登録', exact: true }).click();
  await page.getByRole('heading', { level: 1, name: `${longMonthLabel(month)}の請求` }).waitFor();
  await page.getByRole('button', { name: '請求データを生成' }).click();
  await page.getByText('請求データを作成しました').first().waitFor();
}

/** Confirms the cycle open on the page, as asked, and waits for the progress to say 確定. */
export async function confirmCycle(page: Page) {
  await page.getByRole('button', { name: '確定', exact: true }).click();
  await page
    .getByRole('alertdialog', { name: '請求を確定しますか？' })
    .getByRole('button', { name: '確定する' })
    .click();
  await page.getByText('請求を確定しました').first().waitFor();
  await expect
    .poll(() =>
      page
        .getByRole('list', { name: '請求サイクルの進み具合' })
        .locator('[aria-current="step"]')
        .textContent(),
    )
    .toContain('確定');
}
