import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed/demo.ts';
import { startDemoApp, type TestApp } from './support/app.ts';
import { databaseTargets } from './support/databases.ts';

// The demo's billing (issue 15): a year of closed cycles and this month's confirmed one, cash payers with
// receipts, failed debits of which some are still open, so the dashboard and the ledger have history.

describe.each(databaseTargets)('billing demo on $name', (target) => {
  let t: TestApp;
  let manager: string;

  beforeAll(async () => {
    t = await startDemoApp(target);
    manager = await t.login('manager@demo.kayoi.jp', DEMO_PASSWORD);
  });
  afterAll(async () => {
    expect(t.contractViolations()).toEqual([]);
    await t?.close();
  });

  it('when the manager opens billing, then there are twelve closed cycles and this month’s confirmed one', async () => {
    const cycles = (await t.request({ method: 'GET', url: '/api/billing/cycles', token: manager })).body.data;
    expect(cycles).toHaveLength(13);
    expect(cycles[0]).toMatchObject({ billing_month: '2026-11', status: 'confirmed' });
    expect(cycles.slice(1).every((c: { status: string }) => c.status === 'closed')).toBe(true);
    expect(cycles[1].invoice_count).toBeGreaterThan(50);
  });

  it('when last month’s dashboard is read, then most is collected and late payers are listed by age', async () => {
    const answer = await t.request({
      method: 'GET',
      url: '/api/billing/dashboard?month=2026-10',
      token: manager,
    });
    const d = answer.body.data;
    expect(d.billed).toBeGreaterThan(0);
    expect(d.collection_rate).toBeGreaterThan(85);
    expect(d.collection_rate).toBeLessThan(100);
    expect(d.trend.every((m: { billed: number }) => m.billed > 0)).toBe(true);
    expect(
      d.aging.find((a: { bucket: string }) => a.bucket === 'three_months_or_more').amount,
    ).toBeGreaterThan(0);
    expect(d.follow_up.length).toBeGreaterThan(0);
    const late = d.follow_up[0];
    const ledger = await t.request({
      method: 'GET',
      url: `/api/customers/${late.customer_id}/ledger`,
      token: manager,
    });
    expect(ledger.body.data.balance).toBeGreaterThanOrEqual(late.outstanding);
  });
});
