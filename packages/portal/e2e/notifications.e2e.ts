import type { components } from '@kayoi/api-client';
import { addBillingMonths } from '@kayoi/domain/billing';
import { longMonthLabel, todayInTokyo } from '@kayoi/domain/calendar';
import { formatYen, formatYenInText } from '@kayoi/domain/money';
import { zenginCustomerNumber } from '@kayoi/domain/zengin';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmCycle, generateCycle } from '../../app/e2e/support/billing.ts';
import { api, useBrowser } from '../../app/e2e/support/browser.ts';
import {
  downloadTransferFile,
  importTransferResult,
  LONG,
  resultFileOf,
} from '../../app/e2e/support/zengin.ts';
import { pushDevice, type Recorder, recorder } from '../../server/test/support/push-receiver.ts';

// 通知 (issue 32) end to end, on the real server with the demo data: the demo parent turns on push notifications
// on a phone (マイページ › プロフィール), 渋谷校's manager confirms a month's billing at the desk, and the invoices
// reach the parent's 請求・お支払い and the phone's push service; then the bank's result file, imported at the
// desk, fails one child's debit, and the 振替不能 follows to both. The push service is a local receiver (the e2e
// server allows its http endpoint: PUSH_ALLOW_ANY_ENDPOINT in support/global-setup.ts) that decrypts each push
// with the phone's keys as the browser would; only the browser's subscribing to its push service is stood in.
const browser = useBrowser();

type Schemas = components['schemas'];

// Two months ahead: a month the demo's history does not hold (billing.e2e.ts takes the third).
const MONTH = addBillingMonths(todayInTokyo().slice(0, 7), 2);

let pushService: Recorder;
beforeAll(async () => {
  pushService = await recorder();
});
afterAll(async () => {
  await pushService?.close();
});

/**
 * The browser's side of the Push API, stood in: `subscribe` answers a subscription at `endpoint` with the
 * device's keys (a real one would ask its push service over the network) and keeps the key the app passed.
 */
function standInPushManager(device: { endpoint: string; keys: { p256dh: string; auth: string } }) {
  const store = window as unknown as { kayoiPushKey?: string };
  let current: PushSubscription | null = null;
  PushManager.prototype.subscribe = async (options?: PushSubscriptionOptionsInit) => {
    const key = new Uint8Array(options?.applicationServerKey as ArrayBuffer);
    store.kayoiPushKey = btoa(String.fromCharCode(...key))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    current = {
      endpoint: device.endpoint,
      expirationTime: null,
      options: options as PushSubscriptionOptions,
      getKey: () => null,
      toJSON: () => ({ endpoint: device.endpoint, expirationTime: null, keys: device.keys }),
      unsubscribe: async () => {
        current = null;
        return true;
      },
    };
    return current;
  };
  PushManager.prototype.getSubscription = async () => current;
}

/** A month's invoices of the demo family, as マイページ's 請求・お支払い reads them (the family's own token). */
async function familyInvoicesOf(page: Page, month: string) {
  const billing = await page.evaluate(async () => {
    const answer = await fetch('/api/family/invoices', {
      headers: {
        Authorization: `Bearer ${localStorage.getItem('kayoi_family_token')}`,
        Accept: 'application/json',
      },
    });
    return ((await answer.json()) as { data: unknown }).data;
  });
  return (billing as Schemas['FamilyBilling']).months.find((m) => m.billing_month === month)?.invoices ?? [];
}

describe('通知 from the desk to a family', () => {
  it('when the desk confirms a month, then its invoices reach マイページ and the push service; when the bank result fails a debit, then its notice follows to both', async () => {
    // The parent's phone: notifications allowed, push turned on in プロフィール.
    const phone = await browser.newPage({ phone: true, asFamily: 'family@demo.kayoi.jp' });
    await phone.context.grantPermissions(['notifications']);
    const device = pushDevice(`${pushService.base}/push/demo-parent`);
    await phone.context.addInitScript(standInPushManager, { endpoint: device.endpoint, keys: device.keys });
    const family = phone.page;
    family.setDefaultTimeout(LONG.timeout);
    await family.goto('/my/profile');
    await family.getByRole('button', { name: 'この端末で通知を受け取る' }).click();
    await family.getByText('この端末でプッシュ通知を受け取っています').waitFor();
    const appKey = await family.evaluate(() => (window as unknown as { kayoiPushKey?: string }).kayoiPushKey);

    // The desk confirms the month.
    const { page: desk } = await browser.newPage({ as: 'manager@demo.kayoi.jp' });
    desk.setDefaultTimeout(LONG.timeout);
    await generateCycle(desk, MONTH);
    await confirmCycle(desk);
    const cycles = await api<Schemas['BillingCycle'][]>(desk, '/api/billing/cycles');
    const cycle = cycles.find((c) => c.billing_month === MONTH) as Schemas['BillingCycle'];
    expect(cycle.status).toBe('confirmed');

    // マイページ's 請求・お支払い: the month, each child's invoice as the desk issued it.
    const invoices = await familyInvoicesOf(family, MONTH);
    expect(invoices.length, 'the demo parent has invoices in the month').toBeGreaterThan(0);
    await family.goto('/my/billing');
    const month = longMonthLabel(MONTH);
    const list = family.getByRole('list', { name: `${month}分のご請求` });
    for (const invoice of invoices) {
      const [issued] = await api<Schemas['Invoice'][]>(
        desk,
        `/api/billing/cycles/${cycle.id}/invoices?customer_id=${invoice.member.id}`,
      );
      expect(issued?.total).toBe(invoice.total);
      expect(issued?.billing_month).toBe(MONTH);
      const row = list.getByRole('listitem').filter({ hasText: invoice.member.name });
      await expect.poll(() => row.textContent()).toContain(formatYen(invoice.total));
      expect(await row.textContent()).toContain('お支払い前');
    }

    // The phone's push service: one push per invoice, decrypted with the phone's keys, signed with the key the app
    // subscribed with.
    const issuedPushes = invoices.map((invoice) => ({
      title: `${month}分のご請求が確定しました`,
      body: `${invoice.member.name}さんの${month}分のご請求額は${formatYenInText(invoice.total)}です。`,
      url: '/my/billing',
    }));
    await expect.poll(() => device.messages(pushService), LONG).toEqual(expect.arrayContaining(issuedPushes));
    expect(device.messages(pushService)).toHaveLength(issuedPushes.length);
    expect(String(pushService.received[0]?.headers.authorization)).toContain(`k=${appKey}`);

    // The bank's answer, imported at the desk: one child's debit failed (資金不足).
    const failing = invoices.find((i) => i.payment_method === 'bank_transfer' && i.total > 0);
    expect(failing, 'a child of the demo parent paying by 口座振替').toBeDefined();
    const child = failing as Schemas['FamilyInvoiceSummary'];
    const profiles = await api<Schemas['CollectionProfile'][]>(desk, '/api/billing/collection-profiles');
    const profile = profiles.find((p) => p.is_default) as Schemas['CollectionProfile'];
    const request = await downloadTransferFile(desk, cycle.id, profile.id);
    const { file, failed } = resultFileOf(request.bytes, zenginCustomerNumber(child.member.id));
    expect(failed).toBe(1);
    const outcome = await importTransferResult(desk, cycle.id, file);
    expect(await outcome.textContent()).toContain('振替不能1件');

    // The failed debit's notice on the phone, and the invoice in マイページ says so with the bank's reason.
    const failedPush = {
      title: '口座振替ができませんでした',
      body: `${child.member.name}さんの${month}分の口座振替ができませんでした（資金不足）。お手数ですが、受付でお支払いください。`,
      url: '/my/billing',
    };
    await expect
      .poll(() => device.messages(pushService).slice(issuedPushes.length), LONG)
      .toEqual([failedPush]);
    await family.goto('/my/billing');
    const failedRow = list.getByRole('listitem').filter({ hasText: child.member.name });
    await expect.poll(() => failedRow.textContent(), LONG).toContain('振替不能');
    expect(await failedRow.textContent()).toContain('振替できなかった理由：資金不足');
  }, 300_000);
});
