import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { downloadedBytes } from './browser.ts';

// 口座振替 (issue 16) as staff run it in the staff app: the request file downloaded, and the bank's answer made
// from it by the published layout (全銀協 預金口座振替, 120-byte records), not by the exporter's code, then uploaded.

const RECORD = 120;
/** Data record (2): 引落金額 N(10) at 80, 顧客番号 N(20) at 91, 振替結果コード N(1) at 111. */
const AMOUNT_AT = 80;
const CUSTOMER_NUMBER_AT = 91;
const RESULT_CODE_AT = 111;
/** Trailer (8): 振替済件数 N(6) at 19, 振替済金額 N(12) at 25, 振替不能件数 N(6) at 37, 振替不能金額 N(12) at 43. */
const TRAILER_PAID_AT = 19;
const TRAILER_FAILED_AT = 37;

/** What waits for the server (the pre-check and the file read the whole month) on a busy machine. */
export const LONG = { timeout: 45_000 };

const ascii = (bytes: Uint8Array, from: number, size: number) =>
  Buffer.from(bytes.subarray(from, from + size)).toString('latin1');
const writeDigits = (bytes: Uint8Array, at: number, size: number, value: number) =>
  bytes.set(Buffer.from(String(value).padStart(size, '0'), 'latin1'), at);

/**
 * The bank's result file for a request file: every record debited (0) but `failedCustomer`'s (1 資金不足), and
 * each trailer's 振替済 / 振替不能 counts and sums written to match. Bare 120-byte records or 122 with CR LF.
 */
export function resultFileOf(
  request: Uint8Array,
  failedCustomer: string,
): { file: Uint8Array; failed: number } {
  const file = Uint8Array.from(request);
  const stride = file[RECORD] === 0x0d && file[RECORD + 1] === 0x0a ? RECORD + 2 : RECORD;
  let paid = { count: 0, amount: 0 };
  let failedInGroup = { count: 0, amount: 0 };
  let failed = 0;
  for (let at = 0; at + RECORD <= file.length; at += stride) {
    const kind = String.fromCharCode(file[at] ?? 0);
    if (kind === '1') {
      paid = { count: 0, amount: 0 };
      failedInGroup = { count: 0, amount: 0 };
    } else if (kind === '2') {
      const amount = Number(ascii(file, at + AMOUNT_AT, 10));
      const isFailed = ascii(file, at + CUSTOMER_NUMBER_AT, 20) === failedCustomer;
      file[at + RESULT_CODE_AT] = (isFailed ? '1' : '0').charCodeAt(0);
      const tally = isFailed ? failedInGroup : paid;
      tally.count += 1;
      tally.amount += amount;
      if (isFailed) failed += 1;
    } else if (kind === '8') {
      writeDigits(file, at + TRAILER_PAID_AT, 6, paid.count);
      writeDigits(file, at + TRAILER_PAID_AT + 6, 12, paid.amount);
      writeDigits(file, at + TRAILER_FAILED_AT, 6, failedInGroup.count);
      writeDigits(file, at + TRAILER_FAILED_AT + 6, 12, failedInGroup.amount);
    }
  }
  return { file, failed };
}

/** Picks an entry of the bank master in a form: typed into its combo box, the first option that matches. */
export async function pickFromMaster(page: Page, label: string, typed: string, option: RegExp) {
  const box = page.getByRole('dialog').getByRole('combobox', { name: label, exact: true });
  await box.click();
  await box.fill(typed);
  await page.getByRole('option', { name: option }).first().click();
}

/** 振替データを出力 of a cycle through a collection profile, once its pre-check allows: the file's name and bytes. */
export async function downloadTransferFile(page: Page, cycleId: number, profileId: number) {
  await page.goto(`/billing/zengin-export?cycle=${cycleId}&profile=${profileId}`);
  const exportButton = page.getByRole('button', { name: '振替データを出力' });
  await expect.poll(() => exportButton.isEnabled(), LONG).toBe(true);
  const [download] = await Promise.all([page.waitForEvent('download'), exportButton.click()]);
  const bytes = new Uint8Array(await downloadedBytes(download));
  expect(bytes.length % RECORD === 0 || bytes.length % (RECORD + 2) === 0).toBe(true);
  return { name: download.suggestedFilename(), bytes };
}

/** Uploads a result file on the cycle's 振替結果 and answers the 取込結果 region once it shows. */
export async function importTransferResult(page: Page, cycleId: number, file: Uint8Array) {
  await page.goto(`/billing/cycles/${cycleId}/transfer-results`);
  await page.locator('input[type="file"]').setInputFiles({
    name: 'RESULT.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(file),
  });
  await page.getByRole('button', { name: '取り込む' }).click();
  const outcome = page.getByRole('region', { name: '取込結果' });
  await outcome.waitFor();
  return outcome;
}
