import { addBillingMonths } from '@kayoi/domain/billing';
import { longMonthLabel, todayInTokyo } from '@kayoi/domain/calendar';
import { describe, expect, it } from 'vitest';
import { confirmCycle, generateCycle } from './support/billing.ts';
import { useBrowser } from './support/browser.ts';

// Billing (issue 15) on the real server and demo database, as 渋谷校's manager runs a month: a new cycle is
// generated, a family's invoice read line by line, the cycle confirmed, and a cash payment taken with its receipt.
const browser = useBrowser();

// Three months ahead: a month the demo's history does not hold yet.
const MONTH = addBillingMonths(todayInTokyo().slice(0, 7), 3);

describe('billing', () => {
  it('when a manager generates a month, confirms it and takes a cash payment, then the receipt has the store and its number', async () => {
    const { page } = await browser.newPage({ as: 'manager@demo.kayoi.jp' });
    await generateCycle(page, MONTH);
    // The family on the first row: its lines say where each yen comes from.
    const first = page.getByRole('table', { name: '請求書' }).locator('tbody th button').first();
    await first.waitFor();
    const name = ((await first.textContent()) ?? '').trim();
    await first.focus();
    await page.keyboard.press('Enter');
    const lines = await page.getByRole('table', { name: `${name}の明細` }).textContent();
    expect(lines).toContain('契約');

    await confirmCycle(page);

    await page.goto('/billing/cash-collections');
    await page.getByRole('combobox', { name: /会員/ }).fill(name);
    await page
      .getByRole('option', { name: new RegExp(name) })
      .first()
      .click();
    // By keyboard, as the desk works.
    await page.getByRole('checkbox', { name: new RegExp(`${longMonthLabel(MONTH)}分`) }).focus();
    await page.keyboard.press('Space');
    // A double click records one payment: the idempotency key is the payment's, not the click's.
    await page.getByRole('button', { name: '入金を登録' }).dblclick();
    const receipt = page.getByRole('dialog', { name: '領収書' }).getByRole('article');
    await receipt.waitFor();
    const text = await receipt.textContent();
    expect(text).toMatch(/No\.\d+/);
    expect(text).toContain('登録番号');
    expect(text).toContain('10%対象');
    const payments = page.getByRole('table', { name: '本日の入金' }).getByRole('row');
    await page.keyboard.press('Escape');
    const paymentsOfMonth = payments.filter({ hasText: name }).filter({ hasText: longMonthLabel(MONTH) });
    await expect.poll(() => paymentsOfMonth.count()).toBe(1);
  });
});
