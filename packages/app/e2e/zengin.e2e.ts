import type { components } from '@kayoi/api-client';
import { addBillingMonths } from '@kayoi/domain/billing';
import { longMonthLabel, todayInTokyo } from '@kayoi/domain/calendar';
import { zenginCustomerNumber } from '@kayoi/domain/zengin';
import { describe, expect, it } from 'vitest';
import { api, openInApp, useBrowser } from './support/browser.ts';
import {
  downloadTransferFile,
  importTransferResult,
  LONG,
  pickFromMaster,
  resultFileOf,
} from './support/zengin.ts';

// 口座振替 (issue 16) on the real server and demo database, as 渋谷校's manager runs this month's confirmed
// cycle: a collection profile is set up, a member's account registered, the request file exported and the
// bank's answer uploaded with one 資金不足 — which the billing dashboard's follow-up list and the cash desk then
// show. The answer is made here from the exported file, by the published layout (support/zengin.ts).
const browser = useBrowser();

type Schemas = components['schemas'];

describe('口座振替', () => {
  it('when a manager registers an account, exports the month and uploads a result with one 資金不足, then the member is followed up', async () => {
    // Open on 口座振替データ出力, where the collection profile is set up below.
    const { page } = await browser.newPage({ as: 'manager@demo.kayoi.jp', at: '/billing/zengin-export' });
    page.setDefaultTimeout(LONG.timeout);

    // The demo's latest confirmed cycle still open (this month's from its closing day, before that last month's,
    // its debit's result already in) and a member in it who pays by transfer and was not debited: before the
    // debit anyone, after it a member whose account the demo lacks (the debit left them out). Not a month ahead
    // that another e2e file confirmed (billing.e2e.ts, notifications.e2e.ts): the follow-up list is of months due.
    const thisMonth = todayInTokyo().slice(0, 7);
    const cycles = await api<Schemas['BillingCycle'][]>(page, '/api/billing/cycles');
    const cycle = cycles.find(
      (c) => c.billing_month <= thisMonth && ['confirmed', 'exported', 'results_imported'].includes(c.status),
    );
    expect(cycle, '確定済みで締め前のサイクル').toBeDefined();
    expect((cycle?.billing_month ?? '') >= addBillingMonths(thisMonth, -1)).toBe(true);
    const cycleId = cycle?.id as number;
    const month = cycle?.billing_month as string;
    const invoices = await api<Schemas['Invoice'][]>(
      page,
      `/api/billing/cycles/${cycleId}/invoices?status=unpaid&per_page=100`,
    );
    const invoice = invoices.find((i) => i.payment_method === 'bank_transfer' && i.outstanding > 0);
    expect(invoice, '口座振替で未収の請求').toBeDefined();
    const customerId = invoice?.customer_id as number;
    const name = invoice?.customer_name as string;
    const customer = await api<Schemas['CustomerDetail']>(page, `/api/customers/${customerId}`);

    // The store's collection profile: the bank's codes and the collection account.
    await page.getByRole('button', { name: '委託者設定を追加' }).click();
    const profile = page.getByRole('dialog', { name: '委託者設定を追加' });
    await profile.getByRole('textbox', { name: '名称' }).fill('三井住友銀行 口座振替');
    await profile.getByRole('textbox', { name: '委託者コード' }).fill('1234567890');
    await profile.getByRole('textbox', { name: /委託者名/ }).fill('かよいすいみんぐすくーる');
    await expect
      .poll(() => profile.getByText(/銀行へ送る委託者名：/).textContent())
      .toContain('ｶﾖｲｽｲﾐﾝｸﾞｽｸ-ﾙ');
    await pickFromMaster(page, '金融機関', '0009', /^0009 /);
    await pickFromMaster(page, '支店', '', /^\d{3} /);
    await profile.getByRole('textbox', { name: '口座番号' }).fill('7654321');
    await profile.getByRole('button', { name: '登録' }).click();
    await page.getByText('委託者設定を登録しました').first().waitFor();
    const profiles = await api<Schemas['CollectionProfile'][]>(page, '/api/billing/collection-profiles');
    const profileId = profiles.find((p) => p.consignor_code === '1234567890')?.id as number;

    // The member's account, typed as staff type it.
    await page.goto(`/customers/${customerId}`);
    const panel = page.getByRole('region', { name: '口座情報' });
    // 口座を登録, or 口座情報を編集 where the demo gave the member one already.
    await panel.getByRole('button', { name: /口座を登録|口座情報を編集/ }).click();
    const form = page.getByRole('dialog', { name: /口座を登録|口座情報を編集/ });
    await pickFromMaster(page, '金融機関', 'みずほ', /^0001 /);
    await pickFromMaster(page, '支店', '', /^\d{3} /);
    await form.getByRole('textbox', { name: '口座番号' }).fill('12345');
    await form.getByRole('textbox', { name: '口座名義（カナ）' }).fill(customer.name_kana ?? 'ヤマダ タロウ');
    await form.getByRole('button', { name: '保存' }).click();
    await page.getByText('口座情報を保存しました').first().waitFor();
    const customerNumber = zenginCustomerNumber(customerId);
    await expect.poll(() => panel.textContent(), LONG).toContain(customerNumber);
    expect(await panel.textContent()).toContain('0012345');

    // The pre-check, then the file.
    const request = await downloadTransferFile(page, cycleId, profileId);
    expect(request.name).toMatch(/^ZENGIN_1234567890_\d{8}_v1\.txt$/);
    const history = page.getByRole('table', { name: '出力履歴' });
    await expect.poll(() => history.textContent(), LONG).toContain('v1');

    // The bank's answer: our member's debit failed for 資金不足.
    const { file, failed } = resultFileOf(request.bytes, customerNumber);
    expect(failed).toBe(1);
    const outcome = await importTransferResult(page, cycleId, file);
    expect(await outcome.textContent()).toContain('振替不能1件');
    const failedRows = await outcome.getByRole('table', { name: '振替不能の明細' }).textContent();
    expect(failedRows).toContain(name);
    expect(failedRows).toContain('1 資金不足');

    // The same file again changes nothing.
    await page.getByRole('button', { name: '取り込む' }).click();
    await page.getByText('このファイルは取込済みです。変更はありません。').first().waitFor();

    // Followed up: the dashboard's list and the cash desk.
    await openInApp(page, '/billing/dashboard');
    const followUp = page.getByRole('table', { name: 'フォローが必要な会員' });
    const row = followUp.getByRole('row').filter({ hasText: name });
    await expect.poll(() => row.count(), LONG).toBe(1);
    expect(await row.textContent()).toContain('振替不能あり');

    await openInApp(page, '/billing/cash-collections');
    await page.getByRole('combobox', { name: /会員/ }).fill(customer.member_number ?? name);
    await page
      .getByRole('option', { name: new RegExp(name) })
      .first()
      .click();
    // The failed debit waits at the desk, said as such.
    await page.getByRole('checkbox', { name: new RegExp(`${longMonthLabel(month)}分.*振替不能`) }).waitFor();
  }, 240_000);
});
