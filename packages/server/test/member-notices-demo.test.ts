import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../src/seed/demo.ts';
import { DEMO_FAMILY_LOGINS } from '../src/seed/demo-family.ts';
import { startDemoApp, type TestApp } from './support/app.ts';
import { databaseTargets } from './support/databases.ts';

// The demo's お知らせ (issue 32): the documented guardian finds 年末年始 (read), December's 進級テスト and a 休講 of
// their child's class next week (unread); the class page's lesson is cancelled as the notice says; the manager
// sees 既読 n / 対象 m with families who have read.

describe.each(databaseTargets)('demo notices on $name', (target) => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startDemoApp(target, new Date('2026-11-26T17:00:00+09:00'));
  }, 600_000);
  afterAll(async () => {
    expect(t.contractViolations()).toEqual([]);
    await t?.close();
  });

  it('when the demo guardian opens お知らせ, then three notices are there, the newest a 休講, two unread', async () => {
    const login = await t.request({
      method: 'POST',
      url: '/api/family/auth/login',
      payload: { email: DEMO_FAMILY_LOGINS.guardian, password: DEMO_PASSWORD },
    });
    const token = login.body.data.token as string;
    const response = await t.request({ method: 'GET', url: '/api/family/notices', token });
    expect(response.status).toBe(200);
    const { notices, unread_count } = response.body.data as {
      notices: { title: string; read_at: string | null }[];
      unread_count: number;
    };
    expect(notices.map((n) => n.title)).toEqual([
      expect.stringMatching(/^【休講】12月\d+日\(.\) /),
      '12月の進級テストについて',
      '年末年始の休館のお知らせ',
    ]);
    expect(unread_count).toBe(2);
    expect(notices[2]?.read_at).not.toBeNull();
  });

  it('when the manager lists the notices, then each reached families and some have read it', async () => {
    const manager = await t.login('manager@demo.kayoi.jp', DEMO_PASSWORD);
    const response = await t.request({ method: 'GET', url: '/api/member-notices', token: manager });
    expect(response.status).toBe(200);
    const rows = response.body.data as {
      audience: { kind: string };
      recipient_count: number;
      read_count: number;
    }[];
    expect(rows.map((n) => n.audience.kind)).toEqual(['class', 'store', 'all']);
    for (const row of rows) {
      expect(row.recipient_count).toBeGreaterThan(0);
      // The guardian has not read the two newest.
      expect(row.read_count).toBeLessThanOrEqual(row.recipient_count);
    }
    expect(rows[1]?.read_count).toBeGreaterThan(0);
    expect(rows[1]?.read_count).toBeLessThan(rows[1]?.recipient_count as number);
    expect(rows[2]?.read_count).toBeGreaterThan(0);
  });
});
