import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed/demo.ts';
import { startDemoApp, type TestApp } from './support/app.ts';
import { databaseTargets } from './support/databases.ts';
import { multipart } from './support/forms.ts';

// The demo's 口座振替 (issue 16): most members paying by transfer have valid accounts at real banks of the master,
// each store one collection profile, so this month's confirmed cycle exports at once; a result with one 資金不足
// puts that member on the dashboard's follow-up list.

describe.each(databaseTargets)('口座振替 demo on $name', (target) => {
  let t: TestApp;
  let manager: string;
  let cycleId: number;

  beforeAll(async () => {
    t = await startDemoApp(target);
    manager = await t.login('manager@demo.kayoi.jp', DEMO_PASSWORD);
    const cycles = (await t.request({ method: 'GET', url: '/api/billing/cycles', token: manager })).body.data;
    cycleId = cycles[0].id;
  }, 120_000);
  afterAll(async () => {
    expect(t.contractViolations()).toEqual([]);
    await t?.close();
  });

  it('when the manager checks this month’s cycle, then nearly every transfer goes in and the rest lack an account', async () => {
    const precheck = (
      await t.request({
        method: 'GET',
        url: `/api/billing/cycles/${cycleId}/zengin-export/precheck`,
        token: manager,
      })
    ).body.data;
    expect(precheck.exportable).toBe(true);
    expect(precheck.included_count).toBeGreaterThan(40);
    expect(precheck.issues.length).toBeLessThan(precheck.included_count / 10);
    expect(new Set(precheck.issues.map((i: { reason_code: string }) => i.reason_code))).toEqual(
      new Set(['no_account']),
    );
    const profiles = (
      await t.request({ method: 'GET', url: '/api/billing/collection-profiles', token: manager })
    ).body.data;
    expect(profiles).toHaveLength(1);
    expect(profiles[0]).toMatchObject({ is_default: true, consignor_name: 'ｶ)ｶﾖｲｽｲﾐﾝｸﾞｽｸ-ﾙ' });
  });

  it('when the file is exported and a result with one 資金不足 comes back, then that member is on the follow-up list', async () => {
    const file = await t.app.inject({
      method: 'GET',
      url: `/api/billing/cycles/${cycleId}/zengin-export`,
      headers: { authorization: `Bearer ${manager}` },
    });
    expect(file.statusCode).toBe(200);
    const text = new TextDecoder('shift_jis').decode(file.rawPayload);
    const lines = text.match(/.{120}/g) ?? [];
    expect(lines.length * 120).toBe(file.rawPayload.length);
    const data = lines.filter((l) => l[0] === '2');
    const failing = data[0] as string;
    const failedCustomer = Number(failing.slice(91, 111));
    const paidTotal = data.slice(1).reduce((sum, l) => sum + Number(l.slice(80, 90)), 0);
    const failedAmount = Number(failing.slice(80, 90));
    const n = (v: number, size: number) => String(v).padStart(size, '0');
    const result = lines.map((l) => {
      if (l[0] === '2') return `${l.slice(0, 111)}${l === failing ? '1' : '0'}${l.slice(112)}`;
      if (l[0] === '8')
        return `${l.slice(0, 19)}${n(data.length - 1, 6)}${n(paidTotal, 12)}${n(1, 6)}${n(failedAmount, 12)}${l.slice(55)}`;
      return l;
    });
    const bytes = Buffer.from(
      [...result.join('\r\n')].map((c) =>
        c.charCodeAt(0) >= 0xff61 ? c.charCodeAt(0) - 0xfec0 : c.charCodeAt(0),
      ),
    );
    const answer = await t.request({
      method: 'POST',
      url: `/api/billing/cycles/${cycleId}/transfer-results`,
      token: manager,
      ...multipart({}, { bytes, filename: 'KEKKA.txt', type: 'text/plain', field: 'file' }),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.data.import).toMatchObject({
      failed_count: 1,
      paid_count: data.length - 1,
      unmatched_count: 0,
    });
    const dashboard = (
      await t.request({ method: 'GET', url: '/api/billing/dashboard?month=2026-11', token: manager })
    ).body.data;
    expect(
      dashboard.follow_up.some(
        (f: { customer_id: number; has_failed_debit: boolean }) =>
          f.customer_id === failedCustomer && f.has_failed_debit,
      ),
    ).toBe(true);
  });
});
